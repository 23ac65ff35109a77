/**
 * Money going back, with each gateway: the test gateway, and the Razorpay and Stripe adapters against their
 * local fakes. A payment confirmed (pay call or webhook) for an order cancelled meanwhile is refunded at once
 * and recorded, and never brings the order back; refund webhooks are looked up and handled idempotently
 * (the same webhook twice changes nothing the second time); a gateway that refuses a refund changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, refunds as refundRows, testGatewayRefunds } from '../../drizzle/schema.js';
import { expireUnpaidOrders } from '../../src/server/orders/expire-unpaid-orders.js';
import { api, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { startFakeRazorpay, type FakeRazorpay } from '../helpers/fake-razorpay.js';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe.js';
import { endPaymentWindow, ok, orderApi, placeLines, snapshot, stocks, stocksAfterOrder, stocksBefore, takeTestPayment, type PlacedOrder } from '../helpers/orders.js';
import { money } from '../helpers/shop.js';

const ADMIN_EMAIL = 'owner@shop.test';

type View = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field

interface Shop {
  t: TestApp;
  buyer: TestUser;
  admin: TestUser;
  calls: ReturnType<typeof orderApi>;
}

async function openShop(env: Record<string, string> = {}): Promise<Shop> {
  const t = await createTestApp({ env: { ADMIN_EMAIL, ...env } });
  const [buyer, admin] = await Promise.all([createUser(t.deps, { name: 'Ananya', email: `ananya-${Date.now()}@example.com` }), createUser(t.deps, { name: 'Owner', isAdmin: true })]);
  return { t, buyer, admin, calls: orderApi(t) };
}

async function closeShop(shop: Shop) {
  await shop.t.close();
  removeDataDir(shop.t.dataDir);
}

/** The timeline's types and actors, in order. */
const steps = (order: View) => order.events.map((e: View) => `${e.type}:${e.actor}`);

/** What the customer hears of the order, by kind. */
function mailKinds(shop: Shop, orderId: string): string[] {
  return shop.t.deps.db
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .all()
    .map((m) => m.kind)
    .sort();
}

/** The order was cancelled, then paid: the payment was recorded and refunded in full; the order stays cancelled. */
function expectRefundedLatePayment(shop: Shop, order: PlacedOrder, view: View, gateway: string) {
  expect(view).toMatchObject({ paymentStatus: 'refunded', fulfilmentStatus: 'cancelled', refundedPrice: order.totalPaise / 100, isDelivered: false });
  expect(view.refunds).toEqual([{ _id: expect.any(String), amount: order.totalPaise / 100, reason: 'Paid after the order was cancelled', status: 'succeeded', createdAt: expect.any(String) }]);
  expect(steps(view).slice(-2)).toEqual([`paid_after_cancel:${gateway}`, 'refunded:system']);
  // The cancellation already gave the stock back; the payment takes none of it again, and issues no invoice.
  expect(stocks(shop.t, order)).toEqual(stocksBefore(order));
  expect(view.invoice).toBeNull();
  expect(mailKinds(shop, order.id)).toContain('order_refunded');
  expect(mailKinds(shop, order.id)).not.toContain('payment_received');
}

