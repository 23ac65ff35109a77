import { eq } from 'drizzle-orm';
import { orders, type OrderRow, type UserRow } from '../../../drizzle/schema.js';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../errors.js';
import { ORDER_NOT_FOUND } from '../orders/read-orders.js';

/** The order its buyer wants to pay. Anyone else gets 404, as for reading it; an admin may look but not pay. */
export function orderToPay(db: Db, user: UserRow, orderId: string): OrderRow {
  const row = db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!row || (row.userId !== user.id && !user.isAdmin)) throw notFound(ORDER_NOT_FOUND);
  if (row.userId !== user.id) throw new AppError('FORBIDDEN', 'Only the buyer can pay for this order');
  return row;
}

export const COD_MESSAGE = 'This order is paid cash on delivery: there is nothing to pay online';
