import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productListOutput, productOutput, productSuggestionOutput, productSummaryOutput } from '../../src/shared/schemas/product.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';

/*
 * The busiest public reads answer without a per-request check against their output schemas
 * (docs/decisions/017-read-path-speed.md). That is only safe while every answer already is exactly what its
 * schema describes: parsing strips unknown fields and converts nothing, so an answer equal to its own
 * parse carries no field the schema leaves out (a hidden column, a draft flag, a password hash).
 */
let t: TestApp;
let admin: TestUser;
let productId: string;

function unchanged<T extends z.ZodType>(schema: T, answer: unknown) {
  expect(schema.parse(answer)).toStrictEqual(answer);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true });
  const buyer = await createUser(t.deps);
  const product = createProduct(t.deps, { name: 'Cotton Kurta', brand: 'Fabindia', category: 'Fashion', rating: 4, numReviews: 1 });
  productId = product.id;
  createProduct(t.deps, { name: 'Silk Kurta Set', brand: 'Biba', category: 'Fashion' });
  createProduct(t.deps, { name: 'Secret Kurta', brand: 'Hidden', category: 'Fashion', isPublished: false });
  buy(t.deps, buyer.user.id, productId);
  const review = await api(t.app, 'POST', `/api/products/${productId}/reviews`, { token: buyer.token, body: { rating: 4, comment: 'Soft and well stitched' } });
  expect(review.status).toBe(201);
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

describe('answers of the reads without an output check are exactly their schemas', () => {
  it.each([
    '/api/products',
    '/api/products?keyword=kurta',
    '/api/products?keyword=kurtha',
    '/api/products?category=fashion&brand=Biba&inStock=true&sort=price_asc',
    '/api/products?keyword=nothing-like-this',
  ])('GET %s', async (url) => {
    const res = await api(t.app, 'GET', url);
    expect(res.status).toBe(200);
    unchanged(productListOutput, res.body);
  });

  it('the admin list with drafts', async () => {
    const res = await api(t.app, 'GET', '/api/products?includeDrafts=true', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(3);
    unchanged(productListOutput, res.body);
  });

  it('a product with a review', async () => {
    const res = await api(t.app, 'GET', `/api/products/${productId}`);
    expect(res.status).toBe(200);
    expect(res.body.reviews).toHaveLength(1);
    unchanged(productOutput, res.body);
  });

  it('suggestions and the carousel', async () => {
    const suggest = await api(t.app, 'GET', '/api/products/suggest?q=kur');
    expect(suggest.body.length).toBeGreaterThan(0);
    unchanged(z.array(productSuggestionOutput), suggest.body);
    const top = await api(t.app, 'GET', '/api/products/top');
    expect(top.body.length).toBeGreaterThan(0);
    unchanged(z.array(productSummaryOutput), top.body);
  });
});

describe('a kept product page follows every change to the catalogue', () => {
  it('a review changed behind the shop’s back, a price change, unpublishing', async () => {
    const page = async () => api(t.app, 'GET', `/api/products/${productId}`);
    expect((await page()).body.reviews[0].comment).toBe('Soft and well stitched');
    t.deps.db.$client.prepare('update reviews set comment = ? where product_id = ?').run('Changed in the database', productId);
    expect((await page()).body.reviews[0].comment).toBe('Changed in the database');
    t.deps.db.$client.prepare('update products set price_paise = 123400 where id = ?').run(productId);
    expect((await page()).body.price).toBe(1234);
    t.deps.db.$client.prepare('update products set is_published = 0 where id = ?').run(productId);
    expect((await page()).status).toBe(404);
  });

  it('a change by another process (the owner’s own SQL) shows within a tenth of a second', async () => {
    const page = async () => api(t.app, 'GET', `/api/products/${productId}`);
    t.deps.db.$client.prepare('update products set is_published = 1, price_paise = 150000 where id = ?').run(productId);
    expect((await page()).body.price).toBe(1500);
    const other = new Database(`${t.dataDir}/shop.db`);
    try {
      other.prepare('update products set price_paise = 160000 where id = ?').run(productId);
    } finally {
      other.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await page()).body.price).toBe(1600);
  });
});
