/**
 * The server's configuration, read from the environment once at boot and validated. Nothing else in the
 * server reads process.env: everything gets a Config.
 */
import { isIP } from 'node:net';
import { Cron } from 'croner';
import path from 'node:path';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/constants.js';
import { PAYMENT_GATEWAYS, type PaymentGatewayName } from '../shared/payments.js';
import { CLOUDFLARE_RANGES } from './cdn/cloudflare-addresses.js';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const limit = (name: string, fallback: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`)
    .default(fallback);

const optionalUrl = (name: string) =>
  z
    .url({ error: `${name} must be a full address such as https://…` })
    .refine((value) => /^https?:\/\//.test(value), `${name} must start with http:// or https://`)
    .optional();

function isCronExpression(value: string): boolean {
  try {
    new Cron(value, { paused: true, timezone: 'Asia/Kolkata' }).stop();
    return true;
  } catch {
    return false;
  }
}

/** An address or a CIDR range (10.0.0.0/8, fd00::/8) of a proxy in front of the shop. */
function isProxyAddress(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/** The most proxies a shop can stand behind (a CDN, a load balancer, a local reverse proxy, and some). */
export const MAX_PROXY_HOPS = 5;

/**
 * A range so wide it stands for "any client": trusting it lets every client forge X-Forwarded-For. Private
 * networks (10.0.0.0/8, fd00::/8) are the widest a real proxy lives in; all IPv4 written as IPv6
 * (::ffff:0:0/96) is the same as 0.0.0.0/0.
 */
function isTrustEverything(entry: string): boolean {
  const [address, bits] = entry.split('/');
  if (bits === undefined) return false;
  const n = Number(bits);
  if (isIP(address) === 4) return n < 8;
  if (/^::ffff:/i.test(address)) return n < 96 + 8;
  return n < 8;
}

/**
 * TRUST_PROXY: how many proxies stand in front of the shop (`1`), or their addresses (`127.0.0.1`,
 * `10.0.0.0/8,::1`; `cloudflare` stands for Cloudflare's published ranges). Never "trust everything": then
 * anyone could pick their own address with a forged X-Forwarded-For and escape the sign-in limits.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (['false', '0', 'no'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would trust any X-Forwarded-For header, so a client could choose its own address. Give the number of proxies in front of the shop (TRUST_PROXY=1) or their addresses (TRUST_PROXY=127.0.0.1)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > MAX_PROXY_HOPS) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY=${value} would trust ${value} hops of X-Forwarded-For, which is as good as trusting any client. Give the number of proxies really in front of the shop (1 to ${MAX_PROXY_HOPS}) or their addresses`,
        });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)
      .flatMap((e) => (e.toLowerCase() === 'cloudflare' ? CLOUDFLARE_RANGES : [e]));
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a number of proxies or a comma-separated list of addresses (or cloudflare); not an address: ${bad.join(', ') || value}`,
      });
      return z.NEVER;
    }
    const everything = entries.filter(isTrustEverything);
    if (everything.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY=${everything.join(',')} covers every client, so any client could choose its own address. Give the proxies' own addresses or their private network (e.g. 10.0.0.0/8, 172.16.0.0/12, fd00::/8)`,
      });
      return z.NEVER;
    }
    return [...new Set(entries)];
  });

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * CDN_PURGE_URL: where the shop asks the CDN to forget changed pages (Cloudflare's purge_cache address). The
 * token travels with every call, so only https, or plain http to this machine (a local relay, the tests).
 */
const purgeUrlSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'CDN_PURGE_URL must be a full address such as https://api.cloudflare.com/client/v4/zones/<zone id>/purge_cache' });
      return;
    }
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname))) return;
    ctx.addIssue({
      code: 'custom',
      message: 'CDN_PURGE_URL must start with https:// (the purge token travels with every call); plain http:// only to this machine (localhost, 127.0.0.1, [::1])',
    });
  });

/** An S3 bucket and the folder in it: s3://bucket or s3://bucket/folder/inside. */
const S3_URL = /^s3:\/\/([^/]+)(?:\/(.*))?$/;
/** The names S3, R2, B2 and MinIO all accept (each has stricter rules of its own, which its answer names). */
const BUCKET_NAME = /^[A-Za-z0-9][A-Za-z0-9.-]{1,61}[A-Za-z0-9]$/;
/** S3's "safe characters" for object names, which every provider stores as they are. */
const PREFIX_PART = /^[A-Za-z0-9!_.*'()-]+$/;

/** BACKUP_S3_URL, as the bucket and the folder (without slashes at either end) the archives go in. */
function parseBucketUrl(value: string): { bucket: string; prefix: string } | null {
  const match = S3_URL.exec(value.trim());
  if (!match || !BUCKET_NAME.test(match[1])) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && !prefix.split('/').every((part) => PREFIX_PART.test(part) && part !== '.' && part !== '..')) return null;
  return { bucket: match[1], prefix };
}

