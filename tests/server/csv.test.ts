import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../drizzle/schema.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { orderPayload } from '../helpers/shop.js';

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

const BOM = '\uFEFF';
const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const importCsv = (csv: string, dryRun = false, token = admin.token) =>
  t.app.inject({ method: 'POST', url: `/api/products/import${dryRun ? '?dryRun=true' : ''}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, payload: csv });

const HEADER = 'sku,name,brand,category,price,countInStock,gstRate,hsnCode,published,lowStockThreshold,image,description';

describe('products as CSV', () => {
  it('exports every product, Excel-friendly (BOM, CRLF), with commas, newlines and Hindi intact', async () => {
    createProduct(t.deps, { name: 'Kurta, Cotton "Classic"', brand: 'खादी भंडार', description: 'Soft cotton.\nHand-woven in Bengal, India.', pricePaise: 1_79_900, gstRateBp: 500, hsnCode: '62052000' });
    const res = await get('/api/products/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.startsWith(BOM)).toBe(true);
    expect(res.body).toContain('\r\n');
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    const kurta = rows.find((r) => r.name === 'Kurta, Cotton "Classic"');
    expect(kurta).toMatchObject({ brand: 'खादी भंडार', description: 'Soft cotton.\nHand-woven in Bengal, India.', price: '1799.00', gstRate: '5', hsnCode: '62052000', published: 'true' });
  });

  it('a dry run lists each row’s problems and writes nothing; a file with problems imports nothing', async () => {
    const before = t.deps.db.select().from(products).all().length;
    const csv = [
      HEADER,
      'NEW-1,Mitti Diya Set,Kumhar,Fashion,299,10,5,69120000,false,5,,"Hand-made, clay; set of 12"',
      'NEW-2,,Kumhar,Fashion,299,10,5,,false,5,,No name',
      'NEW-3,Broken Price,Kumhar,Fashion,abc,10,5,,false,5,,x',
      'NEW-4,Odd Rate,Kumhar,Fashion,100,10,12,,false,5,,x',
      'NEW-1,Twice,Kumhar,Fashion,100,10,5,,false,5,,dup',
      'NEW-5,Published Without Picture,Kumhar,Fashion,100,10,5,,true,5,,x',
    ].join('\r\n');
    const dry = await importCsv(BOM + csv, true);
    expect(dry.statusCode).toBe(200);
    const report = JSON.parse(dry.body);
    expect(report).toMatchObject({ dryRun: true, rows: 6, created: 1 });
    expect(report.problems.map((p: { line: number }) => p.line)).toEqual([3, 4, 5, 6, 7]);
    expect(report.problems.find((p: { line: number }) => p.line === 6).message).toMatch(/also on row 2/);
    expect(report.problems.find((p: { line: number }) => p.line === 7).message).toMatch(/its own image/);
    expect(t.deps.db.select().from(products).all().length).toBe(before);
    const real = await importCsv(BOM + csv);
    expect(real.statusCode).toBe(400);
    expect(JSON.parse(real.body).message).toBe('5 rows have problems; nothing was imported');
    expect(t.deps.db.select().from(products).all().length).toBe(before);
  });

  it('creates new products (as drafts unless published) and updates by SKU, in one go', async () => {
    const existing = createProduct(t.deps, { name: 'Old Name', pricePaise: 10_000 });
    t.deps.db.update(products).set({ sku: 'OLD-1' }).where(eq(products.id, existing.id)).run();
    const csv = [
      HEADER,
      'OLD-1,New Name,Brand,Groceries,150.50,7,5,04059020,true,2,/uploads/ghee.webp,"Ghee, pure; from ""Anand"""',
      ',Chai Patti 500 g,Wagh Bakri,Groceries,240,30,5,0902,false,10,,"Strong, aromatic tea\nfrom Assam"',
      'HINDI-1,दाल मखनी मसाला,मसाला घर,Groceries,60,100,5,,false,5,,स्वादिष्ट',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ dryRun: false, rows: 3, created: 2, updated: 1, problems: [] });
    const updated = t.deps.db.select().from(products).where(eq(products.id, existing.id)).get();
    expect(updated).toMatchObject({ name: 'New Name', pricePaise: 15_050, countInStock: 7, gstRateBp: 500, hsnCode: '04059020', isPublished: true, lowStockThreshold: 2, description: 'Ghee, pure; from "Anand"' });
    const chai = t.deps.db.select().from(products).where(eq(products.name, 'Chai Patti 500 g')).get();
    expect(chai).toMatchObject({ isPublished: false, description: 'Strong, aromatic tea\nfrom Assam', sku: null });
    expect(t.deps.db.select().from(products).where(eq(products.sku, 'HINDI-1')).get()?.brand).toBe('मसाला घर');
  });

  it('refuses unknown columns, an empty file, and non-admins', async () => {
    expect((await importCsv('name,colour\nX,red')).statusCode).toBe(400);
    expect((await importCsv(HEADER)).statusCode).toBe(400);
    expect((await importCsv(HEADER, false, customer.token)).statusCode).toBe(403);
    expect((await get('/api/products/export.csv', customer.token)).statusCode).toBe(403);
  });
});

describe('orders as CSV for the accountant', () => {
  it('one row per line placed in the date range, with the GST columns', async () => {
    const ghee = createProduct(t.deps, { name: 'Ghee', pricePaise: 65_000, gstRateBp: 500, hsnCode: '04059020' });
    const phone = createProduct(t.deps, { name: 'Phone, 5G', pricePaise: 15_00_000, gstRateBp: 1800, hsnCode: '85171300' });
    const placed = await api(t.app, 'POST', '/api/orders', {
      token: customer.token,
      body: orderPayload([
        { product: ghee.id, qty: 2, pricePaise: 65_000, gstRate: 5 },
        { product: phone.id, qty: 1, pricePaise: 15_00_000, gstRate: 18 },
      ]),
    });
    expect(placed.status).toBe(201);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const res = await get(`/api/orders/export.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const rows = (parse(res.body, { bom: true, columns: true }) as Record<string, string>[]).filter((r) => r.orderId === placed.body._id);
    expect(rows).toHaveLength(2);
    // Each line names its order by number too, the column after the id.
    expect(Object.keys(rows[0]).slice(0, 3)).toEqual(['orderId', 'orderNumber', 'invoiceNumber']);
    expect(rows.map((r) => r.orderNumber)).toEqual([placed.body.orderNumber, placed.body.orderNumber]);
    expect(placed.body.orderNumber).toMatch(/^RS-\d{5,}$/);
    expect(rows[0]).toMatchObject({ product: 'Ghee', hsnCode: '04059020', qty: '2', taxableValue: '1300.00', gstRate: '5', igst: '65.00', placedOn: today });
    expect(rows[1]).toMatchObject({ product: 'Phone, 5G', gstRate: '18', taxableValue: '15000.00', igst: '2700.00', lineTotal: '17700.00' });
    const none = await get('/api/orders/export.csv?from=2001-01-01&to=2001-01-31');
    expect(parse(none.body, { bom: true, columns: true })).toEqual([]);
    expect((await get('/api/orders/export.csv?from=yesterday&to=today')).statusCode).toBe(400);
  });
});
