/**
 * The dashboard's figures after real orders: placed, paid, delivered, cancelled and refunded through the API,
 * each test on a shop of its own so every figure is exact. And what the shop's data takes on disk.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storageUse, UPLOADS_SIZE_KEPT_MS } from '../../src/server/dashboard/storage-use.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok, orderApi, takeTestPayment } from '../helpers/orders.js';
import { orderPayload, upload } from '../helpers/shop.js';

interface Shop {
  t: TestApp;
  admin: TestUser;
  customer: TestUser;
}

async function withShop(test: (shop: Shop) => Promise<void>): Promise<void> {
  const t = await createTestApp();
  try {
    const [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
    await test({ t, admin, customer });
  } finally {
    await t.close();
    removeDataDir(t.dataDir);
  }
}

async function place({ t, customer }: Shop, product: string, qty: number, pricePaise: number, paymentMethod: 'COD' | 'Razorpay' = 'COD'): Promise<string> {
  const res = ok(await api(t.app, 'POST', '/api/orders', { token: customer.token, body: orderPayload([{ product, qty, pricePaise }], { paymentMethod }) }), 201);
  return res.body._id as string;
}

async function payOnline(shop: Shop, orderId: string): Promise<void> {
  const paymentId = await takeTestPayment(shop.t, shop.customer, orderId);
  ok(await orderApi(shop.t).pay(orderId, paymentId, shop.customer.token));
}

const dashboardOf = async ({ t, admin }: Shop) => ok(await api(t.app, 'GET', '/api/admin/dashboard', { token: admin.token })).body;

describe('the dashboard’s figures', () => {
  it('revenue is net of refunds; average order value is that revenue over the paid orders not refunded in full; best sellers are net of cancelled and restocked units', async () => {
    await withShop(async (shop) => {
      const { t, admin } = shop;
      const orders = orderApi(t);
      // Rs 100 + 18% GST = Rs 118 a kurta; Rs 500 + 18% = Rs 590 a saree.
      const kurta = createProduct(t.deps, { name: 'Cotton Kurta', pricePaise: 10_000, countInStock: 50 });
      const saree = createProduct(t.deps, { name: 'Silk Saree', pricePaise: 50_000, countInStock: 50 });

      // A: 3 kurtas, cash on delivery, delivered (so paid: Rs 354); one comes back: Rs 118 refunded, 1 restocked.
      const a = await place(shop, kurta.id, 3, 10_000);
      ok(await orders.deliver(a, admin.token));
      ok(await orders.refund(a, admin.token, '118.00', 'Wrong size', [{ product: kurta.id, qty: 1 }]));
      // B: a saree paid online, then refunded in full and put back: no sale at all.
      const b = await place(shop, saree.id, 1, 50_000, 'Razorpay');
      await payOnline(shop, b);
      ok(await orders.refund(b, admin.token, '590.00', 'Changed her mind', [{ product: saree.id, qty: 1 }]));
      // C: 2 kurtas, cancelled before shipping: its units go back, it is no order.
      const c = await place(shop, kurta.id, 2, 10_000);
      ok(await orders.cancel(c, admin.token, 'Out of stock at the warehouse'));
      // D: a saree, cash on delivery, not yet delivered: placed and sold, not yet paid.
      await place(shop, saree.id, 1, 50_000);
      // E: a kurta paid online; Rs 50 given back for a late delivery, nothing returned.
      const e = await place(shop, kurta.id, 1, 10_000, 'Razorpay');
      await payOnline(shop, e);
      ok(await orders.refund(e, admin.token, '50.00', 'Late delivery'));

      const d = await dashboardOf(shop);
      // Revenue: A 354 − 118, B 590 − 590, E 118 − 50. Paid orders: A and E (B was refunded in full).
      expect(d.today).toEqual({ revenue: 236 + 0 + 68, orders: 4, averageOrderValue: 152 });
      expect(d.last30Days).toEqual(d.today);
      expect(d.revenueByDay.at(-1).revenue).toBe(304);
      // Kurtas: A's 3 less the 1 put back, and E's 1 (refunded money, not goods); C was cancelled.
      // Sarees: D's 1; B's came back. Revenue: the taxable value of the units that stay sold.
      expect(d.bestSellers).toEqual([
        { product: kurta.id, name: 'Cotton Kurta', units: 3, revenue: 300 },
        { product: saree.id, name: 'Silk Saree', units: 1, revenue: 500 },
      ]);
    });
  });

  it('a product whose every unit came back is no best seller; no paid order means an average of 0', async () => {
    await withShop(async (shop) => {
      const { t, admin } = shop;
      const lamp = createProduct(t.deps, { name: 'Brass Lamp', pricePaise: 20_000, countInStock: 5 });
      const order = await place(shop, lamp.id, 2, 20_000);
      ok(await orderApi(t).deliver(order, admin.token));
      ok(await orderApi(t).refund(order, admin.token, '472.00', 'Both dented', [{ product: lamp.id, qty: 2 }]));
      const d = await dashboardOf(shop);
      expect(d.bestSellers).toEqual([]);
      expect(d.today).toEqual({ revenue: 0, orders: 1, averageOrderValue: 0 });
    });
  });
});

/** Every file's bytes under a folder, as `du --apparent-size` would add them up. */
const bytesUnder = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? bytesUnder(full) : entry.isFile() ? statSync(full).size : 0);
  }, 0);

