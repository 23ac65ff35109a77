import { z } from 'zod';
import { MAX_ORDER_LINES } from '../constants.js';
import { isoDate, rupeesOutput } from './common.js';
import { orderLineInput } from './order.js';

/** The whole cart as the browser holds it: a line per product, in the order they were added. */
export const cartInput = z.object({
  cartItems: z.array(orderLineInput, { error: 'Cart items are required' }).max(MAX_ORDER_LINES, `A cart can have at most ${MAX_ORDER_LINES} lines`),
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
