import { Cron } from 'croner';
import fp from 'fastify-plugin';
import { backupNow } from '../backups/backup-service.js';
import type { AppDeps } from '../deps.js';
import { expireUnpaidOrders } from '../orders/expire-unpaid-orders.js';

const EXPIRY_INTERVAL_MS = 60_000;

/**
 * The shop's own chores while it runs: the e-mail outbox is delivered, unpaid online orders whose payment
 * window has passed are cancelled (at start, then every minute), and backups are made on BACKUP_SCHEDULE
 * (India's time). All stop with the app.
 */
export const backgroundJobs = fp<{ deps: AppDeps }>(async (app, { deps }) => {
  let expiry: NodeJS.Timeout | null = null;
  let backups: Cron | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const expire = () => {
    running = expireUnpaidOrders(deps).catch((error: unknown) => app.log.error({ err: error }, 'could not cancel expired unpaid orders'));
  };

  app.addHook('onReady', async () => {
    deps.mail.start();
    expire();
    expiry = setInterval(expire, EXPIRY_INTERVAL_MS);
    expiry.unref();
    const schedule = deps.config.backups.schedule;
    if (schedule) {
      backups = new Cron(schedule, { timezone: 'Asia/Kolkata', protect: true, unref: true }, async () => {
        try {
          const backup = await backupNow(deps);
          app.log.info({ file: backup.file, bytes: backup.bytes }, 'backup made');
        } catch (error) {
          app.log.error({ err: error }, 'the scheduled backup failed');
        }
      });
    }
  });
  app.addHook('onClose', async () => {
    if (expiry) clearInterval(expiry);
    backups?.stop();
    await running;
    await deps.mail.stop();
  });
});
