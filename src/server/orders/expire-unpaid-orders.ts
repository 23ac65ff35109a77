import { and, eq, inArray, lte } from 'drizzle-orm';
import { orders } from '../../../drizzle/schema.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { transition } from './transition.js';

/**
 * Cancels every online order still unpaid when its payment window (PAYMENT_WINDOW_MINUTES) has passed, and
 * every claimed UPI payment the shop did not confirm within its window (upiConfirmHours), so its stock is free
 * again; actor 'system'. A payment that still arrives afterwards is refunded
 * (settle-payment.ts). Returns how many were cancelled.
 */
export async function expireUnpaidOrders(deps: AppDeps, now = new Date()): Promise<number> {
  const due = deps.db
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(inArray(orders.paymentStatus, ['unpaid', 'claimed']), lte(orders.paymentDueAt, now), eq(orders.fulfilmentStatus, 'unfulfilled')))
    .all();
  let cancelled = 0;
  const settings = deps.settings.get();
  for (const { id, paymentStatus } of due) {
    // A UPI payment the customer said they made, which the shop did not confirm in its window (docs/decisions/055-upi-direct.md).
    const reason =
      paymentStatus === 'claimed'
        ? `UPI payment not confirmed by the shop within ${settings.upiConfirmHours} hours`
        : `Not paid within ${deps.config.paymentWindowMinutes} minutes`;
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
