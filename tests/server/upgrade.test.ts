/**
 * A shop made by the first release (v0.1.0; tests/fixtures/v0.1.0/make-fixture.ts says how) opened by the
 * current code: the migrations run, and every old order, user and review reads back as it was. Every future
 * schema change must keep this green.
 */
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MigrationError, newestKnownMigration, openDatabase } from '../../src/server/db/database.js';
import { api, createTestApp, removeDataDir, type TestApp } from '../helpers/app.js';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/v0.1.0');

interface Expected {
  orders: { _id: string }[];
  users: { _id: string; email: string }[];
  products: { _id: string }[];
  logins: { email: string; password: string; isAdmin: boolean }[];
}

let t: TestApp;
let expected: Expected;
let adminToken: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-upgrade-'));
  copyFileSync(path.join(FIXTURE, 'shop.db'), path.join(dataDir, 'shop.db'));
  t = await createTestApp({ dataDir, env: { JWT_SECRET: 'fixture-secret-fixture-secret-fixture-secret' } });
  expected = JSON.parse(await readFile(path.join(FIXTURE, 'expected.json'), 'utf8')) as Expected;
  const admin = expected.logins.find((l) => l.isAdmin);
  if (!admin) throw new Error('the fixture has no admin login');
  adminToken = (await api(t.app, 'POST', '/api/users/login', { body: { email: admin.email, password: admin.password } })).body.token;
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

describe('a v0.1.0 shop opened by the current code', () => {
  it('every old order reads back with all its old fields unchanged', async () => {
    for (const order of expected.orders) {
      const res = await api(t.app, 'GET', `/api/orders/${order._id}`, { token: adminToken });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(order);
    }
  });

  it('the old orders have their items, payment and a consistent state on both axes', async () => {
    const list = await api(t.app, 'GET', '/api/orders?pageSize=100', { token: adminToken });
    expect(list.body.total).toBe(expected.orders.length);
    for (const order of list.body.orders) {
      expect(order.orderItems.length).toBeGreaterThan(0);
      expect(order.paymentStatus).toBe(order.isPaid ? 'paid' : 'unpaid');
      expect(order.fulfilmentStatus).toBe(order.isDelivered ? 'delivered' : 'unfulfilled');
    }
  });

  it('every old user is there, and the old passwords still sign in', async () => {
    const users = await api(t.app, 'GET', '/api/users?pageSize=100', { token: adminToken });
    for (const user of expected.users) expect(users.body.users).toContainEqual(expect.objectContaining(user));
    for (const login of expected.logins) {
      const res = await api(t.app, 'POST', '/api/users/login', { body: { email: login.email, password: login.password } });
      expect(res.status).toBe(200);
      expect(res.body.isAdmin).toBe(login.isAdmin);
    }
  });

  it('every old product and review reads back unchanged', async () => {
    for (const product of expected.products) {
      const res = await api(t.app, 'GET', `/api/products/${product._id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(product);
      // Each comes out sold one way: one variant, its own id, its price and stock (docs/decisions/043-variants.md).
      expect(res.body.options).toEqual([]);
      expect(res.body.variants).toEqual([
        expect.objectContaining({ id: product._id, title: '', optionValues: [], price: res.body.price, countInStock: res.body.countInStock }),
      ]);
      expect(res.body.maxPrice).toBe(res.body.price);
    }
  });

  it("the old orders' lines name their product's one variant", async () => {
    const list = await api(t.app, 'GET', '/api/orders?pageSize=100', { token: adminToken });
    for (const order of list.body.orders) {
      for (const item of order.orderItems as { product: string | null; variant: string | null }[]) expect(item.variant).toBe(item.product);
    }
  });

  it('the full-text index still finds the old products by name (the rebuilt table kept their rowids)', async () => {
    const named = (expected.products as { _id: string; name?: string }[]).filter((product) => product.name);
    expect(named.length).toBeGreaterThan(0);
    for (const product of named) {
      const res = await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent(product.name ?? '')}`);
      expect(res.body.products.map((p: { _id: string }) => p._id)).toContain(product._id);
    }
  });

  it('the admin’s order search still finds the old orders by the buyer’s name and e-mail, and follows new ones (rebuilt orders table)', async () => {
    const find = async (keyword: string) =>
      (await api(t.app, 'GET', `/api/orders?pageSize=100&keyword=${encodeURIComponent(keyword)}`, { token: adminToken })).body.orders.map((o: { _id: string }) => o._id);
    const buyers = expected.orders as { _id: string; user: { name: string; email: string } }[];
    for (const order of buyers) {
      expect(await find(order.user.name.split(' ')[0])).toContain(order._id);
      expect(await find(order.user.email)).toContain(order._id);
    }
    // A change to an order after the upgrade still reaches the index: its buyer's name is found by the new one.
    const [first] = buyers;
    const rename = t.deps.db.$client.prepare('update orders set user_name = ? where id = ?');
    rename.run('Zoravar Upgradewala', first._id);
    try {
      expect(await find('Upgradewala')).toEqual([first._id]);
    } finally {
      rename.run(first.user.name, first._id);
    }
  });
});

