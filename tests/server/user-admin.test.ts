/**
 * The admin's user calls: PUT /api/users/{id}/role (make an account an admin or a customer, by the same rule
 * as `npm run admin -- promote|demote`: the account is signed out everywhere, nobody demotes themselves, the
 * last admin stays) and GET /api/users/{id} (the account, its orders newest first, what it spent).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../drizzle/schema.js';
import { LAST_ADMIN, OWN_ADMIN_RIGHTS, setAdmin } from '../../src/server/users/accounts.js';
import { userDetailOutput, userOutput } from '../../src/shared/schemas/user.js';
import { api, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok, orderApi, placeLines, takeTestPayment } from '../helpers/orders.js';
import { programArgs } from '../helpers/programs.js';

const root = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true, name: 'Owner Admin' }), createUser(t.deps)]);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const setRole = (id: string, role: unknown, token?: string) => api(t.app, 'PUT', `/api/users/${id}/role`, { token, body: { role } });
const rowOf = (id: string) => t.deps.db.select().from(users).where(eq(users.id, id)).get();
/** Whether the token still opens something every signed-in account may read. */
const signedIn = async (token: string) => (await api(t.app, 'GET', '/api/orders/myorders', { token })).status === 200;
const adminCount = (shop: TestApp) => shop.deps.db.select({ n: count() }).from(users).where(eq(users.isAdmin, true)).get()?.n ?? 0;

