import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { confirmDialog, dismissToasts, expectToast, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, openTab, screenshot, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

async function adminToken(): Promise<string> {
  return (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;
}

/** The n-th product of the demo catalogue (each test its own), given these options over the API (none: sold one way only). */
async function productWithOptions(n: number, token: string, options: { name: string; values: { value: string }[] }[]): Promise<Product> {
  const { _id } = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 10 }).products[n];
  return apiJson<Product>(env.shop.baseUrl, 'PUT', `/api/products/${_id}/options`, token, { options });
}

describe('admin: options and variants', () => {
  it(
    'the owner adds a size to a product and stocks it',
    async () => {
      const token = await adminToken();
      const product = await productWithOptions(0, token, [{ name: 'Size', values: [{ value: 'S' }, { value: 'M' }] }]);
      const stockBefore = product.countInStock;
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP, { bypassCSP: true });
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto(`/admin/product/${product._id}/edit`);
      await page.getByRole('heading', { name: 'Options', level: 2 }).waitFor();
      // The product-level figures give way to the variants'.
      await page.getByText('Set per variant below.').waitFor();
      expect(await page.getByLabel('Count In Stock').count()).toBe(0);

      await page.getByLabel('Add a value to Size').fill('L');
      await page.getByLabel('Add a value to Size').press('Enter');
      await page.getByRole('list', { name: 'Values of Size' }).getByText('L', { exact: true }).waitFor();
      expect(await page.getByLabel('Add a value to Size').inputValue()).toBe('');
      await page.getByRole('button', { name: 'Save options' }).click();
      await expectToast(page, 'Options saved');

      const stock = page.getByLabel('Stock of Size: L');
      expect(await stock.inputValue()).toBe('0');
      await stock.fill('5');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, 'Variants saved');
      await page.getByText(`${stockBefore + 5} in stock`).waitFor();
      await dismissToasts(page);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const saved = await apiJson<Product>(env.shop.baseUrl, 'GET', `/api/products/${product._id}`);
      expect(saved.variants.map((v) => v.title)).toEqual(['Size: S', 'Size: M', 'Size: L']);
      expect(saved.variants.find((v) => v.title === 'Size: L')?.countInStock).toBe(5);
      expect(saved.countInStock).toBe(stockBefore + 5);
      const listed = await apiJson<{ products: Product[] }>(env.shop.baseUrl, 'GET', `/api/products?keyword=${encodeURIComponent(product.name)}`);
      expect(listed.products.find((p) => p._id === product._id)?.countInStock).toBe(stockBefore + 5);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'the owner gives a product sold one way sizes, is told its stock is cleared, stocks them in bulk and sees a refusal beside the row',
    async () => {
      const token = await adminToken();
      const oneWay = await productWithOptions(1, token, []);
      await apiJson<Product>(env.shop.baseUrl, 'PUT', `/api/products/${oneWay._id}`, token, { countInStock: 12, price: 500, mrp: null, gstRate: 18 });
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto(`/admin/product/${oneWay._id}/edit`);
      await page.getByRole('heading', { name: 'Options', level: 2 }).waitFor();
      await expect(page.getByLabel('Count In Stock').inputValue()).resolves.toBe('12');

      await page.getByRole('button', { name: 'Add an option' }).click();
      await page.getByLabel('Option 1 name').fill('Size');
      for (const size of ['S', 'M']) {
        await page.getByLabel('Add a value to Size').fill(size);
        await page.getByLabel('Add a value to Size').press('Enter');
      }
      // Reordered by keyboard-usable buttons: M before S.
      await page.getByRole('button', { name: 'Move M left' }).click();
      await page.getByText('2 variants').waitFor();
      await page.getByRole('button', { name: 'Save options' }).click();
      await confirmDialog(page, 'The 12 units in stock will be cleared: stock each size afterwards.', 'Save options');
      await expectToast(page, 'Options saved');
      await page.getByText('Set per variant below.').waitFor();
      await page.getByLabel('Stock of Size: M').waitFor();
      await dismissToasts(page);

      // Bulk: select both, add 4 units to each.
      await page.getByRole('checkbox', { name: 'Select every variant' }).check();
      await page.getByLabel('Units to add to the selected variants').fill('4');
      await page.getByRole('button', { name: 'Add stock' }).click();
      await expectToast(page, 'Stock changed for 2 variants');
      await expect(page.getByLabel('Stock of Size: S').inputValue()).resolves.toBe('4');
      await expect(page.getByLabel('Stock of Size: M').inputValue()).resolves.toBe('4');
      await dismissToasts(page);

      // A refusal: shown beside the row and above the button, and what was typed stays.
      await page.getByLabel('M.R.P. of Size: S').fill('100');
      await page.getByLabel('Stock of Size: M').fill('9');
      await page.getByRole('button', { name: 'Save changes' }).click();
      const message = 'M.R.P. must be at least what the shopper pays: Rs 590/- with GST (Size: S)';
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      await expect(page.getByLabel('M.R.P. of Size: S').inputValue()).resolves.toBe('100');
      await expect(page.getByLabel('Stock of Size: M').inputValue()).resolves.toBe('9');
      await screenshot(page, 'admin-variants-desktop');
      const unchanged = await apiJson<Product>(env.shop.baseUrl, 'GET', `/api/products/${oneWay._id}`, token);
      expect(unchanged.variants.map((v) => [v.title, v.countInStock, v.mrp])).toEqual([
        ['Size: M', 4, null],
        ['Size: S', 4, null],
      ]);
      expect(unchanged.countInStock).toBe(8);

      // Back to one way: told first, and the product's own fields come back with what the server holds.
      await page.getByRole('button', { name: 'Undo changes' }).last().click();
      await page.getByRole('button', { name: 'Remove the option Size' }).click();
      await page.getByRole('button', { name: 'Save options' }).click();
      await confirmDialog(page, 'The 8 units in stock across 2 variants will be cleared: set the stock afterwards.', 'Save options');
      await expectToast(page, 'Options saved');
      await expect(page.getByLabel('Count In Stock').inputValue()).resolves.toBe('0');
      await expect(page.getByLabel('Price', { exact: true }).inputValue()).resolves.toBe('500');
      expect(await page.getByRole('heading', { name: 'Variants' }).count()).toBe(0);
      expect(unexpectedErrors(errors, [400])).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
