/**
 * An amount in words in the Indian numbering system, as tax invoices write it:
 * 1,20,500.50 → "Rupees One Lakh Twenty Thousand Five Hundred and Fifty Paise Only".
 */
import type { Paise } from './money.js';

const ONES = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return n % 10 === 0 ? TENS[Math.floor(n / 10)] : `${TENS[Math.floor(n / 10)]} ${ONES[n % 10]}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words: crore (10^7), lakh (10^5), thousand, hundred; more than 99 crore is "… Crore". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('A whole number of at least 0 is needed');
  if (n === 0) return ONES[0];
  const parts: string[] = [];
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((n % 1_00_000) / 1000);
  const rest = n % 1000;
  if (crores) parts.push(`${numberInWords(crores)} Crore`);
  if (lakhs) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

export function amountInWords(paise: Paise): string {
  const rupees = Math.floor(paise / 100);
  const fraction = paise % 100;
  if (fraction === 0) return `Rupees ${numberInWords(rupees)} Only`;
  const paiseWords = `${numberInWords(fraction)} ${fraction === 1 ? 'Paisa' : 'Paise'}`;
  return rupees === 0 ? `${paiseWords} Only` : `Rupees ${numberInWords(rupees)} and ${paiseWords} Only`;
}
