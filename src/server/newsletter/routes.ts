import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import { requireAdminHook } from '../http/auth.js';
import { exportSubscribers } from './subscribers.js';

const stamp = () => new Date().toISOString().slice(0, 10);

/** GET /api/newsletter/export.csv (admin): every subscriber, for a mailing tool or a spreadsheet. */
export const newsletterRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/api/newsletter/export.csv', { preHandler: requireAdminHook(deps) }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="newsletter-${stamp()}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportSubscribers(deps.db)),
  );
};
