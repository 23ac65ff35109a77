/**
 * The server's configuration, read from the environment once at boot and validated. Nothing else in the
 * server reads process.env: everything gets a Config.
 */
import path from 'node:path';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/constants.js';
import { PAYMENT_GATEWAYS, type PaymentGatewayName } from '../shared/payments.js';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    SEED_DEMO: booleanString.optional(),
    ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email().max(EMAIL_MAX_LENGTH)).optional(),
    ADMIN_PASSWORD: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanString.default(false),
    PUBLIC_URL: z.url().optional(),
    PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS, { error: `PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')}` }).default('test'),
    // Key ids and publishable keys reach the browser: the prefixes catch a secret pasted into the wrong variable.
    RAZORPAY_KEY_ID: z.string().startsWith('rzp_', 'RAZORPAY_KEY_ID must start with rzp_ (the Key Id, not the Key Secret)').optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'STRIPE_PUBLISHABLE_KEY must start with pk_ (the publishable key, never the secret one)').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
    /** Only for tests, which point the gateways at local fakes. */
    RAZORPAY_API_BASE: z.url().optional(),
    STRIPE_API_BASE: z.url().optional(),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together', path: ['ADMIN_EMAIL'] });
    }
    const required = GATEWAY_KEYS[env.PAYMENT_GATEWAY];
    const missing = required.filter((name) => env[name] === undefined);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `PAYMENT_GATEWAY=${env.PAYMENT_GATEWAY} needs ${missing.join(', ')} (from the gateway's dashboard), or use PAYMENT_GATEWAY=test`,
        path: ['PAYMENT_GATEWAY'],
      });
    }
  });

const GATEWAY_KEYS = {
  test: [],
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
} as const satisfies Record<PaymentGatewayName, readonly string[]>;

export type PaymentsConfig =
  | { gateway: 'test' }
  | { gateway: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; apiBase: string }
  | { gateway: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; apiBase?: string };

function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  // The superRefine above has made sure the chosen gateway's keys are all present.
  switch (e.PAYMENT_GATEWAY) {
    case 'razorpay':
      return {
        gateway: 'razorpay',
        keyId: e.RAZORPAY_KEY_ID!,
        keySecret: e.RAZORPAY_KEY_SECRET!,
        webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
        apiBase: (e.RAZORPAY_API_BASE ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
      };
    case 'stripe':
      return {
        gateway: 'stripe',
        secretKey: e.STRIPE_SECRET_KEY!,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
        apiBase: e.STRIPE_API_BASE,
      };
    default:
      return { gateway: 'test' };
  }
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path holding the database, uploads and the generated secret. */
  dataDir: string;
  seedDemo: boolean;
  admin?: { email: string; password: string };
  jwtSecret?: string;
  tokenTtlDays: number;
  logLevel: string;
  trustProxy: boolean;
  /** Absolute base URL used in share links (Open Graph); derived from the request when unset. */
  publicUrl?: string;
  /** The payment gateway for online orders and its keys. */
  payments: PaymentsConfig;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as they do in most .env files and Docker's `-e NAME=`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    jwtSecret: e.JWT_SECRET,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    payments: paymentsConfig(e),
  };
}