/** The least BACKUP_PASSPHRASE accepted: it alone stands between the bucket's provider and the customers' data. */
const PASSPHRASE_MIN_LENGTH = 12;

/**
 * The backup settings, also read alone by the backup command line (loadBackupConfig), which needs nothing else.
 * Off-site backups: docs/decisions/051-off-site-backups.md.
 */
const backupFields = {
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .refine((value) => value === 'off' || isCronExpression(value), 'BACKUP_SCHEDULE must be a cron expression such as "30 2 * * *" (minute hour day month weekday), or off')
    .default('30 2 * * *'),
  BACKUP_KEEP: limit('BACKUP_KEEP', 14, 1000),
  BACKUP_S3_URL: z
    .string()
    .refine((value) => parseBucketUrl(value) !== null, 'BACKUP_S3_URL must name a bucket and, if you like, a folder in it: s3://my-shop-backups or s3://my-shop-backups/shop (letters, digits, dots and dashes in the bucket\'s name; letters, digits and - _ . ! * \' ( ) in the folder\'s)')
    .optional(),
  BACKUP_S3_ENDPOINT: optionalUrl('BACKUP_S3_ENDPOINT'),
  BACKUP_S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'BACKUP_S3_REGION must be a region name such as ap-south-1, auto (Cloudflare R2) or us-west-004 (Backblaze B2)')
    .optional(),
  BACKUP_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  BACKUP_PASSPHRASE: z
    .string()
    .min(PASSPHRASE_MIN_LENGTH, `BACKUP_PASSPHRASE must be at least ${PASSPHRASE_MIN_LENGTH} characters: it alone keeps the archives in the bucket unreadable to others`)
    .optional(),
};

const BUCKET_SETTINGS = ['BACKUP_S3_ENDPOINT', 'BACKUP_S3_REGION', 'BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY'] as const;

const backupEnvObject = z.object(backupFields);

