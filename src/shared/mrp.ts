/**
 * A product's maximum retail price beside its price, as Indian shops show it: 'M.R.P. Rs 2,499 · Rs 1,790 ·
 * 28% off' (docs/decisions/042-prices-with-gst.md). The MRP always includes every tax, so it is compared with
 * what the shopper pays: the price itself when prices include GST, else the price with its GST.
 */
import { gstBasisPoints } from './constants.js';
import { taxAt, type Paise } from './money.js';

/** What the shopper pays for one unit, GST included. */
export function pricePaid(pricePaise: Paise, gstRate: number, pricesIncludeGst: boolean): Paise {
  return pricesIncludeGst ? pricePaise : pricePaise + taxAt(pricePaise, gstBasisPoints(gstRate));
}

/** The whole percentage the shopper saves on the MRP (never rounded up); null when there is no saving to show. */
export function percentOff(mrpPaise: Paise | null, paidPaise: Paise): number | null {
  if (mrpPaise === null || mrpPaise <= 0 || paidPaise >= mrpPaise) return null;
  const percent = Math.floor(((mrpPaise - paidPaise) * 100) / mrpPaise);
  return percent >= 1 ? percent : null;
}
