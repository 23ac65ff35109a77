import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
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

type StripeConfig = Extract<PaymentsConfig, { gateway: 'stripe' }>;

/** Events after which the PaymentIntent may have money behind it; anything else needs no look-up. */
const PAYMENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.amount_capturable_updated']);
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]+$/;
/** Events after which a refund may have changed state. */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);
const REFUND_ID = /^(re|pyr)_[A-Za-z0-9_]+$/;

/** Where the SDK sends requests; tests point it at a local fake, production leaves Stripe's own. */
function endpoint(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe through its SDK: one PaymentIntent per order attempt (amount in paise, INR, the order id in the
 * metadata, an idempotency key per order), verified by retrieving the intent. Stripe.js confirms the card in
 * the browser; the shop only believes the intent's status as Stripe reports it.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly publicKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.publicKey = config.publishableKey;
    this.stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...endpoint(config.apiBase) });
  }

  async create(request: PaymentRequest): Promise<StartedPayment> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountPaise,
        currency: request.currency.toLowerCase(),
        description: `Order ${request.orderNumber}`,
        metadata: { orderId: request.orderId, orderNumber: request.orderNumber },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return this.started(intent);
  }

  async resume(reference: string): Promise<StartedPayment | null> {
    const intent = await this.find(reference);
    if (!intent || intent.status === 'canceled' || !intent.client_secret) return null;
    return this.started(intent);
  }

  async retrieve(paymentId: string): Promise<GatewayPayment | null> {
    const intent = await this.find(paymentId);
    return intent ? toGatewayPayment(intent) : null;
  }

  async capture(payment: GatewayPayment, amountPaise: number): Promise<GatewayPayment> {
    const intent = await this.stripe.paymentIntents.capture(payment.paymentId, { amount_to_capture: amountPaise });
    return toGatewayPayment(intent);
  }

  /** refunds.create on the PaymentIntent, with the shop's refund id as the idempotency key and in the metadata. */
  async refund(paymentId: string, amountPaise: number, shopRefundId: string): Promise<GatewayRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentId, amount: amountPaise, metadata: { shopRefundId } },
        { idempotencyKey: `refund-${shopRefundId}` },
      );
      return toGatewayRefund(refund);
    } catch (error) {
      // The SDK has already retried these with the same key; still no answer that says what happened.
      if (error instanceof Stripe.errors.StripeConnectionError || (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)) {
        throw new GatewayOutcomeUnknown(`Stripe refunds.create: ${error.message}`, { cause: error });
      }
      throw error;
    }
  }

  async retrieveRefund(refundId: string): Promise<GatewayRefund | null> {
    if (!REFUND_ID.test(refundId)) return null;
    try {
      return toGatewayRefund(await this.stripe.refunds.retrieve(refundId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookNotice | null {
    const header = headers['stripe-signature'];
    if (typeof header !== 'string' || header === '') throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, header, this.config.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid Stripe webhook signature');
    }
    const object = event.data.object as { object?: string; id?: unknown };
    if (REFUND_EVENTS.has(event.type)) {
      return object.object === 'refund' && typeof object.id === 'string' ? { kind: 'refund', refundId: object.id } : null;
    }
    if (!PAYMENT_EVENTS.has(event.type)) return null;
    if (object.object !== 'payment_intent' || typeof object.id !== 'string') return null;
    return { kind: 'payment', paymentId: object.id, reference: object.id };
  }

  private started(intent: Stripe.PaymentIntent): StartedPayment {
    return {
      reference: intent.id,
      handles: { gateway: 'stripe', publishableKey: this.config.publishableKey, paymentIntentId: intent.id, clientSecret: intent.client_secret ?? '' },
    };
  }

  private async find(id: string): Promise<Stripe.PaymentIntent | null> {
    if (!PAYMENT_INTENT_ID.test(id)) return null;
    try {
      return await this.stripe.paymentIntents.retrieve(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }
}

function toGatewayPayment(intent: Stripe.PaymentIntent): GatewayPayment {
  const status = intent.status as string;
  const state =
    status === 'succeeded' ? 'succeeded' : status === 'requires_capture' ? 'needs_capture' : status === 'canceled' ? 'failed' : 'pending';
  return {
    paymentId: intent.id,
    reference: intent.id,
    state,
    status,
    amountPaise: state === 'succeeded' ? intent.amount_received : intent.amount,
    currency: intent.currency.toUpperCase(),
    orderId: intent.metadata?.orderId ?? null,
    email: intent.receipt_email ?? null,
    updatedAt: new Date(),
  };
}

function toGatewayRefund(refund: Stripe.Refund): GatewayRefund {
  const paymentIntent = typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? '');
  return {
    refundId: refund.id,
    paymentId: paymentIntent,
    amountPaise: refund.amount,
    state: refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending',
    shopRefundId: refund.metadata?.shopRefundId ?? null,
  };
}