function checkBackupSettings(env: z.infer<typeof backupEnvObject>, ctx: z.RefinementCtx): void {
  if (env.BACKUP_S3_URL === undefined) {
    const stray = BUCKET_SETTINGS.filter((name) => env[name] !== undefined);
    if (stray.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but BACKUP_S3_URL is not: set BACKUP_S3_URL to the bucket (s3://bucket/folder) to send backups there, or remove ${stray.length === 1 ? 'it' : 'them'}`,
        path: ['BACKUP_S3_URL'],
      });
    }
    return;
  }
  const missing = (['BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY'] as const).filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `BACKUP_S3_URL needs ${missing.join(' and ')}: an access key of the bucket's provider that may list, read, write and delete in that bucket`,
      path: [missing[0]],
    });
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    SEED_DEMO: booleanString.optional(),
    REMOVE_DEMO_ACCOUNTS: booleanString.default(false),
    ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email().max(EMAIL_MAX_LENGTH)).optional(),
    ADMIN_PASSWORD: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySchema.optional(),
    PUBLIC_URL: optionalUrl('PUBLIC_URL'),
    LOGIN_FAILURE_LIMIT: limit('LOGIN_FAILURE_LIMIT', 10, 10_000),
    REGISTER_LIMIT_PER_HOUR: limit('REGISTER_LIMIT_PER_HOUR', 20, 100_000),
    MAX_UNPAID_ORDERS: limit('MAX_UNPAID_ORDERS', 5, 10_000),
    MAX_LINE_QTY: limit('MAX_LINE_QTY', 50, 1000),
    PAYMENT_WINDOW_MINUTES: limit('PAYMENT_WINDOW_MINUTES', 60, 7 * 24 * 60),
    PROMO_CHECK_LIMIT_PER_HOUR: limit('PROMO_CHECK_LIMIT_PER_HOUR', 30, 100_000),
    NEWSLETTER_LIMIT_PER_HOUR: limit('NEWSLETTER_LIMIT_PER_HOUR', 5, 100_000),
    ORDER_MAIL_LIMIT_PER_DAY: limit('ORDER_MAIL_LIMIT_PER_DAY', 20, 100_000),
    SMTP_URL: z
      .url({ error: 'SMTP_URL must look like smtp://user:password@mail.example.in:587 (or smtps:// for port 465)' })
      .refine((value) => /^smtps?:\/\/[^/]/.test(value), 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().trim().min(3).max(200).optional(),
    ...backupFields,
    PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS, { error: `PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')}` }).optional(),
    // Key ids and publishable keys reach the browser: the prefixes catch a secret pasted into the wrong variable.
    RAZORPAY_KEY_ID: z.string().startsWith('rzp_', 'RAZORPAY_KEY_ID must start with rzp_ (the Key Id, not the Key Secret)').optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'STRIPE_PUBLISHABLE_KEY must start with pk_ (the publishable key, never the secret one)').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
    CDN_PURGE_URL: purgeUrlSchema.optional(),
    CDN_PURGE_TOKEN: z.string().trim().regex(/^[\x21-\x7e]+$/, 'CDN_PURGE_TOKEN must be the API token itself: printable characters, no spaces').optional(),
    /** Only for tests, which point the gateways at local fakes. */
    RAZORPAY_API_BASE: z.url().optional(),
    STRIPE_API_BASE: z.url().optional(),
  })
  .superRefine((env, ctx) => {
    checkBackupSettings(env, ctx);
    if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_EMAIL === undefined) {
      ctx.addIssue({ code: 'custom', message: 'ADMIN_PASSWORD needs ADMIN_EMAIL (the admin account it is for)', path: ['ADMIN_PASSWORD'] });
    }
    if (env.SMTP_URL !== undefined && env.MAIL_FROM === undefined) {
      ctx.addIssue({ code: 'custom', message: 'SMTP_URL needs MAIL_FROM, the sender of the shop’s e-mail, e.g. "My Shop <orders@myshop.in>"', path: ['MAIL_FROM'] });
    }
    if (env.MAIL_FROM !== undefined && !/^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(env.MAIL_FROM)) {
      ctx.addIssue({ code: 'custom', message: 'MAIL_FROM must be an address, e.g. orders@myshop.in or "My Shop <orders@myshop.in>"', path: ['MAIL_FROM'] });
    }
    if (env.NODE_ENV === 'production' && env.PAYMENT_GATEWAY === undefined) {
      ctx.addIssue({
        code: 'custom',
        message:
          'In production PAYMENT_GATEWAY must be chosen explicitly: razorpay or stripe (with their keys) to take money online, none for cash on delivery only, or test for a demo that takes no money',
        path: ['PAYMENT_GATEWAY'],
      });
    }
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'In production PUBLIC_URL must be set to the shop’s public address (e.g. https://shop.example.in): links in pages and e-mails are made from it, never from the request',
        path: ['PUBLIC_URL'],
      });
    }
    if (env.CDN_PURGE_URL !== undefined && env.CDN_PURGE_TOKEN === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'CDN_PURGE_URL needs CDN_PURGE_TOKEN: an API token allowed to purge the zone’s cache (Cloudflare: My Profile → API Tokens, permission Zone → Cache Purge)',
        path: ['CDN_PURGE_TOKEN'],
      });
    }
    if (env.CDN_PURGE_TOKEN !== undefined && env.CDN_PURGE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'CDN_PURGE_TOKEN is set but CDN_PURGE_URL is missing: give the CDN’s purge address, e.g. https://api.cloudflare.com/client/v4/zones/<zone id>/purge_cache',
        path: ['CDN_PURGE_URL'],
      });
    }
    if (env.CDN_PURGE_URL !== undefined && env.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'CDN_PURGE_URL needs PUBLIC_URL: a purge names the changed pages by their public addresses (e.g. https://shop.example.in/product/…)',
        path: ['PUBLIC_URL'],
      });
    }
    const required = GATEWAY_KEYS[env.PAYMENT_GATEWAY ?? 'test'];
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
  none: [],
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
} as const satisfies Record<PaymentGatewayName, readonly string[]>;

export type PaymentsConfig =
  | { gateway: 'test' }
  | { gateway: 'none' }
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
    case 'none':
      return { gateway: 'none' };
    default:
      return { gateway: 'test' };
  }
}

export interface Limits {
  /** Failed sign-ins (or password checks) per address and per account in 15 minutes. */
  loginFailures: number;
  /** Registrations per address per hour, successful ones included. */
  registrationsPerHour: number;
  /** Open unpaid online orders one account may hold (each holds stock). */
  unpaidOrders: number;
  /** Units of one product in one order. */
  lineQuantity: number;
  /** Promo code checks (validate, and codes tried at checkout) per account and per address per hour. */
  promoChecksPerHour: number;
  /** Newsletter sign-ups per address per hour. */
  newsletterPerHour: number;
  /** Order e-mails per day to one recipient address that has never been confirmed. */
  orderMailPerDay: number;
}

export interface MailConfig {
  /** Null: no SMTP server; messages wait in the outbox, visible to admins. */
  smtpUrl: string | null;
  from: string;
  /** Where the "new order" message goes (ADMIN_EMAIL), if anywhere. */
  adminEmail: string | null;
}

