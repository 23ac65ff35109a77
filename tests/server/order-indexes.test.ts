import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, removeDataDir, type TestApp } from '../helpers/app.js';
import { queryPlan } from '../helpers/query-plan.js';

/*
 * The orders' indexes that an order placed unpaid and without a promo code need not touch are partial
 * (migrations/0043_partial_order_indexes.sql, docs/decisions/053-checkout-throughput.md): every order of a
 * cash-on-delivery checkout writes fewer pages. The questions they serve still find them.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const plan = (sql: string, ...params: unknown[]) => queryPlan(t.deps.db.$client, sql, ...params).join(' | ');

describe('partial order indexes', () => {
  it('hold only paid orders, and the revenue by day is still read off the paid index alone', () => {
    expect(plan('select sum(total_price_paise - refunded_paise) from orders where paid_at >= ?', 0)).toContain('COVERING INDEX orders_paid_at_idx');
    expect(plan('select (paid_at + 19800000) / 86400000, sum(total_price_paise) from orders where paid_at >= ? group by 1', 0)).toContain('COVERING INDEX orders_paid_at_idx');
    const sql = (t.deps.db.$client.prepare("select sql from sqlite_master where name = 'orders_paid_at_idx'").pluck().get() as string).toLowerCase();
    expect(sql).toContain('where paid_at is not null');
  });

  it("hold only orders with a promo code, and a code's uses are still counted off its index", () => {
    expect(plan("select count(*) from orders where promotion_id = ? and fulfilment_status <> 'cancelled'", 'p')).toMatch(/USING (COVERING )?INDEX orders_promotion_idx \(promotion_id=\?\)/);
    expect(plan('select count(*) from orders where promotion_id = ? and user_id = ?', 'p', 'u')).toMatch(/USING (COVERING )?INDEX orders_promotion_idx \(promotion_id=\? AND user_id=\?\)/);
    const sql = (t.deps.db.$client.prepare("select sql from sqlite_master where name = 'orders_promotion_idx'").pluck().get() as string).toLowerCase();
    expect(sql).toContain('where promotion_id is not null');
  });
});
