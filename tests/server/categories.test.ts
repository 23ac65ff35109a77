/**
 * The owner's categories (docs/decisions/044-owner-categories.md): made, renamed, given a new slug (the old
 * address redirects), nested one level, reordered and deleted through the API; products keep naming their
 * category by its name, and take it by name, slug or id.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../drizzle/schema.js';
import type { Category, CategoryNode } from '../../src/shared/categories.js';
import { api, callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

const PUBLIC_URL = 'https://shop.example.in';
let t: TestApp;
let distDir: string;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  // A stand-in client: the server still answers a category's address (status, redirect, data) without a build.
  distDir = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><!--shop-head--><title>Shop</title><!--/shop-head--></head><body><div id="root"></div><!--shop-data--></body></html>',
  );
  t = await createTestApp({ clientDistDir: distDir, env: { PUBLIC_URL } });
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
  removeDataDir(distDir);
});

let unique = 0;
/** A name no other test uses (tests run shuffled, on one database). */
const named = (base: string) => `${base} ${++unique}`;

async function create(body: Record<string, unknown>): Promise<Category> {
  const res = await api<Category>(t.app, 'POST', '/api/categories', { token: admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function tree(query = '', token?: string): Promise<CategoryNode[]> {
  const res = await api<CategoryNode[]>(t.app, 'GET', `/api/categories${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

const page = (url: string) => t.app.inject({ method: 'GET', url });
const productRow = (id: string) => t.deps.db.select().from(products).where(eq(products.id, id)).get();

describe('GET /api/categories', () => {
  it('gives the six starting categories to anyone, in order, with their slugs and no product counts', async () => {
    const top = await tree();
    const starting = top.filter((c) => ['Fashion', 'Electronics', 'Bags', 'Footwear', 'Groceries', 'Beauty'].includes(c._id));
    expect(starting.map((c) => [c._id, c.name, c.slug])).toEqual([
      ['Fashion', 'Fashion', 'fashion'],
      ['Electronics', 'Electronics', 'electronics'],
      ['Bags', 'Bags', 'bags'],
      ['Footwear', 'Footwear', 'footwear'],
      ['Groceries', 'Groceries', 'groceries'],
      ['Beauty', 'Beauty', 'beauty'],
    ]);
    expect(starting[0]).toMatchObject({ description: '', image: null, parentId: null, position: 0 });
    expect(starting[0]).not.toHaveProperty('productCount');
    expect(Array.isArray(starting[0].children)).toBe(true);
  });

  it('gives admins each category’s number of products when asked; nobody else', async () => {
    const bags = await create({ name: named('Counted Bags') });
    createProduct(t.deps, { category: bags._id });
    createProduct(t.deps, { category: bags._id, isPublished: false });
    const counted = (await tree('?withCounts=true', admin.token)).find((c) => c._id === bags._id);
    expect(counted?.productCount).toBe(2);
    expect((await api(t.app, 'GET', '/api/categories?withCounts=true')).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/categories?withCounts=true', { token: customer.token })).status).toBe(403);
  });
});

describe('the API description', () => {
  it('documents the category paths with their methods', async () => {
    const doc = (await api(t.app, 'GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/categories']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/categories/{id}']).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(doc.paths['/categories/order'])).toEqual(['put']);
  });
});

describe('creating a category', () => {
  it('admins only; the slug is made from the name; it goes last among its siblings; new ids are opaque', async () => {
    const body = { name: 'Pooja Needs' };
    expect((await api(t.app, 'POST', '/api/categories', { body })).status).toBe(401);
    expect((await api(t.app, 'POST', '/api/categories', { token: customer.token, body })).status).toBe(403);
    const made = await create({ name: named('Pooja Needs & Diyas'), description: 'Lamps, incense and more.', image: '/uploads/pooja.webp' });
    expect(made._id).toMatch(/^[0-9a-f]{24}$/);
    expect(made.slug).toMatch(/^pooja-needs-diyas-\d+$/);
    expect(made).toMatchObject({ description: 'Lamps, incense and more.', image: '/uploads/pooja.webp', parentId: null });
    const top = await tree();
    expect(top[top.length - 1]._id).toBe(made._id);
    expect(made.position).toBe(Math.max(...top.filter((c) => c._id !== made._id).map((c) => c.position)) + 1);
  });

  it('refuses a name another category has in any case (409), and one with nothing to make a slug from (400)', async () => {
    const res = await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: 'fASHION' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A category named Fashion already exists');
    expect(res.body.issues).toEqual([{ path: 'name', message: 'A category named Fashion already exists' }]);
    const hindi = await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: 'पूजा' } });
    expect(hindi.status).toBe(400);
    expect(hindi.body.message).toMatch(/Give the category a slug/);
    const withSlug = await create({ name: named('पूजा'), slug: `pooja-${unique}` });
    expect(withSlug.name).toMatch(/^पूजा/);
  });

  it('refuses a slug that is not lower-case letters, digits and dashes (400), or another category’s (409)', async () => {
    for (const slug of ['Men Wear', 'men_wear', '-men', 'men--wear', 'x'.repeat(61)]) {
      const res = await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: named('Sluggish'), slug } });
      expect(res.status, slug).toBe(400);
    }
    const taken = await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: named('Clothes'), slug: 'fashion' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The address /category/fashion belongs to Fashion: choose another slug');
  });
});

describe('nesting, one level', () => {
  it('puts a category inside a top-level one; not inside a child, not inside itself, and a parent stays at the top', async () => {
    const men = await create({ name: named('Men'), parentId: 'Fashion' });
    expect(men.parentId).toBe('Fashion');
    const fashion = (await tree()).find((c) => c._id === 'Fashion');
    expect(fashion?.children.map((c) => c._id)).toContain(men._id);

    const deeper = await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: named('Shirts'), parentId: men._id } });
    expect(deeper.status).toBe(400);
    expect(deeper.body.message).toBe(`${men.name} is inside Fashion: categories nest one level only`);

    const parentMoved = await api(t.app, 'PUT', '/api/categories/Fashion', { token: admin.token, body: { parentId: 'Bags' } });
    expect(parentMoved.status).toBe(400);
    expect(parentMoved.body.message).toBe('Fashion has categories inside it, so it cannot go inside another');

    const itself = await create({ name: named('Loner') });
    const res = await api(t.app, 'PUT', `/api/categories/${itself._id}`, { token: admin.token, body: { parentId: itself._id } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A category cannot go inside itself');
    expect((await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: named('Orphan'), parentId: 'nope' } })).status).toBe(400);

    // Moved to the top again, and under another parent, it goes last there.
    const kids = await create({ name: named('Kids'), parentId: 'Fashion' });
    const moved = await api<Category>(t.app, 'PUT', `/api/categories/${kids._id}`, { token: admin.token, body: { parentId: 'Footwear' } });
    expect(moved.status).toBe(200);
    const footwear = (await tree()).find((c) => c._id === 'Footwear');
    expect(footwear?.children.at(-1)?._id).toBe(kids._id);
    const top = await api<Category>(t.app, 'PUT', `/api/categories/${kids._id}`, { token: admin.token, body: { parentId: null } });
    expect(top.body.parentId).toBeNull();
    expect((await tree()).at(-1)?._id).toBe(kids._id);
  });

  it('a parent’s list holds its children’s products; a child’s list only its own', async () => {
    const home = await create({ name: named('Home') });
    const kitchen = await create({ name: named('Kitchen'), parentId: home._id });
    const lamp = createProduct(t.deps, { name: named('Brass Lamp'), category: home._id });
    const tawa = createProduct(t.deps, { name: named('Iron Tawa'), category: kitchen._id });
    const names = async (category: string) => (await api(t.app, 'GET', `/api/products?category=${encodeURIComponent(category)}&pageSize=100`)).body.products.map((p: { name: string }) => p.name);
    expect((await names(home.slug)).sort()).toEqual([lamp.name, tawa.name].sort());
    expect(await names(kitchen.slug)).toEqual([tawa.name]);
    expect(await names(kitchen.name.toUpperCase())).toEqual([tawa.name]);
    expect(await names(kitchen._id)).toEqual([tawa.name]);
    // The answers name the category, never its id.
    const listed = (await api(t.app, 'GET', `/api/products?category=${home.slug}&pageSize=100`)).body.products;
    expect(listed.find((p: { name: string }) => p.name === tawa.name).category).toBe(kitchen.name);
    expect((await api(t.app, 'GET', `/api/products/${tawa.id}`)).body.category).toBe(kitchen.name);
    // Through tRPC too, as the storefront asks.
    const viaTrpc = await callerFor(t.deps).products.list({ category: home.slug, pageNumber: 1, pageSize: 100 });
    expect(viaTrpc.total).toBe(2);
  });
});

describe('renaming and new slugs', () => {
  it('a new name shows on its products at once; a new slug keeps the old address as a 301 to the new one', async () => {
    const shoes = await create({ name: named('Juttis') });
    const product = createProduct(t.deps, { name: named('Punjabi Jutti'), category: shoes._id });
    // Kept answers made before the change are not served after it.
    expect((await api(t.app, 'GET', `/api/products/${product.id}`)).body.category).toBe(shoes.name);
    const oldSlug = shoes.slug;
    const newName = named('Mojaris');
    const newSlug = `mojaris-${unique}`;
    const res = await api<Category>(t.app, 'PUT', `/api/categories/${shoes._id}`, { token: admin.token, body: { name: newName, slug: newSlug } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: shoes._id, name: newName, slug: newSlug });
    expect((await api(t.app, 'GET', `/api/products/${product.id}`)).body.category).toBe(newName);
    expect(productRow(product.id)?.category).toBe(shoes._id);

    const moved = await page(`/category/${oldSlug}?sort=price_asc&utm_source=x`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/category/${newSlug}?sort=price_asc`);
    expect((await page(`/category/${newSlug}`)).statusCode).toBe(200);
    // A page drawn before the change still finds its products by the old slug.
    expect((await api(t.app, 'GET', `/api/products?category=${oldSlug}`)).body.products.map((p: { _id: string }) => p._id)).toEqual([product.id]);
    // Its name in the address, in any case, goes to its one address too.
    expect((await page(`/category/${encodeURIComponent(newName.toUpperCase())}`)).headers.location).toBe(`/category/${newSlug}`);
    expect((await page('/category/Fashion')).headers.location).toBe('/category/fashion');
    expect((await page('/category/no-such-thing')).statusCode).toBe(404);

    // Another category cannot take the old slug (it still leads here); this one can have it back.
    const other = await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: named('Sandals'), slug: oldSlug } });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(`The address /category/${oldSlug} was ${newName}'s and still leads there: choose another slug`);
    const back = await api<Category>(t.app, 'PUT', `/api/categories/${shoes._id}`, { token: admin.token, body: { slug: oldSlug } });
    expect(back.body.slug).toBe(oldSlug);
    expect((await page(`/category/${oldSlug}`)).statusCode).toBe(200);
    expect((await page(`/category/${newSlug}`)).headers.location).toBe(`/category/${oldSlug}`);
  });

  it('the page carries the categories and the new name; the sitemap and the search box follow', async () => {
    const tea = await create({ name: named('Chai Patti'), parentId: 'Groceries', description: 'Loose leaf tea from Assam and Darjeeling.' });
    createProduct(t.deps, { name: named('Assam Tea'), category: tea._id });
    const res = await page(`/category/${tea.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${tea.name} | `);
    expect(res.body).toContain('Loose leaf tea from Assam and Darjeeling.');
    const data = JSON.parse(/<script type="application\/json" id="__SHOP_DATA__">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '{}') as { queries: { path: string; data: unknown }[] };
    const carried = data.queries.find((q) => q.path === 'categories.list')?.data as CategoryNode[];
    expect(carried.find((c) => c._id === 'Groceries')?.children.map((c) => c.name)).toContain(tea.name);
    // Home › Groceries › the tea, for search engines.
    expect(res.body).toContain('"@type":"BreadcrumbList"');

    const sitemap = await page('/sitemaps/categories.xml');
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/category/${tea.slug}</loc>`);
    const suggested = await api(t.app, 'GET', `/api/products/suggest?q=${encodeURIComponent(tea.name.slice(0, 6))}`);
    expect(suggested.body).toContainEqual({ kind: 'category', label: tea.name, category: tea.name, slug: tea.slug });
  });
});

describe('reordering', () => {
  it('puts the siblings in the order given; every one of them, once, or nothing changes', async () => {
    const parent = await create({ name: named('Stationery') });
    const [a, b, c] = [await create({ name: named('Pens'), parentId: parent._id }), await create({ name: named('Paper'), parentId: parent._id }), await create({ name: named('Ink'), parentId: parent._id })];
    const childrenOf = async () => (await tree()).find((n) => n._id === parent._id)?.children.map((n) => n._id);
    expect(await childrenOf()).toEqual([a._id, b._id, c._id]);
    expect((await api(t.app, 'PUT', '/api/categories/order', { token: customer.token, body: { ids: [c._id, a._id, b._id] } })).status).toBe(403);
    const res = await api<CategoryNode[]>(t.app, 'PUT', '/api/categories/order', { token: admin.token, body: { ids: [c._id, a._id, b._id] } });
    expect(res.status).toBe(200);
    expect(res.body.find((n) => n._id === parent._id)?.children.map((n) => n._id)).toEqual([c._id, a._id, b._id]);

    for (const ids of [[a._id, b._id], [a._id, b._id, c._id, 'Fashion'], [a._id, a._id, b._id], ['Fashion', a._id, b._id]]) {
      const refused = await api(t.app, 'PUT', '/api/categories/order', { token: admin.token, body: { ids } });
      expect(refused.status, ids.join()).toBe(400);
    }
    expect((await api(t.app, 'PUT', '/api/categories/order', { token: admin.token, body: { ids: [a._id, b._id] } })).body.message).toBe(
      `Give every category inside ${parent.name} once, in the new order`,
    );
    expect(await childrenOf()).toEqual([c._id, a._id, b._id]);
  });

  it('reorders the top-level categories', async () => {
    const before = (await tree()).map((n) => n._id);
    const reversed = [...before].reverse();
    const res = await api<CategoryNode[]>(t.app, 'PUT', '/api/categories/order', { token: admin.token, body: { ids: reversed } });
    expect(res.status).toBe(200);
    expect(res.body.map((n) => n._id)).toEqual(reversed);
    // Back as it was, for the other tests' sake.
    await api(t.app, 'PUT', '/api/categories/order', { token: admin.token, body: { ids: before } });
  });
});

describe('deleting', () => {
  it('is refused while the category has products, saying how many; refused while it has categories inside it', async () => {
    const saris = await create({ name: named('Saris') });
    for (let i = 0; i < 12; i++) createProduct(t.deps, { category: saris._id, isPublished: i % 2 === 0 });
    const refused = await api(t.app, 'DELETE', `/api/categories/${saris._id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${saris.name} still has 12 products: move them to another category first`);

    const one = await create({ name: named('Dupattas') });
    const dupatta = createProduct(t.deps, { category: one._id });
    expect((await api(t.app, 'DELETE', `/api/categories/${one._id}`, { token: admin.token })).body.message).toBe(
      `${one.name} still has 1 product: move them to another category first`,
    );
    // Moved away (by its slug), the category can go.
    expect((await api(t.app, 'PUT', `/api/products/${dupatta.id}`, { token: admin.token, body: { category: saris.slug } })).status).toBe(200);

    const parent = await create({ name: named('Festive') });
    const child = await create({ name: named('Rakhi'), parentId: parent._id });
    const withChild = await api(t.app, 'DELETE', `/api/categories/${parent._id}`, { token: admin.token });
    expect(withChild.status).toBe(409);
    expect(withChild.body.message).toBe(`${parent.name} has 1 category inside it (${child.name}): move or delete them first`);

    expect((await api(t.app, 'DELETE', `/api/categories/${one._id}`, { token: customer.token })).status).toBe(403);
    expect((await api(t.app, 'DELETE', `/api/categories/${one._id}`, { token: admin.token })).status).toBe(200);
    expect((await api(t.app, 'DELETE', `/api/categories/${one._id}`, { token: admin.token })).status).toBe(404);
    expect((await tree()).some((c) => c._id === one._id)).toBe(false);
  });

  it('takes its old slugs with it: they are free again', async () => {
    const gone = await create({ name: named('Seasonal') });
    const oldSlug = gone.slug;
    await api(t.app, 'PUT', `/api/categories/${gone._id}`, { token: admin.token, body: { slug: `${oldSlug}-sale` } });
    expect((await api(t.app, 'DELETE', `/api/categories/${gone._id}`, { token: admin.token })).status).toBe(200);
    expect((await page(`/category/${oldSlug}`)).statusCode).toBe(404);
    expect((await create({ name: named('Seasonal Again'), slug: oldSlug })).slug).toBe(oldSlug);
  });
});

describe('products name their category', () => {
  it('old clients sending Fashion, fashion or FASHION still work; the answer says Fashion', async () => {
    const product = createProduct(t.deps, { category: 'Electronics', isPublished: false });
    for (const category of ['Fashion', 'fashion', 'FASHION', ' Fashion ']) {
      await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { category: 'Bags' } });
      const res = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { category } });
      expect(res.status, category).toBe(200);
      expect(res.body.category).toBe('Fashion');
      expect(productRow(product.id)?.category).toBe('Fashion');
    }
    const men = await create({ name: named('Mens Wear'), slug: `mens-wear-${unique}`, parentId: 'Fashion' });
    for (const category of [men.name, men.slug, men._id]) {
      const res = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { category } });
      expect(res.body.category, category).toBe(men.name);
      expect(productRow(product.id)?.category).toBe(men._id);
    }
  });

  it('a name given exactly wins over another category’s slug that reads the same', async () => {
    const gents = await create({ name: named('Gents'), slug: `ladies-${unique}` });
    const ladies = await create({ name: `Ladies-${unique}`, slug: `ladies-wear-${unique}` });
    const product = createProduct(t.deps, { category: 'Bags' });
    const byName = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { category: ladies.name } });
    expect(byName.body.category).toBe(ladies.name);
    const bySlug = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { category: gents.slug } });
    expect(bySlug.body.category).toBe(gents.name);
  });

  it('refuses an unknown category with the names it may be, beside the field, and changes nothing', async () => {
    const product = createProduct(t.deps, { category: 'Beauty', name: named('Kajal') });
    const res = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { category: 'Toys', name: 'Renamed' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Category must be one of Fashion, .*Electronics, .*Beauty/);
    expect(res.body.issues).toEqual([{ path: 'category', message: res.body.message }]);
    expect(productRow(product.id)).toMatchObject({ category: 'Beauty', name: product.name });
  });

  it('CSV: the export writes the name; the import takes a name or a slug, and refuses an unknown one', async () => {
    const snacks = await create({ name: named('Namkeen'), parentId: 'Groceries' });
    const chips = createProduct(t.deps, { name: named('Banana Chips'), category: snacks._id });
    const exported = await t.app.inject({ method: 'GET', url: '/api/products/export.csv', headers: { authorization: `Bearer ${admin.token}` } });
    const rows = parse(exported.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.id === chips.id)?.category).toBe(snacks.name);

    const importCsv = (csv: string) =>
      t.app.inject({ method: 'POST', url: '/api/products/import', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/csv' }, payload: csv });
    const header = 'id,category';
    const unchanged = JSON.parse((await importCsv(`${header}\n${chips.id},${snacks.name}`)).body);
    expect(unchanged).toMatchObject({ unchanged: 1, updated: 0, problems: [] });
    const bySlug = JSON.parse((await importCsv(`${header}\n${chips.id},groceries`)).body);
    expect(bySlug).toMatchObject({ updated: 1, problems: [] });
    expect(productRow(chips.id)?.category).toBe('Groceries');
    const unknown = JSON.parse((await importCsv(`${header}\n${chips.id},Toys`)).body);
    expect(unknown.problems).toEqual([{ line: 2, message: expect.stringMatching(/^category: Category must be one of Fashion, /) }]);
    expect(productRow(chips.id)?.category).toBe('Groceries');
  });
});

describe('a shop without Electronics', () => {
  it('makes new products in its first category, and its carousel skips what it no longer has', async () => {
    const shop = await createTestApp();
    try {
      const owner = await createUser(shop.deps, { isAdmin: true });
      expect((await api(shop.app, 'DELETE', '/api/categories/Electronics', { token: owner.token })).status).toBe(200);
      const made = await api(shop.app, 'POST', '/api/products', { token: owner.token });
      expect(made.status).toBe(201);
      expect(made.body.category).toBe('Fashion');
      const top = await api(shop.app, 'GET', '/api/products/top');
      expect(top.status).toBe(200);
    } finally {
      await shop.close();
      removeDataDir(shop.dataDir);
    }
  });
});
