import { eq } from 'drizzle-orm';
import { orders, type OrderRow, type UserRow } from '../../../drizzle/schema.js';
import type { Db } from '../db/database.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { ORDER_NOT_FOUND } from '../orders/read-orders.js';
import type { PaymentGateway } from './gateway.js';

/**
 * Who pays: a signed-in user, or whoever holds a guest order's private link, for the order the link opened
 * (docs/decisions/038-guest-checkout.md).
 */
export type Payer = UserRow | 'order-link';

/** The order its buyer wants to pay. Anyone else gets 404, as for reading it; an admin may look but not pay. */
export function orderToPay(db: Db, payer: Payer, orderId: string): OrderRow {
  const row = db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (row && payer === 'order-link') return row;
  const user = payer === 'order-link' ? null : payer;
  if (!row || !user || (row.userId !== user.id && !user.isAdmin)) throw notFound(ORDER_NOT_FOUND);
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
