import type { orders } from '../../../drizzle/schema.js';
import type { Paise } from '../../shared/money.js';
import { splitTax } from '../../shared/order-totals.js';
import { DELIVERY_SAC } from '../../shared/shipping.js';

/** One of an order's fees as an invoice line: its taxable value and GST at the order's charges rate, split. */
export interface OrderCharge {
  description: string;
  sac: string;
  /** What the shopper was charged for it. */
  amount: Paise;
  taxable: Paise;
  rateBp: number;
  tax: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/**
 * The delivery fee and the cash-on-delivery fee an order was charged (those above zero), with the GST each
 * bore at the order's highest line rate (docs/decisions/041-shipping-rules.md). Orders placed before the
 * fees were taxed have neither.
 */
export function orderCharges(row: typeof orders.$inferSelect): OrderCharge[] {
  const rateBp = row.chargesGstRateBp ?? 0;
  const fees = [
    { description: 'Delivery charges', amount: row.shippingPricePaise, tax: row.shippingTaxPaise },
    { description: 'Cash on delivery fee', amount: row.codFeePaise, tax: row.codFeeTaxPaise },
  ];
  return fees
    .filter((fee) => fee.amount > 0)
    .map((fee) => ({
      ...fee,
      sac: DELIVERY_SAC,
      rateBp,
      taxable: row.pricesIncludeGst ? fee.amount - fee.tax : fee.amount,
      ...splitTax(fee.tax, row.intraState === true),
    }));
}
