import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/server/db/statement-cache.js';
import { removeDataDir } from '../helpers/app.js';

/**
 * The statement cache is a shortcut around how drizzle uses better-sqlite3 (docs/decisions/053-checkout-throughput.md):
 * the same queries through drizzle on the plain connection and on the cached one give the same answers.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'shop-statements-'));
const sqlite = new Database(path.join(dir, 'cache.db'));
afterAll(() => {
  sqlite.close();
  removeDataDir(dir);
});
sqlite.exec("create table spices (id integer primary key, name text not null, grams integer); insert into spices (name, grams) values ('Haldi', 100), ('Jeera', 250), ('Elaichi', 50)");
let prepared = 0;
const counting = new Proxy(sqlite, {
  get(target, property) {
    if (property === 'prepare') {
      return (source: string) => {
        prepared += 1;
        return target.prepare(source);
      };
    }
    const value: unknown = Reflect.get(target, property, target);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
});
const plain = drizzle(sqlite);
const cached = drizzle(withStatementCache(counting, 3));

describe('drizzle on the statement cache', () => {
  it('answers as drizzle on the plain connection does, rows as objects and as arrays from one statement alike', () => {
    const text = sql`select id, name, grams from spices order by id`;
    for (const db of [plain, cached]) {
      // The same text asked for arrays, then objects, then arrays: each caller gets its own shape.
      expect(db.values(text)).toEqual([
        [1, 'Haldi', 100],
        [2, 'Jeera', 250],
        [3, 'Elaichi', 50],
      ]);
      expect(db.all(text)).toEqual([
        { id: 1, name: 'Haldi', grams: 100 },
        { id: 2, name: 'Jeera', grams: 250 },
        { id: 3, name: 'Elaichi', grams: 50 },
      ]);
      expect(db.get(text)).toEqual({ id: 1, name: 'Haldi', grams: 100 });
      expect(db.values(sql`select name from spices where grams > ${60} order by id`)).toEqual([['Haldi'], ['Jeera']]);
    }
  });

  it('compiles a text once however often it runs, with different values, inside a transaction too', () => {
    prepared = 0;
    sqlite.exec("create table jars (name text primary key, grams integer); insert into jars values ('Haldi', 100), ('Jeera', 250)");
    const byName = (name: string) => cached.get<{ grams: number }>(sql`select grams from jars where name = ${name}`);
    expect(byName('Haldi')?.grams).toBe(100);
    expect(byName('Jeera')?.grams).toBe(250);
    cached.transaction((tx) => {
      tx.run(sql`update jars set grams = ${300} where name = ${'Jeera'}`);
      expect(tx.get<{ grams: number }>(sql`select grams from jars where name = ${'Jeera'}`)?.grams).toBe(300);
    });
    expect(byName('Jeera')?.grams).toBe(300);
    expect(plain.get<{ grams: number }>(sql`select grams from jars where name = ${'Jeera'}`)?.grams).toBe(300);
    // The select once and the update once; the transaction's begin and commit are better-sqlite3's own.
    expect(prepared).toBe(2);
  });

  it('keeps the most recently used texts only, and compiles a dropped one again when it comes back', () => {
    prepared = 0;
    const texts = ['select 1 as n', 'select 2 as n', 'select 3 as n', 'select 4 as n'];
    for (const text of texts) cached.get(sql.raw(text));
    expect(prepared).toBe(4);
    cached.get(sql.raw('select 4 as n'));
    expect(prepared).toBe(4);
    // Three are kept: the first was dropped.
    expect(cached.get(sql.raw('select 1 as n'))).toEqual({ n: 1 });
    expect(prepared).toBe(5);
  });

  it('a kept statement still works after the table it reads changes shape', () => {
    sqlite.exec("create table lamps (id integer primary key, name text); insert into lamps (name) values ('Diya')");
    const rows = () => cached.all(sql`select * from lamps where id = ${1}`);
    expect(rows()).toEqual([{ id: 1, name: 'Diya' }]);
    sqlite.exec("alter table lamps add column metal text not null default 'Brass'");
    expect(rows()).toEqual([{ id: 1, name: 'Diya', metal: 'Brass' }]);
  });
});
