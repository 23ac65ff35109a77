import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gstPeriodChoices, gstPeriodLabel, indiaToday } from '../../src/client/admin/lib/gst-periods.js';
import { DEMO_ACCOUNTS, DEMO_SETTINGS } from '../../src/server/db/seed/seed-demo.js';
import { gstPeriodOf, parseGstPeriod } from '../../src/shared/gst-returns.js';
import type { Order } from '../../src/shared/schemas/order.js';
import { newCustomer } from './accounts.js';
import { expectToast, pageWidth, settled, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, openTab, PHONE, productInStock, screenshot, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, MUMBAI, placeOrderOverApi } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

const adminToken = async () => (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;

/** A cash-on-delivery order shipped today: its tax invoice falls in this month's return. */
async function invoicedOrderToday(): Promise<Order> {
  const shopper = await newCustomer(env.shop.baseUrl, 'Devika Nair');
  const product = productInStock(env.shop, 3);
  const order = await placeOrderOverApi(env.shop.baseUrl, shopper.session.token, [{ product, qty: 1 }], { address: MUMBAI });
  return apiJson<Order>(env.shop.baseUrl, 'PUT', `/api/orders/${order._id}/ship`, await adminToken(), { carrier: 'Delhivery', trackingNumber: `DL${Date.now()}` });
}

describe('Admin → GST returns', () => {
  it(
    'shows a month’s sales register and downloads its GSTR-1 JSON, a section CSV and the register as CSV',
    async () => {
      const order = await invoicedOrderToday();
      expect(order.invoice?.kind).toBe('tax-invoice');
      const month = gstPeriodOf(indiaToday(), 'monthly');
      const period = parseGstPeriod(month);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'GST returns' }).click();
      await page.waitForURL(/\/admin\/gst-returns$/);
      await page.getByRole('heading', { name: 'GST returns', level: 1 }).waitFor();

      // The last complete month comes first; this month is offered as in progress.
      const picker = page.getByLabel('Month');
      await expect.poll(() => picker.inputValue()).toBe(gstPeriodChoices('monthly').lastComplete);
      await picker.selectOption(month);
      await page.waitForURL(new RegExp(`\\?period=${month}$`));
      expect(await picker.locator('option:checked').textContent()).toBe(`${gstPeriodLabel(month)} (in progress)`);

      const register = page.getByRole('region', { name: 'Sales register' });
      // At least the order shipped above.
      await register.getByText(/^[1-9]\d* invoices?, \d+ credit notes?$/).waitFor();
      const net = register.getByRole('table', { name: 'Net' });
      await net.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) }).waitFor();
      await register.getByRole('table', { name: 'Invoices' }).waitFor();
      await register.getByRole('table', { name: 'Credit notes' }).waitFor();
      await screenshot(page, 'gst-returns-desktop');

      const [json] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download GSTR-1 (JSON)' }).click()]);
      expect(json.suggestedFilename()).toMatch(/\.json$/);
      const gstr1 = JSON.parse(readFileSync(await json.path(), 'utf8')) as { gstin?: string; fp?: string };
      expect(gstr1.gstin).toBe(DEMO_SETTINGS.gstin);
      expect(gstr1.fp).toBe(period?.fp);

      const [b2cs] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download b2cs (CSV)' }).click()]);
      expect(b2cs.suggestedFilename()).toMatch(/\.csv$/);
      expect(readFileSync(await b2cs.path(), 'utf8').split('\n')[0]).toMatch(/Place Of Supply/i);

      const [csv] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download sales register (CSV)' }).click()]);
      expect(csv.suggestedFilename()).toMatch(/\.csv$/);
      expect(readFileSync(await csv.path(), 'utf8').length).toBeGreaterThan(0);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'offers quarters once Settings says the shop files quarterly (QRMP); the page fits a phone and passes axe-core',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE, { bypassCSP: true });
      await signInAs(context, env.shop.baseUrl, 'admin');
      try {
        await page.goto('/admin/settings');
        const frequency = page.getByLabel('GST returns');
        await expect.poll(() => frequency.inputValue()).toBe('monthly');
        await frequency.selectOption({ label: 'Quarterly (QRMP scheme)' });
        await page.getByRole('button', { name: 'Save settings' }).click();
        await expectToast(page, 'Settings saved');

        await page.goto('/admin/gst-returns');
        const picker = page.getByLabel('Quarter');
        const { lastComplete } = gstPeriodChoices('quarterly');
        await expect.poll(() => picker.inputValue()).toBe(lastComplete);
        expect(await picker.locator('option:checked').textContent()).toBe(gstPeriodLabel(lastComplete));
        await page.getByRole('region', { name: 'Sales register' }).waitFor();
        await page.getByRole('button', { name: 'Download GSTR-1 (JSON)' }).waitFor();
        await settled(page);
        expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
        await screenshot(page, 'gst-returns-quarterly-phone');
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(unexpectedErrors(errors)).toEqual([]);
      } finally {
        await apiJson(env.shop.baseUrl, 'PUT', '/api/settings', await adminToken(), { gstReturnFrequency: 'monthly' });
        await context.close();
      }
    },
    LONG,
  );

  it(
    'tells a shop without a GSTIN why there is no return, with a link to Settings',
    async () => {
      const admin = await adminToken();
      await apiJson(env.shop.baseUrl, 'PUT', '/api/settings', admin, { gstin: null });
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      try {
        await page.goto('/admin/gst-returns');
        const alert = page.getByRole('alert').filter({ hasText: 'No GSTIN' });
        await alert.getByText('Enter the shop’s GSTIN in Settings first: GST returns are for a registered shop', { exact: true }).waitFor();
        expect(await page.getByRole('button', { name: 'Download GSTR-1 (JSON)' }).count()).toBe(0);
        await alert.getByRole('link', { name: 'Go to Settings' }).click();
        await page.waitForURL(/\/admin\/settings$/);
        await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
        expect(unexpectedErrors(errors, [409])).toEqual([]);
      } finally {
        await apiJson(env.shop.baseUrl, 'PUT', '/api/settings', admin, { gstin: DEMO_SETTINGS.gstin });
        await context.close();
      }
    },
    LONG,
  );
});
