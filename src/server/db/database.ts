import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from '../../../drizzle/schema.js';
import { databaseFile, prepareDataDir } from './data-dir.js';
import { migrationsDir } from '../paths.js';

export type Db = BetterSQLite3Database<typeof schema>;
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

/**
 * Runs the pending migrations (all in one transaction: they apply completely or not at all) with foreign
 * keys off, as SQLite's procedure for schema changes requires: a migration that rebuilds a table drops the
 * old one, and with foreign keys on that drop would first delete every row that refers to it (ON DELETE
 * CASCADE), e.g. all order items. The references are checked once the migrations are done.
 */
function migrateSafely(sqlite: Database.Database, db: Db): void {
  sqlite.pragma('foreign_keys = OFF');
  migrate(db, { migrationsFolder: migrationsDir });
  const broken = sqlite.pragma('foreign_key_check') as unknown[];
  if (broken.length > 0) {
    throw new MigrationError(`The database upgrade left ${broken.length} broken references; restore the last backup and report this.`);
  }
}

/**
 * Opens (creating if needed) DATA_DIR/shop.db and brings its schema up to date. WAL lets readers run while
 * an order is written; synchronous=FULL because a lost paid order is the worst thing that can happen.
 */
export function openDatabase(dataDir: string): ShopDatabase {
  prepareDataDir(dataDir);
  const sqlite = new Database(databaseFile(dataDir));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrateSafely(sqlite, db);
  sqlite.pragma('foreign_keys = ON');
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
