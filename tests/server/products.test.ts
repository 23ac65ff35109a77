import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../../drizzle/schema.js';
import {
  api,
  callerFor,
  createProduct,
  createTestApp,
  createUser,
  removeDataDir,
  type TestApp,
  type TestUser,
} from '../helpers/app.js';
import { productCount } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
const ids: Record<string, string> = {};
const base = Date.parse('2024-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer, other] = await Promise.all([
    createUser(t.deps, { isAdmin: true, name: 'Admin' }),
    createUser(t.deps, { name: 'Meera' }),
    createUser(t.deps, { name: 'Kabir' }),
  ]);
  // 30 plain products, then a few with awkward names; createdAt strictly increasing.
  for (let i = 0; i < 30; i++) {
    createProduct(t.deps, { name: `Plain item ${i}`, brand: 'Generic', category: 'Groceries', createdAt: new Date(base + i * 1000) });
  }
  const special: [string, string, string, string][] = [
    ['pct', '100% Cotton Kurta', 'Fabindia', 'Fashion'],
    ['under', 'snake_case Tee', 'Roadster', 'Fashion'],
    ['quote', "O'Neil Backpack", 'Wildcraft', 'Bags'],
    ['dquote', 'The "Classic" Watch', 'Titan', 'Electronics'],
    ['backslash', 'Back\\slash Sandal', 'Bata', 'Footwear'],
    ['boat', 'Rockerz 450 Headphones', 'boAt', 'Electronics'],
    ['lakme', 'Eyeconic Kajal', 'Lakmé', 'Beauty'],
  ];
  special.forEach(([key, name, brand, category], i) => {
    ids[key] = createProduct(t.deps, { name, brand, category, createdAt: new Date(base + 100_000 + i * 1000) }).id;
  });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

