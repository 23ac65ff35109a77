/**
 * The shop's tables. Money columns hold integer paise; timestamps are milliseconds since the epoch.
 * Migrations in ../migrations are generated from this file by `npm run db:generate` (drizzle-kit).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { GST_RATES, gstBasisPoints, PAYMENT_METHODS } from '../src/shared/constants.js';
import { FULFILMENT_STATUSES, ORDER_EVENT_TYPES, PAYMENT_STATUSES } from '../src/shared/order-status.js';
import { ONLINE_GATEWAYS } from '../src/shared/payments.js';
import { POLICY_SLUGS } from '../src/shared/policy-pages.js';
import { MAX_DELIVERY_DAYS, SERVICEABLE_AREAS } from '../src/shared/shipping.js';
import { MAX_ABANDONED_CART_HOURS, MAX_UPI_CONFIRM_HOURS, MAX_COD_OPEN_ORDERS_SETTING, MAX_COD_UNITS_SETTING, STORE_RULE_DEFAULTS, UNVERIFIED_REVIEW_MODES } from '../src/shared/store-rules.js';

/** `(…)` of numbers for an `in` CHECK. */
export function sqlNumberList(values: readonly number[]) {
  return sql.raw(`(${values.map((v) => String(Math.trunc(v))).join(', ')})`);
}

/** `(…)` of quoted values for an `in` CHECK, made from the shared constants so the two lists never differ. */
export function sqlValueList(values: readonly string[]) {
  return sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);
}

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Trimmed and lower-cased, so comparisons are case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
    /**
     * Carried in every token and checked on every request: bumping it ends every session of this user
     * (password or e-mail change, promotion, demotion, "sign out everywhere").
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The language the shopper registered in or chose last ('en', 'hi'): account e-mails are written in it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_created_at_idx').on(t.createdAt)],
);

/** A customer's saved delivery addresses (the address book): at most MAX_SAVED_ADDRESSES each, one of them the default. */
export const userAddresses = sqliteTable(
  'user_addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    /** 10 digits (src/shared/phone.ts). */
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.createdAt),
    // At most one default per customer.
    uniqueIndex('user_addresses_default_unique').on(t.userId).where(sql`is_default = 1`),
  ],
);

/**
 * A shopper's cart kept on the server, so it follows them from device to device and the owner can see carts
 * left behind. `items` is JSON, `[{ "product": id, "qty": n }]`, in the order the lines were added; prices and
 * stock are read from the products whenever the cart is shown.
 */
