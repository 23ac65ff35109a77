import { icu } from '../icu.js';

export const continueButton = 'आगे बढ़ें';
export const weDeliverIn = icu<{ country: string }>('हम {country} में डिलीवरी करते हैं।');
export const guestCheckout = icu<{ signIn: string }>('आप मेहमान के रूप में चेकआउट कर रहे हैं। अगर आपका खाता है, तो {signIn}।');
export const signInLink = 'साइन इन करें';
export const emailAddress = 'ईमेल पता';
export const emailDescription = 'हम आपका ऑर्डर और उसका निजी लिंक इसी पते पर भेजते हैं।';
export const validEmail = 'सही ईमेल पता डालें';
export const emailProblems: Record<string, string> = {
  'Email is required': 'ईमेल पता डालना ज़रूरी है',
  'Enter a valid email address': 'सही ईमेल पता डालें',
  'Email is too long': 'ईमेल पता बहुत लंबा है',
};
export const deliverTo = 'डिलीवरी का पता';
export const defaultAddress = 'डिफ़ॉल्ट पता';
export const newAddress = 'नया पता';
export const loadingAddresses = 'आपके पते लोड हो रहे हैं';
export const saveAddress = 'यह पता मेरे पतों में सहेजें';
export const rulesNotLoaded = 'फ़ॉर्म की जाँच नहीं हो सकी: कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।';
export const addressNotSaved = icu<{ reason: string }>(
  'यह पता आपके पतों में सहेजा नहीं जा सका: {reason} पता सहेजे बिना आगे बढ़ने के लिए “यह पता मेरे पतों में सहेजें” से टिक हटाएँ।',
);
export const loadingShipping = 'डिलीवरी का फ़ॉर्म लोड हो रहा है';
export const howToPay = 'चुनें कि आप कैसे भुगतान करना चाहेंगे';
export const notAvailableFor = icu<{ pincode: string }>('{pincode} पर डिलीवरी के लिए उपलब्ध नहीं');
export const noPaymentFor = icu<{ pincode: string }>('माफ़ करें, {pincode} पर डिलीवरी के लिए हम भुगतान नहीं ले सकते: वहाँ कैश ऑन डिलीवरी उपलब्ध नहीं है।');
export const emailPlaceholder = 'अपना ईमेल पता लिखें';
