import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { products } from '../../drizzle/schema.js';
import { getProduct } from '../../src/server/catalog/get-product.js';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { updateProduct } from '../../src/server/catalog/manage-products.js';
import { catalogVersion } from '../../src/server/db/change-counters.js';
import { CACHES, KeptAnswers, keptAnswers, type CacheName } from '../../src/server/db/kept-answers.js';
import { MAX_PREPARED_STATEMENTS, prepared, preparedCount } from '../../src/server/db/prepared-statements.js';
import { createProduct, createTestApp, removeDataDir, type TestApp, setVariantFields } from '../helpers/app.js';

/**
 * The rule of docs/decisions/029-caches.md: no kept answer is read or filled inside a transaction, and no
 * change counter read there is remembered, because the transaction may yet roll back. Every cache of the
 * list is held to it and to its size, so a cache added to the list is checked without a word here.
 */
async function freshShop(): Promise<TestApp> {
  const t = await createTestApp();
  onTestFinished(async () => {
    await t.close();
    removeDataDir(t.dataDir);
  });
  return t;
}

class RolledBack extends Error {}

/** Runs `work` in a transaction of the shop's database and rolls it back. */
function thenRollBack(t: TestApp, work: () => void): void {
  expect(() =>
    t.deps.db.transaction(() => {
      work();
      throw new RolledBack();
    }),
  ).toThrow(RolledBack);
}

const names = Object.keys(CACHES) as CacheName[];

describe('every kept answer', () => {
  it.each(names)('%s keeps nothing filled inside a transaction, and at most its capacity', async (name) => {
    const t = await freshShop();
    const sqlite = t.deps.db.$client;
    const cache = keptAnswers<string>(sqlite, name);
    expect(cache.capacity).toBe(CACHES[name].capacity);

    t.deps.db.transaction(() => {
      expect(cache.get(1, 'inside')).toBeUndefined();
      cache.set(1, 'inside', 'made inside a transaction');
      expect(cache.get(1, 'inside')).toBeUndefined();
    });
    expect(cache.get(1, 'inside')).toBeUndefined();
    expect(cache.size).toBe(0);

    for (let i = 0; i <= cache.capacity; i++) {
      expect(cache.get(1, `key ${i}`)).toBeUndefined();
      cache.set(1, `key ${i}`, `answer ${i}`);
    }
    expect(cache.size).toBe(cache.capacity);
    // The oldest went first; the newest is kept.
    expect(cache.get(1, `key ${cache.capacity}`)).toBe(`answer ${cache.capacity}`);
    if (cache.capacity > 1) expect(cache.get(1, 'key 0')).toBeUndefined();

    // A kept answer is not given inside a transaction either: what the transaction reads may differ.
    t.deps.db.transaction(() => expect(cache.get(1, `key ${cache.capacity}`)).toBeUndefined());
    expect(cache.get(1, `key ${cache.capacity}`)).toBe(`answer ${cache.capacity}`);
  });
});

describe('answers kept by weight', () => {
  it('keeps their weights within the most allowed, the oldest going first, and refuses one too heavy', async () => {
    const t = await freshShop();
    const cache = new KeptAnswers<string>(t.deps.db.$client, 100, 1000);
    expect(cache.get(1, 'a')).toBeUndefined();
    cache.set(1, 'a', 'first', 200);
    cache.set(1, 'b', 'second', 200);
    cache.set(1, 'c', 'third', 200);
    cache.set(1, 'd', 'fourth', 200);
    expect(cache.weighed).toBe(800);
    // Asked again, 'a' is the most recently used: 'b' and 'c' go to make room.
    expect(cache.get(1, 'a')).toBe('first');
    cache.set(1, 'e', 'fifth', 250);
    cache.set(1, 'f', 'sixth', 200);
    expect(['a', 'b', 'c', 'd', 'e', 'f'].filter((key) => cache.get(1, key) !== undefined)).toEqual(['a', 'd', 'e', 'f']);
    expect(cache.weighed).toBe(850);
    // Kept again under the same key, an answer's old weight goes with it.
    cache.set(1, 'a', 'first again', 100);
    expect(cache.weighed).toBe(750);
    // Heavier than a quarter of the most: not kept, nothing else lost.
    cache.set(1, 'g', 'too heavy', 251);
    expect(cache.get(1, 'g')).toBeUndefined();
    expect(cache.size).toBe(4);
    // A new version empties it, weights and all.
    expect(cache.get(2, 'a')).toBeUndefined();
    expect(cache.weighed).toBe(0);
  });
});

