import type { AttemptLimiter } from './auth/attempt-limiter.js';
import type { TokenService } from './auth/tokens.js';
import type { CdnPurge } from './cdn/cdn-purge.js';
import type { OffsiteSender } from './backups/offsite-backups.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { MailService } from './mail/mail-service.js';
import type { PaymentGateway } from './payments/gateway.js';
import type { OrderLocks } from './payments/order-locks.js';
import type { SettingsStore } from './settings/store-settings.js';

/** Everything a request handler may use, built once by buildApp (tests build their own). */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  limiters: {
    /** Password checks (sign-in, password or e-mail change), per address and per account. */
    passwordChecks: AttemptLimiter;
    /** Registrations per address, successful ones included. */
    registrations: AttemptLimiter;
    /** Promo codes that did not work (validate, and codes tried with an order), per account and per address. */
    promoChecks: AttemptLimiter;
    /** Newsletter sign-ups per address, every one counted. */
    newsletter: AttemptLimiter;
  };
  /**
   * The configured online payment gateway (null when the shop takes cash on delivery only), and the
   * per-order queue that keeps payment work for one order in line.
   */
  payments: { gateway: PaymentGateway | null; locks: OrderLocks };
  /** Delivers the e-mail outbox. */
  mail: MailService;
  /** The shop's identity (name, address, GSTIN, links), read once and kept. */
  settings: SettingsStore;
  /** Tells the CDN in front of the shop which pages changed (CDN_PURGE_URL); does nothing without one. */
  cdn: CdnPurge;
  /** Sends every backup to the bucket too (BACKUP_S3_URL); null when off-site backups are off. */
  offsite: OffsiteSender | null;
}
