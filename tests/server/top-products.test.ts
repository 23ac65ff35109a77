import { describe, expect, it, onTestFinished } from 'vitest';
import type { AppDeps } from '../../src/server/deps.js';
import { api, callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp } from '../helpers/app.js';

/**
 * The carousel depends on the whole catalogue, so every test builds its own shop from scratch: the tests do
 * not depend on each other or on their order.
 */
async function freshShop(): Promise<TestApp> {
  const t = await createTestApp();
  onTestFinished(async () => {
    await t.close();
    removeDataDir(t.dataDir);
  });
  return t;
}

const namesOf = (top: { name: string }[]) => top.map((p) => p.name);

/** Six groceries rated 1 to 5, none in a featured category. */
function addMasalas(deps: AppDeps): void {
  for (const rating of [1, 2, 3, 4, 5, 4.5]) createProduct(deps, { name: `Masala ${rating}`, category: 'Groceries', rating, numReviews: 1 });
}

/** One or two products in each featured category, and a well-rated one outside them. */
function addFeatured(deps: AppDeps): void {
  createProduct(deps, { name: 'Phone A', category: 'Electronics', rating: 4.9, numReviews: 3 });
  createProduct(deps, { name: 'Phone B', category: 'Electronics', rating: 4.8, numReviews: 9 });
  createProduct(deps, { name: 'Chappal', category: 'Footwear', rating: 1.5, numReviews: 2 });
  createProduct(deps, { name: 'Tote', category: 'Bags', rating: 0, numReviews: 0 });
  createProduct(deps, { name: 'Kurta', category: 'Fashion', rating: 3.5, numReviews: 4 });
  createProduct(deps, { name: 'Kajal', category: 'Beauty', rating: 4.95, numReviews: 1 });
}

/** Two footwear products with the same rating and different numbers of reviews. */
function addSneakers(deps: AppDeps): void {
  createProduct(deps, { name: 'Sneaker popular', category: 'Footwear', rating: 4, numReviews: 50 });
  createProduct(deps, { name: 'Sneaker new', category: 'Footwear', rating: 4, numReviews: 1 });
}

describe('GET /api/products/top', () => {
  it('is empty for an empty shop', async () => {
    const t = await freshShop();
    const res = await api(t.app, 'GET', '/api/products/top');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('fills with the best-rated others when no featured category has products', async () => {
    const t = await freshShop();
    addMasalas(t.deps);
    const res = await api(t.app, 'GET', '/api/products/top');
    expect(res.status).toBe(200);
    expect(namesOf(res.body)).toEqual(['Masala 5', 'Masala 4.5', 'Masala 4', 'Masala 3', 'Masala 2']);
  });

  it('takes the best of Electronics, Footwear, Bags and Fashion first, in that order, then the best others', async () => {
    const t = await freshShop();
    addMasalas(t.deps);
    addFeatured(t.deps);
    const res = await api(t.app, 'GET', '/api/products/top');
    expect(res.status).toBe(200);
    // Masala 5 (5.0) beats Kajal (4.95) for the one remaining place; Phone B (4.8) is not its category's best.
    expect(namesOf(res.body)).toEqual(['Phone A', 'Chappal', 'Tote', 'Kurta', 'Masala 5']);
    expect(res.body[0]).toMatchObject({ category: 'Electronics', rating: 4.9, numReviews: 3, isPublished: true });
    expect(typeof res.body[0]._id).toBe('string');
  });

  it('breaks rating ties by the number of reviews', async () => {
    const t = await freshShop();
    addMasalas(t.deps);
    addFeatured(t.deps);
    addSneakers(t.deps);
    const top = await callerFor(t.deps).products.top();
    expect(top).toHaveLength(5);
    expect(top[1].name).toBe('Sneaker popular');
  });

  it('never returns more than 5 and never the same product twice', async () => {
    const t = await freshShop();
    addMasalas(t.deps);
    addFeatured(t.deps);
    addSneakers(t.deps);
    for (let i = 0; i < 10; i++) createProduct(t.deps, { name: `Bag ${i}`, category: 'Bags', rating: 5, numReviews: 10 + i });
    const top = await callerFor(t.deps).products.top();
    expect(top).toHaveLength(5);
    expect(new Set(top.map((p) => p._id)).size).toBe(5);
    expect(top.map((p) => p.category).slice(0, 4)).toEqual(['Electronics', 'Footwear', 'Bags', 'Fashion']);
    expect(top[2].name).toBe('Bag 9');
    // The filler is the best of the rest: another 5-star bag with many reviews.
    expect(top[4].name).toBe('Bag 8');
  });

  it('leaves drafts out, however well rated, in the featured places and in the filler', async () => {
    const t = await freshShop();
    addMasalas(t.deps);
    addFeatured(t.deps);
    createProduct(t.deps, { name: 'Draft phone', category: 'Electronics', rating: 5, numReviews: 999, isPublished: false });
    createProduct(t.deps, { name: 'Draft tote', category: 'Bags', rating: 5, numReviews: 999, isPublished: false });
    createProduct(t.deps, { name: 'Draft spice', category: 'Groceries', rating: 5, numReviews: 999, isPublished: false });
    const res = await api(t.app, 'GET', '/api/products/top');
    expect(res.status).toBe(200);
    expect(namesOf(res.body)).toEqual(['Phone A', 'Chappal', 'Tote', 'Kurta', 'Masala 5']);
    expect(res.body.every((p: { isPublished: boolean }) => p.isPublished)).toBe(true);
  });

  it('a shop with only drafts has an empty carousel', async () => {
    const t = await freshShop();
    createProduct(t.deps, { name: 'Draft phone', category: 'Electronics', rating: 5, numReviews: 10, isPublished: false });
    createProduct(t.deps, { name: 'Draft spice', category: 'Groceries', rating: 4, numReviews: 10, isPublished: false });
    expect((await api(t.app, 'GET', '/api/products/top')).body).toEqual([]);
    expect(await callerFor(t.deps).products.top()).toEqual([]);
  });

  it('a draft joins the carousel once the admin publishes it', async () => {
    const t = await freshShop();
    const admin = await createUser(t.deps, { isAdmin: true });
    addMasalas(t.deps);
    const draft = createProduct(t.deps, { name: 'New phone', category: 'Electronics', rating: 4.2, numReviews: 5, isPublished: false });
    expect(namesOf((await api(t.app, 'GET', '/api/products/top')).body)).not.toContain('New phone');
    const published = await api(t.app, 'PUT', `/api/products/${draft.id}`, { token: admin.token, body: { isPublished: true } });
    expect(published.status).toBe(200);
    const res = await api(t.app, 'GET', '/api/products/top');
    expect(namesOf(res.body)).toEqual(['New phone', 'Masala 5', 'Masala 4.5', 'Masala 4', 'Masala 3']);
  });
});