describe('test gateway', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(async () => closeShop(shop));

  const gatewayRefunds = (paymentId: string) => shop.t.deps.db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.paymentId, paymentId)).all();

  it('a payment for an order the customer cancelled meanwhile is refunded at once; paying again changes nothing', async () => {
    const { t, buyer, admin, calls } = shop;
    const order = await placeLines(t, buyer, { paymentMethod: 'Razorpay' });
    const paymentId = await takeTestPayment(t, buyer, order.id);
    ok(await calls.cancel(order.id, buyer.token));
    const paid = ok(await calls.pay(order.id, paymentId, buyer.token));
    expectRefundedLatePayment(shop, order, paid.body, 'test');
    expect(gatewayRefunds(paymentId)).toEqual([expect.objectContaining({ amountPaise: order.totalPaise, idempotencyKey: paid.body.refunds[0]._id })]);

    const before = await snapshot(t, admin, order);
    const again = ok(await calls.pay(order.id, paymentId, buyer.token));
    expect(again.body.paymentStatus).toBe('refunded');
    expect(await snapshot(t, admin, order)).toEqual(before);
    expect(gatewayRefunds(paymentId)).toHaveLength(1);
  });

  it('the same after the payment window expired the order', async () => {
    const { t, buyer, calls } = shop;
    const order = await placeLines(t, buyer, { paymentMethod: 'Razorpay' });
    const paymentId = await takeTestPayment(t, buyer, order.id);
    endPaymentWindow(t, order.id);
    await expireUnpaidOrders(t.deps);
    expect(ok(await calls.get(order.id, buyer.token)).body).toMatchObject({ fulfilmentStatus: 'cancelled', paymentStatus: 'unpaid' });
    const paid = ok(await calls.pay(order.id, paymentId, buyer.token));
    expectRefundedLatePayment(shop, order, paid.body, 'test');
    expect(steps(paid.body)).toEqual(['placed:customer', 'cancelled:system', 'paid_after_cancel:test', 'refunded:system']);
  });

  it('an unpaid order cannot start a new payment once cancelled', async () => {
    const { t, buyer, calls } = shop;
    const order = await placeLines(t, buyer, { paymentMethod: 'Razorpay' });
    ok(await calls.cancel(order.id, buyer.token));
    const res = await api(t.app, 'POST', `/api/orders/${order.id}/payment`, { token: buyer.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/cancelled/);
  });

  it('cancel and pay racing on one order: whichever comes first, the money and the stock add up', async () => {
    const { t, buyer, admin, calls } = shop;
    for (let round = 0; round < 6; round += 1) {
      const order = await placeLines(t, buyer, { paymentMethod: 'Razorpay', qtys: [1, 2] });
      const paymentId = await takeTestPayment(t, buyer, order.id);
      const racers = round % 2 ? [calls.pay(order.id, paymentId, buyer.token), calls.cancel(order.id, admin.token)] : [calls.cancel(order.id, buyer.token), calls.pay(order.id, paymentId, buyer.token)];
      const results = await Promise.all(racers);
      for (const r of results) expect(r.status).toBe(200);
      const final = ok(await calls.get(order.id, buyer.token)).body;
      expect(final).toMatchObject({ paymentStatus: 'refunded', fulfilmentStatus: 'cancelled', refundedPrice: order.totalPaise / 100 });
      expect(gatewayRefunds(paymentId).reduce((s, r) => s + r.amountPaise, 0)).toBe(order.totalPaise);
      expect(stocks(t, order)).toEqual(stocksBefore(order));
    }
  });
});

