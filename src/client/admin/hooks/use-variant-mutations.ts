import type { Product } from '../../../shared/schemas/product.js';
import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** The saved product replaces the cached one; the lists and the carousel (prices, stock) are fetched again. */
function useKeepSaved() {
  const utils = trpc.useUtils();
  return (saved: Product) => {
    utils.products.byId.setData({ id: saved._id }, saved);
    return Promise.all([utils.products.list.invalidate(), utils.products.top.invalidate()]);
  };
}

/** Saves a product's options; its variants follow on the server. */
export function useSetOptions(options?: ReactQueryOptions['variants']['setOptions']) {
  const keep = useKeepSaved();
  return trpc.variants.setOptions.useMutation(withOwnSuccess(options, (saved) => keep(saved)));
}

/** Saves several variants' price, MRP, stock, SKU and photos at once, all or nothing. */
export function useUpdateVariants(options?: ReactQueryOptions['variants']['update']) {
  const keep = useKeepSaved();
  return trpc.variants.update.useMutation(withOwnSuccess(options, (saved) => keep(saved)));
}

/** Removes one combination the shop does not sell. */
export function useDeleteVariant(options?: ReactQueryOptions['variants']['delete']) {
  const keep = useKeepSaved();
  return trpc.variants.delete.useMutation(withOwnSuccess(options, (saved) => keep(saved)));
}
