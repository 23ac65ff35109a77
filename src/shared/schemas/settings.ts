import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants.js';
import { findIndianState, pincodeStateProblem } from '../india.js';
import { MAX_ABANDONED_CART_HOURS, MAX_UPI_CONFIRM_HOURS, MAX_COD_OPEN_ORDERS_SETTING, MAX_COD_UNITS_SETTING, UNVERIFIED_REVIEW_MODES } from '../store-rules.js';
import { GST_RETURN_FREQUENCIES } from '../gst-returns.js';
import { MOBILE_NUMBER_MESSAGE, parseIndianMobile } from '../phone.js';
import { UPI_ID_PATTERN, UPI_ID_RULE } from '../upi.js';
import { idSchema } from './common.js';
import { paymentGatewaySchema } from './payment.js';

const text = (label: string, max: number) => z.string({ error: `${label} must be text` }).trim().max(max, `${label} is too long`);

/** '' clears an optional link; anything else must be a full http(s) address. */
const link = (label: string) =>
  z
    .union([
      z.literal(''),
      z.url({ error: `${label} must be a full address such as https://…` }).refine((v) => /^https?:\/\//.test(v), `${label} must start with https:// or http://`),
    ])
    .nullable()
    .transform((v) => v || null);

/**
 * A limit the owner sets: a whole number, at least 1 (a limit of 0 would switch cash on delivery off), sent as
 * a JSON number or as the digits typed into the admin form. A blank string is refused, never read as 0.
 */
const limitSetting = (label: string, max: number) => {
  const message = `${label} must be a whole number from 1 to ${max}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );
};

/**
 * What goes before every order number ('RS-' gives 'RS-10001'): capitals, digits, '-' and '/', up to 10. It may
 * not end in a digit, which would run into the number ('RS1' and 10001 would read as RS110001).
 */
export const ORDER_NUMBER_PREFIX_PATTERN = /^[A-Z0-9/-]{0,9}[A-Z/-]$/;
export const ORDER_NUMBER_PREFIX_RULE = 'Order number prefix must be 1 to 10 capital letters, digits, - or /, not ending in a digit';

export const MAX_FOOTER_PROMISES = 2;

/**
 * What the footer may promise about delivery, made from the shipping rules so it is always true: free
 * delivery everywhere, or from an order value every rule frees it at (null when some rule never does);
 * whether the shop delivers anywhere in India; whether cash on delivery is taken everywhere, somewhere, or not.
 */
export const deliveryPromiseOutput = z.object({
  freeEverywhere: z.boolean(),
  freeFrom: z.number().nullable(),
  allOfIndia: z.boolean(),
  cashOnDelivery: z.enum(['everywhere', 'some', 'none']),
});
export type DeliveryPromise = z.infer<typeof deliveryPromiseOutput>;

/** The server's answer to a banner promotion that does not exist (the admin form puts it beside that field). */
export const BANNER_PROMOTION_UNKNOWN = 'The banner’s promotion is not one of the shop’s promotions: choose another, or None';

/** The registered address's pincode must be able to lie in its state; an empty one is a shop not yet set up. */
export function registeredAddressProblem(pincode: string, stateName: string): string | undefined {
  const state = pincode && stateName ? findIndianState(stateName) : undefined;
  return state && pincodeStateProblem(pincode, state);
}

const settingsFields = z.object({
  shopName: text('Shop name', 80).min(1, 'Shop name is required').optional(),
  legalName: text('Legal name', 200).optional(),
  logo: z
    .union([z.literal(''), z.string().trim().max(500).regex(/^\/[^/\\]/, 'Logo must be a path on this shop, such as /uploads/logo.webp')])
    .nullable()
    .transform((v) => v || null)
    .optional(),
  contactEmail: z.union([z.literal(''), z.email('Enter a valid contact email').max(EMAIL_MAX_LENGTH)]).optional(),
  contactPhone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9][0-9 -]{5,18}[0-9])?$/, 'Enter a phone number of digits, spaces or dashes, with + for the country code')
    .optional(),
  address: text('Address', 300).optional(),
  city: text('City', 100).optional(),
  pincode: z
    .string()
    .trim()
    .regex(/^([1-9][0-9]{5})?$/, 'Pincode must be 6 digits, not starting with 0')
    .optional(),
  state: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return '';
      const state = findIndianState(value);
      if (!state) {
        ctx.addIssue({ code: 'custom', message: 'State must be one of the states and union territories of India' });
        return z.NEVER;
      }
      return state.name;
    })
    .optional(),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .nullable()
    .transform((v) => v || null)
    .optional(),
  facebookUrl: link('Facebook link').optional(),
  instagramUrl: link('Instagram link').optional(),
  xUrl: link('X link').optional(),
  youtubeUrl: link('YouTube link').optional(),
  bannerText: text('Banner text', 200).optional(),
  /** The banner text on the Hindi storefront; '' shows `bannerText` there too (docs/decisions/057-storefront-languages.md). */
  bannerTextHi: text('Banner text in Hindi', 200).optional(),
  /** The promotion the storefront's banner offers; '' or null for none. */
  bannerPromotionId: z
    .union([z.literal(''), idSchema])
    .nullable()
    .transform((v) => v || null)
    .optional(),
  orderNumberPrefix: z
    .string({ error: ORDER_NUMBER_PREFIX_RULE })
    .trim()
    .toUpperCase()
    .regex(ORDER_NUMBER_PREFIX_PATTERN, ORDER_NUMBER_PREFIX_RULE)
    .optional(),
  aboutText: text('About text', 1000).optional(),
  aboutTextHi: text('About text in Hindi', 1000).optional(),
  codMaxOpenOrdersPerAccount: limitSetting('Open cash-on-delivery orders per account', MAX_COD_OPEN_ORDERS_SETTING).optional(),
  codMaxOpenOrdersPerAddress: limitSetting('Open cash-on-delivery orders per address', MAX_COD_OPEN_ORDERS_SETTING).optional(),
  codMaxUnitsPerProductPerDay: limitSetting('Cash-on-delivery units of a product per day', MAX_COD_UNITS_SETTING).optional(),
  unverifiedReviews: z.enum(UNVERIFIED_REVIEW_MODES, { error: 'Unverified reviews must be show or hide' }).optional(),
  guestCheckout: z.boolean({ error: 'Guest checkout must be true or false' }).optional(),
  abandonedCartHours: limitSetting('Hours before a cart counts as abandoned', MAX_ABANDONED_CART_HOURS).optional(),
  cartReminders: z.boolean({ error: 'Cart reminders must be true or false' }).optional(),
  pricesIncludeGst: z.boolean({ error: 'Prices include GST must be true or false' }).optional(),
  /** How the shop files GSTR-1: every month, or every quarter under the QRMP scheme. */
  gstReturnFrequency: z.enum(GST_RETURN_FREQUENCIES, { error: 'GST return frequency must be monthly or quarterly' }).optional(),
  /** The shop's own UPI ID for payments straight to it; '' switches them off (docs/decisions/055-upi-direct.md). */
  upiId: z
    .string({ error: UPI_ID_RULE })
    .trim()
    .refine((value) => value === '' || UPI_ID_PATTERN.test(value), UPI_ID_RULE)
    .optional(),
  /** The name the payer's UPI app shows for the shop's UPI ID: the account holder's, as the bank has it. */
  upiPayeeName: text('UPI payee name', 100).optional(),
  upiConfirmHours: limitSetting('Hours to confirm a UPI payment', MAX_UPI_CONFIRM_HOURS).optional(),
  /** The shop's WhatsApp number (an Indian mobile number, stored as its 10 digits); '' for none. */
  whatsappNumber: z
    .string({ error: MOBILE_NUMBER_MESSAGE })
    .transform((value, ctx) => {
      if (value.trim() === '') return '';
      const digits = parseIndianMobile(value);
      if (!digits) {
        ctx.addIssue({ code: 'custom', message: `WhatsApp number: ${MOBILE_NUMBER_MESSAGE.charAt(0).toLowerCase()}${MOBILE_NUMBER_MESSAGE.slice(1)}` });
        return z.NEVER;
      }
      return digits;
    })
    .optional(),
  /** Up to two of the footer's promises, beside the delivery and cash-on-delivery ones made from the shipping rules. */
  footerPromises: z
    .array(
      z.object({
        title: text('Promise', 40).min(1, 'A promise needs a title'),
        text: text('Promise text', 80).default(''),
        /** The promise on the Hindi storefront; '' shows the English there. */
        titleHi: text('Promise in Hindi', 40).default(''),
        textHi: text('Promise text in Hindi', 80).default(''),
      }),
    )
    .max(MAX_FOOTER_PROMISES, `At most ${MAX_FOOTER_PROMISES} promises`)
    .optional(),
});

/**
 * PUT /api/settings (admin): the shop's identity and house rules. Every field is optional; the ones sent replace the
 * stored ones. `state` is one of the 36 states and union territories; a GSTIN must belong to it, and so must the
 * pincode (checked here when both are sent, and by the server against the stored one when only one is).
 */
export const settingsInput = settingsFields.superRefine((settings, ctx) => {
  const problem = registeredAddressProblem(settings.pincode ?? '', settings.state ?? '');
  if (problem) ctx.addIssue({ code: 'custom', path: ['pincode'], message: problem });
});
export type SettingsInput = z.infer<typeof settingsInput>;

/**
 * What the banner above the header says, made on the server: the offer of the banner promotion (its `code`
 * set), written from the promotion itself, or the owner's `bannerText` as a plain announcement (`code`
 * null). The banner is null when there is nothing to show, as while the banner promotion is switched off,
 * not yet valid, expired or used up.
 */
export const storefrontBannerOutput = z.object({
  text: z.string(),
  /** The same for the Hindi storefront: the promotion's offer in Hindi, or the owner's Hindi text (the English where none). */
  textHi: z.string(),
  code: z.string().nullable(),
});

/** GET /api/settings: the shop's public face, and how the shop runs (payments, limits). */
export const settingsOutput = z.object({
  shopName: z.string(),
  legalName: z.string(),
  logo: z.string().nullable(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  state: z.string(),
  /** The state's two-digit GST code, when a state is set. */
  stateCode: z.string().nullable(),
  gstin: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  xUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  bannerText: z.string(),
  bannerTextHi: z.string(),
  /** The promotion the storefront's banner offers, or null for none. */
  bannerPromotionId: z.string().nullable(),
  /** What goes before every order number ('RS-' gives 'RS-10001'); a change applies to new orders only. */
  orderNumberPrefix: z.string(),
  banner: storefrontBannerOutput.nullable(),
  aboutText: z.string(),
  aboutTextHi: z.string(),
  /** False until an admin has saved the settings once (the admin area says so). */
  configured: z.boolean(),
  /** The online payment gateway, or `none` when the shop takes cash on delivery only. */
  paymentGateway: paymentGatewaySchema,
  /** Online payments take no real money (the test gateway, or a gateway's test keys): every page says so. */
  testMode: z.boolean(),
  /** Units of one product one order may hold. */
  maxLineQty: z.number().int(),
  /** Cash-on-delivery orders not yet shipped that one account may have. */
  codMaxOpenOrdersPerAccount: z.number().int(),
  /** Cash-on-delivery orders not yet shipped to one delivery address (pincode and address line), all accounts together. */
  codMaxOpenOrdersPerAddress: z.number().int(),
  /** Units of one product ordered cash on delivery per day (Asia/Kolkata), per account and per delivery address. */
  codMaxUnitsPerProductPerDay: z.number().int(),
  /** A review whose purchase was cancelled or refunded (it never counts in the rating): hidden, or shown without the mark. */
  unverifiedReviews: z.enum(UNVERIFIED_REVIEW_MODES),
  /** A visitor may check out with an e-mail and a mobile number, without an account. */
  guestCheckout: z.boolean(),
  /** A known shopper's cart untouched for this many hours is listed as abandoned (ABANDONED_CART_HOURS). */
  abandonedCartHours: z.number().int(),
  /** Each abandoned cart's shopper gets one reminder e-mail. */
  cartReminders: z.boolean(),
  footerPromises: z.array(z.object({ title: z.string(), text: z.string(), titleHi: z.string(), textHi: z.string() })),
  deliveryPromise: deliveryPromiseOutput,
  /**
   * The prices the owner enters are what shoppers pay, GST included (the tax is taken out per line); false:
   * GST is added at checkout (the spec's arithmetic). A change applies to new orders only.
   */
  pricesIncludeGst: z.boolean(),
  /** How the shop files GSTR-1: 'monthly', or 'quarterly' under the QRMP scheme (Admin → GST returns picks periods by it). */
  gstReturnFrequency: z.enum(GST_RETURN_FREQUENCIES),
  /** The shop's UPI ID ('' for none): checkout then offers 'Pay by UPI (any UPI app)', straight to the shop. */
  upiId: z.string(),
  upiPayeeName: z.string(),
  /** Hours the shop takes to confirm a claimed UPI payment before the order is cancelled unconfirmed. */
  upiConfirmHours: z.number().int(),
  /** The shop's WhatsApp number, 10 digits ('' for none). */
  whatsappNumber: z.string(),
  /** The shop's public address (PUBLIC_URL), for the links a shopper shares or sends. */
  publicUrl: z.string(),
});
export type ShopSettings = z.infer<typeof settingsOutput>;
