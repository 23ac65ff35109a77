/** A product's maximum retail price: set by admins, never below what the shopper pays, shown with the saving. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const edit = (id: string, body: Record<string, unknown>) => api(t.app, 'PUT', `/api/products/${id}`, { token: admin.token, body });

describe('M.R.P.', () => {
  it('none until set; an admin sets it, every product answer carries it, and an empty value clears it', async () => {
    const shoes = createProduct(t.deps, { pricePaise: 1_79_000, gstRateBp: 500 });
    expect((await api(t.app, 'GET', `/api/products/${shoes.id}`)).body.mrp).toBeNull();
    const set = await edit(shoes.id, { mrp: '2499' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ price: 1790, mrp: 2499 });
    expect((await api(t.app, 'GET', `/api/products/${shoes.id}`)).body.mrp).toBe(2499);
    const listed = await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent(shoes.name)}`);
    expect(listed.body.products.find((p: { _id: string }) => p._id === shoes.id)).toMatchObject({ mrp: 2499 });
    expect((await edit(shoes.id, { mrp: '' })).body.mrp).toBeNull();
  });

  it('may not be below what the shopper pays: the price with its GST, or the price itself when prices include GST', async () => {
    const shoes = createProduct(t.deps, { pricePaise: 1_79_000, gstRateBp: 500 });
    // Rs 1,790 + 5% GST = Rs 1,879.50.
    const below = await edit(shoes.id, { mrp: 1879.49 });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('M.R.P. must be at least what the shopper pays: Rs 1,879.50/- with GST');
    expect((await api(t.app, 'GET', `/api/products/${shoes.id}`)).body.mrp).toBeNull();
    expect((await edit(shoes.id, { mrp: 1879.5 })).status).toBe(200);
    // Lowering the price below an MRP is fine; raising it above is refused, and nothing changes.
    const raised = await edit(shoes.id, { price: 1800 });
    expect(raised.status).toBe(400);
    expect((await api(t.app, 'GET', `/api/products/${shoes.id}`)).body.price).toBe(1790);

    await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { pricesIncludeGst: true } });
    try {
      expect((await edit(shoes.id, { mrp: 1790 })).status).toBe(200);
      const under = await edit(shoes.id, { mrp: 1789.99 });
      expect(under.body.message).toBe('M.R.P. must be at least what the shopper pays: Rs 1,790/-');
    } finally {
      await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { pricesIncludeGst: false } });
    }
    // Back to prices without GST the Rs 1,790 MRP is below what the shopper pays: it is no longer shown as a
    // saving, and it does not stop an edit of the stock.
    expect((await edit(shoes.id, { countInStock: 7 })).status).toBe(200);
  });

  it('refuses what is not an amount, beside the field', async () => {
    const product = createProduct(t.deps);
    for (const [mrp, message] of [
      [0, 'M.R.P. must be more than 0, or empty for none'],
      ['abc', 'M.R.P. must be a number'],
      [10.001, 'M.R.P. can have at most 2 decimals'],
    ] as const) {
      const res = await edit(product.id, { mrp });
      expect(res.status, String(mrp)).toBe(400);
      expect(res.body.issues, String(mrp)).toContainEqual({ path: 'mrp', message });
    }
  });
});
