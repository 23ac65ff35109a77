import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';
import { queryPlan } from '../helpers/query-plan.js';
import { sqlText } from '../../src/server/db/table-rows.js';
import { orderKeywordMatches } from '../../src/server/orders/order-search.js';

/*
 * The admin's order list searches by order number, by order id or any piece of 8 characters or more of it,
 * or by the parts of the buyer's name or e-mail, through the orders' trigram index
 * (docs/decisions/018-admin-lists.md, 032-order-numbers.md), and keeps its counts per version of the orders.
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

const numberOf = (key: string) => {
  const row = t.deps.db.$client.prepare('select order_number, order_seq from orders where id = ?').get(orderOf[key]) as { order_number: string; order_seq: number };
  return { number: row.order_number, seq: row.order_seq };
};

describe('admin order search', () => {
  it('finds an order by its id, in any case', async () => {
    expect((await search(orderOf.ramesh)).ids).toEqual(ids('ramesh'));
    expect((await search(orderOf.ramesh.toUpperCase())).ids).toEqual(ids('ramesh'));
  });

  it('finds an order by its number: as written, in any case, or the number alone', async () => {
    const { number, seq } = numberOf('ananya');
    expect(number).toBe(`RS-${seq}`);
    expect((await search(number)).ids).toEqual(ids('ananya'));
    expect((await search(number.toLowerCase())).ids).toEqual(ids('ananya'));
    expect((await search(`  ${number} `)).ids).toEqual(ids('ananya'));
    expect((await search(String(seq))).ids).toEqual(ids('ananya'));
    // Another prefix, or a number no order has, finds nothing.
    expect((await search(`XX-${seq}`)).ids).toEqual([]);
    expect((await search(`RS-${seq + 100_000}`)).ids).toEqual([]);
    // With the status filter too.
    expect((await search(number, '&status=delivered')).ids).toEqual(ids('ananya'));
    expect((await search(number, '&status=unfulfilled')).ids).toEqual([]);
  });

  it('finds an order by its number under the prefix it was given, after the store’s prefix changed', async () => {
    const buyer = await createUser(t.deps, { name: 'Kavya Menon', email: 'kavya@mail.test' });
    t.deps.settings.save({ shopName: 'Kirana Corner' });
    const setPrefix = (prefix: string) => t.deps.db.$client.prepare('update store_settings set order_number_prefix = ?').run(prefix);
    setPrefix('K2-');
    try {
      orderOf.kavya = buy(t.deps, buyer.user.id, productId);
    } finally {
      setPrefix('RS-');
    }
    const { number, seq } = numberOf('kavya');
    expect(number).toBe(`K2-${seq}`);
    expect((await search(number)).ids).toEqual(ids('kavya'));
    expect((await search('k2-' + seq)).ids).toEqual(ids('kavya'));
    expect((await search(String(seq))).ids).toEqual(ids('kavya'));
    expect((await search(`RS-${seq}`)).ids).toEqual([]);
  });

  it('finds an order by any 8 or more consecutive characters of its id, in any case', async () => {
    const id = orderOf.priyanka;
    // The list shows "…" and the last 8; older e-mails said "order" and the last 8 in capitals.
    for (const piece of [id.slice(-8), id.slice(-8).toUpperCase(), id.slice(10, 18), id.slice(3, 20).toUpperCase(), id.slice(1)]) {
      expect((await search(piece)).ids, piece).toEqual(ids('priyanka'));
    }
    // An id starts with the time it was made (docs/decisions/062-ids-in-time-order.md): a piece of that part
    // alone finds every order made within the same minute or so, this one among them.
    const sameMinute = await search(id.slice(0, 8));
    expect(sameMinute.ids).toContain(id);
    for (const other of sameMinute.ids) expect(other.startsWith(id.slice(0, 8))).toBe(true);
    expect((await search(id.slice(-8), '&status=delivered')).ids).toEqual(ids('priyanka'));
    expect((await search(id.slice(-8), '&status=unfulfilled')).ids).toEqual([]);
    // Seven characters are too few to name an order.
    expect((await search(id.slice(-7))).ids).toEqual([]);
    // The id with a character more, or a piece no id holds, finds nothing.
    expect((await search(`${id}0`)).ids).toEqual([]);
    expect((await search(`${id.slice(-8)}g`)).ids).toEqual([]);
  });

  it('answers every form of keyword from indexes, never by reading every order', () => {
    const { number, seq } = numberOf('ramesh');
    const id = orderOf.ramesh;
    for (const keyword of [number, number.toLowerCase(), String(seq), id, id.toUpperCase(), id.slice(-8), id.slice(2, 14).toUpperCase(), 'sharma priya', 'Ramesh 10001']) {
      const where = sqlText(orderKeywordMatches(keyword));
      for (const query of [`select count(*) from orders where ${where.sql}`, `select * from orders where ${where.sql} order by created_at desc, id desc limit 20`]) {
        const plan = queryPlan(t.deps.db.$client, query, ...where.params);
        // Each form is looked up in its own index (one OR branch each); a piece of an id reads the ids off an
        // index that holds them, never the orders.
        expect(plan[0], keyword).toBe('MULTI-INDEX OR');
        expect(plan.filter((line) => /^SCAN /.test(line) && !/VIRTUAL TABLE|json_each|^SCAN piece USING COVERING INDEX /.test(line)), keyword).toEqual([]);
      }
    }
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

  it('the Unpaid filter leaves out cancelled orders, in the list and in its count', async () => {
    const buyer = await createUser(t.deps, { name: 'Farhan Qureshi', email: 'farhan@unpaid.test' });
    orderOf.waiting = buy(t.deps, buyer.user.id, productId, { delivered: false });
    orderOf.givenUp = buy(t.deps, buyer.user.id, productId, { delivered: false });
    orderOf.settled = buy(t.deps, buyer.user.id, productId, { paid: true, delivered: false });
    t.deps.db.$client.prepare("update orders set fulfilment_status = 'cancelled', cancelled_at = ? where id = ?").run(Date.now(), orderOf.givenUp);
    expect(await search('unpaid.test', '&status=unpaid')).toMatchObject({ ids: ids('waiting'), total: 1 });
    expect((await search('unpaid.test', '&status=cancelled')).ids).toEqual(ids('givenUp'));
    const everyUnpaid = await find('status=unpaid&pageSize=100');
    expect(everyUnpaid.ids).toContain(orderOf.waiting);
    expect(everyUnpaid.ids).not.toContain(orderOf.givenUp);
    const unpaidRows = t.deps.db.$client.prepare("select count(*) from orders where payment_status = 'unpaid' and fulfilment_status <> 'cancelled'").pluck().get();
    expect(everyUnpaid.total).toBe(unpaidRows);
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
