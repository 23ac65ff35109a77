/** What the cart page and the place-order step share: the promo code field, and the note on lines dropped from the cart. */
import { icu } from '../icu.js';

export const promoApplied = icu<{ code: string }>('Promo code {code} applied');
export const removePromo = icu<{ code: string }>('Remove promo code {code}');
export const remove = 'Remove';
export const promoCode = 'Promo code';
export const promoPlaceholder = 'e.g. WELCOME15';
export const apply = 'Apply';
export const enterPromoCode = 'Enter a promo code';
export const noLongerAvailable = icu<{ names: string }>('No longer available, removed from your cart: {names}');
