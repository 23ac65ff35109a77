import type { Db } from './database.js';
import { prepared } from './prepared-statements.js';

/**
 * The next number of a series in `invoice_series` (invoice numbers per financial year, the order numbers),
 * taken inside the caller's transaction (given the shop's database: its one connection writes within it):
 * consecutive and never reused, because the row is updated in the same transaction as the thing it numbers
 * and rolls back with it. A series without a row yet starts at `first`: a number, or `{ sql }`, a scalar
 * subquery that works it out.
 */
export function nextInSeries(db: Db, series: string, first: number | { sql: string } = 1): number {
  const start = typeof first === 'number' ? '?' : first.sql;
  const statement = prepared(
    db.$client,
    `insert into invoice_series (series, last_number) values (?, ${start}) on conflict (series) do update set last_number = last_number + 1 returning last_number`,
  ).pluck();
  return (typeof first === 'number' ? statement.get(series, first) : statement.get(series)) as number;
}
