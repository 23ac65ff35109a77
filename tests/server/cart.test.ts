import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser, setVariantFields } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

let shoppers = 0;
const shopper = (): Promise<TestUser> => createUser(t.deps, { email: `cart${++shoppers}@example.com` });
/** A second sign-in of the same account: another device. */
const signIn = async (user: TestUser) => (await api(t.app, 'POST', '/api/users/login', { body: { email: user.user.email, password: user.password } })).body.token as string;
const lines = (body: { cartItems: { _id: string; qty: number }[] }) => body.cartItems.map((line) => [line._id, line.qty]);

describe('the cart on the server', () => {
  it('a saved cart is the same on every device, with the products as they are now', async () => {
    const kurta = createProduct(t.deps, { name: 'Cotton Kurta', pricePaise: 89_900, countInStock: 5, gstRateBp: 500 });
    const tea = createProduct(t.deps, { name: 'Assam Tea', pricePaise: 25_000, countInStock: 40 });
    const asha = await shopper();
    const empty = await api(t.app, 'GET', '/api/cart', { token: asha.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ cartItems: [], updatedAt: null });

    const saved = await api(t.app, 'PUT', '/api/cart', { token: asha.token, body: { cartItems: [{ product: kurta.id, qty: 2 }, { product: tea.id, qty: 3 }] } });
    expect(saved.status).toBe(200);
    expect(saved.body.cartItems[0]).toEqual({ _id: kurta.id, variant: kurta.id, variantTitle: '', sku: null, name: 'Cotton Kurta', image: kurta.image, price: 899, countInStock: 5, gstRate: 5, qty: 2 });

    const laptop = await signIn(asha);
    setVariantFields(t.deps, kurta.id, { pricePaise: 79_900 });
    const there = await api(t.app, 'GET', '/api/cart', { token: laptop });
    expect(lines(there.body)).toEqual([
      [kurta.id, 2],
      [tea.id, 3],
    ]);
    expect(there.body.cartItems[0].price).toBe(799);
    expect(there.body.updatedAt).toBe(saved.body.updatedAt);
    // Another shopper's cart is their own.
    expect((await api(t.app, 'GET', '/api/cart', { token: (await shopper()).token })).body.cartItems).toEqual([]);
  });

  it('refuses a quantity beyond the stock or MAX_LINE_QTY and a product not for sale, naming the line, saving nothing', async () => {
    const kurta = createProduct(t.deps, { name: 'Silk Saree', countInStock: 3 });
    const draft = createProduct(t.deps, { name: 'Draft', isPublished: false });
    const asha = await shopper();
    await api(t.app, 'PUT', '/api/cart', { token: asha.token, body: { cartItems: [{ product: kurta.id, qty: 1 }] } });

    const tooMany = await api(t.app, 'PUT', '/api/cart', { token: asha.token, body: { cartItems: [{ product: kurta.id, qty: 4 }] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: 'Only 3 of Silk Saree left in stock', issues: [{ path: 'cartItems.0.qty', message: 'Only 3 of Silk Saree left in stock' }] });
    const gone = await api(t.app, 'PUT', '/api/cart', { token: asha.token, body: { cartItems: [{ product: kurta.id, qty: 1 }, { product: draft.id, qty: 1 }] } });
    expect(gone.status).toBe(400);
    expect(gone.body.issues).toEqual([{ path: 'cartItems.1.product', message: `A product in your cart no longer exists (${draft.id}). Please remove it.` }]);
    const notNumber = await api(t.app, 'PUT', '/api/cart', { token: asha.token, body: { cartItems: [{ product: kurta.id, qty: '2' }] } });
    expect(notNumber.status).toBe(400);
    expect(lines((await api(t.app, 'GET', '/api/cart', { token: asha.token })).body)).toEqual([[kurta.id, 1]]);

    const limited = await createTestApp({ env: { MAX_LINE_QTY: '2' } });
    try {
      const bulk = createProduct(limited.deps, { name: 'Rice', countInStock: 100 });
      const buyer = await createUser(limited.deps, { email: 'bulk@example.com' });
      const over = await api(limited.app, 'PUT', '/api/cart', { token: buyer.token, body: { cartItems: [{ product: bulk.id, qty: 3 }] } });
      expect(over.body.issues).toEqual([{ path: 'cartItems.0.qty', message: 'You can order at most 2 of Rice at once' }]);
    } finally {
      await limited.close();
      removeDataDir(limited.dataDir);
    }
  });

  it("on sign-in the browser's cart joins the saved one: quantities added, held to the stock, gone products dropped", async () => {
    const kurta = createProduct(t.deps, { name: 'Kurta', countInStock: 5 });
    const tea = createProduct(t.deps, { name: 'Tea', countInStock: 40 });
    const honey = createProduct(t.deps, { name: 'Honey', countInStock: 10 });
    const soldOut = createProduct(t.deps, { name: 'Sold out', countInStock: 1 });
    const asha = await shopper();
    // Saved from the phone earlier.
    await api(t.app, 'PUT', '/api/cart', { token: asha.token, body: { cartItems: [{ product: kurta.id, qty: 3 }, { product: tea.id, qty: 1 }, { product: soldOut.id, qty: 1 }] } });
    setVariantFields(t.deps, soldOut.id, { countInStock: 0 });

    // Signing in on the laptop with a cart of its own.
    const laptop = await signIn(asha);
    const merged = await api(t.app, 'POST', '/api/cart/merge', {
      token: laptop,
      body: { cartItems: [{ product: kurta.id, qty: 4 }, { product: honey.id, qty: 2 }, { product: 'no-such-product', qty: 1 }] },
    });
    expect(merged.status).toBe(200);
    expect(lines(merged.body)).toEqual([
      [kurta.id, 5],
      [tea.id, 1],
      [honey.id, 2],
    ]);
    // The phone now shows the same.
    expect(lines((await api(t.app, 'GET', '/api/cart', { token: asha.token })).body)).toEqual(lines(merged.body));
  });

  it('a merge sent again with its key (its answer lost) adds nothing twice; a new key merges again', async () => {
    const rice = createProduct(t.deps, { name: 'Rice', countInStock: 50 });
    const asha = await shopper();
    const send = (mergeKey?: string) => api(t.app, 'POST', '/api/cart/merge', { token: asha.token, body: { cartItems: [{ product: rice.id, qty: 2 }], mergeKey } });
    expect(lines((await send('k-1')).body)).toEqual([[rice.id, 2]]);
    expect(lines((await send('k-1')).body)).toEqual([[rice.id, 2]]);
    expect(lines((await api(t.app, 'GET', '/api/cart', { token: asha.token })).body)).toEqual([[rice.id, 2]]);
    expect(lines((await send('k-2')).body)).toEqual([[rice.id, 4]]);
    // Without a key every merge adds.
    expect(lines((await send()).body)).toEqual([[rice.id, 6]]);
  });

  it('a visitor is asked to sign in', async () => {
    expect((await api(t.app, 'GET', '/api/cart')).status).toBe(401);
    expect((await api(t.app, 'PUT', '/api/cart', { body: { cartItems: [] } })).status).toBe(401);
  });
});
