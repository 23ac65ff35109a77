import { describe, expect, it } from 'vitest';
import { TOKEN_KEY_ROTATED } from '../../src/server/auth/router.js';
import { DEVICE_COOKIE } from '../../src/server/auth/device-cookie.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { signInThroughForm, storedItem } from './accounts.js';
import { expectToast, pageWidth, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, nothingBusy, openTab, PHONE, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiLogin } from './shop-api.js';

const LONG = 120_000;
const env = useShopAndBrowser();

const sessionToken = async (page: Parameters<typeof storedItem>[0]) => (JSON.parse((await storedItem(page, 'userInfo')) ?? 'null') as { token?: string } | null)?.token;

describe('Sign everybody out and rotate the key', () => {
  it(
    'signs out every customer, and the admin who did it stays signed in with a fresh session and device cookie',
    async () => {
      const customer = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      const status = async (token: string) => (await fetch(`${env.shop.baseUrl}/api/orders/myorders`, { headers: { authorization: `Bearer ${token}` } })).status;
      expect(await status(customer.token)).toBe(200);

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      const deviceCookie = async () => (await context.cookies(`${env.shop.baseUrl}/trpc`)).find((c) => c.name === DEVICE_COOKIE);
      await page.goto('/login');
      await signInThroughForm(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await page.getByRole('button', { name: 'Admin menu' }).waitFor();
      const oldToken = await sessionToken(page);
      const oldCookie = await deviceCookie();
      expect(oldToken).toEqual(expect.any(String));
      expect(oldCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/trpc' });

      await page.goto('/admin');
      const card = page.getByRole('region', { name: 'Sign-ins' });
      await card.getByRole('button', { name: 'Sign everybody out and rotate the key', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Everybody, customers and admins alike, will have to sign in again. You stay signed in here.', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Sign everybody out', exact: true }).click();
      await expectToast(page, TOKEN_KEY_ROTATED);

      // Everybody else is signed out; so is every token from before, the admin's own included.
      expect(await status(customer.token)).toBe(401);
      expect(await status(oldToken!)).toBe(401);
      // The admin is still signed in: a fresh session, a fresh device cookie, and the admin area after a reload.
      const newToken = await sessionToken(page);
      expect(newToken).not.toBe(oldToken);
      expect(await status(newToken!)).toBe(200);
      expect((await deviceCookie())?.value).not.toBe(oldCookie?.value);
      await page.reload();
      await page.getByRole('region', { name: 'Sign-ins' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      await page.getByRole('button', { name: 'Admin menu' }).waitFor();

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'the card and its confirmation are usable at 375 and 1280 px, with no serious accessibility findings',
    async () => {
      const report: Record<string, unknown[]> = {};
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, viewport, { bypassCSP: true });
        await signInAs(context, env.shop.baseUrl, 'admin');
        await page.goto('/admin');
        const button = page.getByRole('region', { name: 'Sign-ins' }).getByRole('button', { name: 'Sign everybody out and rotate the key' });
        await button.waitFor();
        await page.waitForLoadState('networkidle');
        await nothingBusy(page);
        expect(await pageWidth(page), `${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
        report[`dashboard@${viewport.width}`] = await seriousAxeViolations(page);
        await button.click();
        await page.getByRole('dialog').getByText('You stay signed in here.', { exact: false }).waitFor();
        // Scanned once the opening transition has finished (a half-faded dialog has half the contrast).
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.mantine-Modal-content, .mantine-Modal-overlay')].every((el) => getComputedStyle(el).opacity === '1'));
        report[`confirm@${viewport.width}`] = await seriousAxeViolations(page);
        // Cancel changes nothing.
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        expect(unexpectedErrors(errors)).toEqual([]);
        await context.close();
      }
      for (const [where, violations] of Object.entries(report)) expect(violations, where).toEqual([]);
    },
    LONG,
  );
});
