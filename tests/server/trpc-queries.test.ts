import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

/*
 * Plain GET query calls over /trpc are answered before tRPC's adapter (src/server/http/trpc-api.ts). Every
 * answer must be the adapter's own, byte for byte: the same request sent with `trpc-accept:
 * application/json` (which tRPC treats as an ordinary JSON call, and which the short cut leaves to the
 * adapter) gives what tRPC itself answers.
 */
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true });
  customer = await createUser(t.deps);
  productId = createProduct(t.deps, { name: 'Cotton Kurta', category: 'Fashion' }).id;
  createProduct(t.deps, { name: 'Silk Saree', category: 'Fashion' });
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function both(url: string, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const [fast, adapter] = await Promise.all([
    t.app.inject({ method: 'GET', url, headers }),
    t.app.inject({ method: 'GET', url, headers: { ...headers, 'trpc-accept': 'application/json' } }),
  ]);
  return { fast, adapter };
}

describe('GET query calls answer exactly as tRPC does', () => {
  const cases: [string, () => string, (() => string | undefined)?][] = [
    ['a query with input', () => `/trpc/products.list?input=${input({ keyword: 'kurta' })}`],
    ['a query without input', () => '/trpc/products.top'],
    ['a batch of two', () => `/trpc/products.list,products.byId?batch=1&input=${input({ 0: { category: 'Fashion' }, 1: { id: productId } })}`],
    ['a batch without input', () => '/trpc/products.top,health?batch=1'],
    ['a product that does not exist', () => `/trpc/products.byId?input=${input({ id: 'ffffffffffffffffffffffff' })}`],
    ['a batch where one call fails (207)', () => `/trpc/products.top,products.byId?batch=1&input=${input({ 1: { id: 'ffffffffffffffffffffffff' } })}`],
    ['input that fails validation', () => `/trpc/products.list?input=${input({ pageNumber: -3, sort: 'cheapest' })}`],
    ['an admin query without a token', () => `/trpc/users.list?input=${input({})}`],
    ['an admin query by a customer', () => `/trpc/users.list?input=${input({})}`, () => customer.token],
    ['an admin query by an admin', () => `/trpc/dashboard.summary`, () => admin.token],
    ['a customer query', () => `/trpc/orders.mine`, () => customer.token],
    ['a bad token', () => `/trpc/orders.mine`, () => 'not-a-token'],
    ['a mutation asked with GET', () => `/trpc/users.logout?input=${input({})}`],
    ['a procedure that does not exist', () => '/trpc/products.nothing'],
    ['input that is not JSON', () => '/trpc/products.list?input=%7Bnot-json'],
    ['a batch whose input is not an object', () => `/trpc/products.top?batch=1&input=${input([1])}`],
  ];

  it.each(cases)('%s', async (_name, url, token) => {
    const { fast, adapter } = await both(url(), token?.());
    expect(fast.statusCode).toBe(adapter.statusCode);
    expect(fast.headers['content-type']).toBe(adapter.headers['content-type']);
    // A read a CDN may keep also says it varies by Accept-Encoding (docs/decisions/052-cdn-caching.md).
    expect(String(fast.headers.vary).replace(/, accept-encoding$/, '')).toBe(adapter.headers.vary);
    expect(JSON.parse(fast.body)).toEqual(JSON.parse(adapter.body));
    expect(fast.body).toBe(adapter.body);
  });
});
