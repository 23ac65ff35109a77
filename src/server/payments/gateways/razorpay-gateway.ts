import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentsConfig } from '../../config.js';
import {
  GatewayOutcomeUnknown,
  WebhookSignatureError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type PaymentRequest,
  type StartedPayment,
  type WebhookNotice,
} from '../gateway.js';
import { hmacSha256Hex, signatureMatches } from './hmac.js';

type RazorpayConfig = Extract<PaymentsConfig, { gateway: 'razorpay' }>;

interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

interface RazorpayPayment {
  id: string;
  amount: number;
  currency: string;
  status: string;
  order_id: string | null;
  email?: string | null;
  created_at?: number;
}

interface RazorpayRefund {
  id: string;
  amount: number;
  payment_id: string;
  status: string;
  notes?: Record<string, string> | unknown[];
}

interface RazorpayWebhook {
  event?: string;
  payload?: { payment?: { entity?: Partial<RazorpayPayment> }; refund?: { entity?: Partial<RazorpayRefund> } };
}

/** Events that mean "a payment may now have money behind it"; anything else needs no look-up. */
const PAYMENT_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);
/** Events after which a refund may have changed state. */
const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed', 'refund.created']);
const REFUND_ID = /^rfnd_[A-Za-z0-9]+$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]+$/;
const TIMEOUT_MS = 15_000;

class RazorpayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Razorpay over its REST API with plain fetch and Basic auth (Orders API, Payments API). Amounts are paise.
 * A payment is trusted only as Razorpay reports it when asked; `captured` is money taken, `authorized` is
 * money held that the shop captures for exactly the order's amount (uncaptured payments are auto-refunded).
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly publicKey: string;
  private readonly authorization: string;

  constructor(private readonly config: RazorpayConfig) {
    this.publicKey = config.keyId;
    this.authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  }

  async create(request: PaymentRequest): Promise<StartedPayment> {
    const order = await this.call<RazorpayOrder>('POST', '/v1/orders', {
      amount: request.amountPaise,
      currency: request.currency,
      receipt: request.orderId,
      notes: { orderId: request.orderId, orderNumber: request.orderNumber },
    });
    return this.started(order.id);
  }

  async resume(reference: string): Promise<StartedPayment | null> {
    // A Razorpay order takes any number of attempts until one is paid, so the same one is offered again.
    return this.started(reference);
  }

  async retrieve(paymentId: string): Promise<GatewayPayment | null> {
    if (!PAYMENT_ID.test(paymentId)) return null;
    try {
      return toGatewayPayment(await this.call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`));
    } catch (error) {
      // Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR ("The id provided does not exist").
      if (error instanceof RazorpayError && (error.status === 400 || error.status === 404)) return null;
      throw error;
    }
  }

  async capture(payment: GatewayPayment, amountPaise: number, currency: string): Promise<GatewayPayment> {
    const captured = await this.call<RazorpayPayment>('POST', `/v1/payments/${encodeURIComponent(payment.paymentId)}/capture`, {
      amount: amountPaise,
      currency,
    });
    return toGatewayPayment(captured);
  }

  /** POST /v1/payments/{id}/refund; the shop's refund id is the X-Refund-Idempotency key, so a retry refunds once. */
  async refund(paymentId: string, amountPaise: number, shopRefundId: string): Promise<GatewayRefund> {
    const refund = await this.call<RazorpayRefund>(
      'POST',
      `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
      { amount: amountPaise, notes: { shopRefundId } },
      { 'x-refund-idempotency': shopRefundId },
    );
    return toGatewayRefund(refund);
  }

  async retrieveRefund(refundId: string): Promise<GatewayRefund | null> {
    if (!REFUND_ID.test(refundId)) return null;
    try {
      return toGatewayRefund(await this.call<RazorpayRefund>('GET', `/v1/refunds/${encodeURIComponent(refundId)}`));
    } catch (error) {
      if (error instanceof RazorpayError && (error.status === 400 || error.status === 404)) return null;
      throw error;
    }
  }

  /** Checkout's razorpay_signature: HMAC-SHA256 of "<our stored Razorpay order id>|<payment id>" with the key secret. */
  checkClientSignature(reference: string, paymentId: string, signature: string): boolean {
    return signatureMatches(hmacSha256Hex(this.config.keySecret, `${reference}|${paymentId}`), signature);
  }

  /** X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookNotice | null {
    const header = headers['x-razorpay-signature'];
    const signature = Array.isArray(header) ? undefined : header;
    if (!signatureMatches(hmacSha256Hex(this.config.webhookSecret, rawBody), signature)) {
      throw new WebhookSignatureError('Invalid Razorpay webhook signature');
    }
    let event: RazorpayWebhook;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhook;
    } catch {
      return null;
    }
    if (event.event && REFUND_EVENTS.has(event.event)) {
      const refund = event.payload?.refund?.entity;
      return typeof refund?.id === 'string' ? { kind: 'refund', refundId: refund.id } : null;
    }
    const entity = event.payload?.payment?.entity;
    if (!event.event || !PAYMENT_EVENTS.has(event.event) || typeof entity?.id !== 'string') return null;
    return { kind: 'payment', paymentId: entity.id, reference: typeof entity.order_id === 'string' ? entity.order_id : null };
  }

  private started(razorpayOrderId: string): StartedPayment {
    return { reference: razorpayOrderId, handles: { gateway: 'razorpay', keyId: this.config.keyId, razorpayOrderId } };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
    const what = `Razorpay ${method} ${path.split('/').slice(0, 3).join('/')}`;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.config.apiBase}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS / 1000} s` : 'the connection failed';
      throw new GatewayOutcomeUnknown(`${what}: ${reason}`, { cause: error });
    }
    // A server error says nothing about whether the request was carried out.
    if (status >= 500) throw new GatewayOutcomeUnknown(`${what} failed (${status})`);
    if (status < 200 || status >= 300) {
      let description = text.slice(0, 200);
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch {
        // not JSON: keep the text
      }
      throw new RazorpayError(status, `${what} failed (${status}): ${description}`);
    }
    return JSON.parse(text) as T;
  }
}

function toGatewayPayment(payment: RazorpayPayment): GatewayPayment {
  const state = payment.status === 'captured' ? 'succeeded' : payment.status === 'authorized' ? 'needs_capture' : payment.status === 'created' ? 'pending' : 'failed';
  return {
    paymentId: payment.id,
    reference: payment.order_id,
    state,
    status: payment.status,
    amountPaise: payment.amount,
    currency: String(payment.currency).toUpperCase(),
    orderId: null,
    email: payment.email ?? null,
    updatedAt: new Date(),
  };
}

function toGatewayRefund(refund: RazorpayRefund): GatewayRefund {
  const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
  return {
    refundId: refund.id,
    paymentId: refund.payment_id,
    amountPaise: refund.amount,
    state: refund.status === 'processed' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending',
    shopRefundId: typeof notes.shopRefundId === 'string' ? notes.shopRefundId : null,
  };
}
