import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';

/*
 * The admin's order list searches by order id or by the parts of the buyer's name or e-mail, through the
 * orders' trigram index (docs/decisions/018-admin-lists.md), and keeps its counts per version of the orders.
 */
let t: TestApp;
let admin: TestUser;
const orderOf: Record<string, string> = {};
let productId: string;

async function find(query: string): Promise<{ ids: string[]; total: number; pages: number }> {
  const res = await api(t.app, 'GET', `/api/orders?${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return { ids: res.body.orders.map((o: { _id: string }) => o._id).sort(), total: res.body.total, pages: res.body.pages };
}
const search = (keyword: string, extra = '') => find(`keyword=${encodeURIComponent(keyword)}${extra}`);
const ids = (...keys: string[]) => keys.map((key) => orderOf[key]).sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true, name: 'Shop Admin', email: 'admin@shop.example' });
  productId = createProduct(t.deps, { name: 'Cotton Kurta' }).id;
  const buyers = {
    priya: await createUser(t.deps, { name: 'Priya Sharma', email: 'priya.sharma@gmail.com' }),
    ramesh: await createUser(t.deps, { name: 'Ramesh Kumar', email: 'ramesh@example.com' }),
    priyanka: await createUser(t.deps, { name: 'Priyanka Iyer', email: 'p_iyer@example.com' }),
    ananya: await createUser(t.deps, { name: 'Ananya Rao', email: 'ananya+shop@example.com' }),
  };
  for (const [key, buyer] of Object.entries(buyers)) orderOf[key] = buy(t.deps, buyer.user.id, productId, { delivered: key !== 'ramesh' });
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

describe('admin order search', () => {
  it('finds an order by its id', async () => {
    expect((await search(orderOf.ramesh)).ids).toEqual(ids('ramesh'));
  });

  it('finds the buyer by parts of the name, in any order', async () => {
    expect((await search('sharma priya')).ids).toEqual(ids('priya'));
    expect((await search('Kum')).ids).toEqual(ids('ramesh'));
    expect((await search('priy')).ids).toEqual(ids('priya', 'priyanka'));
    expect((await search('priya')).ids).toEqual(ids('priya', 'priyanka'));
    expect((await search('priya rao')).ids).toEqual([]);
    expect((await search('iyer')).ids).toEqual(ids('priyanka'));
    expect((await search('ya sha')).ids).toEqual(ids('priya'));
  });

  it('finds the buyer by e-mail, whole or in part', async () => {
    expect((await search('priya.sharma@gmail.com')).ids).toEqual(ids('priya'));
    expect((await search('gmail')).ids).toEqual(ids('priya'));
    expect((await search('ananya+shop@example.com')).ids).toEqual(ids('ananya'));
    expect((await search('p_iyer')).ids).toEqual(ids('priyanka'));
  });

  it('takes %, _, quotes and FTS syntax as plain characters', async () => {
    expect((await search('%')).ids).toEqual([]);
    expect((await search('p_i')).ids).toEqual(ids('priyanka'));
    expect((await search('"priya')).ids).toEqual([]);
    expect((await search('priya OR ramesh')).ids).toEqual([]);
    expect((await search('ram*')).ids).toEqual([]);
    expect((await search('NEAR(priya')).ids).toEqual([]);
  });

  it('combines the search with the status filter', async () => {
    expect((await search('example', '&status=unfulfilled')).ids).toEqual(ids('ramesh'));
    expect((await search('example', '&status=delivered')).ids).toEqual(ids('priyanka', 'ananya'));
  });

  it('counts again after an order is placed, and follows a changed buyer name', async () => {
    // Counted from what is there, and with an address none of the other searches match ("example"), so
    // the tests of this file pass in any order.
    const before = await find('pageSize=2');
    expect(before).toMatchObject({ total: Object.keys(orderOf).length, pages: Math.ceil(Object.keys(orderOf).length / 2) });
    const newBuyer = await createUser(t.deps, { name: 'Meera Nair', email: 'meera@mail.test' });
    orderOf.meera = buy(t.deps, newBuyer.user.id, productId);
    expect(await find('pageSize=2')).toMatchObject({ total: before.total + 1, pages: Math.ceil((before.total + 1) / 2) });
    expect((await search('meera')).total).toBe(1);

    t.deps.db.$client.prepare("update orders set user_name = 'Meera Pillai' where id = ?").run(orderOf.meera);
    expect((await search('pillai')).ids).toEqual(ids('meera'));
    expect((await search('meera nair')).ids).toEqual([]);
  });
});
