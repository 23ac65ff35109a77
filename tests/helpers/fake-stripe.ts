/**
 * A local stand-in for Stripe's PaymentIntents API, enough for the stripe SDK pointed at it with
 * { host, port, protocol }: form-encoded bodies, Bearer auth, Idempotency-Key replay, resource_missing for
 * unknown ids. Webhooks are signed with the SDK's own test header (the real Stripe-Signature scheme).
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { startFakeServer, type FakeServer } from './fake-http.js';

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

const sid = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export interface FakeStripe extends FakeServer {
  intents: Map<string, FakePaymentIntent>;
  env: Record<string, string>;
  /** Stripe.js confirming the card: the intent succeeds (for its own amount unless told otherwise). */
  succeed(intentId: string, overrides?: Partial<FakePaymentIntent>): FakePaymentIntent;
  /** An intent made outside the shop, e.g. for another amount or currency. */
  addIntent(fields: Partial<FakePaymentIntent>): FakePaymentIntent;
  webhook(type: string, intent: FakePaymentIntent, secret?: string): { body: string; signature: string };
  createCount(): number;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakePaymentIntent>();
  const byIdempotencyKey = new Map<string, FakePaymentIntent>();
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

  const server = await startFakeServer((request) => {
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
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` } } };
  });

  return {
    ...server,
    intents,
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
    createCount: () => server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length,
  };
}
