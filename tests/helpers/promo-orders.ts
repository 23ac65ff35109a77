/**
 * The order body a client sends with a promo code: its own totals for these lines with the discount it
 * expects, worked out with the shop's money module (the server recomputes and compares them).
 */
import { paiseToMoneyString } from '../../src/shared/money.js';
import { orderTotals } from '../../src/shared/order-totals.js';
import { ADDRESS, type Line } from './shop.js';

export function promoOrderPayload(lines: readonly Line[], promoCode: string | undefined, discountPaise: number, paymentMethod = 'COD') {
  const totals = orderTotals(
    lines.map((l) => ({ unitPrice: l.pricePaise, qty: l.qty, gstRate: l.gstRate })),
    discountPaise,
  );
  return {
    orderItems: lines.map((l) => ({ product: l.product, qty: l.qty })),
    shippingAddress: { ...ADDRESS },
    paymentMethod,
    promoCode,
    discountPrice: paiseToMoneyString(totals.discountPrice ?? 0),
    itemsPrice: paiseToMoneyString(totals.itemsPrice),
    taxPrice: paiseToMoneyString(totals.taxPrice),
    shippingPrice: paiseToMoneyString(totals.shippingPrice),
    totalPrice: paiseToMoneyString(totals.totalPrice),
  };
}
