import { and, eq } from 'drizzle-orm';
import { payments } from '../../../drizzle/schema.js';
import { formatRupees } from '../../shared/money.js';
import { PAYMENT_CURRENCY } from '../../shared/payments.js';
import type { Order } from '../../shared/schemas/order.js';
import type { AppDeps } from '../deps.js';
import { badRequest, conflict } from '../errors.js';
import { adminLatePaymentMail } from '../mail/order-messages.js';
import { enqueueMail } from '../mail/outbox.js';
import { getOrder } from '../orders/read-orders.js';
import { issueRefund, recordIssuedRefund } from '../orders/refunds.js';
import { orderRow, shopIdentity, transition } from '../orders/transition.js';
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

/**
 * The one place an order becomes paid. The claim is only a payment id: the gateway is asked about it, and
 * the order is paid only if that payment succeeded, was made against an attempt started for this order,
 * is for exactly the order's total in INR. Anything else throws and changes
 * nothing. An order already paid is returned as it is (paidAt unchanged), so repeats are harmless; one
 * cancelled meanwhile is refunded at once. Callers have checked who is asking; this runs in the order's lock.
 */
export function settlePayment(deps: AppDeps, orderId: string, claim: PaymentClaim, now = () => new Date()): Promise<Order> {
  const { db } = deps;
  const { locks } = deps.payments;
  const gateway = requireOnlineGateway(deps.payments.gateway);
  return locks.run(orderId, async () => {
    const order = orderRow(db, orderId);
    if (order.paymentMethod === 'COD') throw badRequest(COD_MESSAGE);
    if (order.paymentStatus !== 'unpaid') return getOrder(db, orderId);

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

    // A payment can never pay two orders: it was matched to this order's own attempt above, and
    // payments_gateway_payment_unique in the database refuses a second use outright.
    if (payment.state === 'needs_capture') {
      payment = await gateway.capture(payment, order.totalPricePaise, PAYMENT_CURRENCY);
      if (payment.state !== 'succeeded' || payment.amountPaise !== order.totalPricePaise) {
        throw conflict(`The payment could not be captured (${payment.status}); the order is still unpaid`);
      }
    }

    const paid = payment;
    const result = JSON.stringify({
      gateway: gateway.name,
      id: paid.paymentId,
      status: paid.status,
      update_time: paid.updatedAt.toISOString(),
      email_address: paid.email ?? order.userEmail,
    });
    const paidOrder = transition(
      deps,
      {
        orderId,
        action: 'pay',
        role: 'gateway',
        actor: gateway.name,
        note: order.fulfilmentStatus === 'cancelled' ? 'The payment arrived after the order was cancelled' : null,
        changes: { paymentResult: result },
        effects: (tx) => {
          const paidAt = now();
          tx.update(payments)
            .set({ status: 'paid', gatewayPaymentId: paid.paymentId, paidAt, updatedAt: paidAt })
            .where(eq(payments.id, attempt.id))
            .run();
        },
      },
      now(),
    );
    return order.fulfilmentStatus === 'cancelled' ? refundLatePayment(deps, orderId, paidOrder) : paidOrder;
  });
}

/**
 * The order was cancelled (by the customer, the shop or the payment window) before its payment arrived:
 * the money goes straight back, recorded as a refund. If the gateway will not refund it, the shop owner
 * is told by e-mail to do it by hand; the order stays cancelled either way.
 */
async function refundLatePayment(deps: AppDeps, orderId: string, paidOrder: Order): Promise<Order> {
  const order = orderRow(deps.db, orderId);
  const reason = 'Paid after the order was cancelled';
  let refund;
  try {
    refund = await issueRefund(deps, order, order.totalPricePaise, reason, 'system');
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    const adminEmail = deps.config.mail.adminEmail;
    if (adminEmail) {
      enqueueMail(deps.db, adminLatePaymentMail(paidOrder, shopIdentity(deps), adminEmail, problem));
      deps.mail.kick();
    }
    return paidOrder;
  }
  const issued = refund;
  return transition(deps, {
    orderId,
    action: 'refund',
    role: 'system',
    actor: 'system',
    amountPaise: order.totalPricePaise,
    note: reason,
    credit: { refundId: issued.id },
    effects: (tx) => recordIssuedRefund(tx, issued),
  });
}

