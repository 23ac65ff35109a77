import type { UserRow } from '../../../drizzle/schema.js';
import type { Order } from '../../shared/schemas/order.js';
import type { AppDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { orderIdForLink } from './order-links.js';
import { GUEST_ACTOR } from './place-order.js';
import { ORDER_NOT_FOUND } from './read-orders.js';
import { issueRefund, recordIssuedRefund, releaseRefund, type IssuedRefund } from './refunds.js';
import { assertAllowed, orderRow, transition } from './transition.js';

/**
 * POST /api/orders/{id}/cancel: the customer until the order ships, an admin until it is delivered. A paid
 * order is refunded in full through its gateway first (if the gateway refuses, nothing changes); then the
 * order is cancelled, every line's stock comes back and the customer is told, in one transaction.
 */
export function cancelOrder(deps: AppDeps, user: UserRow, orderId: string, reason?: string): Promise<Order> {
  return cancelAs(deps, user, orderId, reason);
}

/**
 * POST /api/orders/link/{token}/cancel: whoever holds a guest order's private link cancels it as its buyer
 * would, until it ships (docs/decisions/038-guest-checkout.md).
 */
export function cancelOrderByLink(deps: AppDeps, token: string, reason?: string): Promise<Order> {
  return cancelAs(deps, GUEST_ACTOR, orderIdForLink(deps.db, token), reason);
}

function cancelAs(deps: AppDeps, caller: UserRow | typeof GUEST_ACTOR, orderId: string, reason?: string): Promise<Order> {
  return deps.payments.locks.run(orderId, async () => {
    const order = orderRow(deps.db, orderId);
    const user = caller === GUEST_ACTOR ? null : caller;
    if (user && !user.isAdmin && order.userId !== user.id) throw notFound(ORDER_NOT_FOUND);
    const role = user?.isAdmin ? 'admin' : 'owner';
    const next = assertAllowed(order, 'cancel', role);
    const cancelReason = reason?.trim() || (role === 'owner' ? 'Cancelled by the customer' : 'Cancelled by the shop');
    const refund: IssuedRefund | null = next.refundPaise > 0 ? await issueRefund(deps, order, next.refundPaise, cancelReason, user?.id ?? GUEST_ACTOR) : null;
    try {
      return transition(deps, {
        orderId,
        action: 'cancel',
        role,
        actor: user?.id ?? GUEST_ACTOR,
        note: cancelReason,
        changes: { cancelReason },
        credit: { refundId: refund?.id ?? null },
        effects: (tx) => {
          if (refund) recordIssuedRefund(tx, refund);
        },
      });
    } catch (error) {
      if (refund) releaseRefund(deps.db, refund.id);
      throw error;
    }
  });
}