describe('a database newer than the code', () => {
  it('is refused at start, with what to do, and left untouched', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-newer-'));
    try {
      const first = await createTestApp({ dataDir });
      await first.close();
      const file = path.join(dataDir, 'shop.db');
      const sqlite = new Database(file);
      sqlite.prepare("insert into __drizzle_migrations (hash, created_at) values ('from-the-future', ?)").run(newestKnownMigration() + 1);
      sqlite.close();
      const before = readFileSync(file);
      expect(() => openDatabase(dataDir)).toThrow(MigrationError);
      expect(() => openDatabase(dataDir)).toThrow(/upgraded by a newer version of the shop/);
      expect(readFileSync(file).equals(before)).toBe(true);
    } finally {
      removeDataDir(dataDir);
    }
  });
});

/** Copies one review with a new id and a product that does not exist, with foreign keys off. */
function addReviewOfAMissingProduct(file: string): void {
  const sqlite = new Database(file);
  try {
    sqlite.pragma('foreign_keys = OFF');
    const columns = (sqlite.pragma('table_info(reviews)') as { name: string }[]).map((column) => column.name);
    const values = columns.map((name) => (name === 'id' ? "'review-of-a-missing-product'" : name === 'product_id' ? "'no-such-product'" : name));
    sqlite.exec(`insert into reviews (${columns.join(', ')}) select ${values.join(', ')} from reviews limit 1`);
  } finally {
    sqlite.close();
  }
}

describe('the references after an upgrade', () => {
  it('an upgrade that leaves a review without its product is refused, and says to restore the last backup', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-broken-upgrade-'));
    try {
      copyFileSync(path.join(FIXTURE, 'shop.db'), path.join(dataDir, 'shop.db'));
      addReviewOfAMissingProduct(path.join(dataDir, 'shop.db'));
      expect(() => openDatabase(dataDir)).toThrow(/The database upgrade left 1 broken references; restore the last backup/);
    } finally {
      removeDataDir(dataDir);
    }
  });

  it('a start with nothing to upgrade does not check every reference again', async () => {
    // The check reads every row that refers to another (seconds at a million products); it belongs to the
    // upgrade that could have broken them. Found here by a review left without its product: the start goes on.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-no-upgrade-'));
    try {
      copyFileSync(path.join(FIXTURE, 'shop.db'), path.join(dataDir, 'shop.db'));
      openDatabase(dataDir).close();
      addReviewOfAMissingProduct(path.join(dataDir, 'shop.db'));
      const reopened = openDatabase(dataDir);
      expect(reopened.sqlite.prepare("select count(*) as n from reviews where id = 'review-of-a-missing-product'").get()).toEqual({ n: 1 });
      reopened.close();
    } finally {
      removeDataDir(dataDir);
    }
  });
});
