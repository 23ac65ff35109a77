import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { orders, type UserRow } from '../../../drizzle/schema.js';
import type { OrderFilter } from '../../shared/order-status.js';
import type { Order } from '../../shared/schemas/order.js';
import type { Db, Queryable } from '../db/database.js';
import { cacheOf, ordersVersion } from '../db/versioned-cache.js';
import { pageOfRows, type Paging } from '../db/paging.js';
import { trigramMatches } from '../db/trigram-search.js';
import { notFound } from '../errors.js';
import { withParts } from './order-view.js';

export const ORDER_NOT_FOUND = 'Order not found';

export function getOrder(db: Queryable, id: string): Order {
  const row = db.select().from(orders).where(eq(orders.id, id)).get();
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return withParts(db, [row])[0];
}

/** Owners and admins see an order; to anyone else it does not exist. */
export function getOrderFor(db: Queryable, viewer: UserRow, id: string): Order {
  const order = getOrder(db, id);
  if (!viewer.isAdmin && order.user._id !== viewer.id) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export function listMyOrders(db: Queryable, user: UserRow): Order[] {
  const rows = db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.createdAt), desc(orders.id)).all();
  return withParts(db, rows);
}

/** The admin list's status filter: one value of either axis ('refunded' also finds partly refunded orders). */
function statusCondition(status: OrderFilter): SQL {
  switch (status) {
    case 'unpaid':
      return eq(orders.paymentStatus, 'unpaid');
    case 'refunded':
      return or(eq(orders.paymentStatus, 'refunded'), eq(orders.paymentStatus, 'partially_refunded')) as SQL;
    default:
      return eq(orders.fulfilmentStatus, status);
  }
}

/**
 * Every order, newest first; the keyword is an order id or pieces of the buyer's name or e-mail. The count
 * of all the matching orders is kept per version of the orders, so paging through 200,000 orders does not
 * count them again on every page (docs/decisions/018-admin-lists.md).
 */
export function listOrders(db: Db, query: Paging & { keyword?: string; status?: OrderFilter }) {
  const conditions: SQL[] = [];
  const keyword = query.keyword?.trim();
  if (keyword) conditions.push(or(eq(orders.id, keyword), trigramMatches(orders, 'orders_fts', [orders.userName, orders.userEmail], keyword)) as SQL);
  if (query.status) conditions.push(statusCondition(query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const version = ordersVersion(db.$client);
  const counts = cacheOf<number>(db.$client, 'order-counts', 256);
  const countKey = JSON.stringify([keyword ?? '', query.status ?? '']);
  let total = counts.get(version, countKey);
  if (total === undefined) {
    total = db.select({ n: count() }).from(orders).where(where).get()?.n ?? 0;
    counts.set(version, countKey, total);
  }
  const { items, ...page } = pageOfRows(db, orders, { where, orderBy: [desc(orders.createdAt), desc(orders.id)], total }, query);
  return { orders: withParts(db, items), ...page };
}
