/**
 * Money is an integer number of paise everywhere inside the shop. It becomes rupees only at the edges:
 * API responses carry rupee numbers with at most 2 decimals, order payloads carry 2-decimal strings. An
 * order's arithmetic (tax, discounts, totals) is in order-totals.ts.
 */
export type Paise = number;

/** Rupees (a number from an API response or a form) to paise; rejects more than 2 decimals. */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError('Amount must be a finite number');
  const paise = Math.round(rupees * 100);
  // 0.1 + 0.2 style float noise is fine; a third decimal is not.
  if (Math.abs(paise - rupees * 100) > 1e-6 * Math.max(1, Math.abs(rupees))) {
    throw new RangeError('Amount must have at most 2 decimals');
  }
  return paise;
}

/** True when a rupee number has at most 2 decimals (so it converts to whole paise). */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(Math.round(rupees * 100) - rupees * 100) <= 1e-6 * Math.max(1, Math.abs(rupees));
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** Paise to the spec's 2-decimal money string ("1234.50"). */
export function paiseToMoneyString(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const MONEY_STRING = /^\d{1,12}(\.\d{1,2})?$/;

/** Parses the spec's 2-decimal money string; undefined when it is not one. */
export function moneyStringToPaise(value: string): Paise | undefined {
  const trimmed = value.trim();
  if (!MONEY_STRING.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Tax at a rate (in basis points) on an amount, rounded half up to the paisa: the one rounding rule of the
 * shop. Integer arithmetic: (x * bp + 5000) / 10000 floored is x * bp / 10000 rounded half up, for x >= 0;
 * x is split as whole * 10000 + rest so no intermediate passes 2^53.
 */
export function taxAt(amountPaise: Paise, basisPoints: number): Paise {
  const whole = Math.floor(amountPaise / 10000);
  const rest = amountPaise - whole * 10000;
  return whole * basisPoints + Math.floor((rest * basisPoints + 5000) / 10000);
}

/** Groups digits the Indian way: 1,23,45,678. */
export function groupIndian(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** The spec's currency display, 'Rs x/-', with Indian grouping; paise shown only when there are any. */
export function formatRupees(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const fraction = abs % 100;
  const whole = groupIndian(Math.floor(abs / 100));
  return `${sign}Rs ${whole}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}/-`;
}
