import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { RAZORPAY_KEYS, startFakeRazorpay, type FakeRazorpay } from '../helpers/fake-razorpay.js';
import { orderRow, paymentRows, paymentState, placeOrder } from '../helpers/payments.js';

let rzp: FakeRazorpay;
let t: TestApp;
let buyer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  rzp = await startFakeRazorpay();
  t = await createTestApp({ env: rzp.env });
  [buyer, stranger] = await Promise.all([createUser(t.deps, { name: 'Arjun', email: 'arjun@example.com' }), createUser(t.deps)]);
});
afterAll(async () => {
  await t.close();
  await rzp.close();
  removeDataDir(t.dataDir);
});

const start = (orderId: string) => api(t.app, 'POST', `/api/orders/${orderId}/payment`, { token: buyer.token });
const pay = (orderId: string, body: Record<string, unknown>, token = buyer.token) => api(t.app, 'PUT', `/api/orders/${orderId}/pay`, { token, body });
const webhook = (body: string, signature?: string) =>
  api(t.app, 'POST', '/api/payments/razorpay/webhook', {
    body,
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }) },
  });

/** An online order with its Razorpay order started. */
async function startedOrder(pricePaise = 49_950) {
  const order = await placeOrder(t, buyer, { pricePaise });
  const res = await start(order.id);
  expect(res.status).toBe(200);
  return { ...order, razorpayOrderId: res.body.razorpayOrderId as string };
}

describe('configuration', () => {
  it('tells the client to open Razorpay Checkout with the key id (never the secret)', async () => {
    const res = await api(t.app, 'GET', '/api/payments/config');
    expect(res.body).toEqual({ gateway: 'razorpay', testMode: true, currency: 'INR', razorpayKeyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID, stripePublishableKey: null });
    expect(JSON.stringify(res.body)).not.toContain(RAZORPAY_KEYS.RAZORPAY_KEY_SECRET);
  });

  it('lets Razorpay Checkout’s script, frames and calls through the CSP', async () => {
    const csp = String((await api(t.app, 'GET', '/api/payments/config')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.razorpay\.com/);
    expect(csp).not.toContain('stripe');
  });
});

describe('starting a payment', () => {
  it('creates one Razorpay order for the total in paise, INR, receipt = our order id; calling again resumes it', async () => {
    const order = await placeOrder(t, buyer, { pricePaise: 33_333, qty: 3 });
    const creates = rzp.createCount();
    const first = await start(order.id);
    expect(first.body).toEqual({
      gateway: 'razorpay',
      orderId: order.id,
      amountPaise: order.totalPaise,
      currency: 'INR',
      keyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
      razorpayOrderId: expect.stringMatching(/^order_/),
    });
    const orderNumber = orderRow(t, order.id)?.orderNumber;
    expect(orderNumber).toMatch(/^RS-\d+$/);
    expect(rzp.orders.get(first.body.razorpayOrderId)).toMatchObject({ amount: order.totalPaise, currency: 'INR', receipt: order.id, notes: { orderId: order.id, orderNumber } });
    const [a, b] = await Promise.all([start(order.id), start(order.id)]);
    expect(a.body).toEqual(first.body);
    expect(b.body).toEqual(first.body);
    expect(rzp.createCount()).toBe(creates + 1);
    expect(paymentRows(t, order.id)).toHaveLength(1);
  });

  it('two concurrent first calls create one Razorpay order', async () => {
    const order = await placeOrder(t, buyer);
    const creates = rzp.createCount();
    const results = await Promise.all([start(order.id), start(order.id)]);
    expect(results[0].body.razorpayOrderId).toBe(results[1].body.razorpayOrderId);
    expect(rzp.createCount()).toBe(creates + 1);
  });
});

describe('PUT /api/orders/{id}/pay with Razorpay', () => {
  it('pays the order when Razorpay reports the payment captured for this order, amount and INR, with a valid signature', async () => {
    const order = await startedOrder();
    const { payment, signature } = rzp.pay(order.razorpayOrderId);
    const res = await pay(order.id, {
      id: payment.id,
      status: 'COMPLETED',
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.razorpayOrderId,
      razorpay_signature: signature,
    });
    expect(res.status).toBe(200);
    expect(res.body.isPaid).toBe(true);
    expect(res.body.paymentResult).toEqual({ id: payment.id, status: 'captured', update_time: expect.any(String), email_address: 'shopper@example.com' });
    expect(paymentRows(t, order.id)[0]).toMatchObject({ status: 'paid', gatewayPaymentId: payment.id });
    // The same payment offered for another order is refused.
    const other = await startedOrder();
    const reuse = await pay(other.id, { id: payment.id });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('This payment was not made for this order');
    expect(orderRow(t, other.id)?.paymentStatus).toBe('unpaid');
  });

  it('captures an authorised payment for exactly the order total, then pays the order', async () => {
    const order = await startedOrder();
    const { payment } = rzp.pay(order.razorpayOrderId, { status: 'authorized' });
    const res = await pay(order.id, { id: payment.id });
    expect(res.status).toBe(200);
    expect(res.body.isPaid).toBe(true);
    expect(rzp.payments.get(payment.id)?.status).toBe('captured');
    const capture = rzp.requests.find((r) => r.path === `/v1/payments/${payment.id}/capture`);
    expect(JSON.parse(capture?.body ?? '{}')).toEqual({ amount: order.totalPaise, currency: 'INR' });
  });

  it.each([
    ['a wrong amount', { amount: 100 }, /for Rs 1\/-, but the order total is Rs [\d,.]+\/-/],
    ['a wrong currency', { currency: 'USD' }, /made in USD, not INR/],
    ['a failed payment', { status: 'failed' as const }, /did not go through/],
    ['a payment not yet complete', { status: 'created' as const }, /not complete yet/],
  ])('refuses %s and changes nothing', async (_label, overrides, message) => {
    const order = await startedOrder();
    const { payment } = rzp.pay(order.razorpayOrderId, overrides);
    const before = paymentState(t, order.id);
    const res = await pay(order.id, { id: payment.id });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toMatch(message);
    expect(paymentState(t, order.id)).toEqual(before);
    expect(rzp.payments.get(payment.id)?.status).toBe(payment.status);
  });

  it('refuses a payment made against another Razorpay order, a bad signature and a made-up id, changing nothing', async () => {
    const order = await startedOrder();
    const other = await startedOrder();
    const foreign = rzp.pay(other.razorpayOrderId).payment;
    const { payment } = rzp.pay(order.razorpayOrderId);
    const before = paymentState(t, order.id);

    const wrongOrder = await pay(order.id, { id: foreign.id });
    expect(wrongOrder.status).toBe(400);
    expect(wrongOrder.body.message).toBe('This payment was not made for this order');

    // A signature made for another order id (here: the foreign one) does not match ours.
    const forged = await pay(order.id, { id: payment.id, razorpay_signature: rzp.pay(other.razorpayOrderId).signature });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/signature/);

    const madeUp = await pay(order.id, { id: 'pay_MadeUp12345' });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.message).toBe('The payment gateway has no record of this payment');

    expect((await pay(order.id, { id: payment.id }, stranger.token)).status).toBe(404);
    expect(paymentState(t, order.id)).toEqual(before);
  });

  it('two concurrent pay calls for one order: one payment recorded, paid once', async () => {
    const order = await startedOrder();
    const { payment, signature } = rzp.pay(order.razorpayOrderId);
    const results = await Promise.all([1, 2, 3].map(() => pay(order.id, { id: payment.id, razorpay_signature: signature })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.paidAt)).size).toBe(1);
    expect(paymentRows(t, order.id).filter((p) => p.status === 'paid')).toHaveLength(1);
  });
});

