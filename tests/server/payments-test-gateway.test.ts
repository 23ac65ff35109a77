import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../drizzle/schema.js';
import { CARD_DECLINED_MESSAGE } from '../../src/shared/payments.js';
import { PAGE_LOADER_CSP_SOURCE } from '../../src/server/web/page-scripts.js';
import { api, callerFor, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { orderRow, paymentRows, paymentState, placeOrder } from '../helpers/payments.js';

let t: TestApp;
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, stranger, admin] = await Promise.all([
    createUser(t.deps, { name: 'Meera', email: 'meera@example.com' }),
    createUser(t.deps, { name: 'Stranger' }),
    createUser(t.deps, { name: 'Admin', isAdmin: true }),
  ]);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const CARD = { expiry: '12/99', cvc: '123' };
const start = (orderId: string, token = buyer.token) => api(t.app, 'POST', `/api/orders/${orderId}/payment`, { token });
const confirm = (paymentId: string, cardNumber: string, card = CARD) => api(t.app, 'POST', '/api/payments/test/confirm', { body: { paymentId, cardNumber, ...card } });
const pay = (orderId: string, id: string, token = buyer.token) =>
  api(t.app, 'PUT', `/api/orders/${orderId}/pay`, {
    token,
    body: { id, status: 'COMPLETED', update_time: '2020-01-01T00:00:00Z', email_address: 'liar@example.com' },
  });

