import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categoryIndex } from '../../src/server/categories/category-index.js';
import { groupQuery, matchQuery, planSearch } from '../../src/server/catalog/search-plan.js';
import { groupRowids, groupsBeingRead, intersect, postingsOf, POSTINGS_CHUNK, RowidBits } from '../../src/server/catalog/search-postings.js';
import { synonymIndex } from '../../src/server/catalog/synonyms.js';
import { catalogVersion, searchVersion } from '../../src/server/db/change-counters.js';
import { keptAnswers } from '../../src/server/db/kept-answers.js';
import { seedDemo } from '../../src/server/db/seed/seed-demo.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, setVariantFields, type TestApp } from '../helpers/app.js';

/*
 * A search of several words intersects each word group's products, kept in memory between searches
 * (docs/decisions/050-search-postings.md). Held here to the index's own answer to the whole search, and to
 * the searchable text as it changes.
 */
const SEED_TIMEOUT = 90_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.deps.db, t.dataDir, { accounts: false, settings: t.deps.settings });
}, SEED_TIMEOUT);
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

function fromIndex(match: string): number[] {
  return t.deps.db.$client.prepare('select rowid from products_fts where products_fts match ? order by rowid').pluck().all(match) as number[];
}

async function fromPostings(keyword: string): Promise<{ kept: number[]; index: number[] } | undefined> {
  const plan = planSearch(keyword, synonymIndex(t.deps.db), categoryIndex(t.deps.db));
  const match = matchQuery(plan.groups);
  if (!match) return undefined;
  const sqlite = t.deps.db.$client;
  let lists = plan.groups.map((group) => groupRowids(sqlite, groupQuery(group)));
  // A group matching many products (one of the test below) is read by the worker thread.
  if (!lists.every((list) => list !== undefined)) {
    await vi.waitFor(() => expect(groupsBeingRead(sqlite)).toBe(0));
    lists = plan.groups.map((group) => groupRowids(sqlite, groupQuery(group)));
  }
  if (!lists.every((list) => list !== undefined)) throw new Error(`"${keyword}": a group is still being read`);
  const kept = intersect(lists, Infinity);
  return { kept: kept ?? [], index: fromIndex(match) };
}

