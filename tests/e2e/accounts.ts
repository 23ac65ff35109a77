import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SessionUser } from '../../src/shared/schemas/user.js';
import { apiJson } from './shop-api.js';

export interface NewCustomer {
  name: string;
  email: string;
  password: string;
  session: SessionUser;
}

let registered = 0;

/** A customer of the test's own (registered over the API), so a test may delete them without touching the demo accounts. */
export async function newCustomer(baseUrl: string, name: string): Promise<NewCustomer> {
  const email = `person-${Date.now()}-${++registered}@example.com`;
  const password = 'person-pass-1';
  const session = await apiJson<SessionUser>(baseUrl, 'POST', '/api/users/register', undefined, { name, email, password });
  return { name, email, password, session };
}

/** Fills and sends the /login form the page shows. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The toasts showing exactly this text (to count them: several at once would be one too many). */
export const toastsWith = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ has: page.getByText(text, { exact: true }) });

/** What the page keeps in local storage under `key` (null when nothing). */
export const storedItem = (page: Page, key: string): Promise<string | null> => page.evaluate((k) => window.localStorage.getItem(k), key);

/** Chooses a state in the address form's State select (the browser's own list of the 36 states and union territories). */
export async function chooseState(page: Page, state: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'State' });
  await select.selectOption(state);
  await expect.poll(() => select.inputValue()).toBe(state);
}
