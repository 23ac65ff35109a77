import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { categoryIndex } from '../../src/server/categories/category-index.js';
import { LATEST_WHEN_EMPTY } from '../../src/shared/empty-search.js';
import { formatRupees, rupeesToPaise } from '../../src/shared/money.js';
import { hydrated, openTab, productInStock, productPageHydrated, screenshot, useShopAndBrowser } from './harness.js';
import { holdScripts } from './hold-scripts.js';
import { layoutShift } from './layout-shift.js';

/**
 * Shopping on a 375 × 740 phone: two cards a row, the filters in a drawer, the buy bar on a product page, the
 * suggestions closing on submit, and a search that finds nothing.
 */

const LONG = 120_000;
const PHONE_SCREEN = { width: 375, height: 740 } as const;
const POLL = { timeout: 10_000 };
const env = useShopAndBrowser();

const cards = (page: Page) => page.getByTestId('product-card');
const cardNames = (page: Page) => cards(page).locator('h3').allTextContents();
/** The card's price line ('Rs 1,499/-', 'from Rs 899/-'). */
const priceOf = (card: Locator) => card.locator('p').filter({ hasText: /Rs [\d,]+(\.\d\d)?\/-/ }).first();

/** The page as it settles: hydrated, nothing more to load (the full stylesheet and the lazily loaded parts included). */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

/** Two cards side by side in the first row, names at most two lines tall, prices shown in full. */
async function expectTwoCardsARow(page: Page, route: string): Promise<void> {
  const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards(page).nth(i).boundingBox()));
  if (!first || !second || !third) throw new Error(`${route}: fewer than three cards`);
  expect(Math.abs(first.y - second.y), `${route}: the first two cards share a row`).toBeLessThan(1);
  expect(first.x + first.width, `${route}: the second card is beside the first`).toBeLessThanOrEqual(second.x);
  expect(second.x + second.width, `${route}: both fit on the screen`).toBeLessThanOrEqual(PHONE_SCREEN.width);
  expect(third.y, `${route}: the third card starts the next row`).toBeGreaterThan(first.y + first.height - 1);
  for (const i of [0, 1, 2, 3]) {
    const card = cards(page).nth(i);
    const box = (await card.boundingBox())!;
    const name = card.locator('h3');
    const lines = await name.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
    expect(lines, `${route}: card ${i}'s name is at most two lines tall`).toBeLessThanOrEqual(2.05);
    const price = priceOf(card);
    expect(await price.isVisible(), `${route}: card ${i}'s price shows`).toBe(true);
    const priceBox = (await price.boundingBox())!;
    expect(priceBox.y + priceBox.height, `${route}: card ${i}'s price is inside its card`).toBeLessThanOrEqual(box.y + box.height);
    expect(priceBox.x + priceBox.width).toBeLessThanOrEqual(box.x + box.width);
    // Clamped to the eye only: the whole name is in the card's accessible name.
    const fullName = (await name.textContent())!;
    expect(await card.evaluate((element, text) => (element.textContent ?? '').includes(text), fullName)).toBe(true);
  }
}

