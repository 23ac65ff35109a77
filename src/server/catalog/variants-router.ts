import { productOutput } from '../../shared/schemas/product.js';
import { productOptionsInput, variantDeleteInput, variantsUpdateInput } from '../../shared/schemas/variants.js';
import { purgingProduct } from '../cdn/changed-pages.js';
import { adminProcedure, router } from '../trpc/init.js';
import { deleteVariant, setProductOptions, updateVariants } from './manage-variants.js';

const tags = ['Products'];

/** The owner's side of a product's options and variants (docs/decisions/043-variants.md). */
export const variantsRouter = router({
  setOptions: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/products/{id}/options',
        tags,
        protect: true,
        summary:
          "Set a product's options (at most 3, each with its values in order; `was` renames an option or a value in place) and make its variants follow: every combination is a variant, those still offered keep their id, SKU, price, stock and photos, new ones take the product's price and no stock (admin)",
      },
    })
    .input(productOptionsInput)
    .output(productOutput)
    .mutation(({ ctx, input }) => purgingProduct(ctx.deps, input.id, () => setProductOptions(ctx.deps.db, input.id, input.options))),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/products/{id}/variants',
        tags,
        protect: true,
        summary:
          "Set the price, M.R.P., stock (or addStock), SKU, barcode, weight and photos of several of a product's variants at once, all or nothing (admin)",
      },
    })
    .input(variantsUpdateInput)
    .output(productOutput)
    .mutation(({ ctx, input }) =>
      purgingProduct(ctx.deps, input.id, () => updateVariants(ctx.deps.db, input.id, input.variants, ctx.deps.settings.get().pricesIncludeGst)),
    ),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/products/{id}/variants/{variantId}',
        tags,
        protect: true,
        summary: 'Remove one combination the shop does not sell; a product keeps at least one variant (admin)',
      },
    })
    .input(variantDeleteInput)
    .output(productOutput)
    .mutation(({ ctx, input }) => purgingProduct(ctx.deps, input.id, () => deleteVariant(ctx.deps.db, input.id, input.variantId))),
});
