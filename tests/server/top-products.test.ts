import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, callerFor, createProduct, createTestApp, removeDataDir, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

// One database grows through these steps, so they run in order.
describe('GET /api/products/top', () => {
  it('is empty for an empty shop', async () => {
    const res = await api(t.app, 'GET', '/api/products/top');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('fills with the best-rated others when no featured category has products', async () => {
    for (const rating of [1, 2, 3, 4, 5, 4.5]) createProduct(t.deps, { name: `Masala ${rating}`, category: 'Groceries', rating, numReviews: 1 });
    const res = await api(t.app, 'GET', '/api/products/top');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Masala 5', 'Masala 4.5', 'Masala 4', 'Masala 3', 'Masala 2']);
  });

  it('takes the best of Electronics, Footwear, Bags and Fashion first, in that order, then the best others', async () => {
    createProduct(t.deps, { name: 'Phone A', category: 'Electronics', rating: 4.9, numReviews: 3 });
    createProduct(t.deps, { name: 'Phone B', category: 'Electronics', rating: 4.8, numReviews: 9 });
    createProduct(t.deps, { name: 'Chappal', category: 'Footwear', rating: 1.5, numReviews: 2 });
    createProduct(t.deps, { name: 'Tote', category: 'Bags', rating: 0, numReviews: 0 });
    createProduct(t.deps, { name: 'Kurta', category: 'Fashion', rating: 3.5, numReviews: 4 });
    createProduct(t.deps, { name: 'Kajal', category: 'Beauty', rating: 4.95, numReviews: 1 });
    const res = await api(t.app, 'GET', '/api/products/top');
    expect(res.status).toBe(200);
    // Masala 5 (5.0) beats Kajal (4.95) for the one remaining place; Phone B (4.8) is not its category's best.
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Phone A', 'Chappal', 'Tote', 'Kurta', 'Masala 5']);
    expect(res.body[0]).toMatchObject({ category: 'Electronics', rating: 4.9, numReviews: 3 });
    expect(typeof res.body[0]._id).toBe('string');
  });

  it('breaks rating ties by the number of reviews', async () => {
    createProduct(t.deps, { name: 'Sneaker popular', category: 'Footwear', rating: 4, numReviews: 50 });
    createProduct(t.deps, { name: 'Sneaker new', category: 'Footwear', rating: 4, numReviews: 1 });
    const top = await callerFor(t.deps).products.top();
    expect(top).toHaveLength(5);
    expect(top[1].name).toBe('Sneaker popular');
  });

  it('never returns more than 5 and never the same product twice', async () => {
    for (let i = 0; i < 10; i++) createProduct(t.deps, { name: `Bag ${i}`, category: 'Bags', rating: 5, numReviews: 10 + i });
    const top = await callerFor(t.deps).products.top();
    expect(top).toHaveLength(5);
    expect(new Set(top.map((p) => p._id)).size).toBe(5);
    expect(top.map((p) => p.category).slice(0, 4)).toEqual(['Electronics', 'Footwear', 'Bags', 'Fashion']);
    expect(top[2].name).toBe('Bag 9');
    // The filler is the best of the rest: another 5-star bag with many reviews.
    expect(top[4].name).toBe('Bag 8');
  });
});