/** Where backups are sent besides DATA_DIR/backups: an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO). */
export interface OffsiteConfig {
  /** BACKUP_S3_URL without slashes at the end, for messages: s3://bucket/folder. */
  url: string;
  bucket: string;
  /** The folder inside the bucket, without slashes at either end ('' for the bucket's top). */
  prefix: string;
  /** The provider's address; null for AWS S3, whose address the SDK knows from the region. */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface BackupsConfig {
  /** When backups are made (cron, Asia/Kolkata; null = off). */
  schedule: string | null;
  /** How many are kept, on the disk and in the bucket alike. */
  keep: number;
  /** The bucket every backup is also sent to; null = off. */
  offsite: OffsiteConfig | null;
  /** BACKUP_PASSPHRASE: archives are encrypted with it before they leave, and encrypted ones restored with it. */
  passphrase: string | null;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path holding the database, uploads and the generated secret. */
  dataDir: string;
  seedDemo: boolean;
  /**
   * REMOVE_DEMO_ACCOUNTS: the start deletes the demo accounts that keep their public password (and their
   * reviews) instead of refusing in production, and a demo seed makes none.
   */
  removeDemoAccounts: boolean;
  /** ADMIN_EMAIL with ADMIN_PASSWORD: the first admin, created at start when missing. */
  admin?: { email: string; password: string };
  jwtSecret?: string;
  tokenTtlDays: number;
  logLevel: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** The shop's absolute base URL (no trailing slash) for canonical, Open Graph and e-mail links. */
  publicUrl: string;
  limits: Limits;
  /** How long an unpaid online order holds its stock before it is cancelled. */
  paymentWindowMinutes: number;
  backups: BackupsConfig;
  mail: MailConfig;
  /** The payment gateway for online orders and its keys. */
  payments: PaymentsConfig;
  /** Where changed pages are purged from the CDN in front of the shop, and the token that may; null: no purges. */
  cdnPurge: { url: string; token: string } | null;
}

export class ConfigError extends Error {}

/** Only DATA_DIR, for the owner's command-line tools, which need nothing else of the configuration. */
export function loadDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR || './data');
}

function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  // Empty strings count as unset, as they do in most .env files and Docker's `-e NAME=`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

const backupEnvSchema = backupEnvObject.superRefine(checkBackupSettings);

function backupsConfig(e: z.infer<typeof backupEnvSchema>): BackupsConfig {
  const bucket = e.BACKUP_S3_URL === undefined ? null : parseBucketUrl(e.BACKUP_S3_URL);
  return {
    schedule: e.BACKUP_SCHEDULE === 'off' ? null : e.BACKUP_SCHEDULE,
    keep: e.BACKUP_KEEP,
    // checkBackupSettings has made sure the keys are there whenever BACKUP_S3_URL is.
    offsite: bucket && {
      url: `s3://${bucket.bucket}${bucket.prefix ? `/${bucket.prefix}` : ''}`,
      ...bucket,
      endpoint: e.BACKUP_S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
      // us-east-1 is also what R2 and MinIO take when they are given none.
      region: e.BACKUP_S3_REGION ?? 'us-east-1',
      accessKeyId: e.BACKUP_S3_ACCESS_KEY_ID!,
      secretAccessKey: e.BACKUP_S3_SECRET_ACCESS_KEY!,
    },
    passphrase: e.BACKUP_PASSPHRASE ?? null,
  };
}

/** Only the backup settings, for the backup command line: a setting only the server reads is the server's business. */
export function loadBackupConfig(env: NodeJS.ProcessEnv = process.env): BackupsConfig {
  return backupsConfig(parseEnv(backupEnvSchema, env));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(envSchema, env);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    removeDemoAccounts: e.REMOVE_DEMO_ACCOUNTS,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    jwtSecret: e.JWT_SECRET,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    limits: {
      loginFailures: e.LOGIN_FAILURE_LIMIT,
      registrationsPerHour: e.REGISTER_LIMIT_PER_HOUR,
      unpaidOrders: e.MAX_UNPAID_ORDERS,
      lineQuantity: e.MAX_LINE_QTY,
      promoChecksPerHour: e.PROMO_CHECK_LIMIT_PER_HOUR,
      newsletterPerHour: e.NEWSLETTER_LIMIT_PER_HOUR,
      orderMailPerDay: e.ORDER_MAIL_LIMIT_PER_DAY,
    },
    paymentWindowMinutes: e.PAYMENT_WINDOW_MINUTES,
    backups: backupsConfig(e),
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM ?? 'Shop <no-reply@localhost>', adminEmail: e.ADMIN_EMAIL ?? null },
    payments: paymentsConfig(e),
    cdnPurge: e.CDN_PURGE_URL && e.CDN_PURGE_TOKEN ? { url: e.CDN_PURGE_URL, token: e.CDN_PURGE_TOKEN } : null,
  };
}
