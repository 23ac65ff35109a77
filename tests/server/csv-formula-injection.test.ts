/**
 * CSV formula injection: text a shopper or a supplier chose (a name such as =HYPERLINK(…)) must reach the
 * accountant's spreadsheet as text, never as a formula; and the product import takes back exactly the
 * escape the export adds, so export → import changes nothing (docs/decisions/024-csv-safety.md).
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../drizzle/schema.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { orderPayload } from '../helpers/shop.js';
import { csvWriter, unescapeFormula } from '../../src/server/csv/spreadsheet-csv.js';

// Each describe has its own shop, so the product round trip sees only its own products.
let t: TestApp;
let admin: TestUser;

function freshShop() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.deps, { isAdmin: true });
  });
  afterAll(async () => {
    await t.close();
    removeDataDir(t.dataDir);
  });
}

const download = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } });
const importCsv = (csv: string, dryRun: boolean) =>
  t.app.inject({ method: 'POST', url: `/api/products/import${dryRun ? '?dryRun=true' : ''}`, headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/csv' }, payload: csv });
const rowsOf = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];
const cellsOf = (csv: string) => (parse(csv, { bom: true }) as string[][]).flat();

/** What a spreadsheet would run as a formula: a cell starting with = + - @ (or their full-width forms), a tab or a CR. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

const HYPERLINK = '=HYPERLINK("http://evil.example","Click")';

describe('the orders export', () => {
  freshShop();

  it('writes a shopper’s formula-like name, e-mail and the product names as text (a leading quote)', async () => {
    const registered = await api(t.app, 'POST', '/api/users/register', { body: { name: HYPERLINK, email: '+91-98450@example.com', password: 'secret-pass' } });
    expect(registered.status).toBe(201);
    const sum = createProduct(t.deps, { name: '@SUM(1+1)*cmd|" /C calc"!A0', pricePaise: 10_000, gstRateBp: 1800 });
    const minus = createProduct(t.deps, { name: '-2+3 Sale', pricePaise: 20_000, gstRateBp: 1800 });
    const placed = await api(t.app, 'POST', '/api/orders', {
      token: registered.body.token,
      body: orderPayload([
        { product: sum.id, qty: 1, pricePaise: 10_000 },
        { product: minus.id, qty: 2, pricePaise: 20_000 },
      ]),
    });
    expect(placed.status).toBe(201);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const res = await download(`/api/orders/export.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res.body).filter((r) => r.orderId === placed.body._id);
    expect(rows).toHaveLength(2);
    expect(rows[0].customer).toBe(`'${HYPERLINK}`);
    expect(rows[0].email).toBe(`'+91-98450@example.com`);
    expect(rows[0].product).toBe(`'@SUM(1+1)*cmd|" /C calc"!A0`);
    expect(rows[1].product).toBe(`'-2+3 Sale`);
    // Numbers stay numbers: the quantities and amounts are not turned into text.
    expect(rows[1]).toMatchObject({ qty: '2', unitPrice: '200.00', gstRate: '18', lineTotal: '472.00' });
    expect(cellsOf(res.body).filter((cell) => FORMULA_START.test(cell))).toEqual([]);
  });
});

describe('a line break inside a cell', () => {
  freshShop();

  it('keeps the cell quoted, so a spreadsheet cannot start a new row with a formula', async () => {
    // A bare LF (or CR) is a row break to Excel and LibreOffice: unquoted, the text after it becomes a new
    // row whose first cell is a formula that escape_formulas never saw.
    const shawl = createProduct(t.deps, { name: 'Shawl\n=1+cmd|\' /C calc\'!A0', description: 'Warm\r@SUM(1)' });
    const customer = await createUser(t.deps);
    const placed = await api(t.app, 'POST', '/api/orders', { token: customer.token, body: orderPayload([{ product: shawl.id, qty: 1, pricePaise: shawl.pricePaise }]) });
    expect(placed.status).toBe(201);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    for (const url of [`/api/orders/export.csv?from=${today}&to=${today}`, '/api/products/export.csv']) {
      const res = await download(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('"Shawl\n=1+cmd|\' /C calc\'!A0"');
      // Read as a spreadsheet does, any CR or LF outside quotes ends a row: still no cell starts a formula.
      const asSpreadsheet = parse(res.body, { bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true }) as string[][];
      expect(asSpreadsheet.flat().filter((cell) => FORMULA_START.test(cell))).toEqual([]);
    }
    expect(rowsOf((await download('/api/products/export.csv')).body).find((r) => r.name.startsWith('Shawl'))?.description).toBe('Warm\r@SUM(1)');
  });
});

describe('the products export and import', () => {
  freshShop();

  const NAMES = ['=1+2', '+91 phone case', '-10% saree', '@home', '\uFF1DSUM(A1)', "'=already quoted", "'Tis the season"];

  it('writes formula-like cells as text, and an export imported again changes nothing', async () => {
    const made = NAMES.map((name, i) => {
      const product = createProduct(t.deps, { name, brand: i === 0 ? '=cmd' : 'Plain Brand', description: i === 1 ? '-just text' : 'A product.' });
      t.deps.db.update(products).set({ sku: `RT-${i}` }).where(eq(products.id, product.id)).run();
      return product;
    });
    const exported = await download('/api/products/export.csv');
    expect(exported.statusCode).toBe(200);
    expect(cellsOf(exported.body).filter((cell) => FORMULA_START.test(cell))).toEqual([]);
    const bySku = new Map(rowsOf(exported.body).map((r) => [r.sku, r]));
    expect(bySku.get('RT-0')).toMatchObject({ name: "'=1+2", brand: "'=cmd" });
    expect(bySku.get('RT-1')).toMatchObject({ name: "'+91 phone case", description: "'-just text" });
    expect(bySku.get('RT-2')?.name).toBe("'-10% saree");
    expect(bySku.get('RT-3')?.name).toBe("'@home");
    expect(bySku.get('RT-4')?.name).toBe("'\uFF1DSUM(A1)");
    // A name that itself starts with a quote and a formula sign gets one more quote, so it survives the way back.
    expect(bySku.get('RT-5')?.name).toBe("''=already quoted");
    // A quote before anything else is the shop owner's own text and is left alone.
    expect(bySku.get('RT-6')?.name).toBe("'Tis the season");

    // Someone renames everything in the shop; importing the export puts every name back exactly.
    for (const product of made) t.deps.db.update(products).set({ name: 'Renamed', brand: 'Renamed', description: 'Renamed' }).where(eq(products.id, product.id)).run();
    const dry = await importCsv(exported.body, true);
    expect(dry.statusCode).toBe(200);
    expect(JSON.parse(dry.body)).toMatchObject({ dryRun: true, created: 0, problems: [] });
    const real = await importCsv(exported.body, false);
    expect(real.statusCode).toBe(200);
    expect(JSON.parse(real.body)).toMatchObject({ dryRun: false, created: 0, problems: [] });
    made.forEach((product, i) => {
      const row = t.deps.db.select().from(products).where(eq(products.id, product.id)).get();
      expect(row).toMatchObject({ name: NAMES[i], brand: product.brand, description: product.description, pricePaise: product.pricePaise, countInStock: product.countInStock });
    });
  });

  it('a hand-made file: the export’s escape is taken off, any other leading quote is kept', async () => {
    const csv = [
      'sku,name,brand,category,price,countInStock,gstRate,hsnCode,published,lowStockThreshold,image,description',
      "HM-1,'=5*2,'@brand,Fashion,100,1,5,,false,5,,'-10% off",
      "HM-2,'Quoted name,Brand,Fashion,100,1,5,,false,5,,''=twice",
      "HM-3,'',Brand,Fashion,100,1,5,,false,5,,'",
    ].join('\r\n');
    const res = await importCsv(csv, false);
    expect(res.statusCode).toBe(200);
    const bySku = (sku: string) => t.deps.db.select().from(products).where(eq(products.sku, sku)).get();
    expect(bySku('HM-1')).toMatchObject({ name: '=5*2', brand: '@brand', description: '-10% off' });
    expect(bySku('HM-2')).toMatchObject({ name: "'Quoted name", description: "'=twice" });
    expect(bySku('HM-3')).toMatchObject({ name: "''", description: "'" });
  });
});

describe('the one escape rule (csvWriter and unescapeFormula)', () => {
  it('escapes text only: a negative number stays a number, the same characters as text become text', async () => {
    const writer = csvWriter(['amount', 'note']);
    const chunks: string[] = [];
    writer.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => writer.on('end', resolve));
    writer.write({ amount: -5, note: '-5' });
    writer.write({ amount: 12.5, note: '\tTabbed' });
    writer.write({ amount: 0, note: '\r=1' });
    writer.end();
    await ended;
    expect(chunks.join('')).toBe('\uFEFFamount,note\r\n-5,\'-5\r\n12.5,\'\tTabbed\r\n0,"\'\r=1"\r\n');
  });

  it('takes off exactly the quote the writer adds', () => {
    for (const text of ['=1+2', '+91', '-10%', '@home', '\tx', '\rx', '\uFF20x', "'=x", "''+x"]) expect(unescapeFormula(`'${text}`)).toBe(text);
    for (const text of ["'", "''", "'Tis", "'1", 'plain', '=not escaped', '']) expect(unescapeFormula(text)).toBe(text);
  });
});