export const carts = sqliteTable(
  'carts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    items: text('items').notNull().default('[]'),
    /** When the shopper last changed it. */
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the one reminder about this cart left, if it did. */
    remindedAt: integer('reminded_at', { mode: 'timestamp_ms' }),
    /** The key of the last browser cart merged in: the same merge sent again (its answer lost) adds nothing twice. */
    mergeKey: text('merge_key'),
    /** A guest's cart (no account): the random key the browser keeps, and the contact the guest gave at checkout. */
    guestKey: text('guest_key'),
    email: text('email'),
    phone: text('phone'),
    /** Random, in the reminder's links (back to the cart; no more reminders), so they work without signing in. */
    reminderKey: text('reminder_key'),
    /** The language of the page the cart was last saved from ('en', 'hi'): its reminder is written in it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('carts_user_unique').on(t.userId),
    uniqueIndex('carts_guest_key_unique').on(t.guestKey),
    uniqueIndex('carts_reminder_key_unique').on(t.reminderKey),
    index('carts_updated_idx').on(t.updatedAt),
  ],
);

/**
 * The shop's categories, made by the owner (docs/decisions/044-owner-categories.md). `id` is the key products
 * keep and never changes: the six categories the shop started with keep their names as ids ('Fashion', …),
 * so products and clients from before know them; the name and the slug in the address may change. One level
 * of nesting: a category with a parent has no children of its own.
 */
export const categories = sqliteTable(
  'categories',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The name and description in Hindi, shown on the Hindi pages; empty for none (the English is shown). */
    nameHi: text('name_hi').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    /** A photo for the featured categories and the category's page; null for none. */
    image: text('image'),
    parentId: text('parent_id').references((): AnySQLiteColumn => categories.id),
    /** The owner's order among its siblings. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`),
    index('categories_parent_idx').on(t.parentId, t.position),
  ],
);

/** A category's earlier slugs: their addresses redirect to the category's page. */
export const categoryRedirects = sqliteTable('category_redirects', {
  slug: text('slug').primaryKey(),
  categoryId: text('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const products = sqliteTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The first of the product's photos (product_images), or its only one when it has no rows there. */
    image: text('image').notNull(),
    brand: text('brand').notNull(),
    /** The category's id (categories.id). */
    category: text('category')
      .notNull()
      .references(() => categories.id),
    description: text('description').notNull(),
    /**
     * The name and description in Hindi, shown on the Hindi pages and found by search; empty for none (the
     * English is shown then: docs/decisions/056-languages.md).
     */
    nameHi: text('name_hi').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    /** Maximum retail price, inclusive of all taxes, at or above the price; null when the owner gives none. */
    mrpPaise: integer('mrp_paise'),
    /** The dearest variant's price: above pricePaise when the variants' prices differ ('from Rs 499'). */
    maxPricePaise: integer('max_price_paise').notNull().default(0),
    countInStock: integer('count_in_stock').notNull().default(0),
    rating: real('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    /** Drafts (false) are invisible to shoppers: lists, search, top products, the product page, ordering. */
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(true),
    /** GST rate in basis points (1800 = 18%): one of the slabs in src/shared/constants.ts. */
    gstRateBp: integer('gst_rate_bp').notNull().default(1800),
    /** HSN code (4, 6 or 8 digits) printed on tax invoices. */
    hsnCode: text('hsn_code'),
    /** The shop's own product code: CSV imports update the product with the same SKU. */
    sku: text('sku'),
    /** The dashboard lists the product as running out at or below this many in stock. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /**
     * Up to three options (Size, Colour, …) with their values in the owner's order, as JSON:
     * `[{ "name": "Size", "values": [{ "value": "M" }, …] }, { "name": "Colour", "values": [{ "value": "Indigo", "colour": "#3f4a8a" }] }]`.
     * Empty for a product sold one way only. Price, MRP and stock above are its variants' (docs/decisions/043-variants.md).
     */
    options: text('options').notNull().default('[]'),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_created_at_idx').on(t.createdAt, t.id),
    uniqueIndex('products_sku_unique').on(t.sku),
    // The dashboard's "running out" list: fewest left first, then by name, read straight off the index.
    index('products_low_stock_idx')
      .on(sql`(${t.countInStock} - ${t.lowStockThreshold})`, t.name)
      .where(sql`is_published = 1`),
    index('products_category_idx').on(t.category, t.createdAt, t.id),
    // Best-rated first (the carousel), overall and per category, without sorting the whole table.
    index('products_rating_idx').on(t.rating, t.numReviews, t.createdAt, t.id),
    index('products_category_rating_idx').on(t.category, t.rating, t.numReviews, t.createdAt, t.id),
    // The storefront's lists, sorts, brand filter and brand counts over published products only, walked in
    // order without sorting or looking at drafts (docs/decisions/012-search-index.md).
    index('products_shop_newest_idx').on(t.createdAt, t.id).where(sql`is_published = 1`),
    index('products_shop_category_idx').on(t.category, t.createdAt, t.id).where(sql`is_published = 1`),
    index('products_shop_price_idx').on(t.pricePaise, t.createdAt, t.id).where(sql`is_published = 1`),
    index('products_shop_category_price_idx').on(t.category, t.pricePaise, t.createdAt, t.id).where(sql`is_published = 1`),
    index('products_shop_brand_idx').on(t.brand, t.createdAt, t.id).where(sql`is_published = 1`),
    index('products_shop_category_brand_idx').on(t.category, t.brand).where(sql`is_published = 1`),
    check('products_price_check', sql`${t.pricePaise} >= 0`),
    check('products_stock_check', sql`${t.countInStock} >= 0`),
    check('products_gst_rate_check', sql`${t.gstRateBp} in ${sqlNumberList(GST_RATES.map(gstBasisPoints))}`),
  ],
);

/**
 * What the shopper picks and the stock is kept by: one row per combination of the product's option values that
 * exists (option1..3 follow products.options), or one row without values for a product sold one way only,
 * whose id is the product's own. The product's price and MRP (its cheapest variant's) and its stock (the sum)
 * follow these rows by the triggers in migrations/0028_variants_photos_categories.sql
 * (docs/decisions/043-variants.md).
 */
export const productVariants = sqliteTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    option1: text('option1'),
    option2: text('option2'),
    option3: text('option3'),
    sku: text('sku'),
    pricePaise: integer('price_paise').notNull(),
    mrpPaise: integer('mrp_paise'),
    countInStock: integer('count_in_stock').notNull().default(0),
    barcode: text('barcode'),
    weightGrams: integer('weight_grams'),
    /** The product's photos (product_images ids, in order) shown when this variant is chosen; empty: all of them. */
    imageIds: text('image_ids').notNull().default('[]'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_sku_unique').on(t.sku),
    check('product_variants_price_check', sql`${t.pricePaise} >= 0`),
    check('product_variants_stock_check', sql`${t.countInStock} >= 0`),
    check('product_variants_weight_check', sql`${t.weightGrams} is null or ${t.weightGrams} >= 0`),
  ],
);

/**
 * Each option value a product offers, one row per (product, option, value): what the list's option facets
 * count and `?option.Size=M` filters by. Written with products.options, by the same function.
 */
export const productOptionValues = sqliteTable(
  'product_option_values',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.name, t.value] }), index('product_option_values_value_idx').on(t.name, t.value, t.productId)],
);

