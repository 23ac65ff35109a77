import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, users } from '../../drizzle/schema.js';
import {
  api,
  callerFor,
  createProduct,
  createTestApp,
  createUser,
  removeDataDir,
  type TestApp,
  type TestUser,
} from '../helpers/app.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { clockPasses } from '../helpers/clock.js';
import { ADDRESS, orderCount, orderItemCount, orderPayload, stockOf, type Line } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer, other] = await Promise.all([
    createUser(t.deps, { isAdmin: true, name: 'Admin' }),
    createUser(t.deps, { name: 'Priya Buyer', email: 'priya.buyer@example.com' }),
    createUser(t.deps, { name: 'Other Customer' }),
  ]);
  // This file places dozens of cash-on-delivery orders with one buyer to one address; cod-limits.test.ts tests the limits.
  await raiseCodLimits(t.app, admin.token);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

/** Runs `fn` and checks that it wrote no order and left every given product's stock as it was. */
async function expectNothingWritten(productIds: string[], fn: () => Promise<void>) {
  const ordersBefore = orderCount(t.deps);
  const itemsBefore = orderItemCount(t.deps);
  const stockBefore = productIds.map((id) => stockOf(t.deps, id));
  await fn();
  expect(orderCount(t.deps)).toBe(ordersBefore);
  expect(orderItemCount(t.deps)).toBe(itemsBefore);
  expect(productIds.map((id) => stockOf(t.deps, id))).toEqual(stockBefore);
}

const place = (token: string | undefined, body: unknown) => api(t.app, 'POST', '/api/orders', { token, body });

