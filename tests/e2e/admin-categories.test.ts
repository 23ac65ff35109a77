/**
 * The owner's categories in a real browser at 1280 px (docs/decisions/044-owner-categories.md): Admin →
 * Categories makes "Men" inside Fashion, a product moves into it, and the storefront's category bar,
 * filters and breadcrumbs show it; a new slug leaves the old address redirecting; reordering works from the
 * keyboard; a category that still has products is not deleted, and the page says why.
 */
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import type { CategoryNode } from '../../src/shared/categories.js';
import { confirmDialog, dismissToasts, expectToast, makePngFile, settled, signInAs } from './admin-harness.js';
import { DESKTOP, hydrated, openTab, screenshot, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin } from './shop-api.js';

const LONG = 180_000;
const env = useShopAndBrowser();

const adminToken = async () => (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;

describe('Admin → Categories', () => {
  it(
    'the owner makes Men inside Fashion, moves a product in, and the bar, filters and breadcrumbs show it; a new slug redirects',
    async () => {
      // CSP bypassed for the axe scan's injected script only.
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP, { bypassCSP: true });
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Categories' }).click();
      await page.waitForURL(/\/admin\/categories$/);
      await page.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
      await page.getByRole('cell', { name: '/category/fashion' }).waitFor();

      // Create "Men" inside Fashion: its slug is made from the name.
      await page.getByRole('button', { name: 'Create Category' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create category' });
      await dialog.getByLabel('Name', { exact: true }).fill('Men');
      await dialog.getByText('/category/men.', { exact: false }).waitFor();
      await dialog.getByLabel('Inside').selectOption({ label: 'Fashion' });
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Category created');
      await dialog.waitFor({ state: 'detached' });
      const menRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '/category/men', exact: true }) });
      await menRow.getByText('Inside Fashion').waitFor();
      await dismissToasts(page);
      await settled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'desktop-admin-categories');

      // A top-level category with a photo: the home page's featured tiles show the photo.
      await page.getByRole('button', { name: 'Create Category' }).click();
      const pooja = page.getByRole('dialog', { name: 'Create category' });
      await pooja.getByLabel('Name', { exact: true }).fill('Pooja Needs');
      // Mantine's file field is a button for a hidden input, which takes the file.
      await pooja.getByRole('button', { name: 'Photo' }).waitFor();
      await pooja.locator('input[type="file"]').setInputFiles(await makePngFile());
      await expectToast(page, 'Image uploaded successfully');
      const preview = pooja.getByRole('img', { name: 'The photo of Pooja Needs' });
      await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/uploads\/\w+\.png$/);
      await screenshot(page, 'desktop-admin-category-photo');
      await pooja.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Category created');
      await page.getByRole('cell', { name: '/category/pooja-needs', exact: true }).waitFor();
      await page.goto('/');
      const tile = page.getByRole('region', { name: 'Featured Categories' }).getByRole('link', { name: 'Pooja Needs' });
      await expect.poll(() => tile.locator('img').getAttribute('src')).toMatch(/^\/uploads\/\w+-320w\.webp$/);
      await page.goto('/admin/categories');

      // Move a Fashion product into it from the product form.
      const kurta = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 50, category: 'Fashion' }).products.find((p) => p.countInStock > 0);
      if (!kurta) throw new Error('The demo catalogue has no Fashion product in stock');
      await page.goto(`/admin/product/${kurta._id}/edit`);
      const category = page.getByLabel('Category', { exact: true });
      await expect.poll(() => category.inputValue()).toBe('Fashion');
      await category.selectOption('Men');
      await page.getByRole('button', { name: 'Update' }).click();
      await expectToast(page, 'Product updated successfully');
      await page.waitForURL(/\/admin\/productlist$/);

      // The category bar: Men opens under Fashion; its page has the trail and the product.
      await page.goto('/');
      await hydrated(page);
      const bar = page.getByRole('navigation', { name: 'Categories' });
      await bar.getByRole('link', { name: 'Fashion', exact: true }).hover();
      await bar.getByRole('link', { name: 'Men', exact: true }).waitFor();
      await screenshot(page, 'desktop-category-bar-children');
      await bar.getByRole('link', { name: 'Men', exact: true }).click();
      await page.waitForURL(/\/category\/men$/);
      await page.getByRole('heading', { name: 'Men', level: 1 }).waitFor();
      const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
      await expect.poll(() => trail.getByRole('listitem').allInnerTexts()).toEqual(['Home', 'Fashion', 'Men']);
      await page.getByRole('heading', { name: kurta.name }).waitFor();

      // Drawn by the server too, with its trail: the address opened directly.
      await page.goto('/category/men');
      await hydrated(page);
      await expect.poll(() => trail.getByRole('listitem').allInnerTexts()).toEqual(['Home', 'Fashion', 'Men']);

      // The product page's trail; Fashion's page holds Men's products too.
      await page.goto(`/product/${kurta._id}`);
      await hydrated(page);
      await expect.poll(() => trail.getByRole('listitem').allInnerTexts()).toEqual(['Home', 'Fashion', 'Men', kurta.name]);
      await screenshot(page, 'desktop-product-breadcrumbs');
      await trail.getByRole('link', { name: 'Fashion' }).click();
      await page.waitForURL(/\/category\/fashion$/);
      await page.getByRole('heading', { name: kurta.name }).waitFor();

      // A search's category filter lists Men under Fashion and narrows to it.
      const word = kurta.name.split(' ')[0];
      await page.goto(`/search/${encodeURIComponent(word)}`);
      await hydrated(page);
      const filter = page.getByLabel('Category', { exact: true });
      const labels = await filter.locator('option').allInnerTexts();
      expect(labels.indexOf('\u00a0\u00a0\u00a0Men')).toBe(labels.indexOf('Fashion') + 1);
      await filter.selectOption('men');
      await page.waitForURL(/[?&]category=men(&|$)/);
      await page.getByRole('heading', { name: kurta.name }).waitFor();

      // A new slug: the old address leads to the new one.
      await page.goto('/admin/categories');
      await page.getByRole('button', { name: 'Edit category Men' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Men' });
      await edit.getByLabel('Slug').fill('mens-wear');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Category updated');
      await page.getByRole('cell', { name: '/category/mens-wear', exact: true }).waitFor();
      const moved = await fetch(`${env.shop.baseUrl}/category/men?sort=price_asc`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/category/mens-wear?sort=price_asc');
      await page.goto('/category/men');
      await page.waitForURL(/\/category\/mens-wear$/);
      await page.getByRole('heading', { name: 'Men', level: 1 }).waitFor();
      const unknown = await page.goto('/category/no-such-category');
      expect(unknown?.status()).toBe(404);
      await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();

      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'moves a category up from the keyboard, and shows why a category with products is not deleted',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      const token = await adminToken();
      const before = await apiJson<CategoryNode[]>(env.shop.baseUrl, 'GET', '/api/categories?withCounts=true', token);
      await page.goto('/admin/categories');
      await page.getByRole('cell', { name: '/category/bags', exact: true }).waitFor();

      const up = page.getByRole('button', { name: 'Move Bags up' });
      await up.focus();
      await page.keyboard.press('Enter');
      const order = async () => (await apiJson<CategoryNode[]>(env.shop.baseUrl, 'GET', '/api/categories', token)).map((c) => c._id);
      const expected = before.map((c) => c._id);
      const at = expected.indexOf('Bags');
      [expected[at - 1], expected[at]] = [expected[at], expected[at - 1]];
      await expect.poll(order).toEqual(expected);
      // The keyboard is still on the row that moved, and the storefront's bar follows.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Bags up');
      await page.keyboard.press('Enter');
      await expect.poll(order).toEqual(before.map((c) => c._id).filter((id) => id !== 'Bags').toSpliced(at - 2, 0, 'Bags'));

      const footwear = before.find((c) => c._id === 'Footwear');
      const count = footwear?.productCount ?? 0;
      expect(count).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Delete category Footwear' }).click();
      await confirmDialog(page, 'Are you sure you want to delete this category?', 'Delete');
      const refusal = page.getByRole('alert').filter({ hasText: 'The category was not deleted' });
      await refusal.getByText(`Footwear still has ${count} products: move them to another category first`).waitFor();
      await page.getByRole('cell', { name: '/category/footwear', exact: true }).waitFor();

      // Back as it was.
      await apiJson(env.shop.baseUrl, 'PUT', '/api/categories/order', token, { ids: before.map((c) => c._id) });
      expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
