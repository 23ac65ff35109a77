/**
 * A local stand-in for Stripe's PaymentIntents and Refunds APIs, enough for the stripe SDK pointed at it with
 * { host, port, protocol }: form-encoded bodies, Bearer auth, Idempotency-Key replay, resource_missing for
 * unknown ids. Webhooks are signed with the SDK's own test header (the real Stripe-Signature scheme).
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { startFakeServer, type FakeHandler, type FakeServer } from './fake-http.js';

export const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_FakeSecretKey123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_FakePublishableKey123',
  STRIPE_WEBHOOK_SECRET: 'whsec_FakeWebhookSecret123',
};

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  metadata: Record<string, string>;
  created: number;
}

const sid = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export interface FakeStripe extends FakeServer {
  intents: Map<string, FakePaymentIntent>;
  refunds: Map<string, FakeRefund>;
  /**
   * The status new refunds get ('succeeded' unless a test says otherwise); `refuse` makes the API reject them;
   * `loseAnswers` carries refund calls out but answers 500, every time (the SDK's own retries included).
   */
  refundBehaviour: { status: FakeRefund['status']; refuse: boolean; loseAnswers: boolean };
  env: Record<string, string>;
  /** Stripe.js confirming the card: the intent succeeds (for its own amount unless told otherwise). */
  succeed(intentId: string, overrides?: Partial<FakePaymentIntent>): FakePaymentIntent;
  /** An intent made outside the shop, e.g. for another amount or currency. */
  addIntent(fields: Partial<FakePaymentIntent>): FakePaymentIntent;
  webhook(type: string, intent: FakePaymentIntent | FakeRefund, secret?: string): { body: string; signature: string };
  /** POST /v1/refunds calls received. */
  refundCount(): number;
  createCount(): number;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakePaymentIntent>();
  const byIdempotencyKey = new Map<string, FakePaymentIntent>();
  const refunds = new Map<string, FakeRefund>();
  const refundsByIdempotencyKey = new Map<string, FakeRefund>();
  const refundBehaviour: FakeStripe['refundBehaviour'] = { status: 'succeeded', refuse: false, loseAnswers: false };
  const makeIntent = (fields: Partial<FakePaymentIntent>): FakePaymentIntent => {
    const id = sid('pi');
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: 100,
      amount_received: 0,
      currency: 'inr',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
      metadata: {},
      description: null,
      receipt_email: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      ...fields,
    };
    intents.set(intent.id, intent);
    return intent;
  };
  const missing = (id: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'`, param: 'intent' } },
  });

  const handle: FakeHandler = (request) => {
    if (request.headers.authorization !== `Bearer ${STRIPE_KEYS.STRIPE_SECRET_KEY}`) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    if (request.method === 'POST' && request.path === '/v1/payment_intents') {
      const key = request.headers['idempotency-key'];
      if (typeof key === 'string' && byIdempotencyKey.has(key)) return { status: 200, body: byIdempotencyKey.get(key) };
      const form = new URLSearchParams(request.body);
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]] = value;
      }
      const intent = makeIntent({
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        description: form.get('description'),
        metadata,
      });
      if (typeof key === 'string') byIdempotencyKey.set(key, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1]));
      return intent ? { status: 200, body: intent } : missing(retrieve[1]);
    }
    const capture = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(request.path);
    if (request.method === 'POST' && capture) {
      const intent = intents.get(decodeURIComponent(capture[1]));
      if (!intent) return missing(capture[1]);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return { status: 200, body: intent };
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      const key = request.headers['idempotency-key'];
      if (typeof key === 'string' && refundsByIdempotencyKey.has(key)) return { status: 200, body: refundsByIdempotencyKey.get(key) };
      if (refundBehaviour.refuse) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'This charge cannot be refunded' } } };
      const form = new URLSearchParams(request.body);
      const intentId = form.get('payment_intent') ?? '';
      const intent = intents.get(intentId);
      if (!intent) return missing(intentId);
      if (intent.status !== 'succeeded') {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent has no successful charge to refund' } } };
      }
      const refunded = [...refunds.values()].filter((r) => r.payment_intent === intentId && r.status !== 'failed' && r.status !== 'canceled').reduce((sum, r) => sum + r.amount, 0);
      const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount_received - refunded;
      if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > intent.amount_received) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount (${amount}) is greater than unrefunded amount on charge` } } };
      }
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]] = value;
      }
      const refund: FakeRefund = {
        id: sid('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intentId,
        status: refundBehaviour.status,
        metadata,
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(refund.id, refund);
      if (typeof key === 'string') refundsByIdempotencyKey.set(key, refund);
      return { status: 200, body: refund };
    }
    const retrieveRefund = /^\/v1\/refunds\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && retrieveRefund) {
      const refund = refunds.get(decodeURIComponent(retrieveRefund[1]));
      return refund
        ? { status: 200, body: refund }
        : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such refund: '${retrieveRefund[1]}'`, param: 'id' } } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` } } };
  };
  const server = await startFakeServer((request) => {
    const answer = handle(request);
    const lost = refundBehaviour.loseAnswers && request.method === 'POST' && request.path === '/v1/refunds';
    return lost ? { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } } : answer;
  });

  return {
    ...server,
    intents,
    refunds,
    refundBehaviour,
    env: { PAYMENT_GATEWAY: 'stripe', ...STRIPE_KEYS, STRIPE_API_BASE: server.baseUrl },
    succeed(intentId, overrides = {}) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      Object.assign(intent, { status: 'succeeded', amount_received: overrides.amount ?? intent.amount }, overrides);
      return intent;
    },
    addIntent: makeIntent,
    webhook(type, intent, secret = STRIPE_KEYS.STRIPE_WEBHOOK_SECRET) {
      const body = JSON.stringify({
        id: sid('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: intent },
      });
      return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    refundCount: () => server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length,
    createCount: () => server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length,
  };
}
