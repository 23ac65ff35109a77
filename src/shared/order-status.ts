/**
 * An order's two axes (docs/decisions/011-order-state-machine.md): whether it is paid, and where the goods are.
 * 'claimed': the shopper says a UPI payment straight to the shop was made (its UTR), and the owner has not yet
 * confirmed it (docs/decisions/055-upi-direct.md); not paid.
 */
export const PAYMENT_STATUSES = ['unpaid', 'claimed', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FULFILMENT_STATUSES = ['unfulfilled', 'shipped', 'delivered', 'cancelled'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** What happened to an order, in its timeline. */
export const ORDER_EVENT_TYPES = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'refund_failed',
  'paid_after_cancel',
  'payment_claimed',
  'payment_rejected',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The admin order list's status filter (`?status=`): one value of either axis. */
/** 'claimed': UPI payments to confirm (admin: 'To confirm'). */
export const ORDER_FILTERS = ['unfulfilled', 'shipped', 'delivered', 'cancelled', 'unpaid', 'claimed', 'refunded'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** The admin order list's buyer filter (`?buyer=`): business buyers (B2B, with a GSTIN) or consumers. */
export const BUYER_FILTERS = ['business', 'consumer'] as const;
export type BuyerFilter = (typeof BUYER_FILTERS)[number];

/** The spec's isPaid: money was received (some of it may have been refunded since). */
export const isPaidStatus = (status: PaymentStatus): boolean => status !== 'unpaid' && status !== 'claimed';
