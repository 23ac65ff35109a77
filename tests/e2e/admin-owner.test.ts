import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { products, productVariants, promotions } from '../../drizzle/schema.js';
import { setProductOptions } from '../../src/server/catalog/manage-variants.js';
import { DEMO_PROMOTION } from '../../src/server/db/seed/seed-demo.js';
import type { ShopSettings } from '../../src/shared/schemas/settings.js';
import { dismissToasts, expectToast, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, openTab, productInStock, useShopAndBrowser } from './harness.js';
import { apiJson } from './shop-api.js';

const LONG = 180_000;
const env = useShopAndBrowser();

/** Clicks `button` and returns the downloaded file's text. */
async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: button }).click()]);
  const saved = await file.path();
  return saved ? readFileSync(saved, 'utf8') : '';
}

function csvFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-owner-csv-')), name);
  writeFileSync(file, text);
  return file;
}

describe('store settings: the registered address and the two new fields', () => {
  it(
    'shows a pincode outside the state beside the pincode, then saves the order number prefix and the banner promotion',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      const stored = await apiJson<ShopSettings>(env.shop.baseUrl, 'GET', '/api/settings');
      await expect.poll(() => page.getByLabel('Shop name').inputValue()).toBe(stored.shopName);

      // A Delhi pincode for a shop in Karnataka: refused beside the pincode, nothing typed is lost.
      await page.getByLabel('State').selectOption('Karnataka');
      await page.getByLabel('Pincode').fill('110001');
      await page.getByLabel('Order number prefix').fill('kc/');
      await page.getByRole('button', { name: 'Save settings' }).click();
      const wrongState = 'Pincode 110001 is not in Karnataka: please check the pincode and the state';
      const pincodeField = page.locator('.mantine-InputWrapper-root').filter({ has: page.getByLabel('Pincode') });
      await pincodeField.getByText(wrongState, { exact: true }).waitFor();
      await expect(page.getByLabel('Pincode').getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(page.getByLabel('Order number prefix').inputValue()).resolves.toBe('kc/');
      expect((await apiJson<ShopSettings>(env.shop.baseUrl, 'GET', '/api/settings')).pincode).toBe(stored.pincode);
      await dismissToasts(page);

      // Corrected, with a prefix and the demo's promotion on the banner: saved, and shown again after a reload.
      await page.getByLabel('Pincode').fill('560001');
      await pincodeField.getByText(wrongState, { exact: true }).waitFor({ state: 'detached' });
      const banner = page.getByLabel('Banner promotion');
      await expect.poll(() => banner.locator('option').allTextContents()).toContain(DEMO_PROMOTION.code);
      expect((await banner.locator('option').allTextContents())[0]).toBe('None');
      await banner.selectOption({ label: DEMO_PROMOTION.code });
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Settings saved');
      const promotion = env.shop.deps.db.select().from(promotions).where(eq(promotions.code, DEMO_PROMOTION.code)).get();
      const saved = await apiJson<ShopSettings>(env.shop.baseUrl, 'GET', '/api/settings');
      expect(saved).toMatchObject({ pincode: '560001', state: 'Karnataka', orderNumberPrefix: 'KC/', bannerPromotionId: promotion?.id });
      await expect(page.getByLabel('Order number prefix').inputValue()).resolves.toBe('KC/');

      await page.reload();
      await expect.poll(() => page.getByLabel('Order number prefix').inputValue()).toBe('KC/');
      await expect(banner.inputValue()).resolves.toBe(promotion?.id);
      // A prefix that ends in a digit is refused beside its field.
      await page.getByLabel('Order number prefix').fill('KC1');
      await page.getByRole('button', { name: 'Save settings' }).click();
      const prefixField = page.locator('.mantine-InputWrapper-root').filter({ has: page.getByLabel('Order number prefix') });
      await prefixField.getByText('Order number prefix must be 1 to 10 capital letters, digits, - or /, not ending in a digit', { exact: true }).waitFor();
      // None takes the promotion off the banner.
      await dismissToasts(page);
      await page.getByLabel('Order number prefix').fill('KC/');
      await banner.selectOption({ label: 'None' });
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Settings saved');
      expect((await apiJson<ShopSettings>(env.shop.baseUrl, 'GET', '/api/settings')).bannerPromotionId).toBeNull();

      expect(unexpectedErrors(errors, [400])).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('products CSV round trip in the admin area', () => {
  it(
    'an unchanged export checks as "0 new, 0 changed" with nothing to apply; a changed price is 1 changed and is applied',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      // The health card gives the database, its log and the uploads apart (the demo's pictures are uploads).
      await page.getByTestId('storage-use').getByText(/Uploads:/).waitFor();
      expect(await page.getByTestId('storage-use').textContent()).toMatch(/^Database: \d+(\.\d)? (KB|MB) · Write-ahead log: .+ · Uploads: \d+(\.\d)? (KB|MB)$/);

      const exported = await download(page, 'Export products CSV');
      const count = env.shop.deps.db.select().from(products).all().length;
      // A product with options has a row per variant.
      const rows = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
      const fileInput = page.locator('input[type="file"]');
      const report = page.getByTestId('import-report');
      await fileInput.setInputFiles(csvFile('products.csv', exported));
      await report.getByText(`${rows.length} rows: 0 new, 0 changed, ${count} unchanged. The file matches the shop: there is nothing to import.`).waitFor();
      expect(await page.getByRole('button', { name: 'Apply import' }).count()).toBe(0);

      // A product sold one way has its price in the price column.
      const changed = rows.find((row) => row.price !== '') as Record<string, string>;
      const newPrice = (Number(changed.price) + 1).toFixed(2);
      changed.price = newPrice;
      await fileInput.setInputFiles(csvFile('changed.csv', `\uFEFF${stringify(rows, { header: true, columns: Object.keys(rows[0]), record_delimiter: 'windows' })}`));
      await report.getByText(`${rows.length} rows: 0 new, 1 changed, ${count - 1} unchanged.`, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Apply import' }).click();
      await expectToast(page, 'Imported: 0 new, 1 changed');
      await report.getByText(`0 new, 1 changed, ${count - 1} unchanged.`, { exact: true }).waitFor();
      expect(env.shop.deps.db.select().from(products).where(eq(products.id, changed.id)).get()?.pricePaise).toBe(Math.round(Number(newPrice) * 100));
      expect(env.shop.deps.db.select().from(products).all()).toHaveLength(count);

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'a file that leaves out a variant says it will be removed with its stock, and applying removes it',
    async () => {
      const product = productInStock(env.shop);
      const sized = setProductOptions(env.shop.deps.db, product._id, [{ name: 'Size', values: ['S', 'M', 'L'].map((value) => ({ value, colour: null })) }]);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

      const exported = await download(page, 'Export products CSV');
      const count = env.shop.deps.db.select().from(products).all().length;
      const rows = (parse(exported, { bom: true, columns: true }) as Record<string, string>[]).filter((row) => !(row.id === product._id && row.option1Value === 'M'));
      expect(rows.filter((row) => row.id === product._id).map((row) => row.option1Value)).toEqual(['S', 'L']);
      const report = page.getByTestId('import-report');
      await page.locator('input[type="file"]').setInputFiles(csvFile('sizes.csv', `\uFEFF${stringify(rows, { header: true, columns: Object.keys(rows[0]), record_delimiter: 'windows' })}`));
      await report.getByText(`${rows.length} rows: 0 new, 1 changed, ${count - 1} unchanged; variants: 1 removed.`, { exact: true }).waitFor();
      await report.getByText('1 variant of products with options is not in the file and will be removed, with its stock.').waitFor();
      await page.getByRole('button', { name: 'Apply import' }).click();
      await expectToast(page, 'Imported: 0 new, 1 changed');
      const left = env.shop.deps.db.select().from(productVariants).where(eq(productVariants.productId, product._id)).all();
      expect(left.map((variant) => variant.option1)).toEqual(['S', 'L']);
      expect(left.map((variant) => variant.id)).toEqual(sized.variants.filter((variant) => variant.optionValues[0] !== 'M').map((variant) => variant.id));

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
