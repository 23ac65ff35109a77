/**
 * Cart reminders through a real SMTP server (docs/decisions/039-abandoned-carts.md): one reminder per
 * abandoned cart and never a second, the restore link, the opt-out, nothing with the setting off, and the
 * background job that sends them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { carts, mailOutbox, products } from '../../drizzle/schema.js';
import { sendCartReminders } from '../../src/server/cart/cart-reminders.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp.js';

const PUBLIC_URL = 'https://lakshmi-stores.example.in';
const SHOP_NAME = 'Lakshmi Stores';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let smtp: TestSmtpServer;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { ...smtp.env, PUBLIC_URL } });
  admin = await createUser(t.deps, { name: 'Owner', isAdmin: true });
  expect((await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { shopName: SHOP_NAME } })).status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  removeDataDir(t.dataDir);
});

async function settings(body: { cartReminders: boolean; abandonedCartHours?: number }) {
  const res = await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { abandonedCartHours: 4, ...body } });
  expect(res.status).toBe(200);
}

let keys = 0;
const guestKey = () => `reminder-guest-key-${String(++keys).padStart(4, '0')}-${Math.random().toString(36).slice(2, 10)}`;

async function guestCart(email: string, lines: { product: string; qty: number }[], key = guestKey()) {
  const res = await api(t.app, 'PUT', '/api/cart/guest', { body: { guestKey: key, email, phone: '9845012345', cartItems: lines } });
  expect(res.status).toBe(200);
  return key;
}

/** The cart was last changed `hours` before `from` (a test cannot wait hours). */
function lastChanged(where: { userId: string } | { guestKey: string }, hours: number, from = Date.now()) {
  const condition = 'userId' in where ? eq(carts.userId, where.userId) : eq(carts.guestKey, where.guestKey);
  t.deps.db.update(carts).set({ updatedAt: new Date(from - hours * HOUR) }).where(condition).run();
}

/** Runs the job as the background timer does, and delivers what it queued. */
async function remind(now = new Date()) {
  const queued = sendCartReminders(t.deps, now);
  await t.deps.mail.deliverDue(() => now);
  return queued;
}

const remindersTo = (address: string) => smtp.to(address).filter((mail) => mail.subject === `${SHOP_NAME}: you left something in your cart`);
const keyIn = (mail: ReceivedMail) => {
  const match = /\/cart\?restore=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1];
};

