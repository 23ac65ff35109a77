import { eq } from 'drizzle-orm';
import { orders, type OrderRow, type UserRow } from '../../../drizzle/schema.js';
import type { Db } from '../db/database.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { ORDER_NOT_FOUND } from '../orders/read-orders.js';
import type { PaymentGateway } from './gateway.js';

/** The order its buyer wants to pay. Anyone else gets 404, as for reading it; an admin may look but not pay. */
export function orderToPay(db: Db, user: UserRow, orderId: string): OrderRow {
  const row = db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!row || (row.userId !== user.id && !user.isAdmin)) throw notFound(ORDER_NOT_FOUND);
  if (row.userId !== user.id) throw new AppError('FORBIDDEN', 'Only the buyer can pay for this order');
  return row;
}

export const COD_MESSAGE = 'This order is paid cash on delivery: there is nothing to pay online';
export const COD_ONLY_MESSAGE = 'This shop takes cash on delivery only';

/** The online gateway; a shop without one (PAYMENT_GATEWAY=none) refuses every online payment. */
export function requireOnlineGateway(gateway: PaymentGateway | null): PaymentGateway {
  if (!gateway) throw badRequest(COD_ONLY_MESSAGE);
  return gateway;
}
