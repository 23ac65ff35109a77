/**
 * The products CSV with variants (docs/decisions/046-product-csv-variants.md): a product with options is one
 * row per variant, its own fields on the first; the variants in the file become the product's variants.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products, productVariants } from '../../drizzle/schema.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, setVariantFields, type TestApp, type TestUser } from '../helpers/app.js';
import { csvRows as rowsOf, csvText as csvOf, exportProductsCsv, importProductsCsv, type CsvRow as Row } from '../helpers/product-csv.js';

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

interface Variant {
  id: string;
  title: string;
  optionValues: string[];
  sku: string | null;
  price: number;
  mrp: number | null;
  countInStock: number;
  barcode: string | null;
  weight: number | null;
  images: { id: string; url: string }[];
}
interface ProductView {
  _id: string;
  name: string;
  price: number;
  countInStock: number;
  image: string;
  options: { name: string; values: { value: string; colour: string | null }[] }[];
  variants: Variant[];
  images: { id: string; url: string; alt: string }[];
}

const exportCsv = () => exportProductsCsv(t.app, admin.token);
const importCsv = (csv: string, dryRun: boolean) => importProductsCsv(t.app, admin.token, csv, dryRun);
const productView = async (id: string) => {
  const res = await api<ProductView>(t.app, 'GET', `/api/products/${id}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body;
};

/** Every product as an admin reads it, by id. */
async function everyProduct(): Promise<Map<string, ProductView>> {
  const out = new Map<string, ProductView>();
  for (const { id } of t.deps.db.select({ id: products.id }).from(products).all()) out.set(id, await productView(id));
  return out;
}

const catalogVersion = () => t.deps.db.get<{ version: number }>(sql`select version from catalog_version where id = 1`).version;

const rowsOfProduct = (rows: Row[], id: string) => rows.filter((row) => row.id === id);

/**
 * A kurta in Size (S, M, L) × Colour (Indigo with a swatch, Maroon), without L in Maroon, with two photos (the
 * Maroon variants show the second), SKUs, prices, M.R.P.s, stock, barcodes and weights; its SKU `KURTA-{tag}`.
 */
async function kurta(tag: string): Promise<ProductView> {
  const product = createProduct(t.deps, { name: `Cotton Kurta ${tag}`, pricePaise: 49_900, gstRateBp: 500 });
  t.deps.db.update(products).set({ sku: `KURTA-${tag}` }).where(eq(products.id, product.id)).run();
  const photos = await api(t.app, 'PUT', `/api/products/${product.id}/images`, {
    token: admin.token,
    body: { images: [{ url: `/uploads/kurta-${tag}-indigo.webp`, alt: 'Indigo kurta' }, { url: `/uploads/kurta-${tag}-maroon.webp`, alt: 'Maroon kurta' }] },
  });
  expect(photos.status).toBe(200);
  const withOptions = await api<ProductView>(t.app, 'PUT', `/api/products/${product.id}/options`, {
    token: admin.token,
    body: {
      options: [
        { name: 'Size', values: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] },
        { name: 'Colour', values: [{ value: 'Indigo', colour: '#3f4a8a' }, { value: 'Maroon' }] },
      ],
    },
  });
  expect(withOptions.status).toBe(200);
  const lMaroon = withOptions.body.variants.find((v) => v.title === 'Size: L · Colour: Maroon') as Variant;
  expect((await api(t.app, 'DELETE', `/api/products/${product.id}/variants/${lMaroon.id}`, { token: admin.token })).status).toBe(200);
  const maroonPhoto = (photos.body as ProductView).images[1].id;
  const changes = withOptions.body.variants
    .filter((v) => v.id !== lMaroon.id)
    .map((v, i) => ({
      id: v.id,
      sku: `K-${tag}-${v.optionValues.join('-')}`,
      price: 499 + i * 50,
      mrp: 899,
      countInStock: 3 + i,
      barcode: i === 0 ? '8901234567890' : null,
      weight: i === 0 ? 250 : null,
      ...(v.optionValues[1] === 'Maroon' ? { imageIds: [maroonPhoto] } : {}),
    }));
  const res = await api<ProductView>(t.app, 'PATCH', `/api/products/${product.id}/variants`, { token: admin.token, body: { variants: changes } });
  expect(res.status).toBe(200);
  return res.body;
}

