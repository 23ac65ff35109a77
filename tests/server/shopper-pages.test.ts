/**
 * Place order and an order's page drawn whole for the shopper who asks, from the cookies the browser writes for
 * them (docs/decisions/061-shopper-pages-drawn.md): the address and the order in the first HTML, nobody else's
 * data ever, a frame for anything that does not check out, and the cookies worth nothing to the API.
 * Uses the built client (dist/) and its server renderer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../drizzle/schema.js';
import { CHECKOUT_COOKIE, SESSION_COOKIE } from '../../src/shared/page-cookies.js';
import { SHOP_DATA_ELEMENT_ID, type ShopData } from '../../src/shared/storefront-pages.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { orderPayload } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let other: TestUser;
let kurta: string;

const ADDRESS = {
  recipientName: 'Asha Rao',
  phone: '9876543210',
  address: '7, Lake View Road',
  city: 'Bengaluru',
  pincode: '560001',
  state: 'Karnataka',
  country: 'India',
};

beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_GATEWAY: 'test' } });
  [admin, shopper, other] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps, { name: 'Asha Rao' }), createUser(t.deps)]);
  kurta = createProduct(t.deps, { name: 'Drawn Cotton Kurta', pricePaise: 49_900, countInStock: 10 }).id;
});
afterAll(async () => {
  t.deps.settings.save({ guestCheckout: true });
  await t.close();
  removeDataDir(t.dataDir);
});

/** `shop_checkout` as the browser writes it (src/client/state/page-cookies.ts). */
const checkoutCookie = (value: unknown) => `${CHECKOUT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
const sessionCookie = (user: TestUser) => `${SESSION_COOKIE}=${user.token}`;
const checkout = (overrides: Record<string, unknown> = {}) => ({ a: ADDRESS, m: 'COD', c: [[kurta, '', 2]], ...overrides });

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function shopData(html: string): ShopData {
  const json = new RegExp(`<script type="application/json" id="${SHOP_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? '{"queries":[]}') as ShopData;
}

/** The page's own part, between the root element's tags: what React drew. */
const app = (html: string) => /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
const heldFrame = (html: string) => app(html).includes('aria-busy="true"');