describe('POST /api/orders: placing an order', () => {
  it('401 for a visitor, nothing written', async () => {
    const p = createProduct(t.deps, { pricePaise: 10_000, countInStock: 5 });
    await expectNothingWritten([p.id], async () => {
      const res = await place(undefined, orderPayload([{ product: p.id, qty: 1, pricePaise: 10_000 }]));
      expect(res.status).toBe(401);
    });
  });

  it('201: the server computes items, GST 18% (half up), shipping 0 and total from the database prices, and reduces stock', async () => {
    const kurta = createProduct(t.deps, { name: 'Cotton Kurta', pricePaise: 49_999, countInStock: 10, image: '/uploads/kurta.webp' });
    const chai = createProduct(t.deps, { name: 'Masala Chai', pricePaise: 1_250, countInStock: 4 });
    // 3 × 499.99 + 2 × 12.50 = 1524.97; GST 274.4946 → 274.49; total 1799.46 — worked out by hand.
    const body = {
      orderItems: [
        { product: kurta.id, qty: 3, name: 'Cotton Kurta', image: '/uploads/kurta.webp', price: '499.99' },
        { product: chai.id, qty: 2, name: 'Masala Chai', image: '/x.png', price: '12.50' },
      ],
      shippingAddress: { ...ADDRESS },
      paymentMethod: 'COD',
      itemsPrice: '1524.97',
      taxPrice: '274.49',
      shippingPrice: '0.00',
      totalPrice: '1799.46',
    };
    const res = await place(buyer.token, body);
    expect(res.status).toBe(201);
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body).toMatchObject({
      user: { _id: buyer.user.id, name: 'Priya Buyer', email: 'priya.buyer@example.com' },
      shippingAddress: { ...ADDRESS, country: 'India' },
      paymentMethod: 'COD',
      itemsPrice: 1524.97,
      taxPrice: 274.49,
      shippingPrice: 0,
      // Cash on delivery: the total is rounded to the rupee, and the round-off says by how much.
      totalPrice: 1799,
      roundOff: -0.46,
      isPaid: false,
      paidAt: null,
      isDelivered: false,
      deliveredAt: null,
      paymentResult: null,
    });
    expect(res.body.orderItems).toEqual([
      { _id: expect.any(String), name: 'Cotton Kurta', qty: 3, image: '/uploads/kurta.webp', price: 499.99, product: kurta.id, variant: kurta.id, variantTitle: null, sku: null, restockedQty: 0, gstRate: 18, hsnCode: null, discount: 0, taxableValue: 1499.97, tax: 269.99 },
      { _id: expect.any(String), name: 'Masala Chai', qty: 2, image: '/uploads/test-product.webp', price: 12.5, product: chai.id, variant: chai.id, variantTitle: null, sku: null, restockedQty: 0, gstRate: 18, hsnCode: null, discount: 0, taxableValue: 25, tax: 4.5 },
    ]);
    expect(stockOf(t.deps, kurta.id)).toBe(7);
    expect(stockOf(t.deps, chai.id)).toBe(2);
    const row = t.deps.db.select().from(orders).where(eq(orders.id, res.body._id)).get();
    expect(row).toMatchObject({ itemsPricePaise: 152_497, taxPricePaise: 27_449, shippingPricePaise: 0, roundOffPaise: -46, totalPricePaise: 179_900 });
  });

  it('rounds GST half up at exactly half a paisa (Rs 0.25 → GST Rs 0.05)', async () => {
    const p = createProduct(t.deps, { name: 'Toffee', pricePaise: 25, countInStock: 10 });
    // Paid online, so the total stays exact to the paisa (a cash-on-delivery one is rounded to the rupee).
    const res = await place(buyer.token, {
      ...orderPayload([{ product: p.id, qty: 1, pricePaise: 25 }]),
      paymentMethod: 'Razorpay',
      itemsPrice: '0.25',
      taxPrice: '0.05',
      shippingPrice: '0',
      totalPrice: '0.3',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ itemsPrice: 0.25, taxPrice: 0.05, shippingPrice: 0, totalPrice: 0.3, roundOff: 0 });
  });

  it('a client that rounds down (Rs 0.04 GST) is refused', async () => {
    const p = createProduct(t.deps, { pricePaise: 25, countInStock: 10 });
    await expectNothingWritten([p.id], async () => {
      const res = await place(buyer.token, { ...orderPayload([{ product: p.id, qty: 1, pricePaise: 25 }]), taxPrice: '0.04', totalPrice: '0.29' });
      expect(res.status).toBe(409);
    });
  });

  it('keeps the country given, defaults a missing or empty one to India, and accepts Razorpay', async () => {
    const p = createProduct(t.deps, { pricePaise: 1_000, countInStock: 10 });
    const line: Line[] = [{ product: p.id, qty: 1, pricePaise: 1_000 }];
    const nepal = await place(buyer.token, orderPayload(line, { shippingAddress: { ...ADDRESS, country: 'Nepal' }, paymentMethod: 'Razorpay' }));
    expect(nepal.status).toBe(201);
    expect(nepal.body.shippingAddress.country).toBe('Nepal');
    expect(nepal.body.paymentMethod).toBe('Razorpay');
    const empty = await place(buyer.token, orderPayload(line, { shippingAddress: { ...ADDRESS, country: '' } }));
    expect(empty.status).toBe(201);
    expect(empty.body.shippingAddress.country).toBe('India');
  });
});

