import { Cron } from 'croner';
import fp from 'fastify-plugin';
import { backupNow } from '../backups/backup-service.js';
import type { AppDeps } from '../deps.js';
import { sendCartReminders } from '../cart/cart-reminders.js';
import { expireUnpaidOrders } from '../orders/expire-unpaid-orders.js';

const EXPIRY_INTERVAL_MS = 60_000;
const REMINDER_INTERVAL_MS = 5 * 60_000;

/**
 * The shop's own chores while it runs: the e-mail outbox is delivered, unpaid online orders whose payment
 * window has passed are cancelled (at start, then every minute), cart reminders due are queued when the store
 * setting is on (at start, then every five minutes: docs/decisions/039-abandoned-carts.md), and backups are made
 * on BACKUP_SCHEDULE (India's time), each sent to the bucket too when one is set
 * (docs/decisions/051-off-site-backups.md). All stop with the app.
 */
export const backgroundJobs = fp<{ deps: AppDeps }>(async (app, { deps }) => {
  let expiry: NodeJS.Timeout | null = null;
  let reminders: NodeJS.Timeout | null = null;
  let backups: Cron | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const expire = () => {
    running = expireUnpaidOrders(deps).catch((error: unknown) => app.log.error({ err: error }, 'could not cancel expired unpaid orders'));
  };

  const remind = () => {
    try {
      sendCartReminders(deps);
    } catch (error) {
      app.log.error({ err: error }, 'could not queue cart reminders');
    }
  };

  app.addHook('onReady', async () => {
    deps.mail.start();
    expire();
    expiry = setInterval(expire, EXPIRY_INTERVAL_MS);
    expiry.unref();
    remind();
    reminders = setInterval(remind, REMINDER_INTERVAL_MS);
    reminders.unref();
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
    if (reminders) clearInterval(reminders);
    backups?.stop();
    await running;
    // A copy on its way to the bucket stops here and waits in DATA_DIR/backups/outgoing for the next backup.
    await deps.offsite?.close();
    await deps.mail.stop();
  });
});
