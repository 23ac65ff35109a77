/**
 * 'Prices include GST' in a real browser, on a phone: the price on the product page is what the cart, the
 * order and the tax invoice charge, to the paisa, with the GST shown as what it includes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { formatRupees, rupeesToPaise } from '../../src/shared/money.js';
import { percentOff } from '../../src/shared/mrp.js';
import { pdfText } from '../helpers/pdf.js';
import { newCustomer, signInThroughForm } from './accounts.js';
import { unexpectedErrors } from './admin-harness.js';
import { checkoutCashOnDelivery } from './checkout-steps.js';
import { hydrated, openTab, PHONE, productInStock, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, shipOverApi } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

/** ₹1,999.00 as the invoice prints an amount of paise. */
const inr = (paise: number) => `₹${formatRupees(paise).replace(/^Rs /, '').replace(/\/-$/, '')}${paise % 100 === 0 ? '.00' : ''}`;

describe('prices that include GST', () => {
  it(
    'the product, the cart, the order and the invoice agree to the paisa',
    async () => {
      const admin = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await apiJson(env.shop.baseUrl, 'PUT', '/api/settings', admin.token, { pricesIncludeGst: true });
      const product = productInStock(env.shop, 2);
      const price = formatRupees(rupeesToPaise(product.price));
      // An MRP a quarter above the price: shown struck through, with the saving on what the shopper pays.
      const mrp = Math.round(rupeesToPaise(product.price) * 1.25);
      await apiJson(env.shop.baseUrl, 'PUT', `/api/products/${product._id}`, admin.token, { mrp: mrp / 100 });
      const off = percentOff(mrp, rupeesToPaise(product.price));
      const customer = await newCustomer(env.shop.baseUrl, 'Kavya Nair');

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await page.goto('/login');
      await hydrated(page);
      await signInThroughForm(page, customer.email, customer.password);
      await page.waitForURL((url) => url.pathname === '/');

      await page.goto(`/product/${product._id}`);
      await hydrated(page);
      await page.getByText(`Price: ${price}`).waitFor();
      await page.getByText(`Inclusive of GST (${product.gstRate}%)`).waitFor();
      await page.getByText(`M.R.P. ${formatRupees(mrp)} · ${off}% off`).waitFor();
      expect(await page.locator('s').filter({ hasText: formatRupees(mrp) }).count()).toBe(1);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      const summary = page.getByRole('region', { name: 'Price Details' });
      await summary.getByText('Subtotal (incl. GST)').waitFor();
      expect(await summary.getByText(price, { exact: true }).count()).toBe(2);

      await checkoutCashOnDelivery(page, {
        name: 'Kavya Nair',
        mobile: '94470 12345',
        address: 'TC 5/1123, Kowdiar',
        pincode: '695003',
        city: 'Thiruvananthapuram',
        state: 'Kerala',
      });
      const orderSummary = page.getByRole('region', { name: 'Order Summary' });
      await orderSummary.getByText(/^Includes GST/).waitFor();
      expect(await orderSummary.getByText(price, { exact: true }).count()).toBe(2);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order\/[^/]+$/);
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const order = await apiJson<{ totalPrice: number; taxPrice: number; pricesIncludeGst: boolean; orderItems: { taxableValue: number }[] }>(
        env.shop.baseUrl,
        'GET',
        `/api/orders/${orderId}`,
        customer.session.token,
      );
      expect(order).toMatchObject({ pricesIncludeGst: true, totalPrice: product.price });
      await page.getByRole('region', { name: 'Order Summary' }).getByText(`Includes GST (${product.gstRate}%)`).waitFor();

      // The tax invoice is issued when the order ships (docs/decisions/047-credit-notes-and-gstr1.md).
      await shipOverApi(env.shop.baseUrl, admin.token, orderId);
      await page.reload();
      await page.getByRole('button', { name: 'Download invoice' }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
      const text = pdfText(readFileSync(await download.path()));
      const taxable = rupeesToPaise(order.orderItems[0].taxableValue);
      expect(text).toContain(inr(taxable));
      expect(text).toMatch(new RegExp(`Grand total\\s+${inr(rupeesToPaise(product.price)).replace(/[.]/g, '\\.')}`));
      expect(taxable + rupeesToPaise(order.taxPrice)).toBe(rupeesToPaise(product.price));
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
