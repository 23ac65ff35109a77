import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { paiseToMoneyString, rupeesToPaise } from '../../src/shared/money.js';
import { orderTotals } from '../../src/shared/order-totals.js';
import type { Order, PlacedOrderAnswer } from '../../src/shared/schemas/order.js';
import { pdfText } from '../helpers/pdf.js';
import { TEST_CARDS } from '../../src/shared/payments.js';
import { newCustomer, toastsWith } from './accounts.js';
import { dismissToasts, expectToast, pageWidth, settled, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, openTab, PHONE, productInStock, screenshot, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, BENGALURU, MUMBAI, placeOrderOverApi, useSessionIn } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

const adminToken = async () => (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;

/** The order page's Documents block (shopper's and admin's alike). */
const documents = (page: Page) => page.getByRole('list', { name: 'Documents' });
const documentRow = (page: Page, text: RegExp | string) => documents(page).getByRole('listitem').filter({ hasText: text });

/** A cash-on-delivery order of a new customer, shipped and delivered by the shop: invoiced and paid at the door. */
async function deliveredOrder(name: string) {
  const shopper = await newCustomer(env.shop.baseUrl, name);
  const product = productInStock(env.shop, 4, 'Bags');
  const placed = await placeOrderOverApi(env.shop.baseUrl, shopper.session.token, [{ product, qty: 2 }]);
  const admin = await adminToken();
  await apiJson(env.shop.baseUrl, 'PUT', `/api/orders/${placed._id}/ship`, admin, { carrier: 'Delhivery', trackingNumber: `DL${Date.now()}IN` });
  const order = await apiJson<Order>(env.shop.baseUrl, 'PUT', `/api/orders/${placed._id}/deliver`, admin, {});
  return { shopper, product, placed, order };
}

describe('credit notes on the order pages', () => {
  it(
    'the owner refunds part of a delivered order and downloads its credit note; the shopper’s page lists it too',
    async () => {
      const { shopper, placed, order } = await deliveredOrder('Meera Iyer');
      expect(order.invoice?.number).toMatch(/^INV\//);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP, { bypassCSP: true });
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto(`/admin/order/${placed._id}`);
      await page.getByRole('heading', { name: `Order ${placed.orderNumber}`, level: 1 }).waitFor();

      // The tax invoice is listed; no credit note yet.
      const invoiceRow = documentRow(page, `Tax invoice ${order.invoice?.number}`);
      await invoiceRow.waitFor();
      expect(await documentRow(page, /Credit note/).count()).toBe(0);

      // A partial refund, of value only (nothing comes back into stock).
      await page.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund' });
      await dialog.getByLabel('Amount').fill('120.50');
      await dialog.getByLabel('Reason').fill('Price adjusted: a scuffed corner');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await expectToast(page, 'Refunded Rs 120.50/-');
      await dialog.waitFor({ state: 'detached' });
      await dismissToasts(page);

      // The refund's credit note appears in the same answer, with its number, kind, date and amount.
      const refunded = await apiJson<Order>(env.shop.baseUrl, 'GET', `/api/orders/${placed._id}`, shopper.session.token);
      expect(refunded.creditNotes).toHaveLength(1);
      const note = refunded.creditNotes[0];
      expect(note).toMatchObject({ kind: 'refund', amount: 120.5, cancelled: false });
      expect(note.number).toMatch(/^CN\/\d{4}-\d{2}\/\d+$/);
      const noteRow = documentRow(page, `Credit note ${note.number}`);
      await noteRow.getByText('Refund', { exact: true }).waitFor();
      await noteRow.getByText(/Rs 120\.50\/-/).waitFor();
      await noteRow.getByText('Price adjusted: a scuffed corner').waitFor();
      expect(await noteRow.getByText('Withdrawn').count()).toBe(0);
      await settled(page);
      await screenshot(page, 'gst-admin-order-credit-note');
      expect(await seriousAxeViolations(page)).toEqual([]);

      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), noteRow.getByRole('button', { name: `Download credit note ${note.number}` }).click()]);
      const pdf = readFileSync(await download.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const text = pdfText(pdf);
      expect(text).toContain(note.number);
      expect(text).toContain(order.invoice?.number ?? 'no invoice');
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();

      // The shopper sees the same documents on a phone, and downloads the credit note with their own session.
      const shopperTab = await openTab(env.browser, env.shop.baseUrl, PHONE, { bypassCSP: true });
      await useSessionIn(shopperTab.context, shopper.session);
      await shopperTab.page.goto(`/order/${placed._id}`);
      await shopperTab.page.getByRole('heading', { name: `Order ${placed.orderNumber}` }).waitFor();
      await documentRow(shopperTab.page, `Tax invoice ${order.invoice?.number}`).waitFor();
      const shopperNote = documentRow(shopperTab.page, `Credit note ${note.number}`);
      await shopperNote.getByText('Refund', { exact: true }).waitFor();
      const [again] = await Promise.all([
        shopperTab.page.waitForEvent('download', { timeout: 60_000 }),
        shopperNote.getByRole('button', { name: `Download credit note ${note.number}` }).click(),
      ]);
      expect(readFileSync(await again.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(again.suggestedFilename()).toBe(`${note.number.replace(/\//g, '-')}.pdf`);
      await shopperTab.page.waitForLoadState('networkidle');
      expect(await pageWidth(shopperTab.page)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(shopperTab.page, 'gst-shopper-order-credit-note-phone');
      expect(await seriousAxeViolations(shopperTab.page)).toEqual([]);
      expect(shopperTab.errors).toEqual([]);
      await shopperTab.context.close();
    },
    LONG,
  );

  it(
    'before the invoice is issued the shopper is told when it will be, and nothing is offered for download',
    async () => {
      const shopper = await newCustomer(env.shop.baseUrl, 'Rohan Shetty');
      const product = productInStock(env.shop, 2);
      const order = await placeOrderOverApi(env.shop.baseUrl, shopper.session.token, [{ product, qty: 1 }]);
      // A cash-on-delivery order is invoiced when it ships.
      expect(order.invoice).toBeNull();
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(context, shopper.session);
      await page.goto(`/order/${order._id}`);
      const block = page.getByRole('region', { name: 'Documents' });
      await block.getByText('The tax invoice is issued when your order is paid online or shipped.', { exact: true }).waitFor();
      expect(await block.getByRole('button', { name: /^Download/ }).count()).toBe(0);

      // Once shipped, the invoice is there to download.
      const admin = await adminToken();
      const shipped = await apiJson<Order>(env.shop.baseUrl, 'PUT', `/api/orders/${order._id}/ship`, admin, { carrier: 'India Post', trackingNumber: 'EE987654321IN' });
      expect(shipped.invoice?.number).toMatch(/^INV\//);
      await page.reload();
      const invoiceRow = documentRow(page, `Tax invoice ${shipped.invoice?.number}`);
      await invoiceRow.waitFor();
      expect(await block.getByText('The tax invoice is issued when your order is paid online or shipped.').count()).toBe(0);
      const [download] = await Promise.all([page.waitForEvent('download'), invoiceRow.getByRole('button', { name: /^Download invoice / }).click()]);
      expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/^INV-.*\.pdf$/);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'a paid order the shopper cancels marks its invoice cancelled and lists the cancellation’s credit note',
    async () => {
      const shopper = await newCustomer(env.shop.baseUrl, 'Tanvi Joshi');
      const product = productInStock(env.shop, 2);
      const order = await placeOrderOverApi(env.shop.baseUrl, shopper.session.token, [{ product, qty: 1 }], { paymentMethod: 'Razorpay', address: MUMBAI });
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(context, shopper.session);
      await page.goto(`/order/${order._id}`);

      // Paid online with the test gateway: the tax invoice is issued with the payment.
      const box = page.getByTestId('payment-box');
      await box.getByLabel('Card number').fill(TEST_CARDS.succeeds);
      await box.getByLabel('Expiry (MM/YY)').fill('12/34');
      await box.getByLabel('CVC').fill('123');
      await box.getByRole('button', { name: /^Pay / }).click();
      await page.getByText(/^Paid on /).waitFor();
      const invoiceRow = documentRow(page, /^Tax invoice INV\//);
      await invoiceRow.waitFor();

      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel order' });
      await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
      await toastsWith(page, 'Order cancelled').first().waitFor();

      const cancelled = await apiJson<Order>(env.shop.baseUrl, 'GET', `/api/orders/${order._id}`, shopper.session.token);
      const note = cancelled.creditNotes[0];
      expect(note).toMatchObject({ kind: 'cancellation', amount: cancelled.totalPrice });
      expect(cancelled.invoice?.cancelledBy).toBe(note.number);
      await invoiceRow.getByText(`Cancelled — see credit note ${note.number}`, { exact: true }).waitFor();
      await documentRow(page, `Credit note ${note.number}`).getByText('Cancellation', { exact: true }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'a guest downloads a refund’s credit note through the order’s private link',
    async () => {
      const product = productInStock(env.shop, 2);
      const totals = orderTotals([{ unitPrice: rupeesToPaise(product.price), qty: 1, gstRate: product.gstRate }]);
      const placed = await apiJson<PlacedOrderAnswer>(env.shop.baseUrl, 'POST', '/api/orders', undefined, {
        orderItems: [{ product: product._id, qty: 1 }],
        shippingAddress: { ...BENGALURU, recipientName: 'Lata Menon' },
        paymentMethod: 'COD',
        itemsPrice: paiseToMoneyString(totals.itemsPrice),
        taxPrice: paiseToMoneyString(totals.taxPrice),
        shippingPrice: paiseToMoneyString(totals.shippingPrice),
        totalPrice: paiseToMoneyString(totals.totalPrice),
        guest: { email: `lata-${Date.now()}@example.com`, phone: '98470 22222' },
      });
      const link = new URL(placed.privateLink ?? '');
      const admin = await adminToken();
      await apiJson(env.shop.baseUrl, 'PUT', `/api/orders/${placed._id}/ship`, admin, { carrier: 'India Post', trackingNumber: 'EE111222333IN' });
      await apiJson(env.shop.baseUrl, 'PUT', `/api/orders/${placed._id}/deliver`, admin, {});
      const refunded = await apiJson<Order>(env.shop.baseUrl, 'POST', `/api/orders/${placed._id}/refund`, admin, { amount: '50.00', reason: 'Late delivery' });
      const note = refunded.creditNotes[0];

      // A browser without any session: the link alone opens the order and its documents.
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto(link.pathname);
      const noteRow = documentRow(page, `Credit note ${note.number}`);
      await noteRow.getByText('Late delivery').waitFor();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), noteRow.getByRole('button', { name: `Download credit note ${note.number}` }).click()]);
      expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(download.suggestedFilename()).toBe(`${note.number.replace(/\//g, '-')}.pdf`);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
