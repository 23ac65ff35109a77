import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Posts a review; the product is then fetched again, with the review, its new rating and count. */
export function useAddReview(options?: ReactQueryOptions['products']['addReview']) {
  const utils = trpc.useUtils();
  return trpc.products.addReview.useMutation(withOwnSuccess(options, (_result, { id }) => utils.products.byId.invalidate({ id })));
}
