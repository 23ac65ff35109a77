import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCustomer } from './accounts.js';
import { checkoutCashOnDelivery } from './checkout-steps.js';
import { hydrated, openTab, productInStock, productPageHydrated, useShopAndBrowser } from './harness.js';
import { holdScripts } from './hold-scripts.js';
import { layoutShift } from './layout-shift.js';
import { placeOrderOverApi, useSessionIn } from './shop-api.js';

/**
 * The shipping step, Place Order and an order's page are the shopper's. The shipping step is known in the browser
 * only: the server draws its frame with room held (docs/decisions/019-page-weight.md), so a phone shows the page
 * before its scripts have run, and filling it in moves nothing. Place Order and an order's page are drawn whole
 * for the shopper, from the cookies the browser writes for them (docs/decisions/061-shopper-pages-drawn.md): the
 * address or the order is on the first screen before any script runs, and hydrating it changes nothing.
 */

const LONG = 120_000;
const PHONE_SCREEN = { width: 375, height: 740 } as const;
const POLL = { timeout: 15_000 };
const env = useShopAndBrowser();

/**
 * Opens `path` with its scripts held back: the server's page shows `heading`, room held (aria-busy) and the
 * footer below the first screen. Then the scripts run, `filled` appears, and the layout shifted at most 0.02.
 */
async function drawnThenFilled(page: Page, path: string, heading: string | RegExp, filled: () => Promise<unknown>): Promise<void> {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor(POLL);
  await page.locator('[aria-busy="true"]').first().waitFor(POLL);
  const footerTop = await page.locator('footer').evaluate((element) => element.getBoundingClientRect().top);
  expect(footerTop, `${path}: the footer starts below the first screen`).toBeGreaterThanOrEqual(PHONE_SCREEN.height);

  await scripts.release();
  await filled();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[aria-busy="true"]').count(), `${path}: nothing is still held`).toBe(0);
  expect(await layoutShift(page), `${path}: layout shift`).toBeLessThanOrEqual(0.02);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/**
 * Opens `path` with its scripts held back: the server's page already shows `shown` (the shopper's own data), with
 * no room held, and its `button` disabled until its handler is attached. Then the scripts run, `ready` holds, the
 * page hydrates without an error (a mismatch would be one) and nothing moves.
 */
async function drawnWhole(page: Page, path: string, shown: () => Promise<unknown>, button: string, ready: () => Promise<unknown>): Promise<void> {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await shown();
  expect(await page.locator('[aria-busy="true"]').count(), `${path}: no room held`).toBe(0);
  expect(await page.getByRole('button', { name: button }).isDisabled(), `${path}: ${button} waits for its handler`).toBe(true);
  await scripts.release();
  await ready();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page), `${path}: layout shift`).toBeLessThanOrEqual(0.02);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