describe('GET /api/products', () => {
  it('lists newest first with the paging shape and a default page size of 24', async () => {
    const res = await api(t.app, 'GET', '/api/products');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pages: 2, total: 37 });
    expect(res.body.products).toHaveLength(24);
    expect(names(res.body).slice(0, 2)).toEqual(['Eyeconic Kajal', 'Rockerz 450 Headphones']);
    const times = res.body.products.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const first = res.body.products[0];
    expect(Object.keys(first).sort()).toEqual(
      ['_id', 'brand', 'category', 'countInStock', 'createdAt', 'description', 'image', 'name', 'numReviews', 'price', 'rating'].sort(),
    );
    expect(first.price).toBe(100); // 10,000 paise as rupees
  });

  it('pages: the second page holds the rest, a page past the end is empty', async () => {
    const page2 = await api(t.app, 'GET', '/api/products?pageNumber=2');
    expect(page2.status).toBe(200);
    expect(page2.body).toMatchObject({ page: 2, pages: 2, total: 37 });
    expect(page2.body.products).toHaveLength(13);
    expect(names(page2.body).at(-1)).toBe('Plain item 0');
    const small = await api(t.app, 'GET', '/api/products?pageSize=10&pageNumber=4');
    expect(small.body).toMatchObject({ page: 4, pages: 4, total: 37 });
    expect(small.body.products).toHaveLength(7);
    const past = await api(t.app, 'GET', '/api/products?pageNumber=9');
    expect(past.status).toBe(200);
    expect(past.body.products).toEqual([]);
  });

  it('allows pageSize up to 100 and refuses more', async () => {
    const ok = await api(t.app, 'GET', '/api/products?pageSize=100');
    expect(ok.status).toBe(200);
    expect(ok.body.products).toHaveLength(37);
    expect(ok.body.pages).toBe(1);
    const tooBig = await api(t.app, 'GET', '/api/products?pageSize=101');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/pageSize/);
  });

  it('a huge page number is an empty page, not an error', async () => {
    const res = await api(t.app, 'GET', '/api/products?pageNumber=1000000000000000');
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([]);
  });

  it.each(['pageNumber=0', 'pageNumber=-1', 'pageNumber=abc', 'pageNumber=1.5', 'pageNumber=1e300', 'pageSize=0', 'pageSize=abc', `keyword=${'k'.repeat(101)}`])('refuses %s with 400', async (query) => {
    const res = await api(t.app, 'GET', `/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('matches the keyword in name, brand or category, ignoring case', async () => {
    expect(names((await api(t.app, 'GET', '/api/products?keyword=ROCKERZ')).body)).toEqual(['Rockerz 450 Headphones']);
    expect(names((await api(t.app, 'GET', '/api/products?keyword=wildCRAFT')).body)).toEqual(["O'Neil Backpack"]);
    const byCategory = await api(t.app, 'GET', '/api/products?keyword=electronics');
    expect(names(byCategory.body).sort()).toEqual(['Rockerz 450 Headphones', 'The "Classic" Watch']);
    expect(byCategory.body.total).toBe(2);
    const none = await api(t.app, 'GET', '/api/products?keyword=zzzz-nothing');
    expect(none.body).toMatchObject({ products: [], total: 0, page: 1, pages: 1 });
  });

  it('treats %, _, quotes and backslash as plain characters', async () => {
    const search = async (keyword: string) => names((await api(t.app, 'GET', `/api/products?keyword=${encodeURIComponent(keyword)}`)).body);
    expect(await search('%')).toEqual(['100% Cotton Kurta']);
    expect(await search('_')).toEqual(['snake_case Tee']);
    expect(await search("'")).toEqual(["O'Neil Backpack"]);
    expect(await search('"')).toEqual(['The "Classic" Watch']);
    expect(await search('\\')).toEqual(['Back\\slash Sandal']);
    expect(await search("' OR 1=1 --")).toEqual([]);
    expect(await search('100%')).toEqual(['100% Cotton Kurta']);
    expect(await search('e_c')).toEqual(['snake_case Tee']); // not "e then any char then c"
  });

  it('trims the keyword and ignores an empty one', async () => {
    expect(names((await api(t.app, 'GET', '/api/products?keyword=%20%20kajal%20')).body)).toEqual(['Eyeconic Kajal']);
    expect((await api(t.app, 'GET', '/api/products?keyword=%20%20')).body.total).toBe(37);
  });

  it('filters by category, ignoring case; an unknown category matches nothing', async () => {
    const fashion = await api(t.app, 'GET', '/api/products?category=fashion');
    expect(fashion.status).toBe(200);
    expect(names(fashion.body).sort()).toEqual(['100% Cotton Kurta', 'snake_case Tee']);
    const upper = await api(t.app, 'GET', '/api/products?category=GROCERIES&pageSize=100');
    expect(upper.body.total).toBe(30);
    const unknown = await api(t.app, 'GET', '/api/products?category=toys');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ products: [], total: 0 });
    const both = await api(t.app, 'GET', '/api/products?category=Electronics&keyword=titan');
    expect(names(both.body)).toEqual(['The "Classic" Watch']);
  });

  it('works through tRPC with the same result', async () => {
    const list = await callerFor(t.deps).products.list({ keyword: 'boat', pageNumber: 1, pageSize: 24 });
    expect(list.products.map((p) => p._id)).toEqual([ids.boat]);
    expect(list.total).toBe(1);
  });
});

describe('GET /api/products/{id}', () => {
  it('returns the product with its reviews', async () => {
    const res = await api(t.app, 'GET', `/api/products/${ids.boat}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: ids.boat, name: 'Rockerz 450 Headphones', brand: 'boAt', category: 'Electronics', reviews: [] });
  });

  it('404 Product not found for an unknown id', async () => {
    const res = await api(t.app, 'GET', '/api/products/000000000000000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Product not found' });
    await expect(callerFor(t.deps).products.byId({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
  });
});

