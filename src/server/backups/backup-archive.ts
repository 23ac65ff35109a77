/**
 * Backups an owner can trust: one .tar.gz per backup with a consistent copy of the database (SQLite's
 * online backup, so it is made while the shop runs), the uploaded images, the token key (local backups
 * only, docs/decisions/022-backups-and-token-keys.md) and a manifest saying what made it. Kept under
 * DATA_DIR/backups, owner-only, the newest BACKUP_KEEP of them.
 */
import { createReadStream, createWriteStream, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type Database from 'better-sqlite3';
import * as tar from 'tar';
import { readTokenKeyFile } from '../auth/tokens.js';
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

/** Only regular files and folders go into a backup: a link is neither followed nor stored. */
const plainFileOrFolder = (_path: string, entry: Stats | tar.ReadEntry) => 'isFile' in entry && (entry.isFile() || entry.isDirectory());

/**
 * node-tar stores a second name of a file it has already packed as a hard-link entry, which a restore
 * refuses like every link; a cache that never finds anything makes each name a file of its own.
 */
class NoHardLinks extends Map<`${number}:${number}`, string> {
  override get(): undefined {
    return undefined;
  }
}

/**
 * Adds DATA_DIR/uploads to the (uncompressed) archive as `uploads/…`, without following any link inside it.
 * The folder itself may be a link the owner set up (uploads on another disk): it is resolved once, here.
 */
async function addUploads(archive: string, dataDir: string): Promise<void> {
  const uploads = uploadsDir(dataDir);
  if (!existsSync(uploads) || !statSync(uploads).isDirectory()) return;
  const folder = realpathSync(uploads);
  const names = readdirSync(folder).filter((name) => {
    const stats = lstatSync(path.join(folder, name));
    return stats.isFile() || stats.isDirectory();
  });
  if (names.length === 0) return;
  await tar.replace(
    { file: archive, cwd: folder, prefix: 'uploads', follow: false, portable: true, filter: plainFileOrFolder, linkCache: new NoHardLinks() },
    names,
  );
}

export interface BackupOptions {
  keep: number;
  now?: Date;
  /**
   * Whether the token key (DATA_DIR/jwt-secret) goes in. Backups kept on the shop's own disk hold it;
   * a backup that leaves the machine (downloaded over HTTP) does not: whoever holds the key can sign in as
   * anybody (docs/decisions/022-backups-and-token-keys.md).
   */
  tokenKey: boolean;
}

/**
 * Makes a backup now. `sqlite` is any connection to the shop's database (the shop's own, or a read-only
 * one from the command line while the shop runs); writes go on meanwhile and are simply not in it.
 */
export async function createBackup(sqlite: Database.Database, dataDir: string, options: BackupOptions): Promise<BackupResult> {
  const createdAt = options.now ?? new Date();
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(dir, '.staging-'));
  try {
    await sqlite.backup(path.join(staging, 'shop.db'));
    const manifest: BackupManifest = { app: 'rupee-shop', version: shopVersion(), createdAt: createdAt.toISOString(), schema: newestAppliedMigration(sqlite) };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, 'shop.db'];
    const key = options.tokenKey ? readTokenKeyFile(dataDir) : null;
    if (key !== null) {
      writeFileSync(path.join(staging, 'jwt-secret'), key, { mode: 0o600 });
      entries.push('jwt-secret');
    }
    // Packed uncompressed first, so the uploads (another folder) can be appended, then gzipped.
    const packed = path.join(staging, 'backup.tar');
    await tar.create({ file: packed, cwd: staging, follow: false, portable: true }, entries);
    await addUploads(packed, dataDir);
    const name = `${BACKUP_PREFIX}${stamp(createdAt)}.tar.gz`;
    const partial = path.join(dir, `.${name}.partial`);
    try {
      await pipeline(createReadStream(packed), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    const file = path.join(dir, name);
    renameSync(partial, file);
    // Measured before pruning: a backup dated before the newest BACKUP_KEEP (a clock set back) is pruned at once.
    const bytes = statSync(file).size;
    prune(dataDir, options.keep);
    return { file, bytes, createdAt };
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
