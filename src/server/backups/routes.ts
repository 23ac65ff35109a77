import { createReadStream } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { count, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { mailOutbox } from '../../../drizzle/schema.js';
import { storageUse } from '../dashboard/storage-use.js';
import type { AppDeps } from '../deps.js';
import { requireAdminHook } from '../http/auth.js';
import { listBackups, shopVersion } from './backup-archive.js';
import { backupNow, lastBackup, offsiteState, offsiteWarning } from './backup-service.js';
import { BACKUP_STALE_MS } from './backup-times.js';


/**
 * The owner's view of the shop's health and backups (admins only): GET /api/health/details (with what the
 * database, its write-ahead log and the uploads take on disk),
 * GET /api/backups (the archives, the last result and how sending them to the bucket went), and
 * GET /api/backups/download, which makes a fresh backup (without the token key) and streams it as a download;
 * like every backup, it is also sent to the bucket when off-site backups are on.
 */
export const backupRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const admin = { preHandler: requireAdminHook(deps) };

  app.get('/api/health/details', admin, async () => {
    const { dataDir } = deps.config;
    const disk = await statfs(dataDir);
    const last = lastBackup(deps);
    const ageMs = last ? Date.now() - Date.parse(last.at) : null;
    const unsentMail = deps.db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt)).get()?.n ?? 0;
    return {
      status: 'ok' as const,
      version: shopVersion(),
      ...(await storageUse(deps)),
      freeDiskBytes: disk.bavail * disk.bsize,
      lastBackup: last && { ...last, file: last.file ? path.basename(last.file) : null, ageHours: ageMs === null ? null : Math.floor(ageMs / 3_600_000) },
      backupWarning: !last ? 'No backup has been made yet' : !last.ok ? `The last backup failed: ${last.error}` : ageMs !== null && ageMs > BACKUP_STALE_MS ? 'The last backup is more than two days old' : null,
      offsite: offsiteState(deps),
      offsiteWarning: offsiteWarning(deps),
      unsentMail,
      mailConfigured: deps.mail.enabled,
    };
  });

  app.get('/api/backups', admin, async () => ({
    schedule: deps.config.backups.schedule,
    keep: deps.config.backups.keep,
    last: lastBackup(deps),
    offsite: offsiteState(deps),
    backups: listBackups(deps.config.dataDir).map((b) => ({ name: b.name, bytes: b.bytes, createdAt: b.createdAt.toISOString() })),
  }));

  app.get('/api/backups/download', admin, async (_request, reply) => {
    // Leaves the token key out: an admin who downloads a backup must not be able to sign tokens later.
    const backup = await backupNow(deps, new Date(), { forDownload: true });
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${path.basename(backup.file)}"`)
      .header('cache-control', 'no-store')
      .send(createReadStream(backup.file));
  });
};
