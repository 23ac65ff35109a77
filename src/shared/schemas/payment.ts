import { z } from 'zod';
import { UTR_RULE } from '../upi.js';
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


/**
 * GET /api/orders/{id}/upi-payment: how to pay an order by UPI straight to the shop (docs/decisions/055-upi-direct.md):
 * the `upi://pay` link a UPI app opens, the same link as a QR code (SVG), and what it asks for in words.
 */
export const upiPaymentOutput = z.object({
  link: z.string().describe('upi://pay?pa=<UPI ID>&pn=<payee>&am=<total, exact to the paisa>&cu=INR&tn=<order number>'),
  qrSvg: z.string().describe('The link as a QR code, an SVG document'),
  payee: z.string(),
  payeeName: z.string(),
  amount: z.string().describe("The total as a shopper reads it: 'Rs 1,234.50/-'"),
  note: z.string().describe('The order number, which the UPI app shows as the payment note'),
});
export type UpiPaymentOutput = z.infer<typeof upiPaymentOutput>;

const utr = z.string({ error: UTR_RULE }).max(40, UTR_RULE);
const adminNote = z.string({ error: 'The note must be text' }).max(500, 'The note is at most 500 characters');

/** POST /api/orders/{id}/upi-payment: the UPI reference (UTR, 12 digits) of the payment the customer made. */
export const upiClaimInput = z.object({ id: idSchema, utr });
/** POST /api/orders/link/{token}/upi-payment: the same, through a guest order's private link. */
export const upiLinkClaimInput = z.object({ token: z.string().min(1).max(200), utr });
/** PUT /api/orders/{id}/upi-payment/confirm (admin): the payment is in the shop's account. */
export const upiConfirmInput = z.object({ id: idSchema, note: adminNote.optional() });
/** PUT /api/orders/{id}/upi-payment/reject (admin): no such payment; the note tells the customer why. */
export const upiRejectInput = z.object({ id: idSchema, note: adminNote.min(1, 'Say why the payment was not accepted: the customer reads it') });
