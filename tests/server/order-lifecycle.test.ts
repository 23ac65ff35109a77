/**
 * An order's life through the API, for the stock it holds: every path that ends an order gives back exactly
 * what it took (cancel, expiry of the payment window, cancelling a paid order, refunds with restock), and
 * concurrent calls on one order leave one consistent state. Also who may cancel: the customer until the
 * order ships, an admin until it is delivered; to anyone else the order does not exist.
 */
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderEvents, refunds, testGatewayRefunds } from '../../drizzle/schema.js';
import { loadConfig } from '../../src/server/config.js';
import { expireUnpaidOrders } from '../../src/server/orders/expire-unpaid-orders.js';
import { api, callerFor, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { endPaymentWindow, ok, orderApi, placeLines, snapshot, stocks, stocksAfterOrder, stocksBefore, takeTestPayment } from '../helpers/orders.js';
import { paymentRows } from '../helpers/payments.js';
import { money } from '../helpers/shop.js';

const WINDOW_MINUTES = 15;
let t: TestApp;
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;
let calls: ReturnType<typeof orderApi>;

beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_WINDOW_MINUTES: String(WINDOW_MINUTES) } });
  [buyer, stranger, admin] = await Promise.all([
    createUser(t.deps, { name: 'Rohan' }),
    createUser(t.deps, { name: 'Someone Else' }),
    createUser(t.deps, { name: 'Shop Admin', isAdmin: true }),
  ]);
  calls = orderApi(t);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const minutes = (n: number) => n * 60_000;

/** An online order paid with the test gateway. */
async function paidOrder(qtys = [2, 1]) {
  const order = await placeLines(t, buyer, { paymentMethod: 'Razorpay', qtys });
  const paymentId = await takeTestPayment(t, buyer, order.id);
  ok(await calls.pay(order.id, paymentId, buyer.token));
  return { order, paymentId };
}

function gatewayRefundedPaise(paymentId: string): number {
  return Number(t.deps.db.select({ total: sum(testGatewayRefunds.amountPaise) }).from(testGatewayRefunds).where(eq(testGatewayRefunds.paymentId, paymentId)).get()?.total ?? 0);
}

function shopRefundedPaise(orderId: string): number {
  return Number(t.deps.db.select({ total: sum(refunds.amountPaise) }).from(refunds).where(eq(refunds.orderId, orderId)).get()?.total ?? 0);
}

