import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/schemas/order.js';
import { signInAs, unexpectedErrors } from './admin-harness.js';
import { newCustomer } from './accounts.js';
import { DESKTOP, openTab, PHONE, productInStock, useShopAndBrowser } from './harness.js';
import { placeOrderOverApi, useSessionIn } from './shop-api.js';

/*
 * An order is named by its number (RS-10001) wherever a person reads it: the shopper's order page and My
 * Orders, the admin's order list and order page; the admin list's search finds it by that number and by
 * the piece of its id the list used to show (docs/decisions/032-order-numbers.md).
 */
const LONG = 120_000;
const env = useShopAndBrowser();

/** An order by a customer of the test's own, as the API answered it, with the customer's session. */
async function customerOrder(name: string) {
  const customer = await newCustomer(env.shop.baseUrl, name);
  const order = await placeOrderOverApi(env.shop.baseUrl, customer.session.token, [{ product: productInStock(env.shop, 3), qty: 1 }]);
  expect(order.orderNumber).toMatch(/^RS-\d{5,}$/);
  return { order, session: customer.session };
}

/** The page's visible text holds no piece of the order's id (the old "…490ccd4a" or "490CCD4A"). */
async function expectNoIdPiece(page: Page, order: Order) {
  const text = await page.locator('body').innerText();
  expect(text.toLowerCase()).not.toContain(order._id.slice(-8));
}

describe('order numbers on the storefront', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(
      `the order page's heading and title and My Orders name the order by its number (${viewport === PHONE ? 'phone' : 'desktop'})`,
      async () => {
        const { order, session } = await customerOrder('Ishita Bose');
        const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, viewport);
        await useSessionIn(context, session);

        await page.goto(`/order/${order._id}`);
        await page.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 }).waitFor();
        await expect.poll(() => page.title()).toMatch(new RegExp(`^Order ${order.orderNumber} \\| `));
        await page.getByText('Not Delivered').waitFor();
        await expectNoIdPiece(page, order);

        await page.goto('/profile');
        await page.getByRole('heading', { name: 'My Orders' }).waitFor();
        const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: order.orderNumber });
        await row.getByRole('cell', { name: order.orderNumber, exact: true }).waitFor();
        await row.getByRole('link', { name: `Details of order ${order.orderNumber}` }).click();
        await page.waitForURL(new RegExp(`/order/${order._id}$`));
        await page.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 }).waitFor();

        expect(unexpectedErrors(errors)).toEqual([]);
        await context.close();
      },
      LONG,
    );
  }
});

describe('order numbers in the admin area', () => {
  it(
    'the list shows the number and finds the order by it or by a piece of its id; the order page is named by it',
    async () => {
      const { order } = await customerOrder('Devika Pillai');
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');

      await page.goto('/admin/orderlist');
      const table = page.getByRole('table', { name: 'Orders' });
      // The ID column shows the number; the full id is in its tooltip.
      const idCell = table.locator(`[title="${order._id}"]`);
      await idCell.waitFor();
      expect((await idCell.textContent())?.trim()).toBe(order.orderNumber);
      await expectNoIdPiece(page, order);

      const searchBox = page.getByRole('searchbox', { name: 'Find orders' });
      /** Searches as the admin does and waits for the shop's answer to that very keyword: this order alone. */
      const onlyRow = async (keyword: string) => {
        const answer = page.waitForResponse((response) => response.url().includes('orders.list') && decodeURIComponent(response.url()).includes(`"keyword":"${keyword}"`));
        await searchBox.fill(keyword);
        await searchBox.press('Enter');
        const found = JSON.stringify(await (await answer).json());
        expect(found, keyword).toMatch(/"total":1[,}]/);
        expect(found, keyword).toContain(`"_id":"${order._id}"`);
        await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
        await page.getByText('1 order', { exact: true }).waitFor();
        await table.getByRole('row').filter({ has: page.locator(`[title="${order._id}"]`) }).waitFor();
      };
      await onlyRow(order.orderNumber);
      await onlyRow(order.orderNumber.toLowerCase());
      await onlyRow(order.orderNumber.replace('RS-', ''));
      // What the list and the e-mails used to show: the id's last eight characters, in either case.
      await onlyRow(order._id.slice(-8));
      // An id ending in digits alone reads the same in capitals: the list already shows that search.
      if (/[a-f]/i.test(order._id.slice(-8))) await onlyRow(order._id.slice(-8).toUpperCase());

      await table.getByRole('link', { name: `Details of order ${order.orderNumber} by Devika Pillai` }).click();
      await page.waitForURL(new RegExp(`/admin/order/${order._id}$`));
      await page.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 }).waitFor();
      await expect.poll(() => page.title()).toMatch(new RegExp(`^Order ${order.orderNumber} \\(Admin\\) \\| `));
      // The id is still there for matching with a payment gateway's records.
      await page.getByText(`ID ${order._id}`, { exact: true }).waitFor();

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