describe('POST /api/orders: price tampering', () => {
  let p: ReturnType<typeof createProduct>;
  let lines: Line[];
  beforeAll(() => {
    p = createProduct(t.deps, { name: 'Basmati Rice 5kg', pricePaise: 64_900, countInStock: 20 });
    lines = [{ product: p.id, qty: 2, pricePaise: 64_900 }];
    // Correct: items 1298.00, tax 233.64, total 1531.64
  });

  it.each([
    ['itemsPrice one paisa low', { itemsPrice: '1297.99' }],
    ['itemsPrice one paisa high', { itemsPrice: '1298.01' }],
    ['taxPrice one paisa low', { taxPrice: '233.63' }],
    ['taxPrice one paisa high', { taxPrice: '233.65' }],
    ['shippingPrice one paisa', { shippingPrice: '0.01' }],
    ['totalPrice one paisa low', { totalPrice: '1531.63' }],
    ['totalPrice one paisa high', { totalPrice: '1531.65' }],
    ['everything zero', { itemsPrice: '0.00', taxPrice: '0.00', shippingPrice: '0.00', totalPrice: '0.00' }],
  ])('%s → 409 with a clear message, nothing written', async (_label, overrides) => {
    await expectNothingWritten([p.id], async () => {
      const res = await place(buyer.token, orderPayload(lines, overrides));
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/Prices have changed/);
      // The total the shopper would pay: cash on delivery, rounded to the rupee.
      expect(res.body.message).toContain('Rs 1,532/-');
    });
  });

  it('a consistent but cheaper cart (the client’s own line prices) is refused: line prices come from the database', async () => {
    await expectNothingWritten([p.id], async () => {
      const cheap = orderPayload([{ product: p.id, qty: 2, pricePaise: 100 }]);
      const res = await place(buyer.token, cheap);
      expect(res.status).toBe(409);
    });
  });

  it('the correct totals are accepted (control)', async () => {
    const res = await place(buyer.token, orderPayload(lines));
    expect(res.status).toBe(201);
    // The spec's client sends the total before the round-off; the order's total is rounded to the rupee.
    expect(res.body).toMatchObject({ itemsPrice: 1298, taxPrice: 233.64, roundOff: 0.36, totalPrice: 1532 });
    expect(stockOf(t.deps, p.id)).toBe(18);
  });

  it.each([
    ['3 decimals', { totalPrice: '1531.640' }],
    ['negative', { shippingPrice: '-0.00' }],
    ['exponent', { itemsPrice: '1.298e3' }],
    ['missing totalPrice', { totalPrice: undefined }],
  ])('a malformed money string (%s) → 400, nothing written', async (_label, overrides) => {
    await expectNothingWritten([p.id], async () => {
      const res = await place(buyer.token, orderPayload(lines, overrides));
      expect(res.status).toBe(400);
    });
  });

  it('tRPC refuses tampering the same way', async () => {
    const body = orderPayload(lines, { totalPrice: '1531.63' });
    await expectNothingWritten([p.id], async () => {
      await expect(callerFor(t.deps, buyer.user).orders.place(body as never)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: expect.stringMatching(/Prices have changed/),
      });
    });
  });
});

