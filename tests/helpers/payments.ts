/** Helpers for the payment tests: online orders placed through the API, and peeks at what payment changed. */
import { eq } from 'drizzle-orm';
import { orders, payments, testGatewayPayments } from '../../drizzle/schema.js';
import type { PaymentMethod } from '../../src/shared/constants.js';
import { paiseToMoneyString } from '../../src/shared/money.js';
import { orderTotals } from '../../src/shared/order-totals.js';
import { api, createProduct, type TestApp, type TestUser } from './app.js';

/** Places an order of `qty` × a fresh product at `pricePaise`, through POST /api/orders. Returns its id and total. */
export async function placeOrder(
  t: TestApp,
  buyer: TestUser,
  options: { pricePaise?: number; qty?: number; paymentMethod?: PaymentMethod } = {},
): Promise<{ id: string; totalPaise: number }> {
  const pricePaise = options.pricePaise ?? 49_950;
  const qty = options.qty ?? 2;
  const product = createProduct(t.deps, { pricePaise, countInStock: 100 });
  const totals = orderTotals([{ unitPrice: pricePaise, qty }]);
  const res = await api(t.app, 'POST', '/api/orders', {
    token: buyer.token,
    body: {
      orderItems: [{ product: product.id, qty }],
      shippingAddress: { address: '12, MG Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka' },
      paymentMethod: options.paymentMethod ?? 'Razorpay',
      itemsPrice: paiseToMoneyString(totals.itemsPrice),
      taxPrice: paiseToMoneyString(totals.taxPrice),
      shippingPrice: paiseToMoneyString(totals.shippingPrice),
      totalPrice: paiseToMoneyString(totals.totalPrice),
    },
  });
  if (res.status !== 201) throw new Error(`placing the order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body._id as string, totalPaise: totals.totalPrice };
}

export function orderRow(t: TestApp, id: string) {
  return t.deps.db.select().from(orders).where(eq(orders.id, id)).get();
}

export function paymentRows(t: TestApp, orderId?: string) {
  const query = t.deps.db.select().from(payments);
  return orderId ? query.where(eq(payments.orderId, orderId)).all() : query.all();
}

/** Everything payment-related about an order, to compare before and after a refused call. */
export function paymentState(t: TestApp, orderId: string) {
  return { order: orderRow(t, orderId), payments: paymentRows(t, orderId), testGateway: t.deps.db.select().from(testGatewayPayments).all() };
}
