/**
 * At phone width (375 px): a guest's cart kept on the server once they gave a contact, the reminder's link
 * bringing it back in another browser, the opt-out link, and the admin's Abandoned carts page
 * (docs/decisions/039-abandoned-carts.md).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { carts, mailOptOuts } from '../../drizzle/schema.js';
import { sendCartReminders } from '../../src/server/cart/cart-reminders.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { formatRupees, rupeesToPaise } from '../../src/shared/money.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { newCustomer, signInThroughForm } from './accounts.js';
import { pageWidth, settled, signInAs, unexpectedErrors } from './admin-harness.js';
import { hydrated, openTab, PHONE, productInStock, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin } from './shop-api.js';

const LONG = 120_000;
const HOUR = 60 * 60 * 1000;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
});
const env = useShopAndBrowser(() => smtp.env);

const adminToken = async () => (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;

/** The guest's cart on the server, found by the key the browser made. */
const guestCartOf = (email: string) => env.shop.deps.db.select().from(carts).where(eq(carts.email, email)).all();

describe('abandoned carts on a phone', () => {
  it(
    "a guest's cart is kept on the server; the reminder's link brings it back in another browser, and its other link stops the reminders",
    async () => {
      const email = `guest-${Date.now()}@example.com`;
      const product = productInStock(env.shop, 3, 'Electronics');
      const guest = await openTab(env.browser, env.shop.baseUrl, PHONE);
      // The checkout's Shipping step keeps the guest's contact like this (src/client/state/checkout.ts).
      await guest.context.addInitScript((contact) => {
        if (!window.localStorage.getItem('guestContact')) window.localStorage.setItem('guestContact', contact);
      }, JSON.stringify({ email, phone: '9845012345' }));
      await guest.page.goto(`/product/${product._id}`);
      await hydrated(guest.page);
      await guest.page.getByRole('button', { name: 'Add To Cart' }).click();
      await guest.page.waitForURL(/\/cart$/);
      await vi.waitFor(() => expect(guestCartOf(email).map((cart) => cart.items)).toEqual([JSON.stringify([{ product: product._id, qty: 1 }])]), { timeout: 10_000 });
      const [saved] = guestCartOf(email);
      expect(saved).toMatchObject({ userId: null, phone: '9845012345' });
      expect(saved.guestKey).toBe(await guest.page.evaluate(() => window.localStorage.getItem('guestCartKey')));

      // Left for five hours, with reminders on: one e-mail.
      await apiJson(env.shop.baseUrl, 'PUT', '/api/settings', await adminToken(), { cartReminders: true, abandonedCartHours: 4 });
      env.shop.deps.db.update(carts).set({ updatedAt: new Date(Date.now() - 5 * HOUR) }).where(eq(carts.id, saved.id)).run();
      sendCartReminders(env.shop.deps);
      await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 10_000 });
      const text = smtp.to(email)[0].text;
      const back = /Back to your cart: (\S+)/.exec(text)?.[1];
      const off = /Turn them off: (\S+)/.exec(text)?.[1];
      expect(back?.startsWith(`${env.shop.publicUrl}/cart?restore=`)).toBe(true);
      expect(off?.startsWith(`${env.shop.publicUrl}/cart?reminders=off&key=`)).toBe(true);
      const local = (link: string) => link.slice(env.shop.publicUrl.length);

      // Another browser (the laptop), with a cart of its own.
      const other = productInStock(env.shop, 3, 'Groceries');
      const laptop = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await laptop.page.goto(`/product/${other._id}`);
      await hydrated(laptop.page);
      await laptop.page.getByRole('button', { name: 'Add To Cart' }).click();
      await laptop.page.waitForURL(/\/cart$/);
      await laptop.page.goto(local(back!));
      await laptop.page.getByText('Your cart is back. Prices and stock are as they are today.').waitFor();
      const list = laptop.page.getByRole('list', { name: 'Cart items' });
      await list.getByRole('link', { name: product.name }).waitFor();
      await list.getByRole('link', { name: other.name }).waitFor();
      const stored = await laptop.page.evaluate(() => JSON.parse(window.localStorage.getItem('cartItems') ?? '[]') as { _id: string; qty: number }[]);
      expect(stored.map((line) => [line._id, line.qty])).toEqual([
        [other._id, 1],
        [product._id, 1],
      ]);
      expect(await pageWidth(laptop.page)).toBeLessThanOrEqual(PHONE.width);

      // A wrong link says so and leaves the cart alone.
      await laptop.page.goto('/cart?restore=not-a-real-key');
      await laptop.page.getByText('This cart link no longer works. Your cart here is as you left it.').waitFor();
      await list.getByRole('link', { name: product.name }).waitFor();

      // No more reminders.
      await laptop.page.goto(local(off!));
      await laptop.page.getByRole('button', { name: 'Turn off cart reminders' }).click();
      await laptop.page.getByText('Cart reminders are off. We will not e-mail this address about carts left in our shop again.').waitFor();
      const optedOut = env.shop.deps.db.select().from(mailOptOuts).where(and(eq(mailOptOuts.email, email), eq(mailOptOuts.kind, 'cart_reminders'))).all();
      expect(optedOut).toHaveLength(1);

      expect(unexpectedErrors(guest.errors)).toEqual([]);
      expect(unexpectedErrors(laptop.errors, [404])).toEqual([]);
      await guest.context.close();
      await laptop.context.close();
    },
    LONG,
  );

  it(
    "an account's reminder link asks to sign in, and the saved cart is there after it",
    async () => {
      const ravi = await newCustomer(env.shop.baseUrl, 'Ravi Kumar');
      const product = productInStock(env.shop, 3, 'Electronics');
      await apiJson(env.shop.baseUrl, 'PUT', '/api/cart', ravi.session.token, { cartItems: [{ product: product._id, qty: 2 }] });
      await apiJson(env.shop.baseUrl, 'PUT', '/api/settings', await adminToken(), { cartReminders: true, abandonedCartHours: 4 });
      env.shop.deps.db.update(carts).set({ updatedAt: new Date(Date.now() - 5 * HOUR) }).where(eq(carts.userId, ravi.session._id)).run();
      sendCartReminders(env.shop.deps);
      await vi.waitFor(() => expect(smtp.to(ravi.email)).toHaveLength(1), { timeout: 10_000 });
      const back = /Back to your cart: (\S+)/.exec(smtp.to(ravi.email)[0].text)?.[1] ?? '';

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await page.goto(back.slice(env.shop.publicUrl.length));
      await page.getByText('Sign in to see the cart you saved with your account.').waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('cartItems'))).toBeNull();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await hydrated(page);
      await signInThroughForm(page, ravi.email, ravi.password);
      await page.waitForURL((url) => url.pathname === '/cart');
      await page.getByRole('list', { name: 'Cart items' }).getByRole('link', { name: product.name }).waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'the admin finds the carts left behind under Abandoned carts, with the contact, items, value and the reminder',
    async () => {
      const email = `left-${Date.now()}@example.com`;
      const product = productInStock(env.shop, 3, 'Electronics');
      await apiJson(env.shop.baseUrl, 'PUT', '/api/settings', await adminToken(), { abandonedCartHours: 4 });
      const guestKey = `e2e-admin-list-${Date.now()}-abcdefgh`;
      await apiJson(env.shop.baseUrl, 'PUT', '/api/cart/guest', undefined, { guestKey, email, phone: '98860 12345', cartItems: [{ product: product._id, qty: 2 }] });
      env.shop.deps.db.update(carts).set({ updatedAt: new Date(Date.now() - 30 * 60 * 1000 - 4 * HOUR) }).where(eq(carts.guestKey, guestKey)).run();

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE, { bypassCSP: true });
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin/orderlist');
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Abandoned carts' }).click();
      await page.getByRole('heading', { name: 'Abandoned carts', level: 1 }).waitFor();
      await page.getByText('Carts nobody has changed for more than 4 hours (Settings).').waitFor();
      const row = page.getByRole('table', { name: 'Abandoned carts' }).getByRole('row').filter({ hasText: email });
      await row.waitFor();
      await expect.poll(() => row.getByRole('link', { name: '+91 98860 12345' }).getAttribute('href')).toBe('tel:+919886012345');
      expect(await row.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
      await row.getByText(`2 × ${product.name}`).waitFor();
      await row.getByText(formatRupees(2 * rupeesToPaise(product.price)), { exact: true }).waitFor();
      await row.getByText('Not sent').waitFor();
      expect(await row.innerText()).toContain('Guest');
      await settled(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
