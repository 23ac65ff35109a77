import { z } from 'zod';
import { idInput } from '../../shared/schemas/common.js';
import { orderLinkInput, orderOutput } from '../../shared/schemas/order.js';
import { orderIdForLink } from '../orders/order-links.js';
import { payOrderInput, paymentConfigOutput, startPaymentOutput } from '../../shared/schemas/payment.js';
import { customerProcedure, publicProcedure, router } from '../trpc/init.js';
import { payOrder } from './pay-order.js';
import { paymentConfig } from './payment-config.js';
import { startPayment } from './start-payment.js';

const tags = ['Payments'];

export const paymentsRouter = router({
  config: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/payments/config', tags, summary: 'The active payment gateway and the public key its widget needs' } })
    .input(z.object({}).optional())
    .output(paymentConfigOutput)
    .query(({ ctx }) => paymentConfig(ctx.deps.payments.gateway)),

  start: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/orders/{id}/payment',
        tags,
        protect: true,
        summary: 'Start (or resume) the online payment of your unpaid order; returns the gateway handles for its widget',
      },
    })
    .input(idInput)
    .output(startPaymentOutput)
    .mutation(({ ctx, input }) => startPayment(ctx.deps, ctx.user, input.id)),

  // The path names the order `orderId` because the spec's body already uses `id` for the payment id.
  pay: customerProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/orders/{orderId}/pay',
        tags,
        protect: true,
        summary: 'Mark your order paid: the server asks the payment gateway about payment `id` and pays the order only on its answer',
      },
    })
    .input(payOrderInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) =>
      payOrder(ctx.deps, ctx.user, input.orderId, { paymentId: input.id, signature: input.razorpay_signature }),
    ),

  // A guest order's private link stands in for the buyer's session (docs/decisions/038-guest-checkout.md).
  startByLink: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/orders/link/{token}/payment',
        tags,
        summary: 'Start (or resume) the online payment of a guest’s unpaid order, through its private link',
      },
    })
    .input(orderLinkInput)
    .output(startPaymentOutput)
    .mutation(({ ctx, input }) => startPayment(ctx.deps, 'order-link', orderIdForLink(ctx.deps.db, input.token))),

  payByLink: publicProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/orders/link/{token}/pay',
        tags,
        summary: 'Mark a guest’s order paid through its private link: the server asks the payment gateway about payment `id`',
      },
    })
    .input(payOrderInput.omit({ orderId: true }).extend(orderLinkInput.shape))
    .output(orderOutput)
    .mutation(({ ctx, input }) =>
      payOrder(ctx.deps, 'order-link', orderIdForLink(ctx.deps.db, input.token), { paymentId: input.id, signature: input.razorpay_signature }),
    ),
});
