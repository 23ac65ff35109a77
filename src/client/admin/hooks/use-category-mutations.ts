import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/**
 * Each change to a category fetches the categories again (the storefront's bar and filters read the same
 * query), and the product answers too: they carry their category's name, and a list its products.
 */
function useRefetch() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.categories.invalidate(), utils.products.invalidate()]);
}

export function useCreateCategory(options?: ReactQueryOptions['categories']['create']) {
  const refetch = useRefetch();
  return trpc.categories.create.useMutation(withOwnSuccess(options, refetch));
}

export function useUpdateCategory(options?: ReactQueryOptions['categories']['update']) {
  const refetch = useRefetch();
  return trpc.categories.update.useMutation(withOwnSuccess(options, refetch));
}

export function useReorderCategories(options?: ReactQueryOptions['categories']['reorder']) {
  const refetch = useRefetch();
  return trpc.categories.reorder.useMutation(withOwnSuccess(options, refetch));
}

export function useDeleteCategory(options?: ReactQueryOptions['categories']['delete']) {
  const refetch = useRefetch();
  return trpc.categories.delete.useMutation(withOwnSuccess(options, refetch));
}
