import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { PID_FILE } from './backups/restore-backup.js';
import { SecretFileError } from './auth/tokens.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { MigrationError, openDatabase } from './db/database.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { AdminEmailTakenError, ensureAdmin } from './users/accounts.js';
import { checkDemoAccountsAtStart, DemoAccountsLeftError } from './users/demo-accounts.js';

/** How long a SIGTERM waits for requests in flight before the remaining connections are cut. */
const SHUTDOWN_GRACE_MS = 8_000;

async function start(config: Config): Promise<void> {
  const pidFile = path.join(config.dataDir, PID_FILE);
  const database = openDatabase(config.dataDir);
  const { app, deps, beginShutdown } = await buildApp({ config, database });

  const production = config.nodeEnv === 'production';
  if (config.seedDemo) {
    // Never an account with a published password in production, nor when the owner asked for none.
    const withAccounts = !production && !config.removeDemoAccounts;
    const { seeded, accounts } = await seedDemo(database.db, config.dataDir, { accounts: withAccounts, settings: deps.settings });
    if (seeded) app.log.info(withAccounts ? 'Seeded the demo catalog and demo accounts' : 'Seeded the demo catalog (no demo accounts)');
    for (const account of accounts) {
      app.log.info(`Demo account (demo only, the password is public): ${account.email} / ${account.password}${account.isAdmin ? ' (admin)' : ''}`);
    }
  }
  if (config.admin) {
    const outcome = await ensureAdmin(database.db, config.admin);
    app.log.info({ email: config.admin.email }, outcome === 'created' ? 'Created the admin account' : 'The admin account exists');
  }
  // Before listening: a production shop never serves while a demo account opens with its public password.
  const removed = await checkDemoAccountsAtStart(database.db, { production, remove: config.removeDemoAccounts });
  if (removed) {
    app.log.warn(
      { accounts: removed.emails, reviews: removed.reviews, products: removed.products },
      `REMOVE_DEMO_ACCOUNTS: Removed the demo accounts ${removed.emails.join(', ')} and their ${removed.reviews} reviews; the ratings of ${removed.products} products were recomputed`,
    );
  }

  if (config.payments.gateway === 'test') {
    app.log.warn('PAYMENT_GATEWAY is "test": online orders are paid with test cards and no money is taken.');
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing requests in flight');
    beginShutdown();
    const deadline = setTimeout(() => {
      app.log.warn('Requests still running after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    // app.close() stops accepting connections, waits for in-flight requests, then closes the database.
    app.close().then(
      () => {
        rmSync(pidFile, { force: true });
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  // While it runs the shop says so in DATA_DIR: `npm run restore` refuses to replace its data under it.
  writeFileSync(pidFile, String(process.pid), { mode: 0o600 });
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
start(config).catch((error: unknown) => {
  // Refusals the owner can act on are said plainly; anything else with its stack.
  if (
    error instanceof AdminEmailTakenError ||
    error instanceof SecretFileError ||
    error instanceof MigrationError ||
    error instanceof DemoAccountsLeftError
  ) {
    console.error(`The shop did not start: ${error.message}`);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
