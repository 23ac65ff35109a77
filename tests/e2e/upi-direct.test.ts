/**
 * UPI straight to the shop in the browser (docs/decisions/055-upi-direct.md): the owner gives the shop's UPI
 * ID, a shopper on a phone checks out paying by UPI, the QR code on the order page decodes (jsQR reads the
 * screenshot of it) to exactly the order's upi://pay link, the shopper gives the payment's UTR, and the owner
 * confirms it in the admin area: the order is paid. And WhatsApp: the shop's number on the product page, the
 * order page and the footer, the admin's message to the shopper, and the share button's fallback.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { paiseToMoneyString, rupeesToPaise } from '../../src/shared/money.js';
import type { Order } from '../../src/shared/schemas/order.js';
import { signInAs, unexpectedErrors } from './admin-harness.js';
import { checkoutPayingBy } from './checkout-steps.js';
import { DESKTOP, hydrated, openTab, PHONE, productInStock, screenshot, TEST_PUBLIC_URL, useShopAndBrowser } from './harness.js';
import { apiJson, MUMBAI, placeOrderOverApi } from './shop-api.js';
import { SHIPMENT } from '../helpers/orders.js';

const LONG = 120_000;
const UPI_ID = 'sharma.kirana@okaxis';
const PAYEE = 'Sharma & Sons Kirana';
const env = useShopAndBrowser();

describe('UPI straight to the shop', () => {
  it(
    'a shopper pays by UPI from the QR code, gives the UTR, and the owner confirms the payment',
    async () => {
      const owner = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      const admin = await signInAs(owner.context, env.shop.baseUrl, 'admin');
      await apiJson(env.shop.baseUrl, 'PUT', '/api/settings', admin.token, { upiId: UPI_ID, upiPayeeName: PAYEE });

      const shopper = await openTab(env.browser, env.shop.baseUrl, PHONE);
      const { page } = shopper;
      const customer = await signInAs(shopper.context, env.shop.baseUrl, 'customer');
      const product = productInStock(env.shop, 3);
      await page.goto(`/product/${product._id}`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await checkoutPayingBy(page, { name: 'Meera Iyer', mobile: '98450 12345', address: '14, 4th Cross, Malleswaram', pincode: '560003', city: 'Bengaluru', state: 'Karnataka' }, 'Pay by UPI (any UPI app)');
      await page.getByText('Method: Pay by UPI (any UPI app)').waitFor();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/order/'));
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const order = await apiJson<Order>(env.shop.baseUrl, 'GET', `/api/orders/${orderId}`, customer.token);
      expect(order).toMatchObject({ paymentMethod: 'UPI', paymentStatus: 'unpaid', roundOff: 0, codFee: 0 });

      // The QR code and the app link are the order's payment link, exact to the paisa.
      const expected = `upi://pay?pa=${encodeURIComponent(UPI_ID)}&pn=${encodeURIComponent(PAYEE)}&am=${paiseToMoneyString(rupeesToPaise(order.totalPrice))}&cu=INR&tn=${order.orderNumber}`;
      const box = page.getByTestId('upi-payment-box');
      const qr = box.getByTestId('upi-qr');
      await qr.waitFor();
      await qr.evaluate((img: HTMLImageElement) => img.decode());
      const png = PNG.sync.read(await qr.screenshot());
      // jsqr is a CommonJS bundle whose exports are the function, with itself as `default` too.
      const decoded = jsQR.default(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(decoded?.data).toBe(expected);
      expect(await box.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(expected);
      await box.getByText(/^\(Rupees .* Only\)$/).waitFor();
      await screenshot(page, 'upi-order-phone');

      // A mistyped reference is refused beside the field; the right one is taken.
      const utrField = box.getByLabel('UPI reference (UTR)');
      await utrField.fill('12345');
      await box.getByRole('button', { name: 'I have paid' }).click();
      await box.getByText('The UPI reference (UTR) is the 12-digit number your UPI app shows for the payment').waitFor();
      await utrField.fill('4123 4567 8901');
      await box.getByRole('button', { name: 'I have paid' }).click();
      await box.getByText('Payment claimed — awaiting confirmation.').waitFor();
      await box.getByText(/You gave the UPI reference 412345678901/).waitFor();
      expect((await apiJson<Order>(env.shop.baseUrl, 'GET', `/api/orders/${orderId}`, customer.token)).paymentStatus).toBe('claimed');

      // The owner finds it under To confirm and confirms it.
      await owner.page.goto('/admin/orderlist?status=claimed');
      await owner.page.getByRole('link', { name: order.orderNumber ?? '' }).first().click();
      const claim = owner.page.getByRole('region', { name: 'UPI payment to confirm' });
      await claim.getByText(/reference \(UTR\) 412345678901/).waitFor();
      await screenshot(owner.page, 'upi-order-admin-to-confirm');
      await claim.getByRole('button', { name: 'Payment received' }).click();
      await owner.page.getByText(/^Paid on /).waitFor();
      await claim.waitFor({ state: 'detached' });

      const paid = await apiJson<Order>(env.shop.baseUrl, 'GET', `/api/orders/${orderId}`, customer.token);
      expect(paid).toMatchObject({ paymentStatus: 'paid', isPaid: true });
      await page.reload();
      await page.getByText(/^Paid on /).waitFor();
      expect(await page.getByTestId('upi-payment-box').count()).toBe(0);
      expect(unexpectedErrors(shopper.errors)).toEqual([]);
      expect(unexpectedErrors(owner.errors)).toEqual([]);
    },
    LONG,
  );
});

describe('WhatsApp', () => {
  it(
    'links to the shop’s number carry the product or the order; the owner messages the shopper; Share falls back to WhatsApp and Copy link',
    async () => {
      const owner = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      const admin = await signInAs(owner.context, env.shop.baseUrl, 'admin');
      await apiJson(env.shop.baseUrl, 'PUT', '/api/settings', admin.token, { whatsappNumber: '+91 98450 54321' });
      const shopName = (await apiJson<{ shopName: string }>(env.shop.baseUrl, 'GET', '/api/settings')).shopName;
      const wa = (text: string, to = '919845054321') => `https://wa.me/${to}?text=${encodeURIComponent(text)}`;

      const shopper = await openTab(env.browser, env.shop.baseUrl, PHONE);
      const { page } = shopper;
      const product = productInStock(env.shop, 3);
      // Links a shopper sends are made from the shop's public address (PUBLIC_URL), not the address it was opened at.
      const url = `${TEST_PUBLIC_URL}/product/${product._id}`;
      await page.goto(`/product/${product._id}`);
      await hydrated(page);
      const ask = wa(`Hi, I have a question about ${product.name}: ${url}`);
      expect(await page.getByRole('link', { name: 'Ask on WhatsApp' }).getAttribute('href')).toBe(ask);
      // Drawn by the server with the page: the link is there before any script runs.
      expect(await (await fetch(`${env.shop.baseUrl}/product/${product._id}`)).text()).toContain(`href="${ask}"`);
      expect(await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('href')).toBe(wa(`Hello ${shopName}`));
      // Headless Chromium has no share sheet: WhatsApp and the link to copy instead.
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      expect(await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`${product.name}: ${url}`)}`);
      await page.getByRole('button', { name: 'Copy link' }).waitFor();

      const customer = await signInAs(shopper.context, env.shop.baseUrl, 'customer');
      const order = await placeOrderOverApi(env.shop.baseUrl, customer.token, [{ product, qty: 1 }], { paymentMethod: 'COD', address: { ...MUMBAI, recipientName: 'Kabir Mehta', phone: '9876543210' } });
      await page.goto(`/order/${order._id}`);
      await page.getByRole('heading', { name: `Order ${order.orderNumber}` }).waitFor();
      const chat = page.getByRole('main').getByRole('link', { name: 'Chat with us on WhatsApp' });
      expect(await chat.getAttribute('href')).toBe(wa(`Hi, about my order ${order.orderNumber}`));

      // The owner's message names the order, where it stands and, once shipped, its tracking.
      await apiJson(env.shop.baseUrl, 'PUT', `/api/orders/${order._id}/ship`, admin.token, SHIPMENT);
      await owner.page.goto(`/admin/order/${order._id}`);
      const message = owner.page.getByRole('link', { name: 'Message on WhatsApp' });
      await message.waitFor();
      const name = order.shippingAddress.recipientName ?? order.user.name;
      expect(await message.getAttribute('href')).toBe(
        wa(
          `Hello ${name}, this is ${shopName} about your order ${order.orderNumber}: Shipped. It is with ${SHIPMENT.carrier}, tracking number ${SHIPMENT.trackingNumber}: ${SHIPMENT.trackingUrl}.`,
          `91${order.shippingAddress.phone}`,
        ),
      );
      expect(unexpectedErrors(shopper.errors)).toEqual([]);
      expect(unexpectedErrors(owner.errors)).toEqual([]);
    },
    LONG,
  );
});
