import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { orders, type UserRow } from '../../../drizzle/schema.js';
import type { OrderFilter } from '../../shared/order-status.js';
import type { Order } from '../../shared/schemas/order.js';
import type { Queryable } from '../db/database.js';
import { contains } from '../db/like.js';
import { pageOfRows, type Paging } from '../db/paging.js';
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

/** Every order, newest first; the keyword matches the order id, the buyer's name or email. */
export function listOrders(db: Queryable, query: Paging & { keyword?: string; status?: OrderFilter }) {
  const conditions: SQL[] = [];
  const keyword = query.keyword?.trim();
  if (keyword) conditions.push(or(eq(orders.id, keyword), contains(orders.userName, keyword), contains(orders.userEmail, keyword)) as SQL);
  if (query.status) conditions.push(statusCondition(query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const { items, ...page } = pageOfRows(db, orders, { where, orderBy: [desc(orders.createdAt), desc(orders.id)] }, query);
  return { orders: withParts(db, items), ...page };
}
