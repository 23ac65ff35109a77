import { z } from 'zod';
import { MAX_ORDER_LINES } from '../constants.js';
import { mobileNumberSchema } from './address.js';
import { isoDate, languageInput, pageInfo, pagingInput, rupeesOutput } from './common.js';
import { orderLineInput } from './order.js';
import { emailSchema } from './user.js';

/** The whole cart as the browser holds it: a line per product, in the order they were added. */
export const cartInput = z.object({
  cartItems: z.array(orderLineInput, { error: 'Cart items are required' }).max(MAX_ORDER_LINES, `A cart can have at most ${MAX_ORDER_LINES} lines`),
  language: languageInput.describe('The language of the page the cart is saved from (en, the default, or hi): a reminder about it is written in it.'),
});
export type CartInput = z.infer<typeof cartInput>;

export const cartMergeInput = cartInput.extend({
  mergeKey: z
    .string()
    .trim()
    .max(64, 'Merge key is too long')
    .optional()
    .describe('Chosen by the browser for this merge: sent again (its answer lost), the same merge adds nothing twice'),
});

/** A cart line with the product as it is now (the browser's CartItem). */
export const cartLineOutput = z.object({
  _id: z.string().describe('The product'),
  variant: z.string().describe('The variant chosen; the product’s own id for a product sold one way only'),
  variantTitle: z.string().describe('Size: M · Colour: Indigo; empty for a product sold one way only'),
  sku: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  price: rupeesOutput,
  countInStock: z.number().int(),
  gstRate: z.number(),
  qty: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineOutput>;

export const cartOutput = z.object({
  cartItems: z.array(cartLineOutput),
  updatedAt: isoDate.nullable().describe('When the cart was last changed; null for a cart never saved'),
});
export type CartView = z.infer<typeof cartOutput>;

/** The random key a guest's browser keeps for its cart on the server (docs/decisions/039-abandoned-carts.md). */
export const GUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * PUT /api/cart/guest: a guest who gave an e-mail and mobile number at checkout keeps the browser's cart on
 * the server under a random key the browser made, so the owner learns of it and may remind them.
 */
export const guestCartInput = cartInput.extend({
  guestKey: z
    .string({ error: 'Guest key is required' })
    .regex(GUEST_KEY_PATTERN, 'Guest key must be 22 to 64 letters, digits, - or _')
    .describe("Random, made by the guest's browser and kept there: the cart's only name"),
  email: emailSchema,
  phone: mobileNumberSchema,
});
export type GuestCartInput = z.infer<typeof guestCartInput>;

/** The key in a cart reminder's links (back to the cart; no more reminders). */
export const reminderKeyInput = z.object({
  key: z.string({ error: 'Key is required' }).trim().min(1, 'Key is required').max(128, 'Key is too long'),
});

/** GET /api/cart/restore/{key}: the reminded cart's lines, nothing about whose it is but whether it is an account's. */
export const restoredCartOutput = cartOutput.extend({
  forAccount: z.boolean().describe("The cart of an account: signing in shows it (the browser's cart is then merged into it)"),
});
export type RestoredCart = z.infer<typeof restoredCartOutput>;

/** GET /api/admin/carts/abandoned (admin). */
export const abandonedCartListInput = z.object({ ...pagingInput });

export const abandonedCartOutput = z.object({
  _id: z.string(),
  guest: z.boolean().describe('A guest (no account) who gave an e-mail at checkout'),
  name: z.string().nullable().describe("The account's name; null for a guest"),
  email: z.string(),
  phone: z.string().nullable().describe("10 digits: the guest's, or the account's default saved address's"),
  cartItems: z.array(cartLineOutput).describe('With the products as they are now; products no longer for sale left out'),
  itemsPrice: rupeesOutput.describe("The lines at today's prices"),
  updatedAt: isoDate.describe('When the shopper last changed the cart'),
  remindedAt: isoDate.nullable().describe('When the reminder e-mail was queued; null when none went'),
});
export type AbandonedCart = z.infer<typeof abandonedCartOutput>;

export const abandonedCartListOutput = z.object({ carts: z.array(abandonedCartOutput), hours: z.number().int(), ...pageInfo });
