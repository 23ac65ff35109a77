import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { orderItems, orders, products } from '../../../drizzle/schema.js';
import { paiseToRupees } from '../../shared/money.js';
import type { Dashboard } from '../../shared/schemas/dashboard.js';
import { lastBackup, offsiteWarning } from '../backups/backup-service.js';
import { BACKUP_STALE_MS } from '../backups/backup-times.js';
import type { AppDeps } from '../deps.js';
import { catalogVersion, ordersVersion, stockVersion } from '../db/change-counters.js';
import { keptAnswers } from '../db/kept-answers.js';

const DAY = 24 * 60 * 60 * 1000;
const IST_OFFSET = 5.5 * 60 * 60 * 1000;
const LOW_STOCK_ROWS = 20;

/** Midnight in India, as a UTC instant, of the day `now` falls on there. */
function indianMidnight(now: Date): number {
  const local = now.getTime() + IST_OFFSET;
  return local - (local % DAY) - IST_OFFSET;
}

/**
 * The owner's landing page: today, the last 7 and 30 days, revenue per day, what waits to ship, what runs
 * out, what sells and what came in last. Every query is bounded by an index (paid_at, created_at, the
 * fulfilment status, the low-stock expression) so it stays quick with hundreds of thousands of orders, and
 * the figures are kept until an order or a product changes or the day turns, so several people watching
 * it cost one reckoning (docs/decisions/018-admin-lists.md). The backup warnings are always fresh.
 *
 * What the figures mean (the README says the same):
 * - Revenue: the money the shop keeps from the orders paid in the period (paid online, or cash collected at
 *   delivery), net of every refund of those orders: the sum of total less refunded.
 * - Paid orders: the orders paid in the period that the shop keeps some money of; one refunded in full is
 *   no sale. Average order value = revenue / paid orders, so a refund lowers the average by what it gave back.
 * - Orders: the orders placed in the period and not cancelled, paid or not.
 * - Best sellers: units of the orders placed in the last 30 days, not cancelled, less the units a refund put
 *   back into stock (`restocked_qty`); a unit refunded but not put back stays sold. Their revenue is the
 *   taxable value of the units that stay sold.
 */
export function dashboard(deps: AppDeps, now = new Date()): Dashboard {
  const todayStart = indianMidnight(now);
  const sqlite = deps.db.$client;
  const version = `${ordersVersion(sqlite)}/${catalogVersion(sqlite)}/${stockVersion(sqlite)}/${todayStart}`;
  const cache = keptAnswers<Omit<Dashboard, 'backupWarning' | 'offsiteWarning' | 'settingsMissing'>>(sqlite, 'dashboard');
  let figures = cache.get(version, 'figures');
  if (!figures) {
    figures = reckon(deps, todayStart);
    cache.set(version, 'figures', figures);
  }

  const last = lastBackup(deps);
  const backupWarning = !last
    ? 'No backup has been made yet'
    : !last.ok
      ? `The last backup failed: ${last.error}`
      : now.getTime() - Date.parse(last.at) > BACKUP_STALE_MS
        ? 'The last backup is more than two days old'
        : null;
  return { ...figures, backupWarning, offsiteWarning: offsiteWarning(deps), settingsMissing: !deps.settings.get().configured };
}

