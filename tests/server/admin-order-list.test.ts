import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';

/*
 * The admin's order list pages through the orders newest first, whole or searched. A keyword that matches
 * many orders is answered by reading the orders in the list's order, one that matches few by sorting the
 * matches (docs/decisions/018-admin-lists.md): both must give the same orders in the same order. A long
 * piece such as an e-mail address is looked up by its start and must still appear whole.
 */
let t: TestApp;
let admin: TestUser;
/** Every order, newest first, with its buyer. */
const newestFirst: { id: string; buyer: string }[] = [];

async function page(query: string): Promise<{ ids: string[]; total: number; pages: number }> {
  const res = await api(t.app, 'GET', `/api/orders?${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return { ids: res.body.orders.map((o: { _id: string }) => o._id), total: res.body.total, pages: res.body.pages };
}

/** Every page of a search, in order. */
async function allPages(keyword: string, pageSize: number): Promise<string[]> {
  const first = await page(`keyword=${encodeURIComponent(keyword)}&pageSize=${pageSize}`);
  const ids = [...first.ids];
  for (let n = 2; n <= first.pages; n++) ids.push(...(await page(`keyword=${encodeURIComponent(keyword)}&pageSize=${pageSize}&pageNumber=${n}`)).ids);
  expect(ids).toHaveLength(first.total);
  return ids;
}
const ordersOf = (...buyers: string[]) => newestFirst.filter((order) => buyers.includes(order.buyer)).map((order) => order.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true, name: 'Shop Admin', email: 'admin@shop.example' });
  const productId = createProduct(t.deps, { name: 'Cotton Kurta' }).id;
  const buyers = {
    gmail: await createUser(t.deps, { name: 'Priya Sharma', email: 'priya.sharma@gmail.com' }),
    yahoo: await createUser(t.deps, { name: 'Priya Sharma', email: 'priya.sharma@yahoo.com' }),
    ravi: await createUser(t.deps, { name: 'Ravi Rao', email: 'ravi@example.com' }),
  };
  const plan: (keyof typeof buyers)[] = [...Array<'gmail'>(10).fill('gmail'), 'yahoo', 'yahoo', ...Array<'ravi'>(18).fill('ravi')];
  // Placed in an order unlike their ids' and dated apart, some on the same millisecond (the id breaks the tie).
  const placed = plan.map((buyer) => ({ id: buy(t.deps, buyers[buyer].user.id, productId), buyer }));
  const start = Date.UTC(2026, 0, 1);
  const shuffle = [7, 22, 3, 15, 28, 0, 11, 19, 26, 5, 13, 1, 24, 9, 17, 29, 2, 21, 8, 14, 27, 4, 18, 10, 25, 6, 20, 12, 16, 23];
  const at = (i: number) => start + Math.floor(shuffle[i] / 2) * 60_000;
  const setDate = t.deps.db.$client.prepare('update orders set created_at = ? where id = ?');
  placed.forEach((order, i) => setDate.run(at(i), order.id));
  newestFirst.push(
    ...placed
      .map((order, i) => ({ ...order, at: at(i) }))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map(({ id, buyer }) => ({ id, buyer })),
  );
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

describe('admin order list', () => {
  it('pages through every order newest first, ties broken by id, past the last page empty', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 4; n++) {
      const got = await page(`pageSize=8&pageNumber=${n}`);
      expect(got).toMatchObject({ total: 30, pages: 4 });
      seen.push(...got.ids);
    }
    expect(seen).toEqual(newestFirst.map((order) => order.id));
    expect(await page('pageSize=8&pageNumber=5')).toEqual({ ids: [], total: 30, pages: 4 });
  });

  it('a keyword matching most orders and one matching few give their orders in the same order as the whole list', async () => {
    // 18 of 30: read in the list's order; 2 of 30: the matches sorted.
    expect(await allPages('example', 5)).toEqual(ordersOf('ravi'));
    expect(await allPages('yahoo', 5)).toEqual(ordersOf('yahoo'));
    expect(await allPages('priya', 4)).toEqual(ordersOf('gmail', 'yahoo'));
    expect(await allPages('rao', 3)).toEqual(ordersOf('ravi'));
  });

  it('a long e-mail address must appear whole, not only its start, in any case', async () => {
    expect(await allPages('priya.sharma@gmail.com', 20)).toEqual(ordersOf('gmail'));
    expect(await allPages('PRIYA.SHARMA@YAHOO.COM', 20)).toEqual(ordersOf('yahoo'));
    expect(await allPages('priya.sharma@gmail.co.in', 20)).toEqual([]);
    expect(await allPages('sharma@yahoo', 20)).toEqual(ordersOf('yahoo'));
  });

  it('a keyword with a status: every matching order of that status', async () => {
    const unfulfilled = await page('status=unfulfilled&pageSize=50');
    expect(unfulfilled.total).toBe(0);
    const delivered = await page(`status=delivered&keyword=${encodeURIComponent('ravi@example.com')}&pageSize=50`);
    expect(delivered.ids).toEqual(ordersOf('ravi'));
  });
});
