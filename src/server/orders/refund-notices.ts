import { and, eq, or } from 'drizzle-orm';
import { refunds } from '../../../drizzle/schema.js';
import type { AppDeps } from '../deps.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { recordIssuedRefund } from './refunds.js';
import { transition } from './transition.js';

export type RefundNoticeOutcome = 'ignored' | 'refunded' | 'refund_failed';

/**
 * A signed refund webhook: the refund is looked up at the gateway, and only what the gateway says counts.
 * Idempotent: a refund the shop already recorded changes nothing. A refund the gateway accepted and then
 * reports failed is taken back from the order (its money was never returned), and the timeline says so.
 * A refund still pending here (the shop stopped between asking and recording) is recorded now.
 */
export async function applyRefundNotice(deps: AppDeps, gateway: PaymentGateway, gatewayRefundId: string): Promise<RefundNoticeOutcome> {
  const reported = await gateway.retrieveRefund(gatewayRefundId);
  if (!reported) return 'ignored';
  const match = reported.shopRefundId ? or(eq(refunds.gatewayRefundId, reported.refundId), eq(refunds.id, reported.shopRefundId)) : eq(refunds.gatewayRefundId, reported.refundId);
  const row = deps.db.select().from(refunds).where(and(eq(refunds.gateway, gateway.name), match)).get();
  if (!row) return 'ignored';

  return deps.payments.locks.run(row.orderId, async () => {
    const current = deps.db.select().from(refunds).where(eq(refunds.id, row.id)).get();
    if (!current) return 'ignored';
    if (reported.state === 'failed' && current.status === 'succeeded') {
      transition(deps, {
        orderId: current.orderId,
        action: 'reverseRefund',
        role: 'gateway',
        actor: gateway.name,
        amountPaise: current.amountPaise,
        note: `The refund of ${current.reason} failed at the gateway`,
        credit: { refundId: current.id },
        effects: (tx) => {
          tx.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, current.id)).run();
        },
      });
      return 'refund_failed';
    }
    if (reported.state !== 'failed' && current.status === 'pending') {
      transition(deps, {
        orderId: current.orderId,
        action: 'refund',
        role: 'system',
        actor: gateway.name,
        amountPaise: current.amountPaise,
        note: current.reason,
        credit: { refundId: current.id },
        effects: (tx) => recordIssuedRefund(tx, { id: current.id, gatewayRefundId: reported.refundId }),
      });
      return 'refunded';
    }
    return 'ignored';
  });
}
