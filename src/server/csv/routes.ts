import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { requireAdminHook } from '../http/auth.js';
import { purgeEverything } from '../cdn/changed-pages.js';
import { AppError } from '../errors.js';
import { exportOrders } from './order-csv.js';
import { exportProducts, importProducts } from './product-csv.js';

const CSV_LIMIT = 5 * 1024 * 1024;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written 2026-04-01');

const stamp = () => new Date().toISOString().slice(0, 10);

/**
 * CSV for admins: GET /api/products/export.csv, POST /api/products/import (a CSV body, `?dryRun=true` to
 * only check it), GET /api/orders/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD.
 */
export const csvRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const admin = { preHandler: requireAdminHook(deps) };
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: CSV_LIMIT }, (_request, body, done) => done(null, body));

  app.get('/api/products/export.csv', admin, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="products-${stamp()}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportProducts(deps.db)),
  );

  app.post<{ Querystring: { dryRun?: string } }>('/api/products/import', { ...admin, bodyLimit: CSV_LIMIT }, async (request, reply) => {
    if (typeof request.body !== 'string') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the CSV file itself as the body, with Content-Type: text/csv');
    const dryRun = request.query.dryRun === 'true' || request.query.dryRun === '1';
    const report = await importProducts(deps.db, request.body, { dryRun, pricesIncludeGst: deps.settings.get().pricesIncludeGst });
    if (!dryRun && report.problems.length > 0) {
      return reply.code(400).send({ message: `${report.problems.length} row${report.problems.length === 1 ? ' has' : 's have'} problems; nothing was imported`, ...report });
    }
    // An import may touch any number of products: the CDN forgets the whole shop once.
    if (!dryRun) purgeEverything(deps);
    return reply.send(report);
  });

  app.get<{ Querystring: { from?: string; to?: string } }>('/api/orders/export.csv', admin, async (request, reply) => {
    const { from, to } = z.object({ from: day, to: day }).parse(request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportOrders(deps.db, from, to));
  });
};
