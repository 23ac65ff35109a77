import { desc, eq, or, type SQL } from 'drizzle-orm';
import { orders, type UserRow } from '../../../drizzle/schema.js';
import type { Order } from '../../shared/schemas/order.js';
import type { Db } from '../db/database.js';
import { contains } from '../db/like.js';
import { pageOfRows, type Paging } from '../db/paging.js';
import { notFound } from '../errors.js';
import { withItems } from './order-view.js';

export const ORDER_NOT_FOUND = 'Order not found';

export function getOrder(db: Db, id: string): Order {
  const row = db.select().from(orders).where(eq(orders.id, id)).get();
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return withItems(db, [row])[0];
}

/** Owners and admins see an order; to anyone else it does not exist. */
export function getOrderFor(db: Db, viewer: UserRow, id: string): Order {
  const order = getOrder(db, id);
  if (!viewer.isAdmin && order.user._id !== viewer.id) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export function listMyOrders(db: Db, user: UserRow): Order[] {
  const rows = db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.createdAt), desc(orders.id)).all();
  return withItems(db, rows);
}

/** Every order, newest first; the keyword matches the order id, the buyer's name or email. */
export function listOrders(db: Db, query: Paging & { keyword?: string }) {
  let where: SQL | undefined;
  const keyword = query.keyword?.trim();
  if (keyword) {
    where = or(eq(orders.id, keyword), contains(orders.userName, keyword), contains(orders.userEmail, keyword));
  }
  const { items, ...page } = pageOfRows(db, orders, { where, orderBy: [desc(orders.createdAt), desc(orders.id)] }, query);
  return { orders: withItems(db, items), ...page };
}
