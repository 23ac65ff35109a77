import { sql, type SQL } from 'drizzle-orm';
import { invoiceSeries } from '../../../drizzle/schema.js';
import type { Queryable } from './database.js';

/**
 * The next number of a series in `invoice_series` (invoice numbers per financial year, the order numbers),
 * taken inside the caller's transaction: consecutive and never reused, because the row is updated in the
 * same transaction as the thing it numbers and rolls back with it. A series without a row yet starts at
 * `first` (a number, or SQL that works it out).
 */
export function nextInSeries(tx: Queryable, series: string, first: number | SQL = 1): number {
  const row = tx
    .insert(invoiceSeries)
    .values({ series, lastNumber: first })
    .onConflictDoUpdate({ target: invoiceSeries.series, set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceSeries.lastNumber })
    .get();
  return row.lastNumber;
}