describe('stock adds up after every path', () => {
  it('place → cancel (customer): every line’s stock comes back, once', async () => {
    const order = await placeLines(t, buyer, { qtys: [3, 1] });
    expect(stocks(t, order)).toEqual(stocksAfterOrder(order));
    const res = ok(await calls.cancel(order.id, buyer.token, 'Ordered by mistake'));
    expect(res.body).toMatchObject({ fulfilmentStatus: 'cancelled', paymentStatus: 'unpaid', cancelReason: 'Ordered by mistake' });
    expect(res.body.orderItems.map((i: { restockedQty: number }) => i.restockedQty)).toEqual([3, 1]);
    expect(stocks(t, order)).toEqual(stocksBefore(order));
    expect((await calls.cancel(order.id, admin.token)).status).toBe(409);
    expect(stocks(t, order)).toEqual(stocksBefore(order));
  });

  it('place → expire: an unpaid online order holds its stock for PAYMENT_WINDOW_MINUTES, then the system cancels it', async () => {
    const order = await placeLines(t, buyer, { paymentMethod: 'Razorpay', qtys: [2, 2] });
    const cod = await placeLines(t, buyer, { paymentMethod: 'COD', qtys: [1] });
    const placed = ok(await calls.get(order.id, buyer.token)).body;
    expect(Date.parse(placed.paymentDueAt) - Date.parse(placed.createdAt)).toBe(minutes(WINDOW_MINUTES));

    // A minute before the window ends nothing happens.
    await expireUnpaidOrders(t.deps, new Date(Date.parse(placed.paymentDueAt) - minutes(1)));
    expect(ok(await calls.get(order.id, buyer.token)).body.fulfilmentStatus).toBe('unfulfilled');
    expect(stocks(t, order)).toEqual(stocksAfterOrder(order));

    const at = new Date(Date.parse(placed.paymentDueAt));
    expect(await expireUnpaidOrders(t.deps, at)).toBeGreaterThanOrEqual(1);
    const expired = ok(await calls.get(order.id, buyer.token)).body;
    expect(expired).toMatchObject({ paymentStatus: 'unpaid', fulfilmentStatus: 'cancelled', cancelledAt: at.toISOString(), paymentDueAt: null });
    expect(expired.cancelReason).toBe(`Not paid within ${WINDOW_MINUTES} minutes`);
    expect(expired.events.at(-1)).toEqual({ type: 'cancelled', actor: 'system', at: at.toISOString(), note: `Not paid within ${WINDOW_MINUTES} minutes` });
    expect(stocks(t, order)).toEqual(stocksBefore(order));
    // The payment window is for online orders only; running the job again changes nothing.
    expect(ok(await calls.get(cod.id, buyer.token)).body.fulfilmentStatus).toBe('unfulfilled');
    await expireUnpaidOrders(t.deps, new Date(at.getTime() + minutes(60)));
    expect(stocks(t, order)).toEqual(stocksBefore(order));
    expect(stocks(t, cod)).toEqual(stocksAfterOrder(cod));
    expect(t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).all().filter((e) => e.type === 'cancelled')).toHaveLength(1);
  });

  it('a paid order is never expired', async () => {
    const { order } = await paidOrder();
    await expireUnpaidOrders(t.deps, new Date(Date.now() + minutes(WINDOW_MINUTES * 10)));
    expect(ok(await calls.get(order.id, buyer.token)).body).toMatchObject({ paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' });
    expect(stocks(t, order)).toEqual(stocksAfterOrder(order));
  });

  it('paid → cancel: refunded in full through the gateway, then the stock comes back', async () => {
    const { order, paymentId } = await paidOrder([1, 4]);
    const res = ok(await calls.cancel(order.id, buyer.token));
    expect(res.body).toMatchObject({ paymentStatus: 'refunded', fulfilmentStatus: 'cancelled', refundedPrice: order.totalPaise / 100 });
    expect(res.body.refunds).toEqual([{ _id: expect.any(String), amount: order.totalPaise / 100, reason: 'Cancelled by the customer', status: 'succeeded', createdAt: expect.any(String) }]);
    expect(gatewayRefundedPaise(paymentId)).toBe(order.totalPaise);
    expect(stocks(t, order)).toEqual(stocksBefore(order));
  });

  it('partial refund with restock puts the chosen units back; a later cancellation returns only the rest', async () => {
    const { order, paymentId } = await paidOrder([3, 2]);
    const [first, second] = order.lines;
    const refunded = ok(await calls.refund(order.id, admin.token, money(first.pricePaise), 'One arrived broken', [{ product: first.product, qty: 1 }]));
    expect(refunded.body).toMatchObject({ paymentStatus: 'partially_refunded', fulfilmentStatus: 'unfulfilled', refundedPrice: first.pricePaise / 100 });
    expect(refunded.body.orderItems.map((i: { restockedQty: number }) => i.restockedQty)).toEqual([1, 0]);
    expect(stocks(t, order)).toEqual([first.stockBefore - 2, second.stockBefore - 2]);

    // Restocking a line beyond what it sold is refused before any money moves.
    const before = await snapshot(t, admin, order);
    const tooMany = await calls.refund(order.id, admin.token, '1.00', 'More back', [{ product: first.product, qty: 3 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/Only 2 of .* can still go back into stock/);
    const twiceTooMany = await calls.refund(order.id, admin.token, '1.00', 'More back', [
      { product: first.product, qty: 1 },
      { product: first.product, qty: 2 },
    ]);
    expect(twiceTooMany.status).toBe(409);
    const notInOrder = await calls.refund(order.id, admin.token, '1.00', 'Wrong product', [{ product: stranger.user.id, qty: 1 }]);
    expect(notInOrder.status).toBe(400);
    expect(await snapshot(t, admin, order)).toEqual(before);
    expect(gatewayRefundedPaise(paymentId)).toBe(first.pricePaise);

    const cancelled = ok(await calls.cancel(order.id, admin.token));
    expect(cancelled.body.refundedPrice).toBe(order.totalPaise / 100);
    expect(cancelled.body.orderItems.map((i: { restockedQty: number }) => i.restockedQty)).toEqual([3, 2]);
    expect(stocks(t, order)).toEqual(stocksBefore(order));
    expect(gatewayRefundedPaise(paymentId)).toBe(order.totalPaise);
    expect(shopRefundedPaise(order.id)).toBe(order.totalPaise);
  });

  it('a COD order refused at the door is cancelled by an admin and its stock comes back', async () => {
    const order = await placeLines(t, buyer, { qtys: [1, 1] });
    ok(await calls.ship(order.id, admin.token));
    ok(await calls.cancel(order.id, admin.token, 'Refused at the door'));
    expect(stocks(t, order)).toEqual(stocksBefore(order));
  });
});

describe('the payment window', () => {
  it('PAYMENT_WINDOW_MINUTES is checked at start (default 60)', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused' };
    expect(loadConfig(base).paymentWindowMinutes).toBe(60);
    expect(loadConfig({ ...base, PAYMENT_WINDOW_MINUTES: '30' }).paymentWindowMinutes).toBe(30);
    expect(() => loadConfig({ ...base, PAYMENT_WINDOW_MINUTES: '0' })).toThrow(/PAYMENT_WINDOW_MINUTES must be at least 1/);
    expect(() => loadConfig({ ...base, PAYMENT_WINDOW_MINUTES: 'an hour' })).toThrow(/PAYMENT_WINDOW_MINUTES/);
    expect(() => loadConfig({ ...base, PAYMENT_WINDOW_MINUTES: '1.5' })).toThrow(/PAYMENT_WINDOW_MINUTES must be a whole number/);
  });

  it('an order whose window ended while the shop was down is cancelled when it starts again', async () => {
    const order = await placeLines(t, buyer, { paymentMethod: 'Razorpay', qtys: [1, 1] });
    endPaymentWindow(t, order.id);
    const { dataDir } = t;
    await t.close();
    t = await createTestApp({ env: { PAYMENT_WINDOW_MINUTES: String(WINDOW_MINUTES) }, dataDir });
    calls = orderApi(t);
    // The job runs once the app is ready, without waiting for its first minute.
    await vi.waitFor(() => expect(stocks(t, order)).toEqual(stocksBefore(order)));
    const view = ok(await calls.get(order.id, buyer.token)).body;
    expect(view).toMatchObject({ fulfilmentStatus: 'cancelled', paymentStatus: 'unpaid' });
    expect(view.events.at(-1)).toMatchObject({ type: 'cancelled', actor: 'system' });
  });
});

describe('concurrent calls on one order', () => {
  it('50 concurrent cancel, ship and pay calls leave exactly one consistent state', async () => {
    for (const round of [0, 1, 2]) {
      const order = await placeLines(t, buyer, { paymentMethod: 'Razorpay', qtys: [2, 3] });
      const paymentId = await takeTestPayment(t, buyer, order.id);
      const caller = callerFor(t.deps, buyer.user);
      const requests = Array.from({ length: 50 }, (_, i) => {
        switch ((i + round) % 5) {
          case 0:
            return calls.pay(order.id, paymentId, buyer.token);
          case 1:
            return calls.ship(order.id, admin.token);
          case 2:
            return calls.cancel(order.id, buyer.token);
          case 3:
            return calls.cancel(order.id, admin.token);
          default:
            return caller.payments.pay({ orderId: order.id, id: paymentId }).then(
              (body) => ({ status: 200, body }),
              (error: { code?: string }) => ({ status: error.code === 'CONFLICT' ? 409 : 500, body: error }),
            );
        }
      });
      const results = await Promise.all(requests);
      expect(results.filter((r) => r.status !== 200 && r.status !== 409)).toEqual([]);

      const final = ok(await calls.get(order.id, admin.token)).body;
      const types = final.events.map((e: { type: string }) => e.type);
      const countOf = (type: string) => types.filter((x: string) => x === type).length;
      expect(countOf('placed')).toBe(1);
      expect(countOf('cancelled')).toBeLessThanOrEqual(1);
      expect(countOf('shipped')).toBeLessThanOrEqual(1);
      expect(countOf('paid') + countOf('paid_after_cancel')).toBeLessThanOrEqual(1);
      expect(paymentRows(t, order.id).filter((p) => p.status === 'paid')).toHaveLength(countOf('paid') + countOf('paid_after_cancel'));

      if (final.fulfilmentStatus === 'cancelled') {
        // Cancelled before or after the payment: either way every unit is back and any money went back in full.
        expect(stocks(t, order)).toEqual(stocksBefore(order));
        expect(['unpaid', 'refunded']).toContain(final.paymentStatus);
        // Once shipped, only an admin could still cancel it.
        if (countOf('shipped') === 1) expect(final.events.find((e: { type: string }) => e.type === 'cancelled').actor).toBe('admin');
      } else {
        expect(stocks(t, order)).toEqual(stocksAfterOrder(order));
        expect(final.paymentStatus).toBe('paid');
        expect(['unfulfilled', 'shipped']).toContain(final.fulfilmentStatus);
      }
      const refundedPaise = final.paymentStatus === 'refunded' ? order.totalPaise : 0;
      expect(Math.round(final.refundedPrice * 100)).toBe(refundedPaise);
      expect(shopRefundedPaise(order.id)).toBe(refundedPaise);
      expect(gatewayRefundedPaise(paymentId)).toBe(refundedPaise);
      expect(t.deps.db.select().from(refunds).where(eq(refunds.orderId, order.id)).all().every((r) => r.status === 'succeeded')).toBe(true);
    }
  });

  it('a COD order: 50 concurrent cancel, ship and deliver calls leave one consistent state', async () => {
    const order = await placeLines(t, buyer, { qtys: [1, 2] });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 3 === 0 ? calls.cancel(order.id, i % 2 ? buyer.token : admin.token) : i % 3 === 1 ? calls.ship(order.id, admin.token) : calls.deliver(order.id, admin.token),
      ),
    );
    expect(results.filter((r) => r.status !== 200 && r.status !== 409)).toEqual([]);
    const final = ok(await calls.get(order.id, admin.token)).body;
    if (final.fulfilmentStatus === 'cancelled') {
      expect(final.paymentStatus).toBe('unpaid');
      expect(stocks(t, order)).toEqual(stocksBefore(order));
    } else {
      expect(stocks(t, order)).toEqual(stocksAfterOrder(order));
      expect(final.paymentStatus).toBe(final.fulfilmentStatus === 'delivered' ? 'paid' : 'unpaid');
    }
    expect(final.events.filter((e: { type: string }) => e.type === 'cancelled').length).toBeLessThanOrEqual(1);
  });

  it('concurrent refunds can never give back more than was paid', async () => {
    const { order, paymentId } = await paidOrder([2, 2]);
    const third = Math.floor(order.totalPaise * 0.3);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? calls.refund(order.id, admin.token, money(third), `Refund ${i}`)
          : callerFor(t.deps, admin.user)
              .orders.refund({ id: order.id, amount: money(third), reason: `Refund ${i}` })
              .then(
                (body) => ({ status: 200, body }),
                (error: { code?: string; message?: string }) => ({ status: error.code === 'CONFLICT' ? 409 : 500, body: { message: error.message } }),
              ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.body.message).toMatch(/is left to refund on this order/);
    const final = ok(await calls.get(order.id, admin.token)).body;
    expect(Math.round(final.refundedPrice * 100)).toBe(3 * third);
    expect(shopRefundedPaise(order.id)).toBe(3 * third);
    expect(gatewayRefundedPaise(paymentId)).toBe(3 * third);
    expect(final.paymentStatus).toBe('partially_refunded');
    // What is left can still be refunded, and then nothing more.
    ok(await calls.refund(order.id, admin.token, money(order.totalPaise - 3 * third), 'The rest'));
    expect((await calls.refund(order.id, admin.token, '0.01', 'One paisa more')).status).toBe(409);
    expect(gatewayRefundedPaise(paymentId)).toBe(order.totalPaise);
  });
});

