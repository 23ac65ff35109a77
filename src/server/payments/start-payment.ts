import { and, desc, eq } from 'drizzle-orm';
import { payments } from '../../../drizzle/schema.js';
import { PAYMENT_CURRENCY } from '../../shared/payments.js';
import type { StartPaymentOutput } from '../../shared/schemas/payment.js';
import type { AppDeps } from '../deps.js';
import { badRequest, conflict } from '../errors.js';
import { newId } from '../ids.js';
import type { StartedPayment } from './gateway.js';
import { COD_MESSAGE, orderToPay, requireOnlineGateway, type Payer } from './payment-access.js';

/**
 * Starts the online payment of an unpaid order, or resumes the one already started: calling it again hands
 * back the same gateway payment, and the idempotency key (per order and attempt) makes even two concurrent
 * first calls create one. A new attempt is started only when the gateway says the old one cannot be paid.
 */
export async function startPayment(deps: AppDeps, payer: Payer, orderId: string): Promise<StartPaymentOutput> {
  const { db } = deps;
  const { locks } = deps.payments;
  const order = orderToPay(db, payer, orderId);
  const gateway = requireOnlineGateway(deps.payments.gateway);
  if (order.paymentMethod === 'COD') throw badRequest(COD_MESSAGE);
  if (order.paymentMethod === 'UPI') throw badRequest('This order is paid by UPI straight to the shop: scan the QR code on its page, or open it in a UPI app');
  if (order.totalPricePaise <= 0) throw badRequest('This order has nothing to pay');

  return locks.run(order.id, async () => {
    const current = orderToPay(db, payer, orderId);
    if (current.paymentStatus !== 'unpaid') throw conflict('This order has already been paid');
    if (current.fulfilmentStatus === 'cancelled') throw conflict('This order has been cancelled, so it can no longer be paid');

    const attempts = db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.gateway, gateway.name)))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .all();
    const latest = attempts.find((a) => a.amountPaise === current.totalPricePaise && a.currency === PAYMENT_CURRENCY);

    let started: StartedPayment | null = latest ? await gateway.resume(latest.gatewayRef) : null;
    if (!started) {
      started = await gateway.create({
        orderId: order.id,
        orderNumber: current.orderNumber ?? order.id,
        amountPaise: current.totalPricePaise,
        currency: PAYMENT_CURRENCY,
        idempotencyKey: `order-${order.id}-attempt-${attempts.length + 1}`,
        email: current.userEmail,
      });
      db.insert(payments)
        .values({
          id: newId(),
          orderId: order.id,
          gateway: gateway.name,
          gatewayRef: started.reference,
          amountPaise: current.totalPricePaise,
          currency: PAYMENT_CURRENCY,
        })
        .onConflictDoNothing({ target: [payments.gateway, payments.gatewayRef] })
        .run();
    }
    return { ...started.handles, orderId: order.id, amountPaise: current.totalPricePaise, currency: PAYMENT_CURRENCY };
  });
}