/** A product's photos in the owner's order (at most 10); the first is also products.image. */
export const productImages = sqliteTable(
  'product_images',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the reviewer's account is deleted; the review and its name stay. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /**
     * The reviewer holds a paid or delivered unit of the product. Cleared when a cancellation or refund takes
     * the last one away (then purchaseWithdrawnAt is set), set again if they buy it again.
     */
    verifiedPurchase: integer('verified_purchase', { mode: 'boolean' }).notNull().default(false),
    /**
     * When the purchase behind a verified review was cancelled or refunded: such a review does not count in
     * the rating and is hidden or shown unverified as the store settings say. Null for every other review.
     */
    purchaseWithdrawnAt: integer('purchase_withdrawn_at', { mode: 'timestamp_ms' }),
    /** Hidden by an admin: not shown and not counted in the product's rating. */
    isHidden: integer('is_hidden', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_unique').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A promo code: a percentage (with an optional cap) or a fixed amount off the items, with the conditions
 * under which it applies. Its uses are the orders that carry it and were not cancelled.
 */
export const promotions = sqliteTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    /** Letters and digits, stored in capitals: codes are matched without regard to case. */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** Percent (1–90) for `percent`, paise for `fixed`. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    firstOrderOnly: integer('first_order_only', { mode: 'boolean' }).notNull().default(false),
    /** Asia/Kolkata dates, inclusive: 'YYYY-MM-DD'. */
    validFrom: text('valid_from'),
    validUntil: text('valid_until'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('promotions_code_unique').on(t.code),
    check('promotions_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('promotions_value_check', sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 90)`),
  ],
);

export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** Null once the buyer's account is deleted; the snapshot below keeps who bought it. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    /** Who receives the parcel, and the mobile number the courier calls (10 digits); null on orders placed without them. */
    recipientName: text('recipient_name'),
    phone: text('phone'),
    /** Address line 1; line 2 (or a landmark) below it, if any. */
    address: text('address').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    /** The delivery address as the cash-on-delivery limits compare it (src/server/orders/cod-limits.ts). */
    addressKey: text('address_key').notNull().default(''),
    paymentMethod: text('payment_method').notNull(),
    itemsPricePaise: integer('items_price_paise').notNull(),
    taxPricePaise: integer('tax_price_paise').notNull(),
    shippingPricePaise: integer('shipping_price_paise').notNull(),
    totalPricePaise: integer('total_price_paise').notNull(),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    /** JSON of the verified payment: gateway, payment id, status, update_time, email_address. */
    paymentResult: text('payment_result'),
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
    /** The two axes of the order's state; only src/server/orders/order-state-machine.ts changes them. */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    fulfilmentStatus: text('fulfilment_status').notNull().default('unfulfilled'),
    /** Paise refunded so far (reserved while a refund is with the gateway); never more than the total. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /**
     * An unpaid online order is cancelled, and its stock released, once this passes (PAYMENT_WINDOW_MINUTES); a
     * claimed UPI payment the shop has not confirmed, once the store's confirmation window passes.
     */
    paymentDueAt: integer('payment_due_at', { mode: 'timestamp_ms' }),
    /**
     * A UPI payment straight to the shop: the payment's reference (UTR, 12 digits) the customer gave, and when
     * (docs/decisions/055-upi-direct.md). One UTR pays one order; cleared when the shop finds no such payment.
     */
    upiUtr: text('upi_utr'),
    paymentClaimedAt: integer('payment_claimed_at', { mode: 'timestamp_ms' }),
    shippedAt: integer('shipped_at', { mode: 'timestamp_ms' }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    cancelReason: text('cancel_reason'),
    /** The promotion whose code the order used; a promotion that orders used cannot be deleted, only deactivated. */
    promotionId: text('promotion_id').references(() => promotions.id),
    promoCode: text('promo_code'),
    discountPricePaise: integer('discount_price_paise').notNull().default(0),
    /** GST place of supply: the delivery state's code, and whether it is the shop's own state (CGST + SGST). */
    placeOfSupplyCode: text('place_of_supply_code'),
    intraState: integer('intra_state', { mode: 'boolean' }),
    /**
     * The tax invoice (or receipt) number, issued once: when an online order is paid, when a cash-on-delivery
     * order ships (docs/decisions/047-credit-notes-and-gstr1.md).
     */
    invoiceNumber: text('invoice_number'),
    invoiceKind: text('invoice_kind'),
    invoiceIssuedAt: integer('invoice_issued_at', { mode: 'timestamp_ms' }),
    /** The supplier as the invoice names it, frozen when it is issued (JSON). */
    invoiceSupplier: text('invoice_supplier'),
    /**
     * The order's number as people quote it ('RS-10001'): the store's prefix when it was placed and the
     * shop's next number in the 'order' series (invoice_series), given in the order's own transaction.
     */
    orderNumber: text('order_number'),
    /** The number alone (10001), for the admin search by number. */
    orderSeq: integer('order_seq'),
    /** The cash-on-delivery fee charged (0 when none). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /**
     * Delivery and the COD fee are charged GST at the highest rate among the order's lines (the principal
     * supply of a composite supply): that rate, and the tax on each; null rate on orders placed before.
     */
    chargesGstRateBp: integer('charges_gst_rate_bp'),
    shippingTaxPaise: integer('shipping_tax_paise').notNull().default(0),
    codFeeTaxPaise: integer('cod_fee_tax_paise').notNull().default(0),
    /** A cash-on-delivery total rounded to the rupee: what was added (or taken, when negative) to get there. */
    roundOffPaise: integer('round_off_paise').notNull().default(0),
    /** Whether the prices the order was placed at included GST (the store setting then). */
    pricesIncludeGst: integer('prices_include_gst', { mode: 'boolean' }).notNull().default(false),
    /** Placed without an account (guest checkout); stays true after an account takes the order over. */
    placedAsGuest: integer('placed_as_guest', { mode: 'boolean' }).notNull().default(false),
    /**
     * A business buyer's GSTIN and name (a B2B sale): its state code is the place of supply, and the invoice
     * names both. Null for a consumer.
     */
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
    /** The client address a guest order came from: guests' limits are counted per address too. */
    clientIp: text('client_ip'),
    /** The language the order was placed in ('en', 'hi'): the customer's e-mails about it are written in it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // A guest's limits are counted per e-mail, per mobile number and per client address.
    index('orders_user_email_idx').on(t.userEmail, t.createdAt),
    index('orders_phone_idx').on(t.phone, t.createdAt),
    index('orders_client_ip_idx').on(t.clientIp, t.createdAt),
    uniqueIndex('orders_order_seq_unique').on(t.orderSeq),
    // The admin list's order (newest first, id breaking ties) read off the index alone, so a deep page is
    // skipped through the index without visiting the orders (docs/decisions/018-admin-lists.md).
    index('orders_created_idx').on(t.createdAt, t.id),
    // Revenue by day read off the index alone, without visiting the orders. Partial: an order placed unpaid (cash
    // on delivery, UPI to confirm) adds nothing to it until paid (docs/decisions/053-checkout-throughput.md).
    index('orders_paid_at_idx').on(t.paidAt, t.totalPricePaise, t.refundedPaise).where(sql`paid_at is not null`),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt, t.id),
    index('orders_fulfilment_status_idx').on(t.fulfilmentStatus, t.createdAt, t.id),
    // A promo code's uses; an order without one adds nothing to it.
    index('orders_promotion_idx').on(t.promotionId, t.userId).where(sql`promotion_id is not null`),
    // The cash-on-delivery limits per delivery address: its open orders, and today's.
    index('orders_address_key_idx').on(t.addressKey, t.createdAt),
    uniqueIndex('orders_invoice_number_unique').on(t.invoiceNumber),
    // The GST returns: a period's invoices by their date; the admin list's B2B filter.
    index('orders_invoice_issued_idx').on(t.invoiceIssuedAt).where(sql`invoice_number is not null`),
    index('orders_b2b_created_idx').on(t.createdAt, t.id).where(sql`buyer_gstin is not null`),
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`payment_status in ('unpaid', 'claimed') and payment_due_at is not null`),
    uniqueIndex('orders_upi_utr_unique').on(t.upiUtr).where(sql`upi_utr is not null`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ${sqlValueList(PAYMENT_METHODS)}`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ${sqlValueList(PAYMENT_STATUSES)}`),
    check('orders_fulfilment_status_check', sql`${t.fulfilmentStatus} in ${sqlValueList(FULFILMENT_STATUSES)}`),
    check('orders_refunded_check', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.totalPricePaise}`),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted; name, image and price are a snapshot taken at order time. */
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The variant bought (its stock moves); null once it is deleted. Its title and SKU are a snapshot too. */
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** 'Size: M · Colour: Indigo'; null for a product sold one way only. */
    variantTitle: text('variant_title'),
    sku: text('sku'),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    pricePaise: integer('price_paise').notNull(),
    qty: integer('qty').notNull(),
    /** Units put back into stock (by a refund with restock, or the cancellation); never more than qty. */
    restockedQty: integer('restocked_qty').notNull().default(0),
    /** The line's GST as it was charged: rate (basis points), HSN, its share of the discount, taxable value, tax and its split. */
    gstRateBp: integer('gst_rate_bp').notNull().default(1800),
    hsnCode: text('hsn_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    taxablePaise: integer('taxable_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull().default(0),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_qty_check', sql`${t.qty} >= 1`),
    check('order_items_restocked_check', sql`${t.restockedQty} >= 0 and ${t.restockedQty} <= ${t.qty}`),
  ],
);

/** An order's timeline: every change of state, who made it (a user id, 'system' or a gateway) and why. */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at), check('order_events_type_check', sql`${t.type} in ${sqlValueList(ORDER_EVENT_TYPES)}`)],
);

