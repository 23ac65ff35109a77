import type { PolicySlug } from '../../../shared/policy-pages.js';
import { icu } from '../icu.js';

export const freeDelivery = 'मुफ़्त डिलीवरी';
export const freeDeliveryFrom = icu<{ amount: string }>('{amount} या ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी');
export const chargesShown = 'डिलीवरी शुल्क भुगतान से पहले दिखाया जाता है';
export const doorstepIndia = 'आपके दरवाज़े तक, पूरे भारत में';
export const doorstepPincodes = 'आपके दरवाज़े तक, उन पिनकोड में जहाँ हम डिलीवरी करते हैं';
export const cashOnDelivery = 'कैश ऑन डिलीवरी';
export const payOnArrival = 'ऑर्डर मिलने पर भुगतान करें';
export const whereOffered = 'जहाँ चेकआउट में यह विकल्प मिले';

export const defaultAbout =
  'आपके मोहल्ले की दुकान, अब ऑनलाइन। हम भरोसेमंद भारतीय विक्रेताओं से फ़ैशन, इलेक्ट्रॉनिक्स, बैग, फ़ुटवियर, किराना और ब्यूटी उत्पाद आपके दरवाज़े तक लाते हैं, रुपये में सही कीमतों और कैश ऑन डिलीवरी के साथ।';
export const about = icu<{ shop: string }>('{shop} के बारे में');
export const followUs = 'हमें फ़ॉलो करें';
export const facebook = 'फ़ेसबुक';
export const instagram = 'इंस्टाग्राम';
export const x = 'X (ट्विटर)';
export const youtube = 'यूट्यूब';

export const shopByCategory = 'श्रेणी के अनुसार खरीदारी करें';
export const shop = 'खरीदारी';
export const contactUs = 'संपर्क करें';
export const writeOrCall = 'ऑर्डर के बारे में कोई सवाल? हमें लिखें या कॉल करें।';
export const write = 'ऑर्डर के बारे में कोई सवाल? हमें लिखें।';
export const whatsappHello = icu<{ shop: string }>('नमस्ते {shop}');
export const whatsapp = 'WhatsApp पर हमसे बात करें';

export const newsletter = 'न्यूज़लेटर';
export const newsletterTitle = 'हमारा न्यूज़लेटर सब्सक्राइब करें';
export const newsletterNote = 'ऑफ़र और नए उत्पादों की जानकारी ईमेल पर। कोई स्पैम नहीं।';
export const emailPlaceholder = 'आपका ईमेल पता';
export const emailLabel = 'न्यूज़लेटर के लिए ईमेल पता';
export const subscribe = 'सब्सक्राइब करें';

export const policies = 'दुकान की नीतियाँ';
export const policyTitles: Readonly<Record<PolicySlug, string>> = {
  returns: 'वापसी और रिफ़ंड',
  shipping: 'डिलीवरी नीति',
  privacy: 'गोपनीयता नीति',
  terms: 'नियम और शर्तें',
};
export const gstIncluded = icu<{ year: number; name: string }>('© {year} {name}। कीमतें भारतीय रुपये में, GST सहित।');
export const gstExtra = icu<{ year: number; name: string }>('© {year} {name}। कीमतें भारतीय रुपये में, GST चेकआउट पर अलग से।');
