import type Database from 'better-sqlite3';

/** The steps SQLite's planner chooses for `sql` with these parameters (EXPLAIN QUERY PLAN), in order. */
export function queryPlan(sqlite: Database.Database, sql: string, ...params: unknown[]): string[] {
  return (sqlite.prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail);
}
