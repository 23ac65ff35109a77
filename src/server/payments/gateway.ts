import type { IncomingHttpHeaders } from 'node:http';
import type { OnlineGatewayName } from '../../shared/payments.js';

/** What the shop asks a gateway to collect for one order. */
export interface PaymentRequest {
  orderId: string;
  /** The order's number ('RS-10001'), for what the gateway shows the shopper and the owner. */
  orderNumber: string;
  amountPaise: number;
  currency: string;
  /** Stable per order and attempt, so a retried or concurrent start never creates a second payment. */
  idempotencyKey: string;
  email: string;
}

/** What the browser's widget needs to take the payment; never a secret key. */
export type ClientHandles =
  | { gateway: 'test'; paymentId: string }
  | { gateway: 'razorpay'; keyId: string; razorpayOrderId: string }
  | { gateway: 'stripe'; publishableKey: string; paymentIntentId: string; clientSecret: string };

export interface StartedPayment {
  /** The gateway's handle for this attempt: Razorpay order id, PaymentIntent id or test payment id. */
  reference: string;
  handles: ClientHandles;
}

/**
 * A payment as the gateway itself reports it. `state` is the shop's reading of the gateway's own `status`:
 * only `succeeded` pays an order; `needs_capture` is money authorised but not yet taken.
 */
export interface GatewayPayment {
  paymentId: string;
  /** The attempt it was made against (see StartedPayment.reference); null when the gateway names none. */
  reference: string | null;
  state: 'succeeded' | 'needs_capture' | 'pending' | 'failed';
  status: string;
  amountPaise: number;
  /** Upper-case ISO code. */
  currency: string;
  /** The shop's order id as the gateway recorded it (receipt or metadata), when it did. */
  orderId: string | null;
  email: string | null;
  /** When the gateway last changed it. */
  updatedAt: Date;
}

/** Money given back for a payment, as the gateway reports it. */
export interface GatewayRefund {
  /** The gateway's own id of the refund. */
  refundId: string;
  paymentId: string;
  amountPaise: number;
  /** `pending`: accepted, the money is on its way back; `failed`: it will not be paid back. */
  state: 'succeeded' | 'pending' | 'failed';
  /** The shop's refund id the refund was made with, when the gateway echoes it. */
  shopRefundId: string | null;
}

/** A signed notification, reduced to the one thing it may do: make the shop look the payment or refund up. */
export type WebhookNotice = { kind: 'payment'; paymentId: string; reference: string | null } | { kind: 'refund'; refundId: string };

export class WebhookSignatureError extends Error {}

/**
 * The gateway gave no answer that says what it did: the connection failed, it timed out, or it answered with
 * a server error. A refund asked for may or may not have been made; asking again with the same idempotency
 * key finds out without making it twice. Any other error from a gateway call is a refusal.
 */
export class GatewayOutcomeUnknown extends Error {}

export interface PaymentGateway {
  readonly name: OnlineGatewayName;
  /** Public values the client widget needs (a key id or publishable key), never a secret. */
  readonly publicKey: string | null;
  /** Creates the gateway-side payment for an order. */
  create(request: PaymentRequest): Promise<StartedPayment>;
  /** The handles of an earlier attempt, or null when it can no longer take a payment (start another). */
  resume(reference: string): Promise<StartedPayment | null>;
  /** Asks the gateway about a payment; null when it does not know that id. */
  retrieve(paymentId: string): Promise<GatewayPayment | null>;
  /** Takes money that was only authorised, for exactly this amount. */
  capture(payment: GatewayPayment, amountPaise: number, currency: string): Promise<GatewayPayment>;
  /**
   * Pays back `amountPaise` of a payment. `shopRefundId` is the shop's id of the refund, sent as the
   * idempotency key so asking twice never refunds twice. Throws when the gateway refuses, and
   * GatewayOutcomeUnknown when it gave no answer that says whether it refunded.
   */
  refund(paymentId: string, amountPaise: number, shopRefundId: string): Promise<GatewayRefund>;
  /** A refund as the gateway reports it now; null when it does not know that id. */
  retrieveRefund(refundId: string): Promise<GatewayRefund | null>;
  /** Checks a signature the browser received from the gateway with the payment, when the gateway has one. */
  checkClientSignature?(reference: string, paymentId: string, signature: string): boolean;
  /**
   * Checks a webhook's signature over the exact bytes received and names the payment or refund it is about;
   * null for events that concern neither. Throws WebhookSignatureError when the signature is missing or wrong.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookNotice | null;
}
