import { z } from 'zod';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, PAYMENT_METHODS } from '../constants.js';
import { BUYER_FILTERS, FULFILMENT_STATUSES, ORDER_EVENT_TYPES, ORDER_FILTERS, PAYMENT_STATUSES } from '../order-status.js';
import { moneyStringToPaise } from '../money.js';
import { mobileNumberSchema, placeOutputFields, shippingAddressSchema } from './address.js';
import { idSchema, isoDate, languageInput, pageInfo, pagingInput, rupeesOutput } from './common.js';
import { LOCALES } from '../i18n/locales.js';
import { emailSchema } from './user.js';
import { gstinProblem } from '../gstin.js';
import { INDIAN_STATES } from '../india.js';

// The delivery address and its rules live in address.ts (with the address book's); re-exported for the
// order's users.
export { PINCODE_PATTERN, shippingAddressSchema, type ShippingAddress } from './address.js';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: `Payment method must be ${PAYMENT_METHODS.join(' or ')}` });

/** A client total: the spec's 2-decimal string (numbers are accepted too), turned into paise. */
const clientMoney = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} is required` }).transform((value, ctx) => {
    const paise = moneyStringToPaise(typeof value === 'number' ? String(value) : value);
    if (paise === undefined) {
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount in rupees with at most 2 decimals` });
      return z.NEVER;
    }
    return paise;
  });

/** A client figure that may be negative (the round-off): '-0.45', '0.50'. */
const signedClientMoney = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} is required` }).transform((value, ctx) => {
    const text = (typeof value === 'number' ? String(value) : value).trim();
    const negative = text.startsWith('-');
    const paise = moneyStringToPaise(negative ? text.slice(1) : text);
    if (paise === undefined) {
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount in rupees with at most 2 decimals` });
      return z.NEVER;
    }
    return negative ? -paise : paise;
  });

export const orderLineInput = z.object({
  product: idSchema,
  /** The variant chosen (`variants[].id` of the product): required when the product has options. */
  variant: idSchema.optional().describe('The variant chosen (an id from the product’s `variants`); required when the product has options'),
  // A JSON number, never text: "2", true or "0x10" are refused (docs/decisions/009-rest-routes-from-procedures.md).
  qty: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  // The cart sends these too; the server ignores them and takes the product's own from the database.
  name: z.string().optional(),
  image: z.string().optional(),
  price: z.union([z.string(), z.number()]).optional(),
});

/**
 * A business buyer (a B2B sale): its GSTIN, checked like the shop's (shape and check character; its first two
 * digits a state's GST code), and its name as the invoice names it.
 */
