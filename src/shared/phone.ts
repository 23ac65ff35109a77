/**
 * Indian mobile numbers as shoppers type them and couriers dial them. A mobile number is 10 digits starting
 * with 6, 7, 8 or 9 (the National Numbering Plan's mobile series); typed with the country code (`+91`,
 * `0091`, `91`) or the trunk prefix `0`, and with spaces, dots, hyphens or brackets, it is the same number
 * and is stored as the 10 digits alone. docs/decisions/036-checkout-contact.md.
 */
const MOBILE = /^[6-9]\d{9}$/;
const SEPARATORS = /[\s().-]/g;

export const MOBILE_NUMBER_MESSAGE = 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9';

/** The 10 digits of an Indian mobile number, or null when the text is not one. */
export function parseIndianMobile(text: string): string | null {
  let digits = text.trim().replace(SEPARATORS, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE.test(digits) ? digits : null;
}

/** How the shop prints a mobile number: `+91 98765 43210`. */
export function formatIndianMobile(digits: string): string {
  return MOBILE.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}

/** A `tel:` address for a stored mobile number. */
export function mobileTelHref(digits: string): string {
  return `tel:+91${digits}`;
}
