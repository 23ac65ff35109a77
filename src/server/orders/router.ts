import { z } from 'zod';
import { idInput } from '../../shared/schemas/common.js';
import {
  cancelOrderInput,
  orderLinkCancelInput,
  orderLinkInput,
  orderLinkStatusOutput,
  orderListInput,
  orderListOutput,
  orderOutput,
  placedOrderOutput,
  placeOrderInput,
  refundOrderInput,
  shipOrderInput,
} from '../../shared/schemas/order.js';
import { promoCheckKeys } from '../promotions/promotions.js';
import { adminProcedure, customerProcedure, publicProcedure, router } from '../trpc/init.js';
import { cancelOrder, cancelOrderByLink } from './cancel-order.js';
import { orderBuyer, orderByLink, orderLinkStatus, revokeOrderLink, sendNewOrderLink } from './guest-orders.js';
import { deliverOrder, shipOrder } from './fulfil-order.js';
import { placeOrder } from './place-order.js';
import { refundOrder } from './refund-order.js';
import { getOrderFor, listMyOrders, listOrders } from './read-orders.js';

const tags = ['Orders'];

export const ordersRouter = router({
  place: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/orders',
        tags,
        protect: true,
        summary:
          'Place an order; prices and stock are checked on the server. Without a session, `guest: {email, phone}` places a guest order (when the shop allows guest checkout), answered with its `privateLink`',
      },
    })
    .input(placeOrderInput)
    .output(placedOrderOutput)
    .mutation(({ ctx, input }) => {
      const buyer = orderBuyer(ctx.deps, ctx.user, input.guest, ctx.ip);
      const place = async () => {
        const { order, privateLink } = await placeOrder(ctx.deps, buyer, {
          orderItems: input.orderItems,
          shippingAddress: input.shippingAddress,
          paymentMethod: input.paymentMethod,
          promoCode: input.promoCode,
          business: input.business,
          language: input.language,
          clientTotals: {
            discountPrice: input.discountPrice,
            itemsPrice: input.itemsPrice,
            taxPrice: input.taxPrice,
            shippingPrice: input.shippingPrice,
            codFee: input.codFee,
            roundOff: input.roundOff,
            totalPrice: input.totalPrice,
          },
        });
        return privateLink ? { ...order, privateLink } : order;
      };
      // An order is another way to try a promo code: one refused with a code counts like a refused validate.
      return input.promoCode && ctx.user ? ctx.deps.limiters.promoChecks.run(promoCheckKeys(ctx.ip, ctx.user.id), place) : place();
    }),

  byLink: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/orders/link/{token}',
        tags,
        summary: 'A guest’s order, through its private link; a wrong, expired or revoked link is 404',
      },
    })
    .input(orderLinkInput)
    .output(orderOutput)
    .query(({ ctx, input }) => orderByLink(ctx.deps, input.token)),

  cancelByLink: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/orders/link/{token}/cancel', tags, summary: 'Cancel a guest’s order through its private link, until it ships' },
    })
    .input(orderLinkCancelInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) => cancelOrderByLink(ctx.deps, input.token, input.reason)),

  linkStatus: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/orders/{id}/link', tags, protect: true, summary: 'Whether a guest order’s private link works, and until when (admin)' } })
    .input(idInput)
    .output(orderLinkStatusOutput)
    .query(({ ctx, input }) => orderLinkStatus(ctx.deps, input.id)),

  revokeLink: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/orders/{id}/link', tags, protect: true, summary: 'Revoke a guest order’s private link: it stops working at once (admin)' } })
    .input(idInput)
    .output(orderLinkStatusOutput)
    .mutation(({ ctx, input }) => revokeOrderLink(ctx.deps, input.id)),

  sendLink: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/orders/{id}/link',
        tags,
        protect: true,
        summary: 'Send the guest a new private link to their order by e-mail; the old links stop working (admin)',
      },
    })
    .input(idInput)
    .output(orderLinkStatusOutput)
    .mutation(({ ctx, input }) => sendNewOrderLink(ctx.deps, input.id)),

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
          'All orders, newest first (admin); keyword finds an order by its number (RS-10001 or 10001), its id or 8 or more characters of it, or the buyer’s name or e-mail; status=unfulfilled|shipped|delivered|cancelled|unpaid|claimed|refunded filters them (unpaid leaves out cancelled orders; claimed: UPI payments to confirm)',
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
        summary:
          'Refund part or all of a paid order (admin), optionally putting units back into stock; amount in rupees. An order paid by UPI straight to the shop is paid back by the shop: `reference` names that payment',
      },
    })
    .input(refundOrderInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) =>
      refundOrder(ctx.deps, ctx.user, input.id, { amountPaise: input.amount, reason: input.reason, restock: input.restock, reference: input.reference }),
    ),
});