/**
 * Money given back. A refund is `pending` while the gateway is asked (its amount already counted in the
 * order's refunded_paise, so concurrent refunds can never exceed what was paid), then `succeeded`.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /** The gateway that paid it back, or 'cash' for a cash-on-delivery order refunded by hand. */
    gateway: text('gateway').notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    status: text('status').notNull().default('pending'),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('refunds_gateway_refund_unique').on(t.gateway, t.gatewayRefundId),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * A credit note (CGST Act Section 34) against an order's tax invoice: issued in the transaction that cancels
 * the order or records a refund, numbered from its own series per financial year ('CN/2026-27/0001'). It
 * reverses, line by line, the taxable value and the GST the invoice charged (all of what is left for a
 * cancellation, the refunded share for a refund). Withdrawn (cancelled_at) when the refund it records is
 * reported failed by the gateway (docs/decisions/047-credit-notes-and-gstr1.md).
 */
export const creditNotes = sqliteTable(
  'credit_notes',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The refund it records; null for the cancellation of an order that was never paid. */
    refundId: text('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** 'cancellation' or 'refund'. */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    /** Goods came back (a cancellation, or a refund that restocked units); else a credit for value only. */
    goodsReturned: integer('goods_returned', { mode: 'boolean' }).notNull(),
    issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
    /** The sums of its lines; round_off is the part of the value that is the invoice's rounding to the rupee. */
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    roundOffPaise: integer('round_off_paise').notNull().default(0),
    /** The note's value: taxable + GST + round-off (what the buyer is credited). */
    totalPaise: integer('total_paise').notNull(),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('credit_notes_number_unique').on(t.number),
    index('credit_notes_order_idx').on(t.orderId, t.issuedAt),
    index('credit_notes_issued_idx').on(t.issuedAt),
    index('credit_notes_refund_idx').on(t.refundId),
    check('credit_notes_kind_check', sql`${t.kind} in ('cancellation', 'refund')`),
  ],
);

