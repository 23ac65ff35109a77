import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { products } from '../../drizzle/schema.js';
import { getProduct } from '../../src/server/catalog/get-product.js';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { formatRupees, rupeesToPaise } from '../../src/shared/money.js';
import { gstinCheckCharacter } from '../../src/shared/gstin.js';
import type { Dashboard } from '../../src/shared/schemas/dashboard.js';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Promotion } from '../../src/shared/schemas/promotion.js';
import type { ShopSettings } from '../../src/shared/schemas/settings.js';
import { confirmDialog, dismissToasts, expectToast, pageWidth, settled, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, openTab, PHONE, productInStock, screenshot, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, placeOrderOverApi } from './shop-api.js';
import { setVariantFields } from '../helpers/app.js';

const LONG = 180_000;
const env = useShopAndBrowser();

const adminToken = async () => (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;

/** A delivered (so paid) COD order, placed by the demo customer today. */
async function deliveredOrder(): Promise<Order> {
  const customer = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  const order = await placeOrderOverApi(env.shop.baseUrl, customer.token, [{ product: productInStock(env.shop, 3, 'Footwear'), qty: 1 }]);
  return apiJson<Order>(env.shop.baseUrl, 'PUT', `/api/orders/${order._id}/deliver`, await adminToken());
}

function csvFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-admin-csv-')), name);
  writeFileSync(file, text);
  return file;
}

/** Clicks `button` and returns the downloaded file's name and text. */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: button }).click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), text: saved ? readFileSync(saved, 'utf8') : '' };
}

describe('store settings', () => {
  const shopName = `Kirana Corner ${Date.now() % 10_000}`;
  const contactEmail = 'hello@kiranacorner.example';

  it(
    'saves the settings, shows the server’s GSTIN checksum error beside the field without losing anything',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(/\/admin\/settings$/);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      // The form shows what is stored (the footer test below may have saved its own name first).
      const stored = await apiJson<ShopSettings>(env.shop.baseUrl, 'GET', '/api/settings');
      await expect.poll(() => page.getByLabel('Shop name').inputValue()).toBe(stored.shopName);

      const first14 = '29ABCDE1234F1Z';
      const good = `${first14}${gstinCheckCharacter(first14)}`;
      const bad = `${first14}${gstinCheckCharacter(first14) === 'A' ? 'B' : 'A'}`;
      await page.getByLabel('Shop name').fill(shopName);
      await page.getByLabel('Contact email').fill(contactEmail);
      await page.getByLabel('State').selectOption('Karnataka');
      await page.getByLabel('GSTIN').fill(bad);
      await page.getByRole('button', { name: 'Save settings' }).click();
      const checksum = /check character is wrong/;
      await page.locator('.mantine-Notification-root').filter({ hasText: checksum }).first().waitFor();
      await page.locator('.mantine-TextInput-error').filter({ hasText: checksum }).waitFor();
      await expect(page.getByLabel('Shop name').inputValue()).resolves.toBe(shopName);
      await expect(page.getByLabel('GSTIN').inputValue()).resolves.toBe(bad);
      // The error clears as the field is corrected.
      await page.getByLabel('GSTIN').fill(good);
      await page.locator('.mantine-TextInput-error').filter({ hasText: checksum }).waitFor({ state: 'detached' });
      await dismissToasts(page);

      // A bad link is refused beside its own field.
      await page.getByLabel('Instagram link').fill('instagram.com/kirana');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.locator('.mantine-TextInput-error').filter({ hasText: /Instagram link/ }).waitFor();
      await page.getByLabel('Instagram link').fill('https://www.instagram.com/kiranacorner.example');
      await dismissToasts(page);

      await page.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Settings saved');
      const saved = await apiJson<ShopSettings>(env.shop.baseUrl, 'GET', '/api/settings');
      expect(saved).toMatchObject({ shopName, contactEmail, gstin: good, state: 'Karnataka', instagramUrl: 'https://www.instagram.com/kiranacorner.example' });
      await screenshot(page, 'admin-desktop-settings');
      expect(unexpectedErrors(errors, [400])).toEqual([]);
      await context.close();
    },
    LONG,
  );

  // The storefront's footer reads GET /api/settings: this test guards that an owner's change reaches shoppers
  // without a restart.
  it(
    'shows the saved shop name and contact e-mail in the storefront footer',
    async () => {
      const footerName = `Footer Stores ${Date.now() % 10_000}`;
      const footerEmail = 'hello@footerstores.example';
      await apiJson(env.shop.baseUrl, 'PUT', '/api/settings', await adminToken(), { shopName: footerName, contactEmail: footerEmail });
      const { page, context } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await footer.getByText(footerEmail).first().waitFor({ timeout: 15_000 });
      await footer.getByText(new RegExp(footerName)).first().waitFor({ timeout: 15_000 });
      await context.close();
    },
    LONG,
  );
});

