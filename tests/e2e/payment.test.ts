import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { formatRupees, rupeesToPaise } from '../../src/shared/money.js';
import { CARD_DECLINED_MESSAGE, TEST_CARDS } from '../../src/shared/payments.js';
import type { Order } from '../../src/shared/schemas/order.js';
import { chooseState } from './accounts.js';
import { expectToast, pageWidth, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, openTab, PHONE, screenshot, seriousAxeViolations, soldOneWay, useShopAndBrowser } from './harness.js';
import { apiJson, MUMBAI, placeOrderOverApi } from './shop-api.js';
import { newAddressForm } from './checkout-steps.js';

const LONG = 120_000;
const env = useShopAndBrowser();

function productInStock(skip = 0) {
  const products = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 50 }).products.filter((p) => p.countInStock >= 5 && soldOneWay(env.shop, p));
  const product = products[skip];
  if (!product) throw new Error('The demo catalog has no product in stock');
  return product;
}

/** A 'Razorpay' (pay online) order over the REST API, totals computed as the client does. */
async function placeOnlineOrder(token: string, product: { _id: string; price: number; gstRate: number }, qty: number): Promise<Order> {
  return placeOrderOverApi(env.shop.baseUrl, token, [{ product, qty }], { paymentMethod: 'Razorpay', address: MUMBAI });
}

const payLabel = (order: Order) => `Pay ${formatRupees(rupeesToPaise(order.totalPrice))}`;

async function fillCard(page: Page, cardNumber: string) {
  const box = page.getByTestId('payment-box');
  await box.getByLabel('Card number').fill(cardNumber);
  await box.getByLabel('Expiry (MM/YY)').fill('12/34');
  await box.getByLabel('CVC').fill('123');
}

