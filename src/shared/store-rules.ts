/**
 * The store settings that limit cash on delivery, say what happens to a review whose purchase was cancelled
 * or refunded, and how checkout and carts work (guests, abandoned carts, reminders), with their defaults:
 * shared by the database schema (column defaults), the server (a shop that never saved its settings) and the
 * API's schemas (docs/decisions/023-cod-limits-and-verified-reviews.md, 038-guest-checkout.md,
 * 039-abandoned-carts.md).
 */
export const UNVERIFIED_REVIEW_MODES = ['hide', 'show'] as const;
export type UnverifiedReviewMode = (typeof UNVERIFIED_REVIEW_MODES)[number];

export const STORE_RULE_DEFAULTS = {
  /** Cash-on-delivery orders not yet shipped, per account. */
  codMaxOpenOrdersPerAccount: 3,
  /** Cash-on-delivery orders not yet shipped, per delivery address (pincode and address line). */
  codMaxOpenOrdersPerAddress: 3,
  /** Units of one product ordered cash on delivery per day (Asia/Kolkata), per account and per delivery address. */
  codMaxUnitsPerProductPerDay: 10,
  /** A review whose purchase was cancelled or refunded: hidden from shoppers, or shown without the mark. */
  unverifiedReviews: 'hide' as UnverifiedReviewMode,
  /** A visitor may check out with an e-mail and a mobile number, without an account. */
  guestCheckout: true,
  /** A known shopper's cart untouched for this many hours counts as abandoned (ABANDONED_CART_HOURS). */
  abandonedCartHours: 4,
  /** Each abandoned cart's shopper gets one reminder e-mail. */
  cartReminders: false,
  /**
   * Hours the shop has to confirm a UPI payment a customer says they made before the order is cancelled
   * unconfirmed and its stock freed (docs/decisions/055-upi-direct.md).
   */
  upiConfirmHours: 48,
};

/** The most an owner can set the limits to: far above any real household, still a limit. */
export const MAX_COD_OPEN_ORDERS_SETTING = 1000;
export const MAX_COD_UNITS_SETTING = 100_000;
/** A cart untouched for 30 days is long abandoned. */
export const MAX_ABANDONED_CART_HOURS = 720;
/** A week: longer, and stock stays held for a payment nobody has checked. */
export const MAX_UPI_CONFIRM_HOURS = 168;
