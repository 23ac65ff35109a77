/**
 * Admin → Search in a real browser (docs/decisions/049-search-words.md): the owner's synonym sets change what
 * the storefront's search finds at once; a search that found nothing shows on the page and on the dashboard,
 * with a one-click 'Add a synonym' that opens the form with the search entered; a set the server refuses
 * shows its message at the field and keeps what was typed; the page fits a phone and passes axe-core.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import type { ProductList } from '../../src/shared/schemas/product.js';
import type { SearchStats, SynonymSet } from '../../src/shared/schemas/search.js';
import { confirmDialog, dismissToasts, expectToast, pageWidth, settled, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, openTab, PHONE, screenshot, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin } from './shop-api.js';

const LONG = 180_000;
const POLL = { timeout: 10_000 };
const env = useShopAndBrowser();

const adminToken = async () => (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;

/** A shopper's search over the storefront's API: the ids of the first page, sorted, and the number found. */
async function search(keyword: string): Promise<{ ids: string[]; total: number }> {
  const list = await apiJson<ProductList>(env.shop.baseUrl, 'GET', `/api/products?keyword=${encodeURIComponent(keyword)}`);
  return { ids: list.products.map((p) => p._id).sort(), total: list.total };
}

const synonymsTable = (page: Page) => page.getByRole('table', { name: 'Synonyms' });
const nothingFoundTable = (page: Page) => page.getByRole('table', { name: 'Searches that found nothing (last 30 days)' });
const rowOf = (page: Page, table: ReturnType<Page['getByRole']>, cell: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

describe('Admin → Search', () => {
  it(
    'the owner adds a synonym set and the storefront finds with it; editing and deleting it change the search at once',
    async () => {
      // A word no product holds, far from every word a product or a seeded set holds (no typo leads it anywhere).
      const word = 'jootiyan';
      expect((await search(word)).total).toBe(0);
      const footwear = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 50, category: 'Footwear' }).products.map((p) => p._id);
      expect(footwear.length).toBeGreaterThan(0);

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/admin\/search$/);
      await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor();
      await synonymsTable(page).and(page.locator(':not([aria-busy])')).waitFor();

      await page.getByRole('button', { name: 'Add synonyms' }).click();
      const add = page.getByRole('dialog', { name: 'Add synonyms' });
      await add.getByRole('textbox', { name: 'Words' }).fill(`${word}, footwear`);
      // The demo's sets hold 'footwear' already: the form says so (the owner may add the word there instead).
      await add.getByText(/^'footwear' is already in the set .*footwear/).waitFor();
      await add.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Synonym set added');
      await add.waitFor({ state: 'detached' });
      await rowOf(page, synonymsTable(page), `${word}, footwear`).waitFor();
      // The set just saved is at the top of the list, and the box over it finds it by a word.
      await expect.poll(() => synonymsTable(page).getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe(`${word}, footwear`);
      const find = page.getByRole('searchbox', { name: 'Find synonyms' });
      await find.fill('JOOTI');
      await expect.poll(() => synonymsTable(page).getByRole('row').count(), POLL).toBe(2);
      await find.fill('no such word');
      await synonymsTable(page).getByText('No set holds “no such word”.', { exact: true }).waitFor();
      await find.fill('');
      await expect.poll(() => synonymsTable(page).getByRole('row').count(), POLL).toBeGreaterThan(2);
      // The storefront's search finds the Footwear category's products with the new word.
      await expect.poll(async () => (await search(word)).ids, POLL).toEqual([...footwear].sort());

      // Edited: the word now leads to the kurtas.
      await dismissToasts(page);
      await page.getByRole('button', { name: `Edit synonym set ${word}, footwear` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit synonyms' });
      const words = edit.getByRole('textbox', { name: 'Words' });
      expect(await words.inputValue()).toBe(`${word}, footwear`);
      await words.fill(`${word}, kurta`);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Synonym set updated');
      await edit.waitFor({ state: 'detached' });
      await rowOf(page, synonymsTable(page), `${word}, kurta`).waitFor();
      expect(await rowOf(page, synonymsTable(page), `${word}, footwear`).count()).toBe(0);
      const kurta = await search('kurta');
      expect(kurta.total).toBeGreaterThan(0);
      await expect.poll(() => search(word), POLL).toEqual(kurta);

      // Deleted, after the usual question: the word finds nothing again.
      await dismissToasts(page);
      await page.getByRole('button', { name: `Delete synonym set ${word}, kurta` }).click();
      await confirmDialog(page, 'Are you sure you want to delete this synonym set?', 'Delete');
      await expectToast(page, 'Synonym set deleted');
      await rowOf(page, synonymsTable(page), `${word}, kurta`).waitFor({ state: 'detached' });
      await expect.poll(async () => (await search(word)).total, POLL).toBe(0);
      const sets = await apiJson<SynonymSet[]>(env.shop.baseUrl, 'GET', '/api/search/synonyms', await adminToken());
      expect(sets.some((set) => set.terms.includes(word))).toBe(false);

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'a search that found nothing shows on the dashboard and the page; Add a synonym opens the form with it, and then it finds products',
    async () => {
      const word = 'zzqx';
      expect((await search(word)).total).toBe(0);
      const stats = await apiJson<SearchStats>(env.shop.baseUrl, 'GET', '/api/search/stats', await adminToken());
      expect(stats.nothingFound).toContainEqual({ query: word, searches: 1, empty: 1, findsNow: false });

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');

      // The dashboard's card: the search among those that found nothing, with its count and the action.
      await page.goto('/admin');
      const card = page.getByRole('region', { name: 'Searches (last 30 days)' });
      const nothing = card.getByRole('list', { name: 'Found nothing' });
      const item = nothing.getByRole('listitem').filter({ hasText: word });
      await item.getByText('1 time', { exact: true }).waitFor();
      // Beside it the five most made searches (the tests run in any order: others may have searched more).
      const most = card.getByRole('list', { name: 'Most searched' });
      const top5 = await apiJson<SearchStats>(env.shop.baseUrl, 'GET', '/api/search/stats?limit=5', await adminToken());
      await expect.poll(() => most.getByRole('listitem').count(), POLL).toBe(top5.top.length);
      for (const { query, searches } of top5.top) {
        await most.getByRole('listitem').filter({ hasText: query }).getByText(`${searches} ${searches === 1 ? 'search' : 'searches'}`, { exact: true }).waitFor();
      }
      expect(await item.getByRole('link', { name: `Add a synonym for ${word}` }).getAttribute('href')).toBe(`/admin/search?synonym=${word}`);
      await card.getByRole('link', { name: 'Manage search' }).click();
      await page.waitForURL(/\/admin\/search$/);

      // The page's table: the search, how often it found nothing, and that it still does.
      const row = rowOf(page, nothingFoundTable(page), word);
      await row.getByRole('cell', { name: '1', exact: true }).waitFor();
      await row.getByText('Finds nothing', { exact: true }).waitFor();
      await rowOf(page, page.getByRole('table', { name: 'Top searches (last 30 days)' }), word).waitFor();

      // One click: the form holds the search; the owner types only the word it means.
      await row.getByRole('button', { name: `Add a synonym for ${word}` }).click();
      const add = page.getByRole('dialog', { name: 'Add synonyms' });
      const words = add.getByRole('textbox', { name: 'Words' });
      await expect.poll(() => words.inputValue()).toBe(`${word}, `);
      await expect.poll(() => words.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.type('kurta');
      expect(await words.inputValue()).toBe(`${word}, kurta`);
      await page.keyboard.press('Enter');
      await expectToast(page, 'Synonym set added');
      await add.waitFor({ state: 'detached' });
      await rowOf(page, synonymsTable(page), `${word}, kurta`).waitFor();
      // The lists are fetched again: the search finds products now.
      await row.getByText('Finds products now', { exact: true }).waitFor();
      expect((await search(word)).total).toBeGreaterThan(0);

      // The dashboard says so too, and its action opens the form on the page with the word entered.
      await page.goto('/admin');
      await item.getByText(/finds products now/).waitFor();
      await item.getByRole('link', { name: `Add a synonym for ${word}` }).click();
      await page.waitForURL(/\/admin\/search$/);
      await expect.poll(() => page.getByRole('dialog', { name: 'Add synonyms' }).getByRole('textbox', { name: 'Words' }).inputValue(), POLL).toBe(`${word}, `);
      await page.getByRole('dialog', { name: 'Add synonyms' }).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'a set the server refuses shows its message at the field and keeps what was typed',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin/search');
      await page.getByRole('button', { name: 'Add synonyms' }).click();
      const add = page.getByRole('dialog', { name: 'Add synonyms' });
      const words = add.getByRole('textbox', { name: 'Words' });

      // One word only.
      await words.fill('tiffin');
      await add.getByRole('button', { name: 'Save' }).click();
      const onlyOne = 'Give at least two words that mean the same';
      await add.getByText(onlyOne, { exact: true }).waitFor();
      expect(await words.getAttribute('aria-invalid')).toBe('true');
      expect(await words.inputValue()).toBe('tiffin');

      // A word twice, in another case: the server's message names it.
      await dismissToasts(page);
      await words.fill('tiffin, lunch box, Tiffin');
      expect(await add.getByText(onlyOne, { exact: true }).count()).toBe(0);
      await add.getByRole('button', { name: 'Save' }).click();
      await add.getByText("'Tiffin' is the same as 'tiffin': give each word once", { exact: true }).waitFor();
      expect(await words.inputValue()).toBe('tiffin, lunch box, Tiffin');

      // Put right, it is saved.
      await words.fill('tiffin, lunch box');
      await add.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Synonym set added');
      await rowOf(page, synonymsTable(page), 'tiffin, lunch box').waitFor();

      expect(unexpectedErrors(errors, [400])).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'fits a phone and has no serious or critical accessibility violation',
    async () => {
      // Something in every table.
      await search('qqzvx');
      const report: Record<string, unknown> = {};
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, viewport, { bypassCSP: true });
        await signInAs(context, env.shop.baseUrl, 'admin');
        const tag = viewport === PHONE ? 'phone' : 'desktop';
        await page.goto('/admin/search');
        await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor();
        await settled(page);
        await screenshot(page, `admin-${tag}-search`);
        expect(await pageWidth(page), `the page at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
        report[`page@${viewport.width}`] = await seriousAxeViolations(page);

        await page.getByRole('button', { name: 'Add synonyms' }).click();
        await page.getByRole('dialog', { name: 'Add synonyms' }).waitFor();
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.mantine-Modal-content, .mantine-Modal-overlay')].every((el) => getComputedStyle(el).opacity === '1'));
        await settled(page);
        await screenshot(page, `admin-${tag}-dialog-search`);
        expect(await pageWidth(page), `the form at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
        report[`form@${viewport.width}`] = await seriousAxeViolations(page);

        await page.goto('/admin');
        await page.getByRole('region', { name: 'Searches (last 30 days)' }).getByRole('list', { name: 'Found nothing' }).waitFor();
        await settled(page);
        expect(await pageWidth(page), `the dashboard at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `admin-${tag}-dashboard-searches`);
        report[`dashboard@${viewport.width}`] = await seriousAxeViolations(page);
        expect(errors).toEqual([]);
        await context.close();
      }
      for (const [where, violations] of Object.entries(report)) expect(violations, where).toEqual([]);
    },
    LONG,
  );
});
