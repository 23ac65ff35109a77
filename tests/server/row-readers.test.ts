import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableColumns, getTableName, is, SQL, sql, type Column } from 'drizzle-orm';
import { SQLiteTable, type AnySQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../drizzle/schema.js';
import { PRODUCT_ROWS, REVIEW_ROWS } from '../../src/server/catalog/product-view.js';
import { openDatabase, type ShopDatabase } from '../../src/server/db/database.js';
import { insertRow, rowShape, type RowShape } from '../../src/server/db/table-rows.js';
import { removeDataDir } from '../helpers/app.js';

/**
 * The shop reads whole rows through its own readers (src/server/db/table-rows.ts) rather than drizzle's query
 * builder. Every table of the schema, found among its exports so a new table is covered without a word here,
 * gets rows with a value unlike its default in every column (booleans both ways, timestamps to the
 * millisecond, JSON, text beyond ASCII) and a row with every nullable column null; the reader must give
 * exactly what `db.select().from(table)` gives, and that must be what was written.
 */
const tables = (Object.values(schema) as unknown[])
  .filter((value): value is AnySQLiteTable => is(value, SQLiteTable))
  .map((table) => [getTableName(table), table] as const);

type Variant = 'filled' | 'nulls';

/** A value for `column` that no default gives; `row` tells rows apart (primary and unique keys). */
function valueFor(key: string, column: Column, row: number, variant: Variant): unknown {
  if (variant === 'nulls' && !column.notNull && !column.primary) return null;
  const config = column as Column & { mode?: string; default?: unknown };
  switch (column.columnType) {
    case 'SQLiteText':
      return column.enumValues?.length ? column.enumValues[column.enumValues.length - 1] : `${key} ${row} — ünïcode ✓ 'quoted'`;
    case 'SQLiteTextJson':
    case 'SQLiteBlobJson':
      return { key, row, nested: [true, null, 'क', 2.5], empty: {} };
    case 'SQLiteInteger':
      return 1000 * (row + 1) + key.length;
    case 'SQLiteReal':
    case 'SQLiteNumericNumber':
      return 4.25 + row;
    case 'SQLiteNumeric':
      return `${12.5 + row}`;
    case 'SQLiteBigInt':
    case 'SQLiteNumericBigInt':
      return 9_007_199_254_740_993n + BigInt(row);
    case 'SQLiteBlobBuffer':
      return Buffer.from([0, 255, row]);
    case 'SQLiteBoolean': {
      const usual = typeof config.default === 'boolean' ? config.default : false;
      return variant === 'filled' ? !usual : usual;
    }
    case 'SQLiteTimestamp':
      return new Date(Date.UTC(2025, 2, 4, 5, 6, 7, config.mode === 'timestamp_ms' ? 89 + row : 0) + (config.mode === 'timestamp_ms' ? 0 : row * 1000));
    default:
      throw new Error(`No test value for ${column.columnType} (${key}): add one to tests/server/row-readers.test.ts`);
  }
}

function rowFor(table: AnySQLiteTable, row: number, variant: Variant): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !column.generated)
      .map(([key, column]) => [key, valueFor(key, column, row, variant)]),
  );
}

function readAll<T>(database: ShopDatabase, shape: RowShape<T>): T[] {
  return (database.sqlite.prepare(`select ${shape.columns} from ${shape.table} order by rowid`).raw().all() as unknown[][]).map((raw) => shape.read(raw));
}

let database: ShopDatabase;
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-row-readers-'));
  database = openDatabase(dataDir);
  // The rows are made up column by column: what is checked here is how stored values are read back, not
  // the rules (references, CHECKs) that the shop's own writes keep.
  database.sqlite.pragma('foreign_keys = OFF');
  database.sqlite.pragma('ignore_check_constraints = ON');
  // Nor the triggers that make a product follow its variants (migrations/0028): they would rewrite the rows
  // being read back, and add a variant of their own beside the ones written.
  for (const trigger of ['products_implicit_variant', 'product_variants_sync_insert', 'product_variants_sync_update', 'product_variants_sync_delete']) {
    database.sqlite.exec(`drop trigger ${trigger}`);
  }
});

afterAll(() => {
  database.close();
  removeDataDir(dataDir);
});

describe('row readers give what drizzle gives', () => {
  it('finds the tables of the schema', () => {
    expect(tables.map(([name]) => name)).toEqual(expect.arrayContaining(['users', 'products', 'reviews', 'orders', 'order_items', 'store_settings']));
  });

  it.each(tables)('%s', (_name, table) => {
    const { db } = database;
    db.delete(table).run();
    const written = [rowFor(table, 0, 'filled'), rowFor(table, 1, 'nulls'), rowFor(table, 2, 'filled')];
    for (const row of written) db.insert(table).values(row).run();

    const viaDrizzle = db.select().from(table).orderBy(sql`rowid`).all();
    expect(viaDrizzle).toEqual(written);
    expect(readAll(database, rowShape(table))).toEqual(viaDrizzle);
    // Under an alias, as SQL written around a join names it.
    expect(readAll(database, rowShape(table, 't'))).toEqual(viaDrizzle);
  });

  it.each(tables)('%s: insertRow writes what drizzle writes', (_name, table) => {
    const { db, sqlite } = database;
    const read = () => db.select().from(table).orderBy(sql`rowid`).all();
    db.delete(table).run();
    // Every column given, and every nullable one null.
    const written = [rowFor(table, 0, 'filled'), rowFor(table, 1, 'nulls')];
    for (const row of written) insertRow(sqlite, table, row as never);
    expect(read()).toEqual(written);

    // Only what must be given: the rest is the defaults, the same as drizzle's insert gives them.
    const columns = Object.entries(getTableColumns(table));
    const required = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => columns.some(([name, column]) => name === key && (column.primary || (column.notNull && !column.hasDefault)))));
    db.delete(table).run();
    db.insert(table).values(required(rowFor(table, 0, 'filled'))).run();
    insertRow(sqlite, table, required(rowFor(table, 1, 'filled')) as never);
    const [viaDrizzle, viaInsertRow] = read() as Record<string, unknown>[];
    // The columns left to their defaults must agree; those written in SQL (the time of the insert) need only be there.
    const given = Object.keys(required(rowFor(table, 0, 'filled')));
    const timed = columns.filter(([, column]) => is(column.default, SQL)).map(([key]) => key);
    const comparable = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => !given.includes(key) && !timed.includes(key)));
    expect(Object.keys(comparable(viaDrizzle)).length + given.length + timed.length).toBe(columns.length);
    expect(comparable(viaInsertRow)).toEqual(comparable(viaDrizzle));
    for (const key of timed) expect(viaInsertRow[key], key).not.toBeNull();
  });

  it('insertRow refuses a value written in SQL rather than writing something else', () => {
    expect(() => insertRow(database.sqlite, schema.orderEvents, { id: 'e1', orderId: 'o1', type: 'placed', actor: 'a', at: sql`1` } as never)).toThrow(/SQL/);
  });

  it('the catalogue reads products and reviews with the readers of their tables', () => {
    expect(PRODUCT_ROWS).toBe(rowShape(schema.products, 'p'));
    expect(REVIEW_ROWS).toBe(rowShape(schema.reviews));
  });
});
