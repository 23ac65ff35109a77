import type { Page } from 'playwright-core';
import { chooseState } from './accounts.js';

/**
 * On the shipping step, the form for a new address: a customer who has saved addresses sees them listed with
 * the default chosen, and picks "A new address" to get the form.
 */
export async function newAddressForm(page: Page): Promise<void> {
  const name = page.getByLabel('Full name');
  const another = page.getByRole('radio', { name: 'A new address' });
  await name.or(another).first().waitFor();
  if (await another.isVisible()) await another.check();
  await name.waitFor();
}

export interface CheckoutAddress {
  name: string;
  mobile: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
}

/**
 * From the cart to Place Order, cash on delivery: Proceed To Checkout, a new delivery address, the payment
 * method. Leaves the page on /placeorder.
 */
export function checkoutCashOnDelivery(page: Page, to: CheckoutAddress): Promise<void> {
  return checkoutPayingBy(page, to, 'Cash on Delivery (COD)');
}

/** The same, paying by the method whose label the Payment step shows (e.g. 'Pay by UPI (any UPI app)'). */
export async function checkoutPayingBy(page: Page, to: CheckoutAddress, method: string): Promise<void> {
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/shipping');
  await newAddressForm(page);
  await page.getByLabel('Full name').fill(to.name);
  await page.getByLabel('Mobile number').fill(to.mobile);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(to.address);
  await page.getByLabel('Pincode').fill(to.pincode);
  await page.getByRole('textbox', { name: 'City' }).fill(to.city);
  await chooseState(page, to.state);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment$/);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/placeorder$/);
}
