import { and, eq } from 'drizzle-orm';
import { orders } from '../../../drizzle/schema.js';
import type { Order } from '../../shared/schemas/order.js';
import type { Db } from '../db/database.js';
import { getOrder } from './read-orders.js';

/** Idempotent: marking a delivered order again keeps its first delivery date. */
export function markDelivered(db: Db, id: string, now = new Date()): Order {
  getOrder(db, id);
  db.update(orders)
    .set({ isDelivered: true, deliveredAt: now })
    .where(and(eq(orders.id, id), eq(orders.isDelivered, false)))
    .run();
  return getOrder(db, id);
}
