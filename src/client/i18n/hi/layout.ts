import { icu } from '../icu.js';

export const languageSwitch = 'भाषा';
export const skipToContent = 'मुख्य सामग्री पर जाएँ';
export const accountAndCart = 'खाता और कार्ट';
export const cart = 'कार्ट';
export const cartItems = icu<{ count: number }>('({count, plural, one {# वस्तु} other {# वस्तुएँ}})');
export const signIn = 'साइन इन';
export const admin = 'एडमिन';
export const deliverTo = 'डिलीवरी का पता';
export const yourLocation = 'आपकी लोकेशन';
export const searchPlaceholder = 'उत्पाद, ब्रांड और बहुत कुछ खोजें';
export const searchProducts = 'उत्पाद खोजें';
export const search = 'खोजें';
export const categories = 'श्रेणियाँ';
export const offer = 'ऑफ़र';
export const testMode = 'टेस्ट मोड';
export const testModeText = 'टेस्ट मोड — कोई पैसा नहीं लिया जाता';
