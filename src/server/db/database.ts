import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from '../../../drizzle/schema.js';
import { databaseFile, prepareDataDir } from './data-dir.js';
import { withStatementCache } from './statement-cache.js';
import { migrationsDir } from '../paths.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle inside `db.transaction(tx => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: functions that only read or write a few rows run inside or outside a transaction alike. */
export type Queryable = Db | Tx;

export interface ShopDatabase {
  db: Db;
  sqlite: Database.Database;
  close(): void;
}

export class MigrationError extends Error {}

/** When the newest migration this code knows was made (drizzle-kit's journal). */
export function newestKnownMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** When the newest migration applied to this database was made; 0 for a new database. */
export function newestAppliedMigration(sqlite: Database.Database): number {
  const table = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get();
  if (!table) return 0;
  const row = sqlite.prepare('select max(created_at) as newest from __drizzle_migrations').get() as { newest: number | null };
  return Number(row.newest ?? 0);
}

/**
 * A database a newer version of the shop has upgraded may hold things this code does not understand:
 * refuse to start on it rather than risk damaging it.
 */
function refuseNewerDatabase(sqlite: Database.Database): void {
  if (newestAppliedMigration(sqlite) > newestKnownMigration()) {
    throw new MigrationError(
      'This database was upgraded by a newer version of the shop. Run that version (or newer) again, or restore a backup made with this version.',
    );
  }
}

/**
 * Runs the pending migrations (all in one transaction: they apply completely or not at all) with foreign
 * keys off, as SQLite's procedure for schema changes requires: a migration that rebuilds a table drops the
 * old one, and with foreign keys on that drop would first delete every row that refers to it (ON DELETE
 * CASCADE), e.g. all order items. The references are checked once migrations have run. A start with none
 * to run skips the check: it reads every row that refers to another (1.7 s of every start at a million
 * products), and between upgrades the shop writes only with foreign keys on.
 */
function migrateSafely(sqlite: Database.Database, db: Db): void {
  refuseNewerDatabase(sqlite);
  sqlite.pragma('foreign_keys = OFF');
  // The migrator applies only migrations newer than the newest applied, so a newer newest means one ran.
  const before = newestAppliedMigration(sqlite);
  migrate(db, { migrationsFolder: migrationsDir });
  if (newestAppliedMigration(sqlite) === before) return;
  const broken = sqlite.pragma('foreign_key_check') as unknown[];
  if (broken.length > 0) {
    throw new MigrationError(`The database upgrade left ${broken.length} broken references; restore the last backup and report this.`);
  }
}

/** Pages of 4 KB in the write-ahead log before a commit copies them into the database (32 MB). */
const WAL_CHECKPOINT_PAGES = 8000;
/** A log that grew past this (a checkpoint held back by a long read, such as a backup) is cut back to it. */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Opens (creating if needed) DATA_DIR/shop.db and brings its schema up to date. WAL lets readers run while
 * an order is written; synchronous=FULL because a lost paid order is the worst thing that can happen. Temporary
 * files in memory: each order of a group commit is a savepoint whose undo record would otherwise spill to a
 * temporary file past 64 KB (docs/decisions/053-checkout-throughput.md). The log is copied into the database
 * (a checkpoint) once it holds WAL_CHECKPOINT_PAGES pages rather than SQLite's 1,000: a page written by every
 * order (the end of the orders table, of its date indexes) is then copied once for thousands of orders.
 */
export function openDatabase(dataDir: string): ShopDatabase {
  prepareDataDir(dataDir);
  const sqlite = new Database(databaseFile(dataDir));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  try {
    migrateSafely(sqlite, drizzle(sqlite, { schema }));
  } catch (error) {
    sqlite.close();
    throw error;
  }
  sqlite.pragma('foreign_keys = ON');
  // Drizzle's statements are compiled once per text (statement-cache.ts); everything else gets the connection itself.
  const db = drizzle(withStatementCache(sqlite), { schema });
  db.$client = sqlite;
  let closed = false;
  return {
    db,
    sqlite,
    close() {
      if (closed) return;
      closed = true;
      sqlite.pragma('optimize');
      sqlite.close();
    },
  };
}
