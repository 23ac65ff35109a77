import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../../drizzle/schema.js';
import { formatRupees } from '../../shared/money.js';
import { PAYMENT_CURRENCY } from '../../shared/payments.js';
import type { Order } from '../../shared/schemas/order.js';
import type { AppDeps } from '../deps.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { getOrder, ORDER_NOT_FOUND } from '../orders/read-orders.js';
import type { GatewayPayment } from './gateway.js';
import { COD_MESSAGE, requireOnlineGateway } from './payment-access.js';

export interface PaymentClaim {
  /** The gateway's payment id, as the browser (or a webhook) names it. */
  paymentId: string;
  /** Razorpay Checkout's razorpay_signature, checked when present. */
  signature?: string;
}

export const UNKNOWN_PAYMENT_MESSAGE = 'The payment gateway has no record of this payment';
export const OTHER_ORDER_MESSAGE = 'This payment was not made for this order';
export const USED_PAYMENT_MESSAGE = 'This payment has already paid another order';

/**
 * The one place an order becomes paid. The claim is only a payment id: the gateway is asked about it, and
 * the order is paid only if that payment succeeded, was made against an attempt started for this order,
 * is for exactly the order's total in INR and has paid no other order. Anything else throws and changes
 * nothing. An order already paid is returned as it is (paidAt unchanged), so repeats are harmless.
 * Callers have checked who is asking; this runs in the order's lock.
 */
export function settlePayment(deps: AppDeps, orderId: string, claim: PaymentClaim, now = () => new Date()): Promise<Order> {
  const { db } = deps;
  const { locks } = deps.payments;
  const gateway = requireOnlineGateway(deps.payments.gateway);
  return locks.run(orderId, async () => {
    const order = db.select().from(orders).where(eq(orders.id, orderId)).get();
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.paymentMethod === 'COD') throw badRequest(COD_MESSAGE);
    if (order.isPaid) return getOrder(db, orderId);

    const attempts = db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.gateway, gateway.name)))
      .all();
    if (attempts.length === 0) throw badRequest('No online payment has been started for this order');

    let payment: GatewayPayment | null = await gateway.retrieve(claim.paymentId);
    if (!payment) throw badRequest(UNKNOWN_PAYMENT_MESSAGE);
    const attempt = attempts.find((a) => a.gatewayRef === payment?.reference);
    if (!attempt || (payment.orderId !== null && payment.orderId !== orderId)) throw badRequest(OTHER_ORDER_MESSAGE);
    if (claim.signature !== undefined && gateway.checkClientSignature && !gateway.checkClientSignature(attempt.gatewayRef, payment.paymentId, claim.signature)) {
      throw badRequest('The payment signature does not match this payment');
    }
    if (payment.state === 'failed') throw badRequest(`This payment did not go through (${payment.status}); the order is still unpaid`);
    if (payment.state === 'pending') throw conflict(`This payment is not complete yet (${payment.status}); the order is still unpaid`);
    if (payment.currency !== PAYMENT_CURRENCY) throw badRequest(`This payment was made in ${payment.currency}, not ${PAYMENT_CURRENCY}`);
    if (payment.amountPaise !== order.totalPricePaise) {
      throw badRequest(`This payment is for ${formatRupees(payment.amountPaise)}, but the order total is ${formatRupees(order.totalPricePaise)}`);
    }

    const usedBy = db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.gatewayPaymentId, payment.paymentId)).get();
    if (usedBy && usedBy.orderId !== orderId) throw conflict(USED_PAYMENT_MESSAGE);

    if (payment.state === 'needs_capture') {
      payment = await gateway.capture(payment, order.totalPricePaise, PAYMENT_CURRENCY);
      if (payment.state !== 'succeeded' || payment.amountPaise !== order.totalPricePaise) {
        throw conflict(`The payment could not be captured (${payment.status}); the order is still unpaid`);
      }
    }

    const paid = payment;
    const paidAt = now();
    const result = JSON.stringify({
      gateway: gateway.name,
      id: paid.paymentId,
      status: paid.status,
      update_time: paid.updatedAt.toISOString(),
      email_address: paid.email ?? order.userEmail,
    });
    db.transaction(
      (tx) => {
        const marked = tx
          .update(orders)
          .set({ isPaid: true, paidAt, paymentResult: result })
          .where(and(eq(orders.id, orderId), eq(orders.isPaid, false)))
          .run();
        if (marked.changes !== 1) return;
        tx.update(payments)
          .set({ status: 'paid', gatewayPaymentId: paid.paymentId, paidAt, updatedAt: paidAt })
          .where(eq(payments.id, attempt.id))
          .run();
      },
      { behavior: 'immediate' },
    );
    return getOrder(db, orderId);
  });
}
