/**
 * A guest's cart on the server and the owner's list of carts left behind (docs/decisions/039-abandoned-carts.md):
 * who is in it, who is not, the hours setting, and that only admins read it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../drizzle/schema.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser, setVariantFields } from '../helpers/app.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { name: 'Owner', isAdmin: true });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const HOUR = 60 * 60 * 1000;
let keys = 0;
/** A key as a browser makes one: random enough, 22 to 64 URL-safe characters. */
const guestKey = () => `test-guest-key-${String(++keys).padStart(4, '0')}-${Math.random().toString(36).slice(2, 10)}`;

async function setHours(hours: number) {
  const res = await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { abandonedCartHours: hours } });
  expect(res.status).toBe(200);
}

/** The cart was last changed `hours` ago (a test cannot wait hours). */
function lastChanged(where: { userId: string } | { guestKey: string }, hours: number) {
  const condition = 'userId' in where ? eq(carts.userId, where.userId) : eq(carts.guestKey, where.guestKey);
  t.deps.db.update(carts).set({ updatedAt: new Date(Date.now() - hours * HOUR) }).where(condition).run();
}

type Listed = { _id: string; guest: boolean; name: string | null; email: string; phone: string | null; cartItems: { _id: string; qty: number; price: number }[]; itemsPrice: number; updatedAt: string; remindedAt: string | null };

