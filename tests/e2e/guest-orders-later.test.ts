/**
 * After a guest order: a customer whose account has the guest's e-mail asks for the link that moves the
 * order into the account from the profile page, and the owner tells guest orders apart in the order list.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { paiseToMoneyString, rupeesToPaise } from '../../src/shared/money.js';
import { orderTotals } from '../../src/shared/order-totals.js';
import type { PlacedOrderAnswer } from '../../src/shared/schemas/order.js';
import { newCustomer } from './accounts.js';
import { unexpectedErrors } from './admin-harness.js';
import { openTab, PHONE, productInStock, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, BENGALURU, useSessionIn } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

async function guestOrder(email: string): Promise<PlacedOrderAnswer> {
  const product = productInStock(env.shop, 3);
  const totals = orderTotals([{ unitPrice: rupeesToPaise(product.price), qty: 1, gstRate: product.gstRate }]);
  return apiJson<PlacedOrderAnswer>(env.shop.baseUrl, 'POST', '/api/orders', undefined, {
    orderItems: [{ product: product._id, qty: 1 }],
    shippingAddress: { ...BENGALURU, recipientName: 'Farah Khan' },
    paymentMethod: 'COD',
    itemsPrice: paiseToMoneyString(totals.itemsPrice),
    taxPrice: paiseToMoneyString(totals.taxPrice),
    shippingPrice: paiseToMoneyString(totals.shippingPrice),
    totalPrice: paiseToMoneyString(totals.totalPrice),
    guest: { email, phone: '98860 55555' },
  });
}

describe('guest orders afterwards', () => {
  it(
    'a customer asks from the profile page for the link that adds their guest orders; the owner sees them marked Guest',
    async () => {
      const farah = await newCustomer(env.shop.baseUrl, 'Farah Khan');
      const placed = await guestOrder(farah.email);

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await useSessionIn(context, farah.session);
      await page.goto('/profile');
      await page.getByText('Ordered as a guest with your e-mail address?').waitFor();
      await page.getByRole('button', { name: 'Send me a link to add those orders' }).click();
      await page.getByText(`We have sent a confirmation link to ${farah.email}. Open it to add those orders here.`).waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();

      const owner = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await useSessionIn(owner.context, await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password));
      await owner.page.goto(`/admin/orderlist?keyword=${encodeURIComponent(placed.orderNumber)}`);
      const row = owner.page.getByRole('row', { name: new RegExp(placed.orderNumber) });
      await row.getByText('Guest', { exact: true }).waitFor();
      expect(unexpectedErrors(owner.errors)).toEqual([]);
      await owner.context.close();
    },
    LONG,
  );

  it(
    'a customer without guest orders is told so, kindly',
    async () => {
      const ravi = await newCustomer(env.shop.baseUrl, 'Ravi Kumar');
      const { page, context } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await useSessionIn(context, ravi.session);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Send me a link to add those orders' }).click();
      await page.getByText('There are no guest orders with your e-mail address to move into your account.').waitFor();
      await context.close();
    },
    LONG,
  );
});
