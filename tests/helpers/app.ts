import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { users, products, productVariants, type ProductRow, type ProductVariantRow, type UserRow } from '../../drizzle/schema.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';
import type { AppDeps } from '../../src/server/deps.js';
import { newId } from '../../src/server/ids.js';
import { createCallerFactory } from '../../src/server/trpc/init.js';
import { appRouter } from '../../src/server/trpc/router.js';
import { sharedPasswordHash } from './password-hashes.js';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  dataDir?: string;
  clientDistDir?: string;
}

/** A fresh app on a fresh temporary DATA_DIR (pass dataDir to reopen one, e.g. to test a restart). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  // Generous limits by default so tests can sign in many times; the rate-limit tests set their own.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LOGIN_FAILURE_LIMIT: '1000',
    REGISTER_LIMIT_PER_HOUR: '1000',
    MAX_UNPAID_ORDERS: '1000',
    MAX_LINE_QTY: '1000',
    PROMO_CHECK_LIMIT_PER_HOUR: '1000',
    NEWSLETTER_LIMIT_PER_HOUR: '1000',
    ORDER_MAIL_LIMIT_PER_DAY: '1000',
    ...options.env,
  });
  const database = openDatabase(dataDir);
  const { app, deps } = await buildApp({
    config,
    database,
    logger: false,
    clientDistDir: options.clientDistDir,
  });
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    async close() {
      await app.close();
    },
  };
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

export interface TestUser {
  user: UserRow;
  token: string;
  password: string;
}

let userCounter = 0;

/** A user written straight to the database, with a token as login would give. */
export async function createUser(deps: AppDeps, fields: Partial<{ name: string; email: string; password: string; isAdmin: boolean }> = {}): Promise<TestUser> {
  userCounter += 1;
  const password = fields.password ?? 'password123';
  const user = deps.db
    .insert(users)
    .values({
      id: newId(),
      name: fields.name ?? `Test User ${userCounter}`,
      email: (fields.email ?? `user${userCounter}-${newId().slice(0, 6)}@example.com`).toLowerCase(),
      passwordHash: await sharedPasswordHash(password),
      isAdmin: fields.isAdmin ?? false,
    })
    .returning()
    .get();
  return { user, token: await deps.tokens.issue(user), password };
}

let productCounter = 0;

/** A product as stored after its insert (the database's triggers give it its variant and price range). */
export function createProduct(deps: AppDeps, fields: Partial<Omit<ProductRow, 'id'>> = {}): ProductRow {
  productCounter += 1;
  const { id } = deps.db
    .insert(products)
    .values({
      id: newId(),
      name: fields.name ?? `Test Product ${productCounter}`,
      image: fields.image ?? '/uploads/test-product.webp',
      brand: fields.brand ?? 'Test Brand',
      category: fields.category ?? 'Electronics',
      description: fields.description ?? 'A product made by a test.',
      nameHi: fields.nameHi ?? '',
      descriptionHi: fields.descriptionHi ?? '',
      pricePaise: fields.pricePaise ?? 10_000,
      countInStock: fields.countInStock ?? 10,
      rating: fields.rating ?? 0,
      numReviews: fields.numReviews ?? 0,
      isPublished: fields.isPublished ?? true,
      gstRateBp: fields.gstRateBp ?? 1800,
      hsnCode: fields.hsnCode ?? null,
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning({ id: products.id })
    .get();
  return deps.db.select().from(products).where(eq(products.id, id)).get() as ProductRow;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** A REST call through the real HTTP stack (app.inject), as any API client would make it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are asserted field by field in tests
export async function api<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const response = await app.inject({
    method,
    url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
  const text = response.body;
  let body: unknown = text;
  if ((response.headers['content-type'] ?? '').toString().includes('json') && text) body = JSON.parse(text);
  return { status: response.statusCode, body: body as T, headers: response.headers };
}

/** A tRPC caller acting as the given user (or a visitor), the way the React client's calls arrive. */
export function callerFor(deps: AppDeps, user: UserRow | null = null, ip = '127.0.0.1') {
  return createCallerFactory(appRouter)({ deps, user, ip });
}

/**
 * Sets what a product sold one way only keeps on its one variant (price, MRP, stock: docs/decisions/043-variants.md),
 * as the owner's form would; the product's own figures follow by the database's triggers.
 */
export function setVariantFields(deps: AppDeps, productId: string, fields: Partial<Pick<ProductVariantRow, 'pricePaise' | 'mrpPaise' | 'countInStock'>>): void {
  deps.db.update(productVariants).set(fields).where(eq(productVariants.id, productId)).run();
}
