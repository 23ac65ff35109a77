import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/**
 * Hides a review or shows it again; the moderation list, the product (its rating and reviews) and the
 * lists and carousel that show ratings are fetched again.
 */
export function useReviewVisibility(options?: ReactQueryOptions['products']['setReviewHidden']) {
  const utils = trpc.useUtils();
  return trpc.products.setReviewHidden.useMutation(
    withOwnSuccess(options, (_result, { id }) =>
      Promise.all([utils.products.reviews.invalidate({ id }), utils.products.byId.invalidate({ id }), utils.products.list.invalidate(), utils.products.top.invalidate()]),
    ),
  );
}
