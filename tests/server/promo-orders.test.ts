import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../src/server/orders/expire-unpaid-orders.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { promoOrderPayload } from '../helpers/promo-orders.js';
import { orderCount, stockOf } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let codeCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UNPAID_ORDERS: '1000', LOGIN_FAILURE_LIMIT: '1000', REGISTER_LIMIT_PER_HOUR: '1000' } });
  admin = await createUser(t.deps, { isAdmin: true });
  // Dozens of cash-on-delivery orders to one address: the COD limits (cod-limits.test.ts) raised, as an owner would.
  await raiseCodLimits(t.app, admin.token);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

async function promotion(fields: Record<string, unknown>): Promise<string> {
  const code = `PROMO${++codeCounter}`;
  const res = await api(t.app, 'POST', '/api/promotions', { token: admin.token, body: { code, kind: 'percent', value: 15, ...fields } });
  expect(res.status).toBe(201);
  return code;
}

const body = promoOrderPayload;

const place = (token: string, payload: unknown) => api(t.app, 'POST', '/api/orders', { token, body: payload });

describe('placing an order with a promo code', () => {
  it('takes the discount off the items before GST, spread over the lines, and records the code', async () => {
    const code = await promotion({ value: 15, maxDiscount: 500 });
    const buyer = await createUser(t.deps);
    const gadget = createProduct(t.deps, { pricePaise: 1_00_000, gstRateBp: 1800 });
    const ghee = createProduct(t.deps, { pricePaise: 50_000, gstRateBp: 500 });
    const lines = [
      { product: gadget.id, qty: 1, pricePaise: 1_00_000, gstRate: 18 },
      { product: ghee.id, qty: 2, pricePaise: 50_000, gstRate: 5 },
    ];
    // 15% of Rs 2,000 = Rs 300, half on each line by value.
    const res = await place(buyer.token, body(lines, code.toLowerCase(), 30_000));
    expect(res.status).toBe(201);
    // Rs 1,895.50 exactly; cash on delivery rounds it to the rupee (half up).
    expect(res.body).toMatchObject({ promoCode: code, discountPrice: 300, itemsPrice: 2000, taxPrice: 153 + 42.5, roundOff: 0.5, totalPrice: 1896 });
    expect(res.body.orderItems.map((i: { discount: number; taxableValue: number }) => [i.discount, i.taxableValue])).toEqual([
      [150, 850],
      [150, 850],
    ]);
    expect(res.body.events[0].note).toBe(`Promo code ${code}`);
  });

  it('a tampered discount writes nothing: 409, no order, stock untouched', async () => {
    const code = await promotion({ value: 10 });
    const buyer = await createUser(t.deps);
    const product = createProduct(t.deps, { pricePaise: 1_00_000, countInStock: 5 });
    const lines = [{ product: product.id, qty: 1, pricePaise: 1_00_000 }];
    const before = orderCount(t.deps);
    const greedy = await place(buyer.token, body(lines, code, 50_000));
    expect(greedy.status).toBe(409);
    expect(greedy.body.message).toMatch(new RegExp(`${code} now takes Rs 100/- off`));
    const noCode = await place(buyer.token, body(lines, undefined, 10_000));
    expect(noCode.status).toBe(409);
    expect(noCode.body.message).toMatch(/needs a promo code/);
    expect(orderCount(t.deps)).toBe(before);
    expect(stockOf(t.deps, product.id)).toBe(5);
  });

  it('a refused code refuses the order with the code’s message', async () => {
    const code = await promotion({ minOrder: 5_000 });
    const buyer = await createUser(t.deps);
    const product = createProduct(t.deps, { pricePaise: 1_00_000 });
    const res = await place(buyer.token, body([{ product: product.id, qty: 1, pricePaise: 1_00_000 }], code, 15_000));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Add items worth Rs 4,000/- more to use this code');
  });

  // Each buyer costs a password hash to create: 40 buyers race just as well as 100, in less time.
  it('40 parallel orders with a code limited to 10 uses: exactly 10 get the discount', async () => {
    const code = await promotion({ kind: 'fixed', value: 100, usageLimit: 10 });
    const product = createProduct(t.deps, { pricePaise: 1_000_00, countInStock: 10_000 });
    const buyers = await Promise.all(Array.from({ length: 40 }, () => createUser(t.deps)));
    const results = await Promise.all(buyers.map((b) => place(b.token, body([{ product: product.id, qty: 1, pricePaise: 1_000_00 }], code, 10_000))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(30);
    expect(new Set(refused.map((r) => r.body.message))).toEqual(new Set(['Invalid promo code']));
    expect((await api(t.app, 'GET', '/api/promotions?pageSize=100', { token: admin.token })).body.promotions.find((p: { code: string }) => p.code === code).uses).toBe(10);
  }, 90_000);

  it('one customer sending two first-order orders at once gets the discount once', async () => {
    const code = await promotion({ firstOrderOnly: true });
    const buyer = await createUser(t.deps);
    const product = createProduct(t.deps, { pricePaise: 10_000, countInStock: 100 });
    const lines = [{ product: product.id, qty: 1, pricePaise: 10_000 }];
    const [a, b] = await Promise.all([place(buyer.token, body(lines, code, 1_500)), place(buyer.token, body(lines, code, 1_500))]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect([a, b].find((r) => r.status === 400)?.body.message).toBe('This code is for your first order only');
  });

  it('a cancelled order gives its use back, and so does an expired unpaid one', async () => {
    const code = await promotion({ usageLimit: 1 });
    const product = createProduct(t.deps, { pricePaise: 10_000, countInStock: 100 });
    const lines = [{ product: product.id, qty: 1, pricePaise: 10_000 }];
    const first = await createUser(t.deps);
    const placed = await place(first.token, body(lines, code, 1_500));
    expect(placed.status).toBe(201);
    const second = await createUser(t.deps);
    expect((await place(second.token, body(lines, code, 1_500))).body.message).toBe('Invalid promo code');
    expect((await api(t.app, 'POST', `/api/orders/${placed.body._id}/cancel`, { token: first.token, body: {} })).status).toBe(200);
    const online = await place(second.token, body(lines, code, 1_500, 'Razorpay'));
    expect(online.status).toBe(201);
    const third = await createUser(t.deps);
    expect((await place(third.token, body(lines, code, 1_500))).status).toBe(400);
    await expireUnpaidOrders(t.deps, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect((await place(third.token, body(lines, code, 1_500))).status).toBe(201);
  });
});
