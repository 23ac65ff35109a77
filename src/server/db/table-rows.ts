import type Database from 'better-sqlite3';
import { Column, getTableColumns, getTableName, is, SQL, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import { SQLiteSyncDialect, type AnySQLiteTable } from 'drizzle-orm/sqlite-core';
import { parameterList, prepared } from './prepared-statements.js';

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

/** A table's columns as an insert writes them: every one but those the database generates. */
const insertable = new WeakMap<AnySQLiteTable, [string, Column][]>();

function insertableColumns(table: AnySQLiteTable): [string, Column][] {
  let columns = insertable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated);
    insertable.set(table, columns);
  }
  return columns;
}

/**
 * Inserts one row as `db.insert(table).values(values).run()` would, through a statement the shop keeps
 * prepared: drizzle builds the INSERT's text afresh on every call, which was the largest part of placing an
 * order (docs/decisions/054-checkout-statements.md). A value left out gets what drizzle gives it: the column's
 * default, its `$defaultFn`, its `$onUpdateFn`, or null; a default written in SQL is the table's own (the
 * migrations are made from the schema), so such a column is left out of the statement. Values are converted
 * by each column's own `mapToDriverValue`. tests/server/row-readers.test.ts requires the rows to be what
 * drizzle's insert writes, for every table.
 */
export function insertRow<T extends AnySQLiteTable>(sqlite: Database.Database, table: T, values: InferInsertModel<T>): Database.RunResult {
  const given = values as Record<string, unknown>;
  const names: string[] = [];
  const params: unknown[] = [];
  for (const [key, column] of insertableColumns(table)) {
    let value = given[key];
    if (value === undefined) {
      if (column.default !== undefined && column.default !== null) value = column.default;
      else if (column.defaultFn) value = column.defaultFn();
      else if (column.onUpdateFn) value = column.onUpdateFn();
      else value = null;
    }
    // A default written in SQL: the table's own.
    if (is(value, SQL)) {
      if (given[key] !== undefined) throw new Error(`insertRow: ${key} is SQL; write such an insert with drizzle`);
      continue;
    }
    names.push(`"${column.name}"`);
    params.push(value === null ? null : column.mapToDriverValue(value));
  }
  return prepared(sqlite, `insert into "${getTableName(table)}" (${names.join(', ')}) values (${parameterList(names)})`).run(...params);
}
