import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../drizzle/schema.js';
import type { Context } from '../../src/server/trpc/context.js';
import { procedureAt } from '../../src/server/trpc/procedures.js';
import { callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';

/*
 * The REST API and the tRPC fast path call procedures through their own runner of the middlewares
 * (src/server/trpc/procedures.ts, docs/decisions/017-read-path-speed.md). It must behave exactly as
 * tRPC's own caller: the same answers, and the same errors with the same codes, messages and causes, for
 * visitors, customers and admins, through every kind of base procedure.
 */
let t: TestApp;
let customer: UserRow;
let admin: UserRow;
let productId: string;
let orderId: string;

type Outcome = { ok: true; data: unknown } | { ok: false; code: string; message: string; cause: string | undefined };

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    const trpcError = error as TRPCError;
    return { ok: false, code: trpcError.code, message: trpcError.message, cause: trpcError.cause?.constructor.name };
  }
}

/** The same call through tRPC's caller and through the shop's runner. */
async function both(path: string, user: UserRow | null, input: unknown) {
  const ctx: Context = { deps: t.deps, user, ip: '127.0.0.1' };
  const [router, name] = path.split('.');
  const caller = callerFor(t.deps, user) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
  const viaTrpc = await outcome(() => caller[router][name](input));
  const procedure = procedureAt(path);
  if (!procedure) throw new Error(`no procedure ${path}`);
  const viaRunner = await outcome(() => procedure({ ctx, getRawInput: async () => input, path, type: procedure._def.type, signal: undefined, batchIndex: 0 }));
  return { viaTrpc, viaRunner };
}

beforeAll(async () => {
  t = await createTestApp();
  customer = (await createUser(t.deps)).user;
  admin = (await createUser(t.deps, { isAdmin: true })).user;
  productId = createProduct(t.deps, { name: 'Cotton Kurta', category: 'Fashion' }).id;
  orderId = buy(t.deps, customer.id, productId);
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

describe('the shop’s procedure runner answers as tRPC’s caller does', () => {
  it.each<[string, 'visitor' | 'customer' | 'admin', () => unknown]>([
    ['products.list', 'visitor', () => ({})],
    ['products.list', 'visitor', () => ({ keyword: 'kurtha', pageSize: 5 })],
    ['products.list', 'visitor', () => ({ pageSize: 'many' })],
    ['products.byId', 'visitor', () => ({ id: productId })],
    ['products.byId', 'visitor', () => ({ id: 'no-such-product' })],
    ['products.byId', 'visitor', () => ({})],
    ['orders.mine', 'visitor', () => ({})],
    ['orders.mine', 'customer', () => ({})],
    ['orders.byId', 'customer', () => ({ id: orderId })],
    ['orders.list', 'customer', () => ({})],
    ['orders.list', 'admin', () => ({ keyword: 'Test' })],
    ['orders.list', 'admin', () => ({ status: 'lost' })],
  ])('%s as a %s', async (path, who, input) => {
    const user = who === 'visitor' ? null : who === 'customer' ? customer : admin;
    const { viaTrpc, viaRunner } = await both(path, user, input());
    expect(viaRunner).toEqual(viaTrpc);
  });

  it('the cases above include answers and each kind of refusal', async () => {
    const kinds = await Promise.all([
      both('products.byId', null, { id: productId }),
      both('products.byId', null, { id: 'no-such-product' }),
      both('products.list', null, { pageSize: 'many' }),
      both('orders.mine', null, {}),
      both('orders.list', customer, {}),
    ]);
    expect(kinds.map(({ viaRunner }) => (viaRunner.ok ? 'ok' : viaRunner.code))).toEqual(['ok', 'NOT_FOUND', 'BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN']);
  });
});
