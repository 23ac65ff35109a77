/**
 * The storefront in Hindi (docs/decisions/057-storefront-languages.md): the same pages under /hi, drawn by the
 * server in Hindi with their language and their other-language versions named; a shopper who switches to
 * Hindi searches, fills a cart and places a cash-on-delivery order without meeting an English word, and the
 * e-mail that arrives is in Hindi.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, PHONE, productInStock, TEST_PUBLIC_URL, useShopAndBrowser } from './harness.js';
import { signInAs } from './admin-harness.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { getProduct } from '../../src/server/catalog/get-product.js';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { promotions } from '../../drizzle/schema.js';
import type { AppDeps } from '../../src/server/deps.js';

const listPromotions = (deps: AppDeps) => deps.db.select({ code: promotions.code }).from(promotions).all();
import * as account from '../../src/client/i18n/hi/account.js';
import * as address from '../../src/client/i18n/hi/address.js';
import * as cart from '../../src/client/i18n/hi/cart.js';
import * as checkout from '../../src/client/i18n/hi/checkout.js';
import * as checkoutChoices from '../../src/client/i18n/hi/checkout-choices.js';
import * as layout from '../../src/client/i18n/hi/layout.js';
import * as order from '../../src/client/i18n/hi/order.js';
import * as paymentMethods from '../../src/client/i18n/hi/paymentMethods.js';
import * as product from '../../src/client/i18n/hi/product.js';
import * as profile from '../../src/client/i18n/hi/profile.js';
const hiProduct = product;

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
});
const env = useShopAndBrowser(() => smtp.env);

const LONG = 180_000;

/** Latin words a Hindi page may hold: abbreviations and names used as they are in Hindi (as the catalogue check allows). */
const SAME_IN_HINDI = new Set(['rs', 'gst', 'gstin', 'cgst', 'sgst', 'igst', 'upi', 'cod', 'otp', 'pdf', 'whatsapp', 'razorpay', 'stripe', 'id', 'am', 'pm']);

/**
 * The English words a page shows or says (its text, the hidden text screen readers read, its labels, placeholders,
 * image descriptions and title) once the shop's data is taken out: `known` are the texts the page may show as
 * they were entered (product names and brands, reviews, the owner's settings, what the shopper typed).
 */
