import { z } from 'zod';
import { idInput, messageOutput } from '../../shared/schemas/common.js';
import {
  productListInput,
  productListOutput,
  productOutput,
  productSummaryOutput,
  productUpdateInput,
  reviewInput,
} from '../../shared/schemas/product.js';
import { adminProcedure, customerProcedure, publicProcedure, router } from '../trpc/init.js';
import { addReview } from './add-review.js';
import { getProduct } from './get-product.js';
import { listProducts } from './list-products.js';
import { createSampleProduct, deleteProduct, updateProduct } from './manage-products.js';
import { topProducts } from './top-products.js';

const tags = ['Products'];

export const catalogRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/products', tags, summary: 'List products, newest first, with search and paging' } })
    .input(productListInput)
    .output(productListOutput)
    .query(({ ctx, input }) => listProducts(ctx.deps.db, input)),

  top: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/products/top', tags, summary: 'Top-rated products for the carousel (at most 5)' } })
    .input(z.object({}).optional())
    .output(z.array(productSummaryOutput))
    .query(({ ctx }) => topProducts(ctx.deps.db)),

  byId: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/products/{id}', tags, summary: 'A product with its reviews' } })
    .input(idInput)
    .output(productOutput)
    .query(({ ctx, input }) => getProduct(ctx.deps.db, input.id)),

  addReview: customerProcedure
    .meta({ openapi: { method: 'POST', path: '/products/{id}/reviews', tags, protect: true, summary: 'Review a product (once per customer)', successDescription: 'Review added' } })
    .input(reviewInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      addReview(ctx.deps.db, ctx.user, input.id, { rating: input.rating, comment: input.comment });
      return { message: 'Review added' };
    }),

  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/products', tags, protect: true, summary: 'Create a sample product to edit (admin)' } })
    .input(z.object({}).optional())
    .output(productOutput)
    .mutation(({ ctx }) => createSampleProduct(ctx.deps.db)),

  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/products/{id}', tags, protect: true, summary: 'Update a product (admin)' } })
    .input(productUpdateInput)
    .output(productOutput)
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return updateProduct(ctx.deps.db, id, fields);
    }),

  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/products/{id}', tags, protect: true, summary: 'Delete a product (admin)' } })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      deleteProduct(ctx.deps.db, input.id);
      return { message: 'Product deleted' };
    }),
});
