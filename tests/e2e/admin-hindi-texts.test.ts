/**
 * The owner gives a product and a category their Hindi texts on the forms' second tab (docs/decisions/056-
 * languages.md), and a shopper who types the Hindi words in the header finds the product, offered by its Hindi
 * name. A Hindi field the server refuses is shown on its tab. The owner's own storefront texts (banner, About,
 * footer promises) have a Hindi tab in the settings, shown on the Hindi pages.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import type { Category } from '../../src/shared/categories.js';
import type { Product, ProductSummary } from '../../src/shared/schemas/product.js';
import type { ShopSettings } from '../../src/shared/schemas/settings.js';
import { dismissToasts, expectToast, settled, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, openTab, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin } from './shop-api.js';

const LONG = 180_000;
const env = useShopAndBrowser();

describe('Hindi texts in the admin', () => {
  it(
    'the owner names a product in Hindi on its Hindi tab; a shopper typing it in Devanagari is offered and finds it',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP, { bypassCSP: true });
      await signInAs(context, env.shop.baseUrl, 'admin');
      const { products } = await apiJson<{ products: ProductSummary[] }>(env.shop.baseUrl, 'GET', '/api/products?keyword=kurta&pageSize=1');
      const product = products[0];
      await page.goto(`/admin/product/${product._id}/edit`);
      await page.getByRole('heading', { name: 'Edit Product' }).waitFor();

      // The English texts are on the first tab, as before; the Hindi ones on the second.
      await expect(page.getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).resolves.toBe('true');
      await page.getByLabel('Name', { exact: true }).waitFor();
      await page.getByRole('tab', { name: 'हिन्दी (Hindi)' }).click();
      await page.getByText('Optional. Shown on the shop’s Hindi pages').waitFor();

      // A Hindi name too long: refused, the form keeps both texts, and the error stands beside the field.
      await page.getByLabel('Name in Hindi').fill('क'.repeat(201));
      await page.getByLabel('Description in Hindi').fill('हाथ से बुना हुआ सूती कुर्ता, हल्का और आरामदायक।');
      await page.getByRole('tab', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Update' }).click();
      await expectToast(page, 'Hindi name is too long');
      // The refused field's tab is shown.
      await expect.poll(() => page.getByRole('tab', { name: 'हिन्दी (Hindi)' }).getAttribute('aria-selected')).toBe('true');
      await page.getByText('Hindi name is too long', { exact: true }).last().waitFor();
      await expect(page.getByLabel('Description in Hindi').inputValue()).resolves.toBe('हाथ से बुना हुआ सूती कुर्ता, हल्का और आरामदायक।');
      await dismissToasts(page);
      await settled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByLabel('Name in Hindi').fill('सूती कुर्ता');
      await page.getByRole('button', { name: 'Update' }).click();
      await expectToast(page, 'Product updated successfully');
      await page.waitForURL(/\/admin\/productlist$/);
      const saved = await apiJson<Product>(env.shop.baseUrl, 'GET', `/api/products/${product._id}`);
      expect(saved).toMatchObject({ name: product.name, nameHi: 'सूती कुर्ता', descriptionHi: 'हाथ से बुना हुआ सूती कुर्ता, हल्का और आरामदायक।' });

      // A shopper types the Hindi words in the header: the product is offered by its Hindi name, and found.
      const shopper = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await shopper.page.goto('/');
      const box = shopper.page.getByRole('searchbox', { name: 'Search products' });
      await box.pressSequentially('सूती', { delay: 30 });
      await shopper.page.getByRole('option', { name: 'सूती कुर्ता' }).waitFor();
      await box.press('Enter');
      await shopper.page.waitForURL(/\/search\//);
      await shopper.page.getByTestId('product-card').filter({ hasText: product.name }).first().waitFor();
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'the owner names a category in Hindi on the dialog’s Hindi tab',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin/categories');
      await page.getByRole('button', { name: 'Edit category Groceries' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Groceries' });
      await dialog.getByRole('tab', { name: 'हिन्दी (Hindi)' }).click();
      await dialog.getByLabel('Name in Hindi').fill('किराना');
      await dialog.getByLabel('Description in Hindi').fill('चावल, दाल, घी और मसाले');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Category updated');
      await dialog.waitFor({ state: 'detached' });
      const token = (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;
      const categories = await apiJson<Category[]>(env.shop.baseUrl, 'GET', '/api/categories', token);
      expect(categories.find((c) => c.name === 'Groceries')).toMatchObject({ nameHi: 'किराना', descriptionHi: 'चावल, दाल, घी और मसाले', description: expect.any(String) });
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'the owner writes the footer’s promise in Hindi on the settings’ Hindi tab; the Hindi pages show it, the English ones the English',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP, { bypassCSP: true });
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      const texts = page.getByRole('tablist', { name: 'The storefront\'s texts by language' });
      await texts.getByRole('tab', { name: 'हिन्दी (Hindi)' }).click();
      // A Hindi promise too long: refused beside its field, on its tab, with everything typed kept.
      await page.getByLabel('Footer promise 2 in Hindi', { exact: true }).fill('स'.repeat(41));
      await page.getByLabel('About text in Hindi').fill('जयपुर की एक पारिवारिक दुकान');
      await texts.getByRole('tab', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.locator('.mantine-TextInput-error').filter({ hasText: /Promise in Hindi/ }).waitFor();
      await expect.poll(() => texts.getByRole('tab', { name: 'हिन्दी (Hindi)' }).getAttribute('aria-selected')).toBe('true');
      await expect(page.getByLabel('About text in Hindi').inputValue()).resolves.toBe('जयपुर की एक पारिवारिक दुकान');
      await dismissToasts(page);

      await page.getByLabel('Footer promise 2 in Hindi', { exact: true }).fill('हर दाम सच्चा');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Settings saved');
      const saved = await apiJson<ShopSettings>(env.shop.baseUrl, 'GET', '/api/settings');
      expect(saved.aboutTextHi).toBe('जयपुर की एक पारिवारिक दुकान');
      expect(saved.footerPromises[1]).toMatchObject({ title: 'Honest prices', titleHi: 'हर दाम सच्चा' });
      await settled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A shopper's footer: the Hindi pages have the Hindi texts, the English ones the English.
      const shopper = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      const footerText = async (path: string) => {
        await shopper.page.goto(path);
        return shopper.page.getByRole('contentinfo').innerText();
      };
      const hindi = await footerText('/hi/');
      expect(hindi).toContain('हर दाम सच्चा');
      expect(hindi).toContain('जयपुर की एक पारिवारिक दुकान');
      expect(hindi).not.toContain('Honest prices');
      const english = await footerText('/');
      expect(english).toContain('Honest prices');
      expect(english).not.toContain('हर दाम सच्चा');
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
      expect(unexpectedErrors(errors, [400])).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