describe('cart reminders', () => {
  it('sends one reminder through the outbox, with the items, a link back to the cart and one to stop them, and never a second', async () => {
    await settings({ cartReminders: true });
    const tea = createProduct(t.deps, { name: 'Assam Tea & "Masala"', pricePaise: 25_000, countInStock: 40 });
    const shawl = createProduct(t.deps, { name: 'Pashmina Shawl', pricePaise: 450_000, countInStock: 3 });
    const meera = await createUser(t.deps, { name: 'Meera Iyer', email: 'meera.reminded@example.com' });
    await api(t.app, 'PUT', '/api/cart', { token: meera.token, body: { cartItems: [{ product: tea.id, qty: 2 }, { product: shawl.id, qty: 1 }] } });
    lastChanged({ userId: meera.user.id }, 5);

    await remind();
    const [mail] = remindersTo('meera.reminded@example.com');
    expect(remindersTo('meera.reminded@example.com')).toHaveLength(1);
    const key = keyIn(mail);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(mail.text).toContain('Hello Meera Iyer,');
    expect(mail.text).toContain('2 x Assam Tea & "Masala" @ Rs 250/-');
    expect(mail.text).toContain('1 x Pashmina Shawl @ Rs 4,500/-');
    expect(mail.text).toContain("Items: Rs 5,000/- (today's prices; GST and delivery are worked out at checkout)");
    expect(mail.text).toContain(`Back to your cart: ${PUBLIC_URL}/cart?restore=${key}`);
    expect(mail.text).toContain(`Do not want these reminders? Turn them off: ${PUBLIC_URL}/cart?reminders=off&key=${key}`);
    expect(mail.html).toContain('2 x Assam Tea &amp; &quot;Masala&quot; @ Rs 250/-');
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/cart?restore=${key}">Back to your cart</a>`);
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/cart?reminders=off&amp;key=${key}">no more cart reminders</a>`);
    expect(mail.html).not.toMatch(/<img|<script/i);

    // The admin's list says it went.
    const list = await api(t.app, 'GET', '/api/admin/carts/abandoned?pageSize=100', { token: admin.token });
    const listed = list.body.carts.find((cart: { email: string }) => cart.email === 'meera.reminded@example.com');
    expect(listed.remindedAt).not.toBeNull();

    // Never a second: not at the next run, not after the cart changed and was left again.
    await remind();
    await api(t.app, 'PUT', '/api/cart', { token: meera.token, body: { cartItems: [{ product: tea.id, qty: 3 }] } });
    lastChanged({ userId: meera.user.id }, 6);
    await remind();
    await remind(new Date(Date.now() + 8 * DAY - 5 * HOUR + 6 * HOUR));
    expect(remindersTo('meera.reminded@example.com')).toHaveLength(1);
    expect(t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'meera.reminded@example.com')).all()).toHaveLength(1);
  });

  it('reminds again only about a new cart: one emptied (bought) and filled again, and not within a week of the last', async () => {
    await settings({ cartReminders: true });
    const honey = createProduct(t.deps, { name: 'Forest Honey', pricePaise: 30_000 });
    const asha = await createUser(t.deps, { name: 'Asha', email: 'asha.again@example.com' });
    await api(t.app, 'PUT', '/api/cart', { token: asha.token, body: { cartItems: [{ product: honey.id, qty: 1 }] } });
    lastChanged({ userId: asha.user.id }, 5);
    await remind();
    expect(remindersTo('asha.again@example.com')).toHaveLength(1);

    await api(t.app, 'PUT', '/api/cart', { token: asha.token, body: { cartItems: [] } });
    await api(t.app, 'PUT', '/api/cart', { token: asha.token, body: { cartItems: [{ product: honey.id, qty: 2 }] } });
    expect(t.deps.db.select({ remindedAt: carts.remindedAt }).from(carts).where(eq(carts.userId, asha.user.id)).get()?.remindedAt).toBeNull();
    lastChanged({ userId: asha.user.id }, 5);
    // Within a week of the last reminder to the address: not yet.
    await remind();
    expect(remindersTo('asha.again@example.com')).toHaveLength(1);
    // Eight days on, the new cart left five hours before: its own reminder.
    const later = Date.now() + 8 * DAY;
    lastChanged({ userId: asha.user.id }, 5, later);
    await remind(new Date(later));
    const both = remindersTo('asha.again@example.com');
    expect(both).toHaveLength(2);
    expect(both[1].text).toContain('2 x Forest Honey @ Rs 300/-');
    expect(keyIn(both[1])).toBe(keyIn(both[0]));
  });

  it("a guest's reminder: its link restores the cart's lines in any browser; a wrong link is a clear 404", async () => {
    await settings({ cartReminders: true });
    const lamp = createProduct(t.deps, { name: 'Clay Lamp', pricePaise: 15_000, countInStock: 5 });
    const key = await guestCart('Guest.Reminded@Example.com', [{ product: lamp.id, qty: 2 }]);
    lastChanged({ guestKey: key }, 4.5);
    await remind();
    const [mail] = remindersTo('guest.reminded@example.com');
    expect(mail.text).toMatch(/^Hello,\n/);
    const restoreKey = keyIn(mail);
    expect(restoreKey).not.toBe(key);

    const restored = await api(t.app, 'GET', `/api/cart/restore/${restoreKey}`);
    expect(restored.status).toBe(200);
    expect(restored.body.forAccount).toBe(false);
    expect(restored.body.cartItems).toEqual([{ _id: lamp.id, variant: lamp.id, variantTitle: '', sku: null, name: 'Clay Lamp', image: lamp.image, price: 150, countInStock: 5, gstRate: 18, qty: 2 }]);
    expect(JSON.stringify(restored.body)).not.toMatch(/guest\.reminded|98450/i);

    const wrong = await api(t.app, 'GET', '/api/cart/restore/not-a-key-of-any-cart');
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: 'This cart link no longer works' });
  });

  it("an account's restore link says so: the cart is shown by signing in", async () => {
    await settings({ cartReminders: true });
    const rice = createProduct(t.deps, { name: 'Basmati Rice', pricePaise: 12_000 });
    const ravi = await createUser(t.deps, { email: 'ravi.restore@example.com' });
    await api(t.app, 'PUT', '/api/cart', { token: ravi.token, body: { cartItems: [{ product: rice.id, qty: 4 }] } });
    lastChanged({ userId: ravi.user.id }, 5);
    await remind();
    const restored = await api(t.app, 'GET', `/api/cart/restore/${keyIn(remindersTo('ravi.restore@example.com')[0])}`);
    expect(restored.status).toBe(200);
    expect(restored.body.forAccount).toBe(true);
    expect(restored.body.cartItems.map((line: { _id: string; qty: number }) => [line._id, line.qty])).toEqual([[rice.id, 4]]);
  });

  it("the e-mail's opt-out link turns reminders off for the address, for every cart of it", async () => {
    await settings({ cartReminders: true });
    const lamp = createProduct(t.deps, { name: 'Brass Lamp', pricePaise: 15_000 });
    const first = await guestCart('opt.out@example.com', [{ product: lamp.id, qty: 1 }]);
    lastChanged({ guestKey: first }, 5);
    await remind();
    const key = keyIn(remindersTo('opt.out@example.com')[0]);

    const off = await api(t.app, 'POST', '/api/cart/reminders/off', { body: { key } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: 'Cart reminders are off for this address' });
    expect((await api(t.app, 'POST', '/api/cart/reminders/off', { body: { key } })).status).toBe(200);
    expect((await api(t.app, 'POST', '/api/cart/reminders/off', { body: { key: 'no-such-key' } })).status).toBe(404);

    // Another cart of the same address (another browser, typed in capitals), left long after: nothing.
    const later = Date.now() + 8 * DAY;
    const second = await guestCart('OPT.OUT@example.com', [{ product: lamp.id, qty: 2 }]);
    lastChanged({ guestKey: second }, 5, later);
    await remind(new Date(later));
    expect(remindersTo('opt.out@example.com')).toHaveLength(1);
    expect(t.deps.db.select({ remindedAt: carts.remindedAt }).from(carts).where(eq(carts.guestKey, second)).get()?.remindedAt).toBeNull();
  });

  it('sends nothing with the setting off, for an empty cart, for products gone from sale, or for a cart left too long ago', async () => {
    const lamp = createProduct(t.deps, { name: 'Oil Lamp', pricePaise: 15_000 });
    const gone = createProduct(t.deps, { name: 'Withdrawn Lamp', pricePaise: 15_000 });
    const off = await guestCart('setting.off@example.com', [{ product: lamp.id, qty: 1 }]);
    lastChanged({ guestKey: off }, 5);
    await settings({ cartReminders: false });
    expect(await remind()).toBe(0);
    expect(remindersTo('setting.off@example.com')).toEqual([]);
    expect(t.deps.db.select({ remindedAt: carts.remindedAt }).from(carts).where(eq(carts.guestKey, off)).get()?.remindedAt).toBeNull();

    await settings({ cartReminders: true });
    const empty = await guestCart('empty.cart@example.com', []);
    lastChanged({ guestKey: empty }, 5);
    const withdrawn = await guestCart('withdrawn.cart@example.com', [{ product: gone.id, qty: 1 }]);
    t.deps.db.update(products).set({ isPublished: false }).where(eq(products.id, gone.id)).run();
    lastChanged({ guestKey: withdrawn }, 5);
    const old = await guestCart('old.cart@example.com', [{ product: lamp.id, qty: 1 }]);
    lastChanged({ guestKey: old }, 4 + 8 * 24);
    await remind();
    expect(remindersTo('empty.cart@example.com')).toEqual([]);
    expect(remindersTo('withdrawn.cart@example.com')).toEqual([]);
    expect(remindersTo('old.cart@example.com')).toEqual([]);
    // The cart left while the setting was off gets its reminder once it is on.
    expect(remindersTo('setting.off@example.com')).toHaveLength(1);
  });

  it("one address with carts on two devices gets one reminder", async () => {
    await settings({ cartReminders: true });
    const tea = createProduct(t.deps, { name: 'Darjeeling Tea', pricePaise: 40_000 });
    const phone = await guestCart('two.devices@example.com', [{ product: tea.id, qty: 1 }]);
    const laptop = await guestCart('two.devices@example.com', [{ product: tea.id, qty: 2 }]);
    lastChanged({ guestKey: phone }, 5);
    lastChanged({ guestKey: laptop }, 6);
    await remind();
    await remind();
    expect(remindersTo('two.devices@example.com')).toHaveLength(1);
  });
});

describe('the background job', () => {
  it('queues the reminders due when the shop starts, and the outbox sends them', async () => {
    const first = await createTestApp({ env: { ...smtp.env, PUBLIC_URL } });
    let second: TestApp | null = null;
    try {
      const owner = await createUser(first.deps, { isAdmin: true });
      await api(first.app, 'PUT', '/api/settings', { token: owner.token, body: { cartReminders: true, abandonedCartHours: 4 } });
      const tea = createProduct(first.deps, { name: 'Nilgiri Tea' });
      const key = guestKey();
      await api(first.app, 'PUT', '/api/cart/guest', { body: { guestKey: key, email: 'job.started@example.com', phone: '9845012345', cartItems: [{ product: tea.id, qty: 1 }] } });
      first.deps.db.update(carts).set({ updatedAt: new Date(Date.now() - 5 * HOUR) }).where(eq(carts.guestKey, key)).run();
      await first.close();

      second = await createTestApp({ env: { ...smtp.env, PUBLIC_URL }, dataDir: first.dataDir });
      await vi.waitFor(() => expect(smtp.to('job.started@example.com')).toHaveLength(1), { timeout: 10_000, interval: 50 });
    } finally {
      await second?.close();
      removeDataDir(first.dataDir);
    }
  });
});
