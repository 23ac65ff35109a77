/** Backups older than this are a warning on the dashboard and in the health details. */
export const BACKUP_STALE_MS = 2 * 24 * 60 * 60 * 1000;
