import { z } from 'zod';
import { idInput } from '../../shared/schemas/common.js';
import { orderLinkInput, orderOutput } from '../../shared/schemas/order.js';
import { orderIdForLink } from '../orders/order-links.js';
import {
  payOrderInput,
  paymentConfigOutput,
  startPaymentOutput,
  upiClaimInput,
  upiConfirmInput,
  upiLinkClaimInput,
  upiPaymentOutput,
  upiRejectInput,
} from '../../shared/schemas/payment.js';
import { adminProcedure, customerProcedure, publicProcedure, router } from '../trpc/init.js';
import { payOrder } from './pay-order.js';
import { paymentConfig } from './payment-config.js';
import { startPayment } from './start-payment.js';
import { claimUpiPayment, confirmUpiPayment, rejectUpiPayment, upiPayment } from './upi-direct.js';

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

  // UPI straight to the shop, without a gateway (docs/decisions/055-upi-direct.md).
  upi: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/orders/{id}/upi-payment',
        tags,
        protect: true,
        summary: 'How to pay your order by UPI straight to the shop: the upi://pay link, its QR code (SVG) and the amount',
      },
    })
    .input(idInput)
    .output(upiPaymentOutput)
    .query(({ ctx, input }) => upiPayment(ctx.deps, ctx.user, input.id)),

  upiByLink: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/orders/link/{token}/upi-payment', tags, summary: 'The same for a guest’s order, through its private link' } })
    .input(orderLinkInput)
    .output(upiPaymentOutput)
    .query(({ ctx, input }) => upiPayment(ctx.deps, 'order-link', orderIdForLink(ctx.deps.db, input.token))),

  claimUpi: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/orders/{id}/upi-payment',
        tags,
        protect: true,
        summary: 'Say you paid your order by UPI: `utr` is the 12-digit reference your UPI app shows; the shop then confirms it',
      },
    })
    .input(upiClaimInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) => claimUpiPayment(ctx.deps, ctx.user, input.id, input.utr)),

  claimUpiByLink: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/orders/link/{token}/upi-payment', tags, summary: 'The same for a guest’s order, through its private link' } })
    .input(upiLinkClaimInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) => claimUpiPayment(ctx.deps, 'order-link', orderIdForLink(ctx.deps.db, input.token), input.utr)),

  confirmUpi: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/orders/{id}/upi-payment/confirm', tags, protect: true, summary: 'Payment received: the UPI payment is in the shop’s account (admin)' },
    })
    .input(upiConfirmInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) => confirmUpiPayment(ctx.deps, ctx.user, input.id, input.note)),

  rejectUpi: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/orders/{id}/upi-payment/reject',
        tags,
        protect: true,
        summary: 'No such payment: the order waits for a payment again and the customer is told why (`note`) (admin)',
      },
    })
    .input(upiRejectInput)
    .output(orderOutput)
    .mutation(({ ctx, input }) => rejectUpiPayment(ctx.deps, ctx.user, input.id, input.note)),
});
