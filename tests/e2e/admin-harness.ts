import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import type { SessionUser } from '../../src/shared/schemas/user.js';
import { nothingBusy, requestsDone } from './harness.js';
import { apiLogin, useSessionIn } from './shop-api.js';

export const ADMIN_ROUTES = [
  '/admin',
  '/admin/userlist',
  '/admin/productlist',
  '/admin/categories',
  '/admin/orderlist',
  '/admin/order/any-id',
  '/admin/product/any-id/edit',
  '/admin/settings',
  '/admin/promotions',
  '/admin/mail',
  '/admin/mail/any-id',
  '/admin/user/any-id',
  '/admin/newsletter',
  '/admin/carts',
  '/admin/shipping',
  '/admin/gst-returns',
  '/admin/search',
] as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Signs in over the API and puts the session into the context, as if the person had signed in there. */
export async function signInAs(context: BrowserContext, baseUrl: string, who: DemoAccount): Promise<SessionUser> {
  const account = DEMO_ACCOUNTS[who];
  const session = await apiLogin(baseUrl, account.email, account.password);
  await useSessionIn(context, session);
  return session;
}

/** A real 64×64 PNG, written to a temporary file for `setInputFiles`. */
export async function makePngFile(): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-admin-png-')), 'teal-square.png');
  writeFileSync(file, bytes);
  return file;
}

/** A file that claims to be an image and is not (the server sniffs the bytes). */
export function makeFakeImageFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-admin-fake-')), 'not-an-image.png');
  writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  return file;
}

/** A toast with exactly this text (message or title) appears. */
export async function expectToast(page: Page, text: string): Promise<Locator> {
  const toast = page.locator('.mantine-Notification-root').filter({ has: page.getByText(text, { exact: true }) }).first();
  await toast.waitFor();
  return toast;
}

/** Closes every toast so the next expectation cannot be met by an old one. */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  const close = toasts.locator('.mantine-Notification-closeButton');
  // Toasts slide while they close, so a click at a point on the screen may miss a moving one: the click is
  // sent to each close button itself, and each is waited for until it is gone. Toasts held back by the
  // notifications' limit show as others leave, so this goes on until none is left.
  for (let buttons = await close.elementHandles(); buttons.length > 0; buttons = await close.elementHandles()) {
    for (const button of buttons) await button.dispatchEvent('click');
    for (const button of buttons) await button.waitForElementState('hidden');
  }
  await toasts.first().waitFor({ state: 'detached' });
}

/**
 * The page has settled, for a screenshot or an accessibility scan: no request in flight, no skeleton, the
 * header's lazily loaded Admin menu in place, and no transition or animation still running (a half-faded
 * element has half its contrast). Endless animations (a spinner) do not count.
 */
export async function settled(page: Page): Promise<void> {
  await requestsDone(page);
  await nothingBusy(page);
  await page.getByRole('button', { name: 'Admin menu' }).waitFor();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
}

/** The confirmation dialog shows the spec's question; answers with the given button. */
export async function confirmDialog(page: Page, question: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** How wide the page is laid out: wide tables turn into cards on narrow screens, so the page never scrolls sideways. */
export async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Errors the browser logs for requests the test meant to fail (a refused upload, an invalid update). */
export function unexpectedErrors(errors: string[], expectedStatuses: number[] = []): string[] {
  return errors.filter((e) => !expectedStatuses.some((status) => e.includes(`status of ${status}`)));
}
