/** Business constants of the shop (docs/spec.md §9). Both the server and the client import them from here. */

/** GST slabs since 22 September 2025, in percent (0.25% and 3% for precious stones and metals). */
export const GST_RATES = [0, 0.25, 3, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];
/** The spec's 18%: every product's rate unless its admin chooses another. */
export const DEFAULT_GST_RATE: GstRate = 18;
/** A rate in basis points (18% = 1800, 0.25% = 25), so tax arithmetic stays in integers. */
export const gstBasisPoints = (ratePercent: number): number => Math.round(ratePercent * 100);
/** HSN codes on products and invoices: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;
export const SHIPPING_PRICE_PAISE = 0;

/**
 * 'Razorpay': online through the shop's gateway (whichever it is); 'UPI': by UPI straight to the shop's own
 * UPI ID, confirmed by the owner (docs/decisions/055-upi-direct.md).
 */
export const PAYMENT_METHODS = ['COD', 'Razorpay', 'UPI'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'COD';
export const DEFAULT_COUNTRY = 'India';

export const FIRST_ORDER_DISCOUNT_PERCENT = 15;

/** The shop's name until the store settings let an owner choose their own. */
export const SHOP_NAME = 'Rupee Shop';
/** The picture of a product that has none of its own yet (a new draft); never published. */
export const PLACEHOLDER_IMAGE = '/images/sample.svg';

export const TOP_PRODUCTS_LIMIT = 5;
/**
 * Categories (by id: four of the six the shop started with) the carousel takes one best-rated product from,
 * those of them the shop still has, before filling with others.
 */
export const TOP_PRODUCT_CATEGORIES: readonly string[] = ['Electronics', 'Footwear', 'Bags', 'Fashion'];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;
/** Highest product price accepted, in paise (Rs 1 crore): keeps totals far from integer limits. */
export const MAX_PRICE_PAISE = 1_00_00_000_00;
export const MAX_STOCK = 1_000_000;
export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 1000;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Uploaded pictures larger than this (25 megapixels) are refused before they are decoded. */
export const MAX_IMAGE_PIXELS = 25_000_000;

export const RATING_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: '1 - Poor',
  2: '2 - Fair',
  3: '3 - Good',
  4: '4 - Very Good',
  5: '5 - Excellent',
};

/** How a product list may be sorted (the search page defaults to relevance, a category to newest). */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
