import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.js';
import { expireUnpaidOrders } from '../orders/expire-unpaid-orders.js';

const EXPIRY_INTERVAL_MS = 60_000;

/**
 * The shop's own chores while it runs: the e-mail outbox is delivered, and unpaid online orders whose
 * payment window has passed are cancelled (at start, then every minute). Both stop with the app.
 */
export const backgroundJobs = fp<{ deps: AppDeps }>(async (app, { deps }) => {
  let expiry: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const expire = () => {
    running = expireUnpaidOrders(deps).catch((error: unknown) => app.log.error({ err: error }, 'could not cancel expired unpaid orders'));
  };

  app.addHook('onReady', async () => {
    deps.mail.start();
    expire();
    expiry = setInterval(expire, EXPIRY_INTERVAL_MS);
    expiry.unref();
  });
  app.addHook('onClose', async () => {
    if (expiry) clearInterval(expiry);
    await running;
    await deps.mail.stop();
  });
});
