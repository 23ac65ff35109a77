import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/db/seed/seed-demo.js';
import { api, createTestApp, removeDataDir, type TestApp } from '../helpers/app.js';

/*
 * What a shopper finds in the demo shop (docs/decisions/049-search-words.md): for each search a
 * shopper would type, the product it must put first, or the products it must find among the first ones.
 * Products are named by a piece of their name.
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

interface Answer {
  products: { name: string; category: string }[];
  total: number;
  correctedKeyword: string | null;
  nearestKeyword: string | null;
}

async function search(keyword: string): Promise<Answer> {
  const res = await api<Answer>(t.app, 'GET', `/api/products?keyword=${encodeURIComponent(keyword)}&pageSize=24`);
  expect(res.status).toBe(200);
  return res.body;
}

/** The search's first product holds `first` in its name. */
const FIRST: [query: string, first: string][] = [
  ['red lipstick', 'Lakmé 9to5'],
  ['lipstick', 'Lakmé 9to5'],
  ['lakme', 'Lakmé 9to5'],
  ['sandals', 'Red Tape'],
  ['sandal', 'Red Tape'],
  ['tee', 'Polo T-Shirt'],
  ['t-shirt', 'Polo T-Shirt'],
  ['t shirt', 'Polo T-Shirt'],
  ['atta', 'Aashirvaad'],
  ['flour', 'Aashirvaad'],
  ['daal', 'Toor Dal'],
  ['dal', 'Toor Dal'],
  ['basmati', 'Basmati Rice'],
  ['chawal', 'Basmati Rice'],
  ['ghee', 'Amul Pure Ghee'],
  ['headphones', 'boAt Rockerz'],
  ['power bank', 'Mi Power Bank'],
  ['powerbank', 'Mi Power Bank'],
  ['smartwatch', 'Noise ColorFit'],
  ['smart watch', 'Noise ColorFit'],
  ['backpack', 'Laptop Backpack'],
  ['rucksack', 'Wildcraft'],
  ['trolley', 'American Tourister'],
  ['suitcase', 'American Tourister'],
  ['kajal', 'Colossal Kajal'],
  ['face wash', 'Neem Face Wash'],
  ['facewash', 'Neem Face Wash'],
  ['shampoo', 'Onion Shampoo'],
  ['moisturizer', 'Moisturising Lotion'],
  ['saree', 'Satrani'],
  ['sari', 'Satrani'],
  ['wallet', 'Hidesign'],
  ['bluetooth speaker', 'JBL Go 3'],
  ['heels', 'Block Heel'],
  ['sneakers', 'Puma'],
  ['bhujia', 'Aloo Bhujia'],
  ['kurta pyjama', 'Manyavar'],
  ['running shoes', 'Running Shoes'],
  ['leather shoes', 'Oxford Formal Shoes'],
  ['mirch', 'Deggi Mirch'],
];

/** The search finds every one of these among its first results (as many first results as there are names). */
const FINDS: [query: string, names: string[]][] = [
  ['phone', ['Redmi Note 13', 'OnePlus Nord']],
  ['phones', ['Redmi Note 13', 'OnePlus Nord']],
  ['mobile', ['Redmi Note 13', 'OnePlus Nord']],
  ['smartphone', ['Redmi Note 13', 'OnePlus Nord']],
  ['earphones', ['boAt Rockerz', 'realme Buds']],
  ['kurtas', ['Fabindia', 'Manyavar', 'Biba', "W Women's"]],
  ['kurta', ['Fabindia', 'Manyavar', 'Biba', "W Women's"]],
  ['chappal', ['Flip-Flops', 'Sandals']],
];

/** The search finds every product of the category, and nothing else. */
const CATEGORY: [query: string, category: string][] = [
  ['shoes', 'Footwear'],
  ['footwear', 'Footwear'],
  ['joote', 'Footwear'],
  ['जूते', 'Footwear'],
  ['electronics', 'Electronics'],
];

describe('search relevance over the demo catalogue', { timeout: 30_000 }, () => {
  it.each(FIRST)('"%s" puts %s first', async (query, first) => {
    const { products } = await search(query);
    expect(products[0]?.name ?? '(nothing found)').toContain(first);
  });

  it.each(FINDS)('"%s" finds %j first', async (query, names) => {
    const { products } = await search(query);
    const top = products.slice(0, names.length).map((p) => p.name);
    for (const name of names) expect(top.some((found) => found.includes(name)), `${name} among ${JSON.stringify(top)}`).toBe(true);
  });

  it.each(CATEGORY)('"%s" finds the %s category, and only it', async (query, category) => {
    const { products, total } = await search(query);
    const all = await api<Answer>(t.app, 'GET', `/api/products?category=${category}&pageSize=24`);
    expect(total).toBe(all.body.total);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set([category]));
  });

  it('corrects every misspelt word of a search: "lipstik red" shows results for "lipstick red"', async () => {
    const answer = await search('lipstik red');
    expect(answer.correctedKeyword).toBe('lipstick red');
    expect(answer.products[0]?.name).toContain('Lakmé 9to5');
  });

  it('corrects two typos in three words', async () => {
    const answer = await search('bluetooth speakr portble');
    expect(answer.correctedKeyword).toBe('bluetooth speaker portable');
    expect(answer.products[0]?.name).toContain('JBL Go 3');
  });

  it('a search that finds nothing offers the nearest that does, or nothing', async () => {
    expect(await search('xyzzyq')).toMatchObject({ total: 0, correctedKeyword: null, nearestKeyword: null });
    expect(await search('lipstick xyzzyq')).toMatchObject({ total: 0, nearestKeyword: 'lipstick' });
    expect(await search('purple lipstick')).toMatchObject({ total: 0, nearestKeyword: 'lipstick' });
  });
});
