import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryIndex } from '../../src/server/categories/category-index.js';
import { indexTokens, matchQuery, planSearch, rankTier, tierPlan, tierQueries } from '../../src/server/catalog/search-plan.js';
import { synonymIndex } from '../../src/server/catalog/synonyms.js';
import { seedDemo } from '../../src/server/db/seed/seed-demo.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp } from '../helpers/app.js';

/*
 * A search matching few products ranks them without asking the index again: rankTier reads the products'
 * words as the index's tokenizer makes them (docs/decisions/049-search-words.md). Held here to the index's
 * own answers to the same questions (tierQueries), product by product, over the demo catalogue and products
 * with accents, other scripts, hyphens and digits.
 */
const SEED_TIMEOUT = 90_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.deps.db, t.dataDir, { accounts: false, settings: t.deps.settings });
  const admin = await createUser(t.deps, { isAdmin: true });
  const category = await api<{ _id: string }>(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: 'Pooja Samagri' } });
  createProduct(t.deps, { name: 'Crème Brûlée Naïve Café Set', brand: 'Señor Ñandú', category: 'Groceries' });
  createProduct(t.deps, { name: 'जूते काले चमड़े के', brand: 'देसी', category: 'Footwear' });
  // A Hindi name and description beside the English ones (docs/decisions/056-languages.md).
  createProduct(t.deps, { name: 'Leather Juttis', nameHi: 'चमड़े की जूतियाँ', brand: 'Jaipur Craft', category: 'Footwear', descriptionHi: 'हाथ से बनी, काले रंग की' });
  createProduct(t.deps, { name: 'T-Shirt 2-Pack (XL) 100% Cotton', brand: "O'Neil", category: 'Fashion' });
  createProduct(t.deps, { name: 'Brass Diya 5", set of 2', brand: 'Puja-Ghar', category: category.body._id, description: 'For the pooja room.' });
}, SEED_TIMEOUT);
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const QUERIES = [
  'phone', 'mobile', 'shoes', 'red lipstick', 'kurta', 'kurtas set', 'tee', 't-shirt', 't shirt cotton', 'creme', 'brulee cafe', 'naive', 'senor',
  'जूते', 'काले', 'देसी जूते', 'xl', '2 pack', 'oneil', 'neil', 'puja', 'pooja', 'diya', 'samagri', 'flip flop', 'chappal', 'backpack', 'men',
  'leather', 'black leather shoes', 'जूतियाँ', 'चमड़े', 'हाथ', 'juttis चमड़े', 'footwear', 'electronics', 'groceries rice', 'ba', 'sho', 'cott', 'power bank', 'smart watch', 'ghee 1',
];

describe('ranking a few matches without the index', () => {
  it('splits text into the words the index makes', () => {
    expect(indexTokens("Lakmé 9to5 Primer + Matte Lipstick, O'Neil T-Shirt")).toEqual(['lakme', '9to5', 'primer', 'matte', 'lipstick', 'o', 'neil', 't', 'shirt']);
  });

  it.each(QUERIES)('"%s": every matched product is in the tier the index puts it in', (query) => {
    const sqlite = t.deps.db.$client;
    const plan = planSearch(query, synonymIndex(t.deps.db), categoryIndex(t.deps.db));
    const match = matchQuery(plan.groups);
    if (!match) return;
    const tiers = tierQueries(plan.groups, { distinct: false }).map((tier) => new Set(sqlite.prepare('select rowid from products_fts where products_fts match ?').pluck().all(tier) as number[]));
    const matched = sqlite
      .prepare('select p.rowid, p.name, p.name_hi, p.brand, p.category from products_fts join products p on p.rowid = products_fts.rowid where products_fts match ?')
      .raw()
      .all(match) as [number, string, string, string, string][];
    const tokens = tierPlan(plan.groups);
    for (const [rowid, name, nameHi, brand, category] of matched) {
      const fromIndex = tiers.findIndex((set) => set.has(rowid));
      expect(rankTier(tokens, { name, nameHi, brand, category }), `${name} (${brand}, ${category})`).toBe(fromIndex === -1 ? 4 : fromIndex);
    }
  });
});
