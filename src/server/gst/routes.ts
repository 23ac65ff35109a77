import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { requireAdminHook } from '../http/auth.js';
import { gstr1Csv, GSTR1_CSV_SECTIONS, isGstr1CsvSection } from './gstr1-csv.js';
import { gstr1Return, periodSalesRegister } from './gst-returns.js';
import { salesRegisterCsv } from './sales-register.js';

type PeriodQuery = { Querystring: { period?: string } };

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/**
 * GST returns for the owner (docs/decisions/048-gstr1-and-sales-register.md): GET /api/gst/gstr1?period=2026-11
 * (the GSTR-1 JSON file the offline tool imports), GET /api/gst/gstr1/{section}.csv?period=… (a section in
 * the tool's CSV template) and GET /api/gst/sales-register.csv?period=…. The sales register itself is the
 * procedure gst.salesRegister (GET /api/gst/sales-register).
 */
export const gstRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const admin = { preHandler: requireAdminHook(deps) };

  app.get<PeriodQuery>('/api/gst/gstr1', admin, async (request, reply) => {
    const { gstr1 } = gstr1Return(deps, request.query.period);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', attachment(`GSTR1_${gstr1.gstin}_${gstr1.fp}.json`))
      .header('cache-control', 'no-store')
      .send(JSON.stringify(gstr1, null, 2));
  });

  app.get<PeriodQuery & { Params: { file: string } }>('/api/gst/gstr1/:file', admin, async (request, reply) => {
    const section = request.params.file.replace(/\.csv$/, '');
    if (!request.params.file.endsWith('.csv') || !isGstr1CsvSection(section)) {
      throw notFound(`GSTR-1 sections come as ${GSTR1_CSV_SECTIONS.map((name) => `${name}.csv`).join(', ')}`);
    }
    const { gstr1, documents } = gstr1Return(deps, request.query.period);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`GSTR1_${gstr1.gstin}_${gstr1.fp}_${section}.csv`))
      .header('cache-control', 'no-store')
      .send(gstr1Csv(section, gstr1, documents));
  });

  app.get<PeriodQuery>('/api/gst/sales-register.csv', admin, async (request, reply) => {
    const register = periodSalesRegister(deps, request.query.period);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`sales-register-${register.period}.csv`))
      .header('cache-control', 'no-store')
      .send(salesRegisterCsv(register));
  });
};
