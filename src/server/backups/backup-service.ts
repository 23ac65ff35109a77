import type { AppDeps } from '../deps.js';
import { readMeta, META } from '../db/shop-meta.js';
import { createBackup, recordBackup, type BackupResult, type BackupStatus } from './backup-archive.js';
import { readOffsiteStatus, type OffsiteStatus } from './offsite-backups.js';

/**
 * Makes a backup of the running shop and remembers how it went; a failure is recorded, then thrown. A backup
 * that leaves the machine (a download) is made without the token key: docs/decisions/022-backups-and-token-keys.md.
 * With off-site backups on, its copy is sent to the bucket in the background: the backup is made once it is on
 * the disk, whatever the bucket does (docs/decisions/051-off-site-backups.md).
 */
export async function backupNow(deps: AppDeps, now = new Date(), { forDownload = false } = {}): Promise<BackupResult> {
  const { backups } = deps.config;
  try {
    const result = await createBackup(deps.db.$client, deps.config.dataDir, {
      keep: backups.keep,
      now,
      tokenKey: !forDownload,
      ...(backups.offsite ? { outgoing: { passphrase: backups.passphrase } } : {}),
    });
    recordBackup(deps.db, { at: now.toISOString(), ok: true, file: result.file, error: null });
    deps.offsite?.send();
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

export interface OffsiteState {
  /** BACKUP_S3_URL. */
  url: string;
  /** Whether archives are encrypted before they leave (BACKUP_PASSPHRASE). */
  encrypted: boolean;
  /** Whether a try is under way now. */
  sending: boolean;
  /** How the last try went; null before the first. */
  last: OffsiteStatus | null;
}

/** Where the backups go besides the disk, and how sending them went; null when off-site backups are off. */
export function offsiteState(deps: AppDeps): OffsiteState | null {
  const { offsite, passphrase } = deps.config.backups;
  if (!offsite) return null;
  return { url: offsite.url, encrypted: passphrase !== null, sending: deps.offsite?.busy ?? false, last: readOffsiteStatus(deps.db) };
}

/** The owner's warning when the last try to send the backups to the bucket failed. */
export function offsiteWarning(deps: AppDeps): string | null {
  const { offsite } = deps.config.backups;
  if (!offsite) return null;
  const status = readOffsiteStatus(deps.db);
  if (!status || status.ok) return null;
  const waiting = status.waiting === 1 ? '1 backup waits' : `${status.waiting} backups wait`;
  return `The backups could not be sent to ${offsite.url}: ${status.error}. ${waiting} on the shop's disk and will be sent with the next backup`;
}
