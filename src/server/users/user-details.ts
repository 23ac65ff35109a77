import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { orders, users, type OrderRow } from '../../../drizzle/schema.js';
import { paiseToRupees } from '../../shared/money.js';
import type { FulfilmentStatus, PaymentStatus } from '../../shared/order-status.js';
import type { UserDetail, UserOrder } from '../../shared/schemas/user.js';
import type { Db } from '../db/database.js';
import { pageOfRows, type Paging } from '../db/paging.js';
import { notFound } from '../errors.js';
import { USER_NOT_FOUND } from './accounts.js';
import { toUser } from './user-view.js';

function toUserOrder(row: OrderRow): UserOrder {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    totalPrice: paiseToRupees(row.totalPricePaise),
    refunded: paiseToRupees(row.refundedPaise),
    paymentStatus: row.paymentStatus as PaymentStatus,
    fulfilmentStatus: row.fulfilmentStatus as FulfilmentStatus,
  };
}

/**
 * A user as the admin's user page shows them: the account, a page of their orders (newest first) and what
 * they spent: the paid orders' totals less what was refunded of them, as the dashboard counts revenue. Both
 * read the orders through the (user, date) index.
 */
export function userDetails(db: Db, id: string, paging: Paging): UserDetail {
  const row = db.select().from(users).where(eq(users.id, id)).get();
  if (!row) throw notFound(USER_NOT_FOUND);
  const spent = db
    .select({
      paise: sql<number>`coalesce(sum(${orders.totalPricePaise} - ${orders.refundedPaise}), 0)`,
      paidOrders: sql<number>`count(*)`,
    })
    .from(orders)
    .where(and(eq(orders.userId, id), isNotNull(orders.paidAt)))
    .get() ?? { paise: 0, paidOrders: 0 };
  const { items, ...page } = pageOfRows(db, orders, { where: eq(orders.userId, id), orderBy: [desc(orders.createdAt), desc(orders.id)] }, paging);
  return { user: toUser(row), totalSpent: paiseToRupees(spent.paise), paidOrders: spent.paidOrders, orders: items.map(toUserOrder), ...page };
}
