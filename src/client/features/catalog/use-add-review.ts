import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/**
 * Posts a review; the product is then fetched again, with the review, its new rating and count, and so is
 * the shopper's standing, which marks the review as theirs in place of the form.
 */
export function useAddReview(options?: ReactQueryOptions['products']['addReview']) {
  const utils = trpc.useUtils();
  return trpc.products.addReview.useMutation(
    withOwnSuccess(options, (_result, { id }) => Promise.all([utils.products.byId.invalidate({ id }), utils.products.canReview.invalidate({ id })])),
  );
}
