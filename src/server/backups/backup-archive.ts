/**
 * Backups an owner can trust: one .tar.gz per backup with a consistent copy of the database (SQLite's
 * online backup, so it is made while the shop runs), the uploaded images and the token secret, and a
 * manifest saying what made it. Kept under DATA_DIR/backups, owner-only, the newest BACKUP_KEEP of them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type Database from 'better-sqlite3';
import * as tar from 'tar';
import { newestAppliedMigration } from '../db/database.js';
import { uploadsDir } from '../db/data-dir.js';
import { META, writeMeta } from '../db/shop-meta.js';
import type { Db } from '../db/database.js';
import { projectRoot } from '../paths.js';

export const BACKUP_PREFIX = 'shop-backup-';
export const MANIFEST = 'manifest.json';

export interface BackupManifest {
  app: 'rupee-shop';
  version: string;
  createdAt: string;
  /** When the newest migration applied to the database was made (see db/database.ts). */
  schema: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  createdAt: Date;
}

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

export function shopVersion(): string {
  return (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[:]/g, '-').replace(/\.\d+Z$/, 'Z');
}

/** The backups in DATA_DIR/backups, newest first. */
export function listBackups(dataDir: string): { name: string; file: string; bytes: number; createdAt: Date }[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith('.tar.gz'))
    .map((name) => {
      const file = path.join(dir, name);
      const stats = statSync(file);
      return { name, file, bytes: stats.size, createdAt: stats.mtime };
    })
    .sort((a, b) => b.name.localeCompare(a.name));
}

/**
 * Makes a backup now. `sqlite` is any connection to the shop's database (the shop's own, or a read-only
 * one from the command line while the shop runs); writes go on meanwhile and are simply not in it.
 */
export async function createBackup(sqlite: Database.Database, dataDir: string, options: { keep: number; now?: Date }): Promise<BackupResult> {
  const createdAt = options.now ?? new Date();
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(dir, '.staging-'));
  try {
    await sqlite.backup(path.join(staging, 'shop.db'));
    const manifest: BackupManifest = { app: 'rupee-shop', version: shopVersion(), createdAt: createdAt.toISOString(), schema: newestAppliedMigration(sqlite) };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, 'shop.db'];
    for (const name of ['uploads', 'jwt-secret']) {
      const source = name === 'uploads' ? uploadsDir(dataDir) : path.join(dataDir, name);
      if (!existsSync(source)) continue;
      symlinkSync(source, path.join(staging, name));
      entries.push(name);
    }
    const name = `${BACKUP_PREFIX}${stamp(createdAt)}.tar.gz`;
    const partial = path.join(dir, `.${name}.partial`);
    await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true, mode: 0o600 }, entries);
    const file = path.join(dir, name);
    renameSync(partial, file);
    prune(dataDir, options.keep);
    return { file, bytes: statSync(file).size, createdAt };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` backups. */
function prune(dataDir: string, keep: number): void {
  for (const old of listBackups(dataDir).slice(keep)) rmSync(old.file, { force: true });
}

export interface BackupStatus {
  at: string;
  ok: boolean;
  file: string | null;
  error: string | null;
}

/** Remembers how the last backup went, for the dashboard and the health details. */
export function recordBackup(db: Db, status: BackupStatus): void {
  writeMeta(db, META.lastBackup, JSON.stringify(status));
}
