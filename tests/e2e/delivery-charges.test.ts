/**
 * The owner's delivery fee and COD fee as a shopper meets them, on a phone: in the cart, at Place Order, on
 * the order and on its tax invoice; and a pincode the shop does not serve refused at the shipping step.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { formatRupees, rupeesToPaise } from '../../src/shared/money.js';
import { pdfText } from '../helpers/pdf.js';
import { chooseState, newCustomer, signInThroughForm } from './accounts.js';
import { unexpectedErrors } from './admin-harness.js';
import { newAddressForm } from './checkout-steps.js';
import { hydrated, openTab, PHONE, productPageHydrated, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, shipOverApi } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

/** A demo product the shopper can buy below the free-delivery value. */
function cheapProduct() {
  const product = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 100 }).products.find((p) => p.price < 400 && p.countInStock >= 2);
  if (!product) throw new Error('The demo catalog has no product under Rs 400 in stock');
  return product;
}

const inSummary = (page: Page, label: string) => page.getByRole('region', { name: /Summary|Price Details/ }).getByText(label, { exact: true });

describe('the owner’s delivery and COD fees', () => {
  it(
    'a Rs 40 fee free from Rs 499 and a Rs 20 COD fee show in the cart, at Place Order, on the order and its invoice; an unserved pincode is refused',
    async () => {
      const admin = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await apiJson(env.shop.baseUrl, 'PUT', '/api/shipping', admin.token, {
        fee: 40,
        freeAbove: 499,
        minDays: 2,
        maxDays: 5,
        codEnabled: true,
        codFee: 20,
        codMaxOrderValue: null,
        serviceableArea: 'list',
        zones: [],
      });
      await apiJson(env.shop.baseUrl, 'PUT', '/api/shipping/pincodes', admin.token, { csv: '110001\n110016\n560001' });
      const product = cheapProduct();
      const asha = await newCustomer(env.shop.baseUrl, 'Asha Verma');

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await page.goto('/login');
      await hydrated(page);
      await signInThroughForm(page, asha.email, asha.password);
      await page.waitForURL((url) => url.pathname === '/');

      // The product page asks for the pincode; the cart then counts delivery to it.
      await page.goto(`/product/${product._id}`);
      await productPageHydrated(page);
      await page.getByRole('group', { name: 'Delivery' }).getByRole('button', { name: 'Enter your pincode' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose your delivery pincode' });
      await dialog.getByRole('textbox', { name: 'Pincode' }).fill('110001');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await inSummary(page, 'Rs 40/-').waitFor();
      await page.getByText(/Cash on delivery adds Rs 20\/-\./).waitFor();

      // An address the shop does not serve is refused beside its pincode; nothing typed is lost.
      await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
      await page.waitForURL((url) => url.pathname === '/shipping');
      await newAddressForm(page);
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Mobile number').fill('98100 11111');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('4, Hauz Khas Village');
      const pincode = page.getByLabel('Pincode');
      await pincode.fill('110017');
      await page.getByRole('textbox', { name: 'City' }).fill('New Delhi');
      await chooseState(page, 'Delhi');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Sorry, we do not deliver to 110017 yet').waitFor();
      expect(page.url()).toMatch(/\/shipping$/);
      expect(await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).toBe('4, Hauz Khas Village');
      await pincode.fill('110016');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/payment$/);
      await page.getByRole('radio', { name: 'Cash on Delivery (COD)' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/placeorder$/);

      // Place Order: the fee and the COD fee, with their GST at the product's rate inside the tax.
      await inSummary(page, 'Rs 40/-').waitFor();
      await inSummary(page, 'Cash on delivery fee').waitFor();
      await inSummary(page, 'Rs 20/-').waitFor();
      const items = rupeesToPaise(product.price);
      await page.getByText(/^Delivery by /).waitFor();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order\/[^/]+$/);
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const order = await apiJson<{ itemsPrice: number; shippingPrice: number; codFee: number; totalPrice: number; invoice: { number: string } }>(
        env.shop.baseUrl,
        'GET',
        `/api/orders/${orderId}`,
        asha.session.token,
      );
      expect(order).toMatchObject({ itemsPrice: items / 100, shippingPrice: 40, codFee: 20 });
      await inSummary(page, formatRupees(rupeesToPaise(order.totalPrice))).waitFor();
      await inSummary(page, 'Cash on delivery fee').waitFor();

      // The tax invoice is issued when the order ships (docs/decisions/047-credit-notes-and-gstr1.md).
      await shipOverApi(env.shop.baseUrl, admin.token, orderId);
      await page.reload();
      await page.getByRole('button', { name: 'Download invoice' }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
      const text = pdfText(readFileSync(await download.path()));
      expect(text).toMatch(/Delivery charges\s+996812\s+1\s+₹40\.00/);
      expect(text).toMatch(/Cash on delivery fee\s+996812\s+1\s+₹20\.00/);
      expect(text).toContain(`₹${formatRupees(rupeesToPaise(order.totalPrice)).replace(/^Rs /, '').replace(/\/-$/, '')}`);
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
