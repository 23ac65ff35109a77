/**
 * The owner's backup command line, on DATA_DIR:
 *
 *   npm run backup                                  make a backup now (also while the shop runs); with BACKUP_S3_URL
 *                                                   it goes to the bucket too, with any an earlier try left waiting
 *   npm run backup -- --list-remote                 the shop's archives in the bucket
 *   npm run restore -- <archive.tar.gz[.enc]>       restore one, with the shop stopped; the current data is kept aside
 *   npm run restore -- s3://bucket/folder/<archive> the same, from the bucket
 *
 * Off-site backups and encryption: docs/decisions/051-off-site-backups.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from '../../drizzle/schema.js';
import { isEncryptedFile } from './backups/archive-encryption.js';
import { createBackup, listBackups, outgoingDir, recordBackup } from './backups/backup-archive.js';
import { Bucket } from './backups/bucket.js';
import { restoreFromBucket } from './backups/bucket-restore.js';
import { sendWaitingArchives } from './backups/offsite-backups.js';
import { restoreBackup, type RestoreResult, type TokenKeyOutcome } from './backups/restore-backup.js';
import { loadBackupConfig, loadDataDir, type BackupsConfig } from './config.js';
import { databaseFile } from './db/data-dir.js';

const USAGE = 'Usage: npm run backup [-- --list-remote] | npm run restore -- <archive.tar.gz | archive.tar.gz.enc | s3://bucket/folder/archive>';

const TOKEN_KEY_OUTCOME: Record<TokenKeyOutcome, string> = {
  kept: 'The token key already here was kept: whoever is signed in stays signed in.',
  restored: "The backup's token key was restored: sessions from before the backup keep working.",
  new: 'The backup holds no token key (a downloaded backup, or one from the bucket, never does): the shop makes a new one at start, and everybody signs in again.',
};

interface Outcome {
  message: string;
  /** Said on standard error; the command still succeeds (a backup that could not be sent is still made). */
  warning?: string;
}

function bytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
}

/** `npm run backup`'s exit code when the backup was made but could not be sent to the bucket (it goes with the next). */
const NOT_SENT_EXIT_CODE = 2;

async function backup(dataDir: string, backups: BackupsConfig): Promise<Outcome> {
  const sqlite = new Database(databaseFile(dataDir), { fileMustExist: true });
  const db = drizzle(sqlite, { schema });
  try {
    const now = new Date();
    let made;
    try {
      made = await createBackup(sqlite, dataDir, { keep: backups.keep, now, tokenKey: true, ...(backups.offsite ? { outgoing: { passphrase: backups.passphrase } } : {}) });
      recordBackup(db, { at: now.toISOString(), ok: true, file: made.file, error: null });
    } catch (error) {
      recordBackup(db, { at: now.toISOString(), ok: false, file: null, error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    const message = `Backup made: ${made.file} (${Math.round(made.bytes / 1024)} KB). ${listBackups(dataDir).length} kept in ${path.dirname(made.file)}.`;
    if (!backups.offsite) return { message };
    const bucket = new Bucket(backups.offsite);
    try {
      const { status, sent, kept } = await sendWaitingArchives(db, dataDir, backups.keep, bucket);
      if (!status.ok) {
        return {
          message,
          warning: `It could not be sent to ${backups.offsite.url}: ${status.error}. ${status.waiting} ${status.waiting === 1 ? 'archive waits' : 'archives wait'} in ${outgoingDir(dataDir)} and ${status.waiting === 1 ? 'goes' : 'go'} with the next backup.`,
        };
      }
      const encrypted = backups.passphrase ? ' (encrypted)' : '';
      return { message: `${message}\nSent to ${backups.offsite.url}${encrypted}: ${sent.join(', ') || 'nothing was waiting'}. ${kept} kept there.` };
    } finally {
      bucket.close();
    }
  } finally {
    sqlite.close();
  }
}

async function listRemote(backups: BackupsConfig): Promise<Outcome> {
  if (!backups.offsite) throw new Error('--list-remote lists the archives in the bucket of BACKUP_S3_URL, which is not set.');
  const bucket = new Bucket(backups.offsite);
  try {
    const archives = await bucket.list();
    if (archives.length === 0) return { message: `No archives of the shop in ${backups.offsite.url} yet.` };
    const width = Math.max(...archives.map((a) => a.name.length));
    return {
      message: [
        `${archives.length} ${archives.length === 1 ? 'archive' : 'archives'} in ${backups.offsite.url}, newest first:`,
        ...archives.map((a) => `${a.name.padEnd(width)}  ${bytes(a.bytes).padStart(8)}  ${a.modifiedAt?.toISOString() ?? ''}`),
        `Restore one with: npm run restore -- ${backups.offsite.url}/<name>`,
      ].join('\n'),
    };
  } finally {
    bucket.close();
  }
}

function restored({ safetyCopy, manifest, tokenKey }: RestoreResult, dataDir: string): Outcome {
  return {
    message: [
      `Restored the backup of ${manifest.createdAt} (made by version ${manifest.version}) into ${dataDir}.`,
      safetyCopy ? `The data it replaced is kept in ${safetyCopy}.` : 'There was no data to set aside.',
      TOKEN_KEY_OUTCOME[tokenKey],
      'Start the shop: it brings an older database up to date by itself.',
    ].join('\n'),
  };
}

async function run([command, argument, ...extra]: string[]): Promise<Outcome> {
  const dataDir = loadDataDir();
  if (extra.length > 0) throw new Error(USAGE);
  switch (command) {
    case 'backup':
      if (argument === '--list-remote') return listRemote(loadBackupConfig());
      if (argument !== undefined) throw new Error(USAGE);
      return backup(dataDir, loadBackupConfig());
    case 'restore': {
      if (!argument) throw new Error(USAGE);
      if (argument.startsWith('s3://')) return restored(await restoreFromBucket(argument, dataDir, loadBackupConfig()), dataDir);
      const file = path.resolve(argument);
      // The passphrase only for an encrypted archive: a plain one restores whatever else the settings say.
      const passphrase = existsSync(file) && (await isEncryptedFile(file)) ? loadBackupConfig().passphrase : null;
      return restored(await restoreBackup(file, dataDir, new Date(), { passphrase }), dataDir);
    }
    default:
      throw new Error(USAGE);
  }
}

run(process.argv.slice(2)).then(
  ({ message, warning }) => {
    process.stdout.write(`${message}\n`);
    // Made here but not sent to the bucket: a scheduler running this (cron) should hear of it.
    if (warning) {
      console.error(warning);
      process.exitCode = NOT_SENT_EXIT_CODE;
    }
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