/**
 * A credit note's line: an order line (order_item_id) or one of the order's fees (charge: 'delivery' or
 * 'cod_fee'), with the units returned (0 for a credit of value only) and what is reversed at its rate.
 */
export const creditNoteLines = sqliteTable(
  'credit_note_lines',
  {
    id: text('id').primaryKey(),
    creditNoteId: text('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    orderItemId: text('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    charge: text('charge'),
    description: text('description').notNull(),
    hsnCode: text('hsn_code'),
    qty: integer('qty').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId, t.position),
    index('credit_note_lines_item_idx').on(t.orderItemId),
    check('credit_note_lines_qty_check', sql`${t.qty} >= 0`),
    check('credit_note_lines_charge_check', sql`${t.charge} is null or ${t.charge} in ('delivery', 'cod_fee')`),
  ],
);

/**
 * E-mail waiting to leave: written in the same transaction as the event that causes it, delivered after
 * commit with retries, so a crash never loses a message and an SMTP outage never fails an order.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the message is about, e.g. 'order_placed', and the order it concerns. */
    kind: text('kind').notNull(),
    orderId: text('order_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null`),
    index('mail_outbox_created_idx').on(t.createdAt),
    // A shopper's order e-mails of the last day, counted with every order (src/server/mail/shopper-mail.ts).
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
  ],
);