describe('POST /api/orders: quantities, stock and unknown products', () => {
  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['the string "2"', '2'],
    ['null', null],
    ['1001 (above the per-line cap)', 1001],
    ['true', true],
    ['the string "0x10"', '0x10'],
  ])('quantity %s → 400, nothing written', async (_label, qty) => {
    const p = createProduct(t.deps, { pricePaise: 5_000, countInStock: 5000 });
    await expectNothingWritten([p.id], async () => {
      const body = orderPayload([{ product: p.id, qty: 2, pricePaise: 5_000 }]);
      (body.orderItems as { qty: unknown }[])[0].qty = qty;
      const res = await place(buyer.token, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Quantity/);
    });
  });

  it('tRPC refuses a string quantity too, even after REST calls have gone through the adapter', async () => {
    const p = createProduct(t.deps, { pricePaise: 5_000, countInStock: 50 });
    const body = orderPayload([{ product: p.id, qty: 2, pricePaise: 5_000 }]);
    (body.orderItems as { qty: unknown }[])[0].qty = '2';
    await expectNothingWritten([p.id], async () => {
      await expect(callerFor(t.deps, buyer.user).orders.place(body as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    });
  });

  it('empty orderItems → 400', async () => {
    const before = orderCount(t.deps);
    const res = await place(buyer.token, { ...orderPayload([]), orderItems: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your cart is empty');
    expect(orderCount(t.deps)).toBe(before);
  });

  it('duplicate lines of one product are summed into one line', async () => {
    const p = createProduct(t.deps, { name: 'Steel Tiffin', pricePaise: 35_000, countInStock: 10 });
    const res = await place(
      buyer.token,
      orderPayload([
        { product: p.id, qty: 2, pricePaise: 35_000 },
        { product: p.id, qty: 3, pricePaise: 35_000 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.orderItems).toHaveLength(1);
    expect(res.body.orderItems[0]).toMatchObject({ product: p.id, qty: 5, price: 350 });
    expect(res.body.itemsPrice).toBe(1750);
    expect(stockOf(t.deps, p.id)).toBe(5);
  });

  it('duplicate lines that only together exceed stock → 409 naming the product, nothing written', async () => {
    const p = createProduct(t.deps, { name: 'Brass Diya Set', pricePaise: 20_000, countInStock: 4 });
    await expectNothingWritten([p.id], async () => {
      const res = await place(
        buyer.token,
        orderPayload([
          { product: p.id, qty: 2, pricePaise: 20_000 },
          { product: p.id, qty: 3, pricePaise: 20_000 },
        ]),
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('Brass Diya Set');
    });
  });

  it('one line over stock refuses the whole order (409 naming it); the other line’s stock is untouched', async () => {
    const ok = createProduct(t.deps, { name: 'Pressure Cooker', pricePaise: 150_000, countInStock: 10 });
    const scarce = createProduct(t.deps, { name: 'Pashmina Shawl', pricePaise: 800_000, countInStock: 2 });
    await expectNothingWritten([ok.id, scarce.id], async () => {
      const res = await place(
        buyer.token,
        orderPayload([
          { product: ok.id, qty: 1, pricePaise: 150_000 },
          { product: scarce.id, qty: 3, pricePaise: 800_000 },
        ]),
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/Pashmina Shawl/);
      expect(res.body.message).not.toMatch(/Pressure Cooker/);
    });
  });

  it('out of stock (0) → 409 naming the product', async () => {
    const p = createProduct(t.deps, { name: 'Sold Out Saree', pricePaise: 100_000, countInStock: 0 });
    await expectNothingWritten([p.id], async () => {
      const res = await place(buyer.token, orderPayload([{ product: p.id, qty: 1, pricePaise: 100_000 }]));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Sold Out Saree is out of stock');
    });
  });

  it('buying exactly the stock leaves 0', async () => {
    const p = createProduct(t.deps, { pricePaise: 100, countInStock: 3 });
    expect((await place(buyer.token, orderPayload([{ product: p.id, qty: 3, pricePaise: 100 }]))).status).toBe(201);
    expect(stockOf(t.deps, p.id)).toBe(0);
  });

  it('an unknown product id → 400, nothing written (not even the known line)', async () => {
    const known = createProduct(t.deps, { pricePaise: 1_000, countInStock: 10 });
    await expectNothingWritten([known.id], async () => {
      const res = await place(
        buyer.token,
        orderPayload([
          { product: known.id, qty: 1, pricePaise: 1_000 },
          { product: '000000000000000000000000', qty: 1, pricePaise: 0 },
        ]),
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/no longer exists/);
    });
  });

  it('10 concurrent orders for the last 3 units: exactly 3 succeed, stock ends at 0, never negative', async () => {
    const p = createProduct(t.deps, { name: 'Last Few Lamps', pricePaise: 99_900, countInStock: 3 });
    const body = orderPayload([{ product: p.id, qty: 1, pricePaise: 99_900 }]);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => place(i % 2 ? buyer.token : other.token, body)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(stockOf(t.deps, p.id)).toBe(0);
    const sold = t.deps.db.select().from(orderItems).where(eq(orderItems.productId, p.id)).all();
    expect(sold.reduce((n, item) => n + item.qty, 0)).toBe(3);
  });

  it('concurrent orders through tRPC and REST together never oversell', async () => {
    const p = createProduct(t.deps, { name: 'Festive Hamper', pricePaise: 250_000, countInStock: 2 });
    const body = orderPayload([{ product: p.id, qty: 1, pricePaise: 250_000 }]);
    const rest = Array.from({ length: 3 }, () => place(buyer.token, body).then((r) => r.status === 201));
    const trpc = Array.from({ length: 3 }, () =>
      callerFor(t.deps, other.user)
        .orders.place(body as never)
        .then(
          () => true,
          () => false,
        ),
    );
    const outcomes = await Promise.all([...rest, ...trpc]);
    expect(outcomes.filter(Boolean)).toHaveLength(2);
    expect(stockOf(t.deps, p.id)).toBe(0);
  });
});

describe('POST /api/orders: shipping address and payment method', () => {
  let p: ReturnType<typeof createProduct>;
  beforeAll(() => {
    p = createProduct(t.deps, { pricePaise: 2_000, countInStock: 100 });
  });

  it.each([
    ['pincode of 5 digits', { pincode: '56000' }],
    ['pincode of 7 digits', { pincode: '5600011' }],
    ['pincode with letters', { pincode: '56A001' }],
    ['pincode starting with 0', { pincode: '012345' }],
    ['pincode as a number', { pincode: 560001 }],
    ['missing address', { address: undefined }],
    ['blank address', { address: '   ' }],
    ['missing city', { city: undefined }],
    ['missing state', { state: undefined }],
    ['missing pincode', { pincode: undefined }],
  ])('%s → 400, nothing written', async (_label, change) => {
    await expectNothingWritten([p.id], async () => {
      const res = await place(buyer.token, orderPayload([{ product: p.id, qty: 1, pricePaise: 2_000 }], { shippingAddress: { ...ADDRESS, ...change } }));
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.issues[0].path).toMatch(/^shippingAddress\./);
    });
  });

  it('a missing shippingAddress → 400', async () => {
    const res = await place(buyer.token, orderPayload([{ product: p.id, qty: 1, pricePaise: 2_000 }], { shippingAddress: undefined }));
    expect(res.status).toBe(400);
  });

  it.each(['PayPal', 'cod', '', 'Stripe'])('paymentMethod %j → 400', async (paymentMethod) => {
    await expectNothingWritten([p.id], async () => {
      const res = await place(buyer.token, orderPayload([{ product: p.id, qty: 1, pricePaise: 2_000 }], { paymentMethod }));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Payment method/);
    });
  });

  it('isPaid or isDelivered in the body are ignored', async () => {
    const res = await place(buyer.token, orderPayload([{ product: p.id, qty: 1, pricePaise: 2_000 }], { isPaid: true, isDelivered: true, paidAt: '2024-01-01' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isPaid: false, paidAt: null, isDelivered: false, deliveredAt: null });
  });
});

describe('orders keep a snapshot', () => {
  it('changing or deleting the product later leaves the order’s item name and price; product becomes null', async () => {
    const p = createProduct(t.deps, { name: 'Silver Anklet', pricePaise: 120_000, countInStock: 5, image: '/uploads/anklet.webp' });
    const placed = await place(buyer.token, orderPayload([{ product: p.id, qty: 1, pricePaise: 120_000 }]));
    expect(placed.status).toBe(201);
    await api(t.app, 'PUT', `/api/products/${p.id}`, { token: admin.token, body: { name: 'Renamed', price: 1 } });
    const del = await api(t.app, 'DELETE', `/api/products/${p.id}`, { token: admin.token });
    expect(del.status).toBe(200);
    const after = await api(t.app, 'GET', `/api/orders/${placed.body._id}`, { token: buyer.token });
    expect(after.status).toBe(200);
    expect(after.body.orderItems[0]).toMatchObject({ name: 'Silver Anklet', price: 1200, image: '/uploads/anklet.webp', qty: 1, product: null });
    expect(after.body.totalPrice).toBe(placed.body.totalPrice);
  });

  it('deleting the buyer keeps the order with their name and email', async () => {
    const temp = await createUser(t.deps, { name: 'Gone Soon', email: 'gone@example.com' });
    const p = createProduct(t.deps, { pricePaise: 1_000, countInStock: 5 });
    const placed = await place(temp.token, orderPayload([{ product: p.id, qty: 1, pricePaise: 1_000 }]));
    expect(placed.status).toBe(201);
    expect((await api(t.app, 'DELETE', `/api/users/${temp.user.id}`, { token: admin.token })).status).toBe(200);
    const after = await api(t.app, 'GET', `/api/orders/${placed.body._id}`, { token: admin.token });
    expect(after.status).toBe(200);
    expect(after.body.user).toEqual({ _id: null, name: 'Gone Soon', email: 'gone@example.com' });
  });
});

describe('reading orders', () => {
  let reader: TestUser;
  let firstId: string;
  let secondId: string;
  beforeAll(async () => {
    reader = await createUser(t.deps, { name: 'Reader Rao', email: 'reader@example.com' });
    const p = createProduct(t.deps, { pricePaise: 1_000, countInStock: 50 });
    const first = await place(reader.token, orderPayload([{ product: p.id, qty: 1, pricePaise: 1_000 }]));
    // Newest first is only visible when the two orders were placed in different milliseconds.
    await clockPasses(first.body.createdAt);
    const second = await place(reader.token, orderPayload([{ product: p.id, qty: 2, pricePaise: 1_000 }]));
    firstId = first.body._id;
    secondId = second.body._id;
  });

  it('GET /api/orders/myorders: only the caller’s own orders, newest first', async () => {
    const res = await api(t.app, 'GET', '/api/orders/myorders', { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.body.map((o: { _id: string }) => o._id)).toEqual([secondId, firstId]);
    const others = await api(t.app, 'GET', '/api/orders/myorders', { token: other.token });
    expect(others.body.every((o: { user: { _id: string } }) => o.user._id === other.user.id)).toBe(true);
    expect(others.body.map((o: { _id: string }) => o._id)).not.toContain(firstId);
    expect((await api(t.app, 'GET', '/api/orders/myorders')).status).toBe(401);
    const mine = await callerFor(t.deps, reader.user).orders.mine();
    expect(mine.map((o) => o._id)).toEqual([secondId, firstId]);
  });

  it('GET /api/orders: admin only, paged, newest first, with the buyer’s name', async () => {
    expect((await api(t.app, 'GET', '/api/orders')).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/orders', { token: reader.token })).status).toBe(403);
    const res = await api(t.app, 'GET', '/api/orders?pageSize=100', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pages: 1, total: orderCount(t.deps) });
    expect(res.body.orders).toHaveLength(orderCount(t.deps));
    // Newest first; other tests of this file place orders too, so the reader's are found by id.
    const listed: { _id: string; createdAt: string; user: unknown }[] = res.body.orders;
    const times = listed.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const readerOrders = listed.filter((o) => o._id === firstId || o._id === secondId);
    expect(readerOrders.map((o) => o._id)).toEqual([secondId, firstId]);
    expect(readerOrders[0].user).toMatchObject({ name: 'Reader Rao', email: 'reader@example.com' });
    const defaultPage = await api(t.app, 'GET', '/api/orders', { token: admin.token });
    expect(defaultPage.body.orders.length).toBe(Math.min(24, orderCount(t.deps)));
    const list = await callerFor(t.deps, admin.user).orders.list({ pageNumber: 1, pageSize: 1 });
    expect(list.orders).toHaveLength(1);
    expect(list.pages).toBe(orderCount(t.deps));
  });

  it('GET /api/orders/{id}: owner 200 with name and email; another customer 404; admin 200; visitor 401; unknown 404', async () => {
    const owner = await api(t.app, 'GET', `/api/orders/${firstId}`, { token: reader.token });
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ _id: firstId, user: { _id: reader.user.id, name: 'Reader Rao', email: 'reader@example.com' } });
    const stranger = await api(t.app, 'GET', `/api/orders/${firstId}`, { token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: 'Order not found' });
    const asAdmin = await api(t.app, 'GET', `/api/orders/${firstId}`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body._id).toBe(firstId);
    expect((await api(t.app, 'GET', `/api/orders/${firstId}`)).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/orders/000000000000000000000000', { token: admin.token })).status).toBe(404);
    await expect(callerFor(t.deps, other.user).orders.byId({ id: firstId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('PUT /api/orders/{id}/deliver: admin only; sets isDelivered and deliveredAt; a cash-on-delivery order is paid by it; a second time is 409', async () => {
    expect((await api(t.app, 'PUT', `/api/orders/${firstId}/deliver`)).status).toBe(401);
    expect((await api(t.app, 'PUT', `/api/orders/${firstId}/deliver`, { token: reader.token })).status).toBe(403);
    expect(t.deps.db.select().from(orders).where(eq(orders.id, firstId)).get()?.fulfilmentStatus).toBe('unfulfilled');
    const before = Date.now();
    const res = await api(t.app, 'PUT', `/api/orders/${firstId}/deliver`, { token: admin.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.isDelivered).toBe(true);
    const deliveredAt = Date.parse(res.body.deliveredAt);
    expect(deliveredAt).toBeGreaterThanOrEqual(before - 1000);
    expect(deliveredAt).toBeLessThanOrEqual(Date.now() + 1000);
    const owner = await api(t.app, 'GET', `/api/orders/${firstId}`, { token: reader.token });
    // Cash on delivery: the cash was collected at the door, so the order is paid when delivered.
    expect(owner.body).toMatchObject({ isDelivered: true, deliveredAt: res.body.deliveredAt, isPaid: true, paidAt: res.body.deliveredAt });
    // A second delivery that wrote anything would now write a later deliveredAt.
    await clockPasses(res.body.deliveredAt);
    await expect(callerFor(t.deps, admin.user).orders.deliver({ id: firstId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order has already been delivered',
    });
    expect((await api(t.app, 'GET', `/api/orders/${firstId}`, { token: reader.token })).body.deliveredAt).toBe(res.body.deliveredAt);
    expect((await api(t.app, 'PUT', '/api/orders/000000000000000000000000/deliver', { token: admin.token })).status).toBe(404);
  });

  it('placing through tRPC gives the same order shape', async () => {
    // Another buyer: an order by the reader would change the lists the tests above read.
    const trpcBuyer = await createUser(t.deps, { name: 'Tara Trpc' });
    const p = createProduct(t.deps, { name: 'Jute Bag', pricePaise: 29_900, countInStock: 3, category: 'Bags' });
    const order = await callerFor(t.deps, trpcBuyer.user).orders.place(orderPayload([{ product: p.id, qty: 1, pricePaise: 29_900 }]) as never);
    expect(order).toMatchObject({ itemsPrice: 299, taxPrice: 53.82, roundOff: 0.18, totalPrice: 353, user: { name: 'Tara Trpc' } });
    expect(stockOf(t.deps, p.id)).toBe(2);
    await expect(callerFor(t.deps).orders.place(orderPayload([{ product: p.id, qty: 1, pricePaise: 29_900 }]) as never)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('the database guards stock on its own too', () => {
  it('refuses a negative stock even if code tried to write one', () => {
    const p = createProduct(t.deps, { countInStock: 1 });
    expect(() => t.deps.db.update(products).set({ countInStock: -1 }).where(eq(products.id, p.id)).run()).toThrow(/CHECK/);
    expect(stockOf(t.deps, p.id)).toBe(1);
    expect(t.deps.db.select().from(users).all().length).toBeGreaterThan(0);
  });
});