describe('answers kept from their second ask', () => {
  it('keeps an answer cheap to make again only when it was offered before, and others at once', async () => {
    const t = await freshShop();
    const cache = new KeptAnswers<string>(t.deps.db.$client, 100);
    expect(cache.get(1, 'once')).toBeUndefined();
    cache.set(1, 'once', 'asked once', 1, 'second ask');
    expect(cache.get(1, 'once')).toBeUndefined();
    cache.set(1, 'once', 'asked twice', 1, 'second ask');
    expect(cache.get(1, 'once')).toBe('asked twice');
    cache.set(1, 'dear', 'costly to make', 1, 'first ask');
    expect(cache.get(1, 'dear')).toBe('costly to make');
    // Thousands of searches each made once keep nothing and push nothing out.
    for (let i = 0; i < 5_000; i++) cache.set(1, `search ${i}`, `answer ${i}`, 1, 'second ask');
    expect(cache.size).toBe(2);
    expect(cache.get(1, 'once')).toBe('asked twice');
  });

  it('a search finding few products is kept from its second ask; a list of many at once', async () => {
    const t = await freshShop();
    const sqlite = t.deps.db.$client;
    createProduct(t.deps, { name: 'Brass lamp' });
    createProduct(t.deps, { name: 'Clay lamp' });
    const summaries = keptAnswers(sqlite, 'product-list-summary');
    const pages = keptAnswers(sqlite, 'product-list-page');
    const search = () => listProducts(t.deps.db, { keyword: 'lamp', pageNumber: 1, pageSize: 10 });
    expect(search().total).toBe(2);
    expect([summaries.size, pages.size]).toEqual([0, 0]);
    expect(search().total).toBe(2);
    expect([summaries.size, pages.size]).toEqual([1, 1]);
    // The whole catalogue, not searched, is counted over every product: kept at once.
    expect(listProducts(t.deps.db, { pageNumber: 1, pageSize: 10 }).total).toBe(2);
    expect([summaries.size, pages.size]).toEqual([2, 2]);
  });
});

describe('a rolled-back transaction leaves no answer behind', () => {
  it('a product page read inside it is not served after the next change', async () => {
    const t = await freshShop();
    const product = createProduct(t.deps, { name: 'Brass lamp' });
    expect(getProduct(t.deps.db, product.id).name).toBe('Brass lamp');

    thenRollBack(t, () => {
      t.deps.db.update(products).set({ name: 'Never sold' }).where(eq(products.id, product.id)).run();
      expect(getProduct(t.deps.db, product.id).name).toBe('Never sold');
      expect(listProducts(t.deps.db, { pageNumber: 1, pageSize: 10 }).products.map((p) => p.name)).toEqual(['Never sold']);
    });
    expect(getProduct(t.deps.db, product.id).name).toBe('Brass lamp');

    // The next change brings the catalogue's counter to the number the rolled-back one had reached.
    updateProduct(t.deps.db, product.id, { price: 499 });
    const page = getProduct(t.deps.db, product.id);
    expect(page.name).toBe('Brass lamp');
    expect(page.price).toBe(499);
    expect(listProducts(t.deps.db, { pageNumber: 1, pageSize: 10 }).products.map((p) => [p.name, p.price])).toEqual([['Brass lamp', 499]]);
  });

  it('a change counter read inside it is not remembered', async () => {
    const t = await freshShop();
    const product = createProduct(t.deps);
    const sqlite = t.deps.db.$client;
    const before = catalogVersion(sqlite);
    thenRollBack(t, () => {
      setVariantFields(t.deps, product.id, { pricePaise: product.pricePaise + 100 });
      expect(catalogVersion(sqlite)).toBeGreaterThan(before);
    });
    expect(catalogVersion(sqlite)).toBe(before);
  });
});

describe('prepared statements', () => {
  it('are kept up to their bound', async () => {
    const t = await freshShop();
    const sqlite = t.deps.db.$client;
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) expect(prepared(sqlite, `select ${i}`).pluck().get()).toBe(i);
    expect(preparedCount(sqlite)).toBe(MAX_PREPARED_STATEMENTS);
    // A statement is made once and given again while it is kept.
    expect(prepared(sqlite, 'select 1 + 1')).toBe(prepared(sqlite, 'select 1 + 1'));
  });
});
