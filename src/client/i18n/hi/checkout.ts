import { icu } from '../icu.js';

export const progress = 'चेकआउट के चरण';
export const signIn = 'साइन इन';
export const shipping = 'डिलीवरी';
export const payment = 'भुगतान';
export const placeOrder = 'ऑर्डर करें';
export const chooseAnotherAddress = 'कोई दूसरा पता चुनें';

export const paymentMethod = 'भुगतान का तरीका';

export const emailLabel = 'ईमेल:';
export const deliverToLabel = 'प्राप्तकर्ता:';
export const addressLabel = 'पता:';
export const methodLabel = 'तरीका:';
export const invoice = 'इनवॉइस';
export const fullStop = '।';
export const chooseAnotherMethod = 'भुगतान का कोई दूसरा तरीका चुनें';
export const codNotAvailable = 'इस पते पर कैश ऑन डिलीवरी उपलब्ध नहीं है';
export const codUpTo = icu<{ amount: string }>('कैश ऑन डिलीवरी केवल {amount} तक के ऑर्डर पर उपलब्ध है');
export const deliveryUnknown = icu<{ pincode: string; reason: string }>('{pincode} पर डिलीवरी की जानकारी नहीं मिल सकी: {reason}');
export const deliveryBy = icu<{ date: string }>('{date} तक डिलीवरी');
export const deliveryTo = icu<{ delivery: string; pincode: string }>('{pincode} पर {delivery}');
export const orderItems = 'ऑर्डर की वस्तुएँ';
export const cartEmpty = 'आपका कार्ट खाली है';
export const orderSummary = 'ऑर्डर का सारांश';
export const promoForSignedIn = 'प्रोमो कोड केवल साइन इन किए हुए ग्राहकों के लिए हैं।';
export const agreeTo = icu<{ terms: string; returns: string }>('यह ऑर्डर करके आप {terms} और {returns} से सहमत होते हैं।');
export const termsLink = 'नियम व शर्तों';
export const returnsLink = 'रिटर्न नीति';
export const loadingOrder = 'आपका ऑर्डर लोड हो रहा है';

export const businessCheckbox = 'किसी व्यवसाय के लिए खरीद रहे हैं? अपना GSTIN जोड़ें';
export const businessDescription = 'टैक्स इनवॉइस पर आपका GSTIN होगा, ताकि आप इनपुट टैक्स क्रेडिट ले सकें।';
export const businessName = 'व्यवसाय का नाम';
export const enterGstin = 'अपने व्यवसाय का GSTIN डालें';
export const enterBusinessName = 'व्यवसाय का वही नाम डालें जो GST में रजिस्टर्ड है';
export const businessNameTooLong = icu<{ max: number }>('व्यवसाय का नाम ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है');
export const gstinProblems: Record<string, string> = {
  'A GSTIN has 15 characters: the state code, the PAN, an entity number, Z and a check character':
    'GSTIN में 15 अक्षर होते हैं: राज्य कोड, PAN, इकाई संख्या, Z और एक जाँच अक्षर',
  'This GSTIN’s check character is wrong: please check it for a typing mistake': 'इस GSTIN का जाँच अक्षर गलत है: कृपया देखें कि टाइप करने में कोई गलती तो नहीं हुई',
};
