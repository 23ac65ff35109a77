import type { TokenService } from './auth/tokens.js';
import type { FailureLimiter } from './auth/failure-limiter.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { PaymentGateway } from './payments/gateway.js';
import type { OrderLocks } from './payments/order-locks.js';

/** Everything a request handler may use, built once by buildApp (tests build their own). */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  /** Counts failed sign-ins and registrations per client address. */
  authFailures: FailureLimiter;
  /** The configured payment gateway, and the per-order queue that keeps payment work for one order in line. */
  payments: { gateway: PaymentGateway; locks: OrderLocks };
}
