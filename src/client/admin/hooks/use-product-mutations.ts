import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Creates an empty product; it is cached for its edit page and the lists are fetched again. */
export function useCreateProduct(options?: ReactQueryOptions['products']['create']) {
  const utils = trpc.useUtils();
  return trpc.products.create.useMutation(
    withOwnSuccess(options, (product) => {
      utils.products.byId.setData({ id: product._id }, product);
      return utils.products.list.invalidate();
    }),
  );
}

/** Saves a product; the saved copy replaces the cached one, and the lists and the carousel are fetched again. */
export function useUpdateProduct(options?: ReactQueryOptions['products']['update']) {
  const utils = trpc.useUtils();
  return trpc.products.update.useMutation(
    withOwnSuccess(options, (saved) => {
      utils.products.byId.setData({ id: saved._id }, saved);
      return Promise.all([utils.products.list.invalidate(), utils.products.top.invalidate()]);
    }),
  );
}

/** Deletes a product; it leaves the cache, and the lists and the carousel are fetched again. */
export function useDeleteProduct(options?: ReactQueryOptions['products']['delete']) {
  const utils = trpc.useUtils();
  return trpc.products.delete.useMutation(
    withOwnSuccess(options, (_result, { id }) => {
      utils.products.byId.setData({ id }, undefined);
      return Promise.all([utils.products.list.invalidate(), utils.products.top.invalidate()]);
    }),
  );
}
