import { useRef } from 'react';
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

/**
 * Moves go to the server one after another, in the order asked (one scope: each waits for the one before), so
 * moves made faster than the server answers all land. The page shows each at once; the categories are fetched
 * again after the last one (fetched in between, they would show an order already overtaken), or at once
 * after a failed one.
 */
export function useReorderCategories(options?: ReactQueryOptions['categories']['reorder']) {
  const refetch = useRefetch();
  const queued = useRef(0);
  const mutation = trpc.categories.reorder.useMutation({
    ...options,
    scope: { id: 'categories.reorder' },
    onSuccess: async (...args) => {
      await Promise.all([queued.current > 1 ? undefined : refetch(), options?.onSuccess?.(...args)]);
    },
    onError: (...args) => {
      void refetch();
      return options?.onError?.(...args);
    },
    onSettled: () => {
      queued.current -= 1;
    },
  });
  const mutate: typeof mutation.mutate = (...args) => {
    queued.current += 1;
    mutation.mutate(...args);
  };
  return { ...mutation, mutate };
}

export function useDeleteCategory(options?: ReactQueryOptions['categories']['delete']) {
  const refetch = useRefetch();
  return trpc.categories.delete.useMutation(withOwnSuccess(options, refetch));
}
