/**
 * Restores a backup made by createBackup into DATA_DIR, with the shop stopped. The archive is checked
 * before anything is touched (it holds only files and folders, its database passes SQLite's integrity check
 * and is not newer than this code); the current data is moved aside into DATA_DIR/before-restore-<time>/ as
 * a safety copy, never deleted. The next start migrates a restored database forward if it is older.
 * An encrypted archive (from the bucket: docs/decisions/051-off-site-backups.md) is decrypted first, whole,
 * and then goes through the same checks.
 */
import { createReadStream, createWriteStream, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { readTokenKeyFile, TOKEN_KEY_FILE } from '../auth/tokens.js';
import { DATABASE_FILE } from '../db/data-dir.js';
import { newestAppliedMigration, newestKnownMigration } from '../db/database.js';
import { ArchiveEncryptionError, isEncryptedFile, openingStream } from './archive-encryption.js';
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
const NOT_RESTORED = 'a backup holds only files and folders, so this one was not restored. Nothing was changed.';

/** What a restore brings back, and what it moves aside (the token key: see restoreBackup). */
const RESTORED = ['shop.db', 'uploads'];
const SET_ASIDE = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, 'uploads'];

/** Entry types that are plain files or folders; everything else (links above all) is refused. */
const PLAIN_TYPES = new Set<string>(['File', 'OldFile', 'ContiguousFile', 'Directory']);

