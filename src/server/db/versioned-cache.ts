import type Database from 'better-sqlite3';

/**
 * Prepared statements, made once per database and SQL text: the list's SQL depends only on which filters
 * are present (their values are parameters), so a handful of texts cover every request.
 */
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function prepared(sqlite: Database.Database, sql: string): Database.Statement {
  let byText = statements.get(sqlite);
  if (!byText) {
    byText = new Map();
    statements.set(sqlite, byText);
  }
  let statement = byText.get(sql);
  if (!statement) {
    statement = sqlite.prepare(sql);
    byText.set(sql, statement);
  }
  return statement;
}

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

/**
 * A change counter (a one-row table that triggers bump), read again only when it may have moved: this
 * connection has changed rows since the last read (SQLite's total_changes(), which takes no lock), or
 * OTHER_WRITERS_MS have passed. Reading the table itself takes the database file's read lock, which cost
 * a fifth of the time of a kept product page (docs/decisions/017-read-path-speed.md).
 */
function counter(sqlite: Database.Database, table: 'catalog_version' | 'orders_version'): number {
  let reads = counterReads.get(sqlite);
  if (!reads) {
    reads = new Map();
    counterReads.set(sqlite, reads);
  }
  const changes = prepared(sqlite, 'select total_changes()').pluck().get() as number;
  const now = performance.now();
  const last = reads.get(table);
  if (last && last.changes === changes && now - last.at < OTHER_WRITERS_MS) return last.version;
  const version = (prepared(sqlite, `select version from ${table} where id = 1`).pluck().get() as number | undefined) ?? 0;
  reads.set(table, { version, changes, at: now });
  return version;
}

/** The catalogue's change counter, bumped by the triggers of products and reviews (migrations 0014 and 0015). */
export function catalogVersion(sqlite: Database.Database): number {
  return counter(sqlite, 'catalog_version');
}

/** The orders' change counter, bumped by their triggers (migrations/0015_orders_admin_indexes.sql). */
export function ordersVersion(sqlite: Database.Database): number {
  return counter(sqlite, 'orders_version');
}

/**
 * A bounded map of answers computed from the data, emptied whenever the version they were made at moves
 * (a change counter, or several joined into a string): a shopper never sees a product list older than the
 * last change to any product, nor an admin a count older than the last change to an order.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, T>();
  private version: number | string = -1;

  constructor(private readonly capacity: number) {}

  get(version: number | string, key: string): T | undefined {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
      return undefined;
    }
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(version: number | string, key: string, value: T): void {
    if (version !== this.version) return;
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
  }
}

const caches = new WeakMap<Database.Database, Map<string, VersionedCache<unknown>>>();

/** The cache named `name` of this database. */
export function cacheOf<T>(sqlite: Database.Database, name: string, capacity: number): VersionedCache<T> {
  let byName = caches.get(sqlite);
  if (!byName) {
    byName = new Map();
    caches.set(sqlite, byName);
  }
  let cache = byName.get(name);
  if (!cache) {
    cache = new VersionedCache<unknown>(capacity);
    byName.set(name, cache);
  }
  return cache as VersionedCache<T>;
}
