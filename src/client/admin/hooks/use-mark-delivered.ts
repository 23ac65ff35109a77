import { withOwnSuccess } from '../../lib/mutation-options.js';
import { toastError, toastSuccess } from '../../lib/toasts.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';
import { confirmAction } from '../lib/feedback.js';

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

/**
 * Marks an order delivered once the admin confirms it, with a toast either way: `ask(order)` opens the
 * confirmation; `deliver` is the mutation, for its pending state.
 */
export function useConfirmDelivered() {
  const deliver = useMarkDelivered({ onSuccess: () => toastSuccess('Order marked as delivered'), onError: toastError });
  const ask = (order: { _id: string; orderNumber: string; user: { name: string } }) =>
    confirmAction({
      title: 'Mark delivered',
      question: 'Mark this order as delivered?',
      subject: `Order ${order.orderNumber} for ${order.user.name}`,
      confirmLabel: 'Yes',
      onConfirm: () => deliver.mutate({ id: order._id }),
    });
  return { deliver, ask };
}
