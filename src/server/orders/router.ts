import { z } from 'zod';
import { idInput } from '../../shared/schemas/common.js';
import {
  cancelOrderInput,
  orderListInput,
  orderListOutput,
  orderOutput,
  placeOrderInput,
  refundOrderInput,
  shipOrderInput,
} from '../../shared/schemas/order.js';
import { promoCheckKeys } from '../promotions/promotions.js';
import { adminProcedure, customerProcedure, router } from '../trpc/init.js';
import { cancelOrder } from './cancel-order.js';
import { deliverOrder, shipOrder } from './fulfil-order.js';
import { placeOrder } from './place-order.js';
import { refundOrder } from './refund-order.js';
import { getOrderFor, listMyOrders, listOrders } from './read-orders.js';

const tags = ['Orders'];

export const ordersRouter = router({
  place: customerProcedure
    .meta({ openapi: { method: 'POST', path: '/orders', tags, protect: true, summary: 'Place an order; prices and stock are checked on the server' } })
    .input(placeOrderInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) => {
      const place = async () =>
        placeOrder(ctx.deps, ctx.user, {
          orderItems: input.orderItems,
          shippingAddress: input.shippingAddress,
          paymentMethod: input.paymentMethod,
          promoCode: input.promoCode,
          clientTotals: {
            discountPrice: input.discountPrice,
            itemsPrice: input.itemsPrice,
            taxPrice: input.taxPrice,
            shippingPrice: input.shippingPrice,
            totalPrice: input.totalPrice,
          },
        });
      // An order is another way to try a promo code: one refused with a code counts like a refused validate.
      return input.promoCode ? ctx.deps.limiters.promoChecks.run(promoCheckKeys(ctx.ip, ctx.user.id), place) : place();
    }),

  mine: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/orders/myorders', tags, protect: true, summary: 'Your orders, newest first' } })
    .input(z.object({}).optional())
    .output(z.array(orderOutput))
    .query(({ ctx }) => listMyOrders(ctx.deps.db, ctx.user)),

  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/orders',
        tags,
        protect: true,
        summary:
          'All orders, newest first (admin); keyword finds an order by its number (RS-10001 or 10001), its id or 8 or more characters of it, or the buyer’s name or e-mail; status=unfulfilled|shipped|delivered|cancelled|unpaid|refunded filters them (unpaid leaves out cancelled orders)',
      },
    })
    .input(orderListInput)
    .output(orderListOutput)
    .query(({ ctx, input }) => listOrders(ctx.deps.db, input)),

  byId: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/orders/{id}', tags, protect: true, summary: 'An order (its owner or an admin)' } })
    .input(idInput)
    .output(orderOutput)
    .query(({ ctx, input }) => getOrderFor(ctx.deps.db, ctx.user, input.id)),

  cancel: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/orders/{id}/cancel',
        tags,
        protect: true,
        summary: 'Cancel an order: its customer until it ships, an admin until it is delivered; a paid order is refunded in full',
      },
    })
    .input(cancelOrderInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) => cancelOrder(ctx.deps, ctx.user, input.id, input.reason)),

  ship: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/orders/{id}/ship', tags, protect: true, summary: 'Ship an order with its carrier and tracking number (admin)' } })
    .input(shipOrderInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) =>
      shipOrder(ctx.deps, ctx.user, input.id, { carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl }),
    ),

  deliver: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/orders/{id}/deliver',
        tags,
        protect: true,
        summary: 'Mark an order delivered (admin); a cash-on-delivery order is paid by it',
      },
    })
    .input(idInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) => deliverOrder(ctx.deps, ctx.user, input.id)),

  refund: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/orders/{id}/refund',
        tags,
        protect: true,
        summary: 'Refund part or all of a paid order (admin), optionally putting units back into stock; amount in rupees',
      },
    })
    .input(refundOrderInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) =>
      refundOrder(ctx.deps, ctx.user, input.id, { amountPaise: input.amount, reason: input.reason, restock: input.restock }),
    ),
});
