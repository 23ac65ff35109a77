import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { users } from '../../drizzle/schema.js';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { newCustomer, signInThroughForm, storedItem, toastsWith } from './accounts.js';
import { makePngFile, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, hydrated, openTab, productInStock, soldOneWay, useShopAndBrowser } from './harness.js';
import { apiJson, useSessionIn } from './shop-api.js';

const LONG = 120_000;
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const env = useShopAndBrowser();

/** The server forgets the person, as when an admin deletes them: their token is refused from now on. */
function deleteUser(id: string): void {
  env.shop.deps.db.delete(users).where(eq(users.id, id)).run();
}

describe('a session that stops working', () => {
  it(
    'signs the browser out with one toast, shows Sign In and goes to /login?redirect=/profile; a wrong password there is no expiry',
    async () => {
      const person = await newCustomer(env.shop.baseUrl, 'Kavya Menon');
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/login');
      await signInThroughForm(page, person.email, person.password);
      await page.getByRole('button', { name: `Account menu for ${person.name}` }).waitFor();

      deleteUser(person.session._id);
      await page.goto('/profile');
      await toastsWith(page, SESSION_EXPIRED).first().waitFor();
      await page.waitForURL(`${env.shop.baseUrl}/login?redirect=/profile`);
      await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
      expect(await page.getByRole('button', { name: `Account menu for ${person.name}` }).count()).toBe(0);
      expect(await storedItem(page, 'userInfo')).toBeNull();

      // No session was sent with a wrong password: the server's message, and the page stays.
      await signInThroughForm(page, DEMO_ACCOUNTS.customer.email, 'not-the-password');
      await toastsWith(page, 'Invalid email or password').first().waitFor();
      expect(page.url()).toBe(`${env.shop.baseUrl}/login?redirect=/profile`);
      // That answer came after every refused call of /profile: still one expiry toast, and no second toast
      // with the refusal itself.
      expect(await toastsWith(page, SESSION_EXPIRED).count()).toBe(1);
      expect(await toastsWith(page, 'Please sign in to continue').count()).toBe(0);

      // Signing in again goes back to where the person was.
      await signInThroughForm(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      await page.waitForURL(`${env.shop.baseUrl}/profile`);
      await page.getByRole('heading', { name: 'My Orders' }).waitFor();
      expect(unexpectedErrors(errors, [401])).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'ended in another tab, leaves the footer still to load with what it was drawn from: it hydrates without a mismatch',
    async () => {
      const person = await newCustomer(env.shop.baseUrl, 'Footer Watcher');
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(context, person.session);
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('button', { name: `Account menu for ${person.name}` }).waitFor();
      // The footer is screens below: its code is loaded when it comes near, and until then it is the server's.
      // The person signs out in another tab of the same browser; this one follows.
      const other = await context.newPage();
      await other.goto('/');
      await other.evaluate(() => window.localStorage.removeItem('userInfo'));
      await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();

      // Scrolled down, the footer loads and hydrates into the HTML the server drew (the shop's settings and
      // categories were not forgotten with the person's data), and its form works.
      await page.getByLabel('Email address for the newsletter').scrollIntoViewIfNeeded();
      await expect.poll(() => page.getByRole('button', { name: 'Subscribe' }).isEnabled(), { timeout: 15_000 }).toBe(true);
      await page.locator('footer').getByRole('link', { name: 'Fashion' }).waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'says so once when several calls are refused together, and keeps the path with its query in the redirect',
    async () => {
      const person = await newCustomer(env.shop.baseUrl, 'Ishaan Rao');
      // No banner promotion, so no question whether this shopper may use it: the cart's own calls are the
      // first to be refused, together in one batch.
      const bannerPromotionId = env.shop.deps.settings.get().bannerPromotionId;
      env.shop.deps.settings.save({ bannerPromotionId: null });
      onTestFinished(() => void env.shop.deps.settings.save({ bannerPromotionId }));
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/login');
      await signInThroughForm(page, person.email, person.password);
      await page.getByRole('button', { name: `Account menu for ${person.name}` }).waitFor();
      // Two lines in the cart: the cart page asks for both products at once.
      const lines = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 10 })
        .products.filter((p) => soldOneWay(env.shop, p))
        .slice(0, 2)
        .map((p) => ({ ...p, qty: 1 }));
      // The signed-in shopper's cart is the one kept on the server (it replaces this browser's at each page).
      await apiJson(env.shop.baseUrl, 'PUT', '/api/cart', person.session.token, { cartItems: lines.map((line) => ({ product: line._id, qty: 1 })) });
      await page.evaluate((cart) => window.localStorage.setItem('cartItems', cart), JSON.stringify(lines));

      // A session revoked on the server: every call made with it is refused, the public ones too.
      await page.route('**/trpc/**', async (route) => {
        const ops = new URL(route.request().url()).pathname.split('/').pop()!.split(',');
        const refusal = { error: { message: 'Please sign in to continue', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401 } } };
        await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify(ops.map(() => refusal)) });
      });
      const refusedCalls: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/trpc/') && response.status() === 401) refusedCalls.push(response.url());
      });
      await page.goto('/cart?coupon=WELCOME15');
      await page.waitForURL(/\/login\?redirect=/);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cart?coupon=WELCOME15');
      await toastsWith(page, SESSION_EXPIRED).first().waitFor();
      await expect.poll(() => refusedCalls.join()).toContain('products.byId,products.byId');
      await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
      // A sign-in with a wrong password, answered by the shop after every refused call: its message shows,
      // and still one expiry toast.
      await page.unroute('**/trpc/**');
      await signInThroughForm(page, person.email, 'not-the-password');
      await toastsWith(page, 'Invalid email or password').first().waitFor();
      expect(await toastsWith(page, SESSION_EXPIRED).count()).toBe(1);
      expect(unexpectedErrors(errors, [401])).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'treats a refused image upload like any other call: signed out, one toast, back to the edit page after signing in',
    async () => {
      const person = await newCustomer(env.shop.baseUrl, 'Neha Kapoor');
      env.shop.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, person.session._id)).run();
      const product = productInStock(env.shop);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto(`/login?redirect=/admin/product/${product._id}/edit`);
      await signInThroughForm(page, person.email, person.password);
      await page.waitForURL(new RegExp(`/admin/product/${product._id}/edit$`));
      await page.getByLabel('Description', { exact: true }).waitFor();
      // The page's other calls (variants, reviews) are answered first: one of them refused after the user is
      // gone would sign the browser out before the upload is tried.
      await page.locator('input[type="file"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');

      deleteUser(person.session._id);
      await page.locator('input[type="file"]').setInputFiles(await makePngFile());
      await toastsWith(page, SESSION_EXPIRED).first().waitFor();
      await page.waitForURL(`${env.shop.baseUrl}/login?redirect=/admin/product/${product._id}/edit`);
      await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
      expect(await toastsWith(page, 'Image upload failed').count()).toBe(0);
      expect(await storedItem(page, 'userInfo')).toBeNull();
      expect(unexpectedErrors(errors, [401])).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
