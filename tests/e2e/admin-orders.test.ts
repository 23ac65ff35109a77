import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getProduct } from '../../src/server/catalog/get-product.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { formatRupees, rupeesToPaise } from '../../src/shared/money.js';
import type { Order } from '../../src/shared/schemas/order.js';
import { confirmDialog, dismissToasts, expectToast, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, openTab, productInStock, screenshot, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, placeOrderOverApi } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

const stockOf = (id: string) => getProduct(env.shop.deps.db, id, { withDrafts: true }).countInStock;

/** The order's timeline on the admin order page. */
const timeline = (page: Page) => page.getByRole('list', { name: 'Order timeline' });
const timelineStep = (page: Page, label: string) => timeline(page).getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

async function openOrder(page: Page, order: Pick<Order, '_id' | 'orderNumber'>) {
  await page.goto(`/admin/order/${order._id}`);
  await page.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 }).waitFor();
  await timelineStep(page, 'Placed').waitFor();
}

async function customerOrder(qty: number) {
  const customer = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  const product = productInStock(env.shop, qty + 2, 'Bags');
  const order = await placeOrderOverApi(env.shop.baseUrl, customer.token, [{ product, qty }]);
  return { customer, product, order };
}

describe('the admin order page', () => {
  it(
    'ships an order with its tracking details, then delivers it; the timeline shows each step; then refunds part of it and restocks a unit',
    async () => {
      const { customer, product, order } = await customerOrder(2);
      const stockAfterOrder = stockOf(product._id);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');

      // From the list's Details link.
      await page.goto('/admin/orderlist');
      const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ has: page.locator(`[title="${order._id}"]`) });
      await row.getByRole('link', { name: /^Details of order/ }).click();
      await page.waitForURL(new RegExp(`/admin/order/${order._id}$`));
      await page.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 }).waitFor();
      await timelineStep(page, 'Placed').waitFor();
      // What the shopper sees: items, address, totals.
      await page.getByText(product.name).first().waitFor();
      await page.getByText(/21, Residency Road, Bengaluru 560025, Karnataka/).waitFor();
      await page.getByRole('region', { name: 'Order Summary' }).getByText(formatRupees(rupeesToPaise(order.totalPrice)), { exact: true }).waitFor();
      await page.getByText('Not Delivered', { exact: true }).waitFor();
      // An unshipped COD order can ship, be delivered or cancelled; nothing is paid, so no refund.
      expect(await page.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);

      // Ship: carrier and tracking number are required.
      const ship = page.getByRole('form', { name: 'Ship' });
      await ship.getByRole('button', { name: 'Ship', exact: true }).click();
      await ship.getByText('Carrier is required', { exact: true }).waitFor();
      await ship.getByText('Tracking number is required', { exact: true }).waitFor();
      await ship.getByLabel('Carrier').fill('Delhivery');
      await ship.getByLabel('Tracking number').fill('DL123456789IN');
      await ship.getByLabel('Tracking link').fill('https://track.example/DL123456789IN');
      await ship.getByRole('button', { name: 'Ship', exact: true }).click();
      await expectToast(page, 'Order marked as shipped');
      await timelineStep(page, 'Shipped').getByText('Delhivery DL123456789IN').waitFor();
      expect(await page.getByRole('link', { name: 'DL123456789IN' }).getAttribute('href')).toBe('https://track.example/DL123456789IN');
      await page.locator('[title="Fulfilment status"]').filter({ hasText: 'Shipped' }).waitFor();
      await ship.waitFor({ state: 'detached' }); // shipped once: no second shipment
      await dismissToasts(page);

      // Mark Delivered, with the spec's confirmation and toast; cash on delivery is paid by it.
      await page.getByRole('button', { name: 'Mark Delivered' }).click();
      await confirmDialog(page, 'Mark this order as delivered?', 'Yes');
      await expectToast(page, 'Order marked as delivered');
      await timelineStep(page, 'Delivered').waitFor();
      await page.getByText(/^Delivered on /).waitFor();
      await page.getByText(/^Paid on /).waitFor();
      expect(await page.getByRole('button', { name: 'Mark Delivered' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      const steps = await timeline(page).getByRole('listitem').allInnerTexts();
      const order1 = ['Placed', 'Shipped', 'Delivered'].map((label) => steps.findIndex((s) => s.startsWith(label)));
      expect(order1.every((i) => i >= 0)).toBe(true);
      expect([...order1].sort((a, b) => a - b)).toEqual(order1);
      await screenshot(page, 'admin-desktop-order-delivered');
      await dismissToasts(page);

      // The invoice (issued when the COD order shipped) downloads with the admin's token.
      const [invoice] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download invoice' }).click()]);
      expect(invoice.suggestedFilename()).toMatch(/\.pdf$/);
      const invoicePath = await invoice.path();
      expect(readFileSync(invoicePath).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // A partial refund: more than was paid is refused beside the field, nothing is lost.
      await page.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund' });
      await dialog.getByLabel('Amount').fill(String(order.totalPrice + 1));
      await dialog.getByLabel('Reason').fill('Strap arrived torn');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await dialog.getByText(/^At most Rs .* is left to refund$/).waitFor();
      await expect(dialog.getByLabel('Reason').inputValue()).resolves.toBe('Strap arrived torn');
      await dialog.getByLabel('Amount').fill('10.50');
      await dialog.getByLabel(`Restock ${product.name}`).selectOption('1');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await expectToast(page, 'Refunded Rs 10.50/-');
      await dialog.waitFor({ state: 'detached' });
      await timelineStep(page, 'Refunded').waitFor();
      await page.locator('[title="Payment status"]').filter({ hasText: 'Partially refunded' }).waitFor();
      await page.getByRole('list', { name: 'Refunds' }).getByText(/Strap arrived torn/).waitFor();
      expect(stockOf(product._id)).toBe(stockAfterOrder + 1);

      const stored = await apiJson<Order>(env.shop.baseUrl, 'GET', `/api/orders/${order._id}`, customer.token);
      expect(stored).toMatchObject({ fulfilmentStatus: 'delivered', paymentStatus: 'partially_refunded', refundedPrice: 10.5 });
      expect(stored.shipment).toMatchObject({ carrier: 'Delhivery', trackingNumber: 'DL123456789IN', trackingUrl: 'https://track.example/DL123456789IN' });

      // The shopper was told: the messages are in the outbox, shown on the Mail page.
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Mail' }).click();
      await page.waitForURL(/\/admin\/mail$/);
      const mail = page.getByRole('table', { name: 'Mail' });
      await mail.getByRole('row').filter({ hasText: /has shipped/ }).first().waitFor();
      await mail.getByRole('row').filter({ hasText: /delivered/ }).first().waitFor();
      await page.getByRole('checkbox', { name: 'Unsent only' }).check();
      await page.waitForURL(/\?unsent=true$/);
      await mail.getByRole('row').nth(1).getByText('Pending', { exact: true }).waitFor();

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'cancels an order with a reason: the stock comes back and the list filter finds it',
    async () => {
      const { order, product } = await customerOrder(2);
      const stockAfterOrder = stockOf(product._id);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await openOrder(page, order);

      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel order' });
      await dialog.getByText(/^Cancel this order\?/).waitFor();
      // A reason is required; keeping the order changes nothing.
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await dialog.getByText('Enter the reason for cancelling', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(stockOf(product._id)).toBe(stockAfterOrder);

      await page.getByRole('button', { name: 'Cancel order' }).click();
      await dialog.getByLabel('Reason').fill('Customer refused the parcel on the phone');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expectToast(page, 'Order cancelled');
      await dialog.waitFor({ state: 'detached' });
      await timelineStep(page, 'Cancelled').getByText('Customer refused the parcel on the phone').waitFor();
      await page.getByText('Nothing more can be done with this order.').waitFor();
      expect(stockOf(product._id)).toBe(stockAfterOrder + 2);

      // The list's status filter lives in the address.
      await page.goto('/admin/orderlist?status=cancelled');
      const table = page.getByRole('table', { name: 'Orders' });
      const row = table.getByRole('row').filter({ has: page.locator(`[title="${order._id}"]`) });
      await row.getByText('Cancelled', { exact: true }).waitFor();
      await expect(page.getByLabel('Status').inputValue()).resolves.toBe('cancelled');
      await page.getByLabel('Status').selectOption('shipped');
      await page.waitForURL(/\?status=shipped$/);
      await row.waitFor({ state: 'detached' });
      await page.getByLabel('Status').selectOption('');
      await page.waitForURL(/\/admin\/orderlist$/);
      await row.waitFor();

      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
