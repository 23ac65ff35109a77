import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';
import { orderPayload } from '../helpers/shop.js';

/*
 * The admin's order search index (orders_fts) gets a checkout's new orders once per group commit, and orders
 * written any other way when the admin next searches (docs/decisions/063-order-search-per-group.md). Whatever
 * the order of writes, changes and deletes, the index must hold exactly the orders' names and e-mails.
 */
let t: TestApp;
let admin: TestUser;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true, name: 'Shop Admin', email: 'admin@shop.example' });
  productId = createProduct(t.deps, { name: 'Brass Diya', pricePaise: 24_900, countInStock: 50 }).id;
  t.deps.settings.save({ codMaxOpenOrdersPerAccount: 100, codMaxOpenOrdersPerAddress: 100, codMaxUnitsPerProductPerDay: 1000 });
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const sqlite = () => t.deps.db.$client;
const waiting = () => (sqlite().prepare('select count(*) as n from orders_fts_pending').get() as { n: number }).n;
/** FTS5's own check of the index against the orders it was made from (an external-content table): only true once nothing waits. */
const checkIndex = () => sqlite().prepare("insert into orders_fts (orders_fts, rank) values ('integrity-check', 1)").run();

async function search(keyword: string): Promise<string[]> {
  const res = await api(t.app, 'GET', `/api/orders?keyword=${encodeURIComponent(keyword)}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.orders.map((order: { _id: string }) => order._id).sort();
}

describe('the admin search index of orders', () => {
  it('holds every order of a group placed at the same moment, and none of those refused', async () => {
    const names = ['Meera Pillai', 'Farhan Qureshi', 'Lakshmi Narayanan', 'Gurpreet Sandhu', 'Anjali Deshpande', 'Tenzing Bhutia'];
    const buyers = await Promise.all(names.map((name, i) => createUser(t.deps, { name, email: `buyer${i}@groups.example` })));
    const refusedBuyer = await createUser(t.deps, { name: 'Zubin Contractor', email: 'zubin@groups.example' });
    const line = { product: productId, qty: 1, pricePaise: 24_900 };
    // Sent together, so the shop places them in one group commit; one asks for more than the shop holds.
    const responses = await Promise.all([
      ...buyers.map((buyer) => api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([line]) })),
      api(t.app, 'POST', '/api/orders', { token: refusedBuyer.token, body: orderPayload([{ ...line, qty: 60 }]) }),
    ]);
    expect(responses.map((res) => res.status)).toEqual([...names.map(() => 201), 409]);
    // Indexed with the commit that placed them: nothing waits for a search.
    expect(waiting()).toBe(0);
    checkIndex();
    for (const [i, name] of names.entries()) {
      expect(await search(name.split(' ')[1])).toEqual([responses[i].body._id]);
      expect(await search(`buyer${i}@groups`)).toEqual([responses[i].body._id]);
    }
    expect(await search('Contractor')).toEqual([]);
  });

  it('finds an order written outside a checkout once the admin searches', async () => {
    const buyer = await createUser(t.deps, { name: 'Harpreet Walia', email: 'harpreet@outside.example' });
    const orderId = buy(t.deps, buyer.user.id, productId);
    expect(waiting()).toBe(1);
    expect(await search('Walia')).toEqual([orderId]);
    expect(waiting()).toBe(0);
    checkIndex();
  });

  it('stays true to the orders when one is renamed or deleted, waiting to be indexed or already in it', async () => {
    const renamedWaiting = buy(t.deps, (await createUser(t.deps, { name: 'Ishaan Bhatt', email: 'ishaan@changes.example' })).user.id, productId);
    const deletedWaiting = buy(t.deps, (await createUser(t.deps, { name: 'Ritika Sen', email: 'ritika@changes.example' })).user.id, productId);
    const rename = sqlite().prepare('update orders set user_name = ?, user_email = ? where id = ?');
    const remove = (id: string) => {
      sqlite().prepare('delete from order_items where order_id = ?').run(id);
      sqlite().prepare('delete from orders where id = ?').run(id);
    };
    rename.run('Ishaan Bhattacharya', 'ishaan.b@changes.example', renamedWaiting);
    remove(deletedWaiting);
    expect(waiting()).toBe(1);
    expect(await search('Bhattacharya')).toEqual([renamedWaiting]);
    checkIndex();
    expect(await search('ishaan.b@')).toEqual([renamedWaiting]);
    expect(await search('ishaan@changes')).toEqual([]);
    expect(await search('Ritika')).toEqual([]);

    // Both now indexed: a change and a delete go through the index itself.
    const deletedIndexed = buy(t.deps, (await createUser(t.deps, { name: 'Omkar Joshi', email: 'omkar@changes.example' })).user.id, productId);
    expect(await search('Omkar')).toEqual([deletedIndexed]);
    rename.run('Ishaan Roy', 'ishaan.roy@changes.example', renamedWaiting);
    remove(deletedIndexed);
    checkIndex();
    expect(await search('Bhattacharya')).toEqual([]);
    expect(await search('Ishaan Roy')).toEqual([renamedWaiting]);
    expect(await search('Omkar')).toEqual([]);
  });
});