describe('products CSV with variants', () => {
  it('writes a product with options as one row per variant, its own fields on the first, and a one-way product as one row', async () => {
    const product = await kurta('A');
    const single = createProduct(t.deps, { name: 'Brass Diya A', pricePaise: 29_900 });
    setVariantFields(t.deps, single.id, { mrpPaise: 39_900 });
    const rows = rowsOf(await exportCsv());
    const mine = rowsOfProduct(rows, product._id);
    expect(mine).toHaveLength(5);
    expect(mine[0]).toMatchObject({
      sku: 'KURTA-A',
      name: 'Cotton Kurta A',
      price: '',
      mrp: '',
      countInStock: '',
      option1Name: 'Size',
      option1Value: 'S',
      option2Name: 'Colour',
      option2Value: 'Indigo',
      option3Name: '',
      option3Value: '',
      variantSku: 'K-A-S-Indigo',
      variantPrice: '499.00',
      variantMrp: '899.00',
      variantStock: '3',
      variantBarcode: '8901234567890',
      variantWeight: '250',
    });
    // The later rows repeat the product's id and SKU only, with their variant.
    expect(mine[4]).toEqual({
      ...Object.fromEntries(Object.keys(mine[4]).map((column) => [column, ''])),
      id: product._id,
      sku: 'KURTA-A',
      option1Value: 'L',
      option2Value: 'Indigo',
      variantSku: 'K-A-L-Indigo',
      variantPrice: '699.00',
      variantMrp: '899.00',
      variantStock: '7',
    });
    expect(mine.map((row) => `${row.option1Value}/${row.option2Value}`)).toEqual(['S/Indigo', 'S/Maroon', 'M/Indigo', 'M/Maroon', 'L/Indigo']);
    const one = rowsOfProduct(rows, single.id);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ price: '299.00', mrp: '399.00', countInStock: '10', option1Name: '', option1Value: '', variantSku: '', variantPrice: '', variantStock: '' });
  });

  it('an export imported again changes nothing: products, variants, stock and photos read the same', async () => {
    await kurta('B');
    createProduct(t.deps, { name: 'Brass Diya B' });
    const csv = await exportCsv();
    const before = await everyProduct();
    const version = catalogVersion();
    const variantRows = t.deps.db.select().from(productVariants).all();
    const photoRows = t.deps.db.select().from(productImages).all();

    const expected = { rows: rowsOf(csv).length, created: 0, updated: 0, unchanged: before.size, variantsCreated: 0, variantsUpdated: 0, variantsRemoved: 0, problems: [] };
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, ...expected });
    const real = await importCsv(csv, false);
    expect(real.status).toBe(200);
    expect(real.body).toMatchObject({ dryRun: false, ...expected });

    expect(await everyProduct()).toEqual(before);
    expect(t.deps.db.select().from(productVariants).all()).toEqual(variantRows);
    expect(t.deps.db.select().from(productImages).all()).toEqual(photoRows);
    expect(catalogVersion()).toBe(version);
    expect(await exportCsv()).toBe(csv);
  });

  it("a changed variant stock or price changes that variant only; the product's figures follow", async () => {
    const product = await kurta('C');
    const rows = rowsOf(await exportCsv());
    const before = await everyProduct();
    const mIndigo = rows.find((row) => row.variantSku === 'K-C-M-Indigo') as Row;
    mIndigo.variantStock = '42';
    const sMaroon = rows.find((row) => row.variantSku === 'K-C-S-Maroon') as Row;
    sMaroon.variantPrice = '399.50';
    const csv = csvOf(rows);

    const expected = { created: 0, updated: 1, unchanged: before.size - 1, variantsCreated: 0, variantsUpdated: 2, variantsRemoved: 0, problems: [] };
    expect((await importCsv(csv, true)).body).toMatchObject(expected);
    expect((await importCsv(csv, false)).body).toMatchObject(expected);

    const after = await everyProduct();
    const was = before.get(product._id) as ProductView;
    const changed = (v: Variant) => (v.sku === 'K-C-M-Indigo' ? { ...v, countInStock: 42 } : v.sku === 'K-C-S-Maroon' ? { ...v, price: 399.5 } : v);
    const stock = was.variants.reduce((total, v) => total + changed(v).countInStock, 0);
    expect(after.get(product._id)).toEqual({ ...was, price: 399.5, countInStock: stock, variants: was.variants.map(changed) });
    after.delete(product._id);
    before.delete(product._id);
    expect(after).toEqual(before);
  });

  it('a new size row adds a variant and the size; a removed row removes its variant, and the dry run says so', async () => {
    const product = await kurta('D');
    const rows = rowsOf(await exportCsv());
    const mine = rowsOfProduct(rows, product._id);
    const before = await productView(product._id);
    // XL in Indigo added, M in Maroon left out.
    const xl = { ...mine[4], option1Value: 'XL', variantSku: 'K-D-XL-Indigo', variantPrice: '749', variantMrp: '', variantStock: '2' };
    const kept = rows.filter((row) => row.variantSku !== 'K-D-M-Maroon');
    kept.splice(kept.indexOf(mine[4]) + 1, 0, xl);
    const csv = csvOf(kept);

    const dry = await importCsv(csv, true);
    expect(dry.body).toMatchObject({ updated: 1, variantsCreated: 1, variantsUpdated: 0, variantsRemoved: 1, problems: [] });
    expect(await productView(product._id)).toEqual(before);
    expect((await importCsv(csv, false)).body).toMatchObject({ updated: 1, variantsCreated: 1, variantsRemoved: 1, problems: [] });

    const after = await productView(product._id);
    expect(after.options).toEqual([
      { name: 'Size', values: [{ value: 'S', colour: null }, { value: 'M', colour: null }, { value: 'L', colour: null }, { value: 'XL', colour: null }] },
      { name: 'Colour', values: [{ value: 'Indigo', colour: '#3f4a8a' }, { value: 'Maroon', colour: null }] },
    ]);
    const gone = before.variants.find((v) => v.sku === 'K-D-M-Maroon') as Variant;
    const added = after.variants.find((v) => v.sku === 'K-D-XL-Indigo') as Variant;
    expect(added).toMatchObject({ title: 'Size: XL · Colour: Indigo', price: 749, mrp: null, countInStock: 2, barcode: null, weight: null });
    // The variants kept keep their ids, fields and photos; the new one comes last, as the options order it.
    expect(after.variants).toEqual([...before.variants.filter((v) => v.id !== gone.id), added]);
    expect(after.countInStock).toBe(before.countInStock - gone.countInStock + 2);
    // The facets and option filters read the values written with the options.
    const filtered = await api<{ products: { _id: string }[] }>(t.app, 'GET', '/api/products?option.Size=XL&includeDrafts=true', { token: admin.token });
    expect(filtered.body.products.map((p) => p._id)).toContain(product._id);
  });

  it('a variant is matched by its SKU first, then by its option values, and keeps its id, photos and what the file leaves empty', async () => {
    const product = await kurta('E');
    const before = await productView(product._id);
    const rows = rowsOfProduct(rowsOf(await exportCsv()), product._id);
    for (const row of rows) {
      // S becomes Small: its rows keep their SKUs, which find their variants.
      if (row.option1Value === 'S') row.option1Value = 'Small';
      // M's rows give no SKU (kept as it is) and are found by their values.
      if (row.option1Value === 'M') Object.assign(row, { variantSku: '', variantBarcode: '' });
    }
    // L in Indigo is found by its values and takes a new SKU.
    (rows.find((row) => row.option1Value === 'L') as Row).variantSku = 'K-E-L-NEW';
    const report = await importCsv(csvOf(rows), false);
    expect(report.body).toMatchObject({ updated: 1, variantsCreated: 0, variantsUpdated: 3, variantsRemoved: 0, problems: [] });

    const after = await productView(product._id);
    // A value the file no longer has goes; a new one comes after those kept.
    expect(after.options[0].values.map((v) => v.value)).toEqual(['M', 'L', 'Small']);
    const was = (values: string) => before.variants.find((v) => v.optionValues.join('/') === values) as Variant;
    const renamed = (variant: Variant, size: string) => ({ ...variant, optionValues: [size, variant.optionValues[1]], title: `Size: ${size} · Colour: ${variant.optionValues[1]}` });
    expect(after.variants).toEqual([
      was('M/Indigo'),
      was('M/Maroon'),
      { ...was('L/Indigo'), sku: 'K-E-L-NEW' },
      renamed(was('S/Indigo'), 'Small'),
      renamed(was('S/Maroon'), 'Small'),
    ]);
  });

  it('adds a product with variants straight away, and gives a one-way product options', async () => {
    const single = createProduct(t.deps, { name: 'Plain Dupatta F', pricePaise: 19_900, countInStock: 6 });
    t.deps.db.update(productVariants).set({ sku: 'DUP-F' }).where(eq(productVariants.id, single.id)).run();
    const base = { id: '', sku: 'SHOE-F', name: '', brand: '', category: '', description: '', option1Name: '', option1Value: '' };
    const csv = csvOf([
      { ...base, name: 'Kolhapuri Chappal F', brand: 'Kolhapur Craft', category: 'Fashion', description: 'Hand-stitched leather', option1Name: 'Size', option1Value: '7', variantSku: 'SHOE-F-7', variantPrice: '899', variantStock: '4' },
      { ...base, option1Value: '8', variantSku: 'SHOE-F-8', variantPrice: '849', variantStock: '5' },
      { ...base, option1Value: '9', variantSku: '', variantPrice: '949', variantStock: '0' },
      { ...base, id: single.id, sku: '', option1Name: 'Length', option1Value: '2 m', variantSku: 'DUP-F', variantPrice: '199', variantStock: '3' },
      { ...base, id: single.id, sku: '', option1Value: '2.5 m', variantSku: 'DUP-F-25', variantPrice: '249', variantStock: '1' },
    ]);
    expect((await importCsv(csv, true)).body).toMatchObject({ created: 1, updated: 1, variantsCreated: 5, variantsRemoved: 0, problems: [] });
    expect((await importCsv(csv, false)).body).toMatchObject({ created: 1, updated: 1, variantsCreated: 5, problems: [] });

    const shoe = t.deps.db.select().from(products).where(eq(products.sku, 'SHOE-F')).get();
    expect(shoe).toMatchObject({ name: 'Kolhapuri Chappal F', pricePaise: 84_900, maxPricePaise: 94_900, countInStock: 9, isPublished: false });
    const view = await productView(shoe?.id as string);
    expect(view.options).toEqual([{ name: 'Size', values: ['7', '8', '9'].map((value) => ({ value, colour: null })) }]);
    expect(view.variants.map((v) => [v.title, v.sku, v.price, v.countInStock])).toEqual([
      ['Size: 7', 'SHOE-F-7', 899, 4],
      ['Size: 8', 'SHOE-F-8', 849, 5],
      ['Size: 9', null, 949, 0],
    ]);
    // No variant keeps the product's own id: a line without a variant must not buy one of these.
    expect(view.variants.some((v) => v.id === view._id)).toBe(false);

    const dupatta = await productView(single.id);
    expect(dupatta.variants.map((v) => [v.title, v.sku, v.price, v.countInStock])).toEqual([
      ['Length: 2 m', 'DUP-F', 199, 3],
      ['Length: 2.5 m', 'DUP-F-25', 249, 1],
    ]);
    expect(dupatta.variants.some((v) => v.id === single.id)).toBe(false);
    expect(dupatta).toMatchObject({ price: 199, countInStock: 4 });
  });

  it('refuses bad option rows with their row numbers, and imports nothing', async () => {
    const product = await kurta('G');
    const other = await kurta('G2');
    const all = rowsOf(await exportCsv());
    const rows = rowsOfProduct(all, product._id);
    const blank = Object.fromEntries(Object.keys(rows[0]).map((column) => [column, '']));
    const later = (fields: Row) => ({ ...blank, id: product._id, sku: 'KURTA-G', ...fields });
    const file = [
      rows[0], // 2
      later({ option1Value: 'M', option2Value: 'Indigo' }), // 3: the SKU-less M/Indigo row, matched by its values
      later({ option1Value: 'S', option2Value: 'Indigo' }), // 4: the same variant as row 2
      later({ option1Value: 'M' }), // 5: no colour
      later({ option1Value: 'M', option2Value: 'Red', option3Value: 'Silk' }), // 6: no option 3
      later({ option1Name: 'Fit', option1Value: 'L', option2Value: 'Maroon', variantPrice: '1', variantStock: '1' }), // 7: another option name
      later({ option1Value: 'XL', option2Value: 'Indigo' }), // 8: a new variant without price and stock
      later({ option1Value: 'X'.repeat(41), option2Value: 'Indigo', variantPrice: '1', variantStock: '1' }), // 9: too long
      later({ option1Value: 'XS', option2Value: 'Indigo', variantSku: 'K-G2-M-Indigo', variantPrice: '1', variantStock: '1' }), // 10: another product's SKU
      later({ option1Value: 'XXS', option2Value: 'Indigo', variantSku: 'K-G-S-Indigo', variantPrice: '1', variantStock: '1' }), // 11: SKU of row 2
      later({ name: 'Renamed', option1Value: 'L', option2Value: 'Indigo' }), // 12: product cell on a later row
      later({ option1Value: 'S', option2Value: 'Maroon', variantStock: '-1' }), // 13: negative stock
      { ...blank, option1Value: 'M', option2Value: 'Maroon' }, // 14: no product named
      { ...rowsOfProduct(all, other._id)[0], price: '100' }, // 15: a price for a product with options
      { ...blank, name: 'Two Sizes', brand: 'B', category: 'Fashion', description: 'd', sku: 'TWO', option1Name: 'Size', option1Value: 'S', option2Name: 'size', option2Value: 'M', variantPrice: '1', variantStock: '1' }, // 16
      { ...blank, name: 'Gap', brand: 'B', category: 'Fashion', description: 'd', sku: 'GAP', option2Name: 'Colour', option2Value: 'Red', option1Value: 'S' }, // 17
    ];
    const report = await importCsv(csvOf(file), true);
    expect(report.body.problems).toEqual([
      { line: 4, message: 'Row 2 is the same variant (Size: S · Colour: Indigo)' },
      { line: 5, message: "Give option2Value, the variant's Colour" },
      { line: 6, message: 'Row 2 names no option 3: leave option3Name and option3Value empty' },
      { line: 7, message: "Option 1 is Size on row 2: leave option1Name empty on the product's other rows, or give the same" },
      { line: 8, message: 'A new variant needs variantPrice and variantStock (Size: XL · Colour: Indigo)' },
      { line: 9, message: 'option1Value: A value can have at most 40 characters' },
      { line: 10, message: `Variant SKU K-G2-M-Indigo belongs to another product, Cotton Kurta G2 (Size: XS · Colour: Indigo)` },
      { line: 11, message: 'Variant SKU K-G-S-Indigo is also on row 2' },
      { line: 12, message: 'This row is another variant of the product on row 2: leave its name empty, or give the same as there' },
      { line: 13, message: 'variantStock: Count In Stock cannot be negative' },
      { line: 14, message: 'Which product is this variant of? Give its product’s id or sku, as on the product’s first row' },
      { line: 15, message: 'This product has options: set its price, M.R.P. and stock per variant' },
      { line: 16, message: 'option2Name: There are two options called size' },
      { line: 17, message: 'option1Value is given without option1Name; option2Name is given without option1Name' },
    ]);
    const before = await everyProduct();
    const real = await importCsv(csvOf(file), false);
    expect(real.status).toBe(400);
    expect(real.body.message).toBe('14 rows have problems; nothing was imported');
    expect(await everyProduct()).toEqual(before);
  });

  it('a variant is held to the variant grid’s rules: a published product’s price above 0, the M.R.P. at least what the shopper pays', async () => {
    const product = await kurta('H');
    const rows = rowsOfProduct(rowsOf(await exportCsv()), product._id);
    rows[1].variantPrice = '0';
    rows[2].variantMrp = '500';
    rows[2].variantPrice = '499';
    const report = await importCsv(csvOf(rows), true);
    expect(report.body.problems).toEqual([
      { line: 3, message: 'A published product needs a price above Rs 0 (Size: S · Colour: Maroon)' },
      { line: 4, message: 'M.R.P. must be at least what the shopper pays: Rs 523.95/- with GST (Size: M · Colour: Indigo)' },
    ]);
  });

  it('a file with the old columns imports as before: a product with options keeps its variants', async () => {
    const product = await kurta('J');
    const single = createProduct(t.deps, { name: 'Brass Diya J', pricePaise: 29_900 });
    t.deps.db.update(products).set({ sku: 'DIYA-J' }).where(eq(products.id, single.id)).run();
    const before = await productView(product._id);
    const header = 'sku,name,brand,category,price,countInStock,gstRate,hsnCode,published,lowStockThreshold,image,description';
    const csv = [header, 'KURTA-J,Cotton Kurta J,Test Brand,Electronics,,,5,,,,,Now in handloom cotton', 'DIYA-J,Brass Diya J,Test Brand,Electronics,349,12,18,,true,5,,A product made by a test.'].join('\r\n');
    expect((await importCsv(csv, false)).body).toMatchObject({ rows: 2, created: 0, updated: 2, unchanged: 0, variantsCreated: 0, variantsUpdated: 0, variantsRemoved: 0, problems: [] });
    expect(await productView(product._id)).toEqual({ ...before, description: 'Now in handloom cotton' });
    expect(t.deps.db.select().from(products).where(eq(products.id, single.id)).get()).toMatchObject({ pricePaise: 34_900, countInStock: 12 });
    // In a file with the variant columns, a product's first row alone with them emptied leaves its variants too.
    const [first] = rowsOfProduct(rowsOf(await exportCsv()), product._id);
    const bare = Object.fromEntries(Object.entries(first).map(([column, value]) => [column, /^option|^variant/.test(column) ? '' : value]));
    expect((await importCsv(csvOf([{ ...bare, description: 'Handloom' }]), false)).body).toMatchObject({ updated: 1, variantsRemoved: 0, problems: [] });
    expect(await productView(product._id)).toEqual({ ...before, description: 'Handloom' });
    // The old file's price for a product with options is refused unless it is the product's price as it is.
    const priced = [header, 'KURTA-J,Cotton Kurta J,Test Brand,Electronics,600,,5,,,,,Now in handloom cotton'].join('\r\n');
    expect((await importCsv(priced, true)).body.problems).toEqual([{ line: 2, message: 'This product has options: set its price, M.R.P. and stock per variant' }]);
  });

  it('a one-way product takes its M.R.P. on its one variant, held to its price', async () => {
    const single = createProduct(t.deps, { name: 'Brass Diya K', pricePaise: 29_900, gstRateBp: 1800 });
    const row = rowsOfProduct(rowsOf(await exportCsv()), single.id)[0];
    expect(row.mrp).toBe('');
    const low = await importCsv(csvOf([{ ...row, mrp: '300' }]), true);
    expect(low.body.problems).toEqual([{ line: 2, message: 'M.R.P. must be at least what the shopper pays: Rs 352.82/- with GST' }]);
    expect((await importCsv(csvOf([{ ...row, mrp: '399' }]), false)).body).toMatchObject({ updated: 1, variantsUpdated: 0, problems: [] });
    expect(t.deps.db.select().from(productVariants).where(eq(productVariants.id, single.id)).get()?.mrpPaise).toBe(39_900);
    expect((await productView(single.id)).variants).toEqual([expect.objectContaining({ id: single.id, mrp: 399, price: 299 })]);
    const variantCells = await importCsv(csvOf([{ ...row, variantPrice: '300' }]), true);
    expect(variantCells.body.problems).toEqual([
      {
        line: 2,
        message: 'This row gives no option values, so it is the product itself: its price, M.R.P. and stock go in price, mrp and countInStock, and the variant columns stay empty',
      },
    ]);
  });

  it("the image column is the product's first photo", async () => {
    const product = await kurta('L');
    const rows = rowsOfProduct(rowsOf(await exportCsv()), product._id);
    expect(rows[0].image).toBe('/uploads/kurta-L-indigo.webp');
    rows[0].image = '/uploads/kurta-L-new.webp';
    expect((await importCsv(csvOf(rows), false)).body).toMatchObject({ updated: 1, variantsUpdated: 0, problems: [] });
    const after = await productView(product._id);
    expect(after.image).toBe('/uploads/kurta-L-new.webp');
    expect(after.images.map((image) => image.url)).toEqual(['/uploads/kurta-L-new.webp', '/uploads/kurta-L-maroon.webp']);
    expect(after.images[0].id).toBe(product.images[0].id);
  });
});
