import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews, users } from '../../drizzle/schema.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { DEMO_ACCOUNTS, seedDemo } from '../../src/server/db/seed/seed-demo.js';
import { STARTING_CATEGORIES } from '../../src/server/db/seed/catalog-data.js';
import { ensureAdmin } from '../../src/server/users/accounts.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp } from '../helpers/app.js';
import { orderPayload, stockOf } from '../helpers/shop.js';

/**
 * A seed copies the demo artwork from the cache `npm run build` fills: a few seconds. Before a build it draws
 * it (15–35 s alone on two cores, more beside other test files), which this still allows for.
 */
const SEED_TIMEOUT = 90_000;

describe('data survives a restart on the same DATA_DIR', () => {
  it('keeps users, tokens, orders, stock and uploads', async () => {
    const first = await createTestApp();
    const dataDir = first.dataDir;
    // The app running on dataDir now, closed once whatever happens.
    let running: TestApp | undefined = first;
    try {
      const product = createProduct(first.deps, { name: 'Durable Dhoti', pricePaise: 79_900, countInStock: 6 });
      const registered = await api(first.app, 'POST', '/api/users/register', { body: { name: 'Lasting', email: 'lasting@example.com', password: 'persist-me' } });
      expect(registered.status).toBe(201);
      const placed = await api(first.app, 'POST', '/api/orders', {
        token: registered.body.token,
        body: orderPayload([{ product: product.id, qty: 2, pricePaise: 79_900 }]),
      });
      expect(placed.status).toBe(201);
      running = undefined;
      await first.close();

      const second = await createTestApp({ dataDir });
      running = second;
      // The same generated secret is read back, so the old token still works.
      const mine = await api(second.app, 'GET', '/api/orders/myorders', { token: registered.body.token });
      expect(mine.status).toBe(200);
      expect(mine.body).toHaveLength(1);
      expect(mine.body[0]).toMatchObject({ _id: placed.body._id, totalPrice: placed.body.totalPrice, orderItems: [{ name: 'Durable Dhoti', qty: 2 }] });
      expect(stockOf(second.deps, product.id)).toBe(4);
      const login = await api(second.app, 'POST', '/api/users/login', { body: { email: 'lasting@example.com', password: 'persist-me' } });
      expect(login.status).toBe(200);
      expect(existsSync(path.join(dataDir, 'shop.db'))).toBe(true);
      expect(statSync(path.join(dataDir, 'jwt-secret')).size).toBeGreaterThan(32);
    } finally {
      await running?.close();
      removeDataDir(dataDir);
    }
  });

  it('a configured JWT_SECRET replaces the generated one: tokens signed with the old one stop working', async () => {
    const generated = await createTestApp();
    const dataDir = generated.dataDir;
    let running: TestApp | undefined = generated;
    try {
      const user = await createUser(generated.deps, { name: 'Secret Tester' });
      expect((await api(generated.app, 'GET', '/api/orders/myorders', { token: user.token })).status).toBe(200);
      running = undefined;
      await generated.close();
      const configured = await createTestApp({ dataDir, env: { JWT_SECRET: 'a-configured-secret-of-at-least-32-chars!' } });
      running = configured;
      expect((await api(configured.app, 'GET', '/api/orders/myorders', { token: user.token })).status).toBe(401);
      const fresh = await api(configured.app, 'POST', '/api/users/login', { body: { email: user.user.email, password: user.password } });
      expect(fresh.status).toBe(200);
      expect((await api(configured.app, 'GET', '/api/orders/myorders', { token: fresh.body.token })).status).toBe(200);
    } finally {
      await running?.close();
      removeDataDir(dataDir);
    }
  });
});

