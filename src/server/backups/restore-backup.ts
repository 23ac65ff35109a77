/**
 * Restores a backup made by createBackup into DATA_DIR, with the shop stopped. The archive is checked
 * before anything is touched (its database passes SQLite's integrity check and is not newer than this
 * code); the current data is moved aside into DATA_DIR/before-restore-<time>/ as a safety copy, never deleted.
 * The next start migrates a restored database forward if it is older.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { DATABASE_FILE } from '../db/data-dir.js';
import { newestAppliedMigration, newestKnownMigration } from '../db/database.js';
import { MANIFEST, type BackupManifest } from './backup-archive.js';

export class RestoreError extends Error {}

export const PID_FILE = 'shop.pid';

/** Whether a shop process is running on this DATA_DIR (it writes shop.pid while it runs). */
export function runningShopPid(dataDir: string): number | null {
  const file = path.join(dataDir, PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

const ALLOWED = /^(manifest\.json|shop\.db|jwt-secret|uploads(\/.*)?)$/;

/** What a restore brings back, and what it moves aside. */
const RESTORED = ['shop.db', 'uploads', 'jwt-secret'];
const SET_ASIDE = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, 'uploads', 'jwt-secret'];

function checkDatabase(file: string): void {
  let sqlite: Database.Database;
  try {
    sqlite = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RestoreError(`The backup's database cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const result = sqlite.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new RestoreError(`The backup's database is damaged (integrity check: ${String(result)})`);
    if (newestAppliedMigration(sqlite) > newestKnownMigration()) {
      throw new RestoreError('This backup was made by a newer version of the shop: restore it with that version (or newer).');
    }
  } finally {
    sqlite.close();
  }
}

export async function restoreBackup(archive: string, dataDir: string, now = new Date()): Promise<{ safetyCopy: string | null; manifest: BackupManifest }> {
  const pid = runningShopPid(dataDir);
  if (pid !== null) throw new RestoreError(`The shop is running (process ${pid}): stop it first, then restore.`);
  if (!existsSync(archive)) throw new RestoreError(`No such file: ${archive}`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  // Unpacked beside DATA_DIR's contents (same file system), so moving it in is a rename.
  const unpacked = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    try {
      await tar.extract({ file: archive, cwd: unpacked, strict: true, filter: (entry) => ALLOWED.test(entry.replace(/^\.\//, '').replace(/\/$/, '')) });
    } catch (error) {
      throw new RestoreError(`This is not a readable backup archive: ${error instanceof Error ? error.message : String(error)}`);
    }
    const manifestFile = path.join(unpacked, MANIFEST);
    if (!existsSync(manifestFile) || !existsSync(path.join(unpacked, 'shop.db'))) {
      throw new RestoreError('This archive is not a backup of the shop (no manifest.json or shop.db in it).');
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.app !== 'rupee-shop') throw new RestoreError('This archive is not a backup of the shop.');
    checkDatabase(path.join(unpacked, 'shop.db'));

    const present = SET_ASIDE.filter((name) => existsSync(path.join(dataDir, name)));
    let safetyCopy: string | null = null;
    if (present.length > 0) {
      safetyCopy = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
      mkdirSync(safetyCopy, { mode: 0o700 });
      for (const name of present) renameSync(path.join(dataDir, name), path.join(safetyCopy, name));
    }
    for (const name of RESTORED) {
      if (existsSync(path.join(unpacked, name))) renameSync(path.join(unpacked, name), path.join(dataDir, name));
    }
    return { safetyCopy, manifest };
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}
