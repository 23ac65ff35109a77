import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Each change to a promotion fetches the promotion lists again. */
export function useCreatePromotion(options?: ReactQueryOptions['promotions']['create']) {
  const utils = trpc.useUtils();
  return trpc.promotions.create.useMutation(withOwnSuccess(options, () => utils.promotions.invalidate()));
}

export function useUpdatePromotion(options?: ReactQueryOptions['promotions']['update']) {
  const utils = trpc.useUtils();
  return trpc.promotions.update.useMutation(withOwnSuccess(options, () => utils.promotions.invalidate()));
}

export function useDeletePromotion(options?: ReactQueryOptions['promotions']['delete']) {
  const utils = trpc.useUtils();
  return trpc.promotions.delete.useMutation(withOwnSuccess(options, () => utils.promotions.invalidate()));
}
