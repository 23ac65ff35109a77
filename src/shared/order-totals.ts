/**
 * An order's arithmetic in paise: GST per line at its rate, a promo code's discount spread over the lines,
 * the totals, and the CGST/SGST/IGST split. Apart from money.ts (the formats), so a page that only shows
 * prices does not carry it.
 */
import { DEFAULT_GST_RATE, gstBasisPoints, SHIPPING_PRICE_PAISE } from './constants.js';
import { taxAt, type Paise } from './money.js';

export interface OrderTotals {
  /** The lines' prices before any discount: before GST, or with GST when the shop's prices include it. */
  itemsPrice: Paise;
  /** A promo code's discount, taken off the items before tax (absent means none). */
  discountPrice?: Paise;
  /** All the GST: added to the total, or the part of it already in the prices when they include GST. */
  taxPrice: Paise;
  /** The delivery fee, and the cash-on-delivery fee (absent means none), as the shop charges them. */
  shippingPrice: Paise;
  codFee?: Paise;
  /** What rounding the total to the rupee added (or took, when negative); absent means none. */
  roundOff?: Paise;
  totalPrice: Paise;
}

/** The delivery fee and the cash-on-delivery fee an order is charged. */
export interface OrderCharges {
  shipping: Paise;
  codFee: Paise;
}

export interface PricingOptions {
  /** The prices (and fees) are what the shopper pays, GST included: the tax is taken out, not added. */
  inclusive?: boolean;
  charges?: OrderCharges;
  /** Round the total to the nearest rupee (half up), as a cash-on-delivery invoice does. */
  roundToRupee?: boolean;
}

/** A fee's taxable value and its GST. */
export interface ChargeTax {
  taxable: Paise;
  tax: Paise;
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
  /** What the tax is charged on: gross − discount, or (prices with GST) the part of it that is not GST. */
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
 * The part of an amount that is not GST, when the amount includes GST at a rate (in basis points):
 * amount × 10000 / (10000 + rate), rounded half up to the paisa. Integer arithmetic, exact for any amount.
 */
export function taxableOfInclusive(amountPaise: Paise, basisPoints: number): Paise {
  const divisor = BigInt(10000 + basisPoints);
  const scaled = BigInt(amountPaise) * 10000n;
  return Number((scaled * 2n + divisor) / (divisor * 2n));
}

/** A value's taxable part and GST at a rate: added on top, or (inclusive) taken out of it. */
function taxOf(value: Paise, basisPoints: number, inclusive: boolean): ChargeTax {
  if (!inclusive) return { taxable: value, tax: taxAt(value, basisPoints) };
  const taxable = taxableOfInclusive(value, basisPoints);
  return { taxable, tax: value - taxable };
}

/**
 * Each line's tax at its own rate on its discounted value, rounded half up to the paisa per line. The
 * order's discount is spread over the lines in proportion to their value first. With prices that include
 * GST the discounted value is what the shopper pays, and the tax is taken out of it.
 */
export function taxLines(lines: readonly PricedLine[], discount: Paise = 0, inclusive = false): TaxedLine[] {
  const gross = lines.map((line) => line.unitPrice * line.qty);
  const shares = spreadDiscount(gross, discount);
  return lines.map((line, i) => {
    const rate = line.gstRate ?? DEFAULT_GST_RATE;
    const { taxable, tax } = taxOf(gross[i] - shares[i], gstBasisPoints(rate), inclusive);
    return { gross: gross[i], discount: shares[i], taxable, rate, tax };
  });
}

/**
 * The GST rate (percent) of an order's delivery and COD fees: the highest among its lines, as the principal
 * supply of a composite supply decides the rate of what goes with it; 0 for an order without lines.
 */
export function chargesGstRate(lines: readonly PricedLine[]): number {
  return lines.reduce((highest, line) => Math.max(highest, line.gstRate ?? DEFAULT_GST_RATE), 0);
}

export interface PricedOrder {
  lines: TaxedLine[];
  /** The rate the fees are taxed at (chargesGstRate), and each fee's taxable value and GST. */
  chargesRate: number;
  shipping: ChargeTax;
  codFee: ChargeTax;
  totals: OrderTotals;
}

const NO_CHARGES: OrderCharges = { shipping: SHIPPING_PRICE_PAISE, codFee: 0 };

/**
 * An order's whole arithmetic: each line's tax, the fees' tax at the highest line rate, and the totals.
 * Without GST in the prices the total is items − discount + fees + all the GST; with it, items − discount +
 * fees, the GST being inside them. Rounded to the rupee when asked, the difference shown as the round-off.
 */
export function priceOrder(lines: readonly PricedLine[], discount: Paise = 0, options: PricingOptions = {}): PricedOrder {
  const inclusive = options.inclusive ?? false;
  const charges = options.charges ?? NO_CHARGES;
  const taxed = taxLines(lines, discount, inclusive);
  const chargesRate = chargesGstRate(lines);
  const shipping = taxOf(charges.shipping, gstBasisPoints(chargesRate), inclusive);
  const codFee = taxOf(charges.codFee, gstBasisPoints(chargesRate), inclusive);
  const itemsPrice = taxed.reduce((sum, line) => sum + line.gross, 0);
  const discountPrice = taxed.reduce((sum, line) => sum + line.discount, 0);
  const taxPrice = taxed.reduce((sum, line) => sum + line.tax, 0) + shipping.tax + codFee.tax;
  const exact = itemsPrice - discountPrice + charges.shipping + charges.codFee + (inclusive ? 0 : taxPrice);
  const totalPrice = options.roundToRupee ? Math.floor((exact + 50) / 100) * 100 : exact;
  const totals: OrderTotals = { itemsPrice, discountPrice, taxPrice, shippingPrice: charges.shipping, totalPrice };
  if (charges.codFee > 0) totals.codFee = charges.codFee;
  if (totalPrice !== exact) totals.roundOff = totalPrice - exact;
  return { lines: taxed, chargesRate, shipping, codFee, totals };
}

/** The priced order's lines and its fees (those charged), as taxBreakdown takes them. */
export function taxedWithCharges(order: PricedOrder): Pick<TaxedLine, 'rate' | 'taxable' | 'tax'>[] {
  const charges = [order.shipping, order.codFee].filter((charge) => charge.taxable + charge.tax > 0).map((charge) => ({ rate: order.chargesRate, ...charge }));
  return [...order.lines, ...charges];
}

/** The order's totals (priceOrder's). */
export function orderTotals(lines: readonly PricedLine[], discount: Paise = 0, options: PricingOptions = {}): OrderTotals {
  return priceOrder(lines, discount, options).totals;
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

/**
 * Taxable value and tax per GST rate (lowest rate first), each line split before it is added up. An order's
 * fees (priceOrder's `shipping` and `codFee`) count at their rate like lines.
 */
export function taxBreakdown(lines: readonly Pick<TaxedLine, 'rate' | 'taxable' | 'tax'>[], intraState: boolean): RateBreakdown[] {
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