/** A small deterministic random generator, so a failure names the same words every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('intersecting kept word groups', () => {
  it.each([
    'red lipstick', 'running shoes', 'black leather shoes', 'mobile phone', 'cotton kurta', 't shirt cotton', 'groceries rice', 'smart watch',
    'power bank', 'men sho', 'wireless bluetooth ear', 'जूते काले', 'chappal men', 'organic', 'xyzzy shoes',
  ])('"%s" finds what the index finds for the whole search', async (keyword) => {
    const found = await fromPostings(keyword);
    expect(found).toBeDefined();
    expect(found?.kept).toEqual(found?.index);
  });

  it('finds what the index finds for 300 searches of two to four catalogue words', async () => {
    const sqlite = t.deps.db.$client;
    const words = sqlite.prepare('select term from products_fts_vocab where length(term) >= 2 order by term').pluck().all() as string[];
    expect(words.length).toBeGreaterThan(200);
    const next = random(49);
    let nonEmpty = 0;
    for (let i = 0; i < 300; i++) {
      const count = 2 + Math.floor(next() * 3);
      const keyword = Array.from({ length: count }, () => words[Math.floor(next() * words.length)]).join(' ');
      const found = await fromPostings(keyword);
      if (!found) continue;
      expect(found.kept, keyword).toEqual(found.index);
      if (found.index.length > 0) nonEmpty++;
    }
    // Random words rarely meet in one product: pairs of words from one product's name are asked too.
    const names = sqlite.prepare('select name from products order by rowid').pluck().all() as string[];
    for (const name of names) {
      const found = await fromPostings(name.split(/\s+/).slice(0, 3).join(' '));
      if (!found) continue;
      expect(found.kept, name).toEqual(found.index);
      if (found.index.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(names.length / 2);
  });

  it('stops once more than the limit are found', () => {
    const lists = [Int32Array.from([1, 2, 3, 4, 5, 6]), Int32Array.from([2, 3, 4, 5, 6, 7])];
    expect(intersect(lists, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(intersect(lists, 5)).toEqual([2, 3, 4, 5, 6]);
    expect(intersect(lists, 4)).toBeUndefined();
    expect(intersect([Int32Array.from([]), Int32Array.from([1])], 10)).toEqual([]);
    expect(intersect([], 10)).toEqual([]);
  });

  it('agrees with sets on random lists of very different lengths, kept as lists or as bits', () => {
    const next = random(7);
    let asBits = 0;
    for (let round = 0; round < 300; round++) {
      const lists = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
        const size = Math.floor(next() ** 3 * 20_000);
        const spread = 1 + Math.floor(next() * 50_000);
        return [...new Set(Array.from({ length: size }, () => Math.floor(next() * spread)))].sort((a, b) => a - b);
      });
      const sets = lists.map((list) => new Set(list));
      const expected = lists[0].filter((rowid) => sets.every((set) => set.has(rowid)));
      const kept = lists.map(postingsOf);
      asBits += kept.filter((list) => list instanceof RowidBits).length;
      expect(intersect(kept, Infinity)).toEqual(expected);
      expect(intersect(lists.map((list) => Int32Array.from(list)), Infinity)).toEqual(expected);
      for (const [i, list] of kept.entries()) {
        expect(list.length).toBe(lists[i].length);
        // A set kept as bits holds exactly its rowids, the ones around them not.
        if (list instanceof RowidBits) {
          for (const rowid of lists[i].slice(0, 50)) expect(list.has(rowid)).toBe(true);
          for (const rowid of lists[i].slice(0, 50).map((r) => r + 1)) expect(list.has(rowid)).toBe(sets[i].has(rowid));
          expect([list.has(-1), list.has(list.words.length * 32)]).toEqual([false, false]);
        }
      }
    }
    // Dense sets are kept as bits, sparse ones as lists: both kinds, and rounds of bits alone, were met.
    expect(asBits).toBeGreaterThan(100);
  });

  it('keeps a set as bits only when they take less room than its list', () => {
    expect(postingsOf([1, 2, 3, 400, 700])).toBeInstanceOf(Int32Array);
    const dense = Array.from({ length: 100 }, (_, i) => i * 3);
    const bits = postingsOf(dense);
    expect(bits).toBeInstanceOf(RowidBits);
    expect(bits.byteLength).toBeLessThan(Int32Array.from(dense).byteLength);
    expect(intersect([bits], Infinity)).toEqual(dense);
    expect(intersect([bits, postingsOf([3, 4, 297, 298, 300])], Infinity)).toEqual([3, 297]);
    expect(intersect([bits, postingsOf(Array.from({ length: 100 }, (_, i) => i * 2))], 10)).toBeUndefined();
    expect(postingsOf([])).toHaveLength(0);
    // Rowids out of a 32-bit integer's range are kept as doubles.
    expect(postingsOf([1, 2 ** 40])).toBeInstanceOf(Float64Array);
  });
});

describe('kept word groups follow the searchable text', () => {
  it('a renamed product is found by its new words at once, and no longer by the old', async () => {
    const admin = await createUser(t.deps, { isAdmin: true });
    const product = createProduct(t.deps, { name: 'Zebra Print Lamp', brand: 'Quirkhaus', category: 'Electronics' });
    const search = async (keyword: string) =>
      (await api<{ products: { _id: string }[] }>(t.app, 'GET', `/api/products?keyword=${encodeURIComponent(keyword)}`)).body.products.map((p) => p._id);
    expect(await search('zebra lamp')).toEqual([product.id]);
    expect(await search('tiger lamp')).toEqual([]);

    const renamed = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { name: 'Tiger Print Lamp' } });
    expect(renamed.status).toBe(200);
    expect(await search('tiger lamp')).toEqual([product.id]);
    expect(await search('zebra lamp')).toEqual([]);

    // A new product holding the words is found beside it, and one removed is gone.
    const second = createProduct(t.deps, { name: 'Tiger Desk Lamp', brand: 'Quirkhaus', category: 'Electronics' });
    expect((await search('tiger lamp')).sort()).toEqual([product.id, second.id].sort());
    expect((await api(t.app, 'DELETE', `/api/products/${second.id}`, { token: admin.token })).status).toBe(200);
    expect(await search('tiger lamp')).toEqual([product.id]);
  });

  it('a sale (stock moving) keeps them, a change of words empties them', async () => {
    const sqlite = t.deps.db.$client;
    const kept = keptAnswers(sqlite, 'search-postings');
    const product = createProduct(t.deps, { name: 'Walnut Jewellery Box', brand: 'Kashmir Crafts', category: 'Groceries' });
    await api(t.app, 'GET', '/api/products?keyword=walnut%20box');
    const size = kept.size;
    expect(size).toBeGreaterThan(0);

    const catalogBefore = catalogVersion(sqlite);
    const searchBefore = searchVersion(sqlite);
    // A sale that leaves the product in stock moves neither counter (docs/decisions/058-stock-and-kept-answers.md);
    // a new price moves the catalogue's alone.
    setVariantFields(t.deps, product.id, { countInStock: 3 });
    expect(catalogVersion(sqlite)).toBe(catalogBefore);
    setVariantFields(t.deps, product.id, { pricePaise: product.pricePaise + 100 });
    expect(catalogVersion(sqlite)).toBeGreaterThan(catalogBefore);
    expect(searchVersion(sqlite)).toBe(searchBefore);
    await api(t.app, 'GET', '/api/products?keyword=walnut%20jewellery');
    expect(kept.size).toBeGreaterThan(size);

    sqlite.prepare('update products set description = ? where id = ?').run('Carved by hand in Srinagar.', product.id);
    expect(searchVersion(sqlite)).toBeGreaterThan(searchBefore);
    await api(t.app, 'GET', '/api/products?keyword=carved%20walnut');
    expect(kept.size).toBe(2);
  });

  it('a group matching more than is read at once is read by a worker thread, searches asking the index meanwhile', async () => {
    const sqlite = t.deps.db.$client;
    t.deps.db.transaction(() => {
      for (let i = 0; i < POSTINGS_CHUNK + 50; i++) createProduct(t.deps, { name: `${i % 1000 === 7 ? 'Speckled' : 'Enamel'} Mug ${i}`, brand: 'Potterly', category: 'Groceries' });
    });
    const search = async (keyword: string) => {
      const response = await api<{ total: number; products: { name: string }[] }>(t.app, 'GET', `/api/products?keyword=${encodeURIComponent(keyword)}&pageSize=20`);
      return { total: response.body.total, names: response.body.products.map((p) => p.name).sort() };
    };
    const speckled = ['Speckled Mug 1007', 'Speckled Mug 2007', 'Speckled Mug 3007', 'Speckled Mug 4007', 'Speckled Mug 7', 'Speckled Mug 5007'].sort();
    const mugGroup = groupQuery(planSearch('speckled mug', synonymIndex(t.deps.db), categoryIndex(t.deps.db)).groups[1]);

    // The first search asks the index while "mug" is read by the worker thread; a change of the text meanwhile
    // is in the next search's answer whether the list was read before it or after.
    expect(await search('speckled mug')).toEqual({ total: 6, names: speckled });
    expect(groupsBeingRead(sqlite)).toBe(1);
    sqlite.prepare("update products set name = 'Speckled Mug 9' where name = 'Enamel Mug 9'").run();
    await vi.waitFor(() => expect(groupsBeingRead(sqlite)).toBe(0));
    const withNine = [...speckled, 'Speckled Mug 9'].sort();

    // Asked again, it is read to the end and kept, and the searches after it intersect the kept lists.
    expect(await search('speckled mug')).toEqual({ total: 7, names: withNine });
    await vi.waitFor(() => expect(groupsBeingRead(sqlite)).toBe(0));
    expect(groupRowids(sqlite, mugGroup)?.length).toBe(POSTINGS_CHUNK + 50);
    expect(await search('mug speckled')).toEqual({ total: 7, names: withNine });
    expect(await search('speckled mugs')).toEqual({ total: 7, names: withNine });
  });

  it('a word searched alone that matches many products is read in the background, ready for the searches combining it', async () => {
    const sqlite = t.deps.db.$client;
    t.deps.db.transaction(() => {
      for (let i = 0; i < 1_200; i++) createProduct(t.deps, { name: `${i % 100 === 3 ? 'Fluted' : 'Glazed'} Vase ${i}`, brand: 'Claywork', category: 'Groceries' });
    });
    const vaseGroup = groupQuery(planSearch('fluted vase', synonymIndex(t.deps.db), categoryIndex(t.deps.db)).groups[1]);
    const kept = () => keptAnswers(sqlite, 'search-postings').get(searchVersion(sqlite), vaseGroup);
    expect(kept()).toBeUndefined();

    const alone = await api<{ total: number }>(t.app, 'GET', '/api/products?keyword=vase');
    expect(alone.body.total).toBe(1_200);
    await vi.waitFor(() => expect(kept()).toBeDefined());
    expect(groupRowids(sqlite, vaseGroup)?.length).toBe(1_200);
    const combined = await api<{ total: number }>(t.app, 'GET', '/api/products?keyword=fluted%20vase');
    expect(combined.body.total).toBe(12);
  });

  it('a word searched alone is also read as a whole word, as it is when other words follow it', async () => {
    const sqlite = t.deps.db.$client;
    t.deps.db.transaction(() => {
      for (let i = 0; i < 1_200; i++) createProduct(t.deps, { name: `Lacquered ${i % 100 === 3 ? 'Etched' : 'Plain'} Urn ${i}`, brand: 'Claywork', category: 'Groceries' });
    });
    // "lacquered" is the last word alone (a prefix), and a whole word in "lacquered etched".
    const wholeWord = groupQuery(planSearch('lacquered etched', synonymIndex(t.deps.db), categoryIndex(t.deps.db)).groups[0]);
    const asPrefix = groupQuery(planSearch('lacquered', synonymIndex(t.deps.db), categoryIndex(t.deps.db)).groups[0]);
    expect(wholeWord).not.toBe(asPrefix);
    const kept = (group: string) => keptAnswers(sqlite, 'search-postings').get(searchVersion(sqlite), group);

    expect((await api<{ total: number }>(t.app, 'GET', '/api/products?keyword=lacquered')).body.total).toBe(1_200);
    await vi.waitFor(() => expect(kept(asPrefix)).toBeDefined());
    await vi.waitFor(() => expect(kept(wholeWord)).toBeDefined());
    expect(groupRowids(sqlite, wholeWord)?.length).toBe(1_200);
    expect((await api<{ total: number }>(t.app, 'GET', '/api/products?keyword=lacquered%20etched')).body.total).toBe(12);
  });
});
