import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../drizzle/schema.js';
import { backupNow } from '../../src/server/backups/backup-service.js';
import { dashboard } from '../../src/server/dashboard/dashboard.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

// 22 Nov 2026, 15:00 in India (09:30 UTC).
const NOW = new Date('2026-11-22T09:30:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

/** An order of `qty` × product worth `totalPaise`, placed and paid (or not) at the given times. */
function order(productId: string, fields: { placed: string; paid?: string; refundedPaise?: number; fulfilment?: string; method?: 'COD' | 'Razorpay'; qty?: number }) {
  const id = buy(t.deps, customer.user.id, productId, { delivered: false });
  t.deps.db
    .update(orders)
    .set({
      createdAt: at(fields.placed),
      paidAt: fields.paid ? at(fields.paid) : null,
      paymentStatus: fields.paid ? (fields.refundedPaise ? 'partially_refunded' : 'paid') : 'unpaid',
      refundedPaise: fields.refundedPaise ?? 0,
      fulfilmentStatus: fields.fulfilment ?? 'unfulfilled',
      paymentMethod: fields.method ?? 'COD',
    })
    .where(eq(orders.id, id))
    .run();
  if (fields.qty) t.deps.db.update(orderItems).set({ qty: fields.qty }).where(eq(orderItems.orderId, id)).run();
  return id;
}

describe('the owner’s dashboard', () => {
  it('today, 7 and 30 days by India’s calendar; revenue is money received less refunds; per-day revenue; what waits to ship; best sellers; recent orders', async () => {
    const kurta = createProduct(t.deps, { name: 'Cotton Kurta', pricePaise: 10_000 }); // total with 18% GST: Rs 118
    const saree = createProduct(t.deps, { name: 'Silk Saree', pricePaise: 50_000 }); // Rs 590
    order(kurta.id, { placed: '2026-11-22T03:00:00Z', paid: '2026-11-22T03:00:00Z', fulfilment: 'delivered', qty: 3 }); // today (08:30 IST)
    order(kurta.id, { placed: '2026-11-21T19:00:00Z', paid: '2026-11-21T19:00:00Z', method: 'Razorpay' }); // 00:30 IST on the 22nd: today
    order(saree.id, { placed: '2026-11-21T17:00:00Z', paid: '2026-11-21T17:00:00Z', refundedPaise: 9_000, method: 'Razorpay' }); // 22:30 IST on the 21st
    order(saree.id, { placed: '2026-11-10T06:00:00Z', paid: '2026-11-12T06:00:00Z', fulfilment: 'shipped' });
    order(kurta.id, { placed: '2026-11-20T06:00:00Z' }); // COD, unpaid, waits to ship
    order(kurta.id, { placed: '2026-11-19T06:00:00Z', method: 'Razorpay' }); // online, unpaid: does not wait to ship
    order(saree.id, { placed: '2026-11-21T06:00:00Z', fulfilment: 'cancelled', qty: 50 }); // cancelled: no sale
    order(kurta.id, { placed: '2026-09-01T06:00:00Z', paid: '2026-09-01T06:00:00Z' }); // before the 30 days

    const d = dashboard(t.deps, NOW);
    expect(d.today).toEqual({ revenue: 236, orders: 2, averageOrderValue: 118 });
    expect(d.last7Days).toEqual({ revenue: 236 + 500, orders: 5, averageOrderValue: 245.33 });
    expect(d.last30Days).toMatchObject({ revenue: 236 + 500 + 590, orders: 6 });
    expect(d.revenueByDay).toHaveLength(30);
    expect(d.revenueByDay.at(-1)).toEqual({ date: '2026-11-22', revenue: 236 });
    expect(d.revenueByDay.find((r) => r.date === '2026-11-21')?.revenue).toBe(500);
    expect(d.revenueByDay.find((r) => r.date === '2026-11-12')?.revenue).toBe(590);
    // Unshipped and shippable: the two paid online orders of the 21st/22nd, the COD orders of the 20th and of September;
    // not the unpaid online order, nor the shipped, delivered or cancelled ones.
    expect(d.waitingToShip).toBe(4);
    expect(d.bestSellers[0]).toMatchObject({ name: 'Cotton Kurta', units: 3 + 1 + 1 + 1 });
    expect(d.bestSellers.find((b) => b.name === 'Silk Saree')?.units).toBe(2);
    expect(d.recentOrders[0]).toMatchObject({ customer: customer.user.name });
  });

  it('lists products at or under their own low-stock threshold, published ones only', async () => {
    const low = createProduct(t.deps, { name: 'Almost Gone Atta', countInStock: 3 });
    const custom = createProduct(t.deps, { name: 'Big Seller Rice', countInStock: 40 });
    await api(t.app, 'PUT', `/api/products/${custom.id}`, { token: admin.token, body: { lowStockThreshold: 50 } });
    createProduct(t.deps, { name: 'Plenty Of Ghee', countInStock: 100 });
    createProduct(t.deps, { name: 'Draft Thing', countInStock: 0, isPublished: false });
    const names = dashboard(t.deps, NOW).lowStock.map((p) => p.name);
    expect(names).toContain(low.name);
    expect(names).toContain(custom.name);
    expect(names).not.toContain('Plenty Of Ghee');
    expect(names).not.toContain('Draft Thing');
  });

  it('warns while no backup exists, and not after a fresh one; asks for the settings until saved', async () => {
    const fresh = await createTestApp();
    try {
      expect(dashboard(fresh.deps).backupWarning).toBe('No backup has been made yet');
      expect(dashboard(fresh.deps).settingsMissing).toBe(true);
      await backupNow(fresh.deps);
      expect(dashboard(fresh.deps).backupWarning).toBeNull();
      expect(dashboard(fresh.deps, new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)).backupWarning).toBe('The last backup is more than two days old');
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
  });

  it('GET /api/admin/dashboard is for admins only', async () => {
    expect((await api(t.app, 'GET', '/api/admin/dashboard')).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/admin/dashboard', { token: customer.token })).status).toBe(403);
    const res = await api(t.app, 'GET', '/api/admin/dashboard', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.revenueByDay).toHaveLength(30);
  });
});
