import type Database from 'better-sqlite3';
import { prepared } from './prepared-statements.js';

/**
 * How long a change counter read is trusted when this connection has written nothing since: changes made
 * by another process (the owner's own SQL) show within this time.
 */
const OTHER_WRITERS_MS = 100;

interface CounterRead {
  version: number;
  /** This connection's total_changes() when the counter was read. */
  changes: number;
  at: number;
}

const counterReads = new WeakMap<Database.Database, Map<string, CounterRead>>();

type Counter = 'catalog_version' | 'orders_version' | 'search_version' | 'stock_version';

function readCounter(sqlite: Database.Database, table: Counter): number {
  return (prepared(sqlite, `select version from ${table} where id = 1`).pluck().get() as number | undefined) ?? 0;
}

/**
 * A change counter (a one-row table that triggers bump), read again only when it may have moved: this
 * connection has changed rows since the last read (SQLite's total_changes(), which takes no lock), or
 * OTHER_WRITERS_MS have passed. Reading the table itself takes the database file's read lock, which cost
 * a fifth of the time of a kept product page (docs/decisions/017-read-path-speed.md).
 *
 * Inside a transaction the counter is read but never remembered: the transaction may yet roll back, and
 * total_changes() does not go back with it, so a remembered read would go on giving the rolled-back
 * version (docs/decisions/029-caches.md).
 */
function counter(sqlite: Database.Database, table: Counter): number {
  if (sqlite.inTransaction) return readCounter(sqlite, table);
  let reads = counterReads.get(sqlite);
  if (!reads) {
    reads = new Map();
    counterReads.set(sqlite, reads);
  }
  const changes = prepared(sqlite, 'select total_changes()').pluck().get() as number;
  const now = performance.now();
  const last = reads.get(table);
  if (last && last.changes === changes && now - last.at < OTHER_WRITERS_MS) return last.version;
  const version = readCounter(sqlite, table);
  reads.set(table, { version, changes, at: now });
  return version;
}

/**
 * The catalogue's change counter, bumped by the triggers of products and reviews (migrations 0014 and 0015), except
 * for a change of stock alone that leaves the product on the same side of zero (0038).
 */
export function catalogVersion(sqlite: Database.Database): number {
  return counter(sqlite, 'catalog_version');
}

/**
 * The searchable text's change counter, bumped with the full-text index by its triggers (a product added,
 * removed, or its name, brand, category or description changed; migrations/0031_search_version.sql).
 */
export function searchVersion(sqlite: Database.Database): number {
  return counter(sqlite, 'search_version');
}

/**
 * The products' stock counter, moved by every change of a product's stock (migrations/0038_stock_keeps_answers.sql).
 * A sale that leaves a product in stock moves this one and not the catalogue's.
 */
export function stockVersion(sqlite: Database.Database): number {
  return counter(sqlite, 'stock_version');
}

/** The orders' change counter, bumped by their triggers (migrations/0015_orders_admin_indexes.sql). */
export function ordersVersion(sqlite: Database.Database): number {
  return counter(sqlite, 'orders_version');
}
