import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../../src/server/errors.js';
import { toastsWith } from './accounts.js';
import { DESKTOP, hydrated, openTab, productInStock, useShopAndBrowser } from './harness.js';

const LONG = 120_000;
const env = useShopAndBrowser();

/**
 * Makes every /trpc request that carries `procedure` fail with the server's 500 answer until the returned
 * function is called; the batch's other calls fail with it (they share the one HTTP answer).
 */
async function failCalls(page: Page, procedure: string): Promise<{ stop: () => void; count: () => number }> {
  let failing = true;
  let failed = 0;
  await page.route('**/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const ops = url.pathname.split('/').pop()!.split(',');
    if (!failing || !ops.includes(procedure)) return route.continue();
    failed++;
    const error = { error: { message: INTERNAL_ERROR_MESSAGE, code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } };
    if (!url.searchParams.has('batch')) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(error) });
    // As the server answers a batch where one call fails: that call's error beside the others' results.
    const results = ops.length > 1 ? ((await (await route.fetch()).json()) as unknown[]) : [];
    const body = ops.map((op, i) => (op === procedure ? error : results[i]));
    await route.fulfill({ status: ops.length > 1 ? 207 : 500, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return { stop: () => void (failing = false), count: () => failed };
}

/** The failed list says so with the server's message (no 'No products found'), and Retry brings the products. */
async function expectAlertThenRetry(page: Page, failure: { stop: () => void }) {
  const alert = page.getByRole('main').getByRole('alert');
  await alert.waitFor();
  await alert.getByText(INTERNAL_ERROR_MESSAGE).waitFor();
  expect(await page.getByText('No products found').count()).toBe(0);
  expect(await page.getByTestId('product-card').count()).toBe(0);
  failure.stop();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId('product-card').first().waitFor();
  await alert.waitFor({ state: 'detached' });
}

/** Console lines of the failed requests themselves, which the browser logs by itself. */
const withoutFailedRequests = (errors: string[]) => errors.filter((e) => !e.includes('status of 500'));

describe('a product list or product that fails to load', () => {
  it(
    'shows the error with a Retry button on the home grid, a search and a category, instead of "No products found"',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/');
      await page.getByTestId('product-card').first().waitFor();
      await hydrated(page);

      // The home grid's second page.
      let failure = await failCalls(page, 'products.list');
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(/\/\?page=2$/);
      await expectAlertThenRetry(page, failure);
      await page.unroute('**/trpc/**');

      // A search.
      failure = await failCalls(page, 'products.list');
      // Focusing the field loads the suggestions' search box, which searches without reloading the page.
      await page.getByRole('searchbox', { name: 'Search products' }).click();
      await page.locator('form[data-suggestions="ready"]').waitFor();
      await page.getByRole('searchbox', { name: 'Search products' }).fill('kurta');
      await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
      await page.getByRole('heading', { name: 'Search Results for kurta' }).waitFor();
      await expectAlertThenRetry(page, failure);
      await page.unroute('**/trpc/**');

      // A category.
      failure = await failCalls(page, 'products.list');
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Footwear' }).click();
      await page.getByRole('heading', { name: 'Footwear', level: 1 }).waitFor();
      await expectAlertThenRetry(page, failure);
      await page.unroute('**/trpc/**');

      expect(withoutFailedRequests(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    "shows the server's message in a toast when a product fails to load; the carousel's failure is only logged",
    async () => {
      const product = productInStock(env.shop);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/category/electronics');
      await page.getByTestId('product-card').first().waitFor();
      await hydrated(page);

      let failure = await failCalls(page, 'products.byId');
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/product/${product._id}`);
      await toastsWith(page, INTERNAL_ERROR_MESSAGE).first().waitFor();
      await page.unroute('**/trpc/**');

      // The carousel fails, the rest of the home page does not: no alert, no toast, one line in the console.
      failure = await failCalls(page, 'products.top');
      await page.locator('header').getByRole('link', { name: 'Rupee Shop' }).click();
      await page.getByTestId('product-card').first().waitFor();
      await expect.poll(() => failure.count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Top products' }).count()).toBe(0);
      await expect.poll(() => errors.some((e) => e.includes('Could not load the top products')), { timeout: 15_000 }).toBe(true);
      expect(withoutFailedRequests(errors).filter((e) => !e.includes('Could not load the top products'))).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
