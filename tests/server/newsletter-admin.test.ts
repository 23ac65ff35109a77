/**
 * The newsletter's list in the admin area: GET /api/newsletter (newest first, search, pages),
 * DELETE /api/newsletter/{email} and GET /api/newsletter/export.csv (spreadsheet-safe), all for admins only.
 */
import { count, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../drizzle/schema.js';
import { newsletterListOutput } from '../../src/shared/schemas/newsletter.js';
import { api, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok } from '../helpers/orders.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

let counter = 0;
/** A sign-up at a known time, through the public form's call; `minutesAgo` sets when. */
async function subscribed(local: string, minutesAgo: number): Promise<string> {
  const email = `${local}.${++counter}@example.com`;
  ok(await api(t.app, 'POST', '/api/newsletter', { body: { email } }));
  t.deps.db
    .update(newsletterSubscribers)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(newsletterSubscribers.email, email))
    .run();
  return email;
}

const onList = (email: string) => (t.deps.db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).get()?.n ?? 0) === 1;
const list = async (query = '') => newsletterListOutput.parse(ok(await api(t.app, 'GET', `/api/newsletter${query}`, { token: admin.token })).body);

describe('GET /api/newsletter', () => {
  it('is for admins only: 401, 403', async () => {
    expect((await api(t.app, 'GET', '/api/newsletter')).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/newsletter', { token: customer.token })).status).toBe(403);
  });

  it('lists subscribers newest first, in pages', async () => {
    const oldest = await subscribed('paging-oldest', 300);
    const middle = await subscribed('paging-middle', 200);
    const newest = await subscribed('paging-newest', 100);
    const found = await list('?keyword=paging-');
    expect(found.subscribers.map((s) => s.email)).toEqual([newest, middle, oldest]);
    expect(found).toMatchObject({ total: 3, page: 1, pages: 1 });
    const second = await list('?keyword=paging-&pageSize=2&pageNumber=2');
    expect(second.subscribers.map((s) => s.email)).toEqual([oldest]);
    expect(second).toMatchObject({ total: 3, page: 2, pages: 2 });
    // The whole list is newest first as well.
    const all = await list('?pageSize=100');
    const times = all.subscribers.map((s) => Date.parse(s.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('finds any part of an address, ignoring case; % and _ are plain characters', async () => {
    const priya = await subscribed('Priya_Sharma', 5);
    await subscribed('priyaxsharma', 5);
    expect((await list('?keyword=PRIYA_SH')).subscribers.map((s) => s.email)).toEqual([priya.toLowerCase()]);
    expect((await list('?keyword=%25')).total).toBe(0);
    expect((await list(`?keyword=${encodeURIComponent('nobody-at-all')}`)).subscribers).toEqual([]);
  });

  it('bad input: a keyword over 100 characters or a page size of 0 is 400', async () => {
    expect((await api(t.app, 'GET', `/api/newsletter?keyword=${'a'.repeat(101)}`, { token: admin.token })).status).toBe(400);
    expect((await api(t.app, 'GET', '/api/newsletter?pageSize=0', { token: admin.token })).status).toBe(400);
  });
});

describe('DELETE /api/newsletter/{email}', () => {
  it('is for admins only: 401, 403, and the address stays', async () => {
    const email = await subscribed('stays', 1);
    expect((await api(t.app, 'DELETE', `/api/newsletter/${encodeURIComponent(email)}`)).status).toBe(401);
    expect((await api(t.app, 'DELETE', `/api/newsletter/${encodeURIComponent(email)}`, { token: customer.token })).status).toBe(403);
    expect(onList(email)).toBe(true);
  });

  it('takes the address off the list (written in any case); then it is 404', async () => {
    const email = await subscribed('leaving', 1);
    const res = await api(t.app, 'DELETE', `/api/newsletter/${encodeURIComponent(email.toUpperCase())}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Subscriber removed' });
    expect(onList(email)).toBe(false);
    const again = await api(t.app, 'DELETE', `/api/newsletter/${encodeURIComponent(email)}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'This address is not on the newsletter list' });
  });

  it('something that is not an e-mail address is 400 and removes nothing', async () => {
    const before = (await list()).total;
    const res = await api(t.app, 'DELETE', '/api/newsletter/not-an-address', { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'email', message: 'Enter a valid email address' }]);
    expect((await list()).total).toBe(before);
  });
});

describe('GET /api/newsletter/export.csv', () => {
  it('is for admins only: 401, 403', async () => {
    expect((await api(t.app, 'GET', '/api/newsletter/export.csv')).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/newsletter/export.csv', { token: customer.token })).status).toBe(403);
  });

  it('holds every subscriber, oldest first, with the India date, as a file for a spreadsheet', async () => {
    const early = await subscribed('export-early', 60 * 24 * 3);
    const late = await subscribed('export-late', 2);
    const res = await t.app.inject({ method: 'GET', url: '/api/newsletter/export.csv', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFFemail,subscribedOn\r\n')).toBe(true);
    const rows = parse(res.body, { bom: true, columns: true }) as { email: string; subscribedOn: string }[];
    expect(rows).toHaveLength((await list()).total);
    const emails = rows.map((r) => r.email);
    expect(emails.indexOf(early)).toBeLessThan(emails.indexOf(late));
    const earlyDay = new Date(Date.now() - 3 * 24 * 60 * 60_000 + 5.5 * 60 * 60_000).toISOString().slice(0, 10);
    expect(rows.find((r) => r.email === early)?.subscribedOn).toBe(earlyDay);
  });

  it('an address a spreadsheet would run as a formula (the form accepts a leading - or +) is written with a leading quote', async () => {
    const risky = ['-2+3@example.com', '+91cmd@example.com'];
    for (const email of risky) ok(await api(t.app, 'POST', '/api/newsletter', { body: { email } }));
    const csv = (await t.app.inject({ method: 'GET', url: '/api/newsletter/export.csv', headers: { authorization: `Bearer ${admin.token}` } })).body;
    const emails = (parse(csv, { bom: true, columns: true }) as { email: string }[]).map((r) => r.email);
    for (const email of risky) {
      expect(emails).toContain(`'${email}`);
      expect(emails).not.toContain(email);
    }
  });
});
