import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

/*
 * Word forms, synonym sets, category names and the owner's search figures
 * (docs/decisions/049-search-words.md). One shop; each test makes the products and sets it searches for,
 * with words no other test uses.
 */
let t: TestApp;
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true, name: 'Owner' });
  shopper = await createUser(t.deps, { name: 'Shopper' });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

interface Listed {
  products: { _id: string; name: string }[];
  total: number;
  correctedKeyword: string | null;
  nearestKeyword: string | null;
}

async function search(keyword: string, extra = ''): Promise<Listed> {
  const res = await api<Listed>(t.app, 'GET', `/api/products?keyword=${encodeURIComponent(keyword)}${extra}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const names = (list: Listed) => list.products.map((p) => p.name);
const product = (name: string, fields: { description?: string; category?: string; brand?: string } = {}) =>
  createProduct(t.deps, { name, description: fields.description ?? 'Made for the search word tests.', category: fields.category ?? 'Fashion', brand: fields.brand ?? 'Testwala' });

async function addSet(terms: string[]) {
  const res = await api<{ _id: string; terms: string[] }>(t.app, 'POST', '/api/search/synonyms', { token: admin.token, body: { terms } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('word forms', () => {
  it('folds simple English plurals both ways', async () => {
    product('Quilted Bolster Cover');
    product('Ceramic Teacups Pair');
    product('Spare Batteries Pack');
    product('Glass Tumbler Boxes');
    expect(names(await search('bolsters covers'))).toEqual(['Quilted Bolster Cover']);
    expect(names(await search('teacup ceramic'))).toEqual(['Ceramic Teacups Pair']);
    expect(names(await search('battery spare'))).toEqual(['Spare Batteries Pack']);
    expect(names(await search('box glass'))).toEqual(['Glass Tumbler Boxes']);
  });

  it('keeps the last word a prefix, and never widens a folded form into one', async () => {
    product('Zardozi Potli Pouch');
    product('Zardozi Shortbread Tin');
    expect(names(await search('zardozi pou'))).toEqual(['Zardozi Potli Pouch']);
    // "shoes" folds to "shoe" and "sho" as whole words, never "sho…" as a prefix.
    expect((await search('zardozi shoes')).total).toBe(0);
  });
});

describe('ranking', () => {
  it('puts a product whose name holds every word above one holding them in brand and description', async () => {
    const inDescription = product('Mysore Gift Hamper', { description: 'A sandalwood soap and an incense box in a gift hamper.' });
    const inName = product('Sandalwood Incense Sticks');
    const inBrand = product('Classic Incense Cones', { brand: 'Sandalwood House' });
    const found = (await search('sandalwood incense')).products.map((p) => p._id);
    expect(found).toEqual([inName.id, inBrand.id, inDescription.id]);
  });
});

describe('synonym sets', () => {
  it('a set makes its words find each other, a phrase included, and an edit or a delete changes the next search at once', async () => {
    product('Wooden Charpai Bed');
    product('Folding Cot with Mattress');
    expect((await search('khatiya')).total).toBe(0);
    const set = await addSet(['khatiya', 'charpai', 'folding cot']);
    expect(names(await search('khatiya')).sort()).toEqual(['Folding Cot with Mattress', 'Wooden Charpai Bed']);
    expect(names(await search('khatiyas wooden'))).toEqual(['Wooden Charpai Bed']);

    const edited = await api(t.app, 'PUT', `/api/search/synonyms/${set._id}`, { token: admin.token, body: { terms: ['khatiya', 'charpai'] } });
    expect(edited.status).toBe(200);
    expect(names(await search('khatiya'))).toEqual(['Wooden Charpai Bed']);

    expect((await api(t.app, 'DELETE', `/api/search/synonyms/${set._id}`, { token: admin.token })).body).toEqual({ message: 'Synonym set deleted' });
    expect((await search('khatiya')).total).toBe(0);
    expect((await api(t.app, 'DELETE', `/api/search/synonyms/${set._id}`, { token: admin.token })).status).toBe(404);
  });

  it('a hyphenated word a set names needs no literal match; Hindi words work as any other', async () => {
    product('Printed Graphic Tee Navy');
    await addSet(['tee', 't-shirt', 'टी-शर्ट']);
    expect(names(await search('t-shirt navy'))).toEqual(['Printed Graphic Tee Navy']);
    expect(names(await search('टी-शर्ट'))).toContain('Printed Graphic Tee Navy');
  });

  it('corrects a misspelt synonym word as it corrects catalogue words', async () => {
    product('Steel Tiffin Carrier');
    await addSet(['dabba', 'tiffin', 'lunchbox']);
    const answer = await search('lunchbux');
    expect(answer.correctedKeyword).toBe('lunchbox');
    expect(names(answer)).toEqual(['Steel Tiffin Carrier']);
  });

  it('refuses a set of one word, a word twice, or a phrase too long, with the reason', async () => {
    const post = (terms: unknown) => api<{ message: string }>(t.app, 'POST', '/api/search/synonyms', { token: admin.token, body: { terms } });
    expect(await post(['lonely'])).toMatchObject({ status: 400, body: { message: expect.stringContaining('at least two words') } });
    expect(await post(['Mobile', 'mobile '])).toMatchObject({ status: 400, body: { message: "'mobile' is the same as 'Mobile': give each word once" } });
    expect(await post(['one two three four five', 'x'])).toMatchObject({ status: 400, body: { message: expect.stringContaining('more than 4 words') } });
    expect(await post(['ok', '!!!'])).toMatchObject({ status: 400, body: { message: expect.stringContaining('letter or a digit') } });
  });

  it('is the owner’s: shoppers and visitors cannot read or change the sets', async () => {
    expect((await api(t.app, 'GET', '/api/search/synonyms')).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/search/synonyms', { token: shopper.token })).status).toBe(403);
    expect((await api(t.app, 'POST', '/api/search/synonyms', { token: shopper.token, body: { terms: ['a1', 'b1'] } })).status).toBe(403);
    expect((await api(t.app, 'GET', '/api/search/stats', { token: shopper.token })).status).toBe(403);
  });
});

describe('category names', () => {
  it("a word of a category's name finds its products and those of the categories inside it", async () => {
    const parent = await api<{ _id: string }>(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: 'Pooja Essentials' } });
    expect(parent.status).toBe(201);
    const child = await api<{ _id: string }>(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: 'Diyas and Lamps', parentId: parent.body._id } });
    const thali = createProduct(t.deps, { name: 'Brass Thali Set', category: parent.body._id });
    const diya = createProduct(t.deps, { name: 'Clay Diya Set of 12', category: child.body._id });
    expect(new Set((await search('pooja')).products.map((p) => p._id))).toEqual(new Set([thali.id, diya.id]));
    expect((await search('lamp')).products.map((p) => p._id)).toEqual([diya.id]);
    expect((await search('pooja clay')).products.map((p) => p._id)).toEqual([diya.id]);
  });
});

describe("the owner's search figures", () => {
  it('counts searches per normalised query and those that found nothing; filters and later pages are not new searches', async () => {
    product('Kolhapuri Jutti Tan');
    await search('Kolhapuri');
    await search('kolhapuri ');
    await search('KOLHAPURI', '&pageNumber=2');
    await search('kolhapuri', '&minPrice=1');
    await search('kolhapuri', '&pageSize=1'); // a count, as the phone's filter drawer asks
    await search('qqzzyy');
    await search('qqzzyy');
    const stats = await api<{ top: { query: string; searches: number; empty: number; findsNow: boolean }[]; nothingFound: { query: string; searches: number }[] }>(
      t.app,
      'GET',
      '/api/search/stats',
      { token: admin.token },
    );
    expect(stats.status).toBe(200);
    expect(stats.body.top).toContainEqual({ query: 'kolhapuri', searches: 2, empty: 0, findsNow: true });
    expect(stats.body.nothingFound).toContainEqual({ query: 'qqzzyy', searches: 2, empty: 2, findsNow: false });
  });

  it('keeps no e-mail addresses or phone numbers', async () => {
    await search('asha@example.com');
    await search('98765 43210');
    await search('9876543210');
    const stats = await api<{ top: { query: string }[] }>(t.app, 'GET', '/api/search/stats?limit=100', { token: admin.token });
    const queries = stats.body.top.map((row) => row.query);
    expect(queries.some((q) => q.includes('example') || /\d{5}/.test(q))).toBe(false);
  });

  it('a search that found nothing finds something once a synonym set names it', async () => {
    product('Copper Lota Vessel');
    await search('tambya');
    const before = await api<{ nothingFound: { query: string; findsNow: boolean }[] }>(t.app, 'GET', '/api/search/stats', { token: admin.token });
    expect(before.body.nothingFound).toContainEqual(expect.objectContaining({ query: 'tambya', findsNow: false }));
    await addSet(['tambya', 'lota']);
    const after = await api<{ nothingFound: { query: string; findsNow: boolean }[] }>(t.app, 'GET', '/api/search/stats', { token: admin.token });
    expect(after.body.nothingFound).toContainEqual(expect.objectContaining({ query: 'tambya', findsNow: true }));
  });

  it('refuses a period it does not keep', async () => {
    expect((await api(t.app, 'GET', '/api/search/stats?days=91', { token: admin.token })).status).toBe(400);
  });
});

describe('sets sharing a word', () => {
  it('are one set: a new word added beside a word of an existing set finds all that set finds', async () => {
    product('Handmade Paper Lantern');
    product('Hanging Kandil Star');
    await addSet(['kandil', 'lantern']);
    expect((await search('akashkandil')).total).toBe(0);
    await addSet(['akashkandil', 'lanterns']);
    expect(names(await search('akashkandil')).sort()).toEqual(['Handmade Paper Lantern', 'Hanging Kandil Star']);
  });
});

describe('a search page drawn on the server', () => {
  it('counts as a search each time it is asked for, found or not', async () => {
    product('Rangoli Kolam Stencil');
    for (const path of ['/search/kolam', '/search/kolam', '/search/zzkolamzz']) expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const stats = await api<{ top: { query: string; searches: number; empty: number }[] }>(t.app, 'GET', '/api/search/stats?limit=100', { token: admin.token });
    expect(stats.body.top).toContainEqual(expect.objectContaining({ query: 'kolam', searches: 2, empty: 0 }));
    expect(stats.body.top).toContainEqual(expect.objectContaining({ query: 'zzkolamzz', searches: 1, empty: 1 }));
  });
});
