/**
 * A local stand-in for Razorpay's REST API (Orders, Payments and Refunds), enough for the shop's adapter: Basic
 * auth, amounts in paise, unknown ids answered as Razorpay does, and the real signature algorithms (HMAC-SHA256).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeRequest, type FakeServer } from './fake-http.js';

export const RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_FakeKeyId123',
  RAZORPAY_KEY_SECRET: 'fake-razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'fake-razorpay-webhook-secret',
};

export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: string;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakeRazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string | null;
  captured: boolean;
  email: string;
  contact: string;
  method: string;
  created_at: number;
}

export interface FakeRazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  notes: Record<string, string>;
  created_at: number;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const notFound = { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } } };

export interface FakeRazorpay extends FakeServer {
  orders: Map<string, FakeRazorpayOrder>;
  payments: Map<string, FakeRazorpayPayment>;
  refunds: Map<string, FakeRazorpayRefund>;
  /**
   * The status new refunds get ('processed' unless a test says otherwise); `refuse` makes the API reject them;
   * `loseAnswers` carries refund calls out but answers 504, as a proxy does when the answer comes too late.
   */
  refundBehaviour: { status: FakeRazorpayRefund['status']; refuse: boolean; loseAnswers: boolean };
  /** The env that points the shop at this fake. */
  env: Record<string, string>;
  /** A shopper paying in Checkout: a payment on a Razorpay order (captured unless told otherwise). */
  pay(orderId: string, overrides?: Partial<FakeRazorpayPayment>): { payment: FakeRazorpayPayment; signature: string };
  /** A webhook body and its X-Razorpay-Signature, signed with the webhook secret. */
  webhook(event: string, payment: FakeRazorpayPayment, secret?: string): { body: string; signature: string };
  /** A refund webhook (refund.processed, refund.failed, …) for a refund, signed like the others. */
  refundWebhook(event: string, refund: FakeRazorpayRefund, secret?: string): { body: string; signature: string };
  /** POST /v1/payments/{id}/refund calls received. */
  refundCount(): number;
  createCount(): number;
}

export function checkoutSignature(razorpayOrderId: string, paymentId: string, secret = RAZORPAY_KEYS.RAZORPAY_KEY_SECRET): string {
  return createHmac('sha256', secret).update(`${razorpayOrderId}|${paymentId}`).digest('hex');
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeRazorpayOrder>();
  const payments = new Map<string, FakeRazorpayPayment>();
  const refunds = new Map<string, FakeRazorpayRefund>();
  const refundsByIdempotencyKey = new Map<string, FakeRazorpayRefund>();
  const refundBehaviour: FakeRazorpay['refundBehaviour'] = { status: 'processed', refuse: false, loseAnswers: false };
  const expectedAuth = `Basic ${Buffer.from(`${RAZORPAY_KEYS.RAZORPAY_KEY_ID}:${RAZORPAY_KEYS.RAZORPAY_KEY_SECRET}`).toString('base64')}`;

  /** POST /v1/payments/{id}/refund, carried out. */
  function makeRefund(paymentId: string, request: FakeRequest): { status: number; body: unknown } {
    const payment = payments.get(paymentId);
    if (!payment) return notFound;
    const key = request.headers['x-refund-idempotency'];
    if (typeof key === 'string' && refundsByIdempotencyKey.has(key)) return { status: 200, body: refundsByIdempotencyKey.get(key) };
    if (refundBehaviour.refuse) return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Refunds are not allowed on this account' } } };
    const body = JSON.parse(request.body) as { amount?: number; notes?: Record<string, string> };
    const refunded = [...refunds.values()].filter((r) => r.payment_id === payment.id && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount ?? payment.amount - refunded;
    if (payment.status !== 'captured' && payment.status !== 'refunded') {
      return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has not been captured' } } };
    }
    if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > payment.amount) {
      return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } } };
    }
    const made: FakeRazorpayRefund = {
      id: rid('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      status: refundBehaviour.status,
      notes: body.notes ?? {},
      created_at: Math.floor(Date.now() / 1000),
    };
    refunds.set(made.id, made);
    if (typeof key === 'string') refundsByIdempotencyKey.set(key, made);
    return { status: 200, body: made };
  }

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== expectedAuth) {
      return { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } };
    }
    if (request.method === 'POST' && request.path === '/v1/orders') {
      const body = JSON.parse(request.body) as { amount: number; currency: string; receipt?: string; notes?: Record<string, string> };
      if (!Number.isInteger(body.amount) || body.amount < 100) {
        return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } } };
      }
      const order: FakeRazorpayOrder = {
        id: rid('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt ?? null,
        status: 'created',
        notes: body.notes ?? {},
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return { status: 200, body: order };
    }
    const fetchPayment = /^\/v1\/payments\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && fetchPayment) {
      const payment = payments.get(decodeURIComponent(fetchPayment[1]));
      return payment ? { status: 200, body: payment } : notFound;
    }
    const capture = /^\/v1\/payments\/([^/]+)\/capture$/.exec(request.path);
    if (request.method === 'POST' && capture) {
      const payment = payments.get(decodeURIComponent(capture[1]));
      if (!payment) return notFound;
      const body = JSON.parse(request.body) as { amount: number; currency: string };
      if (payment.status !== 'authorized') {
        return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'This payment has already been captured' } } };
      }
      if (body.amount !== payment.amount || body.currency !== payment.currency) {
        return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Capture amount must be equal to the amount authorized' } } };
      }
      payment.status = 'captured';
      payment.captured = true;
      return { status: 200, body: payment };
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.path);
    if (request.method === 'POST' && refund) {
      const answer = makeRefund(decodeURIComponent(refund[1]), request);
      return refundBehaviour.loseAnswers ? { status: 504, body: { error: { code: 'GATEWAY_ERROR', description: 'Gateway Timeout' } } } : answer;
    }
    const fetchRefund = /^\/v1\/refunds\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && fetchRefund) {
      const found = refunds.get(decodeURIComponent(fetchRefund[1]));
      return found ? { status: 200, body: found } : notFound;
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', description: 'The requested URL was not found on the server.' } } };
  });

  return {
    ...server,
    orders,
    payments,
    refunds,
    refundBehaviour,
    env: { PAYMENT_GATEWAY: 'razorpay', ...RAZORPAY_KEYS, RAZORPAY_API_BASE: server.baseUrl },
    pay(orderId, overrides = {}) {
      const order = orders.get(orderId);
      const payment: FakeRazorpayPayment = {
        id: rid('pay'),
        entity: 'payment',
        amount: order?.amount ?? 100,
        currency: order?.currency ?? 'INR',
        status: 'captured',
        order_id: orderId,
        captured: true,
        email: 'shopper@example.com',
        contact: '+919000090000',
        method: 'upi',
        created_at: Math.floor(Date.now() / 1000),
        ...overrides,
      };
      payment.captured = payment.status === 'captured';
      payments.set(payment.id, payment);
      return { payment, signature: checkoutSignature(payment.order_id ?? orderId, payment.id) };
    },
    webhook(event, payment, secret = RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount',
        event,
        contains: ['payment'],
        payload: { payment: { entity: payment } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
    },
    refundWebhook(event, refund, secret = RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET) {
      const payment = payments.get(refund.payment_id);
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount',
        event,
        contains: ['refund', 'payment'],
        payload: { refund: { entity: refund }, ...(payment ? { payment: { entity: payment } } : {}) },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
    },
    refundCount: () => server.requests.filter((r) => r.method === 'POST' && /^\/v1\/payments\/[^/]+\/refund$/.test(r.path)).length,
    createCount: () => server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders').length,
  };
}
