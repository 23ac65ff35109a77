import { getTableColumns, getTableName, type InferSelectModel, type SQL } from 'drizzle-orm';
import { SQLiteSyncDialect, type AnySQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * Whole rows of a table read through statements the shop keeps prepared (db/prepared-statements.ts) rather
 * than through drizzle's query builder, which builds, prepares and maps every query anew: on the admin's
 * order list that was two thirds of each request (docs/decisions/018-admin-lists.md). The rows come out as
 * drizzle's own (camelCase keys, dates as Date), so the code that uses them does not change.
 */
export interface RowShape<T> {
  /** The table's name, quoted. */
  table: string;
  /** Every column, in the order `read` expects them: `"orders"."id", "orders"."user_id", …`. */
  columns: string;
  /** A row as `.raw()` gives it, as drizzle's row object. */
  read(raw: unknown[]): T;
}

const shapes = new WeakMap<AnySQLiteTable, RowShape<unknown>>();

export function rowShape<T extends AnySQLiteTable>(table: T): RowShape<InferSelectModel<T>> {
  let shape = shapes.get(table);
  if (!shape) {
    const name = `"${getTableName(table)}"`;
    const columns = Object.entries(getTableColumns(table));
    shape = {
      table: name,
      columns: columns.map(([, column]) => `${name}."${column.name}"`).join(', '),
      read(raw: unknown[]) {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < columns.length; i++) {
          const value = raw[i];
          row[columns[i][0]] = value === null ? null : columns[i][1].mapFromDriverValue(value);
        }
        return row;
      },
    };
    shapes.set(table, shape);
  }
  return shape as RowShape<InferSelectModel<T>>;
}

const dialect = new SQLiteSyncDialect();

/** A condition or ORDER BY written with drizzle, as SQL text and its parameters (values converted as drizzle does). */
export function sqlText(fragment: SQL): { sql: string; params: unknown[] } {
  const { sql, params } = dialect.sqlToQuery(fragment);
  return { sql, params };
}
