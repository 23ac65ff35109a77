/**
 * What a shopper does before the pages bench:web measures, done through the shop's own pages with Playwright
 * as a shopper does it: fill a cart, register, give an address, choose cash on delivery, place the order.
 */
import type { Page } from 'playwright-core';

const PASSWORD = 'bench-pass-1';
/** Bengaluru GPO: the pincode fills in the city and the state. */
const PINCODE = '560001';

let shoppers = 0;

/** Adds the products to an empty cart from their pages, as a shopper does. */
export async function fillCart(page: Page, baseUrl: string, productIds: string[]): Promise<void> {
  for (const [i, id] of productIds.entries()) {
    await page.goto(`${baseUrl}/product/${id}`);
    await page.getByRole('button', { name: /^add to cart$/i }).first().click();
    await page.getByRole('link', { name: new RegExp(`^Cart \\(${i + 1} items?\\)`) }).waitFor();
  }
}

/**
 * Registers a new customer through the form, on the way to `next`, and waits for the cart filled as a guest
 * to join the account. A new one each time: a customer may have only three cash-on-delivery orders waiting
 * to ship (README, Cash on delivery), and a new account has no saved address or cart to get in the way.
 */
export async function register(page: Page, baseUrl: string, next: string): Promise<void> {
  const n = ++shoppers;
  await page.goto(`${baseUrl}/register?redirect=${encodeURIComponent(next)}`);
  await page.getByLabel('Name', { exact: true }).fill(`Bench Shopper ${n}`);
  await page.getByLabel('Email Address', { exact: true }).fill(`bench-shopper-${Date.now()}-${n}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => url.pathname === next);
  // The guest cart is merged into the account's (src/client/state/cart-sync.ts): done once this is set.
  await page.waitForFunction(() => window.localStorage.getItem('cartAccount') !== null);
}

/**
 * From the shipping step to Place Order: a new address (its own street for each shopper, since an address
 * too may have only three cash-on-delivery orders waiting), then cash on delivery. Ends on /placeorder.
 */
export async function checkoutCashOnDelivery(page: Page, baseUrl: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/shipping') await page.goto(`${baseUrl}/shipping`);
  await page.getByLabel('Full name').fill(`Bench Shopper ${shoppers}`);
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(`${shoppers} MG Road`);
  await page.getByLabel('Pincode').fill(PINCODE);
  // City and state fill in from the pincode (GET /api/pincodes/{pincode}).
  const state = page.getByRole('textbox', { name: 'State' }).or(page.getByRole('combobox', { name: 'State' })).first();
  await page.waitForFunction(
    // The state is a native select (PlainSelect); `value` is '' until a state is chosen.
    (field) => (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== '',
    await state.elementHandle(),
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/payment');
  await page.getByRole('radio', { name: 'Cash on Delivery (COD)' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/placeorder');
}

/** Places the order shown on /placeorder and gives its page's path (/order/{id}). */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/order/'));
  return new URL(page.url()).pathname;
}
