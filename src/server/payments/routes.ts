import type { FastifyInstance } from 'fastify';
import { testConfirmInput } from '../../shared/schemas/payment.js';
import type { AppDeps } from '../deps.js';
import { badRequest, notFound } from '../errors.js';
import { CardError, TestGateway } from './gateways/test-gateway.js';
import { handleWebhook } from './handle-webhook.js';

/**
 * The payment routes that are not tRPC procedures: gateway webhooks, which must see the body exactly as
 * sent, and the test gateway's card form.
 */
export async function paymentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
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
    if (!(gateway instanceof TestGateway)) throw notFound('Not found');
    const parsed = testConfirmInput.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
    const { paymentId, ...card } = parsed.data;
    try {
      const payment = gateway.confirm(paymentId, card);
      return reply.send({ paymentId: payment.paymentId, status: 'succeeded' });
    } catch (error) {
      // A refused card is the gateway's answer, not a malformed request: 402 as real gateways answer.
      if (error instanceof CardError) return reply.code(402).send({ message: error.message });
      throw error;
    }
  });
}
