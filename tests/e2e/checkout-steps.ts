import type { Page } from 'playwright-core';

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
