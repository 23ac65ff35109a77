import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** Asks the server to verify a payment and mark the order paid; the paid order replaces the cached one. */
export function usePayOrder(options?: ReactQueryOptions['payments']['pay']) {
  const utils = trpc.useUtils();
  return trpc.payments.pay.useMutation(
    withOwnSuccess(options, (paid, { orderId }) => {
      utils.orders.byId.setData({ id: orderId }, paid);
      void utils.orders.mine.invalidate();
    }),
  );
}

/** The same through a guest order's private link. */
export function usePayOrderByLink(options?: ReactQueryOptions['payments']['payByLink']) {
  const utils = trpc.useUtils();
  return trpc.payments.payByLink.useMutation(withOwnSuccess(options, (paid, { token }) => utils.orders.byLink.setData({ token }, paid)));
}