async function abandoned(): Promise<Listed[]> {
  const res = await api<{ carts: Listed[]; total: number }>(t.app, 'GET', '/api/admin/carts/abandoned?pageSize=100', { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.carts;
}

const byEmail = (list: Listed[], email: string) => list.filter((cart) => cart.email === email);

describe("a guest's cart on the server", () => {
  it('is saved whole under its key, with the same checks as a signed-in cart, and never answers the contact', async () => {
    const lamp = createProduct(t.deps, { name: 'Clay Lamp', pricePaise: 15_000, countInStock: 4 });
    const key = guestKey();
    const saved = await api(t.app, 'PUT', '/api/cart/guest', {
      body: { guestKey: key, email: ' Ravi@Example.com ', phone: '+91 98450 12345', cartItems: [{ product: lamp.id, qty: 2 }] },
    });
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body).sort()).toEqual(['cartItems', 'updatedAt']);
    expect(saved.body.cartItems).toEqual([{ _id: lamp.id, variant: lamp.id, variantTitle: '', sku: null, name: 'Clay Lamp', image: lamp.image, price: 150, countInStock: 4, gstRate: 18, qty: 2 }]);
    expect(JSON.stringify(saved.body)).not.toMatch(/ravi|98450/i);
    const row = t.deps.db.select().from(carts).where(eq(carts.guestKey, key)).get();
    expect(row).toMatchObject({ userId: null, email: 'ravi@example.com', phone: '9845012345' });

    // The same key again is the same cart, with the contact given last.
    const again = await api(t.app, 'PUT', '/api/cart/guest', { body: { guestKey: key, email: 'ravi.k@example.com', phone: '9845012346', cartItems: [{ product: lamp.id, qty: 3 }] } });
    expect(again.status).toBe(200);
    const rows = t.deps.db.select().from(carts).where(eq(carts.guestKey, key)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: row?.id, email: 'ravi.k@example.com', phone: '9845012346', items: JSON.stringify([{ product: lamp.id, qty: 3 }]) });
  });

  it('refuses a quantity beyond the stock, a bad key, e-mail or mobile number, saving nothing', async () => {
    const lamp = createProduct(t.deps, { name: 'Brass Lamp', countInStock: 2 });
    const key = guestKey();
    const body = { guestKey: key, email: 'asha@example.com', phone: '9845012345', cartItems: [{ product: lamp.id, qty: 1 }] };
    expect((await api(t.app, 'PUT', '/api/cart/guest', { body })).status).toBe(200);

    const tooMany = await api(t.app, 'PUT', '/api/cart/guest', { body: { ...body, cartItems: [{ product: lamp.id, qty: 3 }] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: 'Only 2 of Brass Lamp left in stock', issues: [{ path: 'cartItems.0.qty', message: 'Only 2 of Brass Lamp left in stock' }] });
    const badKey = await api(t.app, 'PUT', '/api/cart/guest', { body: { ...body, guestKey: 'short' } });
    expect(badKey.status).toBe(400);
    expect(badKey.body.issues).toEqual([{ path: 'guestKey', message: 'Guest key must be 22 to 64 letters, digits, - or _' }]);
    const badPhone = await api(t.app, 'PUT', '/api/cart/guest', { body: { ...body, phone: '12345' } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.issues).toEqual([{ path: 'phone', message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' }]);
    const badEmail = await api(t.app, 'PUT', '/api/cart/guest', { body: { ...body, email: 'asha' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.issues).toEqual([{ path: 'email', message: 'Enter a valid email address' }]);

    expect(t.deps.db.select({ items: carts.items }).from(carts).where(eq(carts.guestKey, key)).get()?.items).toBe(JSON.stringify([{ product: lamp.id, qty: 1 }]));
  });
});

describe('the abandoned carts (admin)', () => {
  it("lists known shoppers' carts untouched for longer than the setting, newest first, with items, value and contact", async () => {
    await setHours(4);
    const tea = createProduct(t.deps, { name: 'Assam Tea', pricePaise: 25_000, countInStock: 40 });
    const shawl = createProduct(t.deps, { name: 'Pashmina Shawl', pricePaise: 450_000, countInStock: 3 });

    const meera = await createUser(t.deps, { name: 'Meera Iyer', email: 'meera.abandoned@example.com' });
    const address = { recipientName: 'Meera Iyer', phone: '+91 98860 12345', address: '12, 4th Cross', city: 'Bengaluru', state: 'Karnataka', pincode: '560003' };
    expect((await api(t.app, 'POST', '/api/users/addresses', { token: meera.token, body: address })).status).toBe(201);
    expect((await api(t.app, 'PUT', '/api/cart', { token: meera.token, body: { cartItems: [{ product: tea.id, qty: 2 }, { product: shawl.id, qty: 1 }] } })).status).toBe(200);
    lastChanged({ userId: meera.user.id }, 5);

    const key = guestKey();
    const guest = { guestKey: key, email: 'guest.abandoned@example.com', phone: '9845012345', cartItems: [{ product: tea.id, qty: 1 }] };
    expect((await api(t.app, 'PUT', '/api/cart/guest', { body: guest })).status).toBe(200);
    lastChanged({ guestKey: key }, 4.5);

    // Not in: a cart changed an hour ago, an emptied cart, a shopper with no cart.
    const fresh = await createUser(t.deps, { email: 'fresh.cart@example.com' });
    await api(t.app, 'PUT', '/api/cart', { token: fresh.token, body: { cartItems: [{ product: tea.id, qty: 1 }] } });
    lastChanged({ userId: fresh.user.id }, 1);
    const emptied = await createUser(t.deps, { email: 'emptied.cart@example.com' });
    await api(t.app, 'PUT', '/api/cart', { token: emptied.token, body: { cartItems: [{ product: tea.id, qty: 1 }] } });
    await api(t.app, 'PUT', '/api/cart', { token: emptied.token, body: { cartItems: [] } });
    lastChanged({ userId: emptied.user.id }, 10);

    // The value is at today's prices.
    setVariantFields(t.deps, tea.id, { pricePaise: 20_000 });

    const list = await abandoned();
    expect(byEmail(list, 'fresh.cart@example.com')).toEqual([]);
    expect(byEmail(list, 'emptied.cart@example.com')).toEqual([]);
    const [mine] = byEmail(list, 'meera.abandoned@example.com');
    expect(mine).toMatchObject({ guest: false, name: 'Meera Iyer', phone: '9886012345', itemsPrice: 2 * 200 + 4500, remindedAt: null });
    expect(mine.cartItems.map((line) => [line._id, line.qty, line.price])).toEqual([
      [tea.id, 2, 200],
      [shawl.id, 1, 4500],
    ]);
    const [theirs] = byEmail(list, 'guest.abandoned@example.com');
    expect(theirs).toMatchObject({ guest: true, name: null, phone: '9845012345', itemsPrice: 200, remindedAt: null });
    // Newest first: the guest's (4.5 hours) before Meera's (5 hours).
    expect(list.indexOf(theirs)).toBeLessThan(list.indexOf(mine));
    for (let i = 1; i < list.length; i += 1) expect(list[i - 1].updatedAt >= list[i].updatedAt).toBe(true);
  });

  it('follows the hours setting', async () => {
    const rice = createProduct(t.deps, { name: 'Basmati Rice' });
    const key = guestKey();
    await api(t.app, 'PUT', '/api/cart/guest', { body: { guestKey: key, email: 'hours.guest@example.com', phone: '9845012345', cartItems: [{ product: rice.id, qty: 1 }] } });
    lastChanged({ guestKey: key }, 6);

    await setHours(4);
    expect(byEmail(await abandoned(), 'hours.guest@example.com')).toHaveLength(1);
    await setHours(24);
    expect(byEmail(await abandoned(), 'hours.guest@example.com')).toEqual([]);
    lastChanged({ guestKey: key }, 25);
    expect(byEmail(await abandoned(), 'hours.guest@example.com')).toHaveLength(1);
    await setHours(4);
  });

  it('is paged like the other admin lists', async () => {
    await setHours(4);
    const rice = createProduct(t.deps, { name: 'Sona Masoori Rice' });
    for (const hours of [7, 8]) {
      const key = guestKey();
      await api(t.app, 'PUT', '/api/cart/guest', { body: { guestKey: key, email: `paged${hours}@example.com`, phone: '9845012345', cartItems: [{ product: rice.id, qty: 1 }] } });
      lastChanged({ guestKey: key }, hours);
    }
    const first = await api(t.app, 'GET', '/api/admin/carts/abandoned?pageSize=1', { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, hours: 4 });
    expect(first.body.carts).toHaveLength(1);
    expect(first.body.total).toBeGreaterThanOrEqual(2);
    expect(first.body.pages).toBe(first.body.total);
    const all = await abandoned();
    expect(all.findIndex((cart) => cart.email === 'paged7@example.com')).toBeLessThan(all.findIndex((cart) => cart.email === 'paged8@example.com'));
    const bad = await api(t.app, 'GET', '/api/admin/carts/abandoned?pageSize=0', { token: admin.token });
    expect(bad.status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await api(t.app, 'GET', '/api/admin/carts/abandoned')).status).toBe(401);
    const shopper = await createUser(t.deps);
    const refused = await api(t.app, 'GET', '/api/admin/carts/abandoned', { token: shopper.token });
    expect(refused.status).toBe(403);
    expect(refused.body).not.toHaveProperty('carts');
  });

  it('is described, with the guest cart and the reminder links, in the OpenAPI document', async () => {
    const doc = (await api(t.app, 'GET', '/api/openapi.json')).body;
    const documented = (method: string, p: string) => doc.paths[p]?.[method] ?? doc.paths[`/api${p}`]?.[method];
    for (const [method, p] of [
      ['get', '/admin/carts/abandoned'],
      ['put', '/cart/guest'],
      ['get', '/cart/restore/{key}'],
      ['post', '/cart/reminders/off'],
    ]) {
      expect(documented(method, p), `${method.toUpperCase()} ${p}`).toBeDefined();
    }
  });
});