function reckon(deps: AppDeps, todayStart: number): Omit<Dashboard, 'backupWarning' | 'offsiteWarning' | 'settingsMissing'> {
  const { db } = deps;
  const since = (days: number) => new Date(todayStart - (days - 1) * DAY);

  const figures = (from: Date) => {
    const revenue = db
      .select({
        paise: sql<number>`coalesce(sum(${orders.totalPricePaise} - ${orders.refundedPaise}), 0)`,
        paidOrders: sql<number>`coalesce(sum(${orders.refundedPaise} < ${orders.totalPricePaise}), 0)`,
      })
      .from(orders)
      .where(and(gte(orders.paidAt, from), isNotNull(orders.paidAt)))
      .get() ?? { paise: 0, paidOrders: 0 };
    const placed = db
      .select({ n: sql<number>`count(*)` })
      .from(orders)
      .where(and(gte(orders.createdAt, from), ne(orders.fulfilmentStatus, 'cancelled')))
      .get()?.n ?? 0;
    return {
      revenue: paiseToRupees(revenue.paise),
      orders: placed,
      averageOrderValue: revenue.paidOrders ? paiseToRupees(Math.round(revenue.paise / revenue.paidOrders)) : 0,
    };
  };

  const from30 = since(30);
  const perDay = new Map<string, number>();
  for (let d = 0; d < 30; d++) perDay.set(indianDate(new Date(from30.getTime() + d * DAY)), 0);
  // Summed per Indian day by SQLite, off the covering paid_at index.
  const paidDays = db
    .select({
      day: sql<number>`(${orders.paidAt} + ${IST_OFFSET}) / ${DAY}`,
      paise: sql<number>`sum(${orders.totalPricePaise} - ${orders.refundedPaise})`,
    })
    .from(orders)
    .where(gte(orders.paidAt, from30))
    .groupBy(sql`1`)
    .all();
  for (const { day, paise } of paidDays) {
    const date = new Date(day * DAY).toISOString().slice(0, 10);
    if (perDay.has(date)) perDay.set(date, (perDay.get(date) ?? 0) + paise);
  }

  const waitingToShip =
    db
      .select({ n: sql<number>`count(*)` })
      .from(orders)
      .where(
        and(
          eq(orders.fulfilmentStatus, 'unfulfilled'),
          or(eq(orders.paymentMethod, 'COD'), inArray(orders.paymentStatus, ['paid', 'partially_refunded'])),
        ),
      )
      .get()?.n ?? 0;

  const lowStock = db
    .select({ _id: products.id, name: products.name, countInStock: products.countInStock, lowStockThreshold: products.lowStockThreshold })
    .from(products)
    .where(and(eq(products.isPublished, true), lte(sql`(${products.countInStock} - ${products.lowStockThreshold})`, 0)))
    .orderBy(asc(sql`(${products.countInStock} - ${products.lowStockThreshold})`), asc(products.name))
    .limit(LOW_STOCK_ROWS)
    .all();

  const unitsKept = sql<number>`sum(${orderItems.qty} - ${orderItems.restockedQty})`;
  const paiseKept = sql<number>`cast(round(sum(${orderItems.taxablePaise} * 1.0 * (${orderItems.qty} - ${orderItems.restockedQty}) / ${orderItems.qty})) as integer)`;
  const bestSellers = db
    .select({
      product: orderItems.productId,
      name: sql<string>`max(${orderItems.name})`,
      units: unitsKept,
      paise: paiseKept,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(gte(orders.createdAt, from30), ne(orders.fulfilmentStatus, 'cancelled')))
    .groupBy(orderItems.productId)
    .having(sql`${unitsKept} > 0`)
    .orderBy(desc(unitsKept), desc(paiseKept), asc(sql`max(${orderItems.name})`))
    .limit(10)
    .all();

  const recentOrders = db
    .select({ _id: orders.id, orderNumber: orders.orderNumber, customer: orders.userName, total: orders.totalPricePaise, paymentStatus: orders.paymentStatus, fulfilmentStatus: orders.fulfilmentStatus, createdAt: orders.createdAt })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(8)
    .all();

  return {
    today: figures(new Date(todayStart)),
    last7Days: figures(since(7)),
    last30Days: figures(from30),
    revenueByDay: [...perDay].map(([date, paise]) => ({ date, revenue: paiseToRupees(paise) })),
    waitingToShip,
    lowStock,
    bestSellers: bestSellers.map((b) => ({ product: b.product, name: b.name, units: b.units, revenue: paiseToRupees(b.paise) })),
    recentOrders: recentOrders.map((o) => ({ _id: o._id, orderNumber: o.orderNumber ?? o._id, customer: o.customer, totalPrice: paiseToRupees(o.total), paymentStatus: o.paymentStatus, fulfilmentStatus: o.fulfilmentStatus, createdAt: o.createdAt.toISOString() })),
  };
}

function indianDate(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET).toISOString().slice(0, 10);
}