describe('demo seed', { timeout: SEED_TIMEOUT }, () => {
  let t: TestApp;
  /** What the one seed of this shop answered; every test below reads the shop it made. */
  let outcome: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    t = await createTestApp();
    outcome = await seedDemo(t.deps.db, t.dataDir, { accounts: true, settings: t.deps.settings });
  }, SEED_TIMEOUT);
  afterAll(async () => {
    await t.close();
    removeDataDir(t.dataDir);
  });

  it('fills an empty shop: ≥ 36 products, ≥ 6 per category, some out of stock, reviews, an image file each', () => {
    expect(outcome).toMatchObject({ seeded: true });
    const all = t.deps.db.select().from(products).all();
    expect(all.length).toBeGreaterThanOrEqual(36);
    for (const category of STARTING_CATEGORIES) {
      expect(all.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(6);
    }
    expect(all.some((p) => p.countInStock === 0)).toBe(true);
    expect(all.some((p) => p.countInStock > 0)).toBe(true);
    expect(all.every((p) => p.pricePaise > 0)).toBe(true);
    expect(new Set(all.map((p) => p.name)).size).toBe(all.length);
    for (const p of all) {
      expect(p.image, p.name).toMatch(/^\/uploads\//);
      const file = path.join(t.dataDir, 'uploads', p.image.slice('/uploads/'.length));
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(100);
      expect(p.description.length).toBeGreaterThan(20);
    }
    const reviewRows = t.deps.db.select().from(reviews).all();
    expect(reviewRows.length).toBeGreaterThan(0);
    // Each product's rating and count agree with its reviews.
    for (const p of all) {
      const mine = reviewRows.filter((r) => r.productId === p.id);
      expect(p.numReviews, p.name).toBe(mine.length);
      if (mine.length) expect(p.rating).toBeCloseTo(mine.reduce((s, r) => s + r.rating, 0) / mine.length, 10);
    }
  });

  it('every demo product has its own readable SKU, the same in every demo shop, so its CSV matches it', () => {
    const all = t.deps.db.select().from(products).all();
    for (const p of all) expect(p.sku, p.name).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
    expect(new Set(all.map((p) => p.sku)).size).toBe(all.length);
    expect(all.find((p) => p.name.startsWith('boAt Rockerz 450'))?.sku).toBe('BOAT-ROCKERZ-450');
  });

  it('the demo images are served', async () => {
    const first = t.deps.db.select().from(products).get();
    const res = await t.app.inject({ method: 'GET', url: first?.image ?? '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('the storefront shows a mix of categories first, and the carousel has 5', async () => {
    const list = await api(t.app, 'GET', '/api/products?pageSize=6');
    expect(new Set(list.body.products.map((p: { category: string }) => p.category)).size).toBe(6);
    const top = await api(t.app, 'GET', '/api/products/top');
    expect(top.body).toHaveLength(5);
  });

  it('the demo accounts can sign in; the admin is an admin', async () => {
    const adminLogin = await api(t.app, 'POST', '/api/users/login', { body: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } });
    expect(adminLogin.status).toBe(200);
    expect(adminLogin.body.isAdmin).toBe(true);
    const customer = await api(t.app, 'POST', '/api/users/login', { body: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password } });
    expect(customer.status).toBe(200);
    expect(customer.body.isAdmin).toBe(false);
  });

  it('reports the demo accounts it made, for the start log', () => {
    expect(outcome.accounts).toContainEqual({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password, isAdmin: true });
  });

  it('seeding again does nothing', async () => {
    const before = {
      products: t.deps.db.select({ n: count() }).from(products).get()?.n,
      reviews: t.deps.db.select({ n: count() }).from(reviews).get()?.n,
      users: t.deps.db.select({ n: count() }).from(users).get()?.n,
    };
    expect(await seedDemo(t.deps.db, t.dataDir, { accounts: true, settings: t.deps.settings })).toEqual({ seeded: false, accounts: [] });
    expect({
      products: t.deps.db.select({ n: count() }).from(products).get()?.n,
      reviews: t.deps.db.select({ n: count() }).from(reviews).get()?.n,
      users: t.deps.db.select({ n: count() }).from(users).get()?.n,
    }).toEqual(before);
  });
});

describe('the demo seed runs once in a shop’s life', { timeout: SEED_TIMEOUT }, () => {
  it('a deleted demo admin and an emptied catalogue are never re-created', async () => {
    const t = await createTestApp();
    try {
      await seedDemo(t.deps.db, t.dataDir, { accounts: true, settings: t.deps.settings });
      t.deps.db.delete(products).run();
      t.deps.db.delete(users).run();
      expect(await seedDemo(t.deps.db, t.dataDir, { accounts: true, settings: t.deps.settings })).toEqual({ seeded: false, accounts: [] });
      expect(t.deps.db.select({ n: count() }).from(users).get()?.n).toBe(0);
      expect((await api(t.app, 'POST', '/api/users/login', { body: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } })).status).toBe(401);
    } finally {
      await t.close();
      removeDataDir(t.dataDir);
    }
  });

  it('a shop that already has an account (one made before the seed ever ran) is not seeded', async () => {
    const t = await createTestApp();
    try {
      await createUser(t.deps, { email: 'owner@myshop.in', isAdmin: true });
      expect((await seedDemo(t.deps.db, t.dataDir, { accounts: true, settings: t.deps.settings })).seeded).toBe(false);
      expect(t.deps.db.select({ n: count() }).from(products).get()?.n).toBe(0);
    } finally {
      await t.close();
      removeDataDir(t.dataDir);
    }
  });

  it('without demo accounts (production with SEED_DEMO=true): the catalogue and its reviews, but no account with a published password', async () => {
    const t = await createTestApp();
    try {
      expect(await seedDemo(t.deps.db, t.dataDir, { accounts: false, settings: t.deps.settings })).toEqual({ seeded: true, accounts: [] });
      expect(t.deps.db.select({ n: count() }).from(users).get()?.n).toBe(0);
      expect(t.deps.db.select({ n: count() }).from(products).get()?.n).toBeGreaterThan(30);
      const reviewRows = t.deps.db.select().from(reviews).all();
      expect(reviewRows.length).toBeGreaterThan(0);
      expect(reviewRows.every((r) => r.userId === null && !r.verifiedPurchase)).toBe(true);
    } finally {
      await t.close();
      removeDataDir(t.dataDir);
    }
  });
});

