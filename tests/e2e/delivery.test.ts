/**
 * Delivery as a shopper meets it, in a real browser: the header asks for a pincode and keeps it, the product
 * page says when the product arrives there and what delivery costs, and a pincode the shop does not serve
 * is told so; the owner sets the rules on the admin Shipping page.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { deliveryBy } from '../../src/shared/shipping.js';
import { DESKTOP, openTab, PHONE, productInStock, productPageHydrated, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, useSessionIn } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

describe('delivery to the shopper’s pincode', () => {
  it(
    'the product page’s delivery line follows the header’s pincode',
    async () => {
      const admin = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await apiJson(env.shop.baseUrl, 'PUT', '/api/shipping', admin.token, {
        fee: 40,
        freeAbove: 100_000,
        minDays: 2,
        maxDays: 4,
        codEnabled: true,
        codFee: 20,
        codMaxOrderValue: null,
        serviceableArea: 'list',
        zones: [{ name: 'Bengaluru', pincodePrefixes: ['560'], fee: 0, freeAbove: null, minDays: 1, maxDays: 2, codEnabled: false }],
      });
      await apiJson(env.shop.baseUrl, 'PUT', '/api/shipping/pincodes', admin.token, { csv: '560001\n110001' });
      const product = productInStock(env.shop, 1);

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto(`/product/${product._id}`);
      await productPageHydrated(page);
      const line = page.getByRole('group', { name: 'Delivery' });
      await line.getByText('to see when it arrives').waitFor();

      // The header's picker sets the pincode for the whole shop.
      await page.getByRole('button', { name: /Your Location/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose your delivery pincode' });
      await dialog.getByRole('textbox', { name: 'Pincode' }).fill('110001');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await line.getByText(`Delivery by ${deliveryBy(new Date(), 4).text}`).waitFor();
      await line.getByText('Delivery fee Rs 40/- · Cash on delivery available').waitFor();

      // A zone of its own: free, sooner, no cash on delivery.
      await page.getByRole('button', { name: /Deliver to .*110001/ }).click();
      await dialog.getByRole('textbox', { name: 'Pincode' }).fill('560001');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await line.getByText(`Delivery by ${deliveryBy(new Date(), 2).text}`).waitFor();
      await line.getByText('Free delivery · No cash on delivery here').waitFor();

      // Not on the shop's list: the picker says so, keeps the pincode, and so does the product page.
      await page.getByRole('button', { name: /Deliver to .*560001/ }).click();
      await dialog.getByRole('textbox', { name: 'Pincode' }).fill('560099');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.getByText('Sorry, we do not deliver to 560099 yet').waitFor();
      await page.keyboard.press('Escape');
      await line.getByText('We do not deliver to 560099 yet').waitFor();

      // The footer promises what the rules give: free delivery from the highest value any rule frees it at.
      const footer = page.getByRole('contentinfo');
      await footer.getByText('Free delivery from Rs 1,00,000/-').waitFor();
      await footer.getByText('To your doorstep, in the pincodes we serve').waitFor();
      await footer.getByText('Where the checkout offers it').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'on a phone, where the header has no picker, the product page asks for the pincode itself',
    async () => {
      const product = productInStock(env.shop, 1);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await page.goto(`/product/${product._id}`);
      await productPageHydrated(page);
      const line = page.getByRole('group', { name: 'Delivery' });
      await line.getByRole('button', { name: 'Enter your pincode' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose your delivery pincode' });
      await dialog.getByRole('textbox', { name: 'Pincode' }).fill('110001');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await line.getByText(/^Delivery by /).waitFor();
      await line.getByText(/^To .*110001/).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'the owner sets the rules on the Shipping page; a wrong prefix is refused beside its field and nothing is lost',
    async () => {
      const admin = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      // Whatever another test of this file left: the default rules, no zones.
      await apiJson(env.shop.baseUrl, 'PUT', '/api/shipping', admin.token, { fee: 0, freeAbove: null, minDays: 2, maxDays: 7, codEnabled: true, codFee: 0, codMaxOrderValue: null, serviceableArea: 'all', zones: [] });
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await useSessionIn(context, admin);
      await page.goto('/admin/shipping');
      await page.getByRole('textbox', { name: 'Delivery fee (Rs)' }).first().fill('40');
      await page.getByRole('textbox', { name: 'Free delivery from (Rs)' }).first().fill('499');
      await page.getByRole('textbox', { name: 'COD fee (Rs)' }).fill('20');
      await page.getByRole('radio', { name: 'All of India' }).check();
      await page.getByRole('button', { name: 'Add a zone' }).click();
      await page.getByRole('textbox', { name: 'Zone name' }).fill('Mumbai');
      await page.getByRole('textbox', { name: 'Pincode prefixes' }).fill('400, 0401');
      await page.getByRole('button', { name: 'Save shipping rules' }).click();
      await page.getByText('A pincode prefix is 1 to 6 digits, not starting with 0, such as 560 or 5600').first().waitFor();
      expect(await page.getByRole('textbox', { name: 'Zone name' }).inputValue()).toBe('Mumbai');
      await page.getByRole('textbox', { name: 'Pincode prefixes' }).fill('400, 401');
      await page.getByRole('button', { name: 'Save shipping rules' }).click();
      await page.getByText('Shipping rules saved').waitFor();
      const rules = await apiJson<{ fee: number; freeAbove: number; codFee: number; zones: { name: string; pincodePrefixes: string[] }[] }>(env.shop.baseUrl, 'GET', '/api/shipping');
      expect(rules).toMatchObject({ fee: 40, freeAbove: 499, codFee: 20, zones: [{ name: 'Mumbai', pincodePrefixes: ['400', '401'] }] });
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Pincode prefixes' }).inputValue()).resolves.toBe('400, 401');
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