describe('Razorpay (local fake)', () => {
  let rzp: FakeRazorpay;
  let shop: Shop;
  beforeAll(async () => {
    rzp = await startFakeRazorpay();
    shop = await openShop(rzp.env);
  });
  afterAll(async () => {
    await closeShop(shop);
    await rzp.close();
  });

  const webhook = (signed: { body: string; signature: string }) =>
    api(shop.t.app, 'POST', '/api/payments/razorpay/webhook', { body: signed.body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signed.signature } });

  async function startedOrder() {
    const order = await placeLines(shop.t, shop.buyer, { paymentMethod: 'Razorpay' });
    const started = ok(await api(shop.t.app, 'POST', `/api/orders/${order.id}/payment`, { token: shop.buyer.token }));
    return { order, razorpayOrderId: started.body.razorpayOrderId as string };
  }

  async function paidOrder() {
    const { order, razorpayOrderId } = await startedOrder();
    const { payment, signature } = rzp.pay(razorpayOrderId);
    ok(await api(shop.t.app, 'PUT', `/api/orders/${order.id}/pay`, { token: shop.buyer.token, body: { id: payment.id, razorpay_signature: signature } }));
    return { order, payment };
  }

  it('a payment.captured webhook for a cancelled order refunds it through POST /v1/payments/{id}/refund; the same webhook again changes nothing', async () => {
    const { t, buyer, admin, calls } = shop;
    const { order, razorpayOrderId } = await startedOrder();
    ok(await calls.cancel(order.id, buyer.token));
    const { payment } = rzp.pay(razorpayOrderId);
    const event = rzp.webhook('payment.captured', payment);

    const first = ok(await webhook(event));
    expect(first.body.received).toBe(true);
    const view = ok(await calls.get(order.id, buyer.token)).body;
    expectRefundedLatePayment(shop, order, view, 'razorpay');
    const made = [...rzp.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(made).toEqual([expect.objectContaining({ amount: order.totalPaise, status: 'processed', notes: { shopRefundId: view.refunds[0]._id } })]);
    const refundCalls = rzp.refundCount();

    const before = await snapshot(t, admin, order);
    ok(await webhook(event));
    ok(await webhook(rzp.webhook('order.paid', payment)));
    // Razorpay then reports the refund itself, possibly more than once: already recorded, nothing changes.
    ok(await webhook(rzp.refundWebhook('refund.created', made[0])));
    ok(await webhook(rzp.refundWebhook('refund.processed', made[0])));
    ok(await webhook(rzp.refundWebhook('refund.processed', made[0])));
    expect(await snapshot(t, admin, order)).toEqual(before);
    expect(rzp.refundCount()).toBe(refundCalls);
  });

  it('the shopper’s own pay call after a cancellation is refunded the same way', async () => {
    const { t, buyer, calls } = shop;
    const { order, razorpayOrderId } = await startedOrder();
    ok(await calls.cancel(order.id, buyer.token));
    const { payment, signature } = rzp.pay(razorpayOrderId);
    const paid = ok(await api(t.app, 'PUT', `/api/orders/${order.id}/pay`, { token: buyer.token, body: { id: payment.id, razorpay_signature: signature } }));
    expectRefundedLatePayment(shop, order, paid.body, 'razorpay');
    // The webhook that follows finds it settled.
    const refunds = rzp.refundCount();
    ok(await webhook(rzp.webhook('payment.captured', payment)));
    expect(rzp.refundCount()).toBe(refunds);
  });

  it('cancelling a paid order refunds it through Razorpay; if Razorpay refuses, nothing changes', async () => {
    const { t, buyer, admin, calls } = shop;
    const { order, payment } = await paidOrder();
    rzp.refundBehaviour.refuse = true;
    try {
      const before = await snapshot(t, admin, order);
      const refused = await calls.cancel(order.id, buyer.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/The payment gateway did not accept the refund .*nothing was changed/);
      expect(await snapshot(t, admin, order)).toEqual(before);
      expect(stocks(t, order)).toEqual(stocksAfterOrder(order));
    } finally {
      rzp.refundBehaviour.refuse = false;
    }
    const cancelled = ok(await calls.cancel(order.id, buyer.token));
    expect(cancelled.body).toMatchObject({ paymentStatus: 'refunded', fulfilmentStatus: 'cancelled' });
    expect([...rzp.refunds.values()].filter((r) => r.payment_id === payment.id).map((r) => r.amount)).toEqual([order.totalPaise]);
    expect(stocks(t, order)).toEqual(stocksBefore(order));
  });

  it('a refund Razorpay reports failed after accepting it is taken back from the order, once, and its credit note withdrawn', async () => {
    const { t, admin, calls } = shop;
    // A shop with a GSTIN: the paid order has a tax invoice, and the refund a credit note.
    ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { state: 'Karnataka', gstin: '29AAGCB7383J1Z4' } }));
    const { order } = await paidOrder().finally(() => api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { gstin: null } }));
    const refunded = ok(await calls.refund(order.id, admin.token, money(2_500), 'Late delivery'));
    expect(refunded.body).toMatchObject({ paymentStatus: 'partially_refunded', refundedPrice: 25 });
    expect(refunded.body.creditNotes).toEqual([expect.objectContaining({ kind: 'refund', amount: 25, cancelled: false })]);
    const gatewayRefund = [...rzp.refunds.values()].find((r) => r.notes.shopRefundId === refunded.body.refunds[0]._id);
    if (!gatewayRefund) throw new Error('Razorpay has no record of the refund');
    gatewayRefund.status = 'failed';

    ok(await webhook(rzp.refundWebhook('refund.failed', gatewayRefund)));
    const after = ok(await calls.get(order.id, admin.token)).body;
    expect(after).toMatchObject({ paymentStatus: 'paid', refundedPrice: 0 });
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 25, status: 'failed' })]);
    expect(steps(after).at(-1)).toBe('refund_failed:razorpay');
    // No money went back: the note is withdrawn (its number stays used).
    expect(after.creditNotes).toEqual([expect.objectContaining({ number: refunded.body.creditNotes[0].number, cancelled: true })]);

    const before = await snapshot(t, admin, order);
    ok(await webhook(rzp.refundWebhook('refund.failed', gatewayRefund)));
    expect(await snapshot(t, admin, order)).toEqual(before);
    // The money can be refunded again, with a new note.
    const again = ok(await calls.refund(order.id, admin.token, money(2_500), 'Late delivery, again'));
    expect(again.body.creditNotes.map((n: View) => n.cancelled)).toEqual([true, false]);
  });

  it('a refund the shop asked for but never recorded (it stopped in between) is recorded by the webhook, once', async () => {
    const { t, admin, calls } = shop;
    const { order, payment } = await paidOrder();
    // The state a crash leaves: the reservation is pending in the shop, and Razorpay made the refund.
    const reservation = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    t.deps.db.insert(refundRows).values({ id: reservation, orderId: order.id, amountPaise: 3_000, reason: 'Late delivery', gateway: 'razorpay', actor: admin.user.id, status: 'pending' }).run();
    const made = { id: 'rfnd_Crash00000000001', entity: 'refund' as const, amount: 3_000, currency: 'INR', payment_id: payment.id, status: 'processed' as const, notes: { shopRefundId: reservation }, created_at: 0 };
    rzp.refunds.set(made.id, made);

    expect(ok(await webhook(rzp.refundWebhook('refund.processed', made))).body.outcome).toBe('refunded');
    const view = ok(await calls.get(order.id, admin.token)).body;
    expect(view).toMatchObject({ paymentStatus: 'partially_refunded', refundedPrice: 30 });
    expect(view.refunds).toEqual([expect.objectContaining({ _id: reservation, amount: 30, status: 'succeeded' })]);
    expect(steps(view).at(-1)).toBe('refunded:razorpay');

    const before = await snapshot(t, admin, order);
    expect(ok(await webhook(rzp.refundWebhook('refund.processed', made))).body.outcome).toBe('ignored');
    expect(await snapshot(t, admin, order)).toEqual(before);
  });

  it('a refund Razorpay made but whose answer was lost is held, never made twice, and recorded by asking again', async () => {
    const { admin, calls } = shop;
    const { order, payment } = await paidOrder();
    let heldId = '';
    const madeForPayment = () => [...rzp.refunds.values()].filter((r) => r.payment_id === payment.id);
    rzp.refundBehaviour.loseAnswers = true;
    try {
      const lost = await calls.refund(order.id, admin.token, money(2_000), 'Late delivery');
      expect(lost.status).toBe(409);
      expect(lost.body.message).toMatch(/gave no answer .*not known whether Rs 20\/- was refunded/);
      // Razorpay did refund; the shop holds the amount as pending and records nothing else yet.
      expect(madeForPayment().map((r) => r.amount)).toEqual([2_000]);
      const held = ok(await calls.get(order.id, admin.token)).body;
      expect(held).toMatchObject({ paymentStatus: 'paid', refundedPrice: 0 });
      expect(held.refunds).toEqual([expect.objectContaining({ amount: 20, status: 'pending' })]);
      heldId = held.refunds[0]._id;
      // Nothing else is refunded while it is held (another test covers the message).
      const tooMuch = await calls.refund(order.id, admin.token, money(order.totalPaise - 1_000), 'Everything');
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body.message).toContain('A refund of Rs 20/- on this order is still pending with the payment gateway');
    } finally {
      rzp.refundBehaviour.loseAnswers = false;
    }
    // Asking again for the same amount sends the same idempotency key: Razorpay answers with the refund it made.
    const retried = ok(await calls.refund(order.id, admin.token, money(2_000), 'Late delivery'));
    expect(retried.body).toMatchObject({ paymentStatus: 'partially_refunded', refundedPrice: 20 });
    expect(retried.body.refunds).toEqual([expect.objectContaining({ _id: heldId, amount: 20, status: 'succeeded' })]);
    expect(madeForPayment().map((r) => r.amount)).toEqual([2_000]);
  });

  it('a held refund is matched by its own id: another amount is refused while it stands, never sent as a second refund', async () => {
    const { admin, calls } = shop;
    const { order, payment } = await paidOrder();
    const madeForPayment = () => [...rzp.refunds.values()].filter((r) => r.payment_id === payment.id);
    rzp.refundBehaviour.loseAnswers = true;
    try {
      expect((await calls.refund(order.id, admin.token, money(2_000), 'Late delivery')).status).toBe(409);
    } finally {
      rzp.refundBehaviour.loseAnswers = false;
    }
    const heldId = ok(await calls.get(order.id, admin.token)).body.refunds[0]._id;

    const other = await calls.refund(order.id, admin.token, money(1_500), 'Late delivery, less');
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      'A refund of Rs 20/- on this order is still pending with the payment gateway. Ask again for Rs 20/- to retry it (it is never made twice), ' +
        'or wait until the gateway reports it; a different amount can be refunded once it is settled',
    );
    expect(madeForPayment().map((r) => r.amount)).toEqual([2_000]);
    expect(ok(await calls.get(order.id, admin.token)).body.refunds).toEqual([expect.objectContaining({ _id: heldId, amount: 20, status: 'pending' })]);

    const retried = ok(await calls.refund(order.id, admin.token, money(2_000), 'Late delivery'));
    expect(retried.body.refunds).toEqual([expect.objectContaining({ _id: heldId, amount: 20, status: 'succeeded' })]);
    expect(madeForPayment().map((r) => r.amount)).toEqual([2_000]);
    // Settled, another amount is an ordinary refund again.
    const more = ok(await calls.refund(order.id, admin.token, money(1_500), 'Late delivery, less'));
    expect(more.body).toMatchObject({ refundedPrice: 35 });
    expect(madeForPayment().map((r) => r.amount)).toEqual([2_000, 1_500]);
  });

  it('a lost answer is also settled by the refund webhook, once', async () => {
    const { t, admin, calls } = shop;
    const { order, payment } = await paidOrder();
    rzp.refundBehaviour.loseAnswers = true;
    try {
      expect((await calls.refund(order.id, admin.token, money(1_500), 'Damaged box')).status).toBe(409);
    } finally {
      rzp.refundBehaviour.loseAnswers = false;
    }
    const [made] = [...rzp.refunds.values()].filter((r) => r.payment_id === payment.id);
    if (!made) throw new Error('Razorpay has no record of the refund');
    expect(ok(await webhook(rzp.refundWebhook('refund.processed', made))).body.outcome).toBe('refunded');
    const view = ok(await calls.get(order.id, admin.token)).body;
    expect(view).toMatchObject({ paymentStatus: 'partially_refunded', refundedPrice: 15 });
    expect(view.refunds).toEqual([expect.objectContaining({ _id: made.notes.shopRefundId, amount: 15, status: 'succeeded' })]);
    const before = await snapshot(t, admin, order);
    expect(ok(await webhook(rzp.refundWebhook('refund.processed', made))).body.outcome).toBe('ignored');
    expect(await snapshot(t, admin, order)).toEqual(before);
  });

  it('a refund webhook with a bad signature is refused, and one for an unknown refund is ignored', async () => {
    const { payment } = await paidOrder();
    const stray = { id: 'rfnd_Unknown0000001', entity: 'refund' as const, amount: 100, currency: 'INR', payment_id: payment.id, status: 'processed' as const, notes: {}, created_at: 0 };
    const signed = rzp.refundWebhook('refund.processed', stray);
    expect((await webhook({ body: signed.body, signature: 'f'.repeat(64) })).status).toBe(400);
    expect(ok(await webhook(signed)).body.outcome).toBe('ignored');
  });
});