const entryName = (entryPath: string) => entryPath.replace(/^\.\//, '').replace(/\/$/, '');

/**
 * Why an archive entry cannot be restored, or null. A link of any kind is refused, whatever it points to:
 * a chain of links that each stay inside the folder can still lead out of it once they are on disk, and
 * /uploads would then serve whatever they reach.
 */
function entryProblem(entry: tar.ReadEntry): string | null {
  const name = entryName(entry.path);
  if (entry.type === 'SymbolicLink') return `a symbolic link ${name} → ${String(entry.linkpath)}`;
  if (entry.type === 'Link') return `a hard link ${name} → ${String(entry.linkpath)}`;
  if (!PLAIN_TYPES.has(entry.type)) return `${name}, which is neither a file nor a folder (${entry.type})`;
  if (path.posix.isAbsolute(entry.path) || name.split('/').some((part) => part === '..' || part === '.' || part === '')) return `the path ${entry.path}, which leads out of the backup`;
  return null;
}

/** Reads the whole archive once without writing anything: every entry must be a plain file or folder. */
async function checkEntries(archive: string): Promise<void> {
  const problems: string[] = [];
  try {
    await tar.list({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        const problem = entryProblem(entry);
        if (problem) problems.push(problem);
      },
    });
  } catch (error) {
    throw new RestoreError(`This is not a readable backup archive: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (problems.length > 0) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more like it)` : '';
    throw new RestoreError(`This archive holds ${problems[0]}${more}: ${NOT_RESTORED}`);
  }
}

/** After unpacking: everything below `dir` is a plain file or folder whose real path is inside `dir`. */
function checkUnpacked(dir: string, top = realpathSync(dir)): void {
  for (const name of readdirSync(dir)) {
    const item = path.join(dir, name);
    const stats = lstatSync(item);
    if (!stats.isFile() && !stats.isDirectory()) throw new RestoreError(`This archive holds ${path.relative(top, item)}, which is neither a file nor a folder: ${NOT_RESTORED}`);
    if (!realpathSync(item).startsWith(top + path.sep)) throw new RestoreError(`This archive holds ${path.relative(top, item)}, which leads out of the backup: ${NOT_RESTORED}`);
    if (stats.isDirectory()) checkUnpacked(item, top);
  }
}

/** What happened to the token key (DATA_DIR/jwt-secret): see restoreBackup. */
export type TokenKeyOutcome = 'kept' | 'restored' | 'new';

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

export interface RestoreResult {
  safetyCopy: string | null;
  manifest: BackupManifest;
  tokenKey: TokenKeyOutcome;
}

export interface RestoreOptions {
  /** BACKUP_PASSPHRASE, for an encrypted archive. */
  passphrase?: string | null;
}

export function refuseWhileRunning(dataDir: string): void {
  const pid = runningShopPid(dataDir);
  if (pid !== null) throw new RestoreError(`The shop is running (process ${pid}): stop it first, then restore.`);
}

/**
 * Restores an archive file: a .tar.gz, or one encrypted for the bucket (known by its first bytes, whatever its
 * name) with `options.passphrase`.
 *
 * The token key: a usable key already in DATA_DIR stays (it is the newest one, possibly rotated after the
 * backup was made, and an older key must not come back); the backup's key is used only where DATA_DIR has
 * none (a new machine); with neither, the next start makes a new one and everybody signs in again
 * (docs/decisions/022-backups-and-token-keys.md).
 */
export async function restoreBackup(archive: string, dataDir: string, now = new Date(), options: RestoreOptions = {}): Promise<RestoreResult> {
  refuseWhileRunning(dataDir);
  if (!existsSync(archive)) throw new RestoreError(`No such file: ${archive}`);
  if (await isEncryptedFile(archive)) return restoreFromStream(createReadStream(archive), dataDir, now, options);
  return restoreArchive(archive, dataDir, now);
}

/**
 * Restores the archive a stream delivers (a download from the bucket, an encrypted file), encrypted or not: it is
 * written to DATA_DIR first, decrypted on the way, and restored only once all of it has arrived and its
 * authentication tag matched. A failure leaves DATA_DIR as it was.
 */
export async function restoreFromStream(source: Readable, dataDir: string, now = new Date(), { passphrase = null }: RestoreOptions = {}): Promise<RestoreResult> {
  refuseWhileRunning(dataDir);
  const made = !existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const incoming = await mkdtemp(path.join(dataDir, '.incoming-'));
  let restored = false;
  try {
    const archive = path.join(incoming, 'backup.tar.gz');
    try {
      await pipeline(source, openingStream(passphrase), createWriteStream(archive, { mode: 0o600 }));
    } catch (error) {
      if (error instanceof ArchiveEncryptionError) throw new RestoreError(error.message);
      throw error;
    }
    const result = await restoreArchive(archive, dataDir, now);
    restored = true;
    return result;
  } finally {
    rmSync(incoming, { recursive: true, force: true });
    if (made && !restored && readdirSync(dataDir).length === 0) rmdirSync(dataDir);
  }
}

async function restoreArchive(archive: string, dataDir: string, now: Date): Promise<RestoreResult> {
  refuseWhileRunning(dataDir);
  await checkEntries(archive);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  // Unpacked beside DATA_DIR's contents (same file system), so moving it in is a rename.
  const unpacked = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    try {
      await tar.extract({
        file: archive,
        cwd: unpacked,
        strict: true,
        preserveOwner: false,
        // Checked again while unpacking: the file could have changed since checkEntries read it.
        filter: (entryPath, entry) => !('isFile' in entry) && entryProblem(entry) === null && ALLOWED.test(entryName(entryPath)),
      });
    } catch (error) {
      throw new RestoreError(`This is not a readable backup archive: ${error instanceof Error ? error.message : String(error)}`);
    }
    checkUnpacked(unpacked);
    const manifestFile = path.join(unpacked, MANIFEST);
    if (!existsSync(manifestFile) || !existsSync(path.join(unpacked, 'shop.db'))) {
      throw new RestoreError('This archive is not a backup of the shop (no manifest.json or shop.db in it).');
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.app !== 'rupee-shop') throw new RestoreError('This archive is not a backup of the shop.');
    checkDatabase(path.join(unpacked, 'shop.db'));

    const keepKey = readTokenKeyFile(dataDir) !== null;
    const keyInBackup = readTokenKeyFile(unpacked) !== null;
    // A key file that is not usable (empty, too short) goes aside with the data it belonged to.
    const setAside = keepKey || !existsSync(path.join(dataDir, TOKEN_KEY_FILE)) ? SET_ASIDE : [...SET_ASIDE, TOKEN_KEY_FILE];
    const present = setAside.filter((name) => existsSync(path.join(dataDir, name)));
    let safetyCopy: string | null = null;
    if (present.length > 0) {
      safetyCopy = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
      mkdirSync(safetyCopy, { mode: 0o700 });
      for (const name of present) renameSync(path.join(dataDir, name), path.join(safetyCopy, name));
    }
    const restored = !keepKey && keyInBackup ? [...RESTORED, TOKEN_KEY_FILE] : RESTORED;
    for (const name of restored) {
      if (existsSync(path.join(unpacked, name))) renameSync(path.join(unpacked, name), path.join(dataDir, name));
    }
    return { safetyCopy, manifest, tokenKey: keepKey ? 'kept' : keyInBackup ? 'restored' : 'new' };
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}
