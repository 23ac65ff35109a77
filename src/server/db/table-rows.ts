import { Column, getTableColumns, getTableName, type InferSelectModel, type SQL } from 'drizzle-orm';
import { SQLiteSyncDialect, type AnySQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * Whole rows of a table read through statements the shop keeps prepared (db/prepared-statements.ts) rather
 * than through drizzle's query builder, which builds, prepares and maps every query anew: on the admin's
 * order list that was two thirds of each request (docs/decisions/018-admin-lists.md). The rows come out as
 * drizzle's own (camelCase keys, dates as Date, booleans as booleans), converted by each column's own
 * `mapFromDriverValue`, so the code that uses them does not change; tests/server/row-readers.test.ts
 * requires every table's reader to give what `db.select().from(table)` gives.
 */
export interface RowShape<T> {
  /** The table's name, quoted, followed by its alias when it has one: `"products" "p"`. */
  table: string;
  /** Every column, in the order `read` expects them: `"orders"."id", "orders"."user_id", …`. */
  columns: string;
  /** A row as `.raw()` gives it, as drizzle's row object. */
  read(raw: unknown[]): T;
}

const shapes = new WeakMap<AnySQLiteTable, Map<string, RowShape<unknown>>>();

/** Columns whose value drizzle hands on as the driver gives it (text, integer, real) need no call. */
const unchanged = Column.prototype.mapFromDriverValue;

function makeShape(table: AnySQLiteTable, alias: string | undefined): RowShape<unknown> {
  const name = `"${getTableName(table)}"`;
  const qualifier = alias === undefined ? name : `"${alias}"`;
  const columns = Object.entries(getTableColumns(table));
  const keys = columns.map(([key]) => key);
  const converters = columns.map(([, column]) => (column.mapFromDriverValue === unchanged ? undefined : column));
  return {
    table: alias === undefined ? name : `${name} ${qualifier}`,
    columns: columns.map(([, column]) => `${qualifier}."${column.name}"`).join(', '),
    read(raw: unknown[]) {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = raw[i];
        const converter = converters[i];
        row[keys[i]] = value === null || converter === undefined ? value : converter.mapFromDriverValue(value);
      }
      return row;
    },
  };
}

/**
 * The reader of `table`'s rows, made once per table (and alias): `alias` names the table in SQL written
 * around it (`from ${shape.table} join …`), so its columns can be told from a joined table's.
 */
export function rowShape<T extends AnySQLiteTable>(table: T, alias?: string): RowShape<InferSelectModel<T>> {
  let byAlias = shapes.get(table);
  if (!byAlias) {
    byAlias = new Map();
    shapes.set(table, byAlias);
  }
  const key = alias ?? '';
  let shape = byAlias.get(key);
  if (!shape) {
    shape = makeShape(table, alias);
    byAlias.set(key, shape);
  }
  return shape as RowShape<InferSelectModel<T>>;
}

const dialect = new SQLiteSyncDialect();

/** A condition or ORDER BY written with drizzle, as SQL text and its parameters (values converted as drizzle does). */
export function sqlText(fragment: SQL): { sql: string; params: unknown[] } {
  const { sql, params } = dialect.sqlToQuery(fragment);
  return { sql, params };
}
