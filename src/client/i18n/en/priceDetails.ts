/** An order's lines and price details (PriceDetails, OrderItems): on the cart, place-order and order pages. */
import { icu } from '../icu.js';

export const priceDetails = 'Price Details';
export const gstBreakdown = 'GST breakdown';
export const gstOn = icu<{ rate: number; amount: string }>('GST {rate}% on {amount}');
/** `label` is 'GST (18%)' or 'GST' (src/shared/gst-label.ts). */
export const includesGst = icu<{ label: string }>('Includes {label}');
export const items = 'Items';
export const subtotal = 'Subtotal';
export const subtotalInclGst = 'Subtotal (incl. GST)';
export const discount = 'Discount';
export const discountWithCode = icu<{ code: string }>('Discount ({code})');
export const shipping = 'Shipping';
export const free = 'Free';
export const codFee = 'Cash on delivery fee';
export const roundOff = 'Round off';
export const total = 'Total';
