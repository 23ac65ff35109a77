import type { UserRow } from '../../../drizzle/schema.js';
import type { Order } from '../../shared/schemas/order.js';
import type { AppDeps } from '../deps.js';
import { issueRefund, recordIssuedRefund, releaseRefund } from './refunds.js';
import { purgeProducts } from '../cdn/changed-pages.js';
import { restockLines, restockPlan } from './stock.js';
import { assertAllowed, orderRow, transition } from './transition.js';

export interface RefundRequest {
  amountPaise: number;
  reason: string;
  /** Units to put back into stock, per product of the order. */
  restock?: { product: string; qty: number }[];
  /** The reference of the payment back, for an order paid by UPI straight to the shop. */
  reference?: string;
}

/**
 * POST /api/orders/{id}/refund (admin): gives back part or all of what was paid, through the gateway that
 * took it (or by hand for cash on delivery), optionally putting units back into stock. Never more than
 * what is left: the state machine checks it, and the refunds table guards it under concurrency.
 */
export function refundOrder(deps: AppDeps, admin: UserRow, orderId: string, request: RefundRequest): Promise<Order> {
  return deps.payments.locks.run(orderId, async () => {
    const order = orderRow(deps.db, orderId);
    assertAllowed(order, 'refund', 'admin', request.amountPaise);
    const plan = restockPlan(deps.db, orderId, request.restock);
    const refund = await issueRefund(deps, order, request.amountPaise, request.reason, admin.id, request.reference);
    // Products the refund brings back into stock: their pages change.
    let backInStock: string[] = [];
    let refunded: Order;
    try {
      refunded = transition(deps, {
        orderId,
        action: 'refund',
        role: 'admin',
        actor: admin.id,
        amountPaise: request.amountPaise,
        note: request.reason,
        credit: { refundId: refund.id, returned: new Map(plan.map(({ line, qty }) => [line.id, qty])) },
        effects: (tx) => {
          recordIssuedRefund(tx, refund);
          backInStock = restockLines(tx, plan);
        },
      });
    } catch (error) {
      releaseRefund(deps.db, refund.id);
      throw error;
    }
    purgeProducts(deps, backInStock);
    return refunded;
  });
}
