import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../drizzle/schema.js';
import { PLACEHOLDER_IMAGE } from '../../src/shared/constants.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
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

const exportCsv = () => exportProductsCsv(t.app, admin.token);
const importCsv = (csv: string, dryRun: boolean) => importProductsCsv(t.app, admin.token, csv, dryRun);

/** Every product as the API shows it to an admin (drafts included), by id. */
async function everyProduct(): Promise<Map<string, unknown>> {
  const ids = t.deps.db.select({ id: products.id }).from(products).all();
  const out = new Map<string, unknown>();
  for (const { id } of ids) {
    const res = await api(t.app, 'GET', `/api/products/${id}`, { token: admin.token });
    expect(res.status).toBe(200);
    out.set(id, res.body);
  }
  return out;
}

const catalogVersion = () => t.deps.db.get<{ version: number }>(sql`select version from catalog_version where id = 1`).version;


/** Products whose every column takes a different path through the file: formulas, Hindi, lines, paise, drafts. */
function variedCatalogue(tag: string) {
  const withSku = createProduct(t.deps, { name: `=1+2 formula ${tag}`, brand: '-10% off', description: 'Line one.\nLine two, with "quotes".', pricePaise: 1_799_55, gstRateBp: 25, hsnCode: '62052000' });
  t.deps.db.update(products).set({ sku: `RT-${tag}`, lowStockThreshold: 0 }).where(eq(products.id, withSku.id)).run();
  const withoutSku = createProduct(t.deps, { name: `खादी कुर्ता ${tag}`, brand: "'=quoted", description: '@home, नमस्ते', pricePaise: 0, isPublished: false, image: PLACEHOLDER_IMAGE, countInStock: 0 });
  // Published with the placeholder picture (made before the rule, or by hand): an unchanged row is still no problem.
  const legacy = createProduct(t.deps, { name: `Legacy ${tag}`, image: PLACEHOLDER_IMAGE, isPublished: true, gstRateBp: 0 });
  return { withSku, withoutSku, legacy };
}

describe('products CSV round trip', () => {
  it('an export imported again changes nothing: the dry run says 0 new, 0 changed, and every product reads the same', async () => {
    variedCatalogue('A');
    const csv = await exportCsv();
    const before = await everyProduct();
    const version = catalogVersion();

    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, rows: before.size, created: 0, updated: 0, unchanged: before.size, problems: [] });

    const real = await importCsv(csv, false);
    expect(real.status).toBe(200);
    expect(real.body).toMatchObject({ dryRun: false, rows: before.size, created: 0, updated: 0, unchanged: before.size, problems: [] });
    expect(await everyProduct()).toEqual(before);
    // Nothing was written, so no kept product page or list was dropped either.
    expect(catalogVersion()).toBe(version);
    expect(await exportCsv()).toBe(csv);
  });

  it('a changed price is 1 changed, and only that price changes', async () => {
    const { withSku } = variedCatalogue('B');
    const rows = rowsOf(await exportCsv());
    const before = await everyProduct();
    const row = rows.find((r) => r.id === withSku.id);
    expect(row?.price).toBe('1799.55');
    if (row) row.price = '1899.00';
    const csv = csvOf(rows);

    expect((await importCsv(csv, true)).body).toMatchObject({ created: 0, updated: 1, unchanged: rows.length - 1, problems: [] });
    expect((await importCsv(csv, false)).body).toMatchObject({ created: 0, updated: 1, unchanged: rows.length - 1, problems: [] });
    const after = await everyProduct();
    const was = before.get(withSku.id) as { variants: object[] };
    // The price is its one variant's, and the product's range follows it.
    expect(after.get(withSku.id)).toEqual({ ...was, price: 1899, maxPrice: 1899, variants: [{ ...was.variants[0], price: 1899 }] });
    after.delete(withSku.id);
    before.delete(withSku.id);
    expect(after).toEqual(before);
  });

  it('a row is matched by its id first: a product without a SKU is updated, not added again, and can be given a SKU', async () => {
    const { withoutSku } = variedCatalogue('C');
    const rows = rowsOf(await exportCsv()).filter((r) => r.id === withoutSku.id);
    expect(rows[0].sku).toBe('');
    rows[0].name = 'Renamed Kurta C';
    rows[0].sku = 'KURTA-C';
    const count = () => t.deps.db.select().from(products).all().length;
    const products1 = count();
    expect((await importCsv(csvOf(rows), false)).body).toMatchObject({ created: 0, updated: 1, unchanged: 0, problems: [] });
    expect(count()).toBe(products1);
    expect(t.deps.db.select().from(products).where(eq(products.id, withoutSku.id)).get()).toMatchObject({ name: 'Renamed Kurta C', sku: 'KURTA-C' });
    // Without the id, the SKU finds it.
    const bySku = [{ ...rows[0], id: '', name: 'Renamed Again C' }];
    expect((await importCsv(csvOf(bySku), false)).body).toMatchObject({ created: 0, updated: 1 });
    expect(t.deps.db.select().from(products).where(eq(products.id, withoutSku.id)).get()?.name).toBe('Renamed Again C');
  });

  it('refuses an id the shop does not have, an id or product named twice, and a SKU another product holds; imports nothing', async () => {
    const { withSku, withoutSku } = variedCatalogue('D');
    const all = rowsOf(await exportCsv());
    const rowOf = (id: string) => ({ ...(all.find((r) => r.id === id) as Row) });
    const rows = [
      { ...rowOf(withoutSku.id), name: 'Changed D' },
      { ...rowOf(withSku.id), id: 'no-such-product', sku: '' },
      { ...rowOf(withoutSku.id), name: 'Twice' },
      { ...rowOf(withSku.id), id: '', name: 'Same product by SKU' },
      { ...rowOf(withSku.id), sku: '' },
    ];
    const other = createProduct(t.deps, { name: 'Holder D' });
    t.deps.db.update(products).set({ sku: 'HELD-D' }).where(eq(products.id, other.id)).run();
    rows.push({ ...rowOf(withoutSku.id), id: withoutSku.id, sku: 'HELD-D' });
    const report = await importCsv(csvOf(rows), true);
    expect(report.body.problems).toEqual([
      { line: 3, message: 'No product has the id no-such-product in this shop: clear the id to add the row as a new product' },
      { line: 4, message: `Product id ${withoutSku.id} is also on row 2` },
      { line: 6, message: `Row 5 is the same product (${withSku.name}): give each product one row` },
      { line: 7, message: `Product id ${withoutSku.id} is also on row 2` },
    ]);
    const only = [{ ...rowOf(withoutSku.id), sku: 'HELD-D' }];
    expect((await importCsv(csvOf(only), true)).body.problems).toEqual([{ line: 2, message: 'SKU HELD-D belongs to another product, Holder D' }]);
    const real = await importCsv(csvOf(rows), false);
    expect(real.status).toBe(400);
    expect(t.deps.db.select().from(products).where(eq(products.id, withoutSku.id)).get()?.name).toBe(withoutSku.name);
  });
});
