/**
 * The demo kurta in sizes and colours, as a shopper meets it (docs/decisions/043-variants.md): on a phone and
 * on a desktop the shopper picks Size M and Colour Indigo, the photo and price follow the choice, a size sold
 * out in that colour cannot be chosen, the choice is kept in the address; the cart, the order and its tax
 * invoice name the variant.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { getProduct } from '../../src/server/catalog/get-product.js';
import { pdfText } from '../helpers/pdf.js';
import { newCustomer, signInThroughForm } from './accounts.js';
import { unexpectedErrors } from './admin-harness.js';
import { checkoutCashOnDelivery } from './checkout-steps.js';
import { DESKTOP, hydrated, openTab, PHONE, productPageHydrated, screenshot, seriousAxeViolations, TEST_PUBLIC_URL, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, shipOverApi } from './shop-api.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';

const LONG = 120_000;
const env = useShopAndBrowser();

function demoKurta() {
  const listed = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 100, keyword: 'Fabindia Cotton Slub Kurta' }).products[0];
  if (!listed) throw new Error('The demo kurta is missing');
  return getProduct(env.shop.deps.db, listed._id);
}

const radio = (page: Page, option: string, name: string) => page.getByRole('radiogroup', { name: new RegExp(`^${option}:`) }).getByRole('radio', { name, exact: true });
const mainPhoto = (page: Page) => page.getByRole('img', { name: /kurta/i }).first();

/** The picker answers a click in a frame or two, but a loaded machine can take seconds. */
const POLL = { timeout: 10_000 };

describe('choosing a size and colour', () => {
  for (const [label, viewport] of [
    ['a phone (375 px)', PHONE],
    ['a desktop (1280 px)', DESKTOP],
  ] as const) {
    it(
      `on ${label}: M in Indigo, the photo and price follow, a sold-out size is disabled, and the choice is in the address`,
      async () => {
        const kurta = demoKurta();
        const indigoM = kurta.variants.find((v) => v.optionValues.join('/') === 'M/Indigo');
        expect(indigoM).toBeDefined();
        const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, viewport, { bypassCSP: true });
        await page.goto(`/product/${kurta._id}`);
        // The picker is the product route's, which may hydrate after the rest of the page: a click before is lost.
        await productPageHydrated(page);
        // Nothing chosen yet: the lowest price, as a range.
        await page.getByText('Price: from Rs 1,790/-').waitFor();

        await radio(page, 'Colour', 'Maroon').click();
        await expect.poll(() => mainPhoto(page).getAttribute('src'), POLL).toMatch(/photo-2/);
        // No L in maroon left: shown so and not choosable.
        await expect.poll(() => radio(page, 'Size', 'L (out of stock)').isDisabled(), POLL).toBe(true);

        await radio(page, 'Colour', 'Indigo').click();
        await expect.poll(() => mainPhoto(page).getAttribute('src'), POLL).not.toMatch(/photo-2/);
        expect(await radio(page, 'Size', 'XL (out of stock)').isDisabled()).toBe(true);
        expect(await radio(page, 'Size', 'L').isDisabled()).toBe(false);
        await radio(page, 'Size', 'M').click();
        expect(await radio(page, 'Size', 'M').getAttribute('aria-checked')).toBe('true');
        await page.waitForURL((url) => url.searchParams.get('variant') === indigoM?.id);
        await page.getByText('Price: Rs 1,790/-', { exact: true }).waitFor();
        await screenshot(page, `variant-picker-${viewport.width}`);
        expect(await seriousAxeViolations(page)).toEqual([]);

        // The address opens the same choice, drawn so by the server (before any script), with the product's
        // own page as the canonical one.
        const html = await (await fetch(`${env.shop.baseUrl}/product/${kurta._id}?variant=${indigoM?.id}`)).text();
        expect(html).toMatch(/aria-checked="true" aria-label="M"/);
        expect(html).toMatch(/aria-checked="true" aria-label="Indigo"/);
        expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/product/${kurta._id}" />`);
        const shared = await context.newPage();
        await shared.goto(`/product/${kurta._id}?variant=${indigoM?.id}`);
        await hydrated(shared);
        expect(await radio(shared, 'Size', 'M').getAttribute('aria-checked')).toBe('true');
        expect(await radio(shared, 'Colour', 'Indigo').getAttribute('aria-checked')).toBe('true');
        expect(unexpectedErrors(errors)).toEqual([]);
        await context.close();
      },
      LONG,
    );
  }

  it(
    'XL costs more; the cart, the order and its tax invoice name Size: M · Colour: Indigo',
    async () => {
      const kurta = demoKurta();
      const shopper = await newCustomer(env.shop.baseUrl, 'Kabir Menon');
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await page.goto('/login');
      await hydrated(page);
      await signInThroughForm(page, shopper.email, shopper.password);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`/product/${kurta._id}`);
      await productPageHydrated(page);
      // Add To Cart before choosing asks for the choice.
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByText('Please choose a Size').waitFor();
      await radio(page, 'Colour', 'Maroon').click();
      await radio(page, 'Size', 'XL').click();
      await page.getByText('Price: Rs 1,890/-', { exact: true }).waitFor();
      // No XL in indigo: the colour cannot be chosen with that size, and a size that has it can.
      expect(await radio(page, 'Colour', 'Indigo (out of stock)').isDisabled()).toBe(true);
      await radio(page, 'Size', 'M').click();
      await radio(page, 'Colour', 'Indigo').click();
      await page.getByText('Price: Rs 1,790/-', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByText('Size: M · Colour: Indigo').waitFor();

      await checkoutCashOnDelivery(page, { name: 'Kabir Menon', mobile: '98470 22222', address: '7, Marine Drive', pincode: '682031', city: 'Kochi', state: 'Kerala' });
      await page.getByText('Size: M · Colour: Indigo').waitFor();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order\/[^/]+$/);
      await page.getByText('Size: M · Colour: Indigo').waitFor();
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const order = await apiJson<{ orderItems: { variant: string; variantTitle: string; sku: string }[] }>(env.shop.baseUrl, 'GET', `/api/orders/${orderId}`, shopper.session.token);
      const indigoM = kurta.variants.find((v) => v.optionValues.join('/') === 'M/Indigo');
      expect(order.orderItems[0]).toMatchObject({ variant: indigoM?.id, variantTitle: 'Size: M · Colour: Indigo', sku: 'FABINDIA-COTTON-SLUB-KURTA-M-INDIGO' });
      // Only that variant's stock moved.
      const after = getProduct(env.shop.deps.db, kurta._id);
      expect(after.variants.find((v) => v.id === indigoM?.id)?.countInStock).toBe((indigoM?.countInStock ?? 0) - 1);
      expect(after.countInStock).toBe(kurta.countInStock - 1);

      // The tax invoice is issued when the order ships (docs/decisions/047-credit-notes-and-gstr1.md).
      await shipOverApi(env.shop.baseUrl, (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token, orderId);
      await page.reload();
      await page.getByRole('button', { name: 'Download invoice' }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
      const text = pdfText(readFileSync(await download.path()));
      expect(text.replace(/\s+/g, ' ')).toContain('(Size: M · Colour: Indigo)');
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
