import type { Order } from '../../../shared/schemas/order.js';
import { withOwnSuccess } from '../../lib/mutation-options.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/** After any action on an order: the changed order replaces the cached one; lists, dashboard and stock are fetched again. */
function useRefreshAfter() {
  const utils = trpc.useUtils();
  return (order: Order) => {
    utils.orders.byId.setData({ id: order._id }, order);
    return Promise.all([utils.orders.list.invalidate(), utils.dashboard.summary.invalidate(), utils.products.invalidate(), utils.mail.list.invalidate()]);
  };
}

export function useShipOrder(options?: ReactQueryOptions['orders']['ship']) {
  const refresh = useRefreshAfter();
  return trpc.orders.ship.useMutation(withOwnSuccess(options, (order) => refresh(order)));
}

export function useCancelOrder(options?: ReactQueryOptions['orders']['cancel']) {
  const refresh = useRefreshAfter();
  return trpc.orders.cancel.useMutation(withOwnSuccess(options, (order) => refresh(order)));
}

export function useRefundOrder(options?: ReactQueryOptions['orders']['refund']) {
  const refresh = useRefreshAfter();
  return trpc.orders.refund.useMutation(withOwnSuccess(options, (order) => refresh(order)));
}

/** Payment received: the UPI payment straight to the shop is in its account (docs/decisions/055-upi-direct.md). */
export function useConfirmUpiPayment(options?: ReactQueryOptions['payments']['confirmUpi']) {
  const refresh = useRefreshAfter();
  return trpc.payments.confirmUpi.useMutation(withOwnSuccess(options, (order) => refresh(order)));
}

/** No such payment: the order waits for a payment again, and the customer is told why. */
export function useRejectUpiPayment(options?: ReactQueryOptions['payments']['rejectUpi']) {
  const refresh = useRefreshAfter();
  return trpc.payments.rejectUpi.useMutation(withOwnSuccess(options, (order) => refresh(order)));
}
