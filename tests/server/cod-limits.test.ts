/**
 * Cash on delivery holds stock without any payment, so how much of it one shopper can hold is limited: open
 * (unshipped) COD orders per account and per delivery address, COD units of one product per account and per
 * address per day, and unshipped COD orders count towards MAX_UNPAID_ORDERS like unpaid online orders
 * (docs/decisions/023-cod-limits-and-verified-reviews.md).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../drizzle/schema.js';
import { paiseToMoneyString } from '../../src/shared/money.js';
import { orderTotals } from '../../src/shared/order-totals.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok, orderApi } from '../helpers/orders.js';
import { orderCount, orderPayload, stockOf } from '../helpers/shop.js';

let t: TestApp;
/** MAX_UNPAID_ORDERS=2. */
let tight: TestApp;
let admin: TestUser;

beforeAll(async () => {
  [t, tight] = await Promise.all([createTestApp(), createTestApp({ env: { MAX_UNPAID_ORDERS: '2' } })]);
  admin = await createUser(t.deps, { isAdmin: true });
});
afterAll(async () => {
  await Promise.all([t.close(), tight.close()]);
  removeDataDir(t.dataDir);
  removeDataDir(tight.dataDir);
});

let addressCounter = 0;

/** A delivery address no other test uses, so the per-address limit of one test never reaches another. */
function freshAddress() {
  addressCounter += 1;
  return { address: `Flat ${addressCounter}, Lavelle Road`, city: 'Bengaluru', pincode: '560001', state: 'Karnataka' };
}

interface Options {
  qty?: number;
  shippingAddress?: Record<string, string>;
  paymentMethod?: 'COD' | 'Razorpay';
  app?: TestApp;
}

/** POST /api/orders for `qty` units of one product. */
function order(buyer: TestUser, product: { id: string; pricePaise: number }, options: Options = {}) {
  const app = options.app ?? t;
  return api(app.app, 'POST', '/api/orders', {
    token: buyer.token,
    body: orderPayload([{ product: product.id, qty: options.qty ?? 1, pricePaise: product.pricePaise }], {
      shippingAddress: options.shippingAddress ?? freshAddress(),
      paymentMethod: options.paymentMethod ?? 'COD',
    }),
  });
}

const OPEN_PER_ACCOUNT = 'You already have 3 cash-on-delivery orders waiting to ship. Please wait for them to arrive or pay online.';
const OPEN_PER_ADDRESS = 'There are already 3 cash-on-delivery orders waiting to ship to this address. Please wait for them to arrive or pay online.';

