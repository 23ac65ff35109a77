import { and, eq, inArray, sum } from 'drizzle-orm';
import { payments, refunds, type OrderRow } from '../../../drizzle/schema.js';
import { formatRupees } from '../../shared/money.js';
import type { Db, Queryable, Tx } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { AppError, badRequest, conflict } from '../errors.js';
import { newId } from '../ids.js';
import { GatewayOutcomeUnknown } from '../payments/gateway.js';

export const UPI_REFUND_REFERENCE_MESSAGE =
  'This order was paid by UPI straight to the shop: pay the customer back from your UPI app or bank, then give that payment’s reference here';

/** A refund the gateway (or the shop's cash box) has accepted, to be recorded with the order's transition. */
export interface IssuedRefund {
  id: string;
  gatewayRefundId: string | null;
}

/** The gateway payment that paid the order, if it was paid online. */
export function paidPayment(db: Queryable, orderId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .get();
}

/**
 * Holds `amountPaise` of the order's money for a refund about to be asked for: a pending row, written only
 * while the refunds already pending or made leave that much. Immediate, so concurrent refunds cannot
 * together give back more than was paid.
 */
function reserve(db: Db, order: OrderRow, amountPaise: number, reason: string, gateway: string, actor: string): string {
  const id = newId();
  db.transaction(
    (tx) => {
      const held = Number(
        tx
          .select({ total: sum(refunds.amountPaise) })
          .from(refunds)
          .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['pending', 'succeeded'])))
          .get()?.total ?? 0,
      );
      if (held + amountPaise > order.totalPricePaise) {
        throw conflict(`At most ${formatRupees(Math.max(0, order.totalPricePaise - held))} is left to refund on this order`);
      }
      tx.insert(refunds).values({ id, orderId: order.id, amountPaise, reason, gateway, actor, status: 'pending' }).run();
    },
    { behavior: 'immediate' },
  );
  return id;
}

/**
 * The reservation left pending by a gateway that gave no answer (or by a stop between asking and recording),
 * found by the order and gateway whatever its amount: at most one is ever left, since no other refund is asked
 * for while it stands. Refunds run under the order's lock, so no other request is using it now.
 */
function unsettledReservation(db: Db, orderId: string, gateway: string): { id: string; amountPaise: number } | undefined {
  return db
    .select({ id: refunds.id, amountPaise: refunds.amountPaise })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.gateway, gateway), eq(refunds.status, 'pending')))
    .orderBy(refunds.createdAt)
    .get();
}

/**
 * The held refund to ask again for: its own id is the gateway's idempotency key, so asking again returns the
 * refund the gateway may already have made instead of a second one. A different amount is refused while it
 * stands: sending it would be a second refund beside one that may already have been made.
 */
function retryableReservation(db: Db, orderId: string, gateway: string, amountPaise: number): string | undefined {
  const held = unsettledReservation(db, orderId, gateway);
  if (!held) return undefined;
  if (held.amountPaise !== amountPaise) {
    throw conflict(
      `A refund of ${formatRupees(held.amountPaise)} on this order is still pending with the payment gateway. ` +
        `Ask again for ${formatRupees(held.amountPaise)} to retry it (it is never made twice), or wait until the gateway reports it; ` +
        'a different amount can be refunded once it is settled',
    );
  }
  return held.id;
}

/**
 * Gives `amountPaise` back to the customer: through the gateway that took an online payment, or by hand
 * for cash on delivery (the shop hands the cash back). Nothing about the order changes here. When the
 * gateway refuses, the reservation is dropped and the refusal is a 409 that changes nothing. When it gives
 * no answer that says what it did, the reservation stays pending, so the money it holds cannot be
 * refunded a second time: the gateway's refund webhook records it if it was made, and asking again for the
 * same amount retries it under the same idempotency key (the 409 says so; a 5xx would hide the message);
 * another amount is refused until it is settled.
 */
export async function issueRefund(deps: AppDeps, order: OrderRow, amountPaise: number, reason: string, actor: string, reference?: string): Promise<IssuedRefund> {
  const { db } = deps;
  if (order.paymentMethod === 'COD') return { id: reserve(db, order, amountPaise, reason, 'cash', actor), gatewayRefundId: null };
  // Paid straight to the shop by UPI: the shop pays it back itself and records that payment's reference, once.
  if (order.paymentMethod === 'UPI') {
    if (!reference) throw badRequest(UPI_REFUND_REFERENCE_MESSAGE);
    const taken = db.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.gateway, 'upi'), eq(refunds.gatewayRefundId, reference))).get();
    if (taken) throw conflict('This reference is already recorded for another refund: check the payment back in your bank app');
    return { id: reserve(db, order, amountPaise, reason, 'upi', actor), gatewayRefundId: reference };
  }

  const payment = paidPayment(db, order.id);
  const gateway = deps.payments.gateway;
  if (!payment?.gatewayPaymentId) throw conflict('No online payment was recorded for this order, so it cannot be refunded online');
  if (!gateway || gateway.name !== payment.gateway) {
    throw conflict(`This order was paid through ${payment.gateway}, which the shop no longer uses: refund it in that gateway’s dashboard`);
  }
  const id = retryableReservation(db, order.id, gateway.name, amountPaise) ?? reserve(db, order, amountPaise, reason, gateway.name, actor);
  try {
    const refund = await gateway.refund(payment.gatewayPaymentId, amountPaise, id);
    if (refund.state === 'failed') throw new Error('the gateway reports the refund as failed');
    return { id, gatewayRefundId: refund.refundId };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (error instanceof GatewayOutcomeUnknown) {
      throw new AppError(
        'CONFLICT',
        `The payment gateway gave no answer (${detail}), so it is not known whether ${formatRupees(amountPaise)} was refunded. ` +
          'The refund is held as pending: it is recorded when the gateway reports it, and asking again for the same amount retries it without refunding twice',
        { cause: error },
      );
    }
    releaseRefund(db, id);
    throw new AppError('CONFLICT', `The payment gateway did not accept the refund (${detail}); nothing was changed`, { cause: error });
  }
}

/** Inside the order's transition: the reserved refund is now a refund made. */
export function recordIssuedRefund(tx: Tx, refund: IssuedRefund): void {
  tx.update(refunds).set({ status: 'succeeded', gatewayRefundId: refund.gatewayRefundId }).where(eq(refunds.id, refund.id)).run();
}

/** Drops a reservation that will not be recorded: the gateway refused it, or (it never should be) its transition was. */
export function releaseRefund(db: Queryable, refundId: string): void {
  db.delete(refunds).where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending'))).run();
}
