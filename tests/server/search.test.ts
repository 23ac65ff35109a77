import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

/*
 * Search, filters, brand counts, sorting and suggestions (docs/decisions/012-search-index.md).
 * `catalogue` is built once and only read; the trigger tests work in `shop`, on products they create.
 */
let catalogue: TestApp;
let shop: TestApp;
let admin: TestUser;
const ids: Record<string, string> = {};
const base = Date.parse('2024-03-01T00:00:00Z');

interface Row {
  key: string;
  name: string;
  brand: string;
  category: string;
  description?: string;
  price: number;
  stock?: number;
  rating?: number;
  numReviews?: number;
  isPublished?: boolean;
}

const rows: Row[] = [
  { key: 'basmatiGhee', name: 'Basmati Rice with Desi Ghee', brand: 'India Gate', category: 'Groceries', price: 450, rating: 4.5, numReviews: 10 },
  { key: 'basmati', name: 'Classic Basmati Rice 5kg', brand: 'Daawat', category: 'Groceries', price: 620, rating: 4.1, numReviews: 30 },
  { key: 'gheeDesc', name: 'Kitchen Hamper', brand: 'Daawat', category: 'Groceries', description: 'Comes with a jar of ghee and spices', price: 999, rating: 3.2 },
  { key: 'gheeName', name: 'Pure Cow Ghee 1L', brand: 'Amul', category: 'Groceries', price: 650, rating: 4.8, numReviews: 120 },
  { key: 'kurta', name: 'Cotton Kurta', brand: 'Fabindia', category: 'Fashion', price: 1299, rating: 4.0, numReviews: 5 },
  { key: 'silkKurta', name: 'Silk Kurta Set', brand: 'Biba', category: 'Fashion', price: 2499, stock: 0, rating: 4.6, numReviews: 8 },
  { key: 'kurtaBrand', name: 'Festive Set', brand: 'Kurta Kingdom', category: 'Fashion', price: 1799, rating: 2.5 },
  { key: 'moist', name: 'Daily Moisturiser', brand: 'Lakmé', category: 'Beauty', price: 299, rating: 3.9 },
  { key: 'bag', name: 'Travel Backpack 30L', brand: 'Wildcraft', category: 'Bags', price: 1899, rating: 4.3 },
  { key: 'phone', name: 'Redmi Note Phone', brand: 'Xiaomi', category: 'Electronics', price: 14999, rating: 4.2 },
  { key: 'draft', name: 'Secret Basmati Kurta', brand: 'Hidden Brand', category: 'Fashion', price: 100, rating: 5, isPublished: false },
];

beforeAll(async () => {
  [catalogue, shop] = await Promise.all([createTestApp(), createTestApp()]);
  admin = await createUser(shop.deps, { isAdmin: true, name: 'Admin' });
  rows.forEach((row, i) => {
    ids[row.key] = createProduct(catalogue.deps, {
      name: row.name,
      brand: row.brand,
      category: row.category,
      description: row.description ?? 'Made for the search tests.',
      pricePaise: row.price * 100,
      countInStock: row.stock ?? 10,
      rating: row.rating ?? 0,
      numReviews: row.numReviews ?? 0,
      isPublished: row.isPublished ?? true,
      createdAt: new Date(base + i * 1000),
    }).id;
  });
});
afterAll(async () => {
  for (const app of [catalogue, shop]) {
    if (!app) continue;
    await app.close();
    removeDataDir(app.dataDir);
  }
});

