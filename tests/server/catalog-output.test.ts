import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
let buyer: TestUser;
let productId: string;

function unchanged<T extends z.ZodType>(schema: T, answer: unknown) {
  expect(schema.parse(answer)).toStrictEqual(answer);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.deps, { isAdmin: true });
  buyer = await createUser(t.deps);
  productId = await reviewedProduct('Cotton Kurta', 'Soft and well stitched');
  createProduct(t.deps, { name: 'Silk Kurta Set', brand: 'Biba', category: 'Fashion' });
  createProduct(t.deps, { name: 'Secret Kurta', brand: 'Hidden', category: 'Fashion', isPublished: false });
});

/** A published product with one review by the buyer; each test that changes a product makes its own. */
async function reviewedProduct(name: string, comment: string): Promise<string> {
  const product = createProduct(t.deps, { name, brand: 'Fabindia', category: 'Fashion', rating: 4, numReviews: 1 });
  buy(t.deps, buyer.user.id, product.id);
  const review = await api(t.app, 'POST', `/api/products/${product.id}/reviews`, { token: buyer.token, body: { rating: 4, comment } });
  expect(review.status).toBe(201);
  return product.id;
}

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
    expect(res.body.products.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Cotton Kurta', 'Silk Kurta Set', 'Secret Kurta']));
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
    const id = await reviewedProduct('Changing Kurta', 'Soft and well stitched');
    const page = async () => api(t.app, 'GET', `/api/products/${id}`);
    expect((await page()).body.reviews[0].comment).toBe('Soft and well stitched');
    t.deps.db.$client.prepare('update reviews set comment = ? where product_id = ?').run('Changed in the database', id);
    expect((await page()).body.reviews[0].comment).toBe('Changed in the database');
    t.deps.db.$client.prepare('update product_variants set price_paise = 123400 where id = ?').run(id);
    expect((await page()).body.price).toBe(1234);
    t.deps.db.$client.prepare('update products set is_published = 0 where id = ?').run(id);
    expect((await page()).status).toBe(404);
  });

  it('a change by another process (the owner’s own SQL) shows without any write by the shop', async () => {
    const { id } = createProduct(t.deps, { name: 'Repriced Kurta', category: 'Fashion', pricePaise: 150_000 });
    const page = async () => api(t.app, 'GET', `/api/products/${id}`);
    expect((await page()).body.price).toBe(1500);
    const other = new Database(`${t.dataDir}/shop.db`);
    try {
      other.prepare('update product_variants set price_paise = 160000 where id = ?').run(id);
    } finally {
      other.close();
    }
    // The shop trusts its last look at the change counter for a tenth of a second
    // (src/server/db/versioned-cache.ts); the page must follow soon after, with no write of its own to help.
    await vi.waitFor(async () => expect((await page()).body.price).toBe(1600), { timeout: 5000, interval: 20 });
  });
});
