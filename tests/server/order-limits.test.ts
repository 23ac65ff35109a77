import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp } from '../helpers/app.js';
import { placeOrder } from '../helpers/payments.js';
import { orderCount, orderPayload, stockOf } from '../helpers/shop.js';

let t: TestApp;
let codOnly: TestApp;

beforeAll(async () => {
  [t, codOnly] = await Promise.all([
    createTestApp({ env: { MAX_UNPAID_ORDERS: '2', MAX_LINE_QTY: '5' } }),
    createTestApp({ env: { PAYMENT_GATEWAY: 'none' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), codOnly.close()]);
  removeDataDir(t.dataDir);
  removeDataDir(codOnly.dataDir);
});

/** Pays an online order through the test gateway, as the order page does. */
async function payWithTestCard(app: TestApp, token: string, orderId: string) {
  const started = await api(app.app, 'POST', `/api/orders/${orderId}/payment`, { token });
  await api(app.app, 'POST', '/api/payments/test/confirm', { body: { paymentId: started.body.paymentId, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } });
  const paid = await api(app.app, 'PUT', `/api/orders/${orderId}/pay`, { token, body: { id: started.body.paymentId } });
  expect(paid.status).toBe(200);
  return paid.body;
}

describe('what one account can hold unpaid', () => {
  it('a new account cannot take all the stock in one unpaid order: at most MAX_LINE_QTY units per line', async () => {
    const buyer = await createUser(t.deps);
    const product = createProduct(t.deps, { countInStock: 100, pricePaise: 1000 });
    const before = orderCount(t.deps);
    const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 6, pricePaise: 1000 }], { paymentMethod: 'Razorpay' }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`You can order at most 5 of ${product.name} at once`);
    // Two lines of the same product count together.
    const split = await api(t.app, 'POST', '/api/orders', {
      token: buyer.token,
      body: orderPayload([{ product: product.id, qty: 3, pricePaise: 1000 }, { product: product.id, qty: 3, pricePaise: 1000 }]),
    });
    expect(split.status).toBe(400);
    expect(orderCount(t.deps)).toBe(before);
    expect(stockOf(t.deps, product.id)).toBe(100);
    const five = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 5, pricePaise: 1000 }]) });
    expect(five.status).toBe(201);
  });

  it('at most MAX_UNPAID_ORDERS unpaid orders per account, online or cash on delivery waiting to ship; paying one frees a place', async () => {
    const buyer = await createUser(t.deps);
    const first = await placeOrder(t, buyer, { qty: 1 });
    await placeOrder(t, buyer, { qty: 1 });
    const product = createProduct(t.deps, { countInStock: 10, pricePaise: 2000 });
    const third = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 2000 }], { paymentMethod: 'Razorpay' }) });
    expect(third.status).toBe(409);
    expect(third.body.message).toMatch(/^You already have 2 unpaid orders \(online orders waiting for payment or cash-on-delivery orders waiting to ship\)/);
    expect(stockOf(t.deps, product.id)).toBe(10);
    // Another account is not affected.
    const other = await createUser(t.deps);
    await placeOrder(t, other, { qty: 1 });

    // Cash on delivery holds stock unpaid too (docs/decisions/023-cod-limits-and-verified-reviews.md).
    const cod = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 2000 }]) });
    expect(cod.status).toBe(409);
    expect(stockOf(t.deps, product.id)).toBe(10);

    await payWithTestCard(t, buyer.token, first.id);
    const codAfterPaying = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 2000 }]) });
    expect(codAfterPaying.status).toBe(201);
    expect((await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 2000 }], { paymentMethod: 'Razorpay' }) })).status).toBe(409);
  });

  it('the limit holds when one account sends many orders at once', async () => {
    const buyer = await createUser(t.deps);
    const product = createProduct(t.deps, { countInStock: 100, pricePaise: 500 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 500 }], { paymentMethod: 'Razorpay' }) }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(6);
    expect(stockOf(t.deps, product.id)).toBe(98);
  });
});

describe('PAYMENT_GATEWAY=none: cash on delivery only', () => {
  it('refuses online orders, says so in the payment config and settings, and starts no payment', async () => {
    const buyer = await createUser(codOnly.deps);
    const product = createProduct(codOnly.deps, { countInStock: 5, pricePaise: 1000 });
    const online = await api(codOnly.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 1000 }], { paymentMethod: 'Razorpay' }) });
    expect(online.status).toBe(400);
    expect(online.body.message).toBe('This shop takes cash on delivery only: choose Cash on Delivery (COD)');
    expect(stockOf(codOnly.deps, product.id)).toBe(5);
    expect((await api(codOnly.app, 'GET', '/api/payments/config')).body).toMatchObject({ gateway: 'none', testMode: false });
    expect((await api(codOnly.app, 'GET', '/api/settings')).body).toMatchObject({ paymentGateway: 'none', testMode: false });
    const cod = await api(codOnly.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 1000 }]) });
    expect(cod.status).toBe(201);
    const start = await api(codOnly.app, 'POST', `/api/orders/${cod.body._id}/payment`, { token: buyer.token });
    expect(start.status).toBe(400);
  });
});

describe('test payments are marked as such', () => {
  it('an order paid through the test gateway carries isTestPayment, and the settings say test mode', async () => {
    const buyer = await createUser(t.deps);
    const order = await placeOrder(t, buyer, { qty: 1 });
    const unpaid = await api(t.app, 'GET', `/api/orders/${order.id}`, { token: buyer.token });
    expect(unpaid.body.isTestPayment).toBe(false);
    const paid = await payWithTestCard(t, buyer.token, order.id);
    expect(paid).toMatchObject({ isPaid: true, isTestPayment: true });
    expect((await api(t.app, 'GET', '/api/settings')).body).toMatchObject({ paymentGateway: 'test', testMode: true });
  });
});
