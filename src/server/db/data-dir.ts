/**
 * Where everything the shop keeps lives inside DATA_DIR. Created owner-only: the database, the token secret,
 * uploads and backups are nobody else's business on a shared machine.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

export const DATABASE_FILE = 'shop.db';

export const databaseFile = (dataDir: string) => path.join(dataDir, DATABASE_FILE);
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** DATA_DIR itself (0700), and the database file created empty with mode 0600 so SQLite's WAL files inherit it. */
export function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const file = databaseFile(dataDir);
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  mkdirSync(uploadsDir(dataDir), { recursive: true, mode: 0o700 });
}