describe('Stripe (local fake)', () => {
  let stripe: FakeStripe;
  let shop: Shop;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    shop = await openShop(stripe.env);
  });
  afterAll(async () => {
    await closeShop(shop);
    await stripe.close();
  });

  const webhook = (signed: { body: string; signature: string }) =>
    api(shop.t.app, 'POST', '/api/payments/stripe/webhook', { body: signed.body, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signed.signature } });

  async function startedOrder() {
    const order = await placeLines(shop.t, shop.buyer, { paymentMethod: 'Razorpay' });
    const started = ok(await api(shop.t.app, 'POST', `/api/orders/${order.id}/payment`, { token: shop.buyer.token }));
    return { order, intentId: started.body.paymentIntentId as string };
  }

  it('payment_intent.succeeded for an order the payment window cancelled is refunded through refunds.create; repeats change nothing', async () => {
    const { t, buyer, admin, calls } = shop;
    const { order, intentId } = await startedOrder();
    endPaymentWindow(t, order.id);
    await expireUnpaidOrders(t.deps);
    const intent = stripe.succeed(intentId);
    const event = stripe.webhook('payment_intent.succeeded', intent);

    ok(await webhook(event));
    const view = ok(await calls.get(order.id, buyer.token)).body;
    expectRefundedLatePayment(shop, order, view, 'stripe');
    const made = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(made).toEqual([expect.objectContaining({ amount: order.totalPaise, status: 'succeeded', metadata: { shopRefundId: view.refunds[0]._id } })]);
    const refundCalls = stripe.refundCount();

    const before = await snapshot(t, admin, order);
    ok(await webhook(event));
    ok(await webhook(stripe.webhook('payment_intent.succeeded', intent)));
    ok(await webhook(stripe.webhook('refund.created', made[0])));
    ok(await webhook(stripe.webhook('refund.updated', made[0])));
    ok(await webhook(stripe.webhook('refund.updated', made[0])));
    expect(await snapshot(t, admin, order)).toEqual(before);
    expect(stripe.refundCount()).toBe(refundCalls);
  });

  it('the shopper’s pay call after cancelling is refunded the same way', async () => {
    const { t, buyer, calls } = shop;
    const { order, intentId } = await startedOrder();
    ok(await calls.cancel(order.id, buyer.token));
    stripe.succeed(intentId);
    const paid = ok(await api(t.app, 'PUT', `/api/orders/${order.id}/pay`, { token: buyer.token, body: { id: intentId } }));
    expectRefundedLatePayment(shop, order, paid.body, 'stripe');
  });

  it('an admin refund through Stripe that later fails is taken back once; a Stripe refusal changes nothing', async () => {
    const { t, buyer, admin, calls } = shop;
    const { order, intentId } = await startedOrder();
    stripe.succeed(intentId);
    ok(await api(t.app, 'PUT', `/api/orders/${order.id}/pay`, { token: buyer.token, body: { id: intentId } }));

    stripe.refundBehaviour.refuse = true;
    try {
      const before = await snapshot(t, admin, order);
      const refused = await calls.refund(order.id, admin.token, money(1_000), 'Damaged');
      expect(refused.status).toBe(409);
      expect(await snapshot(t, admin, order)).toEqual(before);
    } finally {
      stripe.refundBehaviour.refuse = false;
    }

    const refunded = ok(await calls.refund(order.id, admin.token, money(1_000), 'Damaged'));
    const made = [...stripe.refunds.values()].find((r) => r.metadata.shopRefundId === refunded.body.refunds[0]._id);
    if (!made) throw new Error('Stripe has no record of the refund');
    made.status = 'failed';
    ok(await webhook(stripe.webhook('refund.failed', made)));
    const after = ok(await calls.get(order.id, admin.token)).body;
    expect(after).toMatchObject({ paymentStatus: 'paid', refundedPrice: 0 });
    expect(steps(after).at(-1)).toBe('refund_failed:stripe');
    const before = await snapshot(t, admin, order);
    ok(await webhook(stripe.webhook('refund.failed', made)));
    ok(await webhook(stripe.webhook('charge.refund.updated', made)));
    expect(await snapshot(t, admin, order)).toEqual(before);
  });

  it('a refund Stripe made whose answers were all lost is held and recorded by asking again, once', async () => {
    const { t, buyer, admin, calls } = shop;
    const { order, intentId } = await startedOrder();
    stripe.succeed(intentId);
    ok(await api(t.app, 'PUT', `/api/orders/${order.id}/pay`, { token: buyer.token, body: { id: intentId } }));
    const madeForIntent = () => [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
    stripe.refundBehaviour.loseAnswers = true;
    try {
      const lost = await calls.refund(order.id, admin.token, money(1_200), 'Scratched');
      expect(lost.status).toBe(409);
      expect(lost.body.message).toMatch(/gave no answer .*not known whether Rs 12\/- was refunded/);
    } finally {
      stripe.refundBehaviour.loseAnswers = false;
    }
    expect(madeForIntent().map((r) => r.amount)).toEqual([1_200]);
    const retried = ok(await calls.refund(order.id, admin.token, money(1_200), 'Scratched'));
    expect(retried.body).toMatchObject({ paymentStatus: 'partially_refunded', refundedPrice: 12 });
    expect(retried.body.refunds).toEqual([expect.objectContaining({ amount: 12, status: 'succeeded' })]);
    expect(madeForIntent().map((r) => r.amount)).toEqual([1_200]);
  });
});

