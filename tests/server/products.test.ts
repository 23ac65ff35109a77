import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
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
import { buy } from '../helpers/purchases.js';
import { orderPayload, productCount, stockOf } from '../helpers/shop.js';

/*
 * Every test sets up what it needs, so the tests pass in any order (`vitest run --sequence.shuffle`):
 * - `catalogue` is a fixed shop built once and only ever read: the list, search and product-page tests.
 * - `shop` is where tests that change things work, each on products it creates itself (users are shared
 *   but never changed, and a review or purchase only concerns its own product).
 * - A test about what the whole storefront shows (drafts in lists and the carousel) gets a fresh app.
 */
let catalogue: TestApp;
let shop: TestApp;
/** Users of `catalogue`. */
let catalogueAdmin: TestUser;
let catalogueCustomer: TestUser;
/** Users of `shop`. */
let admin: TestUser;
let customer: TestUser;
let meera: TestUser;
let kabir: TestUser;
/** Products of `catalogue`, by key. */
const ids: Record<string, string> = {};
const base = Date.parse('2024-01-01T00:00:00Z');

const SAMPLE_IMAGE = '/images/sample.svg';
const NEEDS_PRICE = 'A published product needs a price above Rs 0';
const NEEDS_IMAGE = 'A published product needs its own image: upload one first';
const NOT_A_BUYER = 'Only customers who have bought this product can review it';

beforeAll(async () => {
  [catalogue, shop] = await Promise.all([createTestApp(), createTestApp()]);
  [catalogueAdmin, catalogueCustomer, admin, customer, meera, kabir] = await Promise.all([
    createUser(catalogue.deps, { isAdmin: true, name: 'Admin' }),
    createUser(catalogue.deps, { name: 'Asha' }),
    createUser(shop.deps, { isAdmin: true, name: 'Admin' }),
    createUser(shop.deps, { name: 'Nobody Bought' }),
    createUser(shop.deps, { name: 'Meera' }),
    createUser(shop.deps, { name: 'Kabir' }),
  ]);
  // 30 plain products, then a few with awkward names; createdAt strictly increasing.
  for (let i = 0; i < 30; i++) {
    createProduct(catalogue.deps, { name: `Plain item ${i}`, brand: 'Generic', category: 'Groceries', createdAt: new Date(base + i * 1000) });
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
    ids[key] = createProduct(catalogue.deps, { name, brand, category, createdAt: new Date(base + 100_000 + i * 1000) }).id;
  });
  // A draft, the newest product of all and in a category and brand the tests search for: had it leaked into
  // a list it would be the first thing seen.
  ids.draft = createProduct(catalogue.deps, {
    name: 'Unlaunched Kurta',
    brand: 'Fabindia',
    category: 'Fashion',
    isPublished: false,
    rating: 5,
    numReviews: 40,
    createdAt: new Date(base + 200_000),
  }).id;
});
afterAll(async () => {
  for (const app of [catalogue, shop]) {
    if (!app) continue;
    await app.close();
    removeDataDir(app.dataDir);
  }
});

/** A fresh shop of its own for this test, closed and removed when the test ends. */
async function freshApp(): Promise<TestApp> {
  const app = await createTestApp();
  onTestFinished(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });
  return app;
}

const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);
const productRow = (app: TestApp, id: string) => app.deps.db.select().from(products).where(eq(products.id, id)).get();
const reviewRows = (app: TestApp, productId: string) => app.deps.db.select().from(reviews).where(eq(reviews.productId, productId)).all();

/** The admin's "Create Product" in `shop`: a new sample draft, through the API. */
async function newSample(): Promise<string> {
  const res = await api(shop.app, 'POST', '/api/products', { token: admin.token });
  expect(res.status).toBe(201);
  return res.body._id as string;
}

/** A published product in `shop` reviewed by the given buyers, each with a delivered order holding it. */
async function reviewedProduct(...given: [TestUser, number, string][]) {
  const product = createProduct(shop.deps);
  for (const [buyer, rating, comment] of given) {
    buy(shop.deps, buyer.user.id, product.id);
    await callerFor(shop.deps, buyer.user).products.addReview({ id: product.id, rating, comment });
  }
  return product;
}

const reviewIdOf = (productId: string, user: TestUser) => {
  const row = reviewRows(shop, productId).find((r) => r.userId === user.user.id);
  if (!row) throw new Error('no such review');
  return row.id;
};

