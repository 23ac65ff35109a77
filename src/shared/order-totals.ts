/**
 * An order's arithmetic in paise: GST per line at its rate, a promo code's discount spread over the lines,
 * the totals, and the CGST/SGST/IGST split. Apart from money.ts (the formats), so a page that only shows
 * prices does not carry it.
 */
import { DEFAULT_GST_RATE, gstBasisPoints, SHIPPING_PRICE_PAISE } from './constants.js';
import type { Paise } from './money.js';

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

export interface OrderTotals {
  itemsPrice: Paise;
  /** A promo code's discount, taken off the items before tax (absent means none). */
  discountPrice?: Paise;
  taxPrice: Paise;
  shippingPrice: Paise;
  totalPrice: Paise;
}

export interface PricedLine {
  unitPrice: Paise;
  qty: number;
  /** The line's GST rate in percent (18 when not given). */
  gstRate?: number;
}

export interface TaxedLine {
  /** The line's price before any discount (unit price × quantity). */
  gross: Paise;
  /** Its share of the order's discount. */
  discount: Paise;
  /** What the tax is charged on: gross − discount. */
  taxable: Paise;
  /** GST rate in percent. */
  rate: number;
  tax: Paise;
}

/**
 * Spreads a discount over amounts in proportion to them, to the paisa, by largest remainder: each gets
 * the floor of its exact share, and the paise left over go one each to the largest fractional parts
 * (ties to the earlier amount). The shares add up to the discount exactly and none exceeds its amount.
 */
export function spreadDiscount(amounts: readonly Paise[], discount: Paise): Paise[] {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (discount <= 0 || total <= 0) return amounts.map(() => 0);
  if (discount >= total) return [...amounts];
  // BigInt keeps amount × discount exact whatever the sizes.
  const exact = amounts.map((a) => BigInt(a) * BigInt(discount));
  const shares = exact.map((e) => Number(e / BigInt(total)));
  const remainders = exact.map((e, i) => ({ i, r: e % BigInt(total) }));
  let left = discount - shares.reduce((sum, s) => sum + s, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Each line's tax at its own rate on its discounted value, rounded half up to the paisa per line. The
 * order's discount is spread over the lines in proportion to their value first.
 */
export function taxLines(lines: readonly PricedLine[], discount: Paise = 0): TaxedLine[] {
  const gross = lines.map((line) => line.unitPrice * line.qty);
  const shares = spreadDiscount(gross, discount);
  return lines.map((line, i) => {
    const taxable = gross[i] - shares[i];
    const rate = line.gstRate ?? DEFAULT_GST_RATE;
    return { gross: gross[i], discount: shares[i], taxable, rate, tax: taxAt(taxable, gstBasisPoints(rate)) };
  });
}

/** The order's totals: items − discount + the per-line taxes + shipping. */
export function orderTotals(lines: readonly PricedLine[], discount: Paise = 0): OrderTotals {
  const taxed = taxLines(lines, discount);
  const itemsPrice = taxed.reduce((sum, line) => sum + line.gross, 0);
  const discountPrice = taxed.reduce((sum, line) => sum + line.discount, 0);
  const taxPrice = taxed.reduce((sum, line) => sum + line.tax, 0);
  const shippingPrice = SHIPPING_PRICE_PAISE;
  return { itemsPrice, discountPrice, taxPrice, shippingPrice, totalPrice: itemsPrice - discountPrice + taxPrice + shippingPrice };
}

/** What a promotion takes off items worth `itemsPaise`: a percentage (half up, capped) or a fixed amount (never more than the items). */
export function promotionDiscount(promotion: { kind: 'percent' | 'fixed'; value: number; maxDiscountPaise?: Paise | null }, itemsPaise: Paise): Paise {
  if (promotion.kind === 'fixed') return Math.min(promotion.value, itemsPaise);
  const discount = taxAt(itemsPaise, Math.round(promotion.value * 100));
  return promotion.maxDiscountPaise ? Math.min(discount, promotion.maxDiscountPaise) : discount;
}

/** A line's tax split by place of supply: within the shop's state half CGST, half SGST (the odd paisa to SGST); else IGST. */
export function splitTax(tax: Paise, intraState: boolean): { cgst: Paise; sgst: Paise; igst: Paise } {
  if (!intraState) return { cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { cgst, sgst: tax - cgst, igst: 0 };
}

export interface RateBreakdown {
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/** Taxable value and tax per GST rate (lowest rate first), each line split before it is added up. */
export function taxBreakdown(lines: readonly TaxedLine[], intraState: boolean): RateBreakdown[] {
  const byRate = new Map<number, RateBreakdown>();
  for (const line of lines) {
    const entry = byRate.get(line.rate) ?? { rate: line.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    const split = splitTax(line.tax, intraState);
    entry.taxable += line.taxable;
    entry.cgst += split.cgst;
    entry.sgst += split.sgst;
    entry.igst += split.igst;
    byRate.set(line.rate, entry);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

