import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { STRIPE_KEYS, startFakeStripe, type FakeStripe } from '../helpers/fake-stripe.js';
import { orderRow, paymentRows, paymentState, placeOrder } from '../helpers/payments.js';

let stripe: FakeStripe;
let t: TestApp;
let buyer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ env: stripe.env });
  [buyer, stranger] = await Promise.all([createUser(t.deps, { name: 'Fatima', email: 'fatima@example.com' }), createUser(t.deps)]);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  removeDataDir(t.dataDir);
});

const start = (orderId: string) => api(t.app, 'POST', `/api/orders/${orderId}/payment`, { token: buyer.token });
const pay = (orderId: string, id: string, token = buyer.token) =>
  api(t.app, 'PUT', `/api/orders/${orderId}/pay`, { token, body: { id, status: 'COMPLETED', update_time: 'now', email_address: 'x@example.com' } });
const webhook = (body: string, signature?: string) =>
  api(t.app, 'POST', '/api/payments/stripe/webhook', {
    body,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
  });

async function startedOrder() {
  const order = await placeOrder(t, buyer);
  const res = await start(order.id);
  expect(res.status).toBe(200);
  return { ...order, intentId: res.body.paymentIntentId as string };
}

describe('configuration', () => {
  it('gives the client the publishable key (never the secret key)', async () => {
    const res = await api(t.app, 'GET', '/api/payments/config');
    expect(res.body).toEqual({ gateway: 'stripe', testMode: true, currency: 'INR', razorpayKeyId: null, stripePublishableKey: STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY });
    expect(JSON.stringify(res.body)).not.toContain(STRIPE_KEYS.STRIPE_SECRET_KEY);
  });

  it('lets Stripe.js, its frames and its API through the CSP', async () => {
    const csp = String((await api(t.app, 'GET', '/api/payments/config')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(csp).not.toContain('razorpay');
  });
});

describe('starting a payment', () => {
  it('creates one PaymentIntent (paise, inr, metadata.orderId, an idempotency key per order) and resumes it', async () => {
    const order = await placeOrder(t, buyer, { pricePaise: 99_99, qty: 7 });
    const creates = stripe.createCount();
    const first = await start(order.id);
    expect(first.body).toEqual({
      gateway: 'stripe',
      orderId: order.id,
      amountPaise: order.totalPaise,
      currency: 'INR',
      publishableKey: STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY,
      paymentIntentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/_secret_/),
    });
    // What Stripe shows the shopper and the owner names the order by its number.
    const orderNumber = orderRow(t, order.id)?.orderNumber;
    expect(orderNumber).toMatch(/^RS-\d+$/);
    expect(stripe.intents.get(first.body.paymentIntentId)).toMatchObject({
      amount: order.totalPaise,
      currency: 'inr',
      description: `Order ${orderNumber}`,
      metadata: { orderId: order.id, orderNumber },
    });
    const create = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST').at(-1);
    expect(create?.headers['idempotency-key']).toBe(`order-${order.id}-attempt-1`);

    const again = await start(order.id);
    expect(again.body).toEqual(first.body);
    expect(stripe.createCount()).toBe(creates + 1);
  });

  it('two concurrent first calls make one PaymentIntent', async () => {
    const order = await placeOrder(t, buyer);
    const creates = stripe.createCount();
    const [a, b] = await Promise.all([start(order.id), start(order.id)]);
    expect(a.body.paymentIntentId).toBe(b.body.paymentIntentId);
    expect(stripe.createCount()).toBe(creates + 1);
    expect(paymentRows(t, order.id)).toHaveLength(1);
  });

  it('a canceled PaymentIntent is replaced by a new one with the next idempotency key', async () => {
    const order = await startedOrder();
    stripe.intents.get(order.intentId)!.status = 'canceled';
    const next = await start(order.id);
    expect(next.body.paymentIntentId).not.toBe(order.intentId);
    const create = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST').at(-1);
    expect(create?.headers['idempotency-key']).toBe(`order-${order.id}-attempt-2`);
    expect(paymentRows(t, order.id)).toHaveLength(2);
  });
});

describe('PUT /api/orders/{id}/pay with Stripe', () => {
  it('pays the order only once Stripe reports the intent succeeded', async () => {
    const order = await startedOrder();
    const early = await pay(order.id, order.intentId);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/not complete yet \(requires_payment_method\)/);
    expect(orderRow(t, order.id)?.paymentStatus).toBe('unpaid');

    stripe.succeed(order.intentId, { receipt_email: 'fatima@example.com' });
    const res = await pay(order.id, order.intentId);
    expect(res.status).toBe(200);
    expect(res.body.isPaid).toBe(true);
    expect(res.body.paymentResult).toMatchObject({ id: order.intentId, status: 'succeeded', email_address: 'fatima@example.com' });
    const again = await pay(order.id, order.intentId);
    expect(again.body.paidAt).toBe(res.body.paidAt);
  });

  it.each([
    ['a wrong amount', { amount: 100 }, /for Rs 1\/-/],
    ['a wrong currency', { currency: 'usd' }, /made in USD, not INR/],
  ])('refuses %s and changes nothing', async (_label, overrides, message) => {
    const order = await startedOrder();
    stripe.succeed(order.intentId, overrides);
    const before = paymentState(t, order.id);
    const res = await pay(order.id, order.intentId);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(paymentState(t, order.id)).toEqual(before);
  });

  it('refuses another order’s intent, an intent made outside the shop, a made-up id and someone else’s order', async () => {
    const order = await startedOrder();
    const other = await startedOrder();
    stripe.succeed(other.intentId);
    const outside = stripe.addIntent({ amount: order.totalPaise, status: 'succeeded', amount_received: order.totalPaise, metadata: { orderId: order.id } });
    const before = paymentState(t, order.id);

    expect((await pay(order.id, other.intentId)).body.message).toBe('This payment was not made for this order');
    expect((await pay(order.id, outside.id)).body.message).toBe('This payment was not made for this order');
    const madeUp = await pay(order.id, 'pi_madeup123');
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.message).toBe('The payment gateway has no record of this payment');
    expect((await pay(order.id, 'not-an-intent')).status).toBe(400);
    expect((await pay(order.id, order.intentId, stranger.token)).status).toBe(404);
    expect(paymentState(t, order.id)).toEqual(before);
    expect(orderRow(t, other.id)?.paymentStatus).toBe('unpaid');
  });

  it('two concurrent pay calls for one order: one payment recorded, paid once', async () => {
    const order = await startedOrder();
    stripe.succeed(order.intentId);
    const results = await Promise.all([pay(order.id, order.intentId), pay(order.id, order.intentId)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0].body.paidAt).toBe(results[1].body.paidAt);
    expect(paymentRows(t, order.id).filter((p) => p.status === 'paid')).toHaveLength(1);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('payment_intent.succeeded pays the order (tab closed); the repeated event changes nothing', async () => {
    const order = await startedOrder();
    const intent = stripe.succeed(order.intentId);
    const event = stripe.webhook('payment_intent.succeeded', intent);
    const res = await webhook(event.body, event.signature);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'paid' });
    const paid = orderRow(t, order.id);
    expect(paid?.paymentStatus).toBe('paid');
    expect((await webhook(event.body, event.signature)).status).toBe(200);
    expect(orderRow(t, order.id)).toEqual(paid);
  });

  it('the event’s own claims are not believed: Stripe is asked', async () => {
    const order = await startedOrder();
    // Signed, but the intent has not succeeded at Stripe.
    const event = stripe.webhook('payment_intent.succeeded', { ...stripe.intents.get(order.intentId)!, status: 'succeeded' });
    const res = await webhook(event.body, event.signature);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('refused');
    expect(orderRow(t, order.id)?.paymentStatus).toBe('unpaid');
  });

  it('bad, missing, stale or wrongly keyed signatures → 400, nothing changes', async () => {
    const order = await startedOrder();
    const intent = stripe.succeed(order.intentId);
    const event = stripe.webhook('payment_intent.succeeded', intent);
    const before = paymentState(t, order.id);
    expect((await webhook(event.body)).status).toBe(400);
    expect((await webhook(event.body, 't=1,v1=deadbeef')).status).toBe(400);
    expect((await webhook(event.body, stripe.webhook('payment_intent.succeeded', intent, 'whsec_wrong').signature)).status).toBe(400);
    expect((await webhook(`${event.body} `, event.signature)).status).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: event.body, secret: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await webhook(event.body, stale)).status).toBe(400);
    const bad = await webhook(event.body, 'nonsense');
    expect(bad.body.message).toBe('Invalid webhook signature');
    expect(paymentState(t, order.id)).toEqual(before);
  });

  it('other events are acknowledged and ignored', async () => {
    const order = await startedOrder();
    const event = stripe.webhook('payment_intent.created', stripe.intents.get(order.intentId)!);
    expect((await webhook(event.body, event.signature)).body).toEqual({ received: true, outcome: 'ignored' });
  });
});