describe('POST /api/payments/razorpay/webhook', () => {
  it('an order paid while the shopper closed the tab ends up paid; the repeated event changes nothing', async () => {
    const order = await startedOrder();
    const { payment } = rzp.pay(order.razorpayOrderId);
    const event = rzp.webhook('payment.captured', payment);
    const res = await webhook(event.body, event.signature);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'paid' });
    const paid = orderRow(t, order.id);
    expect(paid?.paymentStatus).toBe('paid');
    expect(JSON.parse(paid?.paymentResult ?? '{}')).toMatchObject({ id: payment.id, status: 'captured' });

    const fetches = rzp.requests.length;
    const repeat = await webhook(event.body, event.signature);
    expect(repeat.status).toBe(200);
    expect(orderRow(t, order.id)).toEqual(paid);
    expect(rzp.requests.length).toBe(fetches); // already paid: not even a look-up
    // The shopper's own pay call afterwards is idempotent.
    expect((await pay(order.id, { id: payment.id })).body.paidAt).toBe(paid?.paidAt?.toISOString());
  });

  it('order.paid works the same way', async () => {
    const order = await startedOrder();
    const { payment } = rzp.pay(order.razorpayOrderId);
    const event = rzp.webhook('order.paid', payment);
    expect((await webhook(event.body, event.signature)).body.outcome).toBe('paid');
    expect(orderRow(t, order.id)?.paymentStatus).toBe('paid');
  });

  it('a bad, missing or wrongly keyed signature → 400, nothing changes', async () => {
    const order = await startedOrder();
    const { payment } = rzp.pay(order.razorpayOrderId);
    const event = rzp.webhook('payment.captured', payment);
    const before = paymentState(t, order.id);

    const missing = await webhook(event.body);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Invalid webhook signature');
    expect((await webhook(event.body, 'deadbeef')).status).toBe(400);
    // Signed with the key secret instead of the webhook secret.
    expect((await webhook(event.body, rzp.webhook('payment.captured', payment, RAZORPAY_KEYS.RAZORPAY_KEY_SECRET).signature)).status).toBe(400);
    // A valid signature over other bytes: the body was re-serialised or tampered with.
    expect((await webhook(event.body.replace('"captured"', '"captured" '), event.signature)).status).toBe(400);
    expect(paymentState(t, order.id)).toEqual(before);
  });

  it('a signed event that only claims a payment triggers a look-up, and the look-up decides', async () => {
    const order = await startedOrder();
    const { payment } = rzp.pay(order.razorpayOrderId, { amount: 100 });
    // The event says the right amount; Razorpay (asked) says otherwise.
    const event = rzp.webhook('payment.captured', { ...payment, amount: order.totalPaise });
    const res = await webhook(event.body, event.signature);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('refused');
    expect(orderRow(t, order.id)?.paymentStatus).toBe('unpaid');
  });

  it('events about unknown orders or other things are acknowledged and ignored', async () => {
    const stray = rzp.pay('order_NotOurs123').payment;
    const event = rzp.webhook('payment.captured', stray);
    expect((await webhook(event.body, event.signature)).body).toEqual({ received: true, outcome: 'ignored' });
    const failed = rzp.webhook('payment.failed', stray);
    expect((await webhook(failed.body, failed.signature)).body.outcome).toBe('ignored');
  });

  it('the other gateways’ webhook paths do not exist', async () => {
    expect((await api(t.app, 'POST', '/api/payments/stripe/webhook', { body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
    expect((await api(t.app, 'POST', '/api/payments/test/webhook', { body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
    expect((await api(t.app, 'POST', '/api/payments/test/confirm', { body: { paymentId: 'x', cardNumber: '4242424242424242', expiry: '12/99', cvc: '123' } })).status).toBe(404);
  });
});