describe('a late payment the gateway will not refund', () => {
  let rzp: FakeRazorpay;
  let shop: Shop;
  beforeAll(async () => {
    rzp = await startFakeRazorpay();
    shop = await openShop(rzp.env);
  });
  afterAll(async () => {
    await closeShop(shop);
    await rzp.close();
  });

  it('stays cancelled and recorded as paid; the owner is told by e-mail and can refund it later', async () => {
    const { t, buyer, admin, calls } = shop;
    const order = await placeLines(t, buyer, { paymentMethod: 'Razorpay' });
    const started = ok(await api(t.app, 'POST', `/api/orders/${order.id}/payment`, { token: buyer.token }));
    ok(await calls.cancel(order.id, buyer.token));
    const { payment, signature } = rzp.pay(started.body.razorpayOrderId as string);
    rzp.refundBehaviour.refuse = true;
    const paid = ok(await api(t.app, 'PUT', `/api/orders/${order.id}/pay`, { token: buyer.token, body: { id: payment.id, razorpay_signature: signature } }));
    rzp.refundBehaviour.refuse = false;
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', fulfilmentStatus: 'cancelled', refunds: [] });
    expect(steps(paid.body).at(-1)).toBe('paid_after_cancel:razorpay');
    expect(stocks(t, order)).toEqual(stocksBefore(order));
    const notice = t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'admin_refund_needed')).all();
    expect(notice).toEqual([expect.objectContaining({ to: ADMIN_EMAIL, orderId: order.id })]);
    // It sends the owner to the admin's order page, where the refund button is, not to the shopper's.
    expect(notice[0]!.text).toMatch(new RegExp(`The order: https?://[^\\s]+/admin/order/${order.id}\\n`));
    expect(notice[0]!.html).toMatch(new RegExp(`href="https?://[^"]+/admin/order/${order.id}"`));
    expect(notice[0]!.text).not.toMatch(new RegExp(`[^n]/order/${order.id}`));

    // Never shipped or delivered; the admin refunds it by hand.
    expect((await calls.ship(order.id, admin.token)).status).toBe(409);
    const refunded = ok(await calls.refund(order.id, admin.token, money(order.totalPaise), 'Paid after the order was cancelled'));
    expect(refunded.body).toMatchObject({ paymentStatus: 'refunded', fulfilmentStatus: 'cancelled' });
  });
});
