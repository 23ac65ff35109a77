import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import { GST_PERIOD_RULE } from '../../shared/gst-returns.js';
import { GSTR1_CSV_SECTIONS } from './gstr1-csv.js';
import { GSTIN_NEEDED } from './gst-returns.js';

const period = z.object({ period: z.string().meta({ description: GST_PERIOD_RULE, example: '2026-11' }) });
const refusals = {
  '400': { description: GST_PERIOD_RULE },
  '401': { description: 'Not signed in' },
  '403': { description: 'Not an admin' },
  '409': { description: GSTIN_NEEDED },
};
const csv = { 'text/csv': { schema: z.string() } };

/** The GST returns' plain routes, for the OpenAPI document (src/server/http/plain-routes-openapi.ts). */
export const gstRoutesOpenApi: ZodOpenApiPathsObject = {
  '/gst/gstr1': {
    get: {
      summary: 'GSTR-1 for a month (or a quarter under QRMP) as the JSON file the GST portal’s offline tool imports (admin)',
      tags: ['GST'],
      security: [{ Authorization: [] }],
      requestParams: { query: period },
      responses: {
        '200': { description: 'The file GSTR1_<gstin>_<MMYYYY>.json: b2b, b2cl, b2cs, cdnr, cdnur, hsn and doc_issue, each when it has entries', content: { 'application/json': { schema: z.object({ gstin: z.string(), fp: z.string(), version: z.string(), hash: z.string() }).loose() } } },
        ...refusals,
      },
    },
  },
  '/gst/gstr1/{section}.csv': {
    get: {
      summary: 'One GSTR-1 section as a CSV in the offline tool’s template (admin)',
      tags: ['GST'],
      security: [{ Authorization: [] }],
      requestParams: { path: z.object({ section: z.enum(GSTR1_CSV_SECTIONS) }), query: period },
      responses: { '200': { description: 'The CSV', content: csv }, ...refusals, '404': { description: 'No such section' } },
    },
  },
  '/gst/sales-register.csv': {
    get: {
      summary: 'The sales register for a GST return period as CSV (admin): per rate, invoices, credit notes and the net',
      tags: ['GST'],
      security: [{ Authorization: [] }],
      requestParams: { query: period },
      responses: { '200': { description: 'The CSV', content: csv }, ...refusals },
    },
  },
};
