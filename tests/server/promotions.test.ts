import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

let codeCounter = 0;
const newCode = (prefix = 'CODE') => `${prefix}${++codeCounter}`;
const create = (body: Record<string, unknown>, token = admin.token) => api(t.app, 'POST', '/api/promotions', { token, body });
const validate = (code: string, orderItems: { product: string; qty: number }[], token = customer.token) =>
  api(t.app, 'POST', '/api/promotions/validate', { token, body: { code, orderItems } });

describe('promotions, admin', () => {
  it('visitors 401, customers 403 on every admin path', async () => {
    expect((await api(t.app, 'GET', '/api/promotions')).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/promotions', { token: customer.token })).status).toBe(403);
    expect((await create({ code: 'NOPE1', kind: 'percent', value: 10 }, customer.token)).status).toBe(403);
  });

  it('creates, reads, lists, edits, deactivates and deletes; codes are case-insensitive and unique', async () => {
    const code = newCode('diwali');
    const created = await create({ code, kind: 'percent', value: 20, maxDiscount: '250.00', minOrder: 999, validFrom: '2026-10-01', validUntil: '2026-11-30' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: code.toUpperCase(), kind: 'percent', value: 20, maxDiscount: 250, minOrder: 999, active: true, uses: 0 });
    const id = created.body._id as string;
    expect((await api(t.app, 'GET', `/api/promotions/${id}`, { token: admin.token })).body.code).toBe(code.toUpperCase());
    expect((await api(t.app, 'GET', '/api/promotions', { token: admin.token })).body.promotions.map((p: { _id: string }) => p._id)).toContain(id);
    const duplicate = await create({ code: code.toLowerCase(), kind: 'fixed', value: 100 });
    expect(duplicate.status).toBe(409);
    const edited = await api(t.app, 'PUT', `/api/promotions/${id}`, { token: admin.token, body: { code, kind: 'fixed', value: '150.50', active: false } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ kind: 'fixed', value: 150.5, maxDiscount: null, active: false });
    expect((await api(t.app, 'DELETE', `/api/promotions/${id}`, { token: admin.token })).body).toEqual({ message: 'Promotion deleted' });
    expect((await api(t.app, 'GET', `/api/promotions/${id}`, { token: admin.token })).status).toBe(404);
  });

  it.each([
    [{ code: 'ab', kind: 'percent', value: 10 }, /3 to 32 letters/],
    [{ code: 'HAS SPACE', kind: 'percent', value: 10 }, /letters and digits/],
    [{ code: newCode(), kind: 'percent', value: 95 }, /1 to 90/],
    [{ code: newCode(), kind: 'percent', value: 12.5 }, /whole number/],
    [{ code: newCode(), kind: 'fixed', value: 0 }, /above 0/],
    [{ code: newCode(), kind: 'fixed', value: '10.555' }, /above 0/],
    [{ code: newCode(), kind: 'bogo', value: 10 }, /percent or fixed/],
    [{ code: newCode(), kind: 'percent', value: 10, validFrom: '2026-12-01', validUntil: '2026-11-01' }, /not be before/],
    [{ code: newCode(), kind: 'percent', value: 10, validUntil: '2026-02-30' }, /real date|date such as/],
    [{ code: newCode(), kind: 'percent', value: 10, usageLimit: 0 }, /at least 1/],
  ])('refuses %j', async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('a promotion that orders used cannot be deleted, only deactivated', async () => {
    const promo = await create({ code: newCode('USED'), kind: 'fixed', value: 10 });
    const product = createProduct(t.deps);
    const orderId = buy(t.deps, customer.user.id, product.id, { delivered: false });
    t.deps.db.run(`update orders set promotion_id = '${promo.body._id}' where id = '${orderId}'` as never);
    const res = await api(t.app, 'DELETE', `/api/promotions/${promo.body._id}`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/deactivate it instead/);
  });
});

describe('POST /api/promotions/validate', () => {
  it('gives the discount the server would give for these items now', async () => {
    const code = newCode('SAVE');
    await create({ code, kind: 'percent', value: 15, maxDiscount: 500 });
    const product = createProduct(t.deps, { pricePaise: 1_00_000 });
    const res = await validate(code.toLowerCase(), [{ product: product.id, qty: 2 }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code, discount: 300, itemsPrice: 2000, description: '15% off (up to Rs 500/-)' });
    const capped = await validate(code, [{ product: product.id, qty: 30 }]);
    expect(capped.body.discount).toBe(500);
  });

  it.each([
    ['an unknown code', () => ({ code: 'NOSUCHCODE' }), 'Invalid promo code'],
    ['an inactive code', () => ({ code: newCode('OFF'), active: false }), 'Invalid promo code'],
    ['an expired code', () => ({ code: newCode('OLD'), validUntil: '2020-01-31' }), 'Invalid promo code'],
    ['a code not valid yet', () => ({ code: newCode('SOON'), validFrom: '2099-01-01' }), 'Invalid promo code'],
    ['items below the minimum', () => ({ code: newCode('MIN'), minOrder: 1_500 }), 'Add items worth Rs 500/- more to use this code'],
  ])('refuses %s with its message', async (_label, make, message) => {
    const { code, ...rest } = make();
    if (code !== 'NOSUCHCODE') expect((await create({ code, kind: 'percent', value: 10, ...rest })).status).toBe(201);
    const product = createProduct(t.deps, { pricePaise: 1_00_000 });
    const res = await validate(code, [{ product: product.id, qty: 1 }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a first-order code refuses a customer who already ordered; a cancelled order does not count', async () => {
    const code = newCode('FIRST');
    await create({ code, kind: 'percent', value: 15, firstOrderOnly: true });
    const shopper = await createUser(t.deps);
    const product = createProduct(t.deps);
    expect((await validate(code, [{ product: product.id, qty: 1 }], shopper.token)).status).toBe(200);
    const orderId = buy(t.deps, shopper.user.id, product.id, { delivered: false });
    const refused = await validate(code, [{ product: product.id, qty: 1 }], shopper.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This code is for your first order only');
    t.deps.db.run(`update orders set fulfilment_status = 'cancelled' where id = '${orderId}'` as never);
    expect((await validate(code, [{ product: product.id, qty: 1 }], shopper.token)).status).toBe(200);
  });

  it('a code whose uses reached its limit is refused; a cancelled order gives its use back', async () => {
    const code = newCode('LIMIT');
    const promo = await create({ code, kind: 'fixed', value: 50, usageLimit: 1 });
    const product = createProduct(t.deps);
    const orderId = buy(t.deps, customer.user.id, product.id, { delivered: false });
    t.deps.db.run(`update orders set promotion_id = '${promo.body._id}' where id = '${orderId}'` as never);
    const refused = await validate(code, [{ product: product.id, qty: 1 }]);
    // The shopper is not told why (docs/decisions/025-abuse-limits.md); the admin's list says 'used up'.
    expect(refused.body.message).toBe('Invalid promo code');
    t.deps.db.run(`update orders set fulfilment_status = 'cancelled' where id = '${orderId}'` as never);
    expect((await validate(code, [{ product: product.id, qty: 1 }])).status).toBe(200);
  });

  it('needs a signed-in customer, and products for sale', async () => {
    expect((await api(t.app, 'POST', '/api/promotions/validate', { body: { code: 'X', orderItems: [] } })).status).toBe(401);
    const draft = createProduct(t.deps, { isPublished: false });
    const code = newCode('ANY');
    await create({ code, kind: 'percent', value: 10 });
    const res = await validate(code, [{ product: draft.id, qty: 1 }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/no longer exists/);
  });
});
