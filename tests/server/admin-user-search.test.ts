import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

/*
 * The admin's user list searches by id or by the parts of a name or e-mail, in any order, through the
 * users' trigram index (migration 0016, docs/decisions/018-admin-lists.md), never a scan of every account.
 */
let t: TestApp;
let admin: TestUser;
const idOf: Record<string, string> = {};

async function search(keyword: string): Promise<string[]> {
  const res = await api(t.app, 'GET', `/api/users?keyword=${encodeURIComponent(keyword)}&pageSize=100`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.users.map((u: { _id: string }) => u._id).sort();
}
const ids = (...keys: string[]) => keys.map((key) => idOf[key]).sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true, name: 'Shop Admin', email: 'admin@shop.example' });
  const people = {
    priya: { name: 'Priya Sharma', email: 'priya.sharma@gmail.com' },
    ramesh: { name: 'Ramesh Kumar', email: 'ramesh@example.com' },
    priyanka: { name: 'Priyanka Iyer', email: 'p_iyer@example.com' },
    ananya: { name: 'Ananya Rao', email: 'ananya+shop@example.com' },
  };
  for (const [key, person] of Object.entries(people)) {
    idOf[key] = (await createUser(t.deps, person)).user.id;
  }
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

describe('admin user search', () => {
  it('finds parts of a name or e-mail in any order, ignoring case; an id; nothing for a stranger', async () => {
    expect(await search('priya')).toEqual(ids('priya', 'priyanka'));
    expect(await search('SHARMA priya')).toEqual(ids('priya'));
    expect(await search('priya.sharma@gm')).toEqual(ids('priya'));
    expect(await search('kumar example')).toEqual(ids('ramesh'));
    expect(await search('Rao')).toEqual(ids('ananya'));
    expect(await search(idOf.ramesh)).toEqual(ids('ramesh'));
    expect(await search('zzz')).toEqual([]);
  });

  it('takes every character literally: %, _, quotes, FTS words and short pieces', async () => {
    expect(await search('p_iyer')).toEqual(ids('priyanka'));
    expect(await search('ananya+shop')).toEqual(ids('ananya'));
    expect(await search('%')).toEqual([]);
    expect(await search('"priya')).toEqual([]);
    expect(await search('priya OR ramesh')).toEqual([]);
    expect(await search('ra')).toEqual(ids('ramesh', 'ananya'));
  });

  // The tests below make their own accounts, with names and addresses that none of the searches above
  // match ("ra", "priya", "kumar"…), so the searches find the same accounts whatever runs first.
  it('follows renames and deletions', async () => {
    const gopal = await createUser(t.deps, { name: 'Gopal Nair', email: 'gopal@mail.test' });
    const farida = await createUser(t.deps, { name: 'Farida Begum', email: 'farida@mail.test' });
    expect(await search('nair')).toEqual([gopal.user.id]);
    const renamed = await api(t.app, 'PUT', '/api/users/profile', { token: gopal.token, body: { name: 'Gopal Menon' } });
    expect(renamed.status).toBe(200);
    expect(await search('menon')).toEqual([gopal.user.id]);
    expect(await search('nair')).toEqual([]);
    expect(await search('farida')).toEqual([farida.user.id]);
    expect((await api(t.app, 'DELETE', `/api/users/${farida.user.id}`, { token: admin.token })).status).toBe(200);
    expect(await search('farida')).toEqual([]);
  });

  it('a long e-mail address must appear whole, not only its start', async () => {
    const meena = await createUser(t.deps, { name: 'Meena Iyengar', email: 'meena.iyengar@gmail.com' });
    const lookalike = await createUser(t.deps, { name: 'Meena I', email: 'meena.iyengar@gmail.co.in' });
    expect(await search('meena.iyengar@gmail.com')).toEqual([meena.user.id]);
    expect(await search('MEENA.IYENGAR@GMAIL.CO.IN')).toEqual([lookalike.user.id]);
  });

  it('asks the index, not every account', () => {
    const db = new Database(`${t.dataDir}/shop.db`, { readonly: true });
    try {
      const plan = db.prepare("explain query plan select id from users where rowid in (select rowid from users_fts where users_fts match '\"priya\"')").all() as { detail: string }[];
      expect(plan.map((row) => row.detail).join(' | ')).toMatch(/VIRTUAL TABLE INDEX/);
    } finally {
      db.close();
    }
  });
});
