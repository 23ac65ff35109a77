/**
 * The owner's backup command line, on DATA_DIR:
 *
 *   npm run backup                      make a backup now (also while the shop runs)
 *   npm run restore -- <archive.tar.gz> restore one, with the shop stopped; the current data is kept aside
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig, loadDataDir } from './config.js';
import { createBackup, listBackups, recordBackup } from './backups/backup-archive.js';
import { restoreBackup, RestoreError, type TokenKeyOutcome } from './backups/restore-backup.js';
import { databaseFile } from './db/data-dir.js';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from '../../drizzle/schema.js';

const USAGE = 'Usage: npm run backup | npm run restore -- <archive.tar.gz>';

const TOKEN_KEY_OUTCOME: Record<TokenKeyOutcome, string> = {
  kept: 'The token key already here was kept: whoever is signed in stays signed in.',
  restored: "The backup's token key was restored: sessions from before the backup keep working.",
  new: 'The backup holds no token key (a downloaded backup never does): the shop makes a new one at start, and everybody signs in again.',
};

async function run([command, argument]: string[]): Promise<string> {
  const dataDir = loadDataDir();
  switch (command) {
    case 'backup': {
      let keep = 14;
      try {
        keep = loadConfig().backups.keep;
      } catch {
        // Only BACKUP_KEEP matters here; a setting the server would refuse is the server's business.
      }
      const sqlite = new Database(databaseFile(dataDir), { fileMustExist: true });
      try {
        const now = new Date();
        try {
          const backup = await createBackup(sqlite, dataDir, { keep, now, tokenKey: true });
          recordBackup(drizzle(sqlite, { schema }), { at: now.toISOString(), ok: true, file: backup.file, error: null });
          return `Backup made: ${backup.file} (${Math.round(backup.bytes / 1024)} KB). ${listBackups(dataDir).length} kept in ${path.dirname(backup.file)}.`;
        } catch (error) {
          recordBackup(drizzle(sqlite, { schema }), { at: now.toISOString(), ok: false, file: null, error: error instanceof Error ? error.message : String(error) });
          throw error;
        }
      } finally {
        sqlite.close();
      }
    }
    case 'restore': {
      if (!argument) throw new Error(USAGE);
      const { safetyCopy, manifest, tokenKey } = await restoreBackup(path.resolve(argument), dataDir);
      return [
        `Restored the backup of ${manifest.createdAt} (made by version ${manifest.version}) into ${dataDir}.`,
        safetyCopy ? `The data it replaced is kept in ${safetyCopy}.` : 'There was no data to set aside.',
        TOKEN_KEY_OUTCOME[tokenKey],
        'Start the shop: it brings an older database up to date by itself.',
      ].join('\n');
    }
    default:
      throw new Error(USAGE);
  }
}

run(process.argv.slice(2)).then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    console.error(error instanceof RestoreError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
