import { initTRPC, TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { UserRow } from '../../drizzle/schema.js';
import type { Context } from '../../src/server/trpc/context.js';
import { withoutOutputCheck } from '../../src/server/trpc/init.js';
import { procedureAt } from '../../src/server/trpc/procedures.js';
import { api, callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';

/*
 * The REST API and the tRPC fast path call procedures through `procedureAt` (src/server/trpc/procedures.ts,
 * docs/decisions/028-public-trpc-call.md). It must behave exactly as tRPC's own caller: the same answers,
 * and the same errors with the same codes, messages and causes, for visitors, customers and admins,
 * through every kind of base procedure, for queries and mutations alike.
 */
let t: TestApp;
let customer: TestUser;
let admin: TestUser;
let productId: string;
let orderId: string;

type Who = 'visitor' | 'customer' | 'admin';
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

const userOf = (who: Who) => (who === 'visitor' ? null : who === 'customer' ? customer.user : admin.user);

/** The same call through tRPC's caller and through the shop's `procedureAt`. */
async function both(path: string, user: UserRow | null, input: unknown) {
  const ctx: Context = { deps: t.deps, user, ip: '127.0.0.1' };
  const [router, name] = path.split('.');
  const caller = callerFor(t.deps, user) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
  const viaTrpc = await outcome(() => caller[router][name](input));
  const procedure = procedureAt(path);
  if (!procedure) throw new Error(`no procedure ${path}`);
  const viaRunner = await outcome(() => procedure.call(ctx, input));
  return { viaTrpc, viaRunner };
}

beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.deps);
  admin = await createUser(t.deps, { isAdmin: true });
  productId = createProduct(t.deps, { name: 'Cotton Kurta', category: 'Fashion' }).id;
  orderId = buy(t.deps, customer.user.id, productId);
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

describe('the shop’s procedure calls answer as tRPC’s caller does', () => {
  it.each<[string, Who, () => unknown]>([
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
  ])('query %s as a %s', async (path, who, input) => {
    const { viaTrpc, viaRunner } = await both(path, userOf(who), input());
    expect(viaRunner).toEqual(viaTrpc);
  });

  // Each is called twice (tRPC's caller, then the shop's), so each gives the same answer the second time.
  it.each<[string, Who, () => unknown]>([
    ['products.update', 'admin', () => ({ id: productId, name: 'Cotton Kurta' })],
    ['products.update', 'admin', () => ({ id: productId, price: 'lots' })],
    ['products.update', 'admin', () => ({ id: 'no-such-product', name: 'Silk Saree' })],
    ['products.update', 'customer', () => ({ id: productId, name: 'Silk Saree' })],
    ['products.update', 'visitor', () => ({ id: productId, name: 'Silk Saree' })],
    ['products.delete', 'customer', () => ({ id: productId })],
    ['newsletter.subscribe', 'visitor', () => ({ email: 'reader@example.com' })],
    ['newsletter.subscribe', 'visitor', () => ({ email: 'not an address' })],
    ['orders.cancel', 'customer', () => ({ id: orderId })],
    ['orders.cancel', 'customer', () => ({ id: 'no-such-order' })],
    ['orders.cancel', 'visitor', () => ({ id: orderId })],
    ['users.logoutAll', 'visitor', () => ({})],
  ])('mutation %s as a %s', async (path, who, input) => {
    const { viaTrpc, viaRunner } = await both(path, userOf(who), input());
    expect(viaRunner).toEqual(viaTrpc);
  });

  it('the cases above include answers and each kind of refusal, for queries and mutations', async () => {
    const kinds = await Promise.all([
      both('products.byId', null, { id: productId }),
      both('products.byId', null, { id: 'no-such-product' }),
      both('products.list', null, { pageSize: 'many' }),
      both('orders.mine', null, {}),
      both('orders.list', customer.user, {}),
      both('products.update', admin.user, { id: productId, name: 'Cotton Kurta' }),
      both('products.update', admin.user, { id: 'no-such-product', name: 'Silk Saree' }),
      both('products.update', admin.user, { id: productId, price: 'lots' }),
      both('orders.cancel', null, { id: orderId }),
      both('products.delete', customer.user, { id: productId }),
      both('orders.cancel', customer.user, { id: orderId }),
    ]);
    expect(kinds.map(({ viaRunner }) => (viaRunner.ok ? 'ok' : viaRunner.code))).toEqual([
      'ok',
      'NOT_FOUND',
      'BAD_REQUEST',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'ok',
      'NOT_FOUND',
      'BAD_REQUEST',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'CONFLICT',
    ]);
    // Refused mutations changed nothing.
    expect((await api(t.app, 'GET', `/api/products/${productId}`)).body).toMatchObject({ _id: productId, name: 'Cotton Kurta' });
  });

  it('a mutation over REST and over tRPC’s adapter gives the same status and message', async () => {
    const cases: { rest: [string, string]; trpc: string; input: Record<string, unknown>; token?: string; status: number }[] = [
      { rest: ['PUT', `/api/products/${productId}`], trpc: 'products.update', input: { name: 'Cotton Kurta' }, token: admin.token, status: 200 },
      { rest: ['PUT', `/api/products/${productId}`], trpc: 'products.update', input: { price: 'lots' }, token: admin.token, status: 400 },
      { rest: ['PUT', '/api/products/no-such-product'], trpc: 'products.update', input: { name: 'Silk Saree' }, token: admin.token, status: 404 },
      { rest: ['PUT', `/api/products/${productId}`], trpc: 'products.update', input: { name: 'Silk Saree' }, status: 401 },
      { rest: ['PUT', `/api/products/${productId}`], trpc: 'products.update', input: { name: 'Silk Saree' }, token: customer.token, status: 403 },
    ];
    for (const { rest, trpc, input, token, status } of cases) {
      const id = rest[1].split('/').pop();
      const viaRest = await api(t.app, rest[0], rest[1], { token, body: input });
      const viaTrpc = await api(t.app, 'POST', `/trpc/${trpc}`, { token, body: { id, ...input } });
      expect([viaRest.status, viaTrpc.status]).toEqual([status, status]);
      if (status === 200) expect(viaRest.body).toEqual(viaTrpc.body.result.data);
      else expect(viaRest.body.message).toBe(viaTrpc.body.error.message);
    }
  });
});

describe('skipping the output check', () => {
  const tiny = initTRPC.create();
  const answer = () => ({ name: 'Cotton Kurta', passwordHash: 'never shown' });
  const output = z.object({ name: z.string() });

  it('takes the check out: an answer is no longer stripped to its schema', async () => {
    const checked = tiny.procedure.output(output).query(answer);
    const unchecked = withoutOutputCheck(tiny.procedure.output(output).query(answer));
    const caller = tiny.createCallerFactory(tiny.router({ checked, unchecked }))({});
    expect(await caller.checked()).toEqual({ name: 'Cotton Kurta' });
    expect(await caller.unchecked()).toEqual(answer());
  });

  it('refuses a procedure with no output check, so a renamed mark in tRPC fails at start', () => {
    expect(() => withoutOutputCheck(tiny.procedure.query(answer))).toThrow(/exactly one output check.*found 0/);
    expect(() => withoutOutputCheck({})).toThrow(/exactly one output check/);
  });

  it('refuses a procedure with two output checks rather than leave one in place', () => {
    const twice = tiny.procedure.output(output).output(output).query(answer);
    expect(() => withoutOutputCheck(twice)).toThrow(/exactly one output check.*found 2/);
  });
});