describe('what the shop takes on disk', () => {
  it('GET /api/health/details counts the database’s pages still in the write-ahead log, the log itself, and the uploads, each apart', async () => {
    await withShop(async ({ t, admin }) => {
      // A new shop's tables and a few products: far fewer than the 1000 pages of log that make SQLite merge it
      // into the main file, so they are all still in the log, and the main file alone misses them.
      for (let i = 0; i < 10; i++) createProduct(t.deps, { name: `Product ${i}`, description: 'A long description. '.repeat(40) });
      const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e76f51' } }).png().toBuffer();
      ok(await upload(t.app, admin.token, [{ field: 'image', filename: 'photo.png', type: 'image/png', bytes: png }]));

      const res = ok(await api(t.app, 'GET', '/api/health/details', { token: admin.token }));
      const dbFile = path.join(t.dataDir, 'shop.db');
      const pages = t.deps.db.$client.pragma('page_count', { simple: true }) as number;
      const pageSize = t.deps.db.$client.pragma('page_size', { simple: true }) as number;
      expect(res.body.databaseBytes).toBe(pages * pageSize);
      expect(res.body.databaseBytes).toBeGreaterThan(100 * 1024);
      expect(res.body.databaseBytes).toBeGreaterThan(10 * statSync(dbFile).size);
      expect(res.body.walBytes).toBe(statSync(`${dbFile}-wal`).size);
      expect(res.body.walBytes).toBeGreaterThan(0);
      const uploads = bytesUnder(path.join(t.dataDir, 'uploads'));
      expect(uploads).toBeGreaterThan(png.length / 10);
      expect(res.body.uploadsBytes).toBe(uploads);
    });
  });

  it('the uploads folder’s size is kept a minute, then measured again while the kept one is answered', async () => {
    await withShop(async ({ t }) => {
      const dir = path.join(t.dataDir, 'uploads');
      mkdirSync(path.join(dir, 'nested'), { recursive: true });
      writeFileSync(path.join(dir, 'nested', 'first.webp'), Buffer.alloc(3_000));
      const start = Date.now();
      const first = (await storageUse(t.deps, start)).uploadsBytes;
      expect(first).toBe(bytesUnder(dir));
      expect(first).toBeGreaterThanOrEqual(3_000);
      writeFileSync(path.join(dir, 'second.webp'), Buffer.alloc(5_000));
      expect((await storageUse(t.deps, start + UPLOADS_SIZE_KEPT_MS - 1)).uploadsBytes).toBe(first);
      expect((await storageUse(t.deps, start + UPLOADS_SIZE_KEPT_MS)).uploadsBytes).toBe(first);
      await expect.poll(async () => (await storageUse(t.deps, start + UPLOADS_SIZE_KEPT_MS + 1)).uploadsBytes).toBe(first + 5_000);
    });
  });

  it('is for admins only', async () => {
    await withShop(async ({ t, customer }) => {
      expect((await api(t.app, 'GET', '/api/health/details')).status).toBe(401);
      expect((await api(t.app, 'GET', '/api/health/details', { token: customer.token })).status).toBe(403);
    });
  });
});
