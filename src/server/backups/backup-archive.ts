/**
 * Backups an owner can trust: one .tar.gz per backup with a consistent copy of the database (SQLite's
 * online backup, so it is made while the shop runs), the uploaded images, the token key (local backups
 * only, docs/decisions/022-backups-and-token-keys.md) and a manifest saying what made it. Kept under
 * DATA_DIR/backups, owner-only, the newest BACKUP_KEEP of them.
 *
 * With off-site backups on, each backup also leaves a copy without the token key (encrypted when there is a
 * passphrase) in DATA_DIR/backups/outgoing, where it waits until the bucket has it
 * (docs/decisions/051-off-site-backups.md).
 */
import { copyFileSync, createReadStream, createWriteStream, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type { Transform } from 'node:stream';
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
import { ENCRYPTED_SUFFIX, encryptingStream } from './archive-encryption.js';

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
  /** The copy waiting for the bucket, when one was asked for. */
  outgoing: string | null;
}

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
/** Copies made for the bucket and not sent yet. */
export const outgoingDir = (dataDir: string) => path.join(backupsDir(dataDir), 'outgoing');

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

/** The copies waiting for the bucket, newest first. */
export function listOutgoing(dataDir: string): { name: string; file: string; bytes: number }[] {
  const dir = outgoingDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(BACKUP_PREFIX) && (name.endsWith('.tar.gz') || name.endsWith(`.tar.gz${ENCRYPTED_SUFFIX}`)))
    .map((name) => ({ name, file: path.join(dir, name), bytes: statSync(path.join(dir, name)).size }))
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
  /**
   * Also leave a copy for the bucket in DATA_DIR/backups/outgoing: never with the token key, encrypted when a
   * passphrase is given.
   */
  outgoing?: { passphrase: string | null };
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
    if (key !== null) writeFileSync(path.join(staging, 'jwt-secret'), key, { mode: 0o600 });
    // The bucket's copy is sealed before the key goes in (decision 022: the key stays on the machine).
    const keyAfterOutgoing = key !== null && options.outgoing !== undefined;
    // Packed uncompressed first, so the uploads (another folder) can be appended, then gzipped.
    const packed = path.join(staging, 'backup.tar');
    await tar.create({ file: packed, cwd: staging, follow: false, portable: true }, key !== null && !keyAfterOutgoing ? [...entries, 'jwt-secret'] : entries);
    await addUploads(packed, dataDir);
    const name = `${BACKUP_PREFIX}${stamp(createdAt)}.tar.gz`;
    const outgoing = options.outgoing && path.join(outgoingDir(dataDir), options.outgoing.passphrase === null ? name : `${name}${ENCRYPTED_SUFFIX}`);
    const sealed = path.join(staging, 'outgoing');
    if (options.outgoing && keyAfterOutgoing) {
      await gzipTo(packed, sealed, options.outgoing.passphrase === null ? [] : [await encryptingStream(options.outgoing.passphrase)]);
      await tar.replace({ file: packed, cwd: staging, follow: false, portable: true }, ['jwt-secret']);
    }
    const file = path.join(dir, name);
    const partial = path.join(dir, `.${name}.partial`);
    try {
      await gzipTo(packed, partial, []);
      if (options.outgoing && !keyAfterOutgoing) {
        // Without a key the local archive is the bucket's copy: linked, or encrypted from it.
        if (options.outgoing.passphrase === null) linkOrCopy(partial, sealed);
        else await pipeline(createReadStream(partial), await encryptingStream(options.outgoing.passphrase), createWriteStream(sealed, { mode: 0o600 }));
      }
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    renameSync(partial, file);
    if (outgoing) {
      mkdirSync(outgoingDir(dataDir), { recursive: true, mode: 0o700 });
      renameSync(sealed, outgoing);
    }
    // Measured before pruning: a backup dated before the newest BACKUP_KEEP (a clock set back) is pruned at once.
    const bytes = statSync(file).size;
    prune(dataDir, options.keep);
    return { file, bytes, createdAt, outgoing: outgoing && existsSync(outgoing) ? outgoing : null };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function gzipTo(packed: string, target: string, then: Transform[]): Promise<void> {
  await pipeline([createReadStream(packed), createGzip(), ...then, createWriteStream(target, { mode: 0o600 })]);
}

function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Keeps the newest `keep` backups, and of the copies waiting for the bucket as many: older ones would be deleted there at once. */
function prune(dataDir: string, keep: number): void {
  for (const old of listBackups(dataDir).slice(keep)) rmSync(old.file, { force: true });
  for (const old of listOutgoing(dataDir).slice(keep)) rmSync(old.file, { force: true });
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
