import { z } from 'zod';
import { messageOutput } from '../../shared/schemas/common.js';
import {
  abandonedCartListInput,
  abandonedCartListOutput,
  cartInput,
  cartMergeInput,
  cartOutput,
  guestCartInput,
  reminderKeyInput,
  restoredCartOutput,
} from '../../shared/schemas/cart.js';
import { adminProcedure, customerProcedure, publicProcedure, router } from '../trpc/init.js';
import { listAbandonedCarts } from './abandoned-carts.js';
import { getCart, mergeCart, saveCart, saveGuestCart } from './cart.js';
import { restoreCart, turnOffCartReminders } from './cart-reminders.js';

const tags = ['Cart'];

/**
 * The shopper's cart on the server (src/server/cart/cart.ts), a guest's too, and the carts left behind
 * (docs/decisions/039-abandoned-carts.md).
 */
export const cartRouter = router({
  get: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/cart', tags, protect: true, summary: 'Your saved cart, with each product as it is now (products no longer for sale left out)' } })
    .input(z.object({}).optional())
    .output(cartOutput)
    .query(({ ctx }) => getCart(ctx.deps, ctx.user.id)),

  save: customerProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/cart',
        tags,
        protect: true,
        summary: 'Save the whole cart; each quantity must be in stock and within MAX_LINE_QTY, or nothing is saved',
      },
    })
    .input(cartInput)
    .output(cartOutput)
    .mutation(({ ctx, input }) => saveCart(ctx.deps, ctx.user.id, input.cartItems, new Date(), input.language)),

  merge: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/cart/merge',
        tags,
        protect: true,
        summary: "On sign-in: add the browser's cart to the saved one (quantities added, held to the stock) and save the result",
      },
    })
    .input(cartMergeInput)
    .output(cartOutput)
    .mutation(({ ctx, input }) => mergeCart(ctx.deps, ctx.user.id, input.cartItems, input.mergeKey, new Date(), input.language)),

  saveGuest: publicProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/cart/guest',
        tags,
        summary: "A guest's whole cart, saved under the browser's random key with the e-mail and mobile given at checkout (the same checks as PUT /api/cart)",
      },
    })
    .input(guestCartInput)
    .output(cartOutput)
    .mutation(({ ctx, input }) => saveGuestCart(ctx.deps, input)),

  restore: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/cart/restore/{key}',
        tags,
        summary: "The lines of the cart a reminder e-mail is about, as they are now, for the browser's cart (the key is from the e-mail's link)",
      },
    })
    .input(reminderKeyInput)
    .output(restoredCartOutput)
    .query(({ ctx, input }) => restoreCart(ctx.deps, input.key)),

  remindersOff: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/cart/reminders/off', tags, summary: 'No more cart reminders to the address a reminder went to (the key is from its link)' } })
    .input(reminderKeyInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      turnOffCartReminders(ctx.deps, input.key);
      return { message: 'Cart reminders are off for this address' };
    }),

  abandoned: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/carts/abandoned',
        tags: ['Admin'],
        protect: true,
        summary: 'Carts of known shoppers untouched for more than abandonedCartHours, newest first, with items, value and contact (admin)',
      },
    })
    .input(abandonedCartListInput)
    .output(abandonedCartListOutput)
    .query(({ ctx, input }) => listAbandonedCarts(ctx.deps, input)),
});
