import { icu } from '../icu.js';

// 0 to 99: Hindi names each of them.
const WORDS = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानबे', 'बानबे', 'तिरानबे', 'चौरानबे', 'पचानबे', 'छियानबे', 'सत्तानबे', 'अट्ठानबे', 'निन्यानबे',
];

function numberInWords(n: number): string {
  if (n === 0) return WORDS[0];
  const parts: string[] = [];
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((n % 1_00_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (crores) parts.push(`${numberInWords(crores)} करोड़`);
  if (lakhs) parts.push(`${WORDS[lakhs]} लाख`);
  if (thousands) parts.push(`${WORDS[thousands]} हज़ार`);
  if (hundreds) parts.push(`${WORDS[hundreds]} सौ`);
  if (rest) parts.push(WORDS[rest]);
  return parts.join(' ');
}

/** An amount in words as Hindi writes it: 1,20,500.50 → 'एक लाख बीस हज़ार पाँच सौ रुपये और पचास पैसे मात्र'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const fraction = paise % 100;
  const rupeeWords = `${numberInWords(rupees)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
  if (fraction === 0) return `${rupeeWords} मात्र`;
  const paiseWords = `${numberInWords(fraction)} ${fraction === 1 ? 'पैसा' : 'पैसे'}`;
  return rupees === 0 ? `${paiseWords} मात्र` : `${rupeeWords} और ${paiseWords} मात्र`;
}

export const payByUpi = 'UPI से भुगतान करें';
export const claimed = 'भुगतान का दावा किया गया — पुष्टि का इंतज़ार है।';
export const claimedText = icu<{ utr: string }>(
  'आपने UPI रेफ़रेंस नंबर {utr} दिया है। दुकान अपना खाता जाँचकर आपके भुगतान की पुष्टि करेगी; दोनों ही हालात में आपको ईमेल मिलेगा। तब तक कुछ भी नहीं भेजा जाएगा।',
);
export const claimedTextBy = icu<{ utr: string; due: string }>(
  'आपने UPI रेफ़रेंस नंबर {utr} दिया है। दुकान अपना खाता जाँचकर {due} तक आपके भुगतान की पुष्टि करेगी; दोनों ही हालात में आपको ईमेल मिलेगा। तब तक कुछ भी नहीं भेजा जाएगा।',
);
export const qrAlt = icu<{ amount: string; payee: string; order: string }>('UPI QR कोड: ऑर्डर {order} के लिए {payee} को {amount} का भुगतान करें');
export const scanCode = 'किसी भी UPI ऐप (गूगल पे, फ़ोनपे, पेटीएम, भीम या अपने बैंक का ऐप) से कोड स्कैन करें, या इसे इसी फ़ोन पर खोलें:';
export const pay = icu<{ amount: string }>('{amount} का भुगतान करें');
export const payTo = icu<{ name: string; payee: string; order: string }>('ऑर्डर {order} के लिए {name} ({payee}) को');
export const payWithApp = 'UPI ऐप से भुगतान करें';
export const reference = 'UPI रेफ़रेंस नंबर (UTR)';
export const referenceDescription = 'भुगतान के बाद, आपका UPI ऐप इस भुगतान के लिए जो 12 अंकों का रेफ़रेंस नंबर दिखाता है, वह डालें (इसे UTR या UPI संदर्भ संख्या भी कहते हैं)।';
export const referenceRule = 'UPI रेफ़रेंस नंबर (UTR) वह 12 अंकों का नंबर है जो आपका UPI ऐप इस भुगतान के लिए दिखाता है';
export const havePaid = 'मैंने भुगतान कर दिया है';
export const payBy = icu<{ date: string }>('{date} तक भुगतान करें: तब तक ऑर्डर आपके लिए रखा रहेगा।');
