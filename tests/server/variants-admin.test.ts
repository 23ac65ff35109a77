import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, productImages, productOptionValues, productVariants } from '../../drizzle/schema.js';
import { newId } from '../../src/server/ids.js';
import type { Product } from '../../src/shared/schemas/product.js';
import { api, callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { buy } from '../helpers/purchases.js';
import { stockOf } from '../helpers/shop.js';

/*
 * The owner's side of options and variants (docs/decisions/043-variants.md), over REST as an API client
 * sends it. Every test makes its own products; the users are shared and never changed.
 */
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

type Options = { name: string; was?: string; values: { value: string; colour?: string | null; was?: string }[] }[];

const setOptions = (id: string, options: Options, token = admin.token) => api<Product & { message: string }>(t.app, 'PUT', `/api/products/${id}/options`, { token, body: { options } });
const patchVariants = (id: string, variants: Record<string, unknown>[], token = admin.token) =>
  api<Product & { message: string; issues?: { path: string; message: string }[] }>(t.app, 'PATCH', `/api/products/${id}/variants`, { token, body: { variants } });
const readProduct = async (id: string) => (await api<Product>(t.app, 'GET', `/api/products/${id}`, { token: admin.token })).body;

const values = (...names: string[]) => names.map((value) => ({ value }));
const SIZES_AND_COLOURS: Options = [
  { name: 'Size', values: values('S', 'M') },
  { name: 'Colour', values: [{ value: 'Red', colour: '#C0392B' }, { value: 'Blue' }] },
];

/** The variant with these option values. */
function variantOf(product: Product, ...optionValues: string[]) {
  const variant = product.variants.find((v) => v.optionValues.join('/') === optionValues.join('/'));
  if (!variant) throw new Error(`No variant ${optionValues.join('/')} in ${product.variants.map((v) => v.optionValues.join('/')).join(', ')}`);
  return variant;
}

/** A published product with Size S/M × Colour Red/Blue, each variant priced and stocked as given (rupees). */
async function productWithVariants(figures: Record<string, { price: number; stock: number; sku?: string }> = {}) {
  const { id } = createProduct(t.deps, { pricePaise: 50_000, countInStock: 12 });
  const res = await setOptions(id, SIZES_AND_COLOURS);
  expect(res.status).toBe(200);
  const changes = Object.entries(figures).map(([key, f]) => ({ id: variantOf(res.body, ...key.split('/')).id, price: f.price, countInStock: f.stock, ...(f.sku ? { sku: f.sku } : {}) }));
  if (changes.length === 0) return res.body;
  const patched = await patchVariants(id, changes);
  expect(patched.status).toBe(200);
  return patched.body;
}

describe('PUT /api/products/{id}/options: what is refused', () => {
  it.each([
    ['more than three options', [1, 2, 3, 4].map((n) => ({ name: `Option ${n}`, values: values('A') })), 'A product can have at most 3 options'],
    ['two options with the same name in other cases', [{ name: 'Size', values: values('S') }, { name: 'size', values: values('M') }], 'There are two options called size'],
    ['an option without a name', [{ name: '  ', values: values('S') }], 'An option needs a name'],
    ['an option without values', [{ name: 'Size', values: [] }], 'Size needs at least one value'],
    ['a value twice in one option', [{ name: 'Size', values: values('M', 'm') }], 'Size has m twice'],
    ['an empty value', [{ name: 'Size', values: values('S', ' ') }], 'A value is empty'],
    ['more than 50 values', [{ name: 'Size', values: Array.from({ length: 51 }, (_, i) => ({ value: `${i}` })) }], 'An option can have at most 50 values'],
    ['a colour not written as #rrggbb', [{ name: 'Colour', values: [{ value: 'Red', colour: 'red' }] }], 'A colour must be written as #rrggbb, such as #3f51b5'],
    [
      'more than 100 combinations',
      [
        { name: 'Size', values: Array.from({ length: 11 }, (_, i) => ({ value: `S${i}` })) },
        { name: 'Colour', values: Array.from({ length: 10 }, (_, i) => ({ value: `C${i}` })) },
      ],
      'These options make 110 combinations: a product can have at most 100 variants',
    ],
    ['renaming a value the option does not have', [{ name: 'Size', values: [{ value: 'XL', was: 'XXL' }] }], 'Size has no value XXL to rename'],
    ['renaming an option the product does not have', [{ name: 'Colour', was: 'Color', values: values('Red') }], 'There is no option Color to rename'],
  ])('refuses %s with a clear 400, changing nothing', async (_what, options, message) => {
    const { id } = createProduct(t.deps, { pricePaise: 50_000, countInStock: 12 });
    const res = await setOptions(id, options as Options);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const product = await readProduct(id);
    expect(product.options).toEqual([]);
    expect(product.variants.map((v) => v.id)).toEqual([id]);
    expect(product.countInStock).toBe(12);
  });

  it('is for admins only, and answers 404 for a product that does not exist', async () => {
    const { id } = createProduct(t.deps);
    expect((await api(t.app, 'PUT', `/api/products/${id}/options`, { body: { options: SIZES_AND_COLOURS } })).status).toBe(401);
    expect((await setOptions(id, SIZES_AND_COLOURS, customer.token)).status).toBe(403);
    const missing = await setOptions(newId(), SIZES_AND_COLOURS);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
  });
});

describe('PUT /api/products/{id}/options: the variants follow', () => {
  it('replaces the one implicit variant with every combination at the price and MRP, clearing its stock', async () => {
    const { id } = createProduct(t.deps, { pricePaise: 50_000, countInStock: 12 });
    expect((await api(t.app, 'PUT', `/api/products/${id}`, { token: admin.token, body: { mrp: 800 } })).status).toBe(200);

    const res = await setOptions(id, SIZES_AND_COLOURS);
    expect(res.status).toBe(200);
    expect(res.body.options).toEqual([
      { name: 'Size', values: [{ value: 'S', colour: null }, { value: 'M', colour: null }] },
      { name: 'Colour', values: [{ value: 'Red', colour: '#c0392b' }, { value: 'Blue', colour: null }] },
    ]);
    expect(res.body.variants.map((v) => v.title)).toEqual(['Size: S · Colour: Red', 'Size: S · Colour: Blue', 'Size: M · Colour: Red', 'Size: M · Colour: Blue']);
    expect(res.body.variants.every((v) => v.id !== id && v.price === 500 && v.mrp === 800 && v.countInStock === 0)).toBe(true);
    expect(res.body.countInStock).toBe(0);
    expect(res.body.price).toBe(500);
    expect(stockOf(t.deps, id)).toBe(0);
    const optionRows = t.deps.db.select().from(productOptionValues).where(eq(productOptionValues.productId, id)).all();
    expect(optionRows.map((r) => `${r.name}=${r.value}`).sort()).toEqual(['Colour=Blue', 'Colour=Red', 'Size=M', 'Size=S']);
  });

  it('keeps the variants still offered by id with their SKU, price and stock, adds new ones, removes the others', async () => {
    const before = await productWithVariants({
      'S/Red': { price: 450, stock: 3, sku: `KEEP-SR-${newId().slice(0, 6)}` },
      'M/Red': { price: 550, stock: 4 },
      'S/Blue': { price: 460, stock: 5 },
      'M/Blue': { price: 560, stock: 6 },
    });
    const id = before._id;
    expect(before.countInStock).toBe(18);

    const res = await setOptions(id, [
      { name: 'Size', values: values('S', 'M', 'L') },
      { name: 'Colour', values: values('Red') },
    ]);
    expect(res.status).toBe(200);
    const after = res.body;
    expect(after.variants.map((v) => v.title)).toEqual(['Size: S · Colour: Red', 'Size: M · Colour: Red', 'Size: L · Colour: Red']);
    const sRed = variantOf(after, 'S', 'Red');
    expect(sRed).toMatchObject({ id: variantOf(before, 'S', 'Red').id, sku: variantOf(before, 'S', 'Red').sku, price: 450, countInStock: 3 });
    expect(variantOf(after, 'M', 'Red')).toMatchObject({ id: variantOf(before, 'M', 'Red').id, price: 550, countInStock: 4 });
    // The new one: the product's price as it was (its cheapest variant's) and no stock.
    const lRed = variantOf(after, 'L', 'Red');
    expect(before.variants.map((v) => v.id)).not.toContain(lRed.id);
    expect(lRed).toMatchObject({ price: 450, countInStock: 0, sku: null });
    // Totals on the product follow: the cheapest price, the dearest, the stock sum.
    expect(after).toMatchObject({ price: 450, maxPrice: 550, countInStock: 7 });
    const gone = [variantOf(before, 'S', 'Blue').id, variantOf(before, 'M', 'Blue').id];
    expect(t.deps.db.select().from(productVariants).where(eq(productVariants.productId, id)).all().filter((v) => gone.includes(v.id))).toEqual([]);
  });

  it('keeps the variants of a value renamed in place (`was`), and of an option renamed', async () => {
    const before = await productWithVariants({ 'M/Blue': { price: 600, stock: 7 } });
    const res = await setOptions(before._id, [
      { name: 'Size', values: values('S', 'M') },
      { name: 'Color', was: 'Colour', values: [{ value: 'Red' }, { value: 'Indigo', was: 'Blue', colour: '#3f51b5' }] },
    ]);
    expect(res.status).toBe(200);
    const indigo = variantOf(res.body, 'M', 'Indigo');
    expect(indigo).toMatchObject({ id: variantOf(before, 'M', 'Blue').id, title: 'Size: M · Color: Indigo', price: 600, countInStock: 7 });
    expect(res.body.variants.map((v) => v.id).sort()).toEqual(before.variants.map((v) => v.id).sort());
    expect(res.body.options[1]).toEqual({ name: 'Color', values: [{ value: 'Red', colour: null }, { value: 'Indigo', colour: '#3f51b5' }] });
  });

  it('reorders values and options without losing a variant', async () => {
    const before = await productWithVariants({ 'S/Blue': { price: 470, stock: 2 } });
    const res = await setOptions(before._id, [
      { name: 'Colour', values: values('Blue', 'Red') },
      { name: 'Size', values: values('M', 'S') },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v) => v.title)).toEqual(['Colour: Blue · Size: M', 'Colour: Blue · Size: S', 'Colour: Red · Size: M', 'Colour: Red · Size: S']);
    expect(variantOf(res.body, 'Blue', 'S')).toMatchObject({ id: variantOf(before, 'S', 'Blue').id, countInStock: 2, price: 470 });
  });

  it('gives the existing variants the first value of a new option, keeping their stock', async () => {
    const { id } = createProduct(t.deps, { pricePaise: 30_000 });
    const sized = (await setOptions(id, [{ name: 'Size', values: values('7', '8') }])).body;
    await patchVariants(id, [{ id: variantOf(sized, '7').id, countInStock: 9 }]);
    const res = await setOptions(id, [
      { name: 'Size', values: values('7', '8') },
      { name: 'Colour', values: values('Black', 'Tan') },
    ]);
    expect(res.status).toBe(200);
    expect(variantOf(res.body, '7', 'Black')).toMatchObject({ id: variantOf(sized, '7').id, countInStock: 9 });
    expect(variantOf(res.body, '8', 'Black').id).toBe(variantOf(sized, '8').id);
    expect(variantOf(res.body, '7', 'Tan').countInStock).toBe(0);
    expect(res.body.variants).toHaveLength(4);
  });

  it('keeps the first of the variants that an option removed makes the same', async () => {
    const before = await productWithVariants({ 'S/Red': { price: 400, stock: 1 }, 'S/Blue': { price: 410, stock: 2 } });
    const res = await setOptions(before._id, [{ name: 'Size', values: values('S', 'M') }]);
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v) => v.title)).toEqual(['Size: S', 'Size: M']);
    expect(variantOf(res.body, 'S')).toMatchObject({ id: variantOf(before, 'S', 'Red').id, countInStock: 1, price: 400 });
    expect(variantOf(res.body, 'M').id).toBe(variantOf(before, 'M', 'Red').id);
  });

  it('goes back to one implicit variant with the product id: the cheapest price and no stock', async () => {
    const before = await productWithVariants({ 'S/Red': { price: 450, stock: 3 }, 'M/Blue': { price: 650, stock: 4 } });
    const res = await setOptions(before._id, []);
    expect(res.status).toBe(200);
    expect(res.body.options).toEqual([]);
    expect(res.body.variants).toHaveLength(1);
    expect(res.body.variants[0]).toMatchObject({ id: before._id, title: '', optionValues: [], price: 450, countInStock: 0 });
    expect(res.body).toMatchObject({ price: 450, maxPrice: 450, countInStock: 0 });
    expect(t.deps.db.select().from(productOptionValues).where(eq(productOptionValues.productId, before._id)).all()).toEqual([]);

    // Sold one way again, the product form's price and stock work as before.
    const edited = await api<Product>(t.app, 'PUT', `/api/products/${before._id}`, { token: admin.token, body: { price: 499, countInStock: 8 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ price: 499, countInStock: 8 });
  });

  it('goes back to one implicit variant keeping the stock, price, MRP and SKU of the single variant left', async () => {
    const { id } = createProduct(t.deps, { pricePaise: 30_000 });
    const sku = `ONLY-${newId().slice(0, 6)}`;
    const one = (await setOptions(id, [{ name: 'Size', values: values('Free size') }])).body;
    expect((await patchVariants(id, [{ id: one.variants[0].id, price: 350, mrp: 500, countInStock: 6, sku }])).status).toBe(200);
    const res = await setOptions(id, []);
    expect(res.status).toBe(200);
    expect(res.body.variants).toEqual([expect.objectContaining({ id, price: 350, mrp: 500, countInStock: 6, sku })]);
    expect(res.body).toMatchObject({ price: 350, mrp: 500, countInStock: 6 });
  });

  it('implicit -> options -> implicit -> options again leaves the product consistent each time', async () => {
    const { id } = createProduct(t.deps, { pricePaise: 20_000, countInStock: 5 });
    for (let round = 0; round < 2; round++) {
      const withOptions = await setOptions(id, [{ name: 'Size', values: values('S', 'M') }]);
      expect(withOptions.body.variants.map((v) => v.id)).not.toContain(id);
      expect(withOptions.body.countInStock).toBe(0);
      const oneWay = await setOptions(id, []);
      expect(oneWay.body.variants.map((v) => v.id)).toEqual([id]);
    }
  });

  it('removes a variant from past order lines, which keep their snapshot', async () => {
    const before = await productWithVariants({ 'M/Blue': { price: 600, stock: 2 } });
    const orderId = buy(t.deps, customer.user.id, before._id);
    const mBlue = variantOf(before, 'M', 'Blue').id;
    t.deps.db.update(orderItems).set({ variantId: mBlue, variantTitle: 'Size: M · Colour: Blue' }).where(eq(orderItems.orderId, orderId)).run();

    expect((await setOptions(before._id, [{ name: 'Size', values: values('S', 'M') }, { name: 'Colour', values: values('Red') }])).status).toBe(200);
    const line = t.deps.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).get();
    expect(line).toMatchObject({ variantId: null, variantTitle: 'Size: M · Colour: Blue', productId: before._id });
  });
});