describe('one shopper cannot take a product off sale with cash-on-delivery orders', () => {
  it('two large COD orders no longer empty the stock: at most 10 units of a product a day by COD per account', async () => {
    const buyer = await createUser(t.deps);
    const product = createProduct(t.deps, { countInStock: 40, pricePaise: 1000 });
    const before = orderCount(t.deps);

    // The attack: 20 + 20 units by cash on delivery, with nothing paid, took all 40 off sale.
    const large = await order(buyer, product, { qty: 20 });
    expect(large.status).toBe(409);
    expect(large.body.message).toBe(
      `Cash on delivery is limited to 10 of ${product.name} a day for each customer and address: you can order 10 more today by cash on delivery, or pay online.`,
    );
    expect(stockOf(t.deps, product.id)).toBe(40);
    expect(orderCount(t.deps)).toBe(before);

    ok(await order(buyer, product, { qty: 6 }), 201);
    const more = await order(buyer, product, { qty: 5 });
    expect(more.status).toBe(409);
    expect(more.body.message).toMatch(/you can order 4 more today by cash on delivery, or pay online\.$/);
    ok(await order(buyer, product, { qty: 4 }), 201);
    const none = await order(buyer, product, { qty: 1 });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(
      `Cash on delivery is limited to 10 of ${product.name} a day for each customer and address: you cannot order more today by cash on delivery, but you can pay online.`,
    );
    expect(stockOf(t.deps, product.id)).toBe(30);

    // The product stays on sale for everyone else, and paying online is not limited by it.
    ok(await order(await createUser(t.deps), product, { qty: 3 }), 201);
    ok(await order(buyer, product, { qty: 12, paymentMethod: 'Razorpay' }), 201);
    expect(stockOf(t.deps, product.id)).toBe(15);
  });

  it('the daily units count per delivery address too, across accounts; a cancelled order gives its units back; yesterday’s do not count', async () => {
    const product = createProduct(t.deps, { countInStock: 100, pricePaise: 1000 });
    const home = freshAddress();
    const first = await createUser(t.deps);
    const placed = ok(await order(first, product, { qty: 8, shippingAddress: home }), 201);
    const second = await createUser(t.deps);
    const refused = await order(second, product, { qty: 3, shippingAddress: { ...home, address: home.address.toUpperCase() } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/you can order 2 more today/);
    expect(stockOf(t.deps, product.id)).toBe(92);

    ok(await orderApi(t).cancel(placed.body._id, first.token));
    ok(await order(second, product, { qty: 10, shippingAddress: home }), 201);
    expect((await order(first, product, { qty: 1, shippingAddress: home })).status).toBe(409);

    // Midnight in India: the day's units start again.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    t.deps.db.update(orders).set({ createdAt: yesterday }).where(eq(orders.userId, second.user.id)).run();
    ok(await order(first, product, { qty: 10, shippingAddress: home }), 201);
  });
});

describe('open cash-on-delivery orders', () => {
  it('at most 3 per account, whatever the addresses; paying online still works', async () => {
    const buyer = await createUser(t.deps);
    const product = createProduct(t.deps, { countInStock: 50, pricePaise: 1000 });
    for (let i = 0; i < 3; i += 1) ok(await order(buyer, product), 201);
    const fourth = await order(buyer, product);
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(OPEN_PER_ACCOUNT);
    expect(stockOf(t.deps, product.id)).toBe(47);
    ok(await order(buyer, product, { paymentMethod: 'Razorpay' }), 201);
    // Another account is not affected.
    ok(await order(await createUser(t.deps), product), 201);
  });

  it('at most 3 per delivery address across accounts, the address compared without case, extra spaces or punctuation', async () => {
    const product = createProduct(t.deps, { countInStock: 50, pricePaise: 1000 });
    const address = { address: '7, Brigade Road', city: 'Bengaluru', pincode: '560025', state: 'Karnataka' };
    const a = await createUser(t.deps);
    ok(await order(a, product, { shippingAddress: address }), 201);
    ok(await order(a, product, { shippingAddress: { ...address, address: '7,  brigade   ROAD ' } }), 201);
    const b = await createUser(t.deps);
    ok(await order(b, product, { shippingAddress: { ...address, address: '7 Brigade Road.', city: 'Bangalore' } }), 201);

    const c = await createUser(t.deps);
    const refused = await order(c, product, { shippingAddress: { ...address, address: '7, BRIGADE ROAD' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(OPEN_PER_ADDRESS);
    expect(stockOf(t.deps, product.id)).toBe(47);
    // The same street line in another pincode is another address.
    ok(await order(c, product, { shippingAddress: { ...address, pincode: '560001' } }), 201);
  });

  it('shipped, delivered and cancelled orders stop counting', async () => {
    const buyer = await createUser(t.deps);
    const product = createProduct(t.deps, { countInStock: 50, pricePaise: 1000 });
    const home = freshAddress();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(ok(await order(buyer, product, { shippingAddress: home }), 201).body._id);
    expect((await order(buyer, product, { shippingAddress: home })).body.message).toBe(OPEN_PER_ACCOUNT);

    ok(await orderApi(t).ship(ids[0], admin.token));
    ids.push(ok(await order(buyer, product, { shippingAddress: home }), 201).body._id);
    expect((await order(buyer, product, { shippingAddress: home })).status).toBe(409);

    ok(await orderApi(t).deliver(ids[1], admin.token));
    ok(await order(buyer, product, { shippingAddress: home }), 201);
    expect((await order(buyer, product, { shippingAddress: home })).status).toBe(409);

    ok(await orderApi(t).cancel(ids[2], buyer.token));
    ok(await order(buyer, product, { shippingAddress: home }), 201);
    expect((await order(buyer, product, { shippingAddress: home })).status).toBe(409);
  });

  it('the limits hold when one account sends many orders at once', async () => {
    const buyer = await createUser(t.deps);
    const product = createProduct(t.deps, { countInStock: 100, pricePaise: 500 });
    const results = await Promise.all(Array.from({ length: 8 }, () => order(buyer, product)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(stockOf(t.deps, product.id)).toBe(97);
  });

  it('the limits are store settings an admin can change; fields not sent keep their value; bad values are refused', async () => {
    const settings = (await api(t.app, 'GET', '/api/settings')).body;
    expect(settings).toMatchObject({ codMaxOpenOrdersPerAccount: 3, codMaxOpenOrdersPerAddress: 3, codMaxUnitsPerProductPerDay: 10 });

    const bad = await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { codMaxOpenOrdersPerAccount: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Open cash-on-delivery orders per account must be a whole number from 1 to 1000');
    const text = await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { codMaxUnitsPerProductPerDay: 'ten' } });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Cash-on-delivery units of a product per day must be a whole number from 1 to 100000');
    const customer = await createUser(t.deps);
    expect((await api(t.app, 'PUT', '/api/settings', { token: customer.token, body: { codMaxOpenOrdersPerAccount: 100 } })).status).toBe(403);

    try {
      const raised = ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { codMaxOpenOrdersPerAccount: 4 } }));
      expect(raised.body).toMatchObject({ codMaxOpenOrdersPerAccount: 4, codMaxOpenOrdersPerAddress: 3 });
      // An old client sends only what it knows.
      ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { shopName: 'Limits Test Shop' } }));
      expect((await api(t.app, 'GET', '/api/settings')).body.codMaxOpenOrdersPerAccount).toBe(4);

      const buyer = await createUser(t.deps);
      const product = createProduct(t.deps, { countInStock: 50, pricePaise: 1000 });
      for (let i = 0; i < 4; i += 1) ok(await order(buyer, product), 201);
      expect((await order(buyer, product)).body.message).toBe(
        'You already have 4 cash-on-delivery orders waiting to ship. Please wait for them to arrive or pay online.',
      );
    } finally {
      ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { codMaxOpenOrdersPerAccount: 3 } }));
    }
  });
});

