import { z } from 'zod';
import { cartInput, cartMergeInput, cartOutput } from '../../shared/schemas/cart.js';
import { customerProcedure, router } from '../trpc/init.js';
import { getCart, mergeCart, saveCart } from './cart.js';

const tags = ['Cart'];

/** The signed-in shopper's cart on the server (src/server/cart/cart.ts). */
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
    .mutation(({ ctx, input }) => saveCart(ctx.deps, ctx.user.id, input.cartItems)),

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
    .mutation(({ ctx, input }) => mergeCart(ctx.deps, ctx.user.id, input.cartItems, input.mergeKey)),
});