async function englishWords(page: Page, known: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
  // In lower case: a page may show a name in capitals (text-transform).
  let rest = texts.toLowerCase();
  for (const text of [...known].filter(Boolean).sort((a, b) => b.length - a.length)) rest = rest.split(text.toLowerCase()).join(' ');
  return [...new Set((rest.match(/[a-z][a-z'’]+/g) ?? []).filter((word) => !SAME_IN_HINDI.has(word)))];
}

/**
 * What a Hindi page may show as entered: every product's names and brand, the reviews, the shop's name and
 * address. Not the banner, About and footer promises: the demo owner gave them in Hindi too.
 */
function shopData(): string[] {
  const { deps } = env.shop;
  const products = listProducts(deps.db, { pageNumber: 1, pageSize: 100 }).products.map((p) => getProduct(deps.db, p._id));
  const settings = deps.settings.get();
  return [
    ...products.flatMap((p) => [p.nameHi, p.name, p.descriptionHi, p.description, p.brand, ...p.reviews.flatMap((review) => [review.comment, review.name])]),
    settings.shopName,
    settings.legalName,
    settings.contactEmail,
    settings.contactPhone,
    settings.address,
    settings.city,
    settings.state,
    ...listPromotions(deps).map((promotion) => promotion.code),
    'Rupee Shop',
    'English',
  ];
}

/** The page's HTML as the server sends it, and where it went. */
async function fetchPage(path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string; location: string | null }> {
  const response = await fetch(`${env.shop.baseUrl}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

describe('Hindi pages drawn by the server', () => {
  it('/hi/product/{id} is the product in Hindi, lang="hi", with hreflang both ways and x-default', async () => {
    const product = getProduct(env.shop.deps.db, productInStock(env.shop, 1)._id);
    const { status, html } = await fetchPage(`/hi/product/${product._id}`);
    expect(status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi"/i);
    const url = `${TEST_PUBLIC_URL}/hi/product/${product._id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="hi-IN" href="${url}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-IN" href="${TEST_PUBLIC_URL}/product/${product._id}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_URL}/product/${product._id}" />`);
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
    // The product's Hindi name where the owner gave one, in the title and on the page.
    const name = product.nameHi || product.name;
    expect(html).toContain(`<title>${name} | `);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(name);
    expect(root).toContain(hiProduct.addToCart);
    // Its links stay in Hindi.
    expect(root).toContain('href="/hi/cart"');

    // The English page names the Hindi one too.
    const english = await fetchPage(`/product/${product._id}`);
    expect(english.html).toMatch(/^<!doctype html>\s*<html lang="en"/i);
    expect(english.html).toContain(`<link rel="alternate" hreflang="hi-IN" href="${url}" />`);
    expect(english.html).toContain('<meta property="og:locale" content="en_IN" />');
  });

  it('/hi goes to /hi/, /hi/admin to the English admin, and only a chosen language moves the front door', async () => {
    expect(await fetchPage('/hi')).toMatchObject({ status: 301, location: '/hi/' });
    expect(await fetchPage('/hi/admin/orders')).toMatchObject({ status: 301, location: '/admin/orders' });
    const home = await fetchPage('/hi/');
    expect(home.status).toBe(200);
    expect(home.html).toMatch(/<html lang="hi"/);
    // A browser that prefers Hindi is offered the switch, never sent away: search engines and shared links get
    // the page they asked for.
    expect((await fetchPage('/', { 'accept-language': 'hi-IN,hi;q=0.9' })).status).toBe(200);
    expect((await fetchPage('/product/x', { cookie: 'language=hi' })).status).not.toBe(302);
    // A visitor who chose Hindi with the switch finds the home page in Hindi.
    expect(await fetchPage('/', { cookie: 'language=hi' })).toMatchObject({ status: 302, location: '/hi/' });
    expect((await fetchPage('/', { cookie: 'language=en' })).status).toBe(200);
    // The form's search without JavaScript stays in Hindi.
    expect(await fetchPage('/hi/search?q=kurta')).toMatchObject({ status: 303, location: '/hi/search/kurta' });
  });

  it('the sitemap lists the pages in both languages, and robots.txt keeps crawlers out of the Hindi cart', async () => {
    const index = (await fetchPage('/sitemap.xml')).html;
    expect(index).toContain(`${TEST_PUBLIC_URL}/sitemaps/categories.xml`);
    expect(index).toContain(`${TEST_PUBLIC_URL}/sitemaps/hi/categories.xml`);
    expect(index).toContain(`${TEST_PUBLIC_URL}/sitemaps/hi/products-1.xml`);
    const pages = (await fetchPage('/sitemaps/hi/categories.xml')).html;
    expect(pages).toContain(`<loc>${TEST_PUBLIC_URL}/hi/</loc>`);
    expect(pages).toContain(`<loc>${TEST_PUBLIC_URL}/hi/category/fashion</loc>`);
    expect(pages).toContain(`<loc>${TEST_PUBLIC_URL}/hi/pages/returns</loc>`);
    const product = productInStock(env.shop, 1);
    expect((await fetchPage('/sitemaps/hi/products-1.xml')).html).toContain(`<loc>${TEST_PUBLIC_URL}/hi/product/${product._id}</loc>`);
    const robots = (await fetchPage('/robots.txt')).html;
    expect(robots).toContain('Disallow: /hi/cart');
    expect(robots).toContain('Disallow: /cart');
  });
});

describe('a shopper in Hindi', () => {
  it(
    'switches to Hindi on the home page, searches, adds to the cart and places a cash-on-delivery order in Hindi, and gets the e-mail in Hindi',
    async () => {
      const wanted = getProduct(env.shop.deps.db, productInStock(env.shop, 3)._id);
      expect(wanted.nameHi).toMatch(/\p{Script=Devanagari}/u);
      const email = 'kavita.hindi@example.com';
      const typed = ['Kavita Sharma', '+91 94140 12345', '14, Civil Lines', '302006', 'Jaipur', email, 'kavita', 'hindi', 'example'];
      const known = [...shopData(), ...typed];
      // A browser set to Hindi: the English home page offers Hindi, and does not send it anywhere.
      const context = await env.browser.newContext({ baseURL: env.shop.baseUrl, viewport: PHONE, locale: 'hi-IN', deviceScaleFactor: 1 });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const scanned: Record<string, string[]> = {};
      const scan = async (name: string) => {
        scanned[name] = await englishWords(page, known);
      };
      try {
        await page.goto('/');
        await hydrated(page);
        expect(new URL(page.url()).pathname).toBe('/');
        await page.getByText('यह दुकान हिन्दी में भी है।').waitFor();
        await page.getByRole('banner').getByRole('link', { name: 'हिन्दी', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/hi/');
        await hydrated(page);
        expect(await page.locator('html').getAttribute('lang')).toBe('hi');
        await scan('home');
        // The choice is remembered: the shop's front door now opens in Hindi.
        await page.goto('/');
        await page.waitForURL((url) => url.pathname === '/hi/');
        await hydrated(page);

        // A search in Hindi finds the product by its Hindi name.
        const word = wanted.nameHi.split(/\s+/).find((w) => /^\p{Script=Devanagari}+$/u.test(w) && w.length > 2) ?? wanted.nameHi;
        const field = page.getByRole('combobox', { name: layout.searchProducts }).or(page.getByRole('searchbox', { name: layout.searchProducts })).first();
        await field.fill(word);
        await field.press('Enter');
        await page.waitForURL((url) => url.pathname.startsWith('/hi/search/'));
        await hydrated(page);
        await page.getByRole('link', { name: wanted.nameHi }).first().waitFor();
        await scan('search');
        await page.getByRole('link', { name: wanted.nameHi }).first().click();
        await page.waitForURL((url) => url.pathname === `/hi/product/${wanted._id}`);
        // Its own chunk hydrates after the rest of the page: until then Add To Cart is the server's, disabled.
        await hydrated(page);
        await page.getByRole('button', { name: product.addToCart }).and(page.locator(':enabled')).waitFor();
        await page.getByRole('heading', { name: wanted.nameHi }).waitFor();
        await scan('product');
        await page.getByRole('button', { name: product.addToCart }).click();
        await page.waitForURL((url) => url.pathname === '/hi/cart');
        await page.getByRole('button', { name: cart.proceedToCheckout }).waitFor();
        await scan('cart');
        await page.getByRole('button', { name: cart.proceedToCheckout }).click();
        await page.waitForURL((url) => url.pathname === '/hi/login');
        await hydrated(page);
        await scan('login');
        await page.getByRole('link', { name: account.checkOutAsGuest }).click();
        await page.waitForURL((url) => url.pathname === '/hi/shipping');
        await hydrated(page);
        await page.getByRole('textbox', { name: new RegExp(`^${checkoutChoices.emailAddress}`) }).fill(email);
        await page.getByLabel(address.fullName).fill('Kavita Sharma');
        await page.getByLabel(address.mobileNumber).fill('+91 94140 12345');
        await page.getByRole('textbox', { name: address.address, exact: true }).fill('14, Civil Lines');
        await page.getByLabel(address.pincode).fill('302006');
        await page.getByLabel(address.city).fill('Jaipur');
        const state = page.getByRole('combobox', { name: address.state });
        await state.selectOption('Rajasthan');
        await expect.poll(() => state.inputValue()).toBe('Rajasthan');
        await scan('shipping');
        await page.getByRole('button', { name: checkoutChoices.continueButton }).click();
        await page.waitForURL((url) => url.pathname === '/hi/payment');
        await page.getByRole('radio', { name: paymentMethods.cod }).check();
        await scan('payment');
        await page.getByRole('button', { name: checkoutChoices.continueButton }).click();
        await page.waitForURL((url) => url.pathname === '/hi/placeorder');
        await page.getByRole('button', { name: checkout.placeOrder }).waitFor();
        await scan('placeorder');
        await page.getByRole('button', { name: checkout.placeOrder }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/hi/order-link/'));
        const heading = new RegExp(`^${(order.orderNumber.source ?? '').replace('{number}', 'RS-\\d+')}$`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        const orderNumber = /RS-\d+/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[0] ?? '';
        known.push(orderNumber, `${env.shop.baseUrl}${new URL(page.url()).pathname}`);
        await scan('order');

        // Every page of the way spoke Hindi only.
        expect(scanned).toEqual(Object.fromEntries(Object.keys(scanned).map((name) => [name, []])));
        expect(Object.keys(scanned)).toHaveLength(9);

        // The order was placed in Hindi, and its e-mail came in Hindi with a link to the Hindi page.
        const placed = env.shop.deps.db.$client.prepare('select language from orders where order_number = ?').pluck().get(orderNumber);
        expect(placed).toBe('hi');
        await expect.poll(() => smtp.to(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
        const mail = smtp.to(email)[0];
        expect(mail.subject).toMatch(/\p{Script=Devanagari}/u);
        expect(mail.subject).toContain(orderNumber);
        expect(mail.html).toContain('<html lang="hi">');
        expect(mail.text).toContain('नमस्ते Kavita Sharma');
        expect(mail.text).toContain(`${TEST_PUBLIC_URL}/hi/order-link/`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    LONG,
  );
});

describe('a signed-in shopper in Hindi', () => {
  it(
    'the profile page names every field and button in Hindi, the password fields’ show buttons too',
    async () => {
      const context = await env.browser.newContext({ baseURL: env.shop.baseUrl, viewport: PHONE, locale: 'hi-IN', deviceScaleFactor: 1 });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        const me = await signInAs(context, env.shop.baseUrl, 'customer');
        await page.goto('/hi/profile');
        await hydrated(page);
        await page.getByRole('heading', { name: profile.userProfile }).waitFor();
        await expect.poll(() => page.getByLabel(profile.name, { exact: true }).inputValue()).toBe(me.name);
        expect(await page.getByRole('button', { name: profile.showOrHidePassword }).count()).toBe(3);
        expect(await englishWords(page, [...shopData(), me.name, me.email])).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    LONG,
  );
});
