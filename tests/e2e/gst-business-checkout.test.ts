import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DEMO_ACCOUNTS, DEMO_SETTINGS } from '../../src/server/db/seed/seed-demo.js';
import { gstinCheckCharacter } from '../../src/shared/gstin.js';
import { paiseToMoneyString, rupeesToPaise } from '../../src/shared/money.js';
import { orderTotals } from '../../src/shared/order-totals.js';
import type { Order } from '../../src/shared/schemas/order.js';
import { pdfText } from '../helpers/pdf.js';
import { newCustomer } from './accounts.js';
import { dismissToasts, signInAs, unexpectedErrors } from './admin-harness.js';
import { checkoutCashOnDelivery } from './checkout-steps.js';
import { DESKTOP, openTab, productPageHydrated, screenshot, seriousAxeViolations, soldOneWay, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, BENGALURU, useSessionIn } from './shop-api.js';

const LONG = 150_000;
const env = useShopAndBrowser();

/** A Maharashtra business's GSTIN with a right check character (the shop is in Karnataka). */
const FIRST_14 = '27AAPFU0939F1Z';
const GSTIN = `${FIRST_14}${gstinCheckCharacter(FIRST_14)}`;
/** The same with another check character: a typing mistake. */
const MISTYPED = `${FIRST_14}${gstinCheckCharacter(FIRST_14) === 'A' ? 'B' : 'A'}`;
const BUSINESS = 'Patel Office Supplies LLP';

function taxedProduct() {
  const product = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 100 }).products.find((p) => p.countInStock >= 3 && p.gstRate > 0 && soldOneWay(env.shop, p));
  if (!product) throw new Error('The demo catalog has no taxed product in stock');
  return product;
}

