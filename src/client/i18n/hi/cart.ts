import { icu } from '../icu.js';

export const title = 'शॉपिंग कार्ट';
export const loading = 'आपका कार्ट लोड हो रहा है';
export const empty = 'आपका कार्ट खाली है';
export const items = 'कार्ट की वस्तुएँ';
export const proceedToCheckout = 'चेकआउट के लिए आगे बढ़ें';
export const quantityOf = icu<{ name: string }>('{name} की मात्रा');
export const removeLine = icu<{ name: string }>('{name} को कार्ट से हटाएँ');
export const deliveryAtCheckout = 'आपके पिनकोड का डिलीवरी शुल्क चेकआउट पर जोड़ा जाएगा।';
export const deliveryEstimate = icu<{ pincode: string; date: string; cod: string; fee: string }>(
  '{pincode} पर {date} तक डिलीवरी।{cod, select, with { कैश ऑन डिलीवरी पर {fee} अतिरिक्त लगेंगे।} other {}}',
);

export const linkGone = 'कार्ट का यह लिंक अब काम नहीं करता। यहाँ आपका कार्ट वैसा ही है जैसा आपने छोड़ा था।';
export const notLoaded = 'आपका कार्ट लोड नहीं हो सका। कृपया लिंक फिर से खोलें।';
export const savedCart = 'आपका सहेजा हुआ कार्ट';
export const signInToSee = 'अपने खाते में सहेजा हुआ कार्ट देखने के लिए साइन इन करें।';
export const signIn = 'साइन इन करें';
export const cartBack = 'आपका कार्ट वापस आ गया है। कीमतें और स्टॉक आज के हिसाब से हैं।';
export const remindersOff = 'कार्ट रिमाइंडर बंद हो गए हैं। हमारी दुकान में छूटे कार्ट के बारे में हम इस पते पर फिर ईमेल नहीं भेजेंगे।';
export const stopReminders = 'कार्ट रिमाइंडर बंद करें?';
export const stopRemindersText = 'यह रिमाइंडर जिस पते पर गया था, उस पर हम अपनी दुकान में छूटे कार्ट के बारे में फिर ईमेल नहीं भेजेंगे।';
export const reminderLinkGone = 'यह लिंक अब काम नहीं करता।';
export const didNotWork = 'यह नहीं हो सका। कृपया फिर से कोशिश करें।';
export const turnOffReminders = 'कार्ट रिमाइंडर बंद करें';
