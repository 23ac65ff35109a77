/**
 * A product's photos (docs/decisions/045-product-photos.md): PUT /api/products/{id}/images sets them in the
 * owner's order, keeps the ids of the photos sent back, drops removed ones from the variants, and makes the
 * first the product's image; the product form's `image` goes on replacing the first photo.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products, productVariants } from '../../drizzle/schema.js';
import { newId } from '../../src/server/ids.js';
import { MAX_PRODUCT_IMAGES } from '../../src/shared/variants.js';
import { api, callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
});

afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

interface Photo {
  id: string;
  url: string;
  alt: string;
}

const photo = (n: number, alt = `Photo number ${n}`) => ({ url: `/uploads/photo-${n}.webp`, alt });

async function setPhotos(productId: string, images: unknown, token = admin.token) {
  return api(t.app, 'PUT', `/api/products/${productId}/images`, { token, body: { images } });
}

/** The product's photos as a shopper's GET gives them (the admin's, for a draft). */
async function photosOf(productId: string): Promise<Photo[]> {
  const res = await api(t.app, 'GET', `/api/products/${productId}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.images;
}

const imageOf = (productId: string) => t.deps.db.select({ image: products.image }).from(products).where(eq(products.id, productId)).get()?.image;

/** A variant of the product with its own option value, showing the photos named. */
function addVariant(productId: string, value: string, imageIds: string[]): string {
  const id = newId();
  t.deps.db
    .insert(productVariants)
    .values({ id, productId, position: 1, option1: value, pricePaise: 10_000, countInStock: 1, imageIds: JSON.stringify(imageIds) })
    .run();
  return id;
}

const imageIdsOfVariant = (id: string): string[] =>
  JSON.parse(t.deps.db.select({ imageIds: productVariants.imageIds }).from(productVariants).where(eq(productVariants.id, id)).get()?.imageIds ?? 'null') as string[];

describe('PUT /api/products/{id}/images', () => {
  it('sets the photos in the order sent, alt text trimmed, and the first becomes the product image', async () => {
    const product = createProduct(t.deps);
    const res = await setPhotos(product.id, [photo(1, '  Front view  '), photo(2), photo(3, '')]);
    expect(res.status).toBe(200);
    // The answer is the product, as the product update gives it.
    expect(res.body).toMatchObject({ _id: product.id, name: product.name, image: '/uploads/photo-1.webp' });
    expect(res.body.images.map((p: Photo) => [p.url, p.alt])).toEqual([
      ['/uploads/photo-1.webp', 'Front view'],
      ['/uploads/photo-2.webp', 'Photo number 2'],
      ['/uploads/photo-3.webp', ''],
    ]);
    expect(new Set(res.body.images.map((p: Photo) => p.id)).size).toBe(3);
    expect(await photosOf(product.id)).toEqual(res.body.images);
    expect(imageOf(product.id)).toBe('/uploads/photo-1.webp');
    // A product sold one way only shows them all.
    expect(res.body.variants[0].images).toEqual(res.body.images);
  });

  it('keeps the id of each photo sent back, gives new photos new ids and removes the photos left out', async () => {
    const product = createProduct(t.deps);
    const [a, b, c] = (await setPhotos(product.id, [photo(1), photo(2), photo(3)])).body.images as Photo[];

    const res = await setPhotos(product.id, [{ ...c, alt: 'Now the first' }, photo(4), a]);
    expect(res.status).toBe(200);
    const after = res.body.images as Photo[];
    expect(after.map((p) => p.id).filter((id) => id !== after[1].id)).toEqual([c.id, a.id]);
    expect(after.map((p) => p.url)).toEqual(['/uploads/photo-3.webp', '/uploads/photo-4.webp', '/uploads/photo-1.webp']);
    expect(after[0].alt).toBe('Now the first');
    expect([a.id, b.id, c.id]).not.toContain(after[1].id);
    expect(t.deps.db.select().from(productImages).where(eq(productImages.id, b.id)).all()).toEqual([]);
    expect(imageOf(product.id)).toBe('/uploads/photo-3.webp');
  });

  it('drops the ids of removed photos from every variant of the product, and only of that product', async () => {
    const product = createProduct(t.deps);
    const other = createProduct(t.deps);
    const [a, b, c] = (await setPhotos(product.id, [photo(1), photo(2), photo(3)])).body.images as Photo[];
    const otherPhotos = (await setPhotos(other.id, [photo(5), photo(6)])).body.images as Photo[];
    const indigo = addVariant(product.id, 'Indigo', [b.id, c.id]);
    const rust = addVariant(product.id, 'Rust', [b.id]);
    const mustard = addVariant(product.id, 'Mustard', [a.id, c.id]);
    const elsewhere = addVariant(other.id, 'Grey', [otherPhotos[1].id]);

    const res = await setPhotos(product.id, [a, c]);
    expect(res.status).toBe(200);
    expect(imageIdsOfVariant(indigo)).toEqual([c.id]);
    expect(imageIdsOfVariant(rust)).toEqual([]);
    expect(imageIdsOfVariant(mustard)).toEqual([a.id, c.id]);
    expect(imageIdsOfVariant(elsewhere)).toEqual([otherPhotos[1].id]);
    // A variant left with none shows all of the product's photos; the others show their own.
    const byId = new Map((res.body.variants as { id: string; images: Photo[] }[]).map((v) => [v.id, v.images.map((p) => p.id)]));
    expect(byId.get(indigo)).toEqual([c.id]);
    expect(byId.get(rust)).toEqual([a.id, c.id]);
  });

  it("turns a product's only image into a photo that keeps the product's id, so variants that named it still do", async () => {
    const product = createProduct(t.deps, { image: '/uploads/old-only.webp' });
    const [only] = await photosOf(product.id);
    expect(only).toEqual({ id: product.id, url: '/uploads/old-only.webp', alt: product.name });
    const variant = addVariant(product.id, 'Indigo', [product.id]);

    const res = await setPhotos(product.id, [photo(7), { id: product.id, url: only.url, alt: 'The old one' }]);
    expect(res.status).toBe(200);
    expect(res.body.images.map((p: Photo) => [p.id === product.id, p.url])).toEqual([
      [false, '/uploads/photo-7.webp'],
      [true, '/uploads/old-only.webp'],
    ]);
    expect(imageIdsOfVariant(variant)).toEqual([product.id]);
  });

  it('refuses a photo id that is not one of the product’s, or the same photo twice, changing nothing', async () => {
    const product = createProduct(t.deps);
    const other = createProduct(t.deps);
    const mine = (await setPhotos(product.id, [photo(1), photo(2)])).body.images as Photo[];
    const theirs = (await setPhotos(other.id, [photo(3)])).body.images as Photo[];

    const stolen = await setPhotos(product.id, [mine[0], theirs[0]]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(`Photo ${theirs[0].id} is not one of this product's photos: leave its id out to add it as a new one`);
    // The product's own id names its photo only while it has no photos of its own.
    expect((await setPhotos(product.id, [{ id: product.id, ...photo(4) }])).status).toBe(400);

    const twice = await setPhotos(product.id, [mine[0], mine[1], mine[0]]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('The same photo is sent twice');
    expect(await photosOf(product.id)).toEqual(mine);
    expect(await photosOf(other.id)).toEqual(theirs);
  });

  it(`refuses none, or more than ${MAX_PRODUCT_IMAGES}, with a clear message, changing nothing`, async () => {
    const product = createProduct(t.deps);
    const before = (await setPhotos(product.id, [photo(1)])).body.images as Photo[];

    const none = await setPhotos(product.id, []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('A product needs at least one photo');

    const eleven = await setPhotos(
      product.id,
      Array.from({ length: MAX_PRODUCT_IMAGES + 1 }, (_, i) => photo(i + 1)),
    );
    expect(eleven.status).toBe(400);
    expect(eleven.body.message).toBe('A product can have at most 10 photos');
    expect(await photosOf(product.id)).toEqual(before);

    const ten = await setPhotos(
      product.id,
      Array.from({ length: MAX_PRODUCT_IMAGES }, (_, i) => photo(i + 1)),
    );
    expect(ten.status).toBe(200);
    expect(ten.body.images).toHaveLength(MAX_PRODUCT_IMAGES);
  });

  it('takes only paths on this shop, as the product form does, and alt text of at most 200 characters', async () => {
    const product = createProduct(t.deps);
    const before = (await setPhotos(product.id, [photo(1), photo(2)])).body.images as Photo[];
    for (const url of ['https://elsewhere.example/p.jpg', '//elsewhere.example/p.jpg', 'uploads/p.jpg', '']) {
      const res = await setPhotos(product.id, [photo(1), { url, alt: '' }]);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(/^(Image must be a path on this shop, such as \/uploads\/photo\.webp|Image is required)$/);
      expect(res.body.issues[0].path).toBe('images.1.url');
    }
    const long = await setPhotos(product.id, [{ ...photo(1), alt: 'x'.repeat(201) }]);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Alt text is too long: at most 200 characters');
    expect(await photosOf(product.id)).toEqual(before);
    expect((await setPhotos(product.id, [{ ...photo(1), alt: ` ${'x'.repeat(200)} ` }])).status).toBe(200);
    expect((await photosOf(product.id))[0].alt).toHaveLength(200);
  });

  it('keeps a published product from losing its last real photo; a draft may have the sample image', async () => {
    const published = createProduct(t.deps);
    const before = (await setPhotos(published.id, [photo(1)])).body.images as Photo[];
    const res = await setPhotos(published.id, [{ url: '/images/sample.svg', alt: '' }, photo(2)]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A published product needs its own image: upload one first');
    expect(await photosOf(published.id)).toEqual(before);
    expect(imageOf(published.id)).toBe('/uploads/photo-1.webp');

    const draft = createProduct(t.deps, { isPublished: false });
    expect((await setPhotos(draft.id, [{ url: '/images/sample.svg', alt: '' }])).status).toBe(200);
  });

  it('is for admins only, and answers 404 for a product that does not exist', async () => {
    const product = createProduct(t.deps);
    expect((await setPhotos(product.id, [photo(1)], '')).status).toBe(401);
    const forbidden = await setPhotos(product.id, [photo(1)], customer.token);
    expect(forbidden.status).toBe(403);
    expect(imageOf(product.id)).toBe('/uploads/test-product.webp');
    const missing = await setPhotos('000000000000000000000000', [photo(1)]);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
  });

  it('shows at once on the product page a shopper reads, though only the alt text or the order changed', async () => {
    const product = createProduct(t.deps);
    const [a, b] = (await setPhotos(product.id, [photo(1), photo(2)])).body.images as Photo[];
    const shopper = async () => (await api(t.app, 'GET', `/api/products/${product.id}`)).body.images as Photo[];
    expect((await shopper()).map((p) => p.alt)).toEqual(['Photo number 1', 'Photo number 2']);
    await setPhotos(product.id, [a, { ...b, alt: 'Worn, from the side' }]);
    expect((await shopper()).map((p) => p.alt)).toEqual(['Photo number 1', 'Worn, from the side']);
    await setPhotos(product.id, [b, a]);
    expect((await shopper()).map((p) => p.id)).toEqual([b.id, a.id]);
  });

  it('is the same procedure over tRPC, and is in the OpenAPI document', async () => {
    const product = createProduct(t.deps);
    const saved = await callerFor(t.deps, admin.user).products.setImages({ id: product.id, images: [photo(8), photo(9)] });
    expect(saved.images.map((p) => p.url)).toEqual(['/uploads/photo-8.webp', '/uploads/photo-9.webp']);
    const doc = await api(t.app, 'GET', '/api/openapi.json');
    const entry = doc.body.paths['/products/{id}/images']?.put ?? doc.body.paths['/api/products/{id}/images']?.put;
    expect(entry).toBeDefined();
    expect(entry.tags).toEqual(['Products']);
  });
});

describe('the product update’s image (PUT /api/products/{id})', () => {
  it('replaces the first photo’s address and keeps the others', async () => {
    const product = createProduct(t.deps);
    const [a, b] = (await setPhotos(product.id, [photo(1), photo(2)])).body.images as Photo[];
    const res = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { image: '/uploads/replaced.webp' } });
    expect(res.status).toBe(200);
    expect(res.body.image).toBe('/uploads/replaced.webp');
    expect(res.body.images).toEqual([{ ...a, url: '/uploads/replaced.webp' }, b]);
  });

  it('is the only photo of a product that has no photos of its own', async () => {
    const product = createProduct(t.deps);
    const res = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { image: '/uploads/new-only.webp' } });
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([{ id: product.id, url: '/uploads/new-only.webp', alt: product.name }]);
    expect(t.deps.db.select().from(productImages).where(eq(productImages.productId, product.id)).all()).toEqual([]);
  });
});