describe('checkout pages drawn by the server', () => {
  it(
    'shipping shows its frame before its scripts run; Place Order and the order page come drawn whole; nothing shifts',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE_SCREEN);
      const customer = await newCustomer(env.shop.baseUrl, 'Meera Iyer');
      await useSessionIn(context, customer.session);
      const product = productInStock(env.shop, 5);
      await page.goto(`/product/${product._id}`);
      await productPageHydrated(page);
      await page.getByRole('region', { name: 'Buy' }).getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByRole('link', { name: /^Cart \(1 item\)/ }).waitFor();
      await page.goto('/cart');
      await hydrated(page);
      await checkoutCashOnDelivery(page, { name: 'Meera Iyer', mobile: '9876543210', address: '14, Besant Nagar', pincode: '600090', city: 'Chennai', state: 'Tamil Nadu' });

      // The address was saved to the book: the step shows it chosen.
      await drawnThenFilled(page, '/shipping', 'Shipping', () => page.getByRole('radio', { name: /14, Besant Nagar/ }).waitFor(POLL));
      await drawnWhole(
        page,
        '/placeorder',
        () => page.getByText('14, Besant Nagar').waitFor(POLL),
        'Place Order',
        () => page.getByRole('button', { name: 'Place Order' }).and(page.locator(':enabled')).waitFor(POLL),
      );

      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order\/[0-9a-f]+$/);
      const orderPath = new URL(page.url()).pathname;
      const heading = page.getByRole('heading', { name: /^Order RS-\d+$/, level: 1 });
      await heading.waitFor(POLL);
      await drawnWhole(page, orderPath, () => heading.waitFor(POLL), 'Cancel order', () =>
        page.getByRole('button', { name: 'Cancel order' }).and(page.locator(':enabled')).waitFor(POLL),
      );
      // The cart was bought: Place Order's cookie goes with it, and the page is a frame again.
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('shop_checkout');

      // Signed out, the browser keeps nothing the server would draw an order from: the order page is a frame again.
      await page.getByRole('button', { name: 'Account menu for Meera Iyer' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL(/\/login$/);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('shop_session');
      const afterSignOut = await context.request.get(orderPath);
      expect(await afterSignOut.text()).not.toContain('14, Besant Nagar');
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'the server draws the same frame for everyone, without the offer banner, kept out of search engines; a visitor signs in or checks out as a guest',
    async () => {
      for (const [path, heading] of [
        ['/shipping', 'Shipping'],
        ['/placeorder', 'Place Order'],
        ['/order/0123456789abcdef01234567', 'Order'],
      ] as const) {
        const html = await (await fetch(`${env.shop.baseUrl}${path}`)).text();
        expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
        expect(html, path).toContain('<meta name="robots" content="noindex');
        // No offer over the checkout: it would be taken away again from a shopper whose code is used, moving the page.
        expect(html, path).not.toContain('aria-label="Offer"');
      }
      expect(await (await fetch(`${env.shop.baseUrl}/`)).text()).toContain('aria-label="Offer"');
      const { page, context } = await openTab(env.browser, env.shop.baseUrl, PHONE_SCREEN);
      await page.goto('/order/0123456789abcdef01234567');
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/order/0123456789abcdef01234567', POLL);
      // The shop takes guests: a visitor checks out as one.
      await page.goto('/shipping');
      await page.getByText('Checking out as a guest.').waitFor(POLL);
      await context.close();
    },
    LONG,
  );
  it(
    'an order opened from a link is asked for as the script starts, while the page hydrates, and only once',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE_SCREEN);
      const customer = await newCustomer(env.shop.baseUrl, 'Kavya Menon');
      await useSessionIn(context, customer.session);
      const order = await placeOrderOverApi(env.shop.baseUrl, customer.session.token, [{ product: productInStock(env.shop, 2), qty: 1 }]);
      // When the page says its handlers are attached (Providers.tsx), on the page's own clock.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.dataset.hydrated) return;
          (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
      });
      await page.goto(`/order/${order._id}`);
      await page.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 }).waitFor(POLL);
      await hydrated(page);
      const times = await page.evaluate(() => ({
        hydrated: (window as unknown as { hydratedAt: number }).hydratedAt,
        asked: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('orders.byId')).map((entry) => entry.startTime),
      }));
      expect(times.asked, JSON.stringify(times)).toHaveLength(1);
      expect(times.asked[0], JSON.stringify(times)).toBeLessThan(times.hydrated);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
  it(
    'opened within the app, the cart draws the shopper\'s lines at once, without the space the server holds',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE_SCREEN);
      const product = productInStock(env.shop, 3);
      await page.goto(`/product/${product._id}`);
      await productPageHydrated(page);
      await page.getByRole('region', { name: 'Buy' }).getByRole('button', { name: 'Add To Cart' }).click();
      const cartLink = page.getByRole('link', { name: /^Cart \(1 item\)/ });
      await cartLink.waitFor();
      // Whether the page ever shows held space from here on.
      await page.evaluate(() => {
        const seen = window as unknown as { heldSeen: boolean };
        seen.heldSeen = false;
        new MutationObserver(() => {
          if (document.querySelector('[aria-busy="true"]')) seen.heldSeen = true;
        }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
      });
      await cartLink.click();
      await page.waitForURL('**/cart');
      await page.getByRole('list', { name: 'Cart items' }).getByText(product.name).waitFor(POLL);
      expect(await page.evaluate(() => (window as unknown as { heldSeen: boolean }).heldSeen)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
