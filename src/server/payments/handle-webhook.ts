import type { IncomingHttpHeaders } from 'node:http';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { payments } from '../../../drizzle/schema.js';
import type { AppDeps } from '../deps.js';
import { AppError, badRequest, notFound, NOT_FOUND_MESSAGE } from '../errors.js';
import { WebhookSignatureError } from './gateway.js';
import { applyRefundNotice } from '../orders/refund-notices.js';
import { settlePayment } from './settle-payment.js';

export type WebhookOutcome = 'paid' | 'ignored' | 'refused' | 'refunded' | 'refund_failed';

export const BAD_SIGNATURE_MESSAGE = 'Invalid webhook signature';

/**
 * POST /api/payments/{gateway}/webhook. The signature is checked over the raw bytes; a valid event is only a
 * hint to look the payment up, through the same settlePayment as the shopper's own pay call. So an order
 * paid while the shopper closed the tab still ends up paid, and a repeated event changes nothing more.
 * Events the shop cannot act on are acknowledged (200) so the gateway stops retrying; a failure to reach
 * the gateway is not, so it retries later.
 */
export async function handleWebhook(
  deps: AppDeps,
  gatewayName: string,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const { gateway } = deps.payments;
  if (!gateway || gatewayName !== gateway.name || gateway.name === 'test') throw notFound(NOT_FOUND_MESSAGE);

  let notice;
  try {
    notice = gateway.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest(BAD_SIGNATURE_MESSAGE);
    throw error;
  }
  if (!notice) return 'ignored';
  if (notice.kind === 'refund') return applyRefundNotice(deps, gateway, notice.refundId);
  if (!notice.reference) return 'ignored';

  const attempt = deps.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.gateway, gateway.name), eq(payments.gatewayRef, notice.reference)))
    .get();
  if (!attempt) return 'ignored';

  try {
    const order = await settlePayment(deps, attempt.orderId, { paymentId: notice.paymentId });
    if (order.paymentResult && order.paymentResult.id !== notice.paymentId) {
      // The shopper paid twice (two tabs, a retry): the order keeps its first payment; the owner refunds this one.
      log.warn({ orderId: attempt.orderId, paymentId: notice.paymentId, paidBy: order.paymentResult.id }, 'second payment for an order already paid');
    }
    return order.isPaid ? 'paid' : 'ignored';
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      log.warn({ orderId: attempt.orderId, paymentId: notice.paymentId, reason: error.message }, 'webhook payment not accepted');
      return 'refused';
    }
    throw error;
  }
}