describe('DELETE /api/products/{id}/variants/{variantId}', () => {
  it('removes a combination the shop does not sell, which stays removed until one of its values is new', async () => {
    const before = await productWithVariants({ 'M/Blue': { price: 600, stock: 2 } });
    const mBlue = variantOf(before, 'M', 'Blue').id;
    const res = await api<Product>(t.app, 'DELETE', `/api/products/${before._id}/variants/${mBlue}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v) => v.title)).not.toContain('Size: M · Colour: Blue');
    expect(res.body.countInStock).toBe(0);

    const grown = await setOptions(before._id, [
      { name: 'Size', values: values('S', 'M', 'L') },
      { name: 'Colour', values: values('Red', 'Blue') },
    ]);
    expect(grown.body.variants.map((v) => v.title)).toEqual([
      'Size: S · Colour: Red',
      'Size: S · Colour: Blue',
      'Size: M · Colour: Red',
      'Size: L · Colour: Red',
      'Size: L · Colour: Blue',
    ]);
  });

  it('refuses the last variant, another product’s variant and non-admins', async () => {
    const { id } = createProduct(t.deps);
    const last = await api(t.app, 'DELETE', `/api/products/${id}/variants/${id}`, { token: admin.token });
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('A product keeps at least one variant: remove its options instead');

    const other = await productWithVariants();
    const foreign = await api(t.app, 'DELETE', `/api/products/${id}/variants/${other.variants[0].id}`, { token: admin.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Variant not found');
    expect((await api(t.app, 'DELETE', `/api/products/${other._id}/variants/${other.variants[0].id}`, { token: customer.token })).status).toBe(403);
    expect((await readProduct(other._id)).variants).toHaveLength(4);
  });
});

describe('PATCH /api/products/{id}/variants', () => {
  it('sets price (rupees in, paise kept), MRP, stock, SKU, barcode and weight; the product follows', async () => {
    const before = await productWithVariants();
    const [a, b] = before.variants;
    const sku = `KUR-${newId().slice(0, 6)}`;
    const res = await patchVariants(before._id, [
      { id: a.id, price: '399.50', mrp: 599, countInStock: 4, sku, barcode: '8901234567890', weight: 250 },
      { id: b.id, price: 899, countInStock: 6 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.variants.find((v) => v.id === a.id)).toMatchObject({ price: 399.5, mrp: 599, countInStock: 4, sku, barcode: '8901234567890', weight: 250 });
    expect(t.deps.db.select().from(productVariants).where(eq(productVariants.id, a.id)).get()?.pricePaise).toBe(39_950);
    expect(res.body).toMatchObject({ price: 399.5, mrp: 599, maxPrice: 899, countInStock: 10 });
    const listed = await api<{ products: Product[] }>(t.app, 'GET', `/api/products?keyword=${encodeURIComponent(before.name)}`);
    expect(listed.body.products.find((p) => p._id === before._id)).toMatchObject({ price: 399.5, maxPrice: 899, countInStock: 10 });
  });

  it('is all or nothing: one refused variant leaves every other unchanged', async () => {
    const before = await productWithVariants();
    const [a, b] = before.variants;
    const res = await patchVariants(before._id, [
      { id: a.id, price: 700, countInStock: 9 },
      { id: b.id, price: 500, mrp: 510 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`M.R.P. must be at least what the shopper pays: Rs 590/- with GST (${b.title})`);
    expect(res.body.issues).toEqual([{ path: 'variants.1.mrp', message: res.body.message }]);
    const after = await readProduct(before._id);
    expect(after.variants.find((v) => v.id === a.id)).toMatchObject({ price: 500, countInStock: 0 });
    expect(after.countInStock).toBe(0);
  });

  it('holds the MRP to the price as the product form does, and a published product to a price above 0', async () => {
    const before = await productWithVariants();
    const [a] = before.variants;
    const ok = await patchVariants(before._id, [{ id: a.id, price: 500, mrp: 590 }]);
    expect(ok.status).toBe(200);
    const lower = await patchVariants(before._id, [{ id: a.id, price: 600 }]);
    expect(lower.status).toBe(400);
    expect(lower.body.message).toMatch(/^M\.R\.P\. must be at least what the shopper pays: Rs 708\/- with GST/);
    const free = await patchVariants(before._id, [{ id: a.id, price: 0, mrp: null }]);
    expect(free.status).toBe(400);
    expect(free.body.message).toBe(`A published product needs a price above Rs 0 (${a.title})`);
    const badPrice = await patchVariants(before._id, [{ id: a.id, price: 12.345 }]);
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.message).toBe('Price can have at most 2 decimals');
  });

  it('refuses a SKU another variant holds with a 409, and lets two variants swap theirs', async () => {
    const skuA = `SWAP-A-${newId().slice(0, 6)}`;
    const skuB = `SWAP-B-${newId().slice(0, 6)}`;
    const before = await productWithVariants({ 'S/Red': { price: 500, stock: 1, sku: skuA }, 'M/Red': { price: 500, stock: 1, sku: skuB } });
    const other = await productWithVariants();

    const taken = await patchVariants(other._id, [{ id: other.variants[0].id, sku: skuA }]);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`Another variant already has the SKU ${skuA}`);
    const twice = await patchVariants(other._id, [
      { id: other.variants[0].id, sku: 'TWICE-1' },
      { id: other.variants[1].id, sku: 'TWICE-1' },
    ]);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Two variants cannot have the same SKU: TWICE-1');
    expect((await readProduct(other._id)).variants.every((v) => v.sku === null)).toBe(true);

    const swapped = await patchVariants(before._id, [
      { id: variantOf(before, 'S', 'Red').id, sku: skuB },
      { id: variantOf(before, 'M', 'Red').id, sku: skuA },
    ]);
    expect(swapped.status).toBe(200);
    expect(variantOf(swapped.body, 'S', 'Red').sku).toBe(skuB);
    expect(variantOf(swapped.body, 'M', 'Red').sku).toBe(skuA);
  });

  it('adds stock relatively, never below 0', async () => {
    const before = await productWithVariants({ 'S/Red': { price: 500, stock: 3 }, 'M/Red': { price: 500, stock: 10 } });
    const sRed = variantOf(before, 'S', 'Red');
    const mRed = variantOf(before, 'M', 'Red');
    const added = await patchVariants(before._id, [
      { id: sRed.id, addStock: 5 },
      { id: mRed.id, addStock: -4 },
    ]);
    expect(added.status).toBe(200);
    expect(variantOf(added.body, 'S', 'Red').countInStock).toBe(8);
    expect(variantOf(added.body, 'M', 'Red').countInStock).toBe(6);
    expect(added.body.countInStock).toBe(14);

    const below = await patchVariants(before._id, [
      { id: sRed.id, addStock: 1 },
      { id: mRed.id, addStock: -7 },
    ]);
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('Only 6 in stock (Size: M · Colour: Red): cannot take away 7');
    expect((await readProduct(before._id)).countInStock).toBe(14);

    const both = await patchVariants(before._id, [{ id: sRed.id, addStock: 1, countInStock: 2 }]);
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Give either countInStock or addStock, not both');
    const fraction = await patchVariants(before._id, [{ id: sRed.id, addStock: 1.5 }]);
    expect(fraction.status).toBe(400);
    expect(fraction.body.message).toBe('Add stock must be a whole number');
  });

  it('refuses a variant of another product with a 400, changing nothing', async () => {
    const mine = await productWithVariants();
    const other = await productWithVariants();
    const res = await patchVariants(mine._id, [
      { id: mine.variants[0].id, countInStock: 3 },
      { id: other.variants[0].id, countInStock: 3 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Variant ${other.variants[0].id} is not one of this product's variants`);
    expect((await readProduct(mine._id)).countInStock).toBe(0);
    expect((await readProduct(other._id)).countInStock).toBe(0);
  });

  it("picks a variant's photos among the product's own, and shows them at once on the kept product page", async () => {
    const product = await productWithVariants();
    const red = variantOf(product, 'S', 'Red');
    // With no photo rows, the product's id stands for its one photo.
    const single = await patchVariants(product._id, [{ id: red.id, imageIds: [product._id] }]);
    expect(single.status).toBe(200);

    const photos = ['front', 'back'].map((name, position) => ({ id: newId(), productId: product._id, position, url: `/uploads/${name}.webp`, alt: name }));
    t.deps.db.insert(productImages).values(photos).run();
    const other = createProduct(t.deps);
    const otherPhoto = { id: newId(), productId: other.id, position: 0, url: '/uploads/other.webp', alt: 'other' };
    t.deps.db.insert(productImages).values(otherPhoto).run();

    // Read once as a shopper, so the page is kept; the change must show all the same.
    expect((await api<Product>(t.app, 'GET', `/api/products/${product._id}`)).body.variants.find((v) => v.id === red.id)?.images).toHaveLength(2);
    const res = await patchVariants(product._id, [{ id: red.id, imageIds: [photos[1].id] }]);
    expect(res.status).toBe(200);
    const shown = (await api<Product>(t.app, 'GET', `/api/products/${product._id}`)).body;
    expect(shown.variants.find((v) => v.id === red.id)?.images.map((i) => i.url)).toEqual(['/uploads/back.webp']);

    const foreign = await patchVariants(product._id, [{ id: red.id, imageIds: [otherPhoto.id] }]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(`Photo ${otherPhoto.id} is not one of this product's photos (${red.title})`);
  });

  it('shows a SKU changed alone on the kept product page at once', async () => {
    const product = await productWithVariants();
    expect((await api<Product>(t.app, 'GET', `/api/products/${product._id}`)).status).toBe(200);
    const sku = `ALONE-${newId().slice(0, 6)}`;
    expect((await patchVariants(product._id, [{ id: product.variants[0].id, sku }])).status).toBe(200);
    expect((await api<Product>(t.app, 'GET', `/api/products/${product._id}`)).body.variants[0].sku).toBe(sku);
  });

  it('is the same procedure over tRPC, for admins only', async () => {
    const product = await productWithVariants();
    const saved = await callerFor(t.deps, admin.user).variants.update({ id: product._id, variants: [{ id: product.variants[0].id, countInStock: 2 }] });
    expect(saved.countInStock).toBe(2);
    await expect(callerFor(t.deps, customer.user).variants.update({ id: product._id, variants: [{ id: product.variants[0].id, countInStock: 5 }] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('the product form on a product with options', () => {
  it('refuses a price or stock for the product as a whole', async () => {
    const product = await productWithVariants();
    const res = await api(t.app, 'PUT', `/api/products/${product._id}`, { token: admin.token, body: { countInStock: 40 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This product has options: set its price, M.R.P. and stock per variant');
  });
});
