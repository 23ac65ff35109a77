import { and, eq, lte } from 'drizzle-orm';
import { orders } from '../../../drizzle/schema.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { transition } from './transition.js';

/**
 * Cancels every online order still unpaid when its payment window (PAYMENT_WINDOW_MINUTES) has passed, so
 * its stock is free again; actor 'system'. A payment that still arrives afterwards is refunded
 * (settle-payment.ts). Returns how many were cancelled.
 */
export async function expireUnpaidOrders(deps: AppDeps, now = new Date()): Promise<number> {
  const due = deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'unpaid'), lte(orders.paymentDueAt, now), eq(orders.fulfilmentStatus, 'unfulfilled')))
    .all();
  let cancelled = 0;
  const reason = `Not paid within ${deps.config.paymentWindowMinutes} minutes`;
  for (const { id } of due) {
    await deps.payments.locks.run(id, async () => {
      try {
        transition(deps, { orderId: id, action: 'cancel', role: 'system', actor: 'system', note: reason, changes: { cancelReason: reason } }, now);
        cancelled += 1;
      } catch (error) {
        // Paid or changed in the meantime: nothing to expire.
        if (!(error instanceof AppError)) throw error;
      }
    });
  }
  return cancelled;
}
