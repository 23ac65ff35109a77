import { icu } from '../icu.js';

export const fullName = 'पूरा नाम';
export const fullNamePlaceholder = 'पार्सल कौन लेगा';
export const mobileNumber = 'मोबाइल नंबर';
export const mobilePlaceholder = '10 अंकों का मोबाइल नंबर';
export const mobileDescription = 'डिलीवरी के लिए कूरियर इसी नंबर पर कॉल करेगा';
export const address = 'पता';
export const addressPlaceholder = 'मकान नंबर, बिल्डिंग, सड़क, इलाका';
export const addressLine2 = 'पते की दूसरी पंक्ति / लैंडमार्क';
export const addressLine2Placeholder = 'वैकल्पिक, जैसे बस स्टैंड के पास';
export const pincode = 'पिनकोड';
export const pincodePlaceholder = '6 अंकों का पिनकोड';
export const pincodeDescription = 'इससे शहर और राज्य अपने-आप भर जाएँगे';
export const city = 'शहर';
export const cityPlaceholder = 'शहर का नाम डालें';
export const state = 'राज्य';
export const chooseState = 'राज्य या केंद्र शासित प्रदेश चुनें';

export const problems: Record<string, string> = {
  'Full name is required': 'पूरा नाम डालना ज़रूरी है',
  'Full name is too long': 'पूरा नाम बहुत लंबा है',
  'Full name cannot contain line breaks or control characters': 'पूरे नाम में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
  'Mobile number is required': 'मोबाइल नंबर डालना ज़रूरी है',
  'Enter a 10-digit mobile number starting with 6, 7, 8 or 9': '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर डालें',
  'Address is required': 'पता डालना ज़रूरी है',
  'Address is too long': 'पता बहुत लंबा है',
  'Address cannot contain line breaks or control characters': 'पते में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
  'Address line 2 is too long': 'पते की दूसरी पंक्ति बहुत लंबी है',
  'Address line 2 cannot contain line breaks or control characters': 'पते की दूसरी पंक्ति में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
  'City is required': 'शहर डालना ज़रूरी है',
  'City is too long': 'शहर का नाम बहुत लंबा है',
  'City cannot contain line breaks or control characters': 'शहर के नाम में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
  'Pincode is required': 'पिनकोड डालना ज़रूरी है',
  'Pincode must be 6 digits, not starting with 0': 'पिनकोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता',
  'State is required': 'राज्य चुनना ज़रूरी है',
  'State is too long': 'राज्य का नाम बहुत लंबा है',
  'State cannot contain line breaks or control characters': 'राज्य के नाम में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
  'Choose a state or union territory of India': 'भारत का कोई राज्य या केंद्र शासित प्रदेश चुनें',
  'Country cannot contain line breaks or control characters': 'देश के नाम में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं हो सकते',
};
export const pincodeNotInState = icu<{ pincode: string; state: string }>('पिनकोड {pincode} {state} में नहीं है: कृपया पिनकोड और राज्य जाँच लें');

export const states: Record<string, string> = {
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chandigarh: 'चंडीगढ़',
  Chhattisgarh: 'छत्तीसगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नगालैंड',
  Odisha: 'ओडिशा',
  Puducherry: 'पुदुचेरी',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
};

export const countries: Record<string, string> = {
  India: 'भारत',
};