describe('place order drawn for the shopper who asks', () => {
  it('draws the address, the payment method and the cart for a signed-in shopper, kept by nobody', async () => {
    const res = await page('/placeorder', `${sessionCookie(shopper)}; ${checkoutCookie(checkout())}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const drawn = app(res.body);
    expect(heldFrame(res.body)).toBe(false);
    expect(drawn).toContain('Asha Rao');
    expect(drawn).toContain('7, Lake View Road');
    expect(drawn).toContain('Drawn Cotton Kurta');
    expect(drawn).toContain('Cash on Delivery');
    // The delivery fee for this cart was asked for with the page: the day is drawn, not loaded later.
    expect(drawn).toMatch(/Delivery by/);
    const data = shopData(res.body);
    expect(data.drawn).toMatchObject({ userInfo: { _id: shopper.user.id, token: '' }, paymentMethod: 'COD', shippingAddress: ADDRESS });
    expect(data.drawn?.cartItems).toEqual([expect.objectContaining({ _id: kurta, name: 'Drawn Cotton Kurta', price: 499, qty: 2, countInStock: 10 })]);
    // The token stays in the cookie: the page never echoes it.
    expect(res.body).not.toContain(shopper.token);
  });

  it('draws a guest’s order with the guest’s e-mail while the shop takes guests, and the frame once it does not', async () => {
    const guest = checkout({ g: { email: 'guest@example.com', phone: '9123456780' } });
    const res = await page('/placeorder', checkoutCookie(guest));
    expect(heldFrame(res.body)).toBe(false);
    expect(app(res.body)).toContain('guest@example.com');
    expect(shopData(res.body).drawn).toMatchObject({ userInfo: null, guestContact: { email: 'guest@example.com' } });

    t.deps.settings.save({ guestCheckout: false });
    try {
      const off = await page('/placeorder', checkoutCookie(guest));
      expect(heldFrame(off.body)).toBe(true);
      expect(off.body).not.toContain('guest@example.com');
    } finally {
      t.deps.settings.save({ guestCheckout: true });
    }
  });

  it('draws the frame for a cookie that does not check out, and never fails the page', async () => {
    const cases: [string, string][] = [
      ['no cookie', ''],
      ['not JSON', `${CHECKOUT_COOKIE}=%7Bnot-json`],
      ['an address without its recipient', checkoutCookie(checkout({ a: { ...ADDRESS, recipientName: '' } }))],
      ['a bad mobile number', checkoutCookie(checkout({ a: { ...ADDRESS, phone: '12345' } }))],
      ['an unknown payment method', checkoutCookie(checkout({ m: 'Cheque' }))],
      ['an empty cart', checkoutCookie(checkout({ c: [] }))],
      ['a product that is gone', checkoutCookie(checkout({ c: [['no-such-product', '', 1]] }))],
      ['a signed-in checkout without a guest and a forged token', `${SESSION_COOKIE}=forged; ${checkoutCookie(checkout())}`],
    ];
    for (const [what, cookie] of cases) {
      const res = await page('/placeorder', cookie || undefined);
      expect(res.statusCode, what).toBe(200);
      expect(heldFrame(res.body), what).toBe(true);
      expect(res.body, what).not.toContain('Lake View Road');
      expect(shopData(res.body).drawn, what).toBeUndefined();
    }
  });

  it('a session signed out since (its version moved on) is nobody', async () => {
    const leaving = await createUser(t.deps);
    t.deps.db.update(users).set({ sessionVersion: 99 }).where(eq(users.id, leaving.user.id)).run();
    const res = await page('/placeorder', `${sessionCookie(leaving)}; ${checkoutCookie(checkout())}`);
    expect(heldFrame(res.body)).toBe(true);
  });

  it('draws the Hindi page in Hindi from the same cookies', async () => {
    const res = await page('/hi/placeorder', `${sessionCookie(shopper)}; ${checkoutCookie(checkout())}`);
    expect(res.statusCode).toBe(200);
    expect(heldFrame(res.body)).toBe(false);
    expect(app(res.body)).toContain('7, Lake View Road');
  });
});

describe('an order’s page drawn for the shopper who asks', () => {
  let orderId: string;
  let orderNumber: string;
  beforeAll(async () => {
    // A product of its own: place order's tests count the kurta's stock.
    const saree = createProduct(t.deps, { name: 'Drawn Silk Saree', pricePaise: 99_900, countInStock: 5 }).id;
    const placed = await api(t.app, 'POST', '/api/orders', {
      token: shopper.token,
      body: orderPayload([{ product: saree, qty: 1, pricePaise: 99_900 }], { shippingAddress: ADDRESS }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    orderId = placed.body._id;
    orderNumber = placed.body.orderNumber;
  });

  it('draws the order, its number and its lines for its shopper and for an admin', async () => {
    for (const viewer of [shopper, admin]) {
      const res = await page(`/order/${orderId}`, sessionCookie(viewer));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(heldFrame(res.body)).toBe(false);
      expect(app(res.body)).toContain(orderNumber);
      expect(app(res.body)).toContain('Drawn Silk Saree');
      expect(shopData(res.body).drawn).toMatchObject({ userInfo: { _id: viewer.user.id, token: '' } });
    }
  });

  it('draws only the frame for another shopper, a forged token or none, with nothing of the order', async () => {
    for (const cookie of [sessionCookie(other), `${SESSION_COOKIE}=forged`, undefined]) {
      const res = await page(`/order/${orderId}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(heldFrame(res.body)).toBe(true);
      expect(res.body).not.toContain(orderNumber);
      expect(res.body).not.toContain('Lake View Road');
    }
  });

  it('the cookie signs nobody in to the API: it is read for drawing these pages only', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: { cookie: sessionCookie(shopper) } });
    expect(mine.statusCode).toBe(401);
    const byId = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie: sessionCookie(shopper) } });
    expect(byId.statusCode).toBe(401);
  });
});
