import { and, eq, sql } from 'drizzle-orm';
import { orderItems, products, type OrderItemRow, type UserRow } from '../../../drizzle/schema.js';
import type { Order } from '../../shared/schemas/order.js';
import type { Queryable, Tx } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { badRequest, conflict } from '../errors.js';
import { issueRefund, recordIssuedRefund, releaseRefund } from './refunds.js';
import { assertAllowed, orderRow, transition } from './transition.js';

export interface RefundRequest {
  amountPaise: number;
  reason: string;
  /** Units to put back into stock, per product of the order. */
  restock?: { product: string; qty: number }[];
}

/**
 * The units to put back, per order line, or a refusal: each line can take back at most what it sold and has
 * not restocked yet (the same product named twice counts once, added up). Checked before the gateway is
 * asked for the money, so a refusal here never leaves a refund the shop has no record of.
 */
function restockPlan(db: Queryable, orderId: string, restock: RefundRequest['restock']): { line: OrderItemRow; qty: number }[] {
  const wanted = new Map<string, number>();
  for (const { product, qty } of restock ?? []) wanted.set(product, (wanted.get(product) ?? 0) + qty);
  return [...wanted].map(([product, qty]) => {
    const line = db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, product)))
      .get();
    if (!line) throw badRequest(`Product ${product} is not in this order (or no longer exists), so it cannot be restocked`);
    if (line.restockedQty + qty > line.qty) {
      throw conflict(`Only ${line.qty - line.restockedQty} of ${line.name} can still go back into stock`);
    }
    return { line, qty };
  });
}

/** Puts the chosen units back, in the refund's transaction (the plan was checked under the order's lock). */
function restockLines(tx: Tx, plan: { line: OrderItemRow; qty: number }[]): void {
  for (const { line, qty } of plan) {
    tx.update(orderItems).set({ restockedQty: sql`${orderItems.restockedQty} + ${qty}` }).where(eq(orderItems.id, line.id)).run();
    if (line.productId) {
      tx.update(products)
        .set({ countInStock: sql`${products.countInStock} + ${qty}` })
        .where(eq(products.id, line.productId))
        .run();
    }
  }
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
    const refund = await issueRefund(deps, order, request.amountPaise, request.reason, admin.id);
    try {
      return transition(deps, {
        orderId,
        action: 'refund',
        role: 'admin',
        actor: admin.id,
        amountPaise: request.amountPaise,
        note: request.reason,
        effects: (tx) => {
          recordIssuedRefund(tx, refund);
          restockLines(tx, plan);
        },
      });
    } catch (error) {
      releaseRefund(deps.db, refund.id);
      throw error;
    }
  });
}