describe('PUT /api/users/{id}/role', () => {
  it('is for admins only: a visitor gets 401, a customer 403, and nothing changes', async () => {
    const target = await createUser(t.deps);
    expect((await setRole(target.user.id, 'admin')).status).toBe(401);
    expect((await setRole(target.user.id, 'admin', customer.token)).status).toBe(403);
    // A customer cannot promote themselves either.
    expect((await setRole(customer.user.id, 'admin', customer.token)).status).toBe(403);
    expect(rowOf(target.user.id)?.isAdmin).toBe(false);
    expect(rowOf(customer.user.id)?.isAdmin).toBe(false);
  });

  it('bad input: a role other than admin or customer is 400 naming the field; an unknown user is 404', async () => {
    const target = await createUser(t.deps);
    for (const role of ['owner', '', true, undefined]) {
      const res = await setRole(target.user.id, role, admin.token);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'role', message: 'role must be admin or customer' }]);
    }
    expect(rowOf(target.user.id)?.isAdmin).toBe(false);
    const unknown = await setRole('no-such-user', 'admin', admin.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'User not found' });
  });

  it('makes a customer an admin: their old tokens stop working, and a fresh sign-in is an admin', async () => {
    const target = await createUser(t.deps, { name: 'Asha Rao' });
    expect(await signedIn(target.token)).toBe(true);
    const res = ok(await setRole(target.user.id, 'admin', admin.token));
    expect(userOutput.parse(res.body)).toMatchObject({ _id: target.user.id, name: 'Asha Rao', isAdmin: true });
    expect(await signedIn(target.token)).toBe(false);
    const fresh = ok(await api(t.app, 'POST', '/api/users/login', { body: { email: target.user.email, password: target.password } }));
    expect(fresh.body.isAdmin).toBe(true);
    expect((await api(t.app, 'GET', '/api/users', { token: fresh.body.token })).status).toBe(200);
  });

  it('makes an admin a customer: signed out everywhere, and no admin access with a fresh sign-in', async () => {
    const other = await createUser(t.deps, { isAdmin: true });
    ok(await setRole(other.user.id, 'customer', admin.token));
    expect(rowOf(other.user.id)?.isAdmin).toBe(false);
    expect(await signedIn(other.token)).toBe(false);
    const fresh = ok(await api(t.app, 'POST', '/api/users/login', { body: { email: other.user.email, password: other.password } }));
    expect(fresh.body.isAdmin).toBe(false);
    expect((await api(t.app, 'GET', '/api/users', { token: fresh.body.token })).status).toBe(403);
  });

  it('asking for the role the account already has changes nothing and signs nobody out', async () => {
    const target = await createUser(t.deps);
    const before = rowOf(target.user.id);
    const res = ok(await setRole(target.user.id, 'customer', admin.token));
    expect(res.body.isAdmin).toBe(false);
    expect(rowOf(target.user.id)).toEqual(before);
    expect(await signedIn(target.token)).toBe(true);
  });

  it('an admin cannot make themselves a customer (400, still an admin, still signed in); promoting themselves changes nothing', async () => {
    const self = await createUser(t.deps, { isAdmin: true });
    const refused = await setRole(self.user.id, 'customer', self.token);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: OWN_ADMIN_RIGHTS });
    expect(rowOf(self.user.id)?.isAdmin).toBe(true);
    expect(await signedIn(self.token)).toBe(true);
    ok(await setRole(self.user.id, 'admin', self.token));
    expect(await signedIn(self.token)).toBe(true);
  });

  it('two admins demoting each other at once leave the shop with an admin: one succeeds, the other is signed out by it', async () => {
    const shop = await createTestApp();
    try {
      const [a, b] = await Promise.all([createUser(shop.deps, { isAdmin: true }), createUser(shop.deps, { isAdmin: true })]);
      const answers = await Promise.all([
        api(shop.app, 'PUT', `/api/users/${b.user.id}/role`, { token: a.token, body: { role: 'customer' } }),
        api(shop.app, 'PUT', `/api/users/${a.user.id}/role`, { token: b.token, body: { role: 'customer' } }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
      expect(adminCount(shop)).toBe(1);
    } finally {
      await shop.close();
      removeDataDir(shop.dataDir);
    }
  });
});

describe('the one rule behind the admin area and the command line (setAdmin)', () => {
  it('never demotes the last admin: 409 with what to do, and the account stays an admin', async () => {
    const shop = await createTestApp();
    try {
      const only = await createUser(shop.deps, { isAdmin: true });
      expect(() => setAdmin(shop.deps.db, { email: only.user.email }, false)).toThrow(LAST_ADMIN);
      expect(() => setAdmin(shop.deps.db, { id: only.user.id }, false)).toThrow(expect.objectContaining({ status: 409 }));
      expect(adminCount(shop)).toBe(1);
      // With a second admin, the first may go.
      const second = await createUser(shop.deps);
      expect(setAdmin(shop.deps.db, { id: second.user.id }, true).changed).toBe(true);
      expect(setAdmin(shop.deps.db, { email: only.user.email }, false)).toMatchObject({ changed: true, user: { isAdmin: false } });
      expect(adminCount(shop)).toBe(1);
    } finally {
      await shop.close();
      removeDataDir(shop.dataDir);
    }
  });
});

/** Runs `npm run admin -- …` (the built CLI, as that command does) on a data folder; resolves with its exit code and output. */
function adminCli(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...programArgs('admin-cli'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('npm run admin -- promote|demote follows the same rule', () => {
  it('refuses to demote the last admin, promotes, says when nothing changed, then demotes', async () => {
    const shop = await createTestApp();
    try {
      const only = await createUser(shop.deps, { isAdmin: true, email: 'only-admin@shop.test' });
      const other = await createUser(shop.deps, { email: 'helper@shop.test' });

      const refused = await adminCli(['demote', 'only-admin@shop.test'], shop.dataDir);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(LAST_ADMIN);
      expect(adminCount(shop)).toBe(1);

      const promoted = await adminCli(['promote', 'Helper@Shop.test'], shop.dataDir);
      expect(promoted.code, promoted.output).toBe(0);
      expect(promoted.output).toContain('helper@shop.test is now an admin; its sessions were signed out.');
      expect((await api(shop.app, 'GET', '/api/orders/myorders', { token: other.token })).status).toBe(401);

      const again = await adminCli(['promote', 'helper@shop.test'], shop.dataDir);
      expect(again.output).toContain('helper@shop.test is already an admin; nothing changed.');

      const demoted = await adminCli(['demote', 'only-admin@shop.test'], shop.dataDir);
      expect(demoted.code, demoted.output).toBe(0);
      expect(demoted.output).toContain('only-admin@shop.test is now a customer');
      expect((await api(shop.app, 'GET', '/api/users', { token: only.token })).status).toBe(401);
    } finally {
      await shop.close();
      removeDataDir(shop.dataDir);
    }
  }, 120_000);
});

describe('GET /api/users/{id}', () => {
  it('is for admins only: 401, 403; an unknown user is 404', async () => {
    expect((await api(t.app, 'GET', `/api/users/${customer.user.id}`)).status).toBe(401);
    expect((await api(t.app, 'GET', `/api/users/${customer.user.id}`, { token: customer.token })).status).toBe(403);
    const unknown = await api(t.app, 'GET', '/api/users/no-such-user', { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'User not found' });
    expect((await api(t.app, 'GET', `/api/users/${customer.user.id}?pageSize=0`, { token: admin.token })).status).toBe(400);
  });

  it('shows the account without secrets, its orders newest first with their numbers, and what it spent: paid orders less refunds', async () => {
    const buyer = await createUser(t.deps, { name: 'Meera Kulkarni' });
    const someoneElse = await createUser(t.deps);
    const orderOf = orderApi(t);
    // A cash-on-delivery order delivered (so paid), then partly refunded.
    const delivered = await placeLines(t, buyer, { qtys: [1], pricePaise: [50_000] });
    ok(await orderOf.deliver(delivered.id, admin.token));
    ok(await orderOf.refund(delivered.id, admin.token, '100.00'));
    // An order paid online.
    const online = await placeLines(t, buyer, { paymentMethod: 'Razorpay', qtys: [2], pricePaise: [30_000] });
    ok(await orderOf.pay(online.id, await takeTestPayment(t, buyer, online.id), buyer.token));
    // Not paid: not spent.
    const unpaid = await placeLines(t, buyer, { qtys: [1], pricePaise: [20_000] });
    // Another customer's order is not theirs.
    await placeLines(t, someoneElse, { qtys: [1] });
    // A number as the order series gives it (the column exists; placing orders fills it once numbering lands).
    t.deps.db.update(orders).set({ orderNumber: 'RS-20001' }).where(eq(orders.id, online.id)).run();

    const res = ok(await api(t.app, 'GET', `/api/users/${buyer.user.id}`, { token: admin.token }));
    const detail = userDetailOutput.parse(res.body);
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon|sessionVersion/i);
    expect(detail.user).toMatchObject({ _id: buyer.user.id, name: 'Meera Kulkarni', email: buyer.user.email, isAdmin: false });
    expect(detail.orders.map((o) => o._id)).toEqual([unpaid.id, online.id, delivered.id]);
    expect(detail.orders.find((o) => o._id === online.id)?.orderNumber).toBe('RS-20001');
    expect(detail.orders.find((o) => o._id === delivered.id)).toMatchObject({ refunded: 100, paymentStatus: 'partially_refunded', fulfilmentStatus: 'delivered' });
    expect(detail.orders.find((o) => o._id === unpaid.id)).toMatchObject({ paymentStatus: 'unpaid', refunded: 0 });
    expect(detail.paidOrders).toBe(2);
    expect(detail.totalSpent).toBe((delivered.totalPaise + online.totalPaise - 10_000) / 100);
    expect(detail).toMatchObject({ total: 3, page: 1, pages: 1 });

    // Paged, newest first.
    const second = userDetailOutput.parse(ok(await api(t.app, 'GET', `/api/users/${buyer.user.id}?pageSize=2&pageNumber=2`, { token: admin.token })).body);
    expect(second.orders.map((o) => o._id)).toEqual([delivered.id]);
    expect(second).toMatchObject({ total: 3, page: 2, pages: 2, totalSpent: detail.totalSpent });
  });

  it('a user without orders has spent nothing', async () => {
    const fresh = await createUser(t.deps);
    const detail = userDetailOutput.parse(ok(await api(t.app, 'GET', `/api/users/${fresh.user.id}`, { token: admin.token })).body);
    expect(detail).toMatchObject({ orders: [], totalSpent: 0, paidOrders: 0, total: 0, pages: 1 });
  });
});
