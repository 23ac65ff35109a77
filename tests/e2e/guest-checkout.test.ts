/**
 * Guest checkout on a phone (375 px): a visitor with an empty browser checks out cash on delivery without an
 * account, gets the order's private link, opens it in another browser and sees the order; the owner revokes
 * the link from the admin order page, and the link then says it no longer works.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { paiseToMoneyString, rupeesToPaise } from '../../src/shared/money.js';
import { orderTotals } from '../../src/shared/order-totals.js';
import { TEST_CARDS } from '../../src/shared/payments.js';
import type { PlacedOrderAnswer } from '../../src/shared/schemas/order.js';
import { chooseState, storedItem } from './accounts.js';
import { unexpectedErrors } from './admin-harness.js';
import { hydrated, openTab, PHONE, productInStock, screenshot, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, BENGALURU, useSessionIn } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

/** A guest order over the REST API (no session), totals worked out as the storefront does. */
async function guestOrderOverApi(email: string, paymentMethod: 'COD' | 'Razorpay', address: string): Promise<PlacedOrderAnswer> {
  const product = productInStock(env.shop, 3);
  const totals = orderTotals([{ unitPrice: rupeesToPaise(product.price), qty: 1, gstRate: product.gstRate }]);
  return apiJson<PlacedOrderAnswer>(env.shop.baseUrl, 'POST', '/api/orders', undefined, {
    orderItems: [{ product: product._id, qty: 1 }],
    shippingAddress: { ...BENGALURU, address, recipientName: 'Farah Khan' },
    paymentMethod,
    itemsPrice: paiseToMoneyString(totals.itemsPrice),
    taxPrice: paiseToMoneyString(totals.taxPrice),
    shippingPrice: paiseToMoneyString(totals.shippingPrice),
    totalPrice: paiseToMoneyString(totals.totalPrice),
    guest: { email, phone: '98860 55555' },
  });
}

