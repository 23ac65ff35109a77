import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { DESKTOP, hydrated, openTab, PHONE, screenshot, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { chooseState } from './accounts.js';
import { apiJson, apiLogin, placeOrderOverApi, useSessionIn } from './shop-api.js';
import { newAddressForm } from './checkout-steps.js';
import * as hiHome from '../../src/client/i18n/hi/home.js';

const LONG = 120_000;
const env = useShopAndBrowser();


function firstProduct(category?: string) {
  const list = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 50, category });
  const product = list.products.find((p) => p.countInStock >= 5);
  if (!product) throw new Error('The demo catalog has no product in stock');
  return product;
}

describe('the shopper journey (desktop)', () => {
  it(
    'browses, searches, fills the cart, registers, checks out with COD and finds the order in the profile',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);

      // Home: carousel, featured categories, latest products with paging.
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Latest Products' }).isVisible()).resolves.toBe(true);
      await page.getByRole('region', { name: 'Top products' }).waitFor();
      await page.getByRole('heading', { name: 'Featured Categories' }).waitFor();
      expect(await page.getByTestId('product-card').count()).toBe(12);
      await screenshot(page, 'desktop-home');
      await page.getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(/\/\?page=2$/);
      await page.getByTestId('product-card').first().waitFor();

      // Search (trimmed), then empty search goes home.
      await page.getByRole('searchbox', { name: 'Search products' }).fill('  kurta  ');
      await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
      await page.waitForURL(/\/search\/kurta$/);
      await page.getByRole('heading', { name: 'Search Results for kurta' }).waitFor();
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
      // Kurtas by name first; products that only mention one in their description come after (descriptions are searched too, docs/decisions/012-search-index.md).
      const found = (await page.getByTestId('product-card').locator('h3').allTextContents()).map((name) => name.toLowerCase().includes('kurta'));
      expect(found[0]).toBe(true);
      expect(found.slice(found.includes(false) ? found.indexOf(false) : found.length)).not.toContain(true);
      await screenshot(page, 'desktop-search');
      // As a shopper does: into the field first (its suggestions load then), then type and press Enter.
      await page.getByRole('searchbox', { name: 'Search products' }).click();
      await page.locator('form[role="search"][data-suggestions="ready"]').waitFor();
      await page.getByRole('searchbox', { name: 'Search products' }).fill('   ');
      await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
      await page.waitForURL(`${env.shop.baseUrl}/`);

      // Category from the category bar, with its capitalised title and Go Back.
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Electronics' }).click();
      await page.waitForURL(/\/category\/electronics$/);
      await page.getByRole('heading', { name: 'Electronics', level: 1 }).waitFor();
      await screenshot(page, 'desktop-category');

      // Product page → add two to the cart.
      const product = firstProduct('Electronics');
      await page.getByRole('link', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
      await page.waitForURL(new RegExp(`/product/${product._id}$`));
      await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
      await page.getByText('In Stock').waitFor();
      await page.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
      await screenshot(page, 'desktop-product');
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByRole('link', { name: 'Cart (2 items)', exact: true }).waitFor();

      // Change quantity in the cart; the badge and the price details follow.
      await page.getByRole('combobox', { name: `Quantity of ${product.name}` }).selectOption('3');
      await page.getByRole('link', { name: 'Cart (3 items)', exact: true }).waitFor();
      const details = page.getByRole('region', { name: 'Price Details' });
      await details.getByText('GST (18%)').waitFor();
      await screenshot(page, 'desktop-cart');

      // The cart survives a reload.
      await page.reload();
      await page.getByRole('combobox', { name: `Quantity of ${product.name}` }).waitFor();
      await expect(page.getByRole('combobox', { name: `Quantity of ${product.name}` }).inputValue()).resolves.toBe('3');

      // Checkout → login → register (with the mismatch shown first).
      await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
      await page.waitForURL(/\/login\?redirect=\/shipping$/);
      await screenshot(page, 'desktop-login');
      await page.getByRole('link', { name: 'Register' }).click();
      await page.waitForURL(/\/register\?redirect=/);
      const email = `shopper-${Date.now()}@example.com`;
      await page.getByLabel('Name').fill('Meera Joshi');
      await page.getByLabel('Email Address', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
      await page.getByLabel('Confirm Password').fill('secret-pass-2');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByText('Passwords do not match').waitFor();
      await screenshot(page, 'desktop-register');
      await page.getByLabel('Confirm Password').fill('secret-pass-1');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.waitForURL(/\/shipping$/);
      await page.getByRole('button', { name: 'Account menu for Meera Joshi' }).waitFor();

      // Shipping: required fields, then payment with COD as default.
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Address is required').waitFor();
      await newAddressForm(page);
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Mobile number').fill('98765 43210');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12, MG Road, Indiranagar');
      await page.getByLabel('City').fill('Bengaluru');
      await page.getByLabel('Pincode').fill('560038');
      await chooseState(page, 'Karnataka');
      // The complaints of the empty form went as the fields were filled (the state by the pincode).
      expect(await page.getByText('State is required').count()).toBe(0);
      expect(await page.getByText('Address is required').count()).toBe(0);
      await screenshot(page, 'desktop-shipping');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/payment$/);
      await expect(page.getByRole('radio', { name: 'Cash on Delivery (COD)' }).isChecked()).resolves.toBe(true);
      await page.getByRole('radio', { name: 'Pay with Card/UPI (Razorpay)' }).waitFor();
      await screenshot(page, 'desktop-payment');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/placeorder$/);
      await page.getByText('12, MG Road, Indiranagar, Bengaluru 560038, Karnataka, India').waitFor();
      await page.getByText('Cash on Delivery (COD)').waitFor();
      await screenshot(page, 'desktop-placeorder');
      await page.getByRole('button', { name: 'Place Order' }).click();

      // The order page shows the order; the cart is empty.
      await page.waitForURL(/\/order\/[^/]+$/);
      const orderId = page.url().split('/').pop()!;
      // The page is named by the order's number, not its id.
      const heading = page.getByRole('heading', { name: /^Order RS-\d+$/, level: 1 });
      await heading.waitFor();
      const orderNumber = (await heading.textContent())!.replace('Order ', '');
      expect(orderNumber).toBe(env.shop.deps.db.$client.prepare('select order_number from orders where id = ?').pluck().get(orderId));
      await page.getByText('Not Delivered').waitFor();
      await page.getByText('Not Paid').waitFor();
      await page.getByText('Name: Meera Joshi').waitFor();
      await page.getByRole('link', { name: product.name }).waitFor();
      await page.getByRole('link', { name: 'Cart', exact: true }).waitFor();
      await page.reload();
      await page.getByText('Not Delivered').waitFor();
      await screenshot(page, 'desktop-order');

      // Profile lists it, with a Details link back to it.
      await page.getByRole('button', { name: 'Account menu for Meera Joshi' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.waitForURL(/\/profile$/);
      await page.getByRole('heading', { name: 'My Orders' }).waitFor();
      const details_ = page.getByRole('link', { name: `Details of order ${orderNumber}` });
      await details_.waitFor();
      await screenshot(page, 'desktop-profile');

      // Profile: passwords must match, and a new password needs the current one.
      await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
      await page.getByLabel('Confirm Password').fill('another-pass-2');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Passwords do not match').waitFor();
      await page.getByLabel('Confirm Password').fill('another-pass-1');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Enter your current password to change your email or password').waitFor();
      await page.getByLabel('Current Password').fill('secret-pass-1');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Profile Updated Successfully').waitFor();

      await details_.click();
      await page.waitForURL(new RegExp(`/order/${orderId}$`));

      // Logout clears the session and goes to /login.
      await page.getByRole('button', { name: 'Account menu for Meera Joshi' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL(/\/login$/);
      await page.getByRole('link', { name: 'Sign In' }).waitFor();

      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'posts a review that then shows on the product page; visitors are asked to sign in',
    async () => {
      const product = firstProduct('Beauty');
      const visitor = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await visitor.page.goto(`/product/${product._id}`);
      await visitor.page.getByText('Please sign in to write a review').waitFor();
      await visitor.context.close();

      // Only buyers may review: before the order is delivered there is a note instead of the form.
      const session = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      const customer = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(customer.context, session);
      const { page } = customer;
      await page.goto(`/product/${product._id}`);
      await page.getByRole('heading', { name: 'Write a Customer Review' }).waitFor();
      await page.getByText('Only customers who bought this product can review it', { exact: false }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Rating' }).count()).toBe(0);

      // Bought (cash on delivery, delivered by the shop, so paid): now the form is there.
      const order = await placeOrderOverApi(env.shop.baseUrl, session.token, [{ product, qty: 1 }]);
      const admin = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await apiJson(env.shop.baseUrl, 'PUT', `/api/orders/${order._id}/deliver`, admin.token, {});
      await page.reload();
      const rating = page.getByRole('combobox', { name: 'Rating' });
      await rating.waitFor();
      expect(await rating.locator('option').allTextContents()).toEqual(['Select...', '1 - Poor', '2 - Fair', '3 - Good', '4 - Very Good', '5 - Excellent']);
      await rating.selectOption('4');
      await page.getByLabel('Comment').fill('Lovely shade, lasts all day at work.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Review Submitted!').waitFor();
      await page.getByText('Lovely shade, lasts all day at work.').waitFor();
      await page.getByText('Verified purchase').first().waitFor();
      expect(customer.errors).toEqual([]);
      await customer.context.close();
    },
    LONG,
  );
});

describe('guards, header and persistence', () => {
  it(
    'sends visitors on signed-in pages to /login, replacing the history entry; customers are kept out of admin',
    async () => {
      const { page, context } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/');
      for (const path of ['/profile', '/order/abc']) {
        await page.goto(path);
        await page.waitForURL(/\/login(\?|$)/);
      }
      // The checkout's steps take a guest while the shop allows guest checkout: the shipping step asks the e-mail.
      for (const path of ['/shipping', '/payment', '/placeorder']) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/shipping');
        await page.getByText('Checking out as a guest.').waitFor();
      }
      await page.goto('/');
      await page.goto('/profile');
      await page.waitForURL(/\/login/);
      await page.goBack();
      // Replaced: going back skips /profile and lands on the page before it.
      await page.waitForURL(`${env.shop.baseUrl}/`);
      await page.goto('/admin/userlist');
      await page.waitForURL(/\/login$/);
      await context.close();

      const customer = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(customer.context, await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password));
      await customer.page.goto('/admin/orderlist');
      await customer.page.waitForURL(/\/login$/);
      // A signed-in user on /login goes on to the redirect target (here: home, as there is none).
      await customer.page.waitForURL(`${env.shop.baseUrl}/`);
      await expect(customer.page.getByRole('button', { name: 'Admin menu' }).count()).resolves.toBe(0);
      await customer.context.close();

      const admin = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await useSessionIn(admin.context, await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password));
      await admin.page.goto('/');
      await admin.page.getByRole('button', { name: 'Admin menu' }).click();
      await admin.page.getByRole('menuitem', { name: 'Products' }).click();
      await admin.page.waitForURL(/\/admin\/productlist$/);
      await admin.context.close();
    },
    LONG,
  );

  it(
    'signs in with the redirect, keeps the session over a reload, and the country modal sets the label',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/login?redirect=/profile');
      await page.getByLabel('Email Address', { exact: true }).fill(DEMO_ACCOUNTS.customer.email);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Invalid email or password').waitFor();
      await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${env.shop.baseUrl}/profile`);
      await page.reload();
      await page.getByRole('heading', { name: 'User Profile' }).waitFor();

      // The shop delivers in India: the header asks for a pincode, checks it and keeps it.
      await page.getByRole('button', { name: /Your Location/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose your delivery pincode' });
      await dialog.waitFor();
      const pincode = dialog.getByRole('textbox', { name: 'Pincode' });
      await pincode.fill('56000');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.getByText('Enter a 6-digit pincode, not starting with 0').waitFor();
      await pincode.fill('560001');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /Deliver to Bangalore 560001/ }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: /Deliver to Bangalore 560001/ }).waitFor();
      expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'subscribes to the newsletter with a toast either way, and shows a friendly page for unknown routes and products',
    async () => {
      const { page, context } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await page.goto('/');
      const email = `news-${Date.now()}@example.com`;
      const newsletterField = page.getByLabel('Email address for the newsletter');
      await newsletterField.fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('Thank you for subscribing!').first().waitFor();
      // The same address again gets the same answer (the shop does not tell who subscribes): the field is emptied.
      await newsletterField.fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => newsletterField.inputValue()).toBe('');
      expect(await page.getByText('You are already subscribed').count()).toBe(0);

      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();
      const missing = await page.goto('/product/does-not-exist');
      expect(missing?.status()).toBe(404);
      await page.getByRole('heading', { name: 'We could not find that product' }).waitFor();
      await screenshot(page, 'desktop-not-found');
      await context.close();
    },
    LONG,
  );
});

describe('server-side first paint', () => {
  it('sends the product page with its data, Open Graph tags and Product JSON-LD', async () => {
    const product = firstProduct();
    const html = await (await fetch(`${env.shop.baseUrl}/product/${product._id}`)).text();
    expect(html).toContain(`<title>${product.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')} | Rupee Shop</title>`);
    expect(html).toMatch(/<meta property="og:type" content="product" \/>/);
    // Links come from PUBLIC_URL, never from the Host the request was sent to.
    expect(env.shop.publicUrl).not.toContain('127.0.0.1');
    expect(html).toContain(`<meta property="og:image" content="${env.shop.publicUrl}${product.image}" />`);
    expect(html).not.toContain(env.shop.baseUrl);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(ld).not.toBeNull();
    const jsonLd = JSON.parse(ld![1]);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name, offers: { priceCurrency: 'INR', availability: 'https://schema.org/InStock' } });
    const data = /<script type="application\/json" id="__SHOP_DATA__">(.*?)<\/script>/s.exec(html);
    const queries = JSON.parse(data![1]).queries as { path: string; input: unknown }[];
    expect(queries.find((q) => q.path === 'products.byId')).toMatchObject({ path: 'products.byId', input: { id: product._id } });
    // Every page carries the shop's settings too (name, banner, test mode).
    expect(queries.find((q) => q.path === 'settings.get')).toBeDefined();
  });

  it('renders the first screen from the page data without calling the API', async () => {
    const { page, context } = await openTab(env.browser, env.shop.baseUrl, PHONE);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/')) apiCalls.push(request.url());
    });
    const product = firstProduct();
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await page.goto('/category/footwear');
    await page.getByTestId('product-card').first().waitFor();
    await page.goto('/');
    await page.getByRole('region', { name: 'Top products' }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect(apiCalls).toEqual([]);
    await context.close();
  });
});

