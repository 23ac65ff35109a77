/**
 * The shop's policy pages in a real browser: drawn on the server (readable without JavaScript), linked from
 * every page's footer, and edited by the owner in the admin settings.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { newCustomer } from './accounts.js';
import { DESKTOP, hydrated, openTab, PHONE, productInStock, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, useSessionIn } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

/** A cart line of a demo product in stock, as the browser keeps it. */
function productLine() {
  const product = productInStock(env.shop, 1);
  return { _id: product._id, name: product.name, image: product.image, price: product.price, countInStock: product.countInStock, gstRate: product.gstRate };
}

describe('the shop’s policy pages', () => {
  it(
    'Place Order says that placing the order agrees to the terms and the returns policy, with links to both',
    async () => {
      const customer = await newCustomer(env.shop.baseUrl, 'Ira Sen');
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await useSessionIn(context, customer.session);
      await context.addInitScript(
        ([cart, address]) => {
          window.localStorage.setItem('cartItems', cart);
          window.localStorage.setItem('shippingAddress', address);
          window.localStorage.setItem('paymentMethod', '"COD"');
        },
        [
          JSON.stringify([{ ...productLine(), qty: 1 }]),
          JSON.stringify({ recipientName: 'Ira Sen', phone: '9830012345', address: '4 Park Street', city: 'Kolkata', pincode: '700016', state: 'West Bengal', country: 'India' }),
        ],
      );
      await page.goto('/placeorder');
      await page.getByText('By placing this order you agree to the terms and the returns policy.').waitFor();
      await page.getByRole('link', { name: 'returns policy' }).click();
      await page.waitForURL((url) => url.pathname === '/pages/returns');
      await page.getByRole('heading', { level: 1, name: 'Returns and refunds' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'are drawn on the server: a phone without JavaScript reads the returns policy, named after the shop',
    async () => {
      const context = await env.browser.newContext({ baseURL: env.shop.baseUrl, viewport: PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto('/pages/returns');
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toMatch(/^Returns and refunds \| /);
      await page.getByRole('heading', { level: 1, name: 'Returns and refunds' }).waitFor();
      await page.getByRole('heading', { name: 'Cancelling an order' }).waitFor();
      expect(await page.locator('article').innerText()).toContain('within 7 days of delivery');
      // A page that is not one of the four is the shop's 404.
      expect((await page.goto('/pages/cookies'))?.status()).toBe(404);
      await context.close();
    },
    LONG,
  );

  it(
    'the footer links to all four, and a link opens its page without reloading the shop',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await page.goto('/');
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: 'Shop policies' });
      for (const name of ['Returns and refunds', 'Shipping policy', 'Privacy policy', 'Terms and conditions']) await nav.getByRole('link', { name }).waitFor();
      // The footer's code loads as it comes near the screen (docs/decisions/057-storefront-languages.md): until
      // then its links are plain links, which load the page whole. A shopper scrolls down to it.
      await nav.scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Subscribe' }).and(page.locator(':enabled')).waitFor();
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await nav.getByRole('link', { name: 'Privacy policy' }).click();
      await page.waitForURL((url) => url.pathname === '/pages/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'the owner rewrites the shipping policy in the settings and gives it a Hindi version; shoppers read both at once, and the starting text comes back',
    async () => {
      const admin = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(context, admin);
      await page.goto('/admin/settings');
      const section = page.getByRole('region', { name: 'Shop policies' });
      await section.getByLabel('Page').selectOption('shipping');
      const text = section.getByRole('textbox', { name: 'Shipping policy (Markdown)' });
      await expect(text.inputValue()).resolves.toContain('# Shipping policy');
      await section.getByText('This is the starting text').waitFor();
      await text.fill('# Shipping\n\nWe ship **same day** within Mysuru.');
      await section.getByRole('button', { name: 'Save page' }).click();
      await page.getByText('Shipping policy saved').waitFor();
      await section.getByText('This is the starting text').waitFor({ state: 'hidden' });

      const shopper = await env.browser.newContext({ baseURL: env.shop.baseUrl, viewport: PHONE, javaScriptEnabled: false });
      const policy = await shopper.newPage();
      await policy.goto('/pages/shipping');
      await policy.getByRole('heading', { level: 1, name: 'Shipping' }).waitFor();
      expect(await policy.locator('article strong').innerText()).toBe('same day');
      // Until the owner gives their text a Hindi version, the Hindi page shows it as written.
      await policy.goto('/hi/pages/shipping');
      expect(await policy.locator('article strong').innerText()).toBe('same day');

      // Their own text saved, the owner gives it a Hindi version, which the Hindi page shows.
      const hindi = section.getByRole('textbox', { name: 'हिन्दी (Hindi) version (Markdown)' });
      await hindi.fill('# शिपिंग\n\nमैसूरु में **उसी दिन** शिपिंग।');
      await section.getByRole('button', { name: 'Save page' }).click();
      await expect.poll(async () => (await apiJson<{ bodyHi: string | null }>(env.shop.baseUrl, 'GET', '/api/pages/shipping')).bodyHi).toBe('# शिपिंग\n\nमैसूरु में **उसी दिन** शिपिंग।');
      await section.getByRole('button', { name: 'Save page' }).and(page.locator(':disabled')).waitFor();
      await policy.goto('/hi/pages/shipping');
      await policy.getByRole('heading', { level: 1, name: 'शिपिंग' }).waitFor();
      expect(await policy.locator('article strong').innerText()).toBe('उसी दिन');
      await policy.goto('/pages/shipping');
      expect(await policy.locator('article strong').innerText()).toBe('same day');

      await section.getByRole('button', { name: 'Use the starting text' }).click();
      await page.getByText('Shipping policy shows its starting text again').waitFor();
      await section.getByText('This is the starting text').waitFor();
      const page2 = await apiJson<{ custom: boolean; bodyHi: string | null }>(env.shop.baseUrl, 'GET', '/api/pages/shipping');
      expect(page2).toMatchObject({ custom: false, bodyHi: null });
      expect(errors).toEqual([]);
      await shopper.close();
      await context.close();
    },
    LONG,
  );
});