describe('a business buyer at checkout', () => {
  it(
    'enters a GSTIN (checked as typed), the place of supply follows it, and the invoice shows the GSTIN and the business name',
    async () => {
      const product = taxedProduct();
      const shopper = await newCustomer(env.shop.baseUrl, 'Kiran Patel');
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP, { bypassCSP: true });
      await useSessionIn(context, shopper.session);
      await page.goto(`/product/${product._id}`);
      await productPageHydrated(page);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      // Delivered in Bengaluru, the shop's own state.
      await checkoutCashOnDelivery(page, { name: 'Kiran Patel', mobile: '98450 12345', address: '3, Lavelle Road', pincode: '560001', city: 'Bengaluru', state: 'Karnataka' });

      const summary = page.getByRole('region', { name: 'Order Summary' });
      await summary.getByText(`CGST ${product.gstRate / 2}%`).waitFor();
      const buyForBusiness = page.getByRole('checkbox', { name: 'Buying for a business? Add your GSTIN' });
      await page.getByText('The tax invoice will carry your GSTIN, so you can claim input tax credit.', { exact: true }).waitFor();
      expect(await page.getByRole('textbox', { name: 'GSTIN' }).count()).toBe(0);
      await buyForBusiness.check();

      // Typed in small letters, shown in capitals; a wrong check character is caught at the 15th.
      const gstin = page.getByRole('textbox', { name: 'GSTIN' });
      await gstin.fill(MISTYPED.toLowerCase());
      await expect.poll(() => gstin.inputValue()).toBe(MISTYPED);
      await page.getByText('This GSTIN’s check character is wrong: please check it for a typing mistake', { exact: true }).waitFor();
      // Nothing is sent while a field is wrong: the missing name is asked for.
      await gstin.fill(GSTIN);
      expect(await page.getByText('This GSTIN’s check character is wrong', { exact: false }).count()).toBe(0);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.getByText('Enter the business name, as registered for GST', { exact: true }).waitFor();
      expect(page.url()).toMatch(/\/placeorder$/);

      await page.getByLabel('Business name').fill(BUSINESS);
      // What only the server knows is refused by it, shown like any refused order and beside the field, with
      // nothing lost: the shop's own GSTIN.
      await gstin.fill(DEMO_SETTINGS.gstin ?? '');
      await page.getByRole('button', { name: 'Place Order' }).click();
      const ownGstin = 'That is this shop’s own GSTIN: enter the GSTIN of the business that is buying';
      await page.locator('.mantine-Notification-root').getByText(ownGstin, { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Invoice' }).getByText(ownGstin, { exact: true }).waitFor();
      expect(page.url()).toMatch(/\/placeorder$/);
      expect(await page.getByLabel('Business name').inputValue()).toBe(BUSINESS);
      await gstin.fill(GSTIN);
      expect(await page.getByRole('region', { name: 'Invoice' }).getByText(ownGstin).count()).toBe(0);
      // The GSTIN's state (Maharashtra) is the place of supply: IGST, though the goods go to Karnataka.
      await summary.getByText(`IGST ${product.gstRate}%`).waitFor();
      expect(await summary.getByText(/^CGST/).count()).toBe(0);
      await screenshot(page, 'gst-business-checkout');
      // The refusal's toast first goes (its close button is Mantine's own, and unnamed).
      await dismissToasts(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order\/[^/]+$/);
      const orderId = page.url().split('/').pop() ?? '';

      const stored = await apiJson<Order>(env.shop.baseUrl, 'GET', `/api/orders/${orderId}`, shopper.session.token);
      expect(stored.business).toEqual({ gstin: GSTIN, name: BUSINESS });
      expect(stored.placeOfSupply.code).toBe('27');
      const documents = page.getByRole('region', { name: 'Documents' });
      await documents.getByText(`${BUSINESS}, GSTIN ${GSTIN}`).waitFor();
      await documents.getByText('The tax invoice is issued when your order is paid online or shipped.', { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Order Summary' }).getByText('Place of supply: Maharashtra (27)').waitFor();

      // Shipped: the tax invoice is issued, and it is a B2B invoice.
      const admin = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      const shipped = await apiJson<Order>(env.shop.baseUrl, 'PUT', `/api/orders/${orderId}/ship`, admin.token, { carrier: 'Blue Dart', trackingNumber: 'BD555000111' });
      const number = shipped.invoice?.number ?? '';
      expect(number).toMatch(/^INV\//);
      await page.reload();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: `Download invoice ${number}` }).click()]);
      const pdf = readFileSync(await download.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain(GSTIN);
      expect(text).toContain(BUSINESS);
      expect(text).toContain('Maharashtra (27)');
      expect(text).toContain('IGST');
      // The refusal's 400 is the one failed request the browser logged.
      expect(unexpectedErrors(errors, [400])).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'the owner finds business orders with the list’s Buyer filter and sees the buyer’s GSTIN on the order page',
    async () => {
      const product = taxedProduct();
      const shopper = await newCustomer(env.shop.baseUrl, 'Sana Qureshi');
      // Placed over the API, as any client may, with the business's details.
      const order = await placeBusinessOrder(shopper.session.token, product);
      expect(order.business).toEqual({ gstin: GSTIN, name: 'Qureshi Traders' });

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin/orderlist');
      const table = page.getByRole('table', { name: 'Orders' });
      const row = table.getByRole('row').filter({ has: page.locator(`[title="${order._id}"]`) });
      await row.getByText('B2B', { exact: true }).waitFor();
      await page.getByLabel('Buyer').selectOption('business');
      await page.waitForURL(/\?buyer=business$/);
      await row.waitFor();
      await page.getByLabel('Buyer').selectOption('consumer');
      await page.waitForURL(/\?buyer=consumer$/);
      await row.waitFor({ state: 'detached' });
      await page.getByLabel('Buyer').selectOption('');
      await page.waitForURL(/\/admin\/orderlist$/);
      await row.waitFor();

      await row.getByRole('link', { name: /^Details of order/ }).click();
      await page.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Shipping' }).getByText(`Qureshi Traders · GSTIN ${GSTIN}`).waitFor();
      await page.getByRole('region', { name: 'Documents' }).getByText('No tax invoice yet: it is issued when the order is paid online or shipped.', { exact: true }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

/** A cash-on-delivery order over the REST API with a business buyer's details, totals as the storefront works them out. */
async function placeBusinessOrder(token: string, product: { _id: string; price: number; gstRate: number }): Promise<Order> {
  const totals = orderTotals([{ unitPrice: rupeesToPaise(product.price), qty: 1, gstRate: product.gstRate }]);
  return apiJson<Order>(env.shop.baseUrl, 'POST', '/api/orders', token, {
    orderItems: [{ product: product._id, qty: 1 }],
    shippingAddress: BENGALURU,
    paymentMethod: 'COD',
    itemsPrice: paiseToMoneyString(totals.itemsPrice),
    taxPrice: paiseToMoneyString(totals.taxPrice),
    shippingPrice: paiseToMoneyString(totals.shippingPrice),
    totalPrice: paiseToMoneyString(totals.totalPrice),
    business: { gstin: GSTIN, name: 'Qureshi Traders' },
  });
}
