import { icu } from '../icu.js';

export const priceDetails = 'कीमत का ब्योरा';
export const gstBreakdown = 'GST का ब्योरा';
export const gstOn = icu<{ rate: number; amount: string }>('{amount} पर GST {rate}%');
export const includesGst = icu<{ label: string }>('{label} शामिल');
export const items = 'वस्तुएँ';
export const subtotal = 'उप-योग';
export const subtotalInclGst = 'उप-योग (GST सहित)';
export const discount = 'छूट';
export const discountWithCode = icu<{ code: string }>('छूट ({code})');
export const shipping = 'डिलीवरी शुल्क';
export const free = 'मुफ़्त';
export const codFee = 'कैश ऑन डिलीवरी शुल्क';
export const roundOff = 'राउंड ऑफ़';
export const total = 'कुल';
