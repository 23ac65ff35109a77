import type Database from 'better-sqlite3';

/**
 * How many prepared statements are kept per database. A handful of SQL texts cover nearly every request
 * (a list's SQL depends only on which filters are present; their values are parameters), but the number of
 * brands chosen and of short search words each change the text, so a caller choosing them could otherwise
 * grow the map without end. The oldest prepared goes first: a busy text evicted by a burst of odd ones is
 * simply prepared again (docs/decisions/029-caches.md).
 */
export const MAX_PREPARED_STATEMENTS = 1000;

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * The statement for `sql` on this database, prepared once and kept. A statement holds no data, only the
 * compiled query, so it is safe to keep across writes and transactions alike.
 */
export function prepared(sqlite: Database.Database, sql: string): Database.Statement {
  let byText = statements.get(sqlite);
  if (!byText) {
    byText = new Map();
    statements.set(sqlite, byText);
  }
  let statement = byText.get(sql);
  if (!statement) {
    statement = sqlite.prepare(sql);
    if (byText.size >= MAX_PREPARED_STATEMENTS) byText.delete(byText.keys().next().value as string);
    byText.set(sql, statement);
  }
  return statement;
}

/** How many statements this database keeps prepared now (for tests of the bound). */
export function preparedCount(sqlite: Database.Database): number {
  return statements.get(sqlite)?.size ?? 0;
}

/** `?, ?, ?`: one parameter per value, for `in (…)` lists and inserts written as SQL. */
export function parameterList(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}
