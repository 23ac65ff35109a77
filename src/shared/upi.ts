/**
 * UPI straight to the shop (docs/decisions/055-upi-direct.md): the shop's UPI ID, the payment link a UPI app
 * opens (NPCI's UPI linking specification: `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`) and the reference of a
 * payment made (its UTR). Shared by the server, which makes the link and checks what it is given, and the
 * browser, which checks as the shopper types.
 */
import { paiseToMoneyString, type Paise } from './money.js';

/** A UPI ID (VPA): a name of letters, digits, '.', '-' or '_', then '@' and the handle of the app or bank. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const UPI_ID_RULE = 'A UPI ID looks like name@bank: letters, digits, dots, dashes or underscores, then @ and the handle';

/** A UPI payment's reference number (UTR, also called RRN): 12 digits. */
export const UTR_PATTERN = /^[0-9]{12}$/;
export const UTR_RULE = 'The UPI reference (UTR) is the 12-digit number your UPI app shows for the payment';

/** The note a UPI app shows with the payment holds at most 50 characters. */
const MAX_NOTE = 50;

/** A UTR as typed (spaces and dashes between its digits are taken out). */
export const normaliseUtr = (typed: string): string => typed.replace(/[\s-]/g, '');

export interface UpiPayment {
  /** The shop's UPI ID. */
  payee: string;
  /** The name the payer's app shows for it. */
  payeeName: string;
  amountPaise: Paise;
  /** What the payment is for: the order's number. */
  note: string;
}

/**
 * The payment link, every value percent-encoded (a name with spaces or '&' stays one value); the amount with
 * its paise ('1234.50'), so what the app asks for is the order's total exactly.
 */
export function upiPayLink(payment: UpiPayment): string {
  const params: [string, string][] = [
    ['pa', payment.payee],
    ['pn', payment.payeeName],
    ['am', paiseToMoneyString(payment.amountPaise)],
    ['cu', 'INR'],
    ['tn', payment.note.slice(0, MAX_NOTE)],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