describe('POST /api/products/{id}/reviews', () => {
  it('401 for a visitor', async () => {
    const res = await api(t.app, 'POST', `/api/products/${ids.lakme}/reviews`, { body: { rating: 5, comment: 'Great' } });
    expect(res.status).toBe(401);
    expect(typeof res.body.message).toBe('string');
  });

  it.each([
    ['rating 0', { rating: 0, comment: 'ok' }],
    ['rating 6', { rating: 6, comment: 'ok' }],
    ['rating 2.5', { rating: 2.5, comment: 'ok' }],
    ['rating missing', { comment: 'ok' }],
    ['rating text', { rating: 'five', comment: 'ok' }],
    ['rating empty string', { rating: '', comment: 'ok' }],
    ['rating true', { rating: true, comment: 'ok' }],
    ['rating null', { rating: null, comment: 'ok' }],
    ['empty comment', { rating: 4, comment: '' }],
    ['whitespace comment', { rating: 4, comment: '   \n\t ' }],
    ['missing comment', { rating: 4 }],
    ['comment too long', { rating: 4, comment: 'x'.repeat(2001) }],
  ])('400 for %s, and nothing is stored', async (_label, body) => {
    const res = await api(t.app, 'POST', `/api/products/${ids.lakme}/reviews`, { token: customer.token, body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(t.deps.db.select().from(reviews).where(eq(reviews.productId, ids.lakme)).all()).toHaveLength(0);
  });

  it('404 for an unknown product', async () => {
    const res = await api(t.app, 'POST', '/api/products/000000000000000000000000/reviews', { token: customer.token, body: { rating: 4, comment: 'Hm' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });

  it('201 adds the review (trimmed, under the user’s name) and recomputes rating and numReviews', async () => {
    const res = await api(t.app, 'POST', `/api/products/${ids.lakme}/reviews`, { token: customer.token, body: { rating: 5, comment: '  Lovely kajal  ' } });
    expect(res.status).toBe(201);
    expect(typeof res.body.message).toBe('string');
    const after = await api(t.app, 'GET', `/api/products/${ids.lakme}`);
    expect(after.body).toMatchObject({ rating: 5, numReviews: 1 });
    expect(after.body.reviews).toHaveLength(1);
    expect(after.body.reviews[0]).toMatchObject({ name: 'Meera', rating: 5, comment: 'Lovely kajal' });
    expect(typeof after.body.reviews[0].createdAt).toBe('string');

    // A second customer, through tRPC: the average becomes (5 + 2) / 2.
    await callerFor(t.deps, other.user).products.addReview({ id: ids.lakme, rating: 2, comment: 'Smudges' });
    const row = t.deps.db.select().from(products).where(eq(products.id, ids.lakme)).get();
    expect(row).toMatchObject({ rating: 3.5, numReviews: 2 });
  });

  it('accepts a comment of exactly 2000 characters', async () => {
    const res = await api(t.app, 'POST', `/api/products/${ids.boat}/reviews`, { token: customer.token, body: { rating: 4, comment: 'y'.repeat(2000) } });
    expect(res.status).toBe(201);
  });

  it('a second review by the same user → 400 Product already reviewed, counts unchanged', async () => {
    const res = await api(t.app, 'POST', `/api/products/${ids.lakme}/reviews`, { token: customer.token, body: { rating: 1, comment: 'Changed my mind' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Product already reviewed');
    const row = t.deps.db.select().from(products).where(eq(products.id, ids.lakme)).get();
    expect(row).toMatchObject({ rating: 3.5, numReviews: 2 });
    await expect(callerFor(t.deps, other.user).products.addReview({ id: ids.lakme, rating: 1, comment: 'again' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Product already reviewed',
    });
  });
});

describe('admin: POST /api/products (create a sample)', () => {
  it('visitor 401, customer 403, and nothing is created', async () => {
    const before = productCount(t.deps);
    expect((await api(t.app, 'POST', '/api/products')).status).toBe(401);
    const forbidden = await api(t.app, 'POST', '/api/products', { token: customer.token });
    expect(forbidden.status).toBe(403);
    expect(typeof forbidden.body.message).toBe('string');
    expect(productCount(t.deps)).toBe(before);
  });

  it('admin → 201 with a sample product carrying an _id', async () => {
    const before = productCount(t.deps);
    const res = await api(t.app, 'POST', '/api/products', { token: admin.token, body: {} });
    expect(res.status).toBe(201);
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body).toMatchObject({ name: 'Sample name', price: 0, countInStock: 0, rating: 0, numReviews: 0, reviews: [] });
    expect(productCount(t.deps)).toBe(before + 1);
    ids.sample = res.body._id;
  });

  it('admin through tRPC too', async () => {
    const created = await callerFor(t.deps, admin.user).products.create();
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    await expect(callerFor(t.deps, customer.user).products.create()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(t.deps).products.create()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('admin: PUT /api/products/{id}', () => {
  const valid = {
    name: 'Banarasi Silk Saree',
    price: 4599.5,
    image: '/uploads/abc.webp',
    brand: 'Nalli',
    category: 'fashion',
    countInStock: 7,
    description: 'Handwoven.',
  };

  it('visitor 401, customer 403, and nothing changes', async () => {
    expect((await api(t.app, 'PUT', `/api/products/${ids.sample}`, { body: valid })).status).toBe(401);
    expect((await api(t.app, 'PUT', `/api/products/${ids.sample}`, { token: customer.token, body: valid })).status).toBe(403);
    const row = t.deps.db.select().from(products).where(eq(products.id, ids.sample)).get();
    expect(row?.name).toBe('Sample name');
  });

  it('admin updates every field; the category is accepted in any case and stored canonically', async () => {
    const res = await api(t.app, 'PUT', `/api/products/${ids.sample}`, { token: admin.token, body: valid });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...valid, category: 'Fashion', _id: ids.sample });
    const row = t.deps.db.select().from(products).where(eq(products.id, ids.sample)).get();
    expect(row).toMatchObject({ pricePaise: 459_950, category: 'Fashion', countInStock: 7 });
  });

  it('ignores rating and numReviews in the body', async () => {
    const res = await api(t.app, 'PUT', `/api/products/${ids.sample}`, { token: admin.token, body: { ...valid, rating: 5, numReviews: 999 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rating: 0, numReviews: 0 });
    const lakme = await api(t.app, 'PUT', `/api/products/${ids.lakme}`, { token: admin.token, body: { rating: 1, numReviews: 0, name: 'Eyeconic Kajal' } });
    expect(lakme.status).toBe(200);
    expect(lakme.body).toMatchObject({ rating: 3.5, numReviews: 2 });
  });

  it('a partial update changes only the fields given', async () => {
    const res = await api(t.app, 'PUT', `/api/products/${ids.sample}`, { token: admin.token, body: { countInStock: 0 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Banarasi Silk Saree', price: 4599.5, countInStock: 0 });
  });

  it.each([
    ['negative price', { price: -1 }],
    ['price with 3 decimals', { price: 12.345 }],
    ['price not a number', { price: 'abc' }],
    ['price an empty string (a cleared form field must not make it free)', { price: '' }],
    ['price blank', { price: '  ' }],
    ['price null', { price: null }],
    ['price true', { price: true }],
    ['stock an empty string', { countInStock: '' }],
    ['stock null', { countInStock: null }],
    ['price above Rs 1 crore', { price: 1_00_00_001 }],
    ['unknown category', { category: 'Toys' }],
    ['fractional stock', { countInStock: 1.5 }],
    ['negative stock', { countInStock: -1 }],
    ['empty name', { name: '   ' }],
    ['image not a shop path', { image: 'https://evil.example/x.png' }],
    ['image protocol-relative', { image: '//evil.example/x.png' }],
    ['image javascript:', { image: 'javascript:alert(1)' }],
  ])('400 for %s, and nothing changes', async (_label, body) => {
    const before = t.deps.db.select().from(products).where(eq(products.id, ids.sample)).get();
    const res = await api(t.app, 'PUT', `/api/products/${ids.sample}`, { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(t.deps.db.select().from(products).where(eq(products.id, ids.sample)).get()).toEqual(before);
  });

  it('accepts a price of 0 and a price given as a 2-decimal string', async () => {
    const zero = await api(t.app, 'PUT', `/api/products/${ids.sample}`, { token: admin.token, body: { price: 0 } });
    expect(zero.status).toBe(200);
    expect(zero.body.price).toBe(0);
    const text = await api(t.app, 'PUT', `/api/products/${ids.sample}`, { token: admin.token, body: { price: '1299.99' } });
    expect(text.status).toBe(200);
    expect(text.body.price).toBe(1299.99);
  });

  it('404 for an unknown product', async () => {
    const res = await api(t.app, 'PUT', '/api/products/000000000000000000000000', { token: admin.token, body: valid });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });

  it('works through tRPC', async () => {
    const updated = await callerFor(t.deps, admin.user).products.update({ id: ids.sample, brand: 'Nalli Silks' });
    expect(updated.brand).toBe('Nalli Silks');
    await expect(callerFor(t.deps, customer.user).products.update({ id: ids.sample, brand: 'x' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('admin: DELETE /api/products/{id}', () => {
  it('visitor 401, customer 403, and the product stays', async () => {
    expect((await api(t.app, 'DELETE', `/api/products/${ids.sample}`)).status).toBe(401);
    expect((await api(t.app, 'DELETE', `/api/products/${ids.sample}`, { token: customer.token })).status).toBe(403);
    expect((await api(t.app, 'GET', `/api/products/${ids.sample}`)).status).toBe(200);
  });

  it('admin deletes it (with its reviews); it is gone afterwards', async () => {
    const res = await api(t.app, 'DELETE', `/api/products/${ids.lakme}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product deleted');
    expect((await api(t.app, 'GET', `/api/products/${ids.lakme}`)).status).toBe(404);
    expect(t.deps.db.select().from(reviews).where(eq(reviews.productId, ids.lakme)).all()).toEqual([]);
  });

  it('unknown → 404', async () => {
    const res = await api(t.app, 'DELETE', `/api/products/${ids.lakme}`, { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });
});
