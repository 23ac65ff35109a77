import { z } from 'zod';
import { PAYMENT_GATEWAYS } from '../payments.js';
import { idSchema } from './common.js';

export const paymentGatewaySchema = z.enum(PAYMENT_GATEWAYS);

/** GET /api/payments/config: which widget the order page shows, and the public key it needs. */
export const paymentConfigOutput = z.object({
  gateway: paymentGatewaySchema,
  /** No real money moves: the offline test gateway, or a gateway with its test keys. */
  testMode: z.boolean(),
  currency: z.literal('INR'),
  /** Razorpay's Key Id (razorpay only). */
  razorpayKeyId: z.string().nullable(),
  /** Stripe's publishable key (stripe only). */
  stripePublishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigOutput>;

const started = {
  orderId: z.string(),
  /** What the gateway will collect, in paise (Razorpay Checkout's and Stripe's `amount`). */
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
};

/** POST /api/orders/{id}/payment: the gateway's handles for the order page's widget. */
export const startPaymentOutput = z.discriminatedUnion('gateway', [
  z.object({ gateway: z.literal('test'), ...started, paymentId: z.string() }),
  z.object({ gateway: z.literal('razorpay'), ...started, keyId: z.string(), razorpayOrderId: z.string() }),
  z.object({ gateway: z.literal('stripe'), ...started, publishableKey: z.string(), paymentIntentId: z.string(), clientSecret: z.string() }),
]);
export type StartPaymentOutput = z.infer<typeof startPaymentOutput>;

const optionalText = z.string().max(500).optional();

/**
 * PUT /api/orders/{orderId}/pay: the spec's payment result. Only `id` (the gateway's payment id) is used; the
 * server asks the gateway for everything else. Razorpay Checkout's signature is checked when sent.
 */
export const payOrderInput = z.object({
  orderId: idSchema,
  id: z.string({ error: 'Payment id is required' }).trim().min(1, 'Payment id is required').max(200, 'Payment id is too long'),
  status: optionalText,
  update_time: optionalText,
  email_address: optionalText,
  razorpay_payment_id: optionalText,
  razorpay_order_id: optionalText,
  razorpay_signature: optionalText,
});
export type PayOrderInput = z.input<typeof payOrderInput>;

const cardField = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/** POST /api/payments/test/confirm: the test gateway's card form. */
export const testConfirmInput = z.object({
  paymentId: cardField('Payment id', 100),
  cardNumber: cardField('Card number', 40),
  expiry: cardField('Expiry date', 10),
  cvc: cardField('CVC', 10),
});

