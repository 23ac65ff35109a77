/**
 * Order numbers people can quote ('RS-10001'): given in the order's own transaction from the shop's 'order'
 * series, consecutive with no gap and none twice however many orders arrive at once, with the store's prefix,
 * and in every order the API answers (docs/decisions/032-order-numbers.md).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceSeries, storeSettings } from '../../drizzle/schema.js';
import { api, callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok } from '../helpers/orders.js';
import { orderPayload } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps, { name: 'Priya Sharma' })]);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

/** An online order of one unit (online, so the cash-on-delivery limits do not come into it), as the API answers it. */
async function place(app: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const product = createProduct(app.deps, { pricePaise: 20_000, countInStock: 5 });
  return api(app.app, 'POST', '/api/orders', { token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 20_000 }], { paymentMethod: 'Razorpay', ...overrides }) });
}

const seqOf = (orderNumber: string) => Number(/^RS-(\d+)$/.exec(orderNumber)?.[1]);
const lastInSeries = (app: TestApp) => app.deps.db.select().from(invoiceSeries).where(eq(invoiceSeries.series, 'order')).get()?.lastNumber;

describe('numbering', () => {
  it('50 orders placed at once get the next 50 numbers: consecutive, no gaps, none twice; refused orders take none', async () => {
    const before = ok(await place(t, buyer.token), 201).body.orderNumber as string;
    const n = seqOf(before);
    expect(n).toBeGreaterThanOrEqual(10001);

    const buyers = [buyer, ...(await Promise.all(Array.from({ length: 4 }, () => createUser(t.deps))))];
    // Among them, orders the shop refuses (totals that differ from the server's): they must not use up a number.
    const attempts = await Promise.all(
      Array.from({ length: 60 }, (_, i) => place(t, buyers[i % buyers.length].token, i % 6 === 5 ? { totalPrice: '1.00' } : {})),
    );
    expect(attempts.filter((res) => res.status === 409)).toHaveLength(10);
    const placed = attempts.filter((res) => res.status === 201).map((res) => res.body as { _id: string; orderNumber: string });
    expect(placed).toHaveLength(50);

    const numbers = placed.map((order) => order.orderNumber);
    expect(numbers.every((number) => /^RS-\d+$/.test(number))).toBe(true);
    expect(numbers.map(seqOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => n + 1 + i));
    expect(lastInSeries(t)).toBe(n + 50);
    // What the database holds is what the API said.
    for (const order of placed) {
      const row = t.deps.db.$client.prepare('select order_number, order_seq from orders where id = ?').get(order._id) as { order_number: string; order_seq: number };
      expect(row).toEqual({ order_number: order.orderNumber, order_seq: seqOf(order.orderNumber) });
    }
  });

  it('a new shop’s first order is RS-10001, the next RS-10002 (no store settings saved: the default prefix)', async () => {
    const fresh = await createTestApp();
    try {
      const shopper = await createUser(fresh.deps);
      expect(lastInSeries(fresh)).toBe(10000);
      expect(ok(await place(fresh, shopper.token), 201).body.orderNumber).toBe('RS-10001');
      expect(ok(await place(fresh, shopper.token), 201).body.orderNumber).toBe('RS-10002');
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
  });

  it('without its row in the series the numbering goes on after the highest number given (10001 in a shop with no orders)', async () => {
    const highest = seqOf(ok(await place(t, buyer.token), 201).body.orderNumber);
    t.deps.db.delete(invoiceSeries).where(eq(invoiceSeries.series, 'order')).run();
    expect(ok(await place(t, buyer.token), 201).body.orderNumber).toBe(`RS-${highest + 1}`);
    expect(lastInSeries(t)).toBe(highest + 1);

    const fresh = await createTestApp();
    try {
      const shopper = await createUser(fresh.deps);
      fresh.deps.db.delete(invoiceSeries).run();
      expect(ok(await place(fresh, shopper.token), 201).body.orderNumber).toBe('RS-10001');
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
  });

  it('the prefix is the store’s when the order is placed; orders placed before keep theirs', async () => {
    const earlier = ok(await place(t, buyer.token), 201).body;
    t.deps.settings.save({ shopName: 'Kirana Corner' });
    const setPrefix = (prefix: string) => t.deps.db.update(storeSettings).set({ orderNumberPrefix: prefix }).where(eq(storeSettings.id, 1)).run();
    setPrefix('KC/');
    try {
      const later = ok(await place(t, buyer.token), 201).body;
      expect(later.orderNumber).toBe(`KC/${seqOf(earlier.orderNumber) + 1}`);
      expect(ok(await api(t.app, 'GET', `/api/orders/${earlier._id}`, { token: buyer.token })).body.orderNumber).toBe(earlier.orderNumber);
    } finally {
      setPrefix('RS-');
    }
  });
});

describe('orderNumber in every order the API answers', () => {
  it('REST: placing, reading, My Orders, the admin list, cancelling; _id stays the order’s id', async () => {
    const placed = ok(await place(t, buyer.token), 201).body;
    expect(placed._id).toMatch(/^[0-9a-f]{24}$/);
    const { _id: id, orderNumber } = placed;
    expect(orderNumber).toMatch(/^RS-\d+$/);
    expect(ok(await api(t.app, 'GET', `/api/orders/${id}`, { token: buyer.token })).body).toMatchObject({ _id: id, orderNumber });
    const mine = ok(await api(t.app, 'GET', '/api/orders/myorders', { token: buyer.token })).body as { _id: string; orderNumber: string }[];
    expect(mine.find((order) => order._id === id)?.orderNumber).toBe(orderNumber);
    const list = ok(await api(t.app, 'GET', `/api/orders?keyword=${id}`, { token: admin.token })).body;
    expect(list.orders).toEqual([expect.objectContaining({ _id: id, orderNumber })]);
    expect(ok(await api(t.app, 'POST', `/api/orders/${id}/cancel`, { token: buyer.token, body: {} })).body).toMatchObject({ _id: id, orderNumber });
  });

  it('tRPC: place, byId, mine and list', async () => {
    const product = createProduct(t.deps, { pricePaise: 20_000, countInStock: 5 });
    const customer = callerFor(t.deps, buyer.user);
    const placed = await customer.orders.place({
      orderItems: [{ product: product.id, qty: 1 }],
      shippingAddress: { address: '12, MG Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka' },
      paymentMethod: 'Razorpay',
      itemsPrice: '200.00',
      taxPrice: '36.00',
      shippingPrice: '0.00',
      totalPrice: '236.00',
    });
    expect(placed.orderNumber).toMatch(/^RS-\d+$/);
    expect((await customer.orders.byId({ id: placed._id })).orderNumber).toBe(placed.orderNumber);
    expect((await customer.orders.mine()).find((order) => order._id === placed._id)?.orderNumber).toBe(placed.orderNumber);
    const list = await callerFor(t.deps, admin.user).orders.list({ keyword: placed.orderNumber, pageNumber: 1, pageSize: 10 });
    expect(list.orders.map((order) => [order._id, order.orderNumber])).toEqual([[placed._id, placed.orderNumber]]);
  });

  it('the OpenAPI document describes orderNumber in the order, and the admin list the forms its keyword takes', async () => {
    const doc = ok(await api(t.app, 'GET', '/api/openapi.json')).body;
    const order = doc.paths['/orders/{id}'].get.responses['200'].content['application/json'].schema;
    expect(order.required).toContain('orderNumber');
    expect(order.properties.orderNumber).toMatchObject({ type: 'string', description: expect.stringContaining('RS-10001') });
    expect(doc.paths['/orders'].get.summary).toContain('keyword finds an order by its number (RS-10001 or 10001), its id or 8 or more characters of it');
  });
});
