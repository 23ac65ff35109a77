import type { FastifyPluginAsync } from 'fastify';
import { testConfirmInput } from '../../shared/schemas/payment.js';
import type { AppDeps } from '../deps.js';
import { notFound, NOT_FOUND_MESSAGE } from '../errors.js';
import { TestGateway } from './gateways/test-gateway.js';
import { handleWebhook } from './handle-webhook.js';

/**
 * The payment routes that are not tRPC procedures: gateway webhooks, which must see the body exactly as
 * sent, and the test gateway's card form.
 */
export const paymentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // Its own encapsulated scope: only here is the body kept as raw bytes; the rest of the app parses JSON.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.post<{ Params: { gateway: string } }>('/api/payments/:gateway/webhook', async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await handleWebhook(deps, request.params.gateway, rawBody, request.headers, request.log);
      return reply.send({ received: true, outcome });
    });
  });

  app.post('/api/payments/test/confirm', async (request, reply) => {
    const gateway = deps.payments.gateway;
    if (!(gateway instanceof TestGateway)) throw notFound(NOT_FOUND_MESSAGE);
    const { paymentId, ...card } = testConfirmInput.parse(request.body ?? {});
    const payment = gateway.confirm(paymentId, card);
    return reply.send({ paymentId: payment.paymentId, status: 'succeeded' });
  });
};
