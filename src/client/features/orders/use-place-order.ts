import { withOwnSuccess } from '../../lib/mutation-options.js';
import { clearCart } from '../../state/cart.js';
import { trpc, type ReactQueryOptions } from '../../trpc.js';

/**
 * Places the order. Once placed, the cart is emptied (docs/spec.md §4), the new order is already in the
 * cache for its page, and My Orders and the banner are fetched again.
 */
export function usePlaceOrder(options?: ReactQueryOptions['orders']['place']) {
  const utils = trpc.useUtils();
  return trpc.orders.place.useMutation(
    withOwnSuccess(options, (order) => {
      clearCart();
      const { privateLink, ...placed } = order;
      const token = privateLink?.split('/order-link/')[1];
      if (token) utils.orders.byLink.setData({ token }, placed);
      else utils.orders.byId.setData({ id: order._id }, placed);
      // A first order can end the banner's offer for this shopper (PromoBanner).
      return Promise.all([utils.orders.mine.invalidate(), utils.promotions.banner.invalidate()]);
    }),
  );
}
