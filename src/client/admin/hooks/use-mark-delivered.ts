import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Marks an order delivered; the delivered order replaces the cached one, and the order list and dashboard are fetched again. */
export function useMarkDelivered(options?: ReactQueryOptions['orders']['deliver']) {
  const utils = trpc.useUtils();
  return trpc.orders.deliver.useMutation(
    withOwnSuccess(options, (order) => {
      utils.orders.byId.setData({ id: order._id }, order);
      return Promise.all([utils.orders.list.invalidate(), utils.dashboard.summary.invalidate()]);
    }),
  );
}