export const businessBuyerSchema = z.object({
  gstin: z
    .string({ error: 'GSTIN is required for a business purchase' })
    .trim()
    .toUpperCase()
    .superRefine((gstin, ctx) => {
      const problem = gstinProblem(gstin, undefined) ?? (INDIAN_STATES.some((s) => s.code === gstin.slice(0, 2)) ? undefined : 'This GSTIN’s first two digits are not an Indian state’s code');
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  name: z
    .string({ error: 'Business name is required' })
    .trim()
    .min(1, 'Business name is required')
    .max(100, 'Business name is too long'),
});

export const placeOrderInput = z.object({
  orderItems: z
    .array(orderLineInput, { error: 'Order items are required' })
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} lines`),
  shippingAddress: shippingAddressSchema,
  paymentMethod: paymentMethodSchema,
  itemsPrice: clientMoney('Items price'),
  taxPrice: clientMoney('Tax price'),
  shippingPrice: clientMoney('Shipping price'),
  totalPrice: clientMoney('Total price'),
  /** The cash-on-delivery fee the client worked out (absent: none); checked like the other figures. */
  codFee: clientMoney('COD fee').optional(),
  /**
   * What rounding a cash-on-delivery total to the rupee adds (negative: takes). A client that sends it has
   * its total checked as rounded; one that does not (the spec's) has it checked before rounding.
   */
  roundOff: signedClientMoney('Round off').optional(),
  /** A promo code the shopper applied (WELCOME15), and the discount the client worked out for it. */
  promoCode: z.string().trim().max(40, 'Invalid promo code').optional().transform((v) => v || undefined),
  discountPrice: clientMoney('Discount').optional(),
  /**
   * A guest's contact, for an order placed without signing in (when the shop allows guest checkout); a
   * signed-in caller's order is the account's, and this is ignored.
   */
  guest: z
    .object({ email: emailSchema, phone: mobileNumberSchema })
    .optional()
    .describe('For an order without a session: the guest’s e-mail and 10-digit Indian mobile number (+91 or a leading 0 accepted). The order is then placed as a guest, and the answer carries its private link.'),
  business: businessBuyerSchema
    .optional()
    .describe('A business buyer’s GSTIN and name: the tax invoice names both (a B2B invoice), and the place of supply is the GSTIN’s state.'),
  language: languageInput.describe('The language the shopper placed the order in: en (the default) or hi. The customer’s e-mails about the order are written in it.'),
});

export const orderItemOutput = z.object({
  _id: z.string(),
  name: z.string(),
  qty: z.number().int(),
  image: z.string(),
  price: rupeesOutput,
  /** The product's id, or null when the product has since been deleted. */
  product: z.string().nullable(),
  /** The variant bought, or null when it has since been deleted. */
  variant: z.string().nullable(),
  /** 'Size: M · Colour: Indigo' as it was when bought; null for a product sold one way only. */
  variantTitle: z.string().nullable(),
  /** The variant's SKU (else the product's) when bought. */
  sku: z.string().nullable(),
  /** Units put back into stock by a refund or the cancellation. */
  restockedQty: z.number().int(),
  /** GST as it was charged on this line: rate (percent), HSN code, the line's share of the discount, taxable value and tax. */
  gstRate: z.number(),
  hsnCode: z.string().nullable(),
  discount: rupeesOutput,
  taxableValue: rupeesOutput,
  tax: rupeesOutput,
});

/** GST per rate: the taxable value and the tax, split CGST + SGST within the shop's state or IGST across states. */
export const taxBreakdownOutput = z.object({
  rate: z.number(),
  taxableValue: rupeesOutput,
  cgst: rupeesOutput,
  sgst: rupeesOutput,
  igst: rupeesOutput,
});

export const orderEventOutput = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
  at: isoDate,
  /** Who: 'customer', 'admin', 'system' (the payment window), or the payment gateway's name. */
  actor: z.string(),
  note: z.string().nullable(),
});

export const refundOutput = z.object({
  _id: z.string(),
  amount: rupeesOutput,
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: isoDate,
});

/** A credit note (a cancellation or refund of an invoiced order): what it reversed, in rupees. */
export const creditNoteOutput = z.object({
  number: z.string().describe("'CN/2026-27/0001': a series per financial year"),
  issuedAt: isoDate,
  kind: z.enum(['cancellation', 'refund']),
  reason: z.string(),
  /** Goods came back (a cancellation, or a refund with restock); else a credit of value only. */
  goodsReturned: z.boolean(),
  amount: rupeesOutput,
  taxableValue: rupeesOutput,
  cgst: rupeesOutput,
  sgst: rupeesOutput,
  igst: rupeesOutput,
  /** Withdrawn: the refund it recorded failed at the payment gateway. */
  cancelled: z.boolean(),
  /** What it reversed per GST rate (lowest first), its lines and fees added up. */
  taxBreakdown: z.array(taxBreakdownOutput),
});

export const shipmentOutput = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: isoDate,
});

export const paymentResultOutput = z.object({
  id: z.string(),
  status: z.string(),
  update_time: z.string(),
  email_address: z.string(),
});

export const orderOutput = z.object({
  _id: z.string(),
  /** The order's name for people: the store's prefix and a number consecutive per shop. */
  orderNumber: z
    .string()
    .describe(
      "The order's number as people quote it, e.g. 'RS-10001': the store's order number prefix when it was placed and the shop's next number, consecutive with no gaps. E-mails, invoices and the admin area name the order by it; the API still addresses the order by _id, and the admin list's keyword finds it by either.",
    ),
  user: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
  orderItems: z.array(orderItemOutput),
  shippingAddress: z.object({
    /** Who receives the parcel and the mobile number the courier calls (10 digits); null on orders placed without them. */
    recipientName: z.string().nullable(),
    phone: z.string().nullable().describe('10 digits, or null for an order placed without a mobile number'),
    ...placeOutputFields,
  }),
  paymentMethod: paymentMethodSchema,
  paymentResult: paymentResultOutput.nullable(),
  itemsPrice: rupeesOutput,
  taxPrice: rupeesOutput,
  shippingPrice: rupeesOutput,
  /** The cash-on-delivery fee (0 when none). Delivery and this fee are taxed at the order's highest GST rate, inside taxPrice. */
  codFee: rupeesOutput,
  /** What rounding a cash-on-delivery total to the nearest rupee added (negative: took off); 0 for online orders. */
  roundOff: rupeesOutput,
  /**
   * Whether the order's prices (items, delivery, COD fee) included GST: then taxPrice is the GST inside them
   * and totalPrice = itemsPrice − discountPrice + shippingPrice + codFee; otherwise GST is added on top.
   */
  pricesIncludeGst: z.boolean(),
  totalPrice: rupeesOutput,
  isPaid: z.boolean(),
  paidAt: isoDate.nullable(),
  /** Paid through the offline test gateway: no money was taken. */
  isTestPayment: z.boolean(),
  isDelivered: z.boolean(),
  deliveredAt: isoDate.nullable(),
  createdAt: isoDate,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  shipment: shipmentOutput.nullable(),
  cancelledAt: isoDate.nullable(),
  cancelReason: z.string().nullable(),
  /**
   * When an unpaid online order is cancelled if still unpaid (null once paid, and for cash on delivery); for a
   * claimed UPI payment, when the order is cancelled unless the shop confirms it first.
   */
  paymentDueAt: isoDate.nullable(),
  /** A UPI payment straight to the shop that the customer says they made: its reference (UTR) and when it was given. */
  upiClaim: z.object({ utr: z.string(), claimedAt: isoDate }).nullable(),
  refunds: z.array(refundOutput),
  refundedPrice: rupeesOutput,
  /** The timeline, oldest first. */
  events: z.array(orderEventOutput),
  /** The promo code's discount, taken off the items before GST. */
  discountPrice: rupeesOutput,
  promoCode: z.string().nullable(),
  taxBreakdown: z.array(taxBreakdownOutput),
  /** Where the goods went, for GST: the delivery state and its code. */
  placeOfSupply: z.object({ state: z.string(), code: z.string().nullable() }),
  /**
   * The tax invoice (or receipt, for a shop without a GSTIN), once issued: when an online order is paid, when a
   * cash-on-delivery order ships; GET /api/orders/{id}/invoice is its PDF.
   */
  invoice: z
    .object({
      number: z.string(),
      kind: z.enum(['tax-invoice', 'receipt']),
      issuedAt: isoDate,
      cancelledBy: z.string().nullable().describe('The credit note that cancelled the invoice in full (the order was cancelled), or null'),
    })
    .nullable(),
  /** The credit notes against the tax invoice, oldest first; GET /api/orders/{id}/credit-notes/{number} is each one's PDF. */
  creditNotes: z.array(creditNoteOutput),
  /** A business buyer's GSTIN and name (a B2B sale), or null. */
  business: z.object({ gstin: z.string(), name: z.string() }).nullable(),
  /** Placed without an account (guest checkout); stays true after an account takes the order over. */
  placedAsGuest: z.boolean(),
  language: z.enum(LOCALES).describe('The language the order was placed in (en or hi): the customer’s e-mails about it are written in it.'),
});
export type Order = z.infer<typeof orderOutput>;

/** POST /api/orders: the order, and for a guest's order its private link (given out this once). */
export const placedOrderOutput = orderOutput.extend({
  privateLink: z
    .string()
    .optional()
    .describe('Only on a guest’s order: the full address of the order’s private page (expires after 90 days). Whoever holds it can see, pay for and cancel the order, so keep it private.'),
});
export type PlacedOrderAnswer = z.infer<typeof placedOrderOutput>;

/** The private link's token, as it stands in the link's address. */
export const orderLinkInput = z.object({ token: z.string().max(100) });
export const orderLinkCancelInput = orderLinkInput.extend({ reason: z.string().trim().max(500, 'The reason is too long').optional() });

/** The admin's view of a guest order's private link: whether one works, until when (the link itself is never kept). */
export const orderLinkStatusOutput = z.object({
  active: z.object({ createdAt: isoDate, expiresAt: isoDate }).nullable(),
});

export const orderListInput = z.object({
  /** An order number, an order id or 8 or more characters of one, or pieces of the buyer's name or e-mail (read-orders.ts). */
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(ORDER_FILTERS, { error: `status must be one of ${ORDER_FILTERS.join(', ')}` }).optional(),
  /** Business buyers' orders (B2B: the buyer gave a GSTIN), or consumers'. */
  buyer: z.enum(BUYER_FILTERS, { error: `buyer must be one of ${BUYER_FILTERS.join(', ')}` }).optional(),
  ...pagingInput,
});

const reasonText = z.string().trim().max(500, 'The reason is too long');

export const cancelOrderInput = z.object({ id: idSchema, reason: reasonText.optional() });

export const shipOrderInput = z.object({
  id: idSchema,
  carrier: z.string({ error: 'Carrier is required' }).trim().min(1, 'Carrier is required').max(100, 'Carrier is too long'),
  trackingNumber: z.string({ error: 'Tracking number is required' }).trim().min(1, 'Tracking number is required').max(100, 'Tracking number is too long'),
  trackingUrl: z
    .union([z.literal(''), z.url({ error: 'Tracking link must be a full address (https://…)' }).refine((v) => /^https?:\/\//.test(v), 'Tracking link must start with http:// or https://')])
    .optional()
    .transform((v) => v || undefined),
});

export const refundOrderInput = z.object({
  id: idSchema,
  amount: clientMoney('Amount'),
  reason: reasonText.min(1, 'A reason is required'),
  restock: z
    .array(
      z.object({
        product: idSchema,
        /** Which variant of the product, when the order holds several of it. */
        variant: idSchema.optional(),
        qty: z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1'),
      }),
    )
    .max(MAX_ORDER_LINES)
    .optional(),
  /**
   * An order paid by UPI straight to the shop is paid back by the shop itself: the reference of that payment
   * back (its UTR or bank reference), required for such an order (docs/decisions/055-upi-direct.md).
   */
  reference: z
    .string({ error: 'The refund reference must be text' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, 'The refund reference is the 6 to 40 letters and digits of the payment back (its UTR or bank reference)')
    .optional(),
});
export const orderListOutput = z.object({ orders: z.array(orderOutput), ...pageInfo });