describe('guest checkout on a phone', () => {
  it(
    'a guest checks out cash on delivery from an empty browser, and the private link opens the order in another browser',
    async () => {
      const product = productInStock(env.shop, 3);
      const guest = await openTab(env.browser, env.shop.baseUrl, PHONE);
      const { page } = guest;
      // What the shop's CSP refuses, even when the code that tried catches it (zod probing for `new Function`).
      await page.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { refusedByCsp: refused });
        document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await page.goto(`/product/${product._id}`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
      await page.waitForURL(/\/login/);
      await hydrated(page);
      await page.getByRole('link', { name: 'Check out as a guest' }).click();
      await page.waitForURL((url) => url.pathname === '/shipping');

      // Signing in stays offered.
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      await page.getByRole('textbox', { name: /^Email Address/ }).fill('Meena.Guest@Example.com');
      await screenshot(page, 'guest-shipping-phone');
      await page.getByLabel('Full name').fill('Meena Pillai');
      await page.getByLabel('Mobile number').fill('+91 94470 12345');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('TC 5/1123, Kowdiar');
      await page.getByLabel('Pincode').fill('695003');
      await page.getByLabel('City').fill('Thiruvananthapuram');
      await chooseState(page, 'Kerala');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/payment');
      expect(JSON.parse((await storedItem(page, 'guestContact')) ?? 'null')).toEqual({ email: 'meena.guest@example.com', phone: '9447012345' });
      // The form's rules (zod, loaded with the first focus) were checked without anything the CSP refuses.
      expect(await page.evaluate(() => (window as unknown as { refusedByCsp: string[] }).refusedByCsp)).toEqual([]);

      await page.getByRole('radio', { name: 'Cash on Delivery (COD)' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/placeorder');
      await page.getByText('meena.guest@example.com').waitFor();
      await page.getByText('Meena Pillai, +91 94470 12345').waitFor();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/order-link/'));
      const linkPath = new URL(page.url()).pathname;

      await page.getByRole('heading', { name: /^Order RS-\d+$/ }).waitFor();
      await page.getByRole('heading', { name: 'Your private order link' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Order link' }).inputValue()).toBe(`${env.shop.baseUrl}${linkPath}`);
      await page.getByText('Deliver to: Meena Pillai, +91 94470 12345').waitFor();
      const orderNumber = (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Order ', '') ?? '';
      await screenshot(page, 'guest-order-link-phone');

      // Another browser, with nothing of the guest's, opens the order through the link.
      const other = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await other.page.goto(linkPath);
      await other.page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
      await other.page.getByText('Deliver to: Meena Pillai, +91 94470 12345').waitFor();
      await other.page.getByRole('button', { name: 'Cancel order' }).waitFor();
      // A link with one character changed opens no order.
      const wrong = `${linkPath.slice(0, -1)}${linkPath.endsWith('A') ? 'B' : 'A'}`;
      await other.page.goto(wrong);
      await other.page.getByRole('heading', { name: 'This order link does not work' }).waitFor();
      expect(await other.page.getByText(orderNumber).count()).toBe(0);

      // The guest sets a password: the order is in the new account at once.
      await page.getByLabel('Password', { exact: true }).fill('meena-pass-1');
      await page.getByLabel('Confirm Password', { exact: true }).fill('meena-pass-1');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Your account is ready').waitFor();
      const session = JSON.parse((await storedItem(page, 'userInfo')) ?? 'null') as { email: string; name: string } | null;
      expect(session).toMatchObject({ email: 'meena.guest@example.com', name: 'Meena Pillai' });

      // The owner sees a guest order and revokes its link; the link then opens nothing.
      const owner = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await useSessionIn(owner.context, await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password));
      const orderId = env.shop.deps.db.$client.prepare('select id from orders where order_number = ?').pluck().get(orderNumber) as string;
      await owner.page.goto(`/admin/order/${orderId}`);
      await owner.page.getByText('Guest order').waitFor();
      await owner.page.getByText(/The link works until/).waitFor();
      await owner.page.getByRole('button', { name: 'Revoke link' }).click();
      await owner.page.getByRole('button', { name: 'Yes, revoke link' }).click();
      await owner.page.getByText('No link works now: it expired or was revoked.').waitFor();
      await other.page.goto(linkPath);
      await other.page.getByRole('heading', { name: 'This order link does not work' }).waitFor();

      for (const tab of [guest, other, owner]) {
        // The wrong and revoked links' 404 answers are what the test asked for.
        expect(unexpectedErrors(tab.errors, [404])).toEqual([]);
        await tab.context.close();
      }
    },
    LONG,
  );

  it(
    'a guest pays online through the link, sets a password, and an earlier guest order joins once the e-mail is confirmed',
    async () => {
      const email = `farah-${Date.now()}@example.com`;
      const earlier = await guestOrderOverApi(email, 'COD', '1, Church Street');
      const order = await guestOrderOverApi(email, 'Razorpay', '2, Church Street');
      const linkPath = new URL(order.privateLink ?? '').pathname;

      const tab = await openTab(env.browser, env.shop.baseUrl, PHONE, { bypassCSP: true });
      const { page } = tab;
      await page.goto(linkPath);
      await page.getByRole('heading', { name: `Order ${order.orderNumber}` }).waitFor();
      await page.getByTestId('payment-box').getByLabel('Card number').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const box = page.getByTestId('payment-box');
      await box.getByLabel('Card number').fill(TEST_CARDS.succeeds);
      await box.getByLabel('Expiry (MM/YY)').fill('12/34');
      await box.getByLabel('CVC').fill('123');
      await box.getByRole('button', { name: /^Pay Rs/ }).click();
      await page.getByText(/^Paid on /).waitFor();

      await page.getByLabel('Password', { exact: true }).fill('farah-pass-1');
      await page.getByLabel('Confirm Password', { exact: true }).fill('farah-pass-1');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText(`We have sent a link to ${email}`, { exact: false }).waitFor();

      // The confirmation link, as the e-mail carries it (the outbox keeps the text).
      const mail = env.shop.deps.db.$client.prepare("select text from mail_outbox where kind = 'email_proof' and \"to\" = ?").pluck().get(email) as string;
      const confirmPath = /\/confirm-email\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0] ?? '';
      await page.goto(confirmPath);
      await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
      await page.getByText('Your e-mail is confirmed: 1 guest order is now in your account.').waitFor();

      const session = JSON.parse((await storedItem(page, 'userInfo')) ?? 'null') as { token: string };
      const mine = await apiJson<{ _id: string }[]>(env.shop.baseUrl, 'GET', '/api/orders/myorders', session.token);
      expect(mine.map((o) => o._id).sort()).toEqual([earlier._id, order._id].sort());
      expect(unexpectedErrors(tab.errors)).toEqual([]);
      await tab.context.close();
    },
    LONG,
  );

  it(
    'with guest checkout off, the checkout asks a visitor to sign in and offers no guest checkout',
    async () => {
      env.shop.deps.settings.save({ guestCheckout: false });
      const tab = await openTab(env.browser, env.shop.baseUrl, PHONE);
      try {
        await tab.page.goto('/shipping');
        await tab.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/shipping');
        await hydrated(tab.page);
        await tab.page.getByRole('button', { name: 'Sign In' }).waitFor();
        expect(await tab.page.getByRole('link', { name: 'Check out as a guest' }).count()).toBe(0);
        expect(unexpectedErrors(tab.errors)).toEqual([]);
      } finally {
        env.shop.deps.settings.save({ guestCheckout: true });
        await tab.context.close();
      }
    },
    LONG,
  );
});
