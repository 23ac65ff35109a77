import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from '../../../drizzle/schema.js';
import { migrationsDir } from '../paths.js';

export type Db = BetterSQLite3Database<typeof schema>;

export interface ShopDatabase {
  db: Db;
  sqlite: Database.Database;
  close(): void;
}

/**
 * Opens (creating if needed) DATA_DIR/shop.db and brings its schema up to date. WAL lets readers run while
 * an order is written; synchronous=FULL because a lost paid order is the worst thing that can happen.
 */
export function openDatabase(dataDir: string): ShopDatabase {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(path.join(dataDir, 'shop.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: migrationsDir });
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
