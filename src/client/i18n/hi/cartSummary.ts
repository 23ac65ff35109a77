import { icu } from '../icu.js';

export const promoApplied = icu<{ code: string }>('प्रोमो कोड {code} लागू हो गया');
export const removePromo = icu<{ code: string }>('प्रोमो कोड {code} हटाएँ');
export const remove = 'हटाएँ';
export const promoCode = 'प्रोमो कोड';
export const promoPlaceholder = 'जैसे WELCOME15';
export const apply = 'लागू करें';
export const enterPromoCode = 'प्रोमो कोड डालें';
export const noLongerAvailable = icu<{ names: string }>('अब उपलब्ध नहीं, इसलिए आपके कार्ट से हटा दिया गया: {names}');
