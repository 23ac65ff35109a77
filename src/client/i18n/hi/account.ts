import { icu } from '../icu.js';

export const signIn = 'साइन इन करें';
export const signInSubtitle = 'फिर से स्वागत है! चेकआउट करने और अपने ऑर्डर ट्रैक करने के लिए साइन इन करें।';
export const emailAddress = 'ईमेल पता';
export const emailPlaceholder = 'अपना ईमेल पता लिखें';
export const password = 'पासवर्ड';
export const enterPassword = 'पासवर्ड डालें';
export const newCustomer = 'नए ग्राहक हैं?';
export const register = 'खाता बनाएँ';
export const or = 'या';
export const checkOutAsGuest = 'मेहमान के रूप में चेकआउट करें';
export const guestNoPassword = 'पासवर्ड की ज़रूरत नहीं: हम आपके ऑर्डर का लिंक आपके ईमेल पर भेज देंगे।';
export const showOrHidePassword = 'आपने जो लिखा है, उसे दिखाएँ या छिपाएँ';

export const registerSubtitle = 'कुछ ही सेकंड में अपना खाता बनाएँ। यह मुफ़्त है।';
export const name = 'नाम';
export const enterName = 'अपना नाम डालें';
export const haveAccount = 'पहले से खाता है?';
export const login = 'साइन इन करें';
export const newPasswordPlaceholder = 'कम से कम 8 अक्षर';
export const confirmPassword = 'पासवर्ड की पुष्टि करें';
export const confirmPasswordPlaceholder = 'पासवर्ड दोबारा डालें';
export const passwordsDoNotMatch = 'दोनों पासवर्ड एक जैसे नहीं हैं';

export const saveDetails = 'अगली बार के लिए अपनी जानकारी सहेजें';
export const saveDetailsText = icu<{ email: string }>(
  '{email} से खाता बनाने के लिए पासवर्ड सेट करें। यह ऑर्डर उसमें रहेगा, और आप अपने सभी ऑर्डर ‘मेरे ऑर्डर’ में देख सकेंगे।',
);
export const createAccount = 'खाता बनाएँ';
export const accountReady = 'आपका खाता तैयार है';
export const orderInMyOrders = 'यह ऑर्डर अब ‘मेरे ऑर्डर’ में है।';
export const orderInMyOrdersLinkSent = icu<{ email: string }>(
  'यह ऑर्डर अब ‘मेरे ऑर्डर’ में है। हमने {email} पर एक लिंक भेजा है: मेहमान के रूप में किए गए अपने पिछले ऑर्डर अपने खाते में जोड़ने के लिए उसे खोलें।',
);

export const confirmEmail = 'अपने ईमेल की पुष्टि करें';
export const confirmEmailText = 'पुष्टि करें कि यह ईमेल पता आपका है, ताकि इससे मेहमान के रूप में किए गए ऑर्डर आपके खाते में जुड़ जाएँ।';
export const confirmMyEmail = 'मेरे ईमेल की पुष्टि करें';
export const seeMyOrders = 'मेरे ऑर्डर देखें';
export const signInToSeeOrders = 'अपने ऑर्डर देखने के लिए साइन इन करें';
