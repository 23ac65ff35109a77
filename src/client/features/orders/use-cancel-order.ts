import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/**
 * Cancels the shopper's own order (allowed until it ships). The order comes back cancelled; My Orders and
 * every product (their stock came back) are fetched again.
 */
export function useCancelOrder(options?: ReactQueryOptions['orders']['cancel']) {
  const utils = trpc.useUtils();
  return trpc.orders.cancel.useMutation(
    withOwnSuccess(options, (order) => {
      utils.orders.byId.setData({ id: order._id }, order);
      return Promise.all([utils.orders.mine.invalidate(), utils.products.invalidate()]);
    }),
  );
}

/** The same through a guest order's private link. */
export function useCancelOrderByLink(options?: ReactQueryOptions['orders']['cancelByLink']) {
  const utils = trpc.useUtils();
  return trpc.orders.cancelByLink.useMutation(
    withOwnSuccess(options, (order, { token }) => {
      utils.orders.byLink.setData({ token }, order);
      return utils.products.invalidate();
    }),
  );
}