describe('who may cancel', () => {
  it('the customer until the order ships; an admin until it is delivered', async () => {
    const order = await placeLines(t, buyer, { qtys: [1] });
    ok(await calls.ship(order.id, admin.token));
    const owner = await calls.cancel(order.id, buyer.token);
    expect(owner.status).toBe(409);
    expect(owner.body.message).toBe('This order has already shipped and can no longer be cancelled');
    const viaTrpc = callerFor(t.deps, buyer.user).orders.cancel({ id: order.id });
    await expect(viaTrpc).rejects.toMatchObject({ code: 'CONFLICT', message: 'This order has already shipped and can no longer be cancelled' });
    ok(await calls.deliver(order.id, admin.token));
    const adminRes = await calls.cancel(order.id, admin.token);
    expect(adminRes.status).toBe(409);
    expect(adminRes.body.message).toBe('This order has already been delivered and can no longer be cancelled');
    expect(ok(await calls.get(order.id, buyer.token)).body).toMatchObject({ fulfilmentStatus: 'delivered', paymentStatus: 'paid' });
  });

  it('another customer gets 404 and a visitor 401; nothing changes', async () => {
    const order = await placeLines(t, buyer, { qtys: [1] });
    const before = await snapshot(t, admin, order);
    const other = await calls.cancel(order.id, stranger.token);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Order not found');
    await expect(callerFor(t.deps, stranger.user).orders.cancel({ id: order.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const visitor = await calls.cancel(order.id, undefined);
    expect(visitor.status).toBe(401);
    await expect(callerFor(t.deps, null).orders.cancel({ id: order.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // Ship, deliver and refund are the admin's alone.
    expect((await calls.ship(order.id, buyer.token)).status).toBe(403);
    expect((await calls.deliver(order.id, buyer.token)).status).toBe(403);
    expect((await calls.refund(order.id, buyer.token, '1.00')).status).toBe(403);
    expect(await snapshot(t, admin, order)).toEqual(before);
    expect((await calls.cancel('0123456789abcdef01234567', admin.token)).status).toBe(404);
  });
});

describe('statuses in the lists', () => {
  it('GET /api/orders?status= filters the admin list by either axis; My Orders shows both statuses', async () => {
    const shipped = await placeLines(t, buyer, { qtys: [1] });
    ok(await calls.ship(shipped.id, admin.token));
    const cancelled = await placeLines(t, buyer, { qtys: [1] });
    ok(await calls.cancel(cancelled.id, buyer.token));
    const ids = async (status: string) =>
      (ok(await api(t.app, 'GET', `/api/orders?status=${status}&pageSize=100`, { token: admin.token })).body.orders as { _id: string }[]).map((o) => o._id);
    expect(await ids('shipped')).toContain(shipped.id);
    expect(await ids('shipped')).not.toContain(cancelled.id);
    expect(await ids('cancelled')).toContain(cancelled.id);
    // Unpaid: waiting for the money; a cancelled order never will be paid, so it is left out.
    expect(await ids('unpaid')).toContain(shipped.id);
    expect(await ids('unpaid')).not.toContain(cancelled.id);
    expect((await api(t.app, 'GET', '/api/orders?status=lost', { token: admin.token })).status).toBe(400);
    const mine = ok(await api(t.app, 'GET', '/api/orders/myorders', { token: buyer.token })).body as { _id: string; paymentStatus: string; fulfilmentStatus: string }[];
    expect(mine.find((o) => o._id === cancelled.id)).toMatchObject({ paymentStatus: 'unpaid', fulfilmentStatus: 'cancelled' });
  });
});
