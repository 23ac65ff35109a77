import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codUnitsSql, COUNTED_COLUMNS } from '../../src/server/orders/cod-limits.js';
import { createTestApp, removeDataDir, type TestApp } from '../helpers/app.js';
import { queryPlan } from '../helpers/query-plan.js';

/*
 * The cash-on-delivery limits add up the units a shopper ordered today, on every COD order placed. They must
 * start from the shopper's own orders of the day (the account, e-mail, mobile, client address or delivery
 * address, each on its own index with the time), never from the product's lines: those hold every unit of the
 * product ever sold, a best seller's whole history (docs/decisions/053-checkout-throughput.md).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});


describe('the cash-on-delivery limits’ units of the day', () => {
  it('start from the orderer’s orders, even where statistics find one address behind many orders', () => {
    const sqlite = t.deps.db.$client;
    // Statistics as ANALYZE wrote them for a shop of 20,000 orders whose client addresses, mobiles and delivery
    // addresses repeat (a carrier's one address for thousands of phones), with 150 lines a product.
    sqlite.exec('analyze');
    const stats = sqlite.prepare('insert or replace into sqlite_stat1 (tbl, idx, stat) values (?, ?, ?)');
    for (const index of ['orders_client_ip_idx', 'orders_phone_idx', 'orders_address_key_idx']) stats.run('orders', index, '20000 1334 1');
    for (const index of ['orders_user_created_idx', 'orders_user_email_idx']) stats.run('orders', index, '20000 20 1');
    stats.run('orders', 'sqlite_autoindex_orders_1', '20000 1');
    stats.run('order_items', 'order_items_product_idx', '31755 149');
    stats.run('order_items', 'order_items_order_idx', '31755 2 1');
    // SQLite reads statistics again when told to.
    sqlite.exec('analyze sqlite_schema');

    const index: Record<string, string> = {
      user_id: 'orders_user_created_idx',
      user_email: 'orders_user_email_idx',
      phone: 'orders_phone_idx',
      client_ip: 'orders_client_ip_idx',
      address_key: 'orders_address_key_idx',
    };
    for (const column of COUNTED_COLUMNS) {
      for (const products of [['p1'], ['p1', 'p2', 'p3']]) {
        const steps = queryPlan(sqlite, codUnitsSql(column, products), 'who', 0, 'COD', 'cancelled', ...products);
        expect(steps, column).toEqual([
          `SEARCH orders USING INDEX ${index[column]} (${column}=? AND created_at>?)`,
          'SEARCH order_items USING INDEX order_items_order_idx (order_id=?)',
        ]);
      }
    }
  });
});
