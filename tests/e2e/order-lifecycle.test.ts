import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { formatRupees, rupeesToPaise } from '../../src/shared/money.js';
import { orderTotals, promotionDiscount } from '../../src/shared/order-totals.js';
import type { Order } from '../../src/shared/schemas/order.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { chooseState, newCustomer, toastsWith } from './accounts.js';
import { DESKTOP, openTab, soldOneWay, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, BENGALURU, MUMBAI, placeOrderOverApi, shipOverApi, useSessionIn } from './shop-api.js';
import { newAddressForm } from './checkout-steps.js';

const LONG = 120_000;
const env = useShopAndBrowser();

/** Products in stock, each test taking its own so that one test's stock changes never meet another's. */
let taken = 0;
function freshProduct(filter: (p: { category: string; gstRate: number }) => boolean = () => true) {
  const products = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 100 }).products.filter((p) => p.countInStock >= 5 && soldOneWay(env.shop, p) && filter(p));
  const product = products[taken++ % products.length];
  if (!product) throw new Error('The demo catalog has no product in stock');
  return product;
}

const adminToken = async () => (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;

/** The status stepper's step with this name, as a screen reader hears it: 'Shipped (done)'. */
const step = (page: Page, name: string, done: boolean) =>
  page.getByRole('list', { name: 'Order status' }).getByRole('listitem').filter({ hasText: `${name} (${done ? 'done' : 'not yet'})` });

const timelineEntries = (page: Page) => page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem');

describe('the shopper’s order page', () => {
  it(
    'a shopper cancels an unshipped order and the stock comes back on the product page',
    async () => {
      const product = freshProduct();
      const admin = await adminToken();
      // Three in stock, all three ordered: the product is sold out until the order is cancelled.
      await apiJson(env.shop.baseUrl, 'PUT', `/api/products/${product._id}`, admin, { countInStock: 3 });
      const shopper = await newCustomer(env.shop.baseUrl, 'Kavya Menon');
      const order = await placeOrderOverApi(env.shop.baseUrl, shopper.session.token, [{ product, qty: 3 }]);

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(context, shopper.session);
      await page.goto(`/product/${product._id}`);
      await page.getByText('Out Of Stock').waitFor();
      expect(await page.getByRole('button', { name: 'Add To Cart' }).isDisabled()).toBe(true);

      await page.goto(`/order/${order._id}`);
      await page.getByRole('heading', { name: `Order ${order.orderNumber}` }).waitFor();
      await step(page, 'Placed', true).waitFor();
      await step(page, 'Shipped', false).waitFor();
      await step(page, 'Delivered', false).waitFor();
      await timelineEntries(page).filter({ hasText: 'Order placed' }).waitFor();

      // Asked first; keeping the order changes nothing.
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel order' });
      await dialog.getByText('Are you sure you want to cancel this order?', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      await dialog.waitFor({ state: 'detached' });
      await step(page, 'Placed', true).waitFor();

      await page.getByRole('button', { name: 'Cancel order' }).click();
      await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong size');
      await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
      await toastsWith(page, 'Order cancelled').first().waitFor();
      await step(page, 'Cancelled', true).waitFor();
      await page.getByText('Cancelled on', { exact: false }).waitFor();
      await timelineEntries(page).filter({ hasText: 'Cancelled' }).filter({ hasText: 'by you' }).waitFor();
      await timelineEntries(page).filter({ hasText: 'Ordered the wrong size' }).waitFor();
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

      // The server agrees, and the three units are back: the product page offers them again.
      const stored = await apiJson<Order>(env.shop.baseUrl, 'GET', `/api/orders/${order._id}`, shopper.session.token);
      expect(stored.fulfilmentStatus).toBe('cancelled');
      await page.goto(`/product/${product._id}`);
      await page.getByText('In Stock', { exact: true }).waitFor();
      const quantity = page.getByRole('combobox', { name: 'Quantity' });
      await quantity.waitFor();
      expect(await quantity.locator('option').allTextContents()).toEqual(['1', '2', '3']);

      // My Orders says so too.
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'My Orders' }).waitFor();
      await page.getByRole('row').filter({ hasText: order.orderNumber }).getByText('Cancelled', { exact: true }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'shows each step as the shop ships and delivers: stepper, tracking link and timeline; no cancelling once shipped',
    async () => {
      const product = freshProduct();
      const admin = await adminToken();
      const shopper = await newCustomer(env.shop.baseUrl, 'Arjun Rao');
      const order = await placeOrderOverApi(env.shop.baseUrl, shopper.session.token, [{ product, qty: 1 }]);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(context, shopper.session);

      await apiJson(env.shop.baseUrl, 'PUT', `/api/orders/${order._id}/ship`, admin, {
        carrier: 'India Post',
        trackingNumber: 'EE123456789IN',
        trackingUrl: 'https://www.indiapost.gov.in/track?id=EE123456789IN',
      });
      await page.goto(`/order/${order._id}`);
      await step(page, 'Shipped', true).waitFor();
      await step(page, 'Delivered', false).waitFor();
      const tracking = page.getByRole('region', { name: 'Tracking' });
      await tracking.getByText('India Post').waitFor();
      await tracking.getByText('EE123456789IN').waitFor();
      expect(await tracking.getByRole('link', { name: 'Track your parcel' }).getAttribute('href')).toBe('https://www.indiapost.gov.in/track?id=EE123456789IN');
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

      await apiJson(env.shop.baseUrl, 'PUT', `/api/orders/${order._id}/deliver`, admin, {});
      await page.reload();
      await step(page, 'Delivered', true).waitFor();
      // Cash on delivery is paid at the door.
      await step(page, 'Paid', true).waitFor();
      await page.getByText('Delivered on', { exact: false }).waitFor();
      await page.getByText('Paid on', { exact: false }).waitFor();
      const entries = await timelineEntries(page).allTextContents();
      const order_ = ['Order placed', 'Shipped', 'Delivered'].map((label) => entries.findIndex((text) => text.startsWith(label)));
      expect(order_.every((i) => i >= 0)).toBe(true);
      expect([...order_].sort((a, b) => a - b)).toEqual(order_);
      expect(entries.some((text) => text.startsWith('Payment received'))).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'shows the GST split for the place of supply and downloads the invoice as a PDF',
    async () => {
      const product = freshProduct();
      const shopper = await newCustomer(env.shop.baseUrl, 'Farah Khan');
      // The shop is in Karnataka: Mumbai is inter-state (IGST), Bengaluru intra-state (CGST + SGST).
      const igstOrder = await placeOrderOverApi(env.shop.baseUrl, shopper.session.token, [{ product, qty: 1 }], { address: MUMBAI });
      const localOrder = await placeOrderOverApi(env.shop.baseUrl, shopper.session.token, [{ product, qty: 1 }], { address: BENGALURU });
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(context, shopper.session);

      const summary = page.getByRole('region', { name: 'Order Summary' });
      const tax = formatRupees(rupeesToPaise(igstOrder.taxPrice));
      await page.goto(`/order/${igstOrder._id}`);
      await summary.getByText(`IGST ${product.gstRate}%`).waitFor();
      await summary.getByText(tax).first().waitFor();
      expect(await summary.getByText(/^[CS]GST/).count()).toBe(0);
      await summary.getByText('Place of supply: Maharashtra (27)').waitFor();

      await page.goto(`/order/${localOrder._id}`);
      await summary.getByText(`CGST ${product.gstRate / 2}%`).waitFor();
      await summary.getByText(`SGST ${product.gstRate / 2}%`).waitFor();
      expect(await summary.getByText(/^IGST/).count()).toBe(0);
      const row = localOrder.taxBreakdown[0];
      await summary.getByText(formatRupees(rupeesToPaise(row.cgst)), { exact: true }).first().waitFor();

      // A cash-on-delivery order has no tax invoice until it ships; then the button fetches it with the session's token.
      expect(localOrder.invoice).toBeNull();
      expect(await page.getByRole('button', { name: 'Download invoice' }).count()).toBe(0);
      await shipOverApi(env.shop.baseUrl, await adminToken(), localOrder._id);
      await page.reload();
      await page.getByRole('button', { name: 'Download invoice' }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
      const file = await download.path();
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/^INV-.*\.pdf$/);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('checkout', () => {
  it(
    'fills city and state from the pincode, lets the shopper change them, and refuses a pincode from another state clearly',
    async () => {
      const shopper = await newCustomer(env.shop.baseUrl, 'Ishaan Das');
      const { page, context } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(context, shopper.session);
      await page.goto('/shipping');
      await newAddressForm(page);
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Mobile number').fill('98765 43210');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('4 Park Street');
      await page.getByLabel('Pincode').fill('700016');
      await expect.poll(() => page.getByLabel('City').inputValue(), { timeout: 15_000 }).toBe('Kolkata');
      const state = page.getByRole('textbox', { name: 'State' }).or(page.getByRole('combobox', { name: 'State' })).first();
      await expect.poll(() => state.inputValue(), { timeout: 15_000 }).toBe('West Bengal');

      // Still the shopper's to edit: a typed city stays, another state can be chosen.
      await page.getByLabel('City').fill('Calcutta');
      await chooseState(page, 'Karnataka');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Pincode 700016 is not in Karnataka: please check the pincode and the state').waitFor();
      expect(page.url()).toMatch(/\/shipping$/);
      // Nothing typed was lost.
      expect(await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).toBe('4 Park Street');
      expect(await page.getByLabel('City').inputValue()).toBe('Calcutta');

      await chooseState(page, 'West Bengal');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/payment$/);
      await context.close();
    },
    LONG,
  );

  it(
    'never fills the field the shopper is in: the pincode’s city waits until they leave it',
    async () => {
      const shopper = await newCustomer(env.shop.baseUrl, 'Tara Bose');
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(context, shopper.session);
      // The pincode's answer is held until the shopper is in the City field.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/trpc/**', async (route) => {
        if (!new URL(route.request().url()).pathname.includes('geo.pincode')) return route.continue();
        await held;
        await route.continue();
      });
      await page.goto('/shipping');
      await newAddressForm(page);
      const city = page.getByLabel('City');
      const state = page.getByRole('textbox', { name: 'State' }).or(page.getByRole('combobox', { name: 'State' })).first();
      await page.getByLabel('Pincode').fill('700016');
      await city.focus();
      release();
      await page.getByText('Kolkata, West Bengal', { exact: true }).waitFor();
      // The state was not under the shopper's hands; the city they are in stays empty while they are in it.
      await expect.poll(() => state.inputValue()).toBe('West Bengal');
      expect(await city.inputValue()).toBe('');
      // Left empty: filled as they leave it.
      await page.getByLabel('Full name').focus();
      await expect.poll(() => city.inputValue()).toBe('Kolkata');
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'applies WELCOME15 for 15% off; the order total is the server’s; a second order is refused with the first-order message',
    async () => {
      const product = freshProduct((p) => p.gstRate > 0);
      const shopper = await newCustomer(env.shop.baseUrl, 'Neha Kulkarni');
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(context, shopper.session);
      const toCheckout = async () => {
        await page.goto(`/product/${product._id}`);
        await page.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
        await page.getByRole('button', { name: 'Add To Cart' }).click();
        await page.waitForURL(/\/cart$/);
        await page.goto('/placeorder');
        await page.getByRole('button', { name: 'Place Order' }).waitFor();
      };
      // The address and method first, as the checkout asks for them.
      await page.goto('/shipping');
      await newAddressForm(page);
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Mobile number').fill('98765 43210');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('21, Residency Road');
      await page.getByLabel('Pincode').fill('560025');
      await page.getByLabel('City').fill('Bengaluru');
      await chooseState(page, 'Karnataka');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/payment$/);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/placeorder$/);
      await toCheckout();

      // What the shop's own money rules say the order comes to: cash on delivery (the default), so rounded
      // to the rupee.
      const lines = [{ unitPrice: rupeesToPaise(product.price), qty: 2, gstRate: product.gstRate }];
      const before = orderTotals(lines, 0, { roundToRupee: true });
      const discount = promotionDiscount({ kind: 'percent', value: 15, maxDiscountPaise: 50_000 }, before.itemsPrice);
      const expected = orderTotals(lines, discount, { roundToRupee: true });
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await summary.getByText(formatRupees(before.totalPrice), { exact: true }).waitFor();

      await summary.getByLabel('Promo code').fill('nosuchcode');
      await summary.getByRole('button', { name: 'Apply' }).click();
      await summary.getByText('Invalid promo code').waitFor();
      await summary.getByLabel('Promo code').fill('welcome15');
      await summary.getByRole('button', { name: 'Apply' }).click();
      await summary.getByText('Discount (WELCOME15)').waitFor();
      await summary.getByText(`-${formatRupees(discount)}`).waitFor();
      await summary.getByText(formatRupees(expected.totalPrice), { exact: true }).waitFor();

      // Remove works, and the code can be applied again.
      await summary.getByRole('button', { name: 'Remove promo code WELCOME15' }).click();
      await summary.getByText(formatRupees(before.totalPrice), { exact: true }).waitFor();
      expect(await summary.getByText('Discount (WELCOME15)').count()).toBe(0);
      await summary.getByLabel('Promo code').fill('WELCOME15');
      await summary.getByRole('button', { name: 'Apply' }).click();
      await summary.getByText('Discount (WELCOME15)').waitFor();

      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order\/[^/]+$/);
      const orderId = page.url().split('/').pop()!;
      const orderSummary = page.getByRole('region', { name: 'Order Summary' });
      await orderSummary.getByText('Discount (WELCOME15)').waitFor();
      await orderSummary.getByText(formatRupees(expected.totalPrice), { exact: true }).waitFor();
      const stored = await apiJson<Order>(env.shop.baseUrl, 'GET', `/api/orders/${orderId}`, shopper.session.token);
      expect(stored.promoCode).toBe('WELCOME15');
      expect(rupeesToPaise(stored.discountPrice)).toBe(discount);
      expect(rupeesToPaise(stored.totalPrice)).toBe(expected.totalPrice);

      // The first order is placed: the code is for first orders only.
      await toCheckout();
      await summary.getByLabel('Promo code').fill('WELCOME15');
      await summary.getByRole('button', { name: 'Apply' }).click();
      await summary.getByText('This code is for your first order only').waitFor();
      expect(await summary.getByText('Discount (WELCOME15)').count()).toBe(0);
      // The refusals were answered with 4xx statuses, which the browser logs; nothing else went wrong.
      expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'a 5% grocery and an 18% electronics item in one cart show GST per rate',
    async () => {
      const grocery = freshProduct((p) => p.category === 'Groceries' && p.gstRate === 5);
      const gadget = freshProduct((p) => p.category === 'Electronics' && p.gstRate === 18);
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      for (const product of [grocery, gadget]) {
        await page.goto(`/product/${product._id}`);
        await page.getByRole('button', { name: 'Add To Cart' }).click();
        await page.waitForURL(/\/cart$/);
      }
      const details = page.getByRole('region', { name: 'Price Details' });
      const lines = [grocery, gadget].map((p: Pick<Product, 'price' | 'gstRate'>) => ({ unitPrice: rupeesToPaise(p.price), qty: 1, gstRate: p.gstRate }));
      const totals = orderTotals(lines);
      await details.getByText(`GST 5% on ${formatRupees(rupeesToPaise(grocery.price))}`).waitFor();
      await details.getByText(`GST 18% on ${formatRupees(rupeesToPaise(gadget.price))}`).waitFor();
      await details.getByText('GST', { exact: true }).waitFor();
      expect(await details.getByText('GST (18%)').count()).toBe(0);
      await details.getByText(formatRupees(totals.taxPrice), { exact: true }).waitFor();
      await details.getByText(formatRupees(totals.totalPrice), { exact: true }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

// Last in this file: it renames the shop.
describe('the store settings on the storefront', () => {
  it(
    'shows the owner’s shop name, contact e-mail and banner text, without a restart',
    async () => {
      const admin = await adminToken();
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/');
      // The demo's banner offers WELCOME15, in words made from the promotion.
      await page.getByRole('complementary', { name: 'Offer' }).getByText('Get 15% off your first order, up to Rs 500, with code WELCOME15').waitFor();
      await page.getByRole('note', { name: 'Test mode' }).getByText('Test mode — no money is taken').waitFor();

      await apiJson(env.shop.baseUrl, 'PUT', '/api/settings', admin, {
        shopName: 'Kirana Corner',
        contactEmail: 'hello@kirana-corner.example',
        bannerText: 'Diwali sale: 10% off everything',
        // Without a banner promotion the banner text is shown as it is.
        bannerPromotionId: null,
      });
      await page.reload();
      const footer = page.locator('footer');
      await footer.getByRole('heading', { name: 'About Kirana Corner' }).waitFor();
      await footer.getByRole('link', { name: 'hello@kirana-corner.example' }).waitFor();
      expect(await footer.getByRole('link', { name: 'hello@kirana-corner.example' }).getAttribute('href')).toBe('mailto:hello@kirana-corner.example');
      expect(await footer.getByText('support@rupeeshop.example').count()).toBe(0);
      await page.getByRole('complementary', { name: 'Offer' }).getByText('Diwali sale: 10% off everything').waitFor();
      await expect.poll(() => page.title()).toContain('Kirana Corner');
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
