/**
 * Benchmarks the API on a large catalog: 100,000 products and 20,000 orders in a temporary DATA_DIR,
 * requests through the full Fastify stack (app.inject). Prints p50/p95 per call and checks each against
 * its target; exits non-zero when one is missed.  Run: npm run bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { newId } from '../src/server/ids.js';
import { CATEGORIES } from '../src/shared/constants.js';
import { hashPassword } from '../src/server/auth/passwords.js';

const PRODUCTS = 100_000;
const ORDERS = 20_000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOGIN_FAILURE_LIMIT: '10000' });
const database = openDatabase(dataDir);
const { sqlite } = database;

const words = ['Cotton', 'Silk', 'Classic', 'Smart', 'Wireless', 'Travel', 'Organic', 'Herbal', 'Premium', 'Daily', 'Kurta', 'Saree', 'Phone', 'Bag', 'Shoe', 'Atta', 'Soap'];
const started = performance.now();
const insertProduct = sqlite.prepare(
  `insert into products (id, name, image, brand, category, description, price_paise, count_in_stock, rating, num_reviews, created_at)
   values (?, ?, '/images/sample.svg', ?, ?, 'Benchmark product', ?, ?, ?, ?, ?)`,
);
const productIds: string[] = [];
sqlite.transaction(() => {
  for (let i = 0; i < PRODUCTS; i++) {
    const id = newId();
    productIds.push(id);
    const name = `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`;
    insertProduct.run(id, name, `Brand ${i % 300}`, CATEGORIES[i % CATEGORIES.length], 1000 + (i % 5000) * 100, 1_000_000, (i % 50) / 10, i % 40, Date.now() - i * 1000);
  }
})();

const userId = newId();
sqlite.prepare(`insert into users (id, name, email, password_hash, is_admin) values (?, 'Bench Admin', 'bench@example.com', ?, 1)`).run(userId, await hashPassword('benchmark123'));
const insertOrder = sqlite.prepare(
  `insert into orders (id, user_id, user_name, user_email, address, city, pincode, state, country, payment_method,
     items_price_paise, tax_price_paise, shipping_price_paise, total_price_paise, created_at)
   values (?, ?, 'Bench Admin', 'bench@example.com', '1 MG Road', 'Bengaluru', '560001', 'Karnataka', 'India', 'COD', 10000, 1800, 0, 11800, ?)`,
);
const insertItem = sqlite.prepare(`insert into order_items (id, order_id, product_id, position, name, image, price_paise, qty) values (?, ?, ?, 0, 'Item', '/images/sample.svg', 10000, 1)`);
sqlite.transaction(() => {
  for (let i = 0; i < ORDERS; i++) {
    const orderId = newId();
    insertOrder.run(orderId, userId, Date.now() - i * 1000);
    insertItem.run(newId(), orderId, productIds[i % PRODUCTS]);
  }
})();
sqlite.pragma('optimize');
console.warn(`Seeded ${PRODUCTS} products and ${ORDERS} orders in ${Math.round(performance.now() - started)} ms`);

const { app, deps } = await buildApp({ config, database, logger: false });
await app.ready();
const token = await deps.tokens.issue({ id: userId, sessionVersion: 0 });

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string | (() => string);
  body?: () => unknown;
  auth?: boolean;
  p95TargetMs: number;
  runs?: number;
}

const cases: Case[] = [
  { name: 'GET /api/products (home, page 1)', method: 'GET', url: '/api/products', p95TargetMs: 25 },
  { name: 'GET /api/products?pageNumber=2000', method: 'GET', url: '/api/products?pageNumber=2000', p95TargetMs: 60 },
  { name: 'GET /api/products?category=bags', method: 'GET', url: '/api/products?category=bags', p95TargetMs: 40 },
  { name: 'GET /api/products?keyword=silk', method: 'GET', url: '/api/products?keyword=silk', p95TargetMs: 150, runs: 60 },
  { name: 'GET /api/products/top', method: 'GET', url: '/api/products/top', p95TargetMs: 25 },
  { name: 'GET /api/products/{id}', method: 'GET', url: () => `/api/products/${productIds[Math.floor(Math.random() * PRODUCTS)]}`, p95TargetMs: 10 },
  { name: 'GET /api/orders (admin, page 1)', method: 'GET', url: '/api/orders', auth: true, p95TargetMs: 40 },
  {
    name: 'POST /api/orders (3 lines)',
    method: 'POST',
    url: '/api/orders',
    auth: true,
    p95TargetMs: 25,
    body: () => {
      const ids = [0, 1, 2].map(() => productIds[Math.floor(Math.random() * PRODUCTS)]);
      const rows = ids.map((id) => sqlite.prepare('select price_paise as p from products where id = ?').get(id) as { p: number });
      const items = rows.reduce((sum, r) => sum + r.p, 0);
      const tax = Math.floor((items * 1800 + 5000) / 10000);
      const money = (paise: number) => (paise / 100).toFixed(2);
      return {
        orderItems: ids.map((product) => ({ product, qty: 1 })),
        shippingAddress: { address: '1 MG Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka' },
        paymentMethod: 'COD',
        itemsPrice: money(items),
        taxPrice: money(tax),
        shippingPrice: '0.00',
        totalPrice: money(items + tax),
      };
    },
  },
];

let failed = 0;
for (const c of cases) {
  const runs = c.runs ?? 200;
  const times: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const url = typeof c.url === 'function' ? c.url() : c.url;
    const payload = c.body?.();
    const t0 = performance.now();
    const res = await app.inject({ method: c.method, url, headers: c.auth ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload: payload as object } : {}) });
    const elapsed = performance.now() - t0;
    if (res.statusCode >= 400) throw new Error(`${c.name}: ${res.statusCode} ${res.body}`);
    if (i >= 10) times.push(elapsed); // the first ten warm up caches and the JIT
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length * 0.5)];
  const p95 = times[Math.floor(times.length * 0.95)];
  const ok = p95 <= c.p95TargetMs;
  if (!ok) failed++;
  console.warn(`${ok ? 'PASS' : 'FAIL'}  ${c.name.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (target p95 ≤ ${c.p95TargetMs} ms)`);
}
const rssMb = process.memoryUsage().rss / 1024 / 1024;
const memoryOk = rssMb <= 300;
if (!memoryOk) failed++;
console.warn(`${memoryOk ? 'PASS' : 'FAIL'}  resident memory ${rssMb.toFixed(0)} MB (target ≤ 300 MB)`);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
console.warn(`${cases.length + 1 - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
