import { z } from 'zod';
import { idInput } from '../../shared/schemas/common.js';
import { orderListInput, orderListOutput, orderOutput, placeOrderInput } from '../../shared/schemas/order.js';
import { adminProcedure, customerProcedure, router } from '../trpc/init.js';
import { markDelivered } from './mark-delivered.js';
import { placeOrder } from './place-order.js';
import { getOrderFor, listMyOrders, listOrders } from './read-orders.js';

const tags = ['Orders'];

export const ordersRouter = router({
  place: customerProcedure
    .meta({ openapi: { method: 'POST', path: '/orders', tags, protect: true, summary: 'Place an order; prices and stock are checked on the server' } })
    .input(placeOrderInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) =>
      placeOrder(ctx.deps.db, ctx.user, {
        orderItems: input.orderItems,
        shippingAddress: input.shippingAddress,
        paymentMethod: input.paymentMethod,
        clientTotals: {
          itemsPrice: input.itemsPrice,
          taxPrice: input.taxPrice,
          shippingPrice: input.shippingPrice,
          totalPrice: input.totalPrice,
        },
      }, {
        maxLineQty: ctx.deps.config.limits.lineQuantity,
        maxUnpaidOrders: ctx.deps.config.limits.unpaidOrders,
        onlinePayments: ctx.deps.payments.gateway !== null,
      }),
    ),

  mine: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/orders/myorders', tags, protect: true, summary: 'Your orders, newest first' } })
    .input(z.object({}).optional())
    .output(z.array(orderOutput))
    .query(({ ctx }) => listMyOrders(ctx.deps.db, ctx.user)),

  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/orders', tags, protect: true, summary: 'All orders, newest first (admin)' } })
    .input(orderListInput)
    .output(orderListOutput)
    .query(({ ctx, input }) => listOrders(ctx.deps.db, input)),

  byId: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/orders/{id}', tags, protect: true, summary: 'An order (its owner or an admin)' } })
    .input(idInput)
    .output(orderOutput)
    .query(({ ctx, input }) => getOrderFor(ctx.deps.db, ctx.user, input.id)),

  deliver: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/orders/{id}/deliver', tags, protect: true, summary: 'Mark an order delivered (admin)' } })
    .input(idInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) => markDelivered(ctx.deps.db, input.id)),
});
