import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Saves a product's photos; the saved product replaces the cached one, and the lists and the carousel are fetched again (they show its first photo). */
export function useSetProductPhotos(options?: ReactQueryOptions['products']['setImages']) {
  const utils = trpc.useUtils();
  return trpc.products.setImages.useMutation(
    withOwnSuccess(options, (saved) => {
      utils.products.byId.setData({ id: saved._id }, saved);
      return Promise.all([utils.products.list.invalidate(), utils.products.top.invalidate()]);
    }),
  );
}