describe('MAX_UNPAID_ORDERS counts cash-on-delivery orders waiting to ship', () => {
  it('with MAX_UNPAID_ORDERS=2, one COD order and one unpaid online order leave no room for a third of either kind', async () => {
    const buyer = await createUser(tight.deps);
    const product = createProduct(tight.deps, { countInStock: 20, pricePaise: 1000 });
    ok(await order(buyer, product, { app: tight }), 201);
    ok(await order(buyer, product, { app: tight, paymentMethod: 'Razorpay' }), 201);
    for (const paymentMethod of ['Razorpay', 'COD'] as const) {
      const third = await order(buyer, product, { app: tight, paymentMethod });
      expect(third.status).toBe(409);
      expect(third.body.message).toBe(
        'You already have 2 unpaid orders (online orders waiting for payment or cash-on-delivery orders waiting to ship). Pay for one of them, or wait for one to ship, before placing another.',
      );
    }
    expect(stockOf(tight.deps, product.id)).toBe(18);
  });
});

describe('a cancelled cash-on-delivery order gives back its use of a limited promo code', () => {
  it('the one use of a code is taken by an open COD order and given back when it is cancelled', async () => {
    const code = `COD${Date.now()}`;
    ok(await api(t.app, 'POST', '/api/promotions', { token: admin.token, body: { code, kind: 'percent', value: 10, usageLimit: 1 } }), 201);
    const product = createProduct(t.deps, { countInStock: 10, pricePaise: 1000 });
    const totals = orderTotals([{ unitPrice: 1000, qty: 1 }], 100);
    const body = {
      orderItems: [{ product: product.id, qty: 1 }],
      paymentMethod: 'COD',
      promoCode: code,
      discountPrice: paiseToMoneyString(totals.discountPrice ?? 0),
      itemsPrice: paiseToMoneyString(totals.itemsPrice),
      taxPrice: paiseToMoneyString(totals.taxPrice),
      shippingPrice: paiseToMoneyString(totals.shippingPrice),
      totalPrice: paiseToMoneyString(totals.totalPrice),
    };
    const first = await createUser(t.deps);
    const placed = ok(await api(t.app, 'POST', '/api/orders', { token: first.token, body: { ...body, shippingAddress: freshAddress() } }), 201);
    const second = await createUser(t.deps);
    const before = orderCount(t.deps);
    // Refused (how the refusal is worded is the promotions' business), and nothing written.
    const refused = await api(t.app, 'POST', '/api/orders', { token: second.token, body: { ...body, shippingAddress: freshAddress() } });
    expect(refused.status).toBe(400);
    expect(orderCount(t.deps)).toBe(before);

    ok(await orderApi(t).cancel(placed.body._id, first.token));
    ok(await api(t.app, 'POST', '/api/orders', { token: second.token, body: { ...body, shippingAddress: freshAddress() } }), 201);
  });
});