const keys = (body: { products: { _id: string }[] }) => body.products.map((p) => Object.keys(ids).find((k) => ids[k] === p._id) ?? p._id);
async function list(query: string, app: TestApp = catalogue) {
  const res = await api(app.app, 'GET', `/api/products?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const search = async (keyword: string, extra = '') => list(`keyword=${encodeURIComponent(keyword)}${extra}`);

describe('keyword search', () => {
  it('ranks a match in the name above one in the description, and brand above description', async () => {
    expect(keys(await search('ghee'))).toEqual(['gheeName', 'basmatiGhee', 'gheeDesc']);
    const kurta = keys(await search('kurta'));
    expect(kurta.indexOf('kurtaBrand')).toBeGreaterThan(Math.max(kurta.indexOf('kurta'), kurta.indexOf('silkKurta')));
  });

  it('needs every word, in any order, not next to each other', async () => {
    expect(keys(await search('basmati ghee'))).toEqual(['basmatiGhee']);
    expect(keys(await search('ghee basmati'))).toEqual(['basmatiGhee']);
    expect(keys(await search('rice desi'))).toEqual(['basmatiGhee']);
    expect((await search('basmati phone')).total).toBe(0);
  });

  it('matches the last word as a prefix while typing, the others whole', async () => {
    expect(keys(await search('basm')).sort()).toEqual(['basmati', 'basmatiGhee'].sort());
    expect(keys(await search('rice basm')).sort()).toEqual(['basmati', 'basmatiGhee'].sort());
    expect((await search('basm rice')).total).toBe(0);
  });

  it('ignores case and accents', async () => {
    expect(keys(await search('LAKME'))).toEqual(['moist']);
    expect(keys(await search('lakmé'))).toEqual(['moist']);
  });

  it('corrects a misspelt word and says what it searched for', async () => {
    const res = await search('kurtha');
    expect(res.correctedKeyword).toBe('kurta');
    expect(keys(res).sort()).toEqual(['kurta', 'kurtaBrand', 'silkKurta'].sort());
    const twoWords = await search('silk kurtha');
    expect(twoWords.correctedKeyword).toBe('silk kurta');
    expect(keys(twoWords)).toEqual(['silkKurta']);
    // Words of 9 letters or more may be 2 edits away.
    const long = await search('moisturizr');
    expect(long.correctedKeyword).toBe('moisturiser');
    expect(keys(long)).toEqual(['moist']);
  });

  it('does not correct a word that matches, a short word, or one too far off', async () => {
    expect((await search('kurta')).correctedKeyword).toBeNull();
    expect(await search('kurtx')).toMatchObject({ correctedKeyword: 'kurta' });
    expect(await search('ghx')).toMatchObject({ total: 0, correctedKeyword: null }); // too short to correct
    expect(await search('kkurtha')).toMatchObject({ total: 0, correctedKeyword: null }); // 2 edits from "kurta", 7 letters
  });

  it('takes FTS syntax characters literally: they neither break nor widen a search', async () => {
    for (const keyword of ['kurta*', 'kurt*', '"kurta', 'kurta"', 'name:kurta', 'kurta OR phone', 'kurta NOT silk', 'NEAR(kurta silk)', '(kurta', '^kurta', '-kurta', 'kurta AND', '*', '"', 'a"b', '%', '_', '%%', "'", '\\']) {
      const res = await api(catalogue.app, 'GET', `/api/products?keyword=${encodeURIComponent(keyword)}`);
      expect(res.status, keyword).toBe(200);
      expect(res.body.total, keyword).toBeLessThanOrEqual(3);
    }
    expect((await search('kurt*')).total).toBe(0); // not a prefix search
    expect((await search('kurta OR phone')).total).toBe(0); // OR is a word to find, not an operator
    expect((await search('name:kurta')).total).toBe(0);
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });

  it('never shows drafts to shoppers, in search, counts or suggestions', async () => {
    expect(keys(await search('secret'))).toEqual([]);
    expect((await search('basmati')).facets.brands.map((b: { brand: string }) => b.brand)).not.toContain('Hidden Brand');
    const suggestions = (await api(catalogue.app, 'GET', '/api/products/suggest?q=secr')).body;
    expect(suggestions).toEqual([]);
  });
});

describe('filters, brand counts and sorting', () => {
  it('counts brands for the search or category, whatever brand is chosen', async () => {
    const groceries = await list('category=groceries');
    expect(groceries.facets.brands).toEqual([
      { brand: 'Daawat', count: 2 },
      { brand: 'Amul', count: 1 },
      { brand: 'India Gate', count: 1 },
    ]);
    const daawat = await list('category=groceries&brand=Daawat');
    expect(daawat.total).toBe(2);
    expect(keys(daawat).sort()).toEqual(['basmati', 'gheeDesc'].sort());
    expect(daawat.facets).toEqual(groceries.facets);
    const two = await list('category=groceries&brand=Daawat&brand=Amul');
    expect(two.total).toBe(3);
    const ghee = await search('ghee');
    expect(ghee.facets.brands).toEqual([
      { brand: 'Amul', count: 1 },
      { brand: 'Daawat', count: 1 },
      { brand: 'India Gate', count: 1 },
    ]);
  });

  it('sorts by relevance, newest, price both ways and rating', async () => {
    const groceries = 'category=groceries&sort=';
    expect(keys(await list(`${groceries}newest`))).toEqual(['gheeName', 'gheeDesc', 'basmati', 'basmatiGhee']);
    expect(keys(await list(`${groceries}price_asc`))).toEqual(['basmatiGhee', 'basmati', 'gheeName', 'gheeDesc']);
    expect(keys(await list(`${groceries}price_desc`))).toEqual(['gheeDesc', 'gheeName', 'basmati', 'basmatiGhee']);
    expect(keys(await list(`${groceries}rating`))).toEqual(['gheeName', 'basmatiGhee', 'basmati', 'gheeDesc']);
    // Relevance is the default for a search, newest for a category; relevance without a keyword is newest.
    expect(keys(await search('ghee'))).toEqual(keys(await search('ghee', '&sort=relevance')));
    expect(keys(await search('ghee', '&sort=newest'))).toEqual(['gheeName', 'gheeDesc', 'basmatiGhee']);
    expect(keys(await list('category=groceries'))).toEqual(keys(await list(`${groceries}newest`)));
    expect(keys(await list(`${groceries}relevance`))).toEqual(keys(await list(`${groceries}newest`)));
  });

  it('combines keyword, category, brand, price range, rating and stock', async () => {
    expect(keys(await search('kurta', '&category=fashion&inStock=true')).sort()).toEqual(['kurta', 'kurtaBrand'].sort());
    expect(keys(await search('kurta', '&category=fashion&minPrice=1500&maxPrice=2500'))).toEqual(['silkKurta', 'kurtaBrand']);
    expect(keys(await search('kurta', '&category=fashion&minPrice=1500&maxPrice=2500&inStock=true'))).toEqual(['kurtaBrand']);
    expect(keys(await search('kurta', '&rating=4')).sort()).toEqual(['kurta', 'silkKurta']);
    expect(keys(await search('kurta', '&rating=4&brand=Biba'))).toEqual(['silkKurta']);
    expect(keys(await search('ghee', '&category=fashion'))).toEqual([]);
    expect(keys(await list('minPrice=1000&maxPrice=2000&sort=price_asc'))).toEqual(['kurta', 'kurtaBrand', 'bag']);
    expect(keys(await list('rating=4.5&sort=rating'))).toEqual(['gheeName', 'silkKurta', 'basmatiGhee']);
    const res = await search('kurta', '&category=fashion&inStock=true&page=1&pageSize=1&sort=price_asc');
    expect(res).toMatchObject({ total: 2, pages: 2, page: 1 });
    expect(keys(res)).toEqual(['kurta']);
    expect(keys(await search('kurta', '&category=fashion&inStock=true&page=2&pageSize=1&sort=price_asc'))).toEqual(['kurtaBrand']);
  });

  it.each(['sort=cheapest', 'minPrice=abc', 'maxPrice=-1', 'rating=6', 'inStock=yes', 'minPrice=1.234', 'page=0'])('refuses %s with 400', async (query) => {
    const res = await api(catalogue.app, 'GET', `/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('GET /api/products/suggest', () => {
  it('offers categories and product names for a prefix, at most 8', async () => {
    const res = await api(catalogue.app, 'GET', '/api/products/suggest?q=basm');
    expect(res.status).toBe(200);
    expect(res.body.map((s: { label: string }) => s.label).sort()).toEqual(['Basmati Rice with Desi Ghee', 'Classic Basmati Rice 5kg'].sort());
    expect(res.body[0]).toMatchObject({ kind: 'product' });
    expect(res.body.find((s: { label: string }) => s.label === 'Classic Basmati Rice 5kg').productId).toBe(ids.basmati);
    const fa = (await api(catalogue.app, 'GET', '/api/products/suggest?q=fa')).body;
    expect(fa[0]).toEqual({ kind: 'category', label: 'Fashion', category: 'Fashion', slug: 'fashion' });
    expect((await api(catalogue.app, 'GET', '/api/products/suggest?q=')).body).toEqual([]);
    expect((await api(catalogue.app, 'GET', '/api/products/suggest?q=%22*')).body).toEqual([]);
  });

  it('folds a plural or a singular typed whole, as the search does', async () => {
    const labels = async (q: string) => {
      const res = await api(catalogue.app, 'GET', `/api/products/suggest?q=${encodeURIComponent(q)}`);
      expect(res.status, `${q}: ${JSON.stringify(res.body)}`).toBe(200);
      return (res.body as { label: string }[]).map((s) => s.label).sort();
    };
    // Names only: the Kurta Kingdom brand's Festive Set is not offered, nor the draft.
    expect(await labels('kurtas')).toEqual(['Cotton Kurta', 'Silk Kurta Set']);
    expect(await labels('cotton kurtas')).toEqual(['Cotton Kurta']);
    expect(await labels('kurtas cott')).toEqual(['Cotton Kurta']);
    expect(await labels('backpacks')).toEqual(['Travel Backpack 30L']);
    // Still a prefix while typing, and a word that is no plural is not cut short.
    expect(await labels('kurt')).toEqual(['Cotton Kurta', 'Silk Kurta Set']);
    expect(await labels('kurts')).toEqual([]);
  });

  it('gives at most 8', async () => {
    for (let i = 0; i < 12; i++) createProduct(shop.deps, { name: `Suggestable Lamp ${i}`, brand: 'Lampco', category: 'Electronics' });
    const res = await api(shop.app, 'GET', '/api/products/suggest?q=suggestable');
    expect(res.body).toHaveLength(8);
  });
});

describe('the index follows the products', () => {
  it('after create, edit and delete through the API', async () => {
    const created = await api(shop.app, 'POST', '/api/products', { token: admin.token });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    expect((await list('keyword=sample', shop)).total).toBe(0); // a draft
    const asAdmin = await api(shop.app, 'GET', '/api/products?keyword=sample&includeDrafts=true', { token: admin.token });
    expect(asAdmin.body.products.map((p: { _id: string }) => p._id)).toEqual([id]);

    const edited = await api(shop.app, 'PUT', `/api/products/${id}`, {
      token: admin.token,
      body: { name: 'Handloom Pashmina Shawl', brand: 'Kashmir Looms', description: 'Warm and soft', price: 4999, image: '/uploads/shawl.webp', isPublished: true },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await list('keyword=pashmina', shop)).products.map((p: { _id: string }) => p._id)).toEqual([id]);
    expect((await list('keyword=looms', shop)).total).toBe(1);
    expect((await list('keyword=sample', shop)).total).toBe(0);
    expect((await api(shop.app, 'GET', '/api/products/suggest?q=pashm')).body.map((s: { label: string }) => s.label)).toEqual(['Handloom Pashmina Shawl']);

    const deleted = await api(shop.app, 'DELETE', `/api/products/${id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect((await list('keyword=pashmina', shop)).total).toBe(0);
    expect((await api(shop.app, 'GET', '/api/products/suggest?q=pashm')).body).toEqual([]);
  });

  it('after a product is added straight into the table, and after its stock changes', async () => {
    const row = createProduct(shop.deps, { name: 'Brass Diya Set', brand: 'Diwali Crafts', category: 'Fashion', countInStock: 3 });
    expect((await list('keyword=diya&inStock=true', shop)).total).toBe(1);
    shop.deps.db.$client.prepare('update product_variants set count_in_stock = 0 where id = ?').run(row.id);
    expect((await list('keyword=diya&inStock=true', shop)).total).toBe(0);
    expect((await list('keyword=diya', shop)).total).toBe(1);
  });
});