describe('GET /api/payments/config', () => {
  it('names the test gateway, in test mode, with no keys', async () => {
    const res = await api(t.app, 'GET', '/api/payments/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ gateway: 'test', testMode: true, currency: 'INR', razorpayKeyId: null, stripePublishableKey: null });
  });

  it('adds nothing to the CSP for the test gateway', async () => {
    const csp = String((await api(t.app, 'GET', '/api/payments/config')).headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${PAGE_LOADER_CSP_SOURCE};`);
    expect(csp).not.toMatch(/razorpay|stripe|frame-src/);
  });
});

describe('POST /api/orders/{id}/payment (test gateway)', () => {
  it('starts a payment for the order total in paise and INR; calling it again resumes the same one', async () => {
    const order = await placeOrder(t, buyer, { pricePaise: 12_345, qty: 3 });
    const first = await start(order.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ gateway: 'test', orderId: order.id, amountPaise: order.totalPaise, currency: 'INR', paymentId: expect.stringMatching(/^testpay_/) });
    const again = await start(order.id);
    expect(again.body).toEqual(first.body);
    const [third, fourth] = await Promise.all([start(order.id), callerFor(t.deps, buyer.user).payments.start({ id: order.id })]);
    expect(third.body.paymentId).toBe(first.body.paymentId);
    expect(fourth).toEqual(first.body);
    expect(paymentRows(t, order.id)).toHaveLength(1);
    expect(paymentRows(t, order.id)[0]).toMatchObject({ gateway: 'test', amountPaise: order.totalPaise, currency: 'INR', status: 'created', gatewayPaymentId: null });
  });

  it('two concurrent first calls create one gateway payment', async () => {
    const order = await placeOrder(t, buyer);
    const results = await Promise.all([start(order.id), start(order.id), start(order.id)]);
    expect(new Set(results.map((r) => r.body.paymentId)).size).toBe(1);
    expect(paymentRows(t, order.id)).toHaveLength(1);
  });

  it('refuses a COD order, someone else’s order (404), an admin who is not the buyer, a visitor and an unknown order', async () => {
    const cod = await placeOrder(t, buyer, { paymentMethod: 'COD' });
    const online = await placeOrder(t, buyer);
    const codRes = await start(cod.id);
    expect(codRes.status).toBe(400);
    expect(codRes.body.message).toMatch(/cash on delivery/);
    expect((await start(online.id, stranger.token)).status).toBe(404);
    expect((await start(online.id, stranger.token)).body.message).toBe('Order not found');
    expect((await start(online.id, admin.token)).status).toBe(403);
    expect((await api(t.app, 'POST', `/api/orders/${online.id}/payment`)).status).toBe(401);
    expect((await start('0123456789abcdef01234567')).status).toBe(404);
    expect(paymentRows(t, cod.id)).toHaveLength(0);
    expect(paymentRows(t, online.id)).toHaveLength(0);
  });
});

describe('POST /api/payments/test/confirm: the three card outcomes', () => {
  it('4000 0000 0000 0002 is declined with the gateway’s message; other numbers get a card-number message; 4242… succeeds', async () => {
    const order = await placeOrder(t, buyer);
    const { paymentId } = (await start(order.id)).body;

    const declined = await confirm(paymentId, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ message: CARD_DECLINED_MESSAGE });
    expect(declined.body.message).toBe('Your card was declined.');

    const wrong = await confirm(paymentId, '1234 5678 9012 3456');
    expect(wrong.status).toBe(402);
    expect(wrong.body.message).toMatch(/card number/i);
    expect(wrong.body.message).not.toContain('1234');

    // After a decline the order is still unpaid, and pay is refused because the payment did not complete.
    const early = await pay(order.id, paymentId);
    expect(early.status).toBe(409);
    expect(orderRow(t, order.id)?.paymentStatus).toBe('unpaid');

    const ok = await confirm(paymentId, '4242 4242 4242 4242');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ paymentId, status: 'succeeded' });
    // Confirming again charges nothing more.
    expect((await confirm(paymentId, '4242424242424242')).body).toEqual({ paymentId, status: 'succeeded' });
  });

  it('checks the expiry and CVC, and answers an unknown payment with 404', async () => {
    const order = await placeOrder(t, buyer);
    const { paymentId } = (await start(order.id)).body;
    expect((await confirm(paymentId, '4242 4242 4242 4242', { expiry: '01/20', cvc: '123' })).body.message).toMatch(/expired/);
    expect((await confirm(paymentId, '4242 4242 4242 4242', { expiry: '13/30', cvc: '123' })).body.message).toMatch(/expiration month/);
    expect((await confirm(paymentId, '4242 4242 4242 4242', { expiry: '12/99', cvc: '1' })).body.message).toMatch(/security code/);
    const missing = await api(t.app, 'POST', '/api/payments/test/confirm', { body: { paymentId, cardNumber: '4242 4242 4242 4242' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Expiry date is required');
    expect((await confirm('testpay_doesnotexist', '4242 4242 4242 4242')).status).toBe(404);
    expect(paymentState(t, order.id).testGateway.find((p) => p.id === paymentId)?.status).toBe('requires_payment');
  });
});

describe('PUT /api/orders/{id}/pay (test gateway)', () => {
  it('pays the order only after the gateway says so; the browser’s status and email are not believed', async () => {
    const order = await placeOrder(t, buyer);
    const { paymentId } = (await start(order.id)).body;
    await confirm(paymentId, '4242 4242 4242 4242');
    const before = Date.now();
    const res = await pay(order.id, paymentId);
    expect(res.status).toBe(200);
    expect(res.body.isPaid).toBe(true);
    expect(Date.parse(res.body.paidAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.paymentResult).toEqual({ id: paymentId, status: 'succeeded', update_time: expect.any(String), email_address: 'meera@example.com' });
    expect(paymentRows(t, order.id)[0]).toMatchObject({ status: 'paid', gatewayPaymentId: paymentId });

    // Idempotent: paying again (same id or any other) keeps the first paidAt.
    const again = await pay(order.id, paymentId);
    expect(again.status).toBe(200);
    expect(again.body.paidAt).toBe(res.body.paidAt);
    expect((await pay(order.id, 'made-up')).body.paidAt).toBe(res.body.paidAt);
    // The buyer sees it paid; a new start is refused.
    expect((await api(t.app, 'GET', `/api/orders/${order.id}`, { token: buyer.token })).body.isPaid).toBe(true);
    expect((await start(order.id)).status).toBe(409);
  });

  it('refuses a made-up id, a COD order, someone else’s order and another order’s payment, changing nothing', async () => {
    const mine = await placeOrder(t, buyer);
    const other = await placeOrder(t, buyer);
    const cod = await placeOrder(t, buyer, { paymentMethod: 'COD' });
    const { paymentId: minePayment } = (await start(mine.id)).body;
    const { paymentId: otherPayment } = (await start(other.id)).body;
    await confirm(otherPayment, '4242 4242 4242 4242');
    const before = [paymentState(t, mine.id), paymentState(t, cod.id)];

    const madeUp = await pay(mine.id, 'testpay_0000000000000000deadbeef');
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.message).toBe('The payment gateway has no record of this payment');

    const wrongOrder = await pay(mine.id, otherPayment);
    expect(wrongOrder.status).toBe(400);
    expect(wrongOrder.body.message).toBe('This payment was not made for this order');

    const codRes = await pay(cod.id, otherPayment);
    expect(codRes.status).toBe(400);
    expect(codRes.body.message).toMatch(/cash on delivery/);

    const strangers = await pay(mine.id, minePayment, stranger.token);
    expect(strangers.status).toBe(404);
    expect(strangers.body.message).toBe('Order not found');

    const visitor = await api(t.app, 'PUT', `/api/orders/${mine.id}/pay`, { body: { id: minePayment } });
    expect(visitor.status).toBe(401);

    const noId = await api(t.app, 'PUT', `/api/orders/${mine.id}/pay`, { token: buyer.token, body: { status: 'COMPLETED' } });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe('Payment id is required');

    expect([paymentState(t, mine.id), paymentState(t, cod.id)]).toEqual(before);
    expect(orderRow(t, other.id)?.paymentStatus).toBe('unpaid');
  });

  it('two concurrent pay calls for one order: one payment recorded, paid once', async () => {
    const order = await placeOrder(t, buyer);
    const { paymentId } = (await start(order.id)).body;
    await confirm(paymentId, '4242 4242 4242 4242');
    const results = await Promise.all([
      pay(order.id, paymentId),
      pay(order.id, paymentId),
      callerFor(t.deps, buyer.user).payments.pay({ orderId: order.id, id: paymentId }),
    ]);
    expect(results[0].status).toBe(200);
    expect(results[1].status).toBe(200);
    expect(new Set([results[0].body.paidAt, results[1].body.paidAt, results[2].paidAt]).size).toBe(1);
    const rows = paymentRows(t, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', gatewayPaymentId: paymentId });
  });

  it('the database itself refuses one payment paying two orders, or an order paid twice', async () => {
    const first = await placeOrder(t, buyer);
    const second = await placeOrder(t, buyer);
    const { paymentId } = (await start(first.id)).body;
    await confirm(paymentId, '4242 4242 4242 4242');
    await pay(first.id, paymentId);
    await start(second.id);
    const secondAttempt = paymentRows(t, second.id)[0];
    expect(() =>
      t.deps.db.update(payments).set({ status: 'paid', gatewayPaymentId: paymentId }).where(eq(payments.id, secondAttempt.id)).run(),
    ).toThrow(/UNIQUE/);
    expect(() =>
      t.deps.db
        .insert(payments)
        .values({ id: 'extra-attempt', orderId: first.id, gateway: 'test', gatewayRef: 'testpay_other', amountPaise: 100, currency: 'INR', status: 'paid', gatewayPaymentId: 'testpay_other' })
        .run(),
    ).toThrow(/UNIQUE/);
    expect(paymentRows(t, second.id)[0]).toEqual(secondAttempt);
  });

  it('the test gateway takes no webhooks', async () => {
    const res = await api(t.app, 'POST', '/api/payments/test/webhook', { body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(404);
  });
});