describe('shopping on a phone', () => {
  it(
    'shows two cards a row on the home, a category and a search page, the first ones on the first screen',
    { timeout: LONG },
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE_SCREEN);
      for (const route of ['/', '/category/fashion', '/search/kurta']) {
        await page.goto(route);
        await cards(page).first().waitFor();
        await settled(page);
        await expectTwoCardsARow(page, route);
        if (route !== '/') {
          // A list page's first products, pictures and all, are on the first screen (the filters are one row).
          const first = (await cards(page).first().boundingBox())!;
          expect(first.y + first.width, `${route}: the first card's picture is on the first screen`).toBeLessThanOrEqual(PHONE_SCREEN.height);
        }
        expect(await layoutShift(page), `${route}: layout shift`).toBeLessThanOrEqual(0.02);
      }
      // Long names are clamped: the demo's longest name in Fashion is cut to two lines on a 375 px phone.
      await page.goto('/category/fashion');
      await settled(page);
      const clamped = await cards(page)
        .locator('h3')
        .evaluateAll((names) => names.some((name) => name.scrollHeight > name.clientHeight + 1));
      expect(clamped).toBe(true);
      await screenshot(page, 'phone-category-two-cards');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'opens the filters in a drawer whose Apply button counts the products, and applying changes the list and the address',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE_SCREEN);
      const fashion = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 50, category: 'fashion' });
      const inStock = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 1, category: 'fashion', inStock: true }).total;
      const brand = fashion.facets.brands[0];
      const both = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 1, category: 'fashion', inStock: true, brand: brand.brand }).total;
      const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

      await page.goto('/category/fashion');
      await settled(page);
      // The side column's filters are for wider screens: on the phone one row, a Filters button and the sort.
      expect(await page.getByRole('checkbox').count()).toBe(0);
      const filtersButton = page.getByRole('button', { name: /^Filters/ });
      expect(await filtersButton.textContent()).toBe('Filters');
      expect(await page.getByRole('combobox', { name: 'Sort by' }).count()).toBe(1);

      await filtersButton.click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await drawer.waitFor();
      const apply = drawer.getByRole('button', { name: /^Show / });
      await expect.poll(() => apply.textContent(), POLL).toBe(`Show ${products(fashion.total)}`);
      // Choosing changes the count, not yet the page.
      await drawer.getByRole('switch', { name: 'In stock only' }).check();
      await expect.poll(() => apply.textContent(), POLL).toBe(`Show ${products(inStock)}`);
      await drawer.getByRole('checkbox', { name: `${brand.brand} (${brand.count})` }).check();
      await expect.poll(() => apply.textContent(), POLL).toBe(`Show ${products(both)}`);
      expect(new URL(page.url()).search).toBe('');
      await screenshot(page, 'phone-filter-drawer');

      await apply.click();
      await drawer.waitFor({ state: 'hidden' });
      await page.waitForURL((url) => url.searchParams.get('inStock') === 'true' && url.searchParams.getAll('brand').includes(brand.brand));
      await expect.poll(() => page.getByRole('main').getByRole('status').textContent(), POLL).toBe(products(both));
      await expect.poll(() => cards(page).count(), POLL).toBe(both);
      const ofBrand = fashion.products.filter((p) => p.brand === brand.brand && p.countInStock > 0).map((p) => p.name);
      for (const name of await cardNames(page)) expect(ofBrand).toContain(name);
      expect(await filtersButton.textContent()).toBe('Filters (2)');
      // Closed, the drawer gave the focus back to its button.
      expect(await filtersButton.evaluate((button) => button === document.activeElement)).toBe(true);

      // The sort beside the button applies at once.
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc' && url.searchParams.get('inStock') === 'true');

      // Clear in the drawer, then Apply: the whole category again, still sorted; Escape closes without applying.
      await filtersButton.click();
      await drawer.waitFor();
      await drawer.getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => apply.textContent(), POLL).toBe(`Show ${products(fashion.total)}`);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).searchParams.get('inStock')).toBe('true');
      await filtersButton.click();
      await drawer.waitFor();
      expect(await drawer.getByRole('switch', { name: 'In stock only' }).isChecked()).toBe(true);
      await drawer.getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => apply.textContent(), POLL).toBe(`Show ${products(fashion.total)}`);
      await apply.click();
      await page.waitForURL((url) => url.search === '?sort=price_asc');
      await expect.poll(() => cards(page).count(), POLL).toBe(Math.min(fashion.total, 12));
      expect(await filtersButton.textContent()).toBe('Filters');
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'the cart is drawn by the server with room held for its lines, which the browser fills in without a shift',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE_SCREEN);
      const product = productInStock(env.shop);
      await page.goto(`/product/${product._id}`);
      await productPageHydrated(page);
      await page.getByRole('region', { name: 'Buy' }).getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByRole('link', { name: /^Cart \(1 item\)/ }).waitFor();

      // With its scripts held back the page is already there: heading, room for the lines, and the footer
      // below the first screen (a page the browser drew alone was blank until its scripts ran).
      const scripts = await holdScripts(page);
      await page.goto('/cart', { waitUntil: 'commit' });
      await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor(POLL);
      await page.locator('[aria-busy="true"]').first().waitFor(POLL);
      const footerTop = await page.locator('footer').evaluate((element) => element.getBoundingClientRect().top);
      expect(footerTop, 'the footer starts below the first screen').toBeGreaterThanOrEqual(PHONE_SCREEN.height);

      await scripts.release();
      await page.getByRole('list', { name: 'Cart items' }).getByRole('link', { name: product.name }).waitFor(POLL);
      await settled(page);
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    "shows a buy bar once the page's Add To Cart has scrolled away, in room the page keeps for it, and it adds to the cart",
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE_SCREEN);
      const product = productInStock(env.shop);
      await page.goto(`/product/${product._id}`);
      await productPageHydrated(page);
      await settled(page);
      const bar = page.getByTestId('buy-bar');
      const pageButton = page.getByRole('region', { name: 'Buy' }).getByRole('button', { name: 'Add To Cart' });
      expect(await bar.count()).toBe(0);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      // The room is kept at the bottom of the page (under the footer's last line) from the first paint, before the bar shows.
      const footer = page.locator('footer');
      const bottomPadding = () => footer.evaluate((element) => parseFloat(getComputedStyle(element).paddingBottom));
      const padding = await bottomPadding();
      expect(padding).toBeGreaterThan(40);

      // The page's button in view: no bar.
      await pageButton.scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await bar.count()).toBe(0);

      // Scrolled past it (in one jump, as End or a link does): the bar, with the price and its own button.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const past = await pageButton.evaluate((button) => button.getBoundingClientRect().bottom + window.scrollY + 40);
      await page.evaluate((y) => window.scrollTo(0, y), past);
      await bar.waitFor({ state: 'visible' });
      // Measured where it comes to rest, after it has risen into place.
      await bar.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      expect(await bar.getByText(/Rs [\d,]+/).textContent()).toBe(formatRupees(rupeesToPaise(product.price)));
      // Showing it moved nothing: the page is as long as before, and its bottom room is exactly the bar.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
      const barBox = (await bar.boundingBox())!;
      expect(barBox.height).toBe(await bottomPadding());
      expect(barBox.y + barBox.height).toBe(PHONE_SCREEN.height);
      // At the very end of the page the bar covers none of it: the footer's last line ends above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [footerBottom, contentEnd] = await footer.evaluate((element) => [
        element.getBoundingClientRect().bottom,
        Math.max(...[...element.children].map((child) => child.getBoundingClientRect().bottom)),
      ]);
      expect(Math.abs(footerBottom - PHONE_SCREEN.height)).toBeLessThan(1);
      expect(contentEnd).toBeLessThanOrEqual(barBox.y + 0.5);
      await screenshot(page, 'phone-buy-bar');

      // Back up to the page's button: the bar goes.
      await pageButton.scrollIntoViewIfNeeded();
      await bar.waitFor({ state: 'detached' });
      await page.evaluate((y) => window.scrollTo(0, y), past);
      await bar.waitFor({ state: 'visible' });

      // Its button adds to the cart as the page's does: to the cart page, the badge counting one.
      await page.locator('header').getByRole('link', { name: 'Cart', exact: true }).waitFor();
      await bar.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.locator('header').getByRole('link', { name: 'Cart (1 item)', exact: true }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'closes the suggestions when the search is sent',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE_SCREEN);
      await page.goto('/');
      await settled(page);
      const box = page.getByRole('searchbox', { name: 'Search products' });
      await box.pressSequentially('kurt', { delay: 30 });
      // The suggestions' options (not those of a select on the page it goes to).
      const options = page.getByRole('listbox').getByRole('option');
      await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await box.press('Enter');
      await page.waitForURL(/\/search\/kurt$/);
      await cards(page).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await options.count()).toBe(0);
      expect(await page.getByRole('listbox').count()).toBe(0);
      // The field keeps its text and the focus, and what it shows is the page, not a list over it.
      expect(await box.inputValue()).toBe('kurt');
      await screenshot(page, 'phone-search-sent');
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'says what a search that finds nothing found, offers the nearest search, the categories and the latest products',
    async () => {
      const keyword = 'xyzzyq plugh';
      const latest = listProducts(env.shop.deps.db, LATEST_WHEN_EMPTY).products.map((p) => p.name);
      const categories = categoryIndex(env.shop.deps.db).tree;
      expect(latest).toHaveLength(4);

      // A search with results first, so the empty one cannot lean on its styles (each kind of page has its own
      // critical CSS).
      const warm = await openTab(env.browser, env.shop.baseUrl, PHONE_SCREEN);
      await warm.page.goto('/search/kurta');
      await settled(warm.page);
      await warm.context.close();

      const expectEmptyState = async (page: Page) => {
        await page.getByText(`No products match '${keyword}'`, { exact: true }).waitFor();
        const shop = page.getByRole('region', { name: 'Shop by category' });
        for (const category of categories) {
          expect(await shop.getByRole('link', { name: category.name, exact: true }).getAttribute('href')).toBe(`/category/${category.slug}`);
        }
        const newest = page.getByRole('region', { name: 'Latest products' });
        await expect.poll(() => newest.getByTestId('product-card').locator('h3').allTextContents(), POLL).toEqual(latest);
        expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
        // A handful of the newest, not a list of the whole shop: no pager.
        expect(await newest.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);
      };

      // Drawn by the server: whole without the script.
      const plain = await env.browser.newContext({ baseURL: env.shop.baseUrl, viewport: PHONE_SCREEN, javaScriptEnabled: false });
      const plainPage = await plain.newPage();
      await plainPage.goto(`/search/${encodeURIComponent(keyword)}`);
      await expectEmptyState(plainPage);
      await plain.close();

      // Hydrated, with nothing moving; no 'Did you mean' while the server knows no nearer search.
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE_SCREEN);
      await page.goto(`/search/${encodeURIComponent(keyword)}`);
      await settled(page);
      await expectEmptyState(page);
      expect(await page.getByText(/^Did you mean/).count()).toBe(0);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      await screenshot(page, 'phone-search-empty');

      // When the answer names a nearer search: 'Did you mean' with a link to it.
      await page.route('**/trpc/**', async (route) => {
        const ops = new URL(route.request().url()).pathname.split('/').pop()!.split(',');
        if (!ops.includes('products.list')) return route.continue();
        const response = await route.fetch();
        const body = (await response.json()) as { result?: { data?: { total?: number; nearestKeyword?: string | null } } }[];
        for (const [i, op] of ops.entries()) {
          const data = body[i]?.result?.data;
          if (op === 'products.list' && data?.total === 0) data.nearestKeyword = 'kurta';
        }
        await route.fulfill({ response, json: body });
      });
      // Searched from the header's suggestions box, which asks the API (the plain form would load a drawn page).
      const box = page.getByRole('searchbox', { name: 'Search products' });
      await box.click();
      await page.locator('form[data-suggestions="ready"]').waitFor();
      await box.fill('qwxzv');
      await box.press('Enter');
      await page.waitForURL(/\/search\/qwxzv$/);
      await page.getByText("No products match 'qwxzv'", { exact: true }).waitFor();
      const nearest = page.getByText(/^Did you mean/);
      await expect.poll(() => nearest.textContent(), POLL).toBe('Did you mean kurta?');
      await nearest.getByRole('link', { name: 'kurta' }).click();
      await page.waitForURL(/\/search\/kurta$/);
      await cards(page).first().waitFor();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
