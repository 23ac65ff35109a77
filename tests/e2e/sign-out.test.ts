import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { chooseState, newCustomer, signInThroughForm, storedItem, toastsWith } from './accounts.js';
import { apiJson, apiLogin } from './shop-api.js';
import { unexpectedErrors } from './admin-harness.js';
import { DESKTOP, openTab, productInStock, useShopAndBrowser } from './harness.js';
import { newAddressForm } from './checkout-steps.js';

const LONG = 120_000;
const env = useShopAndBrowser();

describe('signing out on a shared device', () => {
  it(
    "forgets the first person's order and address: Back and the next person's sign-in show none of it",
    async () => {
      const first = await newCustomer(env.shop.baseUrl, 'Rohan Gupta');
      const product = productInStock(env.shop);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/login');
      await signInThroughForm(page, first.email, first.password);
      await page.getByRole('button', { name: `Account menu for ${first.name}` }).waitFor();

      // The first person orders through the shop, so the browser holds their address and their order.
      await page.goto(`/product/${product._id}`);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.goto('/shipping');
      await newAddressForm(page);
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Mobile number').fill('98765 43210');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7, Lavelle Road');
      await page.getByLabel('City').fill('Bengaluru');
      await page.getByLabel('Pincode').fill('560001');
      await chooseState(page, 'Karnataka');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/payment$/);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/placeorder$/);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order\/[^/]+$/);
      const orderPath = new URL(page.url()).pathname;
      await page.getByText(`Name: ${first.name}`).waitFor();
      await page.getByText('7, Lavelle Road', { exact: false }).waitFor();

      await page.getByRole('button', { name: `Account menu for ${first.name}` }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL(/\/login$/);
      expect(await storedItem(page, 'userInfo')).toBeNull();
      expect(await storedItem(page, 'shippingAddress')).toBeNull();
      expect(await storedItem(page, 'paymentMethod')).toBeNull();

      // Back to the order page: no trace of the first person.
      await page.goBack();
      await page.waitForURL(/\/login\?redirect=/);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      const firstPersonVisible = async () =>
        (await page.getByText(first.name).count()) + (await page.getByText(first.email).count()) + (await page.getByText('Lavelle Road', { exact: false }).count());
      expect(await firstPersonVisible()).toBe(0);

      // The next person signs in and is taken to that same order address: not theirs, so not shown.
      await signInThroughForm(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      await page.waitForURL(`${env.shop.baseUrl}${orderPath}`);
      // Headed 'Order' alone: the order's number is not shown to someone it is not found for.
      await page.getByRole('heading', { name: 'Order', exact: true, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await firstPersonVisible()).toBe(0);
      await page.getByText('Order not found', { exact: true }).waitFor();
      expect(await storedItem(page, 'shippingAddress')).toBeNull();

      expect(unexpectedErrors(errors, [404])).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    're-reads the session when a page comes back from the back-forward cache: signed out meanwhile means signed out now',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/login');
      await signInThroughForm(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      await page.waitForURL(`${env.shop.baseUrl}/`);
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'My Orders' }).waitFor();
      await page.locator('header').getByRole('button', { name: `Account menu for ${DEMO_ACCOUNTS.customer.name}` }).waitFor();

      // While the page sat frozen in the cache, the person signed out in another tab (a frozen page hears
      // no storage events); then Back brings it back.
      await page.evaluate(() => {
        window.localStorage.removeItem('userInfo');
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      });
      await page.waitForURL(`${env.shop.baseUrl}/login?redirect=/profile`);
      await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
      expect(await page.getByText(DEMO_ACCOUNTS.customer.email).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Account menu for / }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    "'Sign out everywhere' ends this session and every other one: a token kept elsewhere is refused",
    async () => {
      const person = await newCustomer(env.shop.baseUrl, 'Sana Iyer');
      // Another device of the same person: its token works until they sign out everywhere.
      const elsewhere = await apiLogin(env.shop.baseUrl, person.email, person.password);
      await apiJson(env.shop.baseUrl, 'GET', '/api/orders/myorders', elsewhere.token);

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/login?redirect=/profile');
      await signInThroughForm(page, person.email, person.password);
      await page.waitForURL(`${env.shop.baseUrl}/profile`);
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page.waitForURL(/\/login$/);
      await toastsWith(page, 'Signed out on every device').first().waitFor();
      await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
      expect(await storedItem(page, 'userInfo')).toBeNull();
      await expect(apiJson(env.shop.baseUrl, 'GET', '/api/orders/myorders', elsewhere.token)).rejects.toThrow(/401/);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('signing out while the page is asking for the person\'s data', () => {
  it(
    'drops what the page asked for just before Logout: nothing goes out as nobody, no 401, no error',
    async () => {
      const person = await newCustomer(env.shop.baseUrl, 'Farhan Qureshi');
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      const label = `Account menu for ${person.name}`;
      await page.goto('/login');
      await signInThroughForm(page, person.email, person.password);
      const button = page.getByRole('button', { name: label });
      // Visit the profile once, so its code is here and opening it again draws it at once.
      await button.click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.getByRole('heading', { name: 'My Orders' }).waitFor();
      await page.locator('header a[href="/"]').first().click();
      await page.waitForURL(`${env.shop.baseUrl}/`);
      await button.click();
      await page.getByRole('menuitem', { name: 'Profile' }).waitFor();

      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/trpc/') || url.pathname.startsWith('/api/')) calls.push(url.pathname);
      });
      // Opens the profile, which asks for the orders, and signs out before the calls of that moment are
      // sent together (they wait for the current task to end): no task runs in between.
      const profileShown = await page.evaluate(async (menu) => {
        const settle = async () => {
          for (let i = 0; i < 20; i++) await Promise.resolve();
        };
        const item = (name: string) => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((e) => e.textContent === name);
        item('Profile')?.click();
        await settle();
        const shown = document.querySelector('#my-orders') !== null;
        document.querySelector<HTMLElement>(`button[aria-label="${menu}"]`)?.click();
        await settle();
        item('Logout')?.click();
        return shown;
      }, label);
      expect(profileShown).toBe(true);
      await page.waitForURL(/\/login$/);
      await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
      // The calls of that moment would have gone out at the next task, long before the login page is drawn.
      expect(calls.filter((call) => call.includes('orders.mine'))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('the account menu in the header', () => {
  it(
    'opens by click or arrow keys, moves with the arrows, closes on Escape (focus back on its button), a click elsewhere or Tab, and its items work',
    async () => {
      const person = await newCustomer(env.shop.baseUrl, 'Kavya Menon');
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/login');
      await signInThroughForm(page, person.email, person.password);
      const button = page.getByRole('button', { name: `Account menu for ${person.name}` });
      await button.waitFor();
      const menu = page.getByRole('menu', { name: `Account menu for ${person.name}` });
      const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');

      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.focus();
      await page.keyboard.press('ArrowDown');
      await menu.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(focused).toBe('Profile');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('Logout');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('Profile');
      await page.keyboard.press('End');
      expect(await focused()).toBe('Logout');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Account menu for ${person.name}`);

      await page.keyboard.press('ArrowUp');
      await expect.poll(focused).toBe('Logout');
      await page.keyboard.press('Tab');
      await menu.waitFor({ state: 'detached' });

      await button.click();
      await menu.waitFor();
      await page.mouse.click(20, 500);
      await menu.waitFor({ state: 'detached' });

      await button.click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.waitForURL(/\/profile$/);
      await menu.waitFor({ state: 'detached' });
      await button.click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL(/\/login$/);
      await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
