import type { AppDeps } from '../deps.js';
import { readMeta, META } from '../db/shop-meta.js';
import { createBackup, recordBackup, type BackupResult, type BackupStatus } from './backup-archive.js';

/**
 * Makes a backup of the running shop and remembers how it went; a failure is recorded, then thrown. A backup
 * that leaves the machine (a download) is made without the token key: docs/decisions/022-backups-and-token-keys.md.
 */
export async function backupNow(deps: AppDeps, now = new Date(), { forDownload = false } = {}): Promise<BackupResult> {
  try {
    const result = await createBackup(deps.db.$client, deps.config.dataDir, { keep: deps.config.backups.keep, now, tokenKey: !forDownload });
    recordBackup(deps.db, { at: now.toISOString(), ok: true, file: result.file, error: null });
    return result;
  } catch (error) {
    recordBackup(deps.db, { at: now.toISOString(), ok: false, file: null, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

export function lastBackup(deps: AppDeps): BackupStatus | null {
  const value = readMeta(deps.db, META.lastBackup);
  return value ? (JSON.parse(value) as BackupStatus) : null;
}