describe('ensureAdmin (ADMIN_EMAIL + ADMIN_PASSWORD at start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    removeDataDir(t.dataDir);
  });

  it('creates the admin when missing', async () => {
    const config = loadConfig({ ADMIN_EMAIL: '  Owner@MyShop.IN ', ADMIN_PASSWORD: 'owner-password' });
    expect(config.admin).toEqual({ email: 'owner@myshop.in', password: 'owner-password' });
    expect(await ensureAdmin(t.deps.db, config.admin!)).toBe('created');
    const row = t.deps.db.select().from(users).where(eq(users.email, 'owner@myshop.in')).get();
    expect(row?.isAdmin).toBe(true);
    const login = await api(t.app, 'POST', '/api/users/login', { body: { email: 'owner@myshop.in', password: 'owner-password' } });
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(true);
    expect((await api(t.app, 'GET', '/api/users', { token: login.body.token })).status).toBe(200);
  });

  it('never promotes a customer who registered the address first: refuses, saying how to promote deliberately, and changes nothing', async () => {
    // Anyone can register any address: the attacker registers the owner's future ADMIN_EMAIL.
    const squatter = await api(t.app, 'POST', '/api/users/register', { body: { name: 'Squatter', email: 'future-owner@myshop.in', password: 'squatter-pass' } });
    expect(squatter.status).toBe(201);
    await expect(ensureAdmin(t.deps.db, { email: 'future-owner@myshop.in', password: 'owner-password' })).rejects.toThrow(
      /npm run admin -- promote future-owner@myshop\.in/,
    );
    const row = t.deps.db.select().from(users).where(eq(users.email, 'future-owner@myshop.in')).get();
    expect(row?.isAdmin).toBe(false);
    // The squatter's token gained nothing, and the owner's password was not set on the squatter's account.
    expect((await api(t.app, 'GET', '/api/users', { token: squatter.body.token })).status).toBe(403);
    expect((await api(t.app, 'POST', '/api/users/login', { body: { email: 'future-owner@myshop.in', password: 'owner-password' } })).status).toBe(401);
  });

  it('an existing admin is left as it is (its password is not reset at every start)', async () => {
    expect(await ensureAdmin(t.deps.db, { email: 'kept-owner@myshop.in', password: 'owner-password' })).toBe('created');
    expect(await ensureAdmin(t.deps.db, { email: 'kept-owner@myshop.in', password: 'a-different-password' })).toBe('exists');
    expect(t.deps.db.select().from(users).where(eq(users.email, 'kept-owner@myshop.in')).all()).toHaveLength(1);
    expect((await api(t.app, 'POST', '/api/users/login', { body: { email: 'kept-owner@myshop.in', password: 'owner-password' } })).status).toBe(200);
  });
});

describe('loadConfig', () => {
  it('has sensible defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ nodeEnv: 'development', port: 3000, host: '0.0.0.0', seedDemo: true, tokenTtlDays: 30, trustProxy: false });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.admin).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '3000.5' }, /PORT/],
    [{ ADMIN_PASSWORD: 'long-enough-password' }, /ADMIN_PASSWORD needs ADMIN_EMAIL/],
    [{ SMTP_URL: 'smtp://mail.example.in:587' }, /SMTP_URL needs MAIL_FROM/],
    [{ SMTP_URL: 'http://mail.example.in', MAIL_FROM: 'shop@example.in' }, /SMTP_URL must start with smtp/],
    [{ MAIL_FROM: 'not an address' }, /MAIL_FROM must be an address/],
    [{ PAYMENT_WINDOW_MINUTES: '0' }, /PAYMENT_WINDOW_MINUTES must be at least 1/],
    [{ PAYMENT_WINDOW_MINUTES: 'soon' }, /PAYMENT_WINDOW_MINUTES/],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' }, /ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ JWT_SECRET: 'too-short' }, /JWT_SECRET must be at least 32 characters/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ TOKEN_TTL_DAYS: '0' }, /TOKEN_TTL_DAYS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('SEED_DEMO defaults to true, except in production unless SEED_DEMO=true', () => {
    const production = { NODE_ENV: 'production', PAYMENT_GATEWAY: 'none', PUBLIC_URL: 'https://shop.example.in' };
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads the other values and treats empty strings as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/shop-data',
      JWT_SECRET: 'x'.repeat(32),
      TOKEN_TTL_DAYS: '7',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://shop.example.in/',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/shop-data',
      jwtSecret: 'x'.repeat(32),
      tokenTtlDays: 7,
      trustProxy: 1,
      publicUrl: 'https://shop.example.in',
    });
    expect(config.admin).toBeUndefined();
  });
});