describe('GET /api/products', () => {
  it('lists newest first with the paging shape and a default page size of 24', async () => {
    const res = await api(catalogue.app, 'GET', '/api/products');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pages: 2, total: 37 });
    expect(res.body.products).toHaveLength(24);
    expect(names(res.body).slice(0, 2)).toEqual(['Eyeconic Kajal', 'Rockerz 450 Headphones']);
    const times = res.body.products.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const first = res.body.products[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        '_id', 'brand', 'category', 'countInStock', 'createdAt', 'description', 'descriptionHi', 'gstRate', 'hsnCode', 'image', 'isPublished', 'lowStockThreshold',
        'maxPrice', 'mrp', 'name', 'nameHi', 'numReviews', 'price', 'rating', 'sku',
      ].sort(),
    );
    expect(first.price).toBe(100); // 10,000 paise as rupees
    expect(first.isPublished).toBe(true);
  });

  it('pages: the second page holds the rest, a page past the end is empty', async () => {
    const page2 = await api(catalogue.app, 'GET', '/api/products?pageNumber=2');
    expect(page2.status).toBe(200);
    expect(page2.body).toMatchObject({ page: 2, pages: 2, total: 37 });
    expect(page2.body.products).toHaveLength(13);
    expect(names(page2.body).at(-1)).toBe('Plain item 0');
    const small = await api(catalogue.app, 'GET', '/api/products?pageSize=10&pageNumber=4');
    expect(small.body).toMatchObject({ page: 4, pages: 4, total: 37 });
    expect(small.body.products).toHaveLength(7);
    const past = await api(catalogue.app, 'GET', '/api/products?pageNumber=9');
    expect(past.status).toBe(200);
    expect(past.body.products).toEqual([]);
  });

  it('allows pageSize up to 100 and refuses more', async () => {
    const ok = await api(catalogue.app, 'GET', '/api/products?pageSize=100');
    expect(ok.status).toBe(200);
    expect(ok.body.products).toHaveLength(37);
    expect(ok.body.pages).toBe(1);
    const tooBig = await api(catalogue.app, 'GET', '/api/products?pageSize=101');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/pageSize/);
  });

  it('a huge page number is an empty page, not an error', async () => {
    const res = await api(catalogue.app, 'GET', '/api/products?pageNumber=1000000000000000');
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([]);
  });

  it.each([
    'pageNumber=0',
    'pageNumber=-1',
    'pageNumber=abc',
    'pageNumber=1.5',
    'pageNumber=1e300',
    'pageSize=0',
    'pageSize=abc',
    `keyword=${'k'.repeat(101)}`,
  ])('refuses %s with 400', async (query) => {
    const res = await api(catalogue.app, 'GET', `/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('matches the keyword in name, brand or category, ignoring case', async () => {
    expect(names((await api(catalogue.app, 'GET', '/api/products?keyword=ROCKERZ')).body)).toEqual(['Rockerz 450 Headphones']);
    expect(names((await api(catalogue.app, 'GET', '/api/products?keyword=wildCRAFT')).body)).toEqual(["O'Neil Backpack"]);
    const byCategory = await api(catalogue.app, 'GET', '/api/products?keyword=electronics');
    expect(names(byCategory.body).sort()).toEqual(['Rockerz 450 Headphones', 'The "Classic" Watch']);
    expect(byCategory.body.total).toBe(2);
    const none = await api(catalogue.app, 'GET', '/api/products?keyword=zzzz-nothing');
    expect(none.body).toMatchObject({ products: [], total: 0, page: 1, pages: 1 });
  });

  it('treats %, _, quotes and backslash as plain characters', async () => {
    const search = async (keyword: string) => names((await api(catalogue.app, 'GET', `/api/products?keyword=${encodeURIComponent(keyword)}`)).body);
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
    expect(names((await api(catalogue.app, 'GET', '/api/products?keyword=%20%20kajal%20')).body)).toEqual(['Eyeconic Kajal']);
    expect((await api(catalogue.app, 'GET', '/api/products?keyword=%20%20')).body.total).toBe(37);
  });

  it('filters by category, ignoring case; an unknown category matches nothing', async () => {
    const fashion = await api(catalogue.app, 'GET', '/api/products?category=fashion');
    expect(fashion.status).toBe(200);
    expect(names(fashion.body).sort()).toEqual(['100% Cotton Kurta', 'snake_case Tee']);
    const upper = await api(catalogue.app, 'GET', '/api/products?category=GROCERIES&pageSize=100');
    expect(upper.body.total).toBe(30);
    const unknown = await api(catalogue.app, 'GET', '/api/products?category=toys');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ products: [], total: 0 });
    const both = await api(catalogue.app, 'GET', '/api/products?category=Electronics&keyword=titan');
    expect(names(both.body)).toEqual(['The "Classic" Watch']);
  });

  it('works through tRPC with the same result', async () => {
    const list = await callerFor(catalogue.deps).products.list({ keyword: 'boat', pageNumber: 1, pageSize: 24 });
    expect(list.products.map((p) => p._id)).toEqual([ids.boat]);
    expect(list.total).toBe(1);
  });

  it('leaves drafts out of the list, search and category filter, for admins too unless they ask', async () => {
    for (const token of [undefined, catalogueCustomer.token, catalogueAdmin.token]) {
      const all = await api(catalogue.app, 'GET', '/api/products?pageSize=100', { token });
      expect(all.body.total).toBe(37);
      expect(all.body.products.map((p: { _id: string }) => p._id)).not.toContain(ids.draft);
      expect((await api(catalogue.app, 'GET', '/api/products?keyword=unlaunched', { token })).body).toMatchObject({ products: [], total: 0 });
      expect(names((await api(catalogue.app, 'GET', '/api/products?keyword=fabindia', { token })).body)).toEqual(['100% Cotton Kurta']);
    }
  });

  it('includeDrafts=true: the admin sees drafts too; a visitor gets 401 and a customer 403', async () => {
    const withDrafts = await api(catalogue.app, 'GET', '/api/products?includeDrafts=true&pageSize=100', { token: catalogueAdmin.token });
    expect(withDrafts.status).toBe(200);
    expect(withDrafts.body.total).toBe(38);
    expect(withDrafts.body.products[0]).toMatchObject({ _id: ids.draft, name: 'Unlaunched Kurta', isPublished: false });
    expect(withDrafts.body.products.filter((p: { isPublished: boolean }) => !p.isPublished)).toHaveLength(1);
    const searched = await api(catalogue.app, 'GET', '/api/products?includeDrafts=true&keyword=unlaunched', { token: catalogueAdmin.token });
    expect(names(searched.body)).toEqual(['Unlaunched Kurta']);
    const published = await api(catalogue.app, 'GET', '/api/products?includeDrafts=false', { token: catalogueAdmin.token });
    expect(published.body.total).toBe(37);

    const visitor = await api(catalogue.app, 'GET', '/api/products?includeDrafts=true');
    expect(visitor.status).toBe(401);
    expect(typeof visitor.body.message).toBe('string');
    const forbidden = await api(catalogue.app, 'GET', '/api/products?includeDrafts=true', { token: catalogueCustomer.token });
    expect(forbidden.status).toBe(403);
    expect(typeof forbidden.body.message).toBe('string');

    const viaTrpc = await callerFor(catalogue.deps, catalogueAdmin.user).products.list({ includeDrafts: true, pageNumber: 1, pageSize: 100 });
    expect(viaTrpc.total).toBe(38);
    await expect(callerFor(catalogue.deps, catalogueCustomer.user).products.list({ includeDrafts: true, pageNumber: 1, pageSize: 24 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(callerFor(catalogue.deps).products.list({ includeDrafts: true, pageNumber: 1, pageSize: 24 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('GET /api/products/{id}', () => {
  it('returns the product with its reviews', async () => {
    const res = await api(catalogue.app, 'GET', `/api/products/${ids.boat}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: ids.boat, name: 'Rockerz 450 Headphones', brand: 'boAt', category: 'Electronics', isPublished: true, reviews: [] });
  });

  it('404 Product not found for an unknown id', async () => {
    const res = await api(catalogue.app, 'GET', '/api/products/000000000000000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Product not found' });
    await expect(callerFor(catalogue.deps).products.byId({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
  });

  it('a draft is 404 Product not found to visitors and customers; an admin sees it', async () => {
    for (const token of [undefined, catalogueCustomer.token]) {
      const res = await api(catalogue.app, 'GET', `/api/products/${ids.draft}`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Product not found' });
    }
    await expect(callerFor(catalogue.deps, catalogueCustomer.user).products.byId({ id: ids.draft })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
    const asAdmin = await api(catalogue.app, 'GET', `/api/products/${ids.draft}`, { token: catalogueAdmin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ _id: ids.draft, name: 'Unlaunched Kurta', isPublished: false, reviews: [] });
    expect((await callerFor(catalogue.deps, catalogueAdmin.user).products.byId({ id: ids.draft })).isPublished).toBe(false);
  });
});

describe('drafts on the storefront', () => {
  it('a new product is a draft: absent from the list, search and top products, 404 to shoppers, and cannot be ordered', async () => {
    const f = await freshApp();
    const [owner, shopper] = await Promise.all([createUser(f.deps, { isAdmin: true }), createUser(f.deps)]);
    createProduct(f.deps, { name: 'Ordinary Lamp', category: 'Electronics', rating: 3, numReviews: 2 });
    // The admin's sample, given stock, a price and a picture but not published: only being a draft keeps it off.
    const created = await api(f.app, 'POST', '/api/products', { token: owner.token });
    expect(created.status).toBe(201);
    const draftId: string = created.body._id;
    const edited = await api(f.app, 'PUT', `/api/products/${draftId}`, {
      token: owner.token,
      body: { name: 'Secret Speaker', price: 499, image: '/uploads/speaker.webp', countInStock: 5 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.isPublished).toBe(false);
    // A draft that would lead the carousel if it counted.
    const starDraft = createProduct(f.deps, { name: 'Star Speaker', category: 'Electronics', rating: 5, numReviews: 900, isPublished: false });

    const list = await api(f.app, 'GET', '/api/products');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, pages: 1 });
    expect(names(list.body)).toEqual(['Ordinary Lamp']);
    for (const keyword of ['speaker', 'Sample', 'electronics']) {
      const found = await api(f.app, 'GET', `/api/products?keyword=${keyword}`, { token: shopper.token });
      expect(names(found.body)).not.toContain('Secret Speaker');
      expect(names(found.body)).not.toContain('Star Speaker');
    }
    const top = await api(f.app, 'GET', '/api/products/top');
    expect(top.status).toBe(200);
    expect(top.body.map((p: { name: string }) => p.name)).toEqual(['Ordinary Lamp']);
    expect(await callerFor(f.deps).products.top()).toHaveLength(1);

    for (const id of [draftId, starDraft.id]) {
      for (const token of [undefined, shopper.token]) {
        const page = await api(f.app, 'GET', `/api/products/${id}`, { token });
        expect(page.status).toBe(404);
        expect(page.body.message).toBe('Product not found');
      }
    }

    const order = await api(f.app, 'POST', '/api/orders', { token: shopper.token, body: orderPayload([{ product: draftId, qty: 1, pricePaise: 49_900 }]) });
    expect(order.status).toBe(400);
    expect(order.body.message).toContain('no longer exists');
    expect(stockOf(f.deps, draftId)).toBe(5);
  });

  it('publishing a draft puts it in the list, search, top products and on its page, and makes it orderable', async () => {
    const f = await freshApp();
    const [owner, shopper] = await Promise.all([createUser(f.deps, { isAdmin: true }), createUser(f.deps)]);
    createProduct(f.deps, { name: 'Ordinary Lamp', category: 'Electronics', rating: 3, numReviews: 2 });
    const draftId: string = (await api(f.app, 'POST', '/api/products', { token: owner.token })).body._id;

    const published = await api(f.app, 'PUT', `/api/products/${draftId}`, {
      token: owner.token,
      body: { name: 'Secret Speaker', price: 499, image: '/uploads/speaker.webp', countInStock: 5, isPublished: true },
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ _id: draftId, name: 'Secret Speaker', price: 499, isPublished: true });

    const list = await api(f.app, 'GET', '/api/products');
    expect(list.body.total).toBe(2);
    expect(names(list.body)).toContain('Secret Speaker');
    expect(names((await api(f.app, 'GET', '/api/products?keyword=speaker')).body)).toEqual(['Secret Speaker']);
    const top = await api(f.app, 'GET', '/api/products/top');
    expect(top.body.map((p: { _id: string }) => p._id)).toContain(draftId);
    const page = await api(f.app, 'GET', `/api/products/${draftId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ name: 'Secret Speaker', isPublished: true });

    const order = await api(f.app, 'POST', '/api/orders', { token: shopper.token, body: orderPayload([{ product: draftId, qty: 1, pricePaise: 49_900 }]) });
    expect(order.status).toBe(201);
    expect(stockOf(f.deps, draftId)).toBe(4);
  });

  it('unpublishing takes a product off the storefront again', async () => {
    const product = createProduct(shop.deps, { name: 'Seasonal Rakhi' });
    expect((await api(shop.app, 'GET', `/api/products/${product.id}`)).status).toBe(200);
    const res = await api(shop.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { isPublished: false } });
    expect(res.status).toBe(200);
    expect(res.body.isPublished).toBe(false);
    expect((await api(shop.app, 'GET', `/api/products/${product.id}`)).status).toBe(404);
    expect(names((await api(shop.app, 'GET', '/api/products?keyword=Seasonal%20Rakhi')).body)).toEqual([]);
  });

  it.each([
    ['a price of 0', { pricePaise: 0 }],
    ['the sample image', { image: SAMPLE_IMAGE }],
  ])('a published product with %s (an old row) cannot be ordered', async (_label, fields) => {
    const product = createProduct(shop.deps, { ...fields, countInStock: 3 });
    const res = await api(shop.app, 'POST', '/api/orders', {
      token: customer.token,
      body: orderPayload([{ product: product.id, qty: 1, pricePaise: product.pricePaise }]),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('no longer exists');
    expect(stockOf(shop.deps, product.id)).toBe(3);
  });
});

describe('POST /api/products/{id}/reviews', () => {
  it('401 for a visitor', async () => {
    const product = createProduct(shop.deps);
    const res = await api(shop.app, 'POST', `/api/products/${product.id}/reviews`, { body: { rating: 5, comment: 'Great' } });
    expect(res.status).toBe(401);
    expect(typeof res.body.message).toBe('string');
    expect(reviewRows(shop, product.id)).toHaveLength(0);
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
  ])('400 for %s from a buyer, and nothing is stored', async (_label, body) => {
    const product = createProduct(shop.deps);
    buy(shop.deps, meera.user.id, product.id);
    const res = await api(shop.app, 'POST', `/api/products/${product.id}/reviews`, { token: meera.token, body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(reviewRows(shop, product.id)).toHaveLength(0);
    expect(productRow(shop, product.id)).toMatchObject({ rating: 0, numReviews: 0 });
  });

  it('404 for an unknown product', async () => {
    const res = await api(shop.app, 'POST', '/api/products/000000000000000000000000/reviews', { token: customer.token, body: { rating: 4, comment: 'Hm' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });

  it('404 for a draft, even from someone who bought it before it was unpublished', async () => {
    const product = createProduct(shop.deps, { isPublished: false });
    buy(shop.deps, meera.user.id, product.id);
    const res = await api(shop.app, 'POST', `/api/products/${product.id}/reviews`, { token: meera.token, body: { rating: 4, comment: 'Hm' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
    expect(reviewRows(shop, product.id)).toHaveLength(0);
  });

  it('201 adds the review (trimmed, under the user’s name, a verified purchase) and recomputes rating and numReviews', async () => {
    const product = createProduct(shop.deps);
    buy(shop.deps, meera.user.id, product.id);
    buy(shop.deps, kabir.user.id, product.id, { paid: true, delivered: false });
    const res = await api(shop.app, 'POST', `/api/products/${product.id}/reviews`, { token: meera.token, body: { rating: 5, comment: '  Lovely kajal  ' } });
    expect(res.status).toBe(201);
    expect(typeof res.body.message).toBe('string');
    const after = await api(shop.app, 'GET', `/api/products/${product.id}`);
    expect(after.body).toMatchObject({ rating: 5, numReviews: 1 });
    expect(after.body.reviews).toHaveLength(1);
    expect(after.body.reviews[0]).toMatchObject({ name: 'Meera', rating: 5, comment: 'Lovely kajal', verifiedPurchase: true });
    expect(typeof after.body.reviews[0].createdAt).toBe('string');

    // A second customer, through tRPC: the average becomes (5 + 2) / 2.
    await callerFor(shop.deps, kabir.user).products.addReview({ id: product.id, rating: 2, comment: 'Smudges' });
    expect(productRow(shop, product.id)).toMatchObject({ rating: 3.5, numReviews: 2 });
    const reviewsShown = (await api(shop.app, 'GET', `/api/products/${product.id}`)).body.reviews;
    expect(reviewsShown.map((r: { verifiedPurchase: boolean }) => r.verifiedPurchase)).toEqual([true, true]);
    expect(reviewRows(shop, product.id).every((r) => r.verifiedPurchase)).toBe(true);
  });

  it('accepts a comment of exactly 2000 characters', async () => {
    const product = createProduct(shop.deps);
    buy(shop.deps, meera.user.id, product.id);
    const res = await api(shop.app, 'POST', `/api/products/${product.id}/reviews`, { token: meera.token, body: { rating: 4, comment: 'y'.repeat(2000) } });
    expect(res.status).toBe(201);
  });

  it('a second review by the same user → 400 Product already reviewed, counts unchanged', async () => {
    const product = await reviewedProduct([meera, 5, 'Lovely'], [kabir, 2, 'Smudges']);
    expect(productRow(shop, product.id)).toMatchObject({ rating: 3.5, numReviews: 2 });
    const res = await api(shop.app, 'POST', `/api/products/${product.id}/reviews`, { token: meera.token, body: { rating: 1, comment: 'Changed my mind' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Product already reviewed');
    expect(productRow(shop, product.id)).toMatchObject({ rating: 3.5, numReviews: 2 });
    await expect(callerFor(shop.deps, kabir.user).products.addReview({ id: product.id, rating: 1, comment: 'again' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Product already reviewed',
    });
    expect(reviewRows(shop, product.id)).toHaveLength(2);
  });

  it('403 for a customer who has not bought the product, and nothing is stored', async () => {
    const product = createProduct(shop.deps);
    // Buying something else, or someone else buying this, does not count.
    buy(shop.deps, customer.user.id, createProduct(shop.deps).id, { paid: true });
    buy(shop.deps, meera.user.id, product.id, { paid: true });
    const res = await api(shop.app, 'POST', `/api/products/${product.id}/reviews`, { token: customer.token, body: { rating: 1, comment: 'Never got it' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(NOT_A_BUYER);
    await expect(callerFor(shop.deps, customer.user).products.addReview({ id: product.id, rating: 1, comment: 'Never got it' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: NOT_A_BUYER,
    });
    expect(reviewRows(shop, product.id)).toHaveLength(0);
    expect(productRow(shop, product.id)).toMatchObject({ rating: 0, numReviews: 0 });
  });

  it.each([
    ['paid and delivered', 201, { paid: true, delivered: true }],
    ['paid, not yet delivered', 201, { paid: true, delivered: false }],
    ['delivered cash on delivery', 201, { paid: false, delivered: true }],
    ['neither paid nor delivered', 403, { paid: false, delivered: false }],
  ] as const)('an order %s → %i', async (_label, status, state) => {
    const product = createProduct(shop.deps);
    buy(shop.deps, meera.user.id, product.id, state);
    const res = await api(shop.app, 'POST', `/api/products/${product.id}/reviews`, { token: meera.token, body: { rating: 4, comment: 'Works' } });
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body.message).toBe(NOT_A_BUYER);
    expect(reviewRows(shop, product.id)).toHaveLength(status === 201 ? 1 : 0);
  });

  it('25 new accounts from one address cannot take a 4.5★ product down: every review is refused', async () => {
    const product = await reviewedProduct([meera, 5, 'Superb'], [kabir, 4, 'Good value']);
    expect(productRow(shop, product.id)).toMatchObject({ rating: 4.5, numReviews: 2 });
    const accounts = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        api(shop.app, 'POST', '/api/users/register', { body: { name: `Bot ${i}`, email: `bot${i}-${product.id}@example.com`, password: 'password123' } }),
      ),
    );
    expect(accounts.map((a) => a.status)).toEqual(Array(25).fill(201));
    const attempts = await Promise.all(
      accounts.map((a) => api(shop.app, 'POST', `/api/products/${product.id}/reviews`, { token: a.body.token, body: { rating: 1, comment: 'Worst product ever' } })),
    );
    expect(attempts.map((r) => r.status)).toEqual(Array(25).fill(403));
    expect(new Set(attempts.map((r) => r.body.message))).toEqual(new Set([NOT_A_BUYER]));
    expect(productRow(shop, product.id)).toMatchObject({ rating: 4.5, numReviews: 2 });
    expect(reviewRows(shop, product.id)).toHaveLength(2);
    const page = await api(shop.app, 'GET', `/api/products/${product.id}`);
    expect(page.body).toMatchObject({ rating: 4.5, numReviews: 2 });
    expect(page.body.reviews.map((r: { name: string }) => r.name).sort()).toEqual(['Kabir', 'Meera']);
  }, 60_000); // 25 argon2 password hashes
});

describe('GET /api/products/{id}/can-review', () => {
  it('401 for a visitor', async () => {
    const product = createProduct(shop.deps);
    const res = await api(shop.app, 'GET', `/api/products/${product.id}/can-review`);
    expect(res.status).toBe(401);
    expect(typeof res.body.message).toBe('string');
    await expect(callerFor(shop.deps).products.canReview({ id: product.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each([
    ['never bought it', false, undefined],
    ['has an order neither paid nor delivered', false, { paid: false, delivered: false }],
    ['has a paid order', true, { paid: true, delivered: false }],
    ['has a delivered order', true, { paid: false, delivered: true }],
  ] as const)('a customer who %s → canReview %s', async (_label, expected, state) => {
    const product = createProduct(shop.deps);
    if (state) buy(shop.deps, meera.user.id, product.id, state);
    const res = await api(shop.app, 'GET', `/api/products/${product.id}/can-review`, { token: meera.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ canReview: expected, yourReview: null });
    expect(await callerFor(shop.deps, meera.user).products.canReview({ id: product.id })).toEqual({ canReview: expected, yourReview: null });
  });

  it('a customer who has reviewed it gets their review instead of another form: its id, and whether it is off the page', async () => {
    const product = await reviewedProduct([meera, 5, 'Lovely'], [kabir, 3, 'Fine']);
    const standing = async (who: TestUser) => (await api(shop.app, 'GET', `/api/products/${product.id}/can-review`, { token: who.token })).body;
    expect(await standing(meera)).toEqual({ canReview: false, yourReview: { _id: reviewIdOf(product.id, meera), hidden: false, purchaseWithdrawn: false } });
    // The id is the one the product page lists the review under.
    const page = (await api(shop.app, 'GET', `/api/products/${product.id}`)).body as { reviews: { _id: string; name: string }[] };
    expect(page.reviews.find((r) => r._id === reviewIdOf(product.id, meera))?.name).toBe('Meera');

    const hidden = await api(shop.app, 'PUT', `/api/products/${product.id}/reviews/${reviewIdOf(product.id, kabir)}`, { token: admin.token, body: { hidden: true } });
    expect(hidden.status).toBe(200);
    expect(await standing(kabir)).toEqual({ canReview: false, yourReview: { _id: reviewIdOf(product.id, kabir), hidden: true, purchaseWithdrawn: false } });
  });
});

describe('admin: review moderation', () => {
  it('GET /api/products/{id}/reviews: visitor 401, customer 403; the admin sees every review with isHidden', async () => {
    const product = await reviewedProduct([meera, 5, 'Lovely'], [kabir, 1, 'Rubbish']);
    shop.deps.db.update(reviews).set({ isHidden: true }).where(eq(reviews.id, reviewIdOf(product.id, kabir))).run();

    expect((await api(shop.app, 'GET', `/api/products/${product.id}/reviews`)).status).toBe(401);
    const forbidden = await api(shop.app, 'GET', `/api/products/${product.id}/reviews`, { token: meera.token });
    expect(forbidden.status).toBe(403);
    expect(typeof forbidden.body.message).toBe('string');

    const res = await api(shop.app, 'GET', `/api/products/${product.id}/reviews`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const byName = Object.fromEntries(res.body.map((r: { name: string }) => [r.name, r]));
    expect(byName.Meera).toMatchObject({ rating: 5, comment: 'Lovely', verifiedPurchase: true, isHidden: false });
    expect(byName.Kabir).toMatchObject({ rating: 1, comment: 'Rubbish', verifiedPurchase: true, isHidden: true });
    expect(Object.keys(byName.Meera).sort()).toEqual(['_id', 'comment', 'createdAt', 'isHidden', 'name', 'purchaseWithdrawnAt', 'rating', 'verifiedPurchase']);

    const viaTrpc = await callerFor(shop.deps, admin.user).products.reviews({ id: product.id });
    expect(viaTrpc).toHaveLength(2);
    await expect(callerFor(shop.deps, meera.user).products.reviews({ id: product.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('GET /api/products/{id}/reviews: 404 for an unknown product, [] for one without reviews', async () => {
    const unknown = await api(shop.app, 'GET', '/api/products/000000000000000000000000/reviews', { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    const product = createProduct(shop.deps);
    const none = await api(shop.app, 'GET', `/api/products/${product.id}/reviews`, { token: admin.token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('hiding a review takes it off the page and out of rating and numReviews; showing it puts it back', async () => {
    const product = await reviewedProduct([meera, 5, 'Lovely'], [kabir, 1, 'Rubbish']);
    expect(productRow(shop, product.id)).toMatchObject({ rating: 3, numReviews: 2 });
    const kabirsReview = reviewIdOf(product.id, kabir);

    const hidden = await api(shop.app, 'PUT', `/api/products/${product.id}/reviews/${kabirsReview}`, { token: admin.token, body: { hidden: true } });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ message: 'Review hidden' });
    const page = await api(shop.app, 'GET', `/api/products/${product.id}`);
    expect(page.body).toMatchObject({ rating: 5, numReviews: 1 });
    expect(page.body.reviews.map((r: { name: string }) => r.name)).toEqual(['Meera']);
    expect(productRow(shop, product.id)).toMatchObject({ rating: 5, numReviews: 1 });
    // Hidden is not deleted: the same customer still cannot post another one.
    const again = await api(shop.app, 'POST', `/api/products/${product.id}/reviews`, { token: kabir.token, body: { rating: 1, comment: 'Again' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Product already reviewed');

    const shown = await api(shop.app, 'PUT', `/api/products/${product.id}/reviews/${kabirsReview}`, { token: admin.token, body: { hidden: false } });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ message: 'Review shown' });
    const back = await api(shop.app, 'GET', `/api/products/${product.id}`);
    expect(back.body).toMatchObject({ rating: 3, numReviews: 2 });
    expect(back.body.reviews.map((r: { name: string }) => r.name).sort()).toEqual(['Kabir', 'Meera']);
  });

  it('hiding every review leaves rating 0 and numReviews 0; works through tRPC', async () => {
    const product = await reviewedProduct([meera, 2, 'Meh']);
    const result = await callerFor(shop.deps, admin.user).products.setReviewHidden({ id: product.id, reviewId: reviewIdOf(product.id, meera), hidden: true });
    expect(result).toEqual({ message: 'Review hidden' });
    expect(productRow(shop, product.id)).toMatchObject({ rating: 0, numReviews: 0 });
    expect((await api(shop.app, 'GET', `/api/products/${product.id}`)).body.reviews).toEqual([]);
  });

  it('hide: visitor 401, customer 403, and the review stays visible', async () => {
    const product = await reviewedProduct([meera, 1, 'Bad']);
    const url = `/api/products/${product.id}/reviews/${reviewIdOf(product.id, meera)}`;
    expect((await api(shop.app, 'PUT', url, { body: { hidden: true } })).status).toBe(401);
    const forbidden = await api(shop.app, 'PUT', url, { token: kabir.token, body: { hidden: true } });
    expect(forbidden.status).toBe(403);
    expect(typeof forbidden.body.message).toBe('string');
    await expect(
      callerFor(shop.deps, kabir.user).products.setReviewHidden({ id: product.id, reviewId: reviewIdOf(product.id, meera), hidden: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(reviewRows(shop, product.id)[0].isHidden).toBe(false);
    expect(productRow(shop, product.id)).toMatchObject({ rating: 1, numReviews: 1 });
  });

  it('hide: 404 Review not found for an unknown review or one of another product; 400 without hidden', async () => {
    const product = await reviewedProduct([meera, 4, 'Fine']);
    const other = await reviewedProduct([kabir, 2, 'Poor']);
    const unknown = await api(shop.app, 'PUT', `/api/products/${product.id}/reviews/000000000000000000000000`, { token: admin.token, body: { hidden: true } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Review not found');
    const elsewhere = await api(shop.app, 'PUT', `/api/products/${product.id}/reviews/${reviewIdOf(other.id, kabir)}`, {
      token: admin.token,
      body: { hidden: true },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('Review not found');
    expect(reviewRows(shop, other.id)[0].isHidden).toBe(false);
    const noFlag = await api(shop.app, 'PUT', `/api/products/${product.id}/reviews/${reviewIdOf(product.id, meera)}`, { token: admin.token, body: {} });
    expect(noFlag.status).toBe(400);
    expect(typeof noFlag.body.message).toBe('string');
    expect(reviewRows(shop, product.id)[0].isHidden).toBe(false);
  });
});

describe('admin: POST /api/products (create a sample)', () => {
  it('visitor 401, customer 403, and nothing is created', async () => {
    const before = productCount(shop.deps);
    expect((await api(shop.app, 'POST', '/api/products')).status).toBe(401);
    const forbidden = await api(shop.app, 'POST', '/api/products', { token: customer.token });
    expect(forbidden.status).toBe(403);
    expect(typeof forbidden.body.message).toBe('string');
    expect(productCount(shop.deps)).toBe(before);
  });

  it('admin → 201 with a sample draft carrying an _id', async () => {
    const before = productCount(shop.deps);
    const res = await api(shop.app, 'POST', '/api/products', { token: admin.token, body: {} });
    expect(res.status).toBe(201);
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body).toMatchObject({
      name: 'Sample name',
      price: 0,
      image: SAMPLE_IMAGE,
      countInStock: 0,
      rating: 0,
      numReviews: 0,
      isPublished: false,
      reviews: [],
    });
    expect(productCount(shop.deps)).toBe(before + 1);
    expect(productRow(shop, res.body._id)).toMatchObject({ pricePaise: 0, isPublished: false });
  });

  it('admin through tRPC too', async () => {
    const created = await callerFor(shop.deps, admin.user).products.create();
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.isPublished).toBe(false);
    await expect(callerFor(shop.deps, customer.user).products.create()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(shop.deps).products.create()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
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
    const id = await newSample();
    expect((await api(shop.app, 'PUT', `/api/products/${id}`, { body: valid })).status).toBe(401);
    expect((await api(shop.app, 'PUT', `/api/products/${id}`, { token: customer.token, body: valid })).status).toBe(403);
    expect((await api(shop.app, 'PUT', `/api/products/${id}`, { token: customer.token, body: { isPublished: true } })).status).toBe(403);
    expect(productRow(shop, id)).toMatchObject({ name: 'Sample name', isPublished: false });
  });

  it('admin updates every field; the category is accepted in any case and stored canonically', async () => {
    const id = await newSample();
    const res = await api(shop.app, 'PUT', `/api/products/${id}`, { token: admin.token, body: valid });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...valid, category: 'Fashion', _id: id, isPublished: false });
    expect(productRow(shop, id)).toMatchObject({ pricePaise: 459_950, category: 'Fashion', countInStock: 7 });
  });

  it('ignores rating and numReviews in the body', async () => {
    const id = await newSample();
    const res = await api(shop.app, 'PUT', `/api/products/${id}`, { token: admin.token, body: { ...valid, rating: 5, numReviews: 999 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rating: 0, numReviews: 0 });
    const reviewed = await reviewedProduct([meera, 5, 'Lovely kajal'], [kabir, 2, 'Smudges']);
    const kajal = await api(shop.app, 'PUT', `/api/products/${reviewed.id}`, { token: admin.token, body: { rating: 1, numReviews: 0, name: 'Eyeconic Kajal' } });
    expect(kajal.status).toBe(200);
    expect(kajal.body).toMatchObject({ name: 'Eyeconic Kajal', rating: 3.5, numReviews: 2 });
  });

  it('a partial update changes only the fields given', async () => {
    const id = await newSample();
    expect((await api(shop.app, 'PUT', `/api/products/${id}`, { token: admin.token, body: valid })).status).toBe(200);
    const res = await api(shop.app, 'PUT', `/api/products/${id}`, { token: admin.token, body: { countInStock: 0 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Banarasi Silk Saree', price: 4599.5, countInStock: 0, isPublished: false });
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
    ['isPublished not a boolean', { isPublished: 'yes' }],
  ])('400 for %s, and nothing changes', async (_label, body) => {
    const id = await newSample();
    const before = productRow(shop, id);
    const res = await api(shop.app, 'PUT', `/api/products/${id}`, { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(productRow(shop, id)).toEqual(before);
  });

  it('a draft accepts a price given as a 2-decimal string, and a price of 0', async () => {
    const id = await newSample();
    const text = await api(shop.app, 'PUT', `/api/products/${id}`, { token: admin.token, body: { price: '1299.99' } });
    expect(text.status).toBe(200);
    expect(text.body.price).toBe(1299.99);
    const zero = await api(shop.app, 'PUT', `/api/products/${id}`, { token: admin.token, body: { price: 0 } });
    expect(zero.status).toBe(200);
    expect(zero.body).toMatchObject({ price: 0, isPublished: false });
  });

  it.each([0, '0', '0.00'])('a published product refuses a price of %j with 400, and nothing changes', async (price) => {
    const product = createProduct(shop.deps, { pricePaise: 25_000 });
    const res = await api(shop.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { price, name: 'Cheaper now' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NEEDS_PRICE);
    expect(productRow(shop, product.id)).toEqual(product);
    const text = await api(shop.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { price: '1299.99' } });
    expect(text.status).toBe(200);
    expect(text.body).toMatchObject({ price: 1299.99, isPublished: true });
  });

  it('a published product cannot go back to the sample image', async () => {
    const product = createProduct(shop.deps);
    const res = await api(shop.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { image: SAMPLE_IMAGE } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NEEDS_IMAGE);
    expect(productRow(shop, product.id)).toEqual(product);
  });

  it.each([
    ['the sample as created (price 0 and the sample image)', {}, NEEDS_PRICE],
    ['a price of 0', { image: '/uploads/saree.webp' }, NEEDS_PRICE],
    ['the sample image', { price: 499 }, NEEDS_IMAGE],
  ])('publishing %s → 400, and it stays a draft', async (_label, edits, message) => {
    const id = await newSample();
    expect((await api(shop.app, 'PUT', `/api/products/${id}`, { token: admin.token, body: edits })).status).toBe(200);
    const before = productRow(shop, id);
    const res = await api(shop.app, 'PUT', `/api/products/${id}`, { token: admin.token, body: { isPublished: true } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(productRow(shop, id)).toEqual(before);
    expect((await api(shop.app, 'GET', `/api/products/${id}`)).status).toBe(404);
    await expect(callerFor(shop.deps, admin.user).products.update({ id, isPublished: true })).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
  });

  it('publishes once it has a price and its own image, in the same request or after', async () => {
    const together = await newSample();
    const res = await api(shop.app, 'PUT', `/api/products/${together}`, { token: admin.token, body: { ...valid, isPublished: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Banarasi Silk Saree', price: 4599.5, image: '/uploads/abc.webp', isPublished: true });
    expect((await api(shop.app, 'GET', `/api/products/${together}`)).status).toBe(200);

    const later = await newSample();
    expect((await api(shop.app, 'PUT', `/api/products/${later}`, { token: admin.token, body: { price: 99, image: '/uploads/later.webp' } })).status).toBe(200);
    const published = await callerFor(shop.deps, admin.user).products.update({ id: later, isPublished: true });
    expect(published).toMatchObject({ price: 99, isPublished: true });
    expect(productRow(shop, later)?.isPublished).toBe(true);
  });

  it('404 for an unknown product', async () => {
    const res = await api(shop.app, 'PUT', '/api/products/000000000000000000000000', { token: admin.token, body: valid });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });

  it('works through tRPC', async () => {
    const id = await newSample();
    const updated = await callerFor(shop.deps, admin.user).products.update({ id, brand: 'Nalli Silks' });
    expect(updated.brand).toBe('Nalli Silks');
    await expect(callerFor(shop.deps, customer.user).products.update({ id, brand: 'x' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(productRow(shop, id)?.brand).toBe('Nalli Silks');
  });
});

describe('admin: DELETE /api/products/{id}', () => {
  it('visitor 401, customer 403, and the product stays', async () => {
    const product = createProduct(shop.deps);
    expect((await api(shop.app, 'DELETE', `/api/products/${product.id}`)).status).toBe(401);
    expect((await api(shop.app, 'DELETE', `/api/products/${product.id}`, { token: customer.token })).status).toBe(403);
    expect((await api(shop.app, 'GET', `/api/products/${product.id}`)).status).toBe(200);
  });

  it('admin deletes it (with its reviews); it is gone afterwards', async () => {
    const product = await reviewedProduct([meera, 5, 'Lovely'], [kabir, 2, 'Smudges']);
    expect(reviewRows(shop, product.id)).toHaveLength(2);
    const res = await api(shop.app, 'DELETE', `/api/products/${product.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product deleted');
    expect((await api(shop.app, 'GET', `/api/products/${product.id}`)).status).toBe(404);
    expect(reviewRows(shop, product.id)).toEqual([]);
  });

  it('an admin can delete a draft', async () => {
    const id = await newSample();
    const res = await api(shop.app, 'DELETE', `/api/products/${id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(productRow(shop, id)).toBeUndefined();
  });

  it('unknown, or already deleted → 404', async () => {
    const product = createProduct(shop.deps);
    expect((await api(shop.app, 'DELETE', `/api/products/${product.id}`, { token: admin.token })).status).toBe(200);
    const res = await api(shop.app, 'DELETE', `/api/products/${product.id}`, { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
    const unknown = await api(shop.app, 'DELETE', '/api/products/000000000000000000000000', { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
  });
});
