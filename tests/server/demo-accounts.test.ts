import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { setPassword } from '../../src/server/users/accounts.js';
import { checkDemoAccountsAtStart, DemoAccountsLeftError, demoAccountsWithDemoPassword } from '../../src/server/users/demo-accounts.js';
import { api, createTestApp, createUser, removeDataDir } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';
import { programArgs, type Program } from '../helpers/programs.js';

/**
 * A seed copies the demo artwork from the cache `npm run build` fills: a few seconds. Before a build it draws
 * it (15–35 s alone on two cores, more beside other test files), which this still allows for.
 */
const SEED_TIMEOUT = 90_000;

const root = path.resolve(import.meta.dirname, '../..');
const PRODUCTION = { NODE_ENV: 'production', PAYMENT_GATEWAY: 'none', PUBLIC_URL: 'https://shop.example.in' };
const REAL_CUSTOMER = { name: 'Meera Kulkarni', email: 'meera@shop.test', password: 'meera-own-password' };
/** The owner kept this demo account and gave it a password of their own: not a problem, it stays. */
const KEPT_DEMO = DEMO_ACCOUNTS.rahul.email;
const KEPT_DEMO_PASSWORD = 'rahul-changed-it-1';
const REMOVED_DEMO: string[] = [DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.priya.email, DEMO_ACCOUNTS.ananya.email];

const seededDir = mkdtempSync(path.join(tmpdir(), 'shop-demo-accounts-'));
const dirs: string[] = [seededDir];
/** What the seeded shop held before anything was removed. */
let before: ShopFacts;
let demoCustomerOrderId: string;
let realCustomerOrderId: string;

interface ShopFacts {
  emails: string[];
  products: number;
  orders: { id: string; userId: string | null; userEmail: string }[];
  reviewsBy: Record<string, number>;
  /** Reviews whose account was never made (none in a development seed). */
  reviewsWithoutAccount: number;
  /** Each product's stored rating and count, beside the mean and count of its visible reviews. */
  ratings: { id: string; rating: number; numReviews: number; mean: number; visible: number }[];
}

function facts(dataDir: string): ShopFacts {
  const { sqlite, close } = openDatabase(dataDir);
  try {
    const emails = (sqlite.prepare('select email from users order by email').pluck().all() as string[]).sort();
    const reviewsBy = Object.fromEntries(
      (sqlite.prepare('select u.email as email, count(*) as n from reviews r join users u on u.id = r.user_id group by u.email').all() as { email: string; n: number }[]).map((r) => [
        r.email,
        r.n,
      ]),
    );
    return {
      emails,
      products: sqlite.prepare('select count(*) from products').pluck().get() as number,
      orders: sqlite.prepare('select id, user_id as userId, user_email as userEmail from orders order by id').all() as ShopFacts['orders'],
      reviewsBy,
      reviewsWithoutAccount: sqlite.prepare('select count(*) from reviews where user_id is null').pluck().get() as number,
      ratings: sqlite
        .prepare(
          `select p.id, p.rating, p.num_reviews as numReviews,
                  coalesce((select avg(rating) from reviews r where r.product_id = p.id and r.is_hidden = 0), 0) as mean,
                  (select count(*) from reviews r where r.product_id = p.id and r.is_hidden = 0) as visible
             from products p order by p.id`,
        )
        .all() as ShopFacts['ratings'],
    };
  } finally {
    close();
  }
}

/** A copy of the seeded shop, stopped, for one scenario. */
function copyOfSeededShop(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-demo-accounts-copy-'));
  cpSync(seededDir, dir, { recursive: true });
  dirs.push(dir);
  return dir;
}

function childEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env };
}

interface Running {
  url: string;
  output: () => string;
  stop(): Promise<number | null>;
}

/** Starts the real entry point and resolves once it listens; rejects with its output if it exits instead. */
function startShop(env: Record<string, string>, timeoutMs = SEED_TIMEOUT): Promise<Running> {
  const child = spawn(process.execPath, programArgs('main'), { cwd: root, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the shop did not start:\n${output}`));
    }, timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"Server listening at (http:\/\/[^"]+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          output: () => output,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the shop exited with ${code}:\n${output}`));
    });
  });
}