/**
 * A guest order's private link (docs/decisions/038-guest-checkout.md): whoever holds it sees the order, pays
 * for it, cancels it before it ships and downloads its invoice, without an account. Only the token's SHA-256
 * is kept; the link expires, and the owner can revoke it.
 */
export const orderLinks = sqliteTable(
  'order_links',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_links_token_unique').on(t.tokenHash), index('order_links_order_idx').on(t.orderId)],
);

/**
 * A link sent to an account's e-mail address to prove the account holds it, before the account takes over
 * the orders guests placed with that address. Only the token's SHA-256 is kept; it works once, until it expires.
 */
export const emailProofs = sqliteTable(
  'email_proofs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link went to: a proof for an address the account no longer has proves nothing. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_proofs_token_unique').on(t.tokenHash), index('email_proofs_user_idx').on(t.userId)],
);

/** Addresses that asked for no more of one kind of mail ('cart_reminders'). */
export const mailOptOuts = sqliteTable(
  'mail_opt_outs',
  {
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);

export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/**
 * A payment started at the gateway for an order: what the gateway was asked to collect and, once verified
 * with the gateway, the payment that paid it. One row per order and gateway (resuming reuses it).
 */
export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    /** The gateway's own handle: a Razorpay order id, a Stripe PaymentIntent id or a test gateway payment id. */
    gatewayRef: text('gateway_ref').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('created'),
    /** The gateway payment that paid the order. Unique: one payment can never pay two orders. */
    gatewayPaymentId: text('gateway_payment_id'),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (t) => [
    uniqueIndex('payments_gateway_ref_unique').on(t.gateway, t.gatewayRef),
    uniqueIndex('payments_gateway_payment_unique').on(t.gatewayPaymentId),
    // An order is paid by one payment, however many were started for it.
    uniqueIndex('payments_order_paid_unique').on(t.orderId).where(sql`status = 'paid'`),
    index('payments_order_idx').on(t.orderId, t.gateway),
    check('payments_gateway_check', sql`${t.gateway} in ${sqlValueList(ONLINE_GATEWAYS)}`),
    check('payments_status_check', sql`${t.status} in ('created', 'paid')`),
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
    check('payments_paid_check', sql`(${t.status} = 'paid') = (${t.gatewayPaymentId} is not null)`),
  ],
);

/**
 * The offline test gateway's own books, kept apart from the shop's as a real gateway's would be. No card data
 * is ever stored: only what was to be collected and whether it was.
 */
