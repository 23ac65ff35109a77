import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DESKTOP, hydrated, openTab, screenshot, useShopAndBrowser } from './harness.js';
import { holdScripts } from './hold-scripts.js';

const LONG = 120_000;
const env = useShopAndBrowser();

/** The names holding `word` come first, and there is at least one. */
const namedFirst = (names: string[], word: string) => {
  const holds = names.map((name) => name.toLowerCase().includes(word));
  const cut = holds.includes(false) ? holds.indexOf(false) : holds.length;
  return holds[0] === true && !holds.slice(cut).includes(true);
};
const cardNames = async (page: Page) => page.getByTestId('product-card').locator('h3').allTextContents();

describe('search', () => {
  it(
    'typing in the header shows suggestions, chosen with the keyboard; a misspelt search shows the corrected results',
    async () => {
      const { page, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: 'Search products' });

      await box.pressSequentially('kurt', { delay: 30 });
      const options = page.getByRole('option');
      // The suggestions for a shorter text typed on the way may show first, until those for 'kurt' arrive.
      const forKurt = (labels: string[]) => labels.length > 0 && labels.every((label) => label.toLowerCase().includes('kurt'));
      // The page may still be waiting for its script (it comes after the page's first images): typing went
      // into the plain field, which hands its text over once the script has run.
      await expect.poll(async () => forKurt(await options.allTextContents()), { timeout: 15_000 }).toBe(true);
      const offered = await options.allTextContents();
      expect(forKurt(offered)).toBe(true);
      expect(offered.length).toBeLessThanOrEqual(8);
      await screenshot(page, 'desktop-search-suggestions');
      // Arrow down and Enter go to the first suggested product.
      await box.press('ArrowDown');
      await box.press('Enter');
      await page.waitForURL(/\/product\//);
      await page.getByRole('heading', { name: offered[0], level: 1 }).waitFor();

      // A category is offered too, and goes to its page.
      await box.fill('');
      await box.pressSequentially('fash', { delay: 30 });
      await page.getByRole('option', { name: 'Fashion' }).click();
      await page.waitForURL(/\/category\/fashion$/);

      // Misspelt: the corrected search, and what it was corrected to.
      await box.fill('kurtha');
      await box.press('Enter');
      await page.waitForURL(/\/search\/kurtha$/);
      await page.getByText('Showing results for “kurta”').waitFor();
      await page.getByTestId('product-card').first().waitFor();
      // Kurtas by name first (bm25 weighs the name most), then products that only mention one in their description.
      expect(namedFirst(await cardNames(page), 'kurta')).toBe(true);
      await screenshot(page, 'desktop-search-corrected');
      expect(errors).toEqual([]);
    },
    LONG,
  );

  it(
    'text typed before the page has hydrated stays, though keys pressed while it hydrates restart the hydration; Enter searches without the script',
    async () => {
      const { page, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      // A phone's slower processor (Lighthouse's 4× and a little more): hydration takes many slices of time,
      // and a key pressed between two of them makes React start it again at once.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const scripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await scripts.asked;
      const box = page.getByRole('searchbox', { name: 'Search products' });
      await box.pressSequentially('kur', { delay: 30 });

      // Keys pressed (Shift: no text of its own) while React is part way through hydrating the page's shell, and
      // on until the page says it is hydrated. A node React has hydrated carries its fiber (React's
      // `__reactFiber$` property), set while it renders; the skip link is among the shell's first. A key
      // pressed before hydration starts would only make all of it run at once.
      const keysWhileHydrating = await box.evaluateHandle((field) => {
        const count = { keys: 0 };
        const skipLink = document.querySelector('a[href="#main"]')!;
        const started = () => Object.keys(skipLink).some((key) => key.startsWith('__reactFiber$'));
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          if (document.documentElement.dataset.hydrated) return;
          channel.port2.postMessage(null);
          if (!started()) return;
          field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
          count.keys += 1;
        };
        channel.port2.postMessage(null);
        return count;
      });
      await scripts.release();
      await hydrated(page);
      expect(await keysWhileHydrating.evaluate((count) => count.keys)).toBeGreaterThan(0);
      // The same field, still holding what was typed: the server's HTML was kept, not drawn again.
      expect(await box.inputValue()).toBe('kur');
      await expect.poll(() => box.evaluate((field) => field === document.activeElement)).toBe(true);
      await page.keyboard.type('t');
      const options = page.getByRole('option');
      await expect.poll(async () => (await options.allTextContents()).some((label) => label.toLowerCase().includes('kurt')), { timeout: 15_000 }).toBe(true);
      expect(await box.inputValue()).toBe('kurt');
      expect(errors).toEqual([]);
      await page.context().close();

      // Without the script (held back for good), the plain form searches: GET /search?q= goes to the search page.
      const plain = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      const held = await holdScripts(plain.page);
      await plain.page.goto('/', { waitUntil: 'domcontentloaded' });
      await held.asked;
      const field = plain.page.getByRole('searchbox', { name: 'Search products' });
      await field.fill('kurta');
      await field.press('Enter');
      await plain.page.waitForURL(/\/search\/kurta$/, { waitUntil: 'domcontentloaded' });
      expect(namedFirst(await cardNames(plain.page), 'kurta')).toBe(true);
      await plain.context.close();
    },
    LONG,
  );

  it(
    'filters and sort change the list and the address, which survives reload and Back',
    async () => {
      const { page, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      const fashion = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 50, category: 'Fashion' });
      const brand = fashion.facets.brands[0];
      await page.goto('/category/fashion');
      await page.getByTestId('product-card').first().waitFor();
      const all = await cardNames(page);

      // A brand, with its count: only its products, and the brand in the address.
      await page.getByRole('checkbox', { name: `${brand.brand} (${brand.count})` }).check();
      await page.waitForURL((url) => url.searchParams.getAll('brand').includes(brand.brand));
      await expect.poll(async () => (await cardNames(page)).length).toBe(Math.min(brand.count, 12));
      const ofBrand = fashion.products.filter((p) => p.brand === brand.brand).map((p) => p.name);
      for (const name of await cardNames(page)) expect(ofBrand).toContain(name);

      // Back: all of the category again.
      await page.goBack();
      await page.waitForURL(/\/category\/fashion$/);
      await expect.poll(() => cardNames(page)).toEqual(all);

      // Sort by price, low to high: the address says so and the prices go up; a reload keeps it.
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
      await page.waitForURL(/sort=price_asc/);
      const cheapestFirst = [...fashion.products].sort((a, b) => a.price - b.price || Date.parse(b.createdAt) - Date.parse(a.createdAt)).map((p) => p.name);
      await expect.poll(() => cardNames(page)).toEqual(cheapestFirst.slice(0, 12));
      await page.getByRole('switch', { name: 'In stock only' }).check();
      await page.waitForURL((url) => url.searchParams.get('inStock') === 'true' && url.searchParams.get('sort') === 'price_asc');
      await page.reload();
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByRole('switch', { name: 'In stock only' }).isChecked()).toBe(true);
      const inStockCheapest = cheapestFirst.filter((name) => fashion.products.find((p) => p.name === name && p.countInStock > 0));
      await expect.poll(() => cardNames(page)).toEqual(inStockCheapest.slice(0, 12));
      await screenshot(page, 'desktop-category-filtered');
      expect(errors).toEqual([]);
    },
    LONG,
  );
});
