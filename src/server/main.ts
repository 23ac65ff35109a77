import { mkdirSync } from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { ensureAdmin } from './users/accounts.js';

async function start(config: Config): Promise<void> {
  mkdirSync(config.dataDir, { recursive: true });
  const database = openDatabase(config.dataDir);
  const { app } = await buildApp({ config, database });

  if (config.seedDemo) {
    const { seeded } = await seedDemo(database.db, config.dataDir);
    if (seeded) app.log.info('Seeded the demo catalog and demo accounts');
  }
  if (config.admin) {
    const outcome = await ensureAdmin(database.db, config.admin);
    app.log.info({ email: config.admin.email }, outcome === 'created' ? 'Created the admin account' : 'Made sure the admin account is an admin');
  }

  if (config.nodeEnv === 'production' && config.payments.gateway === 'test') {
    app.log.warn(
      'PAYMENT_GATEWAY is "test": online orders are paid with test cards and no money is taken. Set PAYMENT_GATEWAY=razorpay or stripe before taking real orders.',
    );
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing requests in flight');
    // app.close() stops accepting connections, waits for in-flight requests, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
start(config).catch((error: unknown) => {
  console.error('The shop could not start:', error);
  process.exit(1);
});
