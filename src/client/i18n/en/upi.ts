/** The order page's box for paying by UPI straight to the shop (src/client/features/payments/UpiPaymentBox.tsx). */
import { icu } from '../icu.js';

export { amountInWords } from '../../../shared/amount-in-words.js';

export const payByUpi = 'Pay by UPI';
export const claimed = 'Payment claimed — awaiting confirmation.';
export const claimedText = icu<{ utr: string }>(
  'You gave the UPI reference {utr}. The shop checks its account and confirms your payment; you will get an e-mail either way. Nothing ships until then.',
);
export const claimedTextBy = icu<{ utr: string; due: string }>(
  'You gave the UPI reference {utr}. The shop checks its account and confirms your payment by {due}; you will get an e-mail either way. Nothing ships until then.',
);
export const qrAlt = icu<{ amount: string; payee: string; order: string }>('UPI QR code: pay {amount} to {payee} for order {order}');
export const scanCode = 'Scan the code with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank’s), or open it on this phone:';
export const pay = icu<{ amount: string }>('Pay {amount}');
/** `name` and `order` are shown in bold. */
export const payTo = icu<{ name: string; payee: string; order: string }>('to {name} ({payee}), for order {order}');
export const payWithApp = 'Pay with a UPI app';
export const reference = 'UPI reference (UTR)';
export const referenceDescription = 'After paying, enter the 12-digit reference your UPI app shows for the payment (also called UTR or UPI Ref. No.).';
export const referenceRule = 'The UPI reference (UTR) is the 12-digit number your UPI app shows for the payment';
export const havePaid = 'I have paid';
export const payBy = icu<{ date: string }>('Pay by {date}: the order is held for you until then.');
