import { z } from 'zod';
import { idInput, messageOutput } from '../../shared/schemas/common.js';
import {
  moderatedReviewOutput,
  productListInput,
  productListOutput,
  productOutput,
  productSuggestInput,
  productSuggestionOutput,
  productSummaryOutput,
  productUpdateInput,
  reviewInput,
  reviewStandingOutput,
  reviewVisibilityInput,
} from '../../shared/schemas/product.js';
import { productPhotosInput } from '../../shared/schemas/product-photos.js';
import { MAX_PRODUCT_IMAGES } from '../../shared/variants.js';
import { requireAdmin } from '../auth/session.js';
import { purgingProduct } from '../cdn/changed-pages.js';
import { adminProcedure, customerProcedure, publicProcedure, router, withoutOutputCheck } from '../trpc/init.js';
import { addReview, reviewStanding, setReviewHidden } from './add-review.js';
import { getProduct, reviewsToModerate } from './get-product.js';
import { listProducts } from './list-products.js';
import { countSearch, isNewSearch } from './search-stats.js';
import { suggestProducts } from './suggest-products.js';
import { createSampleProduct, deleteProduct, updateProduct } from './manage-products.js';
import { setProductPhotos } from './product-photos.js';
import { topProducts } from './top-products.js';

const tags = ['Products'];

export const catalogRouter = router({
  list: withoutOutputCheck(
    publicProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/products',
          tags,
          summary:
            'List published products with search (every word, any order, the last as a prefix; typos corrected), filters, brand counts, sorting and paging (admins may add includeDrafts=true)',
        },
      })
      .input(productListInput)
      .output(productListOutput)
      .query(({ ctx, input }) => {
        if (input.includeDrafts) requireAdmin(ctx.user);
        const { page, ...given } = input;
        const query = { ...given, pageNumber: page ?? given.pageNumber };
        const list = listProducts(ctx.deps.db, query);
        if (isNewSearch(query)) countSearch(ctx.deps.db, query.keyword ?? '', list.total > 0);
        return list;
      })
  ),

  suggest: withoutOutputCheck(
    publicProcedure
      .meta({ openapi: { method: 'GET', path: '/products/suggest', tags, summary: 'Up to 8 product names and categories for what has been typed so far' } })
      .input(productSuggestInput)
      .output(z.array(productSuggestionOutput))
      .query(({ ctx, input }) => suggestProducts(ctx.deps.db, input.q))
  ),

  top: withoutOutputCheck(
    publicProcedure
      .meta({ openapi: { method: 'GET', path: '/products/top', tags, summary: 'Top-rated products for the carousel (at most 5)' } })
      .input(z.object({}).optional())
      .output(z.array(productSummaryOutput))
      .query(({ ctx }) => topProducts(ctx.deps.db))
  ),

  byId: withoutOutputCheck(
    publicProcedure
      .meta({ openapi: { method: 'GET', path: '/products/{id}', tags, summary: 'A published product with its reviews (admins also see drafts)' } })
      .input(idInput)
      .output(productOutput)
      .query(({ ctx, input }) => getProduct(ctx.deps.db, input.id, { withDrafts: ctx.user?.isAdmin === true }))
  ),

  canReview: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/products/{id}/can-review',
        tags,
        protect: true,
        summary:
          'Whether you may review this product (you hold a paid or delivered unit, not cancelled or refunded, and have not reviewed it yet), and your review of it if you wrote one',
      },
    })
    .input(idInput)
    .output(reviewStandingOutput)
    .query(({ ctx, input }) => reviewStanding(ctx.deps.db, ctx.user.id, input.id)),

  addReview: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/products/{id}/reviews',
        tags,
        protect: true,
        summary: 'Review a product you bought (once per customer)',
        successDescription: 'Review added',
      },
    })
    .input(reviewInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      purgingProduct(ctx.deps, input.id, () => addReview(ctx.deps.db, ctx.user, input.id, { rating: input.rating, comment: input.comment }));
      return { message: 'Review added' };
    }),

  reviews: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/products/{id}/reviews', tags, protect: true, summary: 'Every review of a product, hidden ones included (admin)' } })
    .input(idInput)
    .output(z.array(moderatedReviewOutput))
    .query(({ ctx, input }) => reviewsToModerate(ctx.deps.db, input.id)),

  setReviewHidden: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/products/{id}/reviews/{reviewId}',
        tags,
        protect: true,
        summary: 'Hide a review, or show it again (admin); hidden reviews do not count in the rating',
      },
    })
    .input(reviewVisibilityInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      purgingProduct(ctx.deps, input.id, () => setReviewHidden(ctx.deps.db, input.id, input.reviewId, input.hidden));
      return { message: input.hidden ? 'Review hidden' : 'Review shown' };
    }),

  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/products', tags, protect: true, summary: 'Create a sample draft product to edit (admin)' } })
    .input(z.object({}).optional())
    .output(productOutput)
    .mutation(({ ctx }) => createSampleProduct(ctx.deps.db)),

  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/products/{id}', tags, protect: true, summary: 'Update a product, or publish it with isPublished (admin)' } })
    .input(productUpdateInput)
    .output(productOutput)
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return purgingProduct(ctx.deps, id, () => updateProduct(ctx.deps.db, id, fields, ctx.deps.settings.get().pricesIncludeGst));
    }),

  setImages: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/products/{id}/images',
        tags,
        protect: true,
        summary:
          `Set a product's photos in order, each with its alt text (admin): 1 to ${MAX_PRODUCT_IMAGES}, the first becoming its image. A photo sent with its id keeps it; those not sent are removed, also from the variants that showed them`,
      },
    })
    .input(productPhotosInput)
    .output(productOutput)
    .mutation(({ ctx, input }) => purgingProduct(ctx.deps, input.id, () => setProductPhotos(ctx.deps.db, input.id, input.images))),

  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/products/{id}', tags, protect: true, summary: 'Delete a product (admin)' } })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      purgingProduct(ctx.deps, input.id, () => deleteProduct(ctx.deps.db, input.id));
      return { message: 'Product deleted' };
    }),
});