describe('375 px phone', () => {
  it(
    'fits the screen, hides the location picker and category bar, and works end to end',
    async () => {
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      const noSideScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await page.goto('/');
      await page.getByRole('heading', { name: 'Latest Products' }).waitFor();
      await noSideScroll();
      expect(await page.getByRole('button', { name: /Your Location/ }).isVisible()).toBe(false);
      expect(await page.getByRole('navigation', { name: 'Categories' }).isVisible()).toBe(false);
      await screenshot(page, 'phone-home');

      await page.getByRole('link', { name: 'Footwear' }).first().click();
      await page.waitForURL(/\/category\/footwear$/);
      await noSideScroll();
      await page.getByTestId('product-card').first().click();
      await page.waitForURL(/\/product\//);
      await page.getByRole('button', { name: 'Add To Cart' }).waitFor();
      await noSideScroll();
      // The product picture is shown whole and square, not stretched to its 800 px height and cropped.
      const picture = await page.locator('main img').first().boundingBox();
      expect(picture).not.toBeNull();
      expect(Math.abs(picture!.height - picture!.width)).toBeLessThanOrEqual(2);
      expect(picture!.width).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'phone-product');
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await noSideScroll();
      await page.getByRole('link', { name: 'Cart (1 item)', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Proceed To Checkout' }).waitFor();
      await screenshot(page, 'phone-cart');

      await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
      await page.waitForURL(/\/login/);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await noSideScroll();
      await screenshot(page, 'phone-login');
      await page.getByLabel('Email Address', { exact: true }).fill(DEMO_ACCOUNTS.customer.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/shipping$/);
      await newAddressForm(page);
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Mobile number').fill('98765 43210');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('4 Park Street');
      await page.getByLabel('City').fill('Kolkata');
      await page.getByLabel('Pincode').fill('700016');
      await chooseState(page, 'West Bengal');
      await noSideScroll();
      await screenshot(page, 'phone-shipping');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/payment$/);
      await page.getByRole('radio', { name: 'Pay with Card/UPI (Razorpay)' }).check();
      await screenshot(page, 'phone-payment');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/placeorder$/);
      await page.getByRole('button', { name: 'Place Order' }).waitFor();
      await noSideScroll();
      await screenshot(page, 'phone-placeorder');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order\//);
      await page.getByText('Not Paid').waitFor();
      await noSideScroll();
      await screenshot(page, 'phone-order');

      // The saved payment method is read back after a reload (a deliberate departure from docs/spec.md).
      await page.goto('/payment');
      await expect(page.getByRole('radio', { name: 'Pay with Card/UPI (Razorpay)' }).isChecked()).resolves.toBe(true);

      await page.goto('/profile');
      await page.getByRole('heading', { name: 'My Orders' }).waitFor();
      await noSideScroll();
      await screenshot(page, 'phone-profile');
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('accessibility (axe-core)', () => {
  it(
    'finds no serious or critical violation on the home, product, cart, login and order pages',
    async () => {
      const session = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      const product = firstProduct('Bags');
      const report: Record<string, unknown> = {};
      for (const viewport of [DESKTOP, PHONE]) {
        const { page, context } = await openTab(env.browser, env.shop.baseUrl, viewport, { bypassCSP: true });
        await useSessionIn(context, session);
        await page.goto('/');
        await page.getByRole('region', { name: 'Top products' }).waitFor();
        report[`home@${viewport.width}`] = await seriousAxeViolations(page);

        await page.goto(`/product/${product._id}`);
        await page.getByRole('button', { name: 'Add To Cart' }).waitFor();
        report[`product@${viewport.width}`] = await seriousAxeViolations(page);
        await page.getByRole('button', { name: 'Add To Cart' }).click();
        await page.waitForURL(/\/cart$/);
        await page.getByRole('button', { name: 'Proceed To Checkout' }).waitFor();
        report[`cart@${viewport.width}`] = await seriousAxeViolations(page);

        await page.goto('/shipping');
        await newAddressForm(page);
        await page.getByLabel('Full name').fill('Asha Verma');
        await page.getByLabel('Mobile number').fill('98765 43210');
        await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Marine Drive');
        await page.getByLabel('City').fill('Mumbai');
        await page.getByLabel('Pincode').fill('400002');
        await chooseState(page, 'Maharashtra');
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(/\/payment$/);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(/\/placeorder$/);
        await page.getByRole('button', { name: 'Place Order' }).click();
        await page.waitForURL(/\/order\//);
        await page.getByText('Not Delivered').waitFor();
        report[`order@${viewport.width}`] = await seriousAxeViolations(page);
        await context.close();

        const visitor = await openTab(env.browser, env.shop.baseUrl, viewport, { bypassCSP: true });
        await visitor.page.goto('/login');
        await visitor.page.getByRole('button', { name: 'Sign In' }).waitFor();
        report[`login@${viewport.width}`] = await seriousAxeViolations(visitor.page);
        await visitor.context.close();
      }
      const failures = Object.fromEntries(Object.entries(report).filter(([, v]) => (v as unknown[]).length > 0));
      expect(failures).toEqual({});
    },
    LONG * 2,
  );
});

describe('JavaScript budget', () => {
  // In each language: the Hindi home page is another build, with its own texts (docs/decisions/057-storefront-languages.md).
  it.each([
    ['/', 'Latest Products'],
    ['/hi/', hiHome.latestProducts],
  ])('the home page %s on a phone loads at most 120 KB of gzipped JavaScript, none of it admin code', async (path, heading) => {
    const { page, context } = await openTab(env.browser, env.shop.baseUrl, PHONE);
    const scripts: { url: string; gzipped: number }[] = [];
    const pending: Promise<void>[] = [];
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) asked += 1;
    });
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      pending.push(
        response.body().then((body) => {
          scripts.push({ url: response.url(), gzipped: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: heading }).waitFor();
    // Everything the page loads by itself has been asked for once it is hydrated, lazy parts included;
    // then every script asked for is counted once its answer is in.
    await hydrated(page);
    await expect.poll(() => pending.length).toBe(asked);
    await Promise.all(pending);
    const totalKb = scripts.reduce((sum, s) => sum + s.gzipped, 0) / 1024;
    expect(scripts.length).toBeGreaterThan(0);
    expect(totalKb, scripts.map((s) => `${s.url} ${(s.gzipped / 1024).toFixed(1)} KB`).join('\n')).toBeLessThanOrEqual(120);
    expect(scripts.filter((s) => /admin/i.test(s.url))).toEqual([]);
    await context.close();
  });
});
