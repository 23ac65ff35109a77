/**
 * Products and categories in Hindi (docs/decisions/056-languages.md): an optional name and description the
 * owner gives beside the English, shown by the API, found by search and offered by the suggestions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok } from '../helpers/orders.js';
import { csvRows, csvText, exportProductsCsv, importProductsCsv } from '../helpers/product-csv.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

describe('a product’s Hindi name and description', () => {
  it('are empty until the owner gives them, then shown in the product, the lists and tRPC alike', async () => {
    const product = createProduct(t.deps, { name: 'Leather Juttis', brand: 'Jaipur Craft', category: 'Footwear', description: 'Handmade, black.' });
    expect(ok(await api(t.app, 'GET', `/api/products/${product.id}`)).body).toMatchObject({ nameHi: '', descriptionHi: '' });

    const updated = ok(
      await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { nameHi: '  चमड़े की जूतियाँ ', descriptionHi: 'हाथ से बनी, काले रंग की।' } }),
    );
    expect(updated.body).toMatchObject({ name: 'Leather Juttis', nameHi: 'चमड़े की जूतियाँ', description: 'Handmade, black.', descriptionHi: 'हाथ से बनी, काले रंग की।' });
    const listed = ok(await api(t.app, 'GET', '/api/products?keyword=juttis')).body.products[0];
    expect(listed).toMatchObject({ _id: product.id, nameHi: 'चमड़े की जूतियाँ' });

    const trpc = await callerFor(t.deps, admin.user).products.update({ id: product.id, nameHi: '' });
    expect(trpc).toMatchObject({ nameHi: '', descriptionHi: 'हाथ से बनी, काले रंग की।' });
  });

  it('a Hindi name too long is refused with a clear message, and nothing changes', async () => {
    const product = createProduct(t.deps, { name: 'Steel Tiffin', nameHi: 'स्टील टिफ़िन' });
    const res = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { nameHi: 'क'.repeat(201), name: 'Steel Tiffin Box' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Hindi name is too long');
    expect(ok(await api(t.app, 'GET', `/api/products/${product.id}`)).body).toMatchObject({ name: 'Steel Tiffin', nameHi: 'स्टील टिफ़िन' });
  });

  it('search finds a product by its Hindi name or description, the name first; the suggestions offer the Hindi name', async () => {
    const byName = createProduct(t.deps, { name: 'Brass Lamp', nameHi: 'पीतल का दीपक', brand: 'Moradabad', description: 'For the pooja room.' });
    const byDescription = createProduct(t.deps, { name: 'Clay Lamp Set', brand: 'Kumhar', description: 'Six lamps.', descriptionHi: 'छह मिट्टी के दीपक, पीतल जैसे रंग में।' });
    createProduct(t.deps, { name: 'Cotton Wicks', brand: 'Kumhar', description: 'For lamps.' });

    const found = ok(await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent('पीतल दीपक')}`)).body;
    expect(names(found)).toEqual([byName.name, byDescription.name]);
    expect(names(ok(await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent('मिट्टी')}`)).body)).toEqual([byDescription.name]);
    // The English still finds it, and a Hindi word finds nothing that has none.
    expect(names(ok(await api(t.app, 'GET', '/api/products?keyword=brass%20lamp')).body)).toEqual([byName.name]);

    const suggested = ok(await api(t.app, 'GET', `/api/products/suggest?q=${encodeURIComponent('पीतल')}`)).body as { kind: string; label: string; productId?: string }[];
    expect(suggested).toContainEqual({ kind: 'product', label: 'पीतल का दीपक', productId: byName.id });
    const inEnglish = ok(await api(t.app, 'GET', '/api/products/suggest?q=brass')).body as { label: string }[];
    expect(inEnglish.map((s) => s.label)).toContain('Brass Lamp');
  });

  it('a Hindi word is found whole: its vowel signs are part of it, not breaks between words', async () => {
    // Before migration 0037 the index cut जूते into ज and त, and so found जाती and जाते as well.
    const shoes = createProduct(t.deps, { name: 'Oxford Shoes', brand: 'Agra Leather', nameHi: 'चमड़े के जूते', description: 'Formal.' });
    createProduct(t.deps, { name: 'Steel Bottle', brand: 'Kitchenware', description: 'Keeps water cold.', descriptionHi: 'पानी ठंडा रहता है, रोज़ साथ ले जाती है।' });
    createProduct(t.deps, { name: 'Jute Bag', brand: 'Kolkata Jute', description: 'Strong.', descriptionHi: 'मज़बूत, बाज़ार जाते समय।' });
    expect(names(ok(await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent('जूते')}`)).body)).toEqual([shoes.name]);
    expect(names(ok(await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent('चमड़े')}`)).body)).toEqual([shoes.name]);
  });

  it('a word typed without its nukta finds one written with it, and the other way round', async () => {
    // फ़ोन may be stored as फ + nukta or as the one letter U+095E; shoppers often type फोन.
    const phone = createProduct(t.deps, { name: 'Phone Stand', brand: 'Deskmate', nameHi: 'मज़बूत फ़ोन स्टैंड', description: 'Folds flat.' });
    const stand = createProduct(t.deps, { name: 'Tablet Stand', brand: 'Deskmate', nameHi: 'टैबलेट स्टैंड', description: 'Folds flat.', descriptionHi: 'हर \u095e\u094bन और टैबलेट के लिए।' });
    const sandals = createProduct(t.deps, { name: 'Boys Sandals', brand: 'Kolhapuri', nameHi: 'लडकों की चप्पल', description: 'Handmade.' });
    const search = async (keyword: string) => names(ok(await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent(keyword)}`)).body);
    for (const typed of ['फोन', 'फ़ोन', '\u095e\u094bन']) expect(await search(typed)).toEqual([phone.name, stand.name]);
    expect(await search('मजबूत फोन')).toEqual([phone.name]);
    // Typed with a nukta the name was written without.
    expect(await search('लड़कों')).toEqual([sandals.name]);
    const suggested = ok(await api(t.app, 'GET', `/api/products/suggest?q=${encodeURIComponent('फोन')}`)).body as { label: string }[];
    expect(suggested.map((s) => s.label)).toContain('मज़बूत फ़ोन स्टैंड');
  });

  it('a Hindi piece with a hyphen is found as the Hindi name writes it, with or without the nukta', async () => {
    // A piece holding other characters than letters must appear literally; the Hindi texts are searched for it too.
    const headphones = createProduct(t.deps, { name: 'Rockerz On-Ear Headphones', brand: 'boAt', nameHi: 'ऑन-ईयर हेडफ़ोन', description: 'Wireless.' });
    const cover = createProduct(t.deps, { name: 'Silicone Cover', brand: 'Deskmate', nameHi: 'सिलिकॉन कवर', description: 'Soft.', descriptionHi: 'हर ज़िप-कवर पर टिकता है।' });
    createProduct(t.deps, { name: 'Ear Cushions', brand: 'boAt', nameHi: 'ईयर कुशन', description: 'For on ear sets.', descriptionHi: 'ऑन ईयर सेट के लिए।' });
    const search = async (keyword: string) => names(ok(await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent(keyword)}`)).body);
    expect(await search('ऑन-ईयर')).toEqual([headphones.name]);
    expect(await search('ऑन-ईयर हेडफोन')).toEqual([headphones.name]);
    // Written with the nukta, typed without it, and as the one letter U+095B.
    for (const typed of ['जिप-कवर', 'ज़िप-कवर', '\u095bिप-कवर']) expect(await search(typed)).toEqual([cover.name]);
    // The English pieces are still matched as before.
    expect(await search('on-ear')).toEqual([headphones.name]);
  });

  it('a Hindi name changed is found at once, the old one no longer', async () => {
    const product = createProduct(t.deps, { name: 'Ghee Jar', nameHi: 'घी का डिब्बा' });
    expect(names(ok(await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent('डिब्बा')}`)).body)).toEqual(['Ghee Jar']);
    ok(await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { nameHi: 'घी की बरनी' } }));
    expect(names(ok(await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent('डिब्बा')}`)).body)).toEqual([]);
    expect(names(ok(await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent('बरनी')}`)).body)).toEqual(['Ghee Jar']);
  });
});

describe('Hindi texts in the products CSV', () => {
  it('are exported in their own columns, imported back, and a new product can be made with them', async () => {
    const product = createProduct(t.deps, { name: 'Copper Bottle', sku: 'CU-BTL-1', nameHi: 'तांबे की बोतल', descriptionHi: 'एक लीटर' });
    const rows = csvRows(await exportProductsCsv(t.app, admin.token));
    const row = rows.find((r) => r.id === product.id);
    expect(row).toMatchObject({ name: 'Copper Bottle', nameHi: 'तांबे की बोतल', descriptionHi: 'एक लीटर' });

    // A spreadsheet changes the Hindi name and adds a product with Hindi texts.
    const edited = rows.map((r) => (r.id === product.id ? { ...r, nameHi: 'तांबे की पानी की बोतल' } : r));
    const added = { ...Object.fromEntries(Object.keys(rows[0]).map((c) => [c, ''])), sku: 'KADAI-1', name: 'Iron Kadai', brand: 'Lohar', category: 'Groceries', price: '899', countInStock: '5', description: 'Cast iron.', nameHi: 'लोहे की कड़ाही', descriptionHi: 'ढलवाँ लोहा' };
    const report = await importProductsCsv(t.app, admin.token, csvText([...edited, added]), false);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body).toMatchObject({ created: 1, updated: 1 });
    expect(ok(await api(t.app, 'GET', `/api/products/${product.id}`)).body.nameHi).toBe('तांबे की पानी की बोतल');
    const kadai = ok(await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent('कड़ाही')}`, { token: admin.token })).body;
    expect(kadai.products.map((p: { name: string }) => p.name)).toEqual([]);
    // New products come in as drafts; the admin's list finds it by its Hindi name.
    const drafts = ok(await api(t.app, 'GET', `/api/products?includeDrafts=true&keyword=${encodeURIComponent('कड़ाही')}`, { token: admin.token })).body;
    expect(drafts.products.map((p: { name: string; nameHi: string }) => [p.name, p.nameHi])).toEqual([['Iron Kadai', 'लोहे की कड़ाही']]);
  });
});

describe('a category’s Hindi name and description', () => {
  it('are given on create and update, and shown in the categories', async () => {
    const created = ok(
      await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: 'Pooja Items', nameHi: 'पूजा का सामान', descriptionHi: 'दीपक, अगरबत्ती और थालियाँ' } }),
      201,
    );
    expect(created.body).toMatchObject({ name: 'Pooja Items', nameHi: 'पूजा का सामान', descriptionHi: 'दीपक, अगरबत्ती और थालियाँ', description: '' });
    const updated = ok(await api(t.app, 'PUT', `/api/categories/${created.body._id}`, { token: admin.token, body: { nameHi: 'पूजा सामग्री' } }));
    expect(updated.body).toMatchObject({ name: 'Pooja Items', nameHi: 'पूजा सामग्री', descriptionHi: 'दीपक, अगरबत्ती और थालियाँ' });
    const listed = (ok(await api(t.app, 'GET', '/api/categories')).body as { _id: string; nameHi: string }[]).find((c) => c._id === created.body._id);
    expect(listed?.nameHi).toBe('पूजा सामग्री');
    const starting = (ok(await api(t.app, 'GET', '/api/categories')).body as { name: string; nameHi: string }[]).find((c) => c.name === 'Fashion');
    expect(starting?.nameHi).toBe('');
  });

  it('a Hindi description too long is refused, and nothing changes', async () => {
    const created = ok(await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: 'Sweets' } }), 201);
    const res = await api(t.app, 'PUT', `/api/categories/${created.body._id}`, { token: admin.token, body: { name: 'Mithai', descriptionHi: 'म'.repeat(1001) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Hindi description must be at most 1000 characters');
    expect((ok(await api(t.app, 'GET', '/api/categories')).body as { _id: string; name: string }[]).find((c) => c._id === created.body._id)?.name).toBe('Sweets');
  });
});
