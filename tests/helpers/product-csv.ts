/**
 * The products CSV through its REST doors, as the admin's CSV card uses them, and its rows as a spreadsheet
 * edits them (docs/decisions/034-owner-figures-and-csv-matching.md, 046-product-csv-variants.md).
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ImportReport } from '../../src/server/csv/product-csv.js';

export async function exportProductsCsv(app: FastifyInstance, token: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/products/export.csv', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** An import (or its dry run): the status and the report, with the refusal's message when there is one. */
export async function importProductsCsv(app: FastifyInstance, token: string, csv: string, dryRun: boolean): Promise<{ status: number; body: ImportReport & { message?: string } }> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/products/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    payload: csv,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as ImportReport & { message?: string } };
}

export type CsvRow = Record<string, string>;
export const csvRows = (csv: string) => parse(csv, { bom: true, columns: true }) as CsvRow[];
/** Rows written back as a spreadsheet saves them: a BOM, a header, CRLF. */
export const csvText = (rows: CsvRow[], columns = Object.keys(rows[0])) => `\uFEFF${stringify(rows, { header: true, columns, record_delimiter: 'windows' })}`;
