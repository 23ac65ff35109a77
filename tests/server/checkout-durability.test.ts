import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq, inArray, sum } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../drizzle/schema.js';
import { openDatabase } from '../../src/server/db/database.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp } from '../helpers/app.js';
import { orderPayload, stockOf } from '../helpers/shop.js';
import { programArgs } from '../helpers/programs.js';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) removeDataDir(dir);
});

/** The shop's real entry point on `dataDir`; resolves with its address once it listens. */
function startShop(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, programArgs('main'), {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', MAX_UNPAID_ORDERS: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"Server listening at (http:\/\/[^"]+)"/.exec(output);
      if (match) resolve({ url: match[1], child });
    });
    child.on('exit', (code) => reject(new Error(`the shop exited with ${code}:\n${output}`)));
  });
}

describe('orders placed together (group commit, docs/decisions/053-checkout-throughput.md)', () => {
  it('an order killed with the process (kill -9) was never acknowledged: every 201 is in the database, and the stock adds up', async () => {
    const setup = await createTestApp();
    dataDirs.push(setup.dataDir);
    const units = 500;
    const product = createProduct(setup.deps, { name: 'Diya Set', pricePaise: 19_900, countInStock: units });
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => createUser(setup.deps, { name: `Buyer ${i}` })));
    setup.deps.settings.save({ codMaxOpenOrdersPerAccount: 1000, codMaxOpenOrdersPerAddress: 1000, codMaxUnitsPerProductPerDay: 100_000 });
    await setup.close();

    const { url, child } = await startShop(setup.dataDir);
    const acknowledged: string[] = [];
    const body = JSON.stringify(orderPayload([{ product: product.id, qty: 1, pricePaise: 19_900 }]));
    let killed = false;
    // Eight shoppers ordering one after another as fast as the shop answers, until the shop is killed mid-stream.
    await Promise.all(
      buyers.map(async (buyer) => {
        while (!killed) {
          try {
            const response = await fetch(`${url}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` }, body });
            if (response.status !== 201) throw new Error(`refused: ${response.status} ${await response.text()}`);
            acknowledged.push(((await response.json()) as { _id: string })._id);
          } catch (error) {
            if (killed) return;
            throw error;
          }
          if (acknowledged.length >= 60 && !killed) {
            killed = true;
            child.kill('SIGKILL');
          }
        }
      }),
    );
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

    const reopened = openDatabase(setup.dataDir);
    try {
      const { db } = reopened;
      const stored = db.select({ id: orders.id }).from(orders).where(inArray(orders.id, acknowledged)).all();
      expect(stored).toHaveLength(acknowledged.length);
      const sold = Number(db.select({ units: sum(orderItems.qty) }).from(orderItems).where(eq(orderItems.productId, product.id)).get()?.units ?? 0);
      expect(sold).toBeGreaterThanOrEqual(acknowledged.length);
      const stock = db.select({ n: products.countInStock }).from(products).where(eq(products.id, product.id)).get()?.n;
      expect(stock).toBe(units - sold);
      // What makes an acknowledged order durable: the WAL, fsynced at every commit. A savepoint's undo record is
      // kept in memory (temp_store), which no crash needs (docs/decisions/053-checkout-throughput.md).
      const setting = (name: string) => reopened.sqlite.pragma(name, { simple: true });
      expect([setting('journal_mode'), setting('synchronous'), setting('temp_store')]).toEqual(['wal', 2, 2]);
      // The log is checkpointed every 8,000 pages and cut back to 64 MB after.
      expect([setting('wal_autocheckpoint'), setting('journal_size_limit')]).toEqual([8000, 64 * 1024 * 1024]);
    } finally {
      reopened.close();
    }
  }, 90_000);

  describe('in one shop', () => {
    let shop: TestApp;
    afterAll(async () => {
      await shop.close();
      removeDataDir(shop.dataDir);
    });

    it('sixty shoppers at once for 25 units: 25 orders, the others refused alone, none oversold', async () => {
      shop = await createTestApp();
      const product = createProduct(shop.deps, { name: 'Brass Lamp', pricePaise: 45_000, countInStock: 25 });
      const plenty = createProduct(shop.deps, { name: 'Cotton Wick', pricePaise: 2_000, countInStock: 1000 });
      const buyers = await Promise.all(Array.from({ length: 60 }, (_, i) => createUser(shop.deps, { name: `Shopper ${i}` })));
      // They all send the helpers' one address: its cash-on-delivery limits are not what this is about.
      shop.deps.settings.save({ codMaxOpenOrdersPerAddress: 1000, codMaxUnitsPerProductPerDay: 1000 });
      const answers = await Promise.all(
        buyers.map((buyer, i) =>
          api(shop.app, 'POST', '/api/orders', {
            token: buyer.token,
            // Every other shopper also buys what never runs out: a refused lamp must not take the wicks with it.
            body: orderPayload(
              i % 2 === 0
                ? [
                    { product: product.id, qty: 1, pricePaise: 45_000 },
                    { product: plenty.id, qty: 1, pricePaise: 2_000 },
                  ]
                : [{ product: product.id, qty: 1, pricePaise: 45_000 }],
            ),
          }),
        ),
      );
      const placed = answers.filter((answer) => answer.status === 201);
      expect(placed).toHaveLength(25);
      for (const refused of answers.filter((answer) => answer.status !== 201)) {
        expect(refused.status).toBe(409);
        expect(refused.body.message).toMatch(/Brass Lamp/);
      }
      expect(stockOf(shop.deps, product.id)).toBe(0);
      const wicksSold = placed.filter((answer) => (answer.body.orderItems as unknown[]).length === 2).length;
      expect(stockOf(shop.deps, plenty.id)).toBe(1000 - wicksSold);
      const numbers = placed.map((answer) => Number(String(answer.body.orderNumber).replace(/\D/g, ''))).sort((a, b) => a - b);
      expect(numbers.at(-1)! - numbers[0]).toBe(24);
    });
  });
});