/** Runs a script of the shop until it exits on its own; resolves with its exit code and everything it printed. */
function runToExit(program: Program, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...programArgs(program), ...args], { cwd: root, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
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

async function signIn(url: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return response.status;
}

/** After a removal: the demo accounts and their reviews are gone, everything else is as it was, the ratings follow the reviews left. */
function expectDemoAccountsRemoved(after: ShopFacts): void {
  expect(after.emails).toEqual(before.emails.filter((email) => !REMOVED_DEMO.includes(email)));
  expect(after.emails).toContain(KEPT_DEMO);
  expect(after.emails).toContain(REAL_CUSTOMER.email);
  for (const email of REMOVED_DEMO) expect(after.reviewsBy[email]).toBeUndefined();
  expect(after.reviewsBy[KEPT_DEMO]).toBe(before.reviewsBy[KEPT_DEMO]);
  expect(after.reviewsBy[REAL_CUSTOMER.email]).toBe(1);
  // No review lost its author and stayed behind under a demo name.
  expect(after.reviewsWithoutAccount).toBe(before.reviewsWithoutAccount);
  expect(after.products).toBe(before.products);
  // Every order stays, with the buyer it was placed by; the demo customer's is no longer tied to an account.
  expect(after.orders.map((o) => [o.id, o.userEmail])).toEqual(before.orders.map((o) => [o.id, o.userEmail]));
  expect(after.orders.find((o) => o.id === demoCustomerOrderId)).toMatchObject({ userId: null, userEmail: DEMO_ACCOUNTS.customer.email });
  expect(after.orders.find((o) => o.id === realCustomerOrderId)?.userId).not.toBeNull();
  for (const product of after.ratings) {
    expect(product.numReviews, product.id).toBe(product.visible);
    expect(product.rating, product.id).toBeCloseTo(product.mean, 6);
  }
  const changed = after.ratings.filter((p, i) => p.numReviews !== before.ratings[i].numReviews);
  expect(changed.length).toBeGreaterThan(0);
}

beforeAll(async () => {
  // `npm start` on a new data folder: the demo shop with its demo accounts.
  const demo = await startShop({ DATA_DIR: seededDir, NODE_ENV: 'development' });
  expect(demo.output()).toMatch(/Demo account \(demo only, the password is public\): admin@example\.com \/ admin12345/);
  expect(await demo.stop()).toBe(0);

  // The shop was used: a real customer bought and reviewed a product the demo accounts reviewed, the demo
  // customer placed an order, and the owner gave one demo account a password of their own.
  const t = await createTestApp({ dataDir: seededDir });
  try {
    const demoCustomer = t.deps.db.$client.prepare('select id from users where email = ?').pluck().get(DEMO_ACCOUNTS.customer.email) as string;
    const reviewed = t.deps.db.$client.prepare('select product_id from reviews where user_id = ? limit 1').pluck().get(demoCustomer) as string;
    const real = await createUser(t.deps, REAL_CUSTOMER);
    realCustomerOrderId = buy(t.deps, real.user.id, reviewed, { delivered: true });
    expect((await api(t.app, 'POST', `/api/products/${reviewed}/reviews`, { token: real.token, body: { rating: 5, comment: 'Bought it myself, love it.' } })).status).toBe(201);
    demoCustomerOrderId = buy(t.deps, demoCustomer, reviewed, { paid: true, delivered: false });
    await setPassword(t.deps.db, KEPT_DEMO, KEPT_DEMO_PASSWORD);
  } finally {
    await t.close();
  }
  before = facts(seededDir);
  expect(before.emails).toEqual(expect.arrayContaining([...REMOVED_DEMO, KEPT_DEMO, REAL_CUSTOMER.email]));
  expect(before.reviewsBy[DEMO_ACCOUNTS.customer.email]).toBeGreaterThan(0);
}, SEED_TIMEOUT);

afterAll(() => {
  for (const dir of dirs) removeDataDir(dir);
});

describe('a data folder first started as the demo, then in production', { timeout: SEED_TIMEOUT }, () => {
  it('refuses to start while demo accounts keep their public passwords, names them and says how to remove them; remove-demo removes them and the start succeeds', async () => {
    const dir = copyOfSeededShop();
    const refused = await runToExit('main', [], { ...PRODUCTION, DATA_DIR: dir });
    expect(refused.code).toBe(1);
    expect(refused.output).not.toMatch(/Server listening/);
    for (const email of REMOVED_DEMO) expect(refused.output).toContain(email);
    expect(refused.output).not.toContain(KEPT_DEMO);
    expect(refused.output).toContain('npm run admin -- remove-demo');
    expect(refused.output).toContain('REMOVE_DEMO_ACCOUNTS=true');
    expect(refused.output).toMatch(/change their passwords|new passwords/);
    // The refusal changed nothing.
    expect(facts(dir)).toEqual(before);

    const removed = await runToExit('admin-cli', ['remove-demo'], { DATA_DIR: dir });
    expect(removed.code, removed.output).toBe(0);
    for (const email of REMOVED_DEMO) expect(removed.output).toContain(email);
    expectDemoAccountsRemoved(facts(dir));

    // Running it again finds nothing to do.
    const again = await runToExit('admin-cli', ['remove-demo'], { DATA_DIR: dir });
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/No demo account/);

    const shop = await startShop({ ...PRODUCTION, DATA_DIR: dir }, 60_000);
    try {
      expect(await signIn(shop.url, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).toBe(401);
      expect(await signIn(shop.url, KEPT_DEMO, KEPT_DEMO_PASSWORD)).toBe(200);
      expect(await signIn(shop.url, REAL_CUSTOMER.email, REAL_CUSTOMER.password)).toBe(200);
    } finally {
      expect(await shop.stop()).toBe(0);
    }
  });

  it('with REMOVE_DEMO_ACCOUNTS=true the production start removes them itself, says so in its log, and serves', async () => {
    const dir = copyOfSeededShop();
    const shop = await startShop({ ...PRODUCTION, DATA_DIR: dir, REMOVE_DEMO_ACCOUNTS: 'true' }, 60_000);
    try {
      expect(shop.output()).toMatch(/Removed the demo accounts/);
      for (const email of REMOVED_DEMO) expect(shop.output()).toContain(email);
      expect(await signIn(shop.url, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).toBe(401);
      expect(await signIn(shop.url, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password)).toBe(401);
      expect(await signIn(shop.url, REAL_CUSTOMER.email, REAL_CUSTOMER.password)).toBe(200);
    } finally {
      expect(await shop.stop()).toBe(0);
    }
    expectDemoAccountsRemoved(facts(dir));
  });

  it('a development start leaves the demo accounts alone', async () => {
    const dir = copyOfSeededShop();
    const shop = await startShop({ DATA_DIR: dir, NODE_ENV: 'development' }, 60_000);
    try {
      expect(await signIn(shop.url, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).toBe(200);
    } finally {
      expect(await shop.stop()).toBe(0);
    }
    expect(facts(dir).emails).toEqual(before.emails);
  });
});

describe('the start check (checkDemoAccountsAtStart), on the same shop', () => {
  it('lists the demo accounts that still open with their demo password, and not the one whose password the owner changed', async () => {
    const database = openDatabase(copyOfSeededShop());
    try {
      expect((await demoAccountsWithDemoPassword(database.db)).map((a) => a.email).sort()).toEqual([...REMOVED_DEMO].sort());
    } finally {
      database.close();
    }
  });

  it('refuses in production and changes nothing; lets development start; removes when asked, in one go', async () => {
    const dir = copyOfSeededShop();
    const database = openDatabase(dir);
    try {
      const refusal = checkDemoAccountsAtStart(database.db, { production: true, remove: false });
      await expect(refusal).rejects.toBeInstanceOf(DemoAccountsLeftError);
      await expect(refusal).rejects.toThrow(/admin@example\.com \(admin\), ananya@example\.com, customer@example\.com, priya@example\.com\. /);
      expect(await checkDemoAccountsAtStart(database.db, { production: false, remove: false })).toBeNull();
    } finally {
      database.close();
    }
    expect(facts(dir)).toEqual(before);

    const again = openDatabase(dir);
    try {
      const removed = await checkDemoAccountsAtStart(again.db, { production: true, remove: true });
      expect(removed?.emails.sort()).toEqual([...REMOVED_DEMO].sort());
      const removedReviews = REMOVED_DEMO.reduce((sum, email) => sum + (before.reviewsBy[email] ?? 0), 0);
      expect(removed?.reviews).toBe(removedReviews);
      // Nothing left to refuse or to remove.
      expect(await checkDemoAccountsAtStart(again.db, { production: true, remove: false })).toBeNull();
      expect(await checkDemoAccountsAtStart(again.db, { production: true, remove: true })).toBeNull();
    } finally {
      again.close();
    }
    expectDemoAccountsRemoved(facts(dir));
  });

  it('a production shop whose demo accounts all have passwords of their own starts, and keeps them', async () => {
    const dir = copyOfSeededShop();
    const database = openDatabase(dir);
    try {
      for (const email of REMOVED_DEMO) await setPassword(database.db, email, `${email}-own-password`);
      expect(await checkDemoAccountsAtStart(database.db, { production: true, remove: false })).toBeNull();
    } finally {
      database.close();
    }
    expect(facts(dir).emails).toEqual(before.emails);
  });
});
