import { eq, sum } from 'drizzle-orm';
import { testGatewayPayments, testGatewayRefunds, type TestGatewayPaymentRow } from '../../../../drizzle/schema.js';
import { CARD_DECLINED_MESSAGE, CARD_NUMBER_INVALID_MESSAGE } from '../../../shared/payments.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { newId } from '../../ids.js';
import {
  WebhookSignatureError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type PaymentRequest,
  type StartedPayment,
} from '../gateway.js';

const SUCCEEDS = '4242424242424242';
const DECLINED = '4000000000000002';

export const TEST_PAYMENT_NOT_FOUND = 'Payment not found';

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** A refusal the card form shows as it is: 402, as real gateways answer a declined card. */
const cardError = (message: string) => new AppError('PAYMENT_REQUIRED', message);

/**
 * The offline gateway for demos and tests. It keeps its own books in its own table and is asked the same
 * questions as a real gateway, so the shop's verification runs unchanged whatever the gateway.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;
  readonly publicKey = null;

  constructor(private readonly db: Db) {}

  async create(request: PaymentRequest): Promise<StartedPayment> {
    const id = `testpay_${newId()}`;
    this.db
      .insert(testGatewayPayments)
      .values({ id, idempotencyKey: request.idempotencyKey, amountPaise: request.amountPaise, currency: request.currency, receipt: request.orderId })
      .onConflictDoNothing({ target: testGatewayPayments.idempotencyKey })
      .run();
    const row = this.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.idempotencyKey, request.idempotencyKey)).get();
    if (!row) throw new Error('The test gateway lost a payment it just created');
    return started(row);
  }

  async resume(reference: string): Promise<StartedPayment | null> {
    const row = this.find(reference);
    return row ? started(row) : null;
  }

  async retrieve(paymentId: string): Promise<GatewayPayment | null> {
    const row = this.find(paymentId);
    return row ? asGatewayPayment(row) : null;
  }

  async capture(payment: GatewayPayment): Promise<GatewayPayment> {
    return payment;
  }

  /** Refunds at once, for at most what the payment took and has not refunded yet; the same shop refund id twice is one refund. */
  async refund(paymentId: string, amountPaise: number, shopRefundId: string): Promise<GatewayRefund> {
    return this.db.transaction(
      (tx) => {
        const earlier = tx.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.idempotencyKey, shopRefundId)).get();
        if (earlier) return asGatewayRefund(earlier, shopRefundId);
        const payment = tx.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId)).get();
        if (!payment || payment.status !== 'succeeded') throw new AppError('BAD_GATEWAY', 'The test gateway has no completed payment with that id');
        const refunded = Number(tx.select({ total: sum(testGatewayRefunds.amountPaise) }).from(testGatewayRefunds).where(eq(testGatewayRefunds.paymentId, paymentId)).get()?.total ?? 0);
        if (refunded + amountPaise > payment.amountPaise) throw new AppError('BAD_GATEWAY', 'The test gateway cannot refund more than the payment took');
        const row = tx
          .insert(testGatewayRefunds)
          .values({ id: `testrefund_${newId()}`, paymentId, idempotencyKey: shopRefundId, amountPaise })
          .returning()
          .get();
        return asGatewayRefund(row, shopRefundId);
      },
      { behavior: 'immediate' },
    );
  }

  async retrieveRefund(refundId: string): Promise<GatewayRefund | null> {
    const row = this.db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.id, refundId)).get();
    return row ? asGatewayRefund(row, row.idempotencyKey) : null;
  }

  parseWebhook(): never {
    throw new WebhookSignatureError('The test gateway sends no webhooks');
  }

  /**
   * POST /api/payments/test/confirm: takes the "card" for a payment. The card details are only compared with
   * the test numbers here; they are never stored, logged or echoed in a message.
   */
  confirm(paymentId: string, card: TestCard, now = new Date()): GatewayPayment {
    const row = this.find(paymentId);
    if (!row) throw notFound(TEST_PAYMENT_NOT_FOUND);
    if (row.status === 'succeeded') return asGatewayPayment(row);

    const digits = card.cardNumber.replace(/[\s-]/g, '');
    if (digits !== SUCCEEDS && digits !== DECLINED) throw cardError(CARD_NUMBER_INVALID_MESSAGE);
    const expiryProblem = checkExpiry(card.expiry, now);
    if (expiryProblem) throw cardError(expiryProblem);
    if (!/^\d{3,4}$/.test(card.cvc.trim())) throw cardError('Your card’s security code is invalid.');
    if (digits === DECLINED) throw cardError(CARD_DECLINED_MESSAGE);

    this.db.update(testGatewayPayments).set({ status: 'succeeded', updatedAt: now }).where(eq(testGatewayPayments.id, row.id)).run();
    return asGatewayPayment({ ...row, status: 'succeeded', updatedAt: now });
  }

  private find(id: string): TestGatewayPaymentRow | undefined {
    return this.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id)).get();
  }
}

function asGatewayRefund(row: { id: string; paymentId: string; amountPaise: number }, shopRefundId: string): GatewayRefund {
  return { refundId: row.id, paymentId: row.paymentId, amountPaise: row.amountPaise, state: 'succeeded', shopRefundId };
}

function started(row: TestGatewayPaymentRow): StartedPayment {
  return { reference: row.id, handles: { gateway: 'test', paymentId: row.id } };
}

function asGatewayPayment(row: TestGatewayPaymentRow): GatewayPayment {
  return {
    paymentId: row.id,
    reference: row.id,
    state: row.status === 'succeeded' ? 'succeeded' : 'pending',
    status: row.status,
    amountPaise: row.amountPaise,
    currency: row.currency.toUpperCase(),
    orderId: row.receipt,
    email: null,
    updatedAt: row.updatedAt,
  };
}

/** MM/YY or MM/YYYY, valid through the end of that month. */
function checkExpiry(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return 'Your card’s expiration date is incomplete. Use MM/YY.';
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'Your card’s expiration month is invalid.';
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'Your card has expired.';
  return null;
}