export const testGatewayPayments = sqliteTable(
  'test_gateway_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    /** The shop's order id, as a gateway keeps a merchant's receipt or metadata. */
    receipt: text('receipt').notNull(),
    status: text('status').notNull().default('requires_payment'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (t) => [
    uniqueIndex('test_gateway_payments_idempotency_unique').on(t.idempotencyKey),
    check('test_gateway_payments_status_check', sql`${t.status} in ('requires_payment', 'succeeded')`),
  ],
);

/** The test gateway's refunds, in its own books like its payments. */
export const testGatewayRefunds = sqliteTable(
  'test_gateway_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testGatewayPayments.id, { onDelete: 'cascade' }),
    /** The shop's refund id: asking twice for the same refund gives the same one. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_gateway_refunds_idempotency_unique').on(t.idempotencyKey), check('test_gateway_refunds_amount_check', sql`${t.amountPaise} > 0`)],
);

/**
 * The shop's identity and house rules, one row (id 1), edited by admins at /admin/settings: what the header,
 * footer, page titles, e-mails and invoices say about the shop, and how far it trusts cash on delivery and
 * reviews whose purchase was withdrawn.
 */
export const storeSettings = sqliteTable(
  'store_settings',
  {
    id: integer('id').primaryKey(),
    shopName: text('shop_name').notNull(),
    legalName: text('legal_name').notNull().default(''),
    logo: text('logo'),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    /** One of the 36 states and union territories (its GST state code decides CGST/SGST or IGST). */
    state: text('state').notNull().default(''),
    gstin: text('gstin'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    xUrl: text('x_url'),
    youtubeUrl: text('youtube_url'),
    bannerText: text('banner_text').notNull().default(''),
    /** The banner text for the Hindi storefront ('' shows the English one there); docs/decisions/057-storefront-languages.md. */
    bannerTextHi: text('banner_text_hi').notNull().default(''),
    /** The promotion the storefront's banner offers; its text is made from the promotion itself. */
    bannerPromotionId: text('banner_promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    /** What goes before every order number ('RS-' gives 'RS-10001'); a change applies to new orders only. */
    orderNumberPrefix: text('order_number_prefix').notNull().default('RS-'),
    aboutText: text('about_text').notNull().default(''),
    /** The footer's About text for the Hindi storefront ('' shows the English one there). */
    aboutTextHi: text('about_text_hi').notNull().default(''),
    codMaxOpenOrdersPerAccount: integer('cod_max_open_orders_per_account').notNull().default(STORE_RULE_DEFAULTS.codMaxOpenOrdersPerAccount),
    codMaxOpenOrdersPerAddress: integer('cod_max_open_orders_per_address').notNull().default(STORE_RULE_DEFAULTS.codMaxOpenOrdersPerAddress),
    codMaxUnitsPerProductPerDay: integer('cod_max_units_per_product_per_day').notNull().default(STORE_RULE_DEFAULTS.codMaxUnitsPerProductPerDay),
    /** 'hide' or 'show': a review whose purchase was cancelled or refunded. */
    unverifiedReviews: text('unverified_reviews').notNull().default(STORE_RULE_DEFAULTS.unverifiedReviews),
    guestCheckout: integer('guest_checkout', { mode: 'boolean' }).notNull().default(STORE_RULE_DEFAULTS.guestCheckout),
    abandonedCartHours: integer('abandoned_cart_hours').notNull().default(STORE_RULE_DEFAULTS.abandonedCartHours),
    cartReminders: integer('cart_reminders', { mode: 'boolean' }).notNull().default(STORE_RULE_DEFAULTS.cartReminders),
    /** The prices the owner enters are what the shopper pays, GST included (off: GST is added at checkout). */
    pricesIncludeGst: integer('prices_include_gst', { mode: 'boolean' }).notNull().default(false),
    /**
     * The footer's promises beside the ones made from the shipping rules: JSON `[{ title, text, titleHi, textHi }]`,
     * at most two; the last two are for the Hindi storefront ('' shows the English there).
     */
    footerPromises: text('footer_promises').notNull().default('[]'),
    /** How the shop files GSTR-1: 'monthly', or 'quarterly' under the QRMP scheme. */
    gstReturnFrequency: text('gst_return_frequency').notNull().default('monthly'),
    /**
     * The shop's own UPI ID (VPA, name@handle) and the name its bank shows for it: when set, checkout offers UPI
     * straight to the shop (docs/decisions/055-upi-direct.md).
     */
    upiId: text('upi_id').notNull().default(''),
    upiPayeeName: text('upi_payee_name').notNull().default(''),
    /** Hours the shop takes to confirm a claimed UPI payment before the order is cancelled unconfirmed. */
    upiConfirmHours: integer('upi_confirm_hours').notNull().default(STORE_RULE_DEFAULTS.upiConfirmHours),
    /** The shop's WhatsApp number (10 digits, India), for 'Ask on WhatsApp' and 'Chat with us'; '' for none. */
    whatsappNumber: text('whatsapp_number').notNull().default(''),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    check('store_settings_single_row', sql`${t.id} = 1`),
    check(
      'store_settings_cod_limits_check',
      sql`${t.codMaxOpenOrdersPerAccount} between 1 and ${sql.raw(String(MAX_COD_OPEN_ORDERS_SETTING))} and ${t.codMaxOpenOrdersPerAddress} between 1 and ${sql.raw(String(MAX_COD_OPEN_ORDERS_SETTING))} and ${t.codMaxUnitsPerProductPerDay} between 1 and ${sql.raw(String(MAX_COD_UNITS_SETTING))}`,
    ),
    check('store_settings_unverified_reviews_check', sql`${t.unverifiedReviews} in ${sqlValueList(UNVERIFIED_REVIEW_MODES)}`),
    check('store_settings_gst_return_frequency_check', sql`${t.gstReturnFrequency} in ('monthly', 'quarterly')`),
    check('store_settings_abandoned_cart_hours_check', sql`${t.abandonedCartHours} between 1 and ${sql.raw(String(MAX_ABANDONED_CART_HOURS))}`),
    check('store_settings_upi_confirm_hours_check', sql`${t.upiConfirmHours} between 1 and ${sql.raw(String(MAX_UPI_CONFIRM_HOURS))}`),
  ],
);

/** A policy page the owner wrote (src/shared/policy-pages.ts); a page without a row shows its starting text. */
export const shopPages = sqliteTable(
  'shop_pages',
  {
    slug: text('slug').primaryKey(),
    /** Markdown, as the owner typed it. */
    body: text('body').notNull(),
    /** The owner's Hindi version of `body`, shown on the Hindi pages; null shows `body` there too. */
    bodyHi: text('body_hi'),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [check('shop_pages_slug_check', sql`${t.slug} in ${sqlValueList(POLICY_SLUGS)}`)],
);

/**
 * The shop's shipping rules (src/shared/shipping.ts, docs/decisions/041-shipping-rules.md): the default rule,
 * cash on delivery and the serviceable area. One row; a shop that never saved them has none (the defaults).
 */
export const shippingSettings = sqliteTable(
  'shipping_settings',
  {
    id: integer('id').primaryKey(),
    feePaise: integer('fee_paise').notNull(),
    freeAbovePaise: integer('free_above_paise'),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    codEnabled: integer('cod_enabled', { mode: 'boolean' }).notNull(),
    codFeePaise: integer('cod_fee_paise').notNull(),
    codMaxOrderPaise: integer('cod_max_order_paise'),
    serviceableArea: text('serviceable_area').notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    check('shipping_settings_single_row', sql`${t.id} = 1`),
    check('shipping_settings_days_check', sql`${t.minDays} between 0 and ${t.maxDays} and ${t.maxDays} <= ${sql.raw(String(MAX_DELIVERY_DAYS))}`),
    check('shipping_settings_money_check', sql`${t.feePaise} >= 0 and ${t.codFeePaise} >= 0 and coalesce(${t.freeAbovePaise}, 0) >= 0 and coalesce(${t.codMaxOrderPaise}, 1) > 0`),
    check('shipping_settings_area_check', sql`${t.serviceableArea} in ${sqlValueList(SERVICEABLE_AREAS)}`),
  ],
);

/** A shipping zone: its states and pincode prefixes (JSON arrays) take its own fee, free-above value, days and COD. */
export const shippingZones = sqliteTable(
  'shipping_zones',
  {
    id: text('id').primaryKey(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    states: text('states').notNull().default('[]'),
    pincodePrefixes: text('pincode_prefixes').notNull().default('[]'),
    feePaise: integer('fee_paise').notNull(),
    freeAbovePaise: integer('free_above_paise'),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    codEnabled: integer('cod_enabled', { mode: 'boolean' }).notNull(),
  },
  (t) => [
    index('shipping_zones_position_idx').on(t.position),
    check('shipping_zones_days_check', sql`${t.minDays} between 0 and ${t.maxDays} and ${t.maxDays} <= ${sql.raw(String(MAX_DELIVERY_DAYS))}`),
    check('shipping_zones_money_check', sql`${t.feePaise} >= 0 and coalesce(${t.freeAbovePaise}, 0) >= 0`),
  ],
);

/** The pincodes the shop delivers to, when its serviceable area is its own list. */
export const serviceablePincodes = sqliteTable('serviceable_pincodes', {
  pincode: text('pincode').primaryKey(),
});

/** The last number issued in each invoice series ('INV/26-27', 'RCT/26-27'): consecutive, never reused. */
export const invoiceSeries = sqliteTable('invoice_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Facts about the shop itself that must outlive a restart, such as when the demo catalogue was seeded. */
export const shopMeta = sqliteTable('shop_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
});

export type OrderEventRow = typeof orderEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;
export type MailRow = typeof mailOutbox.$inferSelect;
export type UserAddressRow = typeof userAddresses.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type StoreSettingsRow = typeof storeSettings.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type TestGatewayPaymentRow = typeof testGatewayPayments.$inferSelect;
export type OrderLinkRow = typeof orderLinks.$inferSelect;
export type EmailProofRow = typeof emailProofs.$inferSelect;
export type ShopPageRow = typeof shopPages.$inferSelect;
export type ShippingZoneRow = typeof shippingZones.$inferSelect;

/**
 * Words and phrases the owner says mean the same to a shopper (mobile, phone, smartphone; जूते, joote,
 * shoes), applied when a search is made, so an edit changes results at once
 * (docs/decisions/049-search-words.md).
 */
export const searchSynonyms = sqliteTable('search_synonyms', {
  id: text('id').primaryKey(),
  /** The set's words and phrases as the owner wrote them, a JSON array of strings. */
  terms: text('terms').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});
export type SearchSynonymRow = typeof searchSynonyms.$inferSelect;

/**
 * How often each search was made per day (India's calendar), by its normalised words only: nothing about
 * who searched is kept (docs/decisions/049-search-words.md).
 */
export const searchCounts = sqliteTable(
  'search_counts',
  {
    /** 'YYYY-MM-DD' in Asia/Kolkata. */
    day: text('day').notNull(),
    /** The search's words, lower case, accents removed, single spaces. */
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    /** Of those, the searches that found nothing. */
    empty: integer('empty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);
