import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { AttemptLimiter } from './auth/attempt-limiter.js';
import { createTokenService, resolveTokenSecret, tokenKeyFile } from './auth/tokens.js';
import { CdnPurge, type PurgeLog } from './cdn/cdn-purge.js';
import type { Config } from './config.js';
import type { ShopDatabase } from './db/database.js';
import type { AppDeps } from './deps.js';
import { cdnCaching } from './http/cdn-caching.js';
import { errorHandling } from './http/error-handling.js';
import { jsonBodies } from './http/json-bodies.js';
import { restApi } from './http/rest-api.js';
import { securityHeaders } from './http/security-headers.js';
import { trpcApi } from './http/trpc-api.js';
import { uploadedFiles } from './http/uploaded-files.js';
import { createPaymentGateway } from './payments/create-gateway.js';
import { OffsiteSender } from './backups/offsite-backups.js';
import { backupRoutes } from './backups/routes.js';
import { csvRoutes } from './csv/routes.js';
import { backgroundJobs } from './http/background-jobs.js';
import { flushSearchCounts } from './catalog/search-stats.js';
import { invoiceRoutes } from './invoices/route.js';
import { gstRoutes } from './gst/routes.js';
import { MailService, type MailLog } from './mail/mail-service.js';
import type { OffsiteLog } from './backups/offsite-backups.js';
import { newsletterRoutes } from './newsletter/routes.js';
import { OrderLocks } from './payments/order-locks.js';
import { paymentRoutes } from './payments/routes.js';
import { SettingsStore } from './settings/store-settings.js';
import { uploadRoutes } from './uploads/route.js';
import { clientApp } from './web/client-app.js';

export interface BuildAppOptions {
  config: Config;
  database: ShopDatabase;
  /** Where the built client lives; tests may point elsewhere. */
  clientDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "the N nearest hops", a list of addresses stays one. */
export function trustProxyOption(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting.join(',');
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

export function createDeps(config: Config, database: ShopDatabase, log: PurgeLog & MailLog & OffsiteLog): AppDeps {
  return {
    config,
    db: database.db,
    // A key the shop generated can be rotated from the admin area; one set by JWT_SECRET cannot.
    tokens: createTokenService(resolveTokenSecret(config.dataDir, config.jwtSecret), config.tokenTtlDays, config.jwtSecret ? null : tokenKeyFile(config.dataDir)),
    limiters: {
      passwordChecks: new AttemptLimiter(config.limits.loginFailures, FIFTEEN_MINUTES),
      registrations: new AttemptLimiter(config.limits.registrationsPerHour, ONE_HOUR),
      promoChecks: new AttemptLimiter(config.limits.promoChecksPerHour, ONE_HOUR),
      newsletter: new AttemptLimiter(config.limits.newsletterPerHour, ONE_HOUR),
    },
    payments: { gateway: createPaymentGateway(config.payments, database.db), locks: new OrderLocks() },
    mail: new MailService(database.db, config.mail, log),
    settings: new SettingsStore(database.db),
    cdn: new CdnPurge(config.cdnPurge, config.publicUrl, log),
    offsite: config.backups.offsite ? new OffsiteSender(database.db, config.dataDir, { offsite: config.backups.offsite, keep: config.backups.keep }, log) : null,
  };
}

/** The shop as a list of scoped plugins; each owns its routes, hooks and body parsers. */
export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
  /**
   * Starts a graceful stop: idle keep-alive connections are closed now, and every answer from here on says
   * `Connection: close`, so no browser keeps the process waiting for its idle connection to time out.
   */
  beginShutdown(): void;
}

export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    // A client gets 30 s to send its request, and an idle connection is dropped after 60 s.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  const deps = createDeps(config, database, app.log);
  app.decorateRequest('user', null);
  let closing = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(securityHeaders, { gateway: config.payments.gateway });
  await app.register(cdnCaching);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(errorHandling);
  await app.register(jsonBodies);
  await app.register(trpcApi, { deps, prefix: '/trpc' });
  await app.register(restApi, { deps, prefix: '/api' });
  await app.register(uploadRoutes, { deps });
  await app.register(invoiceRoutes, { deps });
  await app.register(backupRoutes, { deps });
  await app.register(csvRoutes, { deps });
  await app.register(gstRoutes, { deps });
  await app.register(newsletterRoutes, { deps });
  await app.register(paymentRoutes, { deps });
  await app.register(uploadedFiles, { dataDir: config.dataDir, prefix: '/uploads' });
  await app.register(clientApp, { deps, distDir: options.clientDistDir });
  await app.register(backgroundJobs, { deps });

  app.addHook('onClose', async () => {
    // Pages changed just before the stop are still purged (once, without waiting for retries).
    await deps.cdn.close();
    // Searches counted since the last write are kept before the database closes.
    flushSearchCounts(deps.db);
    database.close();
  });
  return {
    app,
    deps,
    beginShutdown() {
      closing = true;
      app.server.closeIdleConnections();
    },
  };
}
