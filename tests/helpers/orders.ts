/**
 * Helpers for the order lifecycle tests: every step of an order's life through the REST API (place, pay with
 * the test gateway, ship, deliver, cancel, refund), and a snapshot of everything an action could change, to
 * compare before and after a refused one.
 */
import { asc, eq } from 'drizzle-orm';
import { mailOutbox, orderItems, orders, refunds } from '../../drizzle/schema.js';
import { api, createProduct, type TestApp, type TestUser } from './app.js';
import { orderPayload, stockOf, type Line } from './shop.js';

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' };
export const SHIPMENT = { carrier: 'India Post', trackingNumber: 'EE123456789IN', trackingUrl: 'https://www.indiapost.gov.in/track?id=EE123456789IN' };

export interface PlacedOrder {
  id: string;
  /** The products of the order's lines, with the stock each had before the order. */
  lines: (Line & { stockBefore: number })[];
  totalPaise: number;
}

/** Places an order of fresh products (one line each, `qtys[i]` units of a product with `stock` units). */
export async function placeLines(
  t: TestApp,
  buyer: TestUser,
  options: { paymentMethod?: 'COD' | 'Razorpay' | 'UPI'; qtys?: number[]; pricePaise?: number[]; stock?: number } = {},
): Promise<PlacedOrder> {
  const qtys = options.qtys ?? [2, 1];
  const lines = qtys.map((qty, i) => {
    const pricePaise = options.pricePaise?.[i] ?? 25_000 + i * 10_000;
    const stock = options.stock ?? 10;
    const product = createProduct(t.deps, { pricePaise, countInStock: stock });
    return { product: product.id, qty, pricePaise, stockBefore: stock };
  });
  const res = await api(t.app, 'POST', '/api/orders', {
    token: buyer.token,
    body: orderPayload(lines, { paymentMethod: options.paymentMethod ?? 'COD' }),
  });
  if (res.status !== 201) throw new Error(`placing the order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body._id as string, lines, totalPaise: Math.round(Number(res.body.totalPrice) * 100) };
}

/** Starts the online payment and has the test gateway take the card; the order is not told yet. */
export async function takeTestPayment(t: TestApp, buyer: TestUser, orderId: string): Promise<string> {
  const started = await api(t.app, 'POST', `/api/orders/${orderId}/payment`, { token: buyer.token });
  if (started.status !== 200) throw new Error(`starting the payment failed: ${started.status} ${JSON.stringify(started.body)}`);
  const paymentId = started.body.paymentId as string;
  const confirmed = await api(t.app, 'POST', '/api/payments/test/confirm', { body: { paymentId, ...TEST_CARD } });
  if (confirmed.status !== 200) throw new Error(`the test card was refused: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return paymentId;
}

/** The REST calls of the order lifecycle. */
export function orderApi(t: TestApp) {
  return {
    get: (id: string, token: string) => api(t.app, 'GET', `/api/orders/${id}`, { token }),
    pay: (id: string, paymentId: string, token: string) => api(t.app, 'PUT', `/api/orders/${id}/pay`, { token, body: { id: paymentId } }),
    ship: (id: string, token: string, shipment: Record<string, unknown> = SHIPMENT) => api(t.app, 'PUT', `/api/orders/${id}/ship`, { token, body: shipment }),
    deliver: (id: string, token: string) => api(t.app, 'PUT', `/api/orders/${id}/deliver`, { token }),
    cancel: (id: string, token: string | undefined, reason?: string) =>
      api(t.app, 'POST', `/api/orders/${id}/cancel`, { token, body: reason === undefined ? {} : { reason } }),
    refund: (id: string, token: string, amount: string, reason = 'Damaged in transit', restock?: { product: string; qty: number }[]) =>
      api(t.app, 'POST', `/api/orders/${id}/refund`, { token, body: { amount, reason, ...(restock ? { restock } : {}) } }),
  };
}

/** Fails the test with the response when a step that must work did not. */
export function ok<R extends { status: number; body: unknown }>(res: R, status = 200): R {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

/** Everything an action on the order could change: the order as an admin sees it, its rows, stock and outbox. */
export async function snapshot(t: TestApp, admin: TestUser, order: PlacedOrder) {
  const view = await api(t.app, 'GET', `/api/orders/${order.id}`, { token: admin.token });
  const db = t.deps.db;
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted field by field
    order: view.body as Record<string, any>,
    stock: order.lines.map((l) => stockOf(t.deps, l.product)),
    items: db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)).all(),
    refunds: db.select().from(refunds).where(eq(refunds.orderId, order.id)).all(),
    outbox: db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.orderId, order.id)).all().map((m) => m.kind).sort(),
  };
}

export function stocks(t: TestApp, order: PlacedOrder): (number | undefined)[] {
  return order.lines.map((l) => stockOf(t.deps, l.product));
}

export function stocksBefore(order: PlacedOrder): number[] {
  return order.lines.map((l) => l.stockBefore);
}

export function stocksAfterOrder(order: PlacedOrder): number[] {
  return order.lines.map((l) => l.stockBefore - l.qty);
}

/**
 * The order's payment window ends now, as if PAYMENT_WINDOW_MINUTES had passed since it was placed: for tests
 * where what follows the expiry (a late payment) runs on the real clock, so the timeline stays in order.
 */
export function endPaymentWindow(t: TestApp, orderId: string): void {
  t.deps.db.update(orders).set({ paymentDueAt: new Date(Date.now() - 1) }).where(eq(orders.id, orderId)).run();
}
