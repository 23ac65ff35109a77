/** Online payment facts both sides need: which gateways exist, the one currency, the test gateway's cards. */

/** Gateways that take money online. */
export const ONLINE_GATEWAYS = ['test', 'razorpay', 'stripe'] as const;
export type OnlineGatewayName = (typeof ONLINE_GATEWAYS)[number];
/** The PAYMENT_GATEWAY setting: an online gateway, or `none` for a cash-on-delivery-only shop. */
export const PAYMENT_GATEWAYS = [...ONLINE_GATEWAYS, 'none'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** Every order is priced in rupees; a payment in anything else never pays an order. */
export const PAYMENT_CURRENCY = 'INR';

/** The test gateway's card numbers, shown on the order page in test mode. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const CARD_NUMBER_INVALID_MESSAGE = 'Your card number is incorrect. Use a test card: 4242 4242 4242 4242.';