describe('online payment with the test gateway', () => {
  it(
    'a declined card leaves the order unpaid; a good card pays it and the admin sees it paid (desktop)',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      const session = await signInAs(context, env.shop.baseUrl, 'customer');
      const order = await placeOnlineOrder(session.token, productInStock(0), 2);
      expect(order.paymentMethod).toBe('Razorpay');

      await page.goto(`/order/${order._id}`);
      await page.getByRole('heading', { name: `Order ${order.orderNumber}` }).waitFor();
      await page.getByText('Method: Pay with Card/UPI (Razorpay)').waitFor();
      const box = page.getByTestId('payment-box');
      await box.getByText('Test mode', { exact: true }).waitFor();
      await box.getByText(TEST_CARDS.succeeds).waitFor();
      await box.getByText(TEST_CARDS.declined).waitFor();
      const pay = box.getByRole('button', { name: payLabel(order), exact: true });
      await pay.waitFor();
      expect(payLabel(order)).toMatch(/^Pay Rs [\d,]+(\.\d\d)?\/-$/);
      await page.getByText('Not Paid', { exact: true }).waitFor();
      await screenshot(page, 'payment-desktop-unpaid');

      // Declined: the gateway's message beside the button, and the order stays unpaid.
      await fillCard(page, '4000000000000002');
      expect(await box.getByLabel('Card number').inputValue()).toBe(TEST_CARDS.declined); // grouped as typed
      await pay.click();
      await box.getByRole('alert').filter({ hasText: CARD_DECLINED_MESSAGE }).waitFor();
      await page.getByText('Not Paid', { exact: true }).waitFor();
      await pay.waitFor(); // ready for another try
      await screenshot(page, 'payment-desktop-declined');
      expect((await apiJson<Order>(env.shop.baseUrl, 'GET', `/api/orders/${order._id}`, session.token)).isPaid).toBe(false);

      // The good card pays; the order is re-fetched and the box goes away.
      await fillCard(page, TEST_CARDS.succeeds);
      await pay.click();
      await expectToast(page, 'Payment Successful!');
      await page.getByText(/^Paid on /).waitFor();
      await box.waitFor({ state: 'detached' });
      expect(await page.getByText('Not Paid', { exact: true }).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'payment-desktop-paid');
      const paid = await apiJson<Order>(env.shop.baseUrl, 'GET', `/api/orders/${order._id}`, session.token);
      expect(paid.isPaid).toBe(true);
      expect(paid.paidAt).not.toBeNull();

      // Still paid after a reload (it came from the server, not the page).
      await page.reload();
      await page.getByText(/^Paid on /).waitFor();
      expect(await page.getByTestId('payment-box').count()).toBe(0);

      // The declined attempt's 402 is the only failed request the browser logged.
      expect(unexpectedErrors(errors, [402])).toEqual([]);
      await context.close();

      // The admin's order list shows a date in the Paid column.
      const admin = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(admin.context, env.shop.baseUrl, 'admin');
      await admin.page.goto('/admin/orderlist');
      const table = admin.page.getByRole('table', { name: 'Orders' });
      const row = table.getByRole('row').filter({ has: admin.page.locator(`[title="${order._id}"]`) });
      await row.waitFor();
      await row.getByText(DEMO_ACCOUNTS.customer.name).waitFor();
      // Columns: ID, User, Date, Total, Status, Paid, …
      const paidCell = row.getByRole('cell').nth(5);
      await paidCell.locator('time').waitFor();
      expect(await paidCell.getByRole('img', { name: 'Not paid' }).count()).toBe(0);
      await screenshot(admin.page, 'payment-admin-orderlist');
      expect(admin.errors).toEqual([]);
      await admin.context.close();
    },
    LONG,
  );

  it(
    'checks out with the online option on a phone and pays from the order page',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await signInAs(context, env.shop.baseUrl, 'customer');
      const product = productInStock(1);

      await page.goto(`/product/${product._id}`);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
      await page.waitForURL(/\/shipping/);
      await newAddressForm(page);
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Mobile number').fill('98765 43210');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('15, Anna Salai');
      await page.getByLabel('City').fill('Chennai');
      await page.getByLabel('Pincode').fill('600002');
      await chooseState(page, 'Tamil Nadu');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/payment$/);
      // The option names the active gateway (test runs as Razorpay's stand-in).
      await page.getByRole('radio', { name: 'Pay with Card/UPI (Razorpay)' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/placeorder$/);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order\/[^/]+$/);

      const box = page.getByTestId('payment-box');
      await box.getByText('Test mode', { exact: true }).waitFor();
      const pay = box.getByRole('button', { name: /^Pay Rs [\d,]+(\.\d\d)?\/-$/ });
      await pay.waitFor();
      await page.getByText('Not Paid', { exact: true }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'payment-phone-unpaid');

      // A made-up card number gets the gateway's own message.
      await fillCard(page, '1234 5678 9012 3456');
      await pay.click();
      await box.getByRole('alert').filter({ hasText: 'Your card number is incorrect' }).waitFor();
      await fillCard(page, TEST_CARDS.declined);
      await pay.click();
      await box.getByRole('alert').filter({ hasText: CARD_DECLINED_MESSAGE }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'payment-phone-declined');

      // While the gateway answers, the button says so and cannot be pressed again.
      let release = () => {};
      const answered = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/payments/test/confirm', async (route) => {
        await answered;
        await route.continue();
      });
      await fillCard(page, TEST_CARDS.succeeds);
      await pay.click();
      const processing = box.getByRole('button', { name: 'Processing...', exact: true });
      await processing.waitFor();
      expect(await processing.isDisabled()).toBe(true);
      release();
      await expectToast(page, 'Payment Successful!');
      await page.getByText(/^Paid on /).waitFor();
      await box.waitFor({ state: 'detached' });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'payment-phone-paid');

      expect(unexpectedErrors(errors, [402])).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'the payment box has no serious accessibility problems, before and after a decline',
    async () => {
      const { page, context } = await openTab(env.browser, env.shop.baseUrl, PHONE, { bypassCSP: true });
      const session = await signInAs(context, env.shop.baseUrl, 'customer');
      const order = await placeOnlineOrder(session.token, productInStock(3), 1);
      await page.goto(`/order/${order._id}`);
      const box = page.getByTestId('payment-box');
      await box.getByRole('button', { name: payLabel(order), exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await fillCard(page, TEST_CARDS.declined);
      await box.getByRole('button', { name: payLabel(order), exact: true }).click();
      await box.getByRole('alert').filter({ hasText: CARD_DECLINED_MESSAGE }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'shows no payment box on a cash-on-delivery order',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      const session = await signInAs(context, env.shop.baseUrl, 'customer');
      const order = await placeOrderOverApi(env.shop.baseUrl, session.token, [{ product: productInStock(2), qty: 1 }]);
      expect(order.paymentMethod).toBe('COD');

      await page.goto(`/order/${order._id}`);
      await page.getByText('Method: Cash on Delivery (COD)').waitFor();
      await page.getByText('Not Paid', { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('payment-box').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Pay Rs/ }).count()).toBe(0);
      // The page-wide strip says the shop is in test mode; the order itself has no payment widget to mark.
      expect(await page.locator('main').getByText('Test mode', { exact: true }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