describe('review moderation', () => {
  it(
    'hides a review from the product edit page: shoppers no longer see it, and it can be shown again',
    async () => {
      const reviewed = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 50 }).products.find((p) => p.numReviews > 0);
      if (!reviewed) throw new Error('The demo catalog has no reviewed product');
      const review = getProduct(env.shop.deps.db, reviewed._id).reviews[0];
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto(`/admin/product/${reviewed._id}/edit`);
      const reviews = page.getByRole('list', { name: 'Reviews of this product' });
      const item = reviews.getByRole('listitem').filter({ hasText: review.comment });
      await item.getByRole('button', { name: `Hide the review by ${review.name}` }).click();
      await expectToast(page, 'Review hidden');
      await item.getByText('Hidden', { exact: true }).waitFor();
      expect(getProduct(env.shop.deps.db, reviewed._id).reviews.map((r) => r._id)).not.toContain(review._id);

      const shopper = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await shopper.page.goto(`/product/${reviewed._id}`);
      await shopper.page.getByRole('heading', { name: reviewed.name, level: 1 }).waitFor();
      await shopper.page.getByRole('heading', { name: 'Reviews' }).waitFor();
      expect(await shopper.page.getByText(review.comment).count()).toBe(0);
      await shopper.context.close();

      await item.getByRole('button', { name: `Show the review by ${review.name}` }).click();
      await expectToast(page, 'Review shown');
      await item.getByText('Hidden', { exact: true }).waitFor({ state: 'detached' });
      expect(getProduct(env.shop.deps.db, reviewed._id).reviews.map((r) => r._id)).toContain(review._id);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('promotions', () => {
  it(
    'creates a promo code (with its errors shown first), edits it, deactivates it and deletes it',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin/promotions');
      await page.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Promotions' });
      await table.getByRole('row').filter({ hasText: 'WELCOME15' }).waitFor();

      await page.getByRole('button', { name: 'Create Promotion' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create promotion' });
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await dialog.getByText('Code is required', { exact: true }).waitFor();
      await dialog.getByLabel('Code').fill('diwali25');
      await dialog.getByLabel('Percent').fill('95');
      await dialog.getByLabel('Maximum discount').fill('1000');
      await dialog.getByLabel('Minimum order value').fill('999');
      await dialog.getByLabel('Usage limit').fill('100');
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await dialog.getByText('A percentage must be a whole number from 1 to 90').first().waitFor();
      await expect(dialog.getByLabel('Code').inputValue()).resolves.toBe('diwali25');
      await dialog.getByLabel('Percent').fill('25');
      await dismissToasts(page);
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await expectToast(page, 'Promotion created');
      await dialog.waitFor({ state: 'detached' });
      const row = table.getByRole('row').filter({ hasText: 'DIWALI25' });
      await row.getByText('25% off, at most Rs 1,000/-').waitFor();
      await row.getByText(/orders from Rs 999\/-/).waitFor();
      await row.getByText('0 of 100').waitFor();

      const stored = (await apiJson<{ promotions: Promotion[] }>(env.shop.baseUrl, 'GET', '/api/promotions', await adminToken())).promotions.find((p) => p.code === 'DIWALI25');
      expect(stored).toMatchObject({ kind: 'percent', value: 25, maxDiscount: 1000, minOrder: 999, usageLimit: 100, active: true, firstOrderOnly: false });

      // Edit.
      await row.getByRole('button', { name: 'Edit promotion DIWALI25' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit DIWALI25' });
      await expect(edit.getByLabel('Percent').inputValue()).resolves.toBe('25');
      await edit.getByLabel('Percent').fill('30');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Promotion updated');
      await row.getByText('30% off, at most Rs 1,000/-').waitFor();

      // Deactivate, then delete.
      await row.getByRole('button', { name: 'Deactivate promotion DIWALI25' }).click();
      await expectToast(page, 'Promotion deactivated');
      await row.getByText('Inactive', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Delete promotion DIWALI25' }).click();
      await confirmDialog(page, 'Are you sure you want to delete this promotion?', 'Delete');
      await expectToast(page, 'Promotion deleted');
      await row.waitFor({ state: 'detached' });

      expect(unexpectedErrors(errors, [400])).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('the owner’s dashboard', () => {
  it(
    'shows the server’s figures, the chart, orders to ship and low stock; exports products as CSV, imports with a dry run, and downloads a backup',
    async () => {
      const order = await deliveredOrder();
      const token = await adminToken();
      const low = productInStock(env.shop, 3, 'Electronics');
      setVariantFields(env.shop.deps, low._id, { countInStock: 1 });
      const expected = await apiJson<Dashboard>(env.shop.baseUrl, 'GET', '/api/admin/dashboard', token);
      expect(expected.today.orders).toBeGreaterThanOrEqual(1);
      expect(expected.today.revenue).toBeGreaterThanOrEqual(order.totalPrice);

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));
      await expect.poll(() => page.getByTestId('today-revenue').textContent()).toBe(money(expected.today.revenue));
      await expect(page.getByTestId('today-orders').textContent()).resolves.toBe(String(expected.today.orders));
      await expect(page.getByTestId('last30Days-revenue').textContent()).resolves.toBe(money(expected.last30Days.revenue));
      await expect(page.getByTestId('waiting-to-ship').textContent()).resolves.toBe(String(expected.waitingToShip));
      // The chart draws one bar per day with revenue.
      const chart = page.getByTestId('revenue-chart');
      await expect.poll(() => chart.locator('path.recharts-rectangle').count()).toBeGreaterThan(0);
      await page.getByRole('list', { name: 'Low stock' }).getByRole('link', { name: low.name }).waitFor();
      expect(await page.getByRole('list', { name: 'Low stock' }).getByRole('link', { name: low.name }).getAttribute('href')).toBe(`/admin/product/${low._id}/edit`);
      await page.getByRole('list', { name: 'Recent orders' }).getByRole('link').first().waitFor();
      await screenshot(page, 'admin-desktop-dashboard');

      // Products CSV: downloaded with the admin's token.
      const products1 = await download(page, 'Export products CSV');
      expect(products1.name).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(products1.text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/^id,sku,name,brand,category,price/);
      expect(products1.text).toContain(low.name);

      // Import: a dry run lists each row's problem, and nothing can be applied.
      const fileInput = page.locator('input[type="file"]');
      const header = 'sku,name,brand,category,price,countInStock,gstRate,hsnCode,published,lowStockThreshold,image,description';
      await fileInput.setInputFiles(csvFile('bad.csv', `${header}\nTEA-001,Assam Tea 250 g,Chai Co,Groceries,abc,10,5,0902,no,3,,Strong tea\n`));
      const report = page.getByTestId('import-report');
      await report.getByText(/^Line 2: /).waitFor();
      expect(await page.getByRole('button', { name: 'Apply import' }).count()).toBe(0);
      // A good file: checked, then applied.
      await fileInput.setInputFiles(csvFile('good.csv', `${header}\nTEA-001,Assam Tea 250 g,Chai Co,Groceries,180,10,5,0902,no,3,,"Strong tea, from Assam"\n`));
      await report.getByText('Checked: no problems').waitFor();
      await page.getByRole('button', { name: 'Apply import' }).click();
      await expectToast(page, 'Imported: 1 new, 0 changed');
      expect(env.shop.deps.db.select().from(products).where(eq(products.sku, 'TEA-001')).get()).toMatchObject({ name: 'Assam Tea 250 g', pricePaise: 18_000, isPublished: false });

      // Orders CSV for a date range.
      const orders1 = await download(page, 'Export orders CSV');
      expect(orders1.name).toMatch(/^orders-.*\.csv$/);
      expect(orders1.text).toContain(order._id);

      // A backup on demand, and the last-backup line follows.
      const backup = await download(page, 'Download backup');
      expect(backup.name).toMatch(/\.tar\.gz$/);
      await page.getByTestId('last-backup').getByText(/succeeded/).waitFor();

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('the new admin screens at 375 px and with axe-core', () => {
  it(
    'fit a phone and have no serious or critical accessibility violation',
    async () => {
      // An order that can still ship: the page shows its ship form and every action.
      const customer = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      const order = await placeOrderOverApi(env.shop.baseUrl, customer.token, [{ product: productInStock(env.shop, 3, 'Beauty'), qty: 1 }]);
      const report: Record<string, unknown> = {};
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, viewport, { bypassCSP: true });
        await signInAs(context, env.shop.baseUrl, 'admin');
        const tag = viewport === PHONE ? 'phone' : 'desktop';
        for (const [route, ready] of [
          ['/admin', 'Dashboard'],
          [`/admin/order/${order._id}`, `Order ${order.orderNumber}`],
          ['/admin/settings', 'Settings'],
          ['/admin/promotions', 'Promotions'],
          ['/admin/mail', 'Mail'],
        ] as const) {
          await page.goto(route);
          await page.getByRole('heading', { name: ready, level: 1 }).waitFor();
          await settled(page);
          if (tag === 'phone') await screenshot(page, `admin-phone-${route.split('/')[2] || 'dashboard'}`);
          expect(await pageWidth(page), `${route} at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
          report[`${route}@${viewport.width}`] = await seriousAxeViolations(page);
        }
        // The dialogs, once their opening transition is over (a half-faded dialog has half the contrast).
        for (const [route, button, dialog] of [
          [`/admin/order/${order._id}`, 'Cancel order', 'Cancel order'],
          ['/admin/promotions', 'Create Promotion', 'Create promotion'],
        ] as const) {
          await page.goto(route);
          await page.getByRole('button', { name: button }).click();
          await page.getByRole('dialog', { name: dialog }).waitFor();
          await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.mantine-Modal-content, .mantine-Modal-overlay')].every((el) => getComputedStyle(el).opacity === '1'));
          await settled(page);
          if (tag === 'phone') await screenshot(page, `admin-phone-dialog-${route.split('/')[2]}`);
          expect(await pageWidth(page), `${dialog} at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
          report[`${dialog} dialog@${viewport.width}`] = await seriousAxeViolations(page);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
      for (const [where, violations] of Object.entries(report)) expect(violations, where).toEqual([]);
    },
    LONG,
  );
});
