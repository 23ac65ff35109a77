/**
 * GSTR-1 for a month, made from the shop's tax invoices and credit notes (docs/decisions/048-gstr1-and-sales-register.md),
 * compared field by field with a return worked out by hand (tests/fixtures/gstr1/2026-10.json), and the same
 * figures in the offline tool's CSV templates and in the sales register.
 *
 * Dates: only `Date` is faked (tests/helpers/gst-orders.ts `at`), so every invoice and credit note carries the
 * date in October 2026 the story below gives it, and the expected file can name them.
 *
 * The shop is in Karnataka (29); delivery is Rs 40 below Rs 1,000 of goods and cash on delivery Rs 20, both at
 * the order's highest rate. October 2026, in India's time:
 *  -  I  28 Sep  Kochi (32), online, 4 × ghee (5%) — invoiced in September; cancelled 2 Oct: CN 0001 in October.
 *  -  A   3 Oct  Bengaluru (29), cash on delivery, 2 × ghee + 1 × headphones (18%), COD fee; shipped: INV 000002.
 *  -  B   5 Oct  Mumbai (27), online, 1 × headphones: INV 000003; Rs 590 refunded for value 12 Oct: CN 0003.
 *  -  C   6 Oct  a business in Maharashtra (GSTIN 27…), online, 2 × headphones: INV 000004 (b2b);
 *                one returned 15 Oct: CN 0004 (cdnr).
 *  -  D   8 Oct  Chennai (33), online, a laptop (18%) worth Rs 1,12,100: INV 000005 (b2cl, above Rs 1,00,000);
 *                Rs 5,900 refunded for value 20 Oct: CN 0005 (cdnur).
 *  -  E   9 Oct  Delhi (07), online, 1 × headphones: INV 000006; cancelled 10 Oct: CN 0002 — nets to nothing.
 *  -  F  11 Oct  Bengaluru, cash on delivery, cancelled before it shipped: never invoiced, in no return.
 *  -  G  31 Oct 23:50  Hyderabad (36), online, 1 × ghee with delivery: INV 000007, still October in India.
 *  -  H   1 Nov 00:15  Mumbai, online, 1 × headphones: INV 000008 — 31 October in UTC, November in India.
 *  -  B   1 Nov 00:20  Rs 118 more refunded: CN 0006, November's.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GST_PERIOD_RULE } from '../../src/shared/gst-returns.js';
import { api, callerFor, createProduct, createUser, removeDataDir, type TestUser } from '../helpers/app.js';
import { ADDRESSES, adminGet, at, cancel, openGstShop, payOnline, placeOrder, refund, ship, type GstShop, type OrderView } from '../helpers/gst-orders.js';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/gstr1/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const EXPECTED = fixture('2026-10.json');
const EXPECTED_REGISTER = fixture('2026-10-sales-register.json');

const BUSINESS = { gstin: '27AAPFU0939F1ZV', name: 'Patil Traders' };

let shop: GstShop;
let shopper: TestUser;
const orders: Record<string, OrderView> = {};

beforeAll(async () => {
  shop = await openGstShop();
  shopper = await createUser(shop.t.deps, { name: 'Another Shopper' });
  const ghee = createProduct(shop.t.deps, { name: 'Amul Pure Ghee 1 L', pricePaise: 650_00, gstRateBp: 500, hsnCode: '04059020', countInStock: 100 });
  const headphones = createProduct(shop.t.deps, { name: 'Rockerz 450 Headphones', pricePaise: 1499_00, gstRateBp: 1800, hsnCode: '85183000', countInStock: 100 });
  const laptop = createProduct(shop.t.deps, { name: 'ThinkPad E14 Laptop', pricePaise: 95_000_00, gstRateBp: 1800, hsnCode: '84713010', countInStock: 10 });
  try {
    at('2026-09-28T11:00:00+05:30');
    const i = await placeOrder(shop, { lines: [{ product: ghee, qty: 4 }], address: ADDRESSES.kochi, payment: 'Razorpay' });
    at('2026-09-28T11:05:00+05:30');
    await payOnline(shop, i._id);
    at('2026-10-02T10:00:00+05:30');
    orders.I = await cancel(shop, i._id);

    at('2026-10-03T09:00:00+05:30');
    const a = await placeOrder(shop, { lines: [{ product: ghee, qty: 2 }, { product: headphones, qty: 1 }], address: ADDRESSES.bengaluru, payment: 'COD' });
    at('2026-10-03T15:00:00+05:30');
    orders.A = await ship(shop, a._id);

    at('2026-10-05T12:00:00+05:30');
    const b = await placeOrder(shop, { lines: [{ product: headphones, qty: 1 }], address: ADDRESSES.mumbai, payment: 'Razorpay' });
    await payOnline(shop, b._id);

    at('2026-10-06T12:00:00+05:30');
    const c = await placeOrder(shop, { lines: [{ product: headphones, qty: 2 }], address: ADDRESSES.pune, payment: 'Razorpay', business: BUSINESS });
    await payOnline(shop, c._id);

    at('2026-10-08T12:00:00+05:30');
    const d = await placeOrder(shop, { lines: [{ product: laptop, qty: 1 }], address: ADDRESSES.chennai, payment: 'Razorpay', buyer: shopper });
    await payOnline(shop, d._id, shopper);

    at('2026-10-09T12:00:00+05:30');
    const e = await placeOrder(shop, { lines: [{ product: headphones, qty: 1 }], address: ADDRESSES.delhi, payment: 'Razorpay', buyer: shopper });
    await payOnline(shop, e._id, shopper);
    at('2026-10-10T12:00:00+05:30');
    orders.E = await cancel(shop, e._id);

    at('2026-10-11T12:00:00+05:30');
    const f = await placeOrder(shop, { lines: [{ product: ghee, qty: 1 }], address: ADDRESSES.bengaluru, payment: 'COD' });
    at('2026-10-11T13:00:00+05:30');
    orders.F = await cancel(shop, f._id);

    at('2026-10-12T12:00:00+05:30');
    await refund(shop, b._id, 590_00);
    at('2026-10-15T12:00:00+05:30');
    orders.C = await refund(shop, c._id, 1768_82, [{ product: headphones.id, qty: 1 }], 'Returned: one pair was not needed');
    at('2026-10-20T12:00:00+05:30');
    orders.D = await refund(shop, d._id, 5900_00);

    at('2026-10-31T23:40:00+05:30');
    const g = await placeOrder(shop, { lines: [{ product: ghee, qty: 1 }], address: ADDRESSES.hyderabad, payment: 'Razorpay', buyer: shopper });
    at('2026-10-31T23:50:00+05:30');
    orders.G = await payOnline(shop, g._id, shopper);

    at('2026-11-01T00:10:00+05:30');
    const h = await placeOrder(shop, { lines: [{ product: headphones, qty: 1 }], address: ADDRESSES.mumbai, payment: 'Razorpay', buyer: shopper });
    at('2026-11-01T00:15:00+05:30');
    orders.H = await payOnline(shop, h._id, shopper);
    at('2026-11-01T00:20:00+05:30');
    orders.B = await refund(shop, b._id, 118_00);
  } finally {
    vi.useRealTimers();
  }
}, 120_000);

afterAll(async () => {
  await shop.t.close();
  removeDataDir(shop.t.dataDir);
});

describe('GSTR-1 for October 2026', () => {
  it('the story went as told: invoices, credit notes and the B2B place of supply', () => {
    expect(orders.A.invoice).toMatchObject({ number: 'INV/26-27/000002', kind: 'tax-invoice' });
    expect(orders.C).toMatchObject({ business: BUSINESS, placeOfSupply: { code: '27' } });
    expect(orders.C.creditNotes.map((n: OrderView) => n.number)).toEqual(['CN/2026-27/0004']);
    expect(orders.E.creditNotes).toEqual([expect.objectContaining({ number: 'CN/2026-27/0002', kind: 'cancellation', cancelled: false })]);
    expect(orders.E.invoice.cancelledBy).toBe('CN/2026-27/0002');
    expect(orders.F).toMatchObject({ fulfilmentStatus: 'cancelled', invoice: null, creditNotes: [] });
    expect(orders.G.invoice.number).toBe('INV/26-27/000007');
    expect(orders.H.invoice.number).toBe('INV/26-27/000008');
    expect(orders.B.creditNotes.map((n: OrderView) => n.number)).toEqual(['CN/2026-27/0003', 'CN/2026-27/0006']);
  });

  it('GET /api/gst/gstr1?period=2026-10 is the hand-made return, field by field', async () => {
    const res = await adminGet(shop, '/api/gst/gstr1?period=2026-10');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="GSTR1_29AAGCB7383J1Z4_102026.json"');
    const body = res.body as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(Object.keys(EXPECTED));
    // Section by section first, so a difference names its section.
    for (const [section, expected] of Object.entries(EXPECTED)) expect(body[section], section).toEqual(expected);
    expect(body).toEqual(EXPECTED);
  });

  it('November is India’s November: the invoice of 00:15 on 1 November and the note of 00:20 are in it, October’s are not', async () => {
    const res = await adminGet(shop, '/api/gst/gstr1?period=2026-11');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      gstin: '29AAGCB7383J1Z4',
      fp: '112026',
      version: 'GST3.2.3',
      hash: 'hash',
      // H's Rs 1,499 and IGST, less B's Rs 100 and IGST of November's note (B's invoice was October's).
      b2cs: [{ sply_ty: 'INTER', pos: '27', typ: 'OE', rt: 18, txval: 1399, iamt: 251.82, camt: 0, samt: 0, csamt: 0 }],
      hsn: { hsn_b2c: [{ num: 1, hsn_sc: '85183000', desc: 'Rockerz 450 Headphones', uqc: 'NOS', qty: 1, rt: 18, txval: 1399, iamt: 251.82, camt: 0, samt: 0, csamt: 0 }] },
      doc_issue: {
        doc_det: [
          { doc_num: 1, docs: [{ num: 1, from: 'INV/26-27/000008', to: 'INV/26-27/000008', totnum: 1, cancel: 0, net_issue: 1 }] },
          { doc_num: 5, docs: [{ num: 1, from: 'CN/2026-27/0006', to: 'CN/2026-27/0006', totnum: 1, cancel: 0, net_issue: 1 }] },
        ],
      },
    });
  });

  it('a quarter (QRMP) is its three months, filed under the last month', async () => {
    const res = await adminGet(shop, '/api/gst/gstr1?period=2026-Q3');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="GSTR1_29AAGCB7383J1Z4_122026.json"');
    expect(res.body.fp).toBe('122026');
    expect(res.body.doc_issue.doc_det).toEqual([
      { doc_num: 1, docs: [{ num: 1, from: 'INV/26-27/000002', to: 'INV/26-27/000008', totnum: 7, cancel: 0, net_issue: 7 }] },
      { doc_num: 5, docs: [{ num: 1, from: 'CN/2026-27/0001', to: 'CN/2026-27/0006', totnum: 6, cancel: 0, net_issue: 6 }] },
    ]);
    expect(res.body.b2cs.find((entry: OrderView) => entry.pos === '27')).toMatchObject({ txval: 999 + 1399, iamt: 431.64 });
  });
});

/** A section's CSV as rows of cells, the header first. */
async function csvRows(url: string): Promise<string[][]> {
  const res = await adminGet(shop, url);
  expect(res.status, String(res.body)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return parse(String(res.body), { bom: true }) as string[][];
}

describe('the sections as the offline tool’s CSV templates', () => {
  it('b2b, b2cl, b2cs: a row per invoice (or place of supply) and rate, dates and places as the templates write them', async () => {
    expect(await csvRows('/api/gst/gstr1/b2b.csv?period=2026-10')).toEqual([
      ['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Reverse Charge', 'Applicable % of Tax Rate', 'Invoice Type', 'E-Commerce GSTIN', 'Rate', 'Taxable Value', 'Cess Amount'],
      ['27AAPFU0939F1ZV', 'Patil Traders', 'INV/26-27/000004', '06-Oct-2026', '3537.64', '27-Maharashtra', 'N', '', 'Regular B2B', '', '18', '2998', '0'],
    ]);
    expect(await csvRows('/api/gst/gstr1/b2cl.csv?period=2026-10')).toEqual([
      ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
      ['INV/26-27/000005', '08-Oct-2026', '112100', '33-Tamil Nadu', '', '18', '95000', '0', ''],
    ]);
    expect(await csvRows('/api/gst/gstr1/b2cs.csv?period=2026-10')).toEqual([
      ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
      ['OE', '27-Maharashtra', '', '18', '999', '0', ''],
      ['OE', '29-Karnataka', '', '5', '1300', '0', ''],
      ['OE', '29-Karnataka', '', '18', '1519', '0', ''],
      // A September invoice's October credit note: a negative number, not text a spreadsheet would escape.
      ['OE', '32-Kerala', '', '5', '-2600', '0', ''],
      ['OE', '36-Telangana', '', '5', '690', '0', ''],
    ]);
  });

  it('cdnr, cdnur, hsn (B2B and B2C tabs) and docs', async () => {
    expect(await csvRows('/api/gst/gstr1/cdnr.csv?period=2026-10')).toEqual([
      ['GSTIN/UIN of Recipient', 'Receiver Name', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Reverse Charge', 'Note Supply Type', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
      ['27AAPFU0939F1ZV', 'Patil Traders', 'CN/2026-27/0004', '15-Oct-2026', 'C', '27-Maharashtra', 'N', 'Regular B2B', '1768.82', '', '18', '1499', '0'],
    ]);
    expect(await csvRows('/api/gst/gstr1/cdnur.csv?period=2026-10')).toEqual([
      ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
      ['B2CL', 'CN/2026-27/0005', '20-Oct-2026', 'C', '33-Tamil Nadu', '5900', '', '18', '5000', '0'],
    ]);
    const hsnHeader = ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'];
    expect(await csvRows('/api/gst/gstr1/hsn_b2b.csv?period=2026-10')).toEqual([hsnHeader, ['85183000', 'Rockerz 450 Headphones', 'NOS-NUMBERS', '1', '1768.82', '18', '1499', '269.82', '0', '0', '0']]);
    expect(await csvRows('/api/gst/gstr1/hsn_b2c.csv?period=2026-10')).toEqual([
      hsnHeader,
      ['04059020', 'Amul Pure Ghee 1 L', 'NOS-NUMBERS', '-1', '-682.5', '5', '-650', '-97.5', '32.5', '32.5', '0'],
      ['84713010', 'ThinkPad E14 Laptop', 'NOS-NUMBERS', '1', '106200', '18', '90000', '16200', '0', '0', '0'],
      ['85183000', 'Rockerz 450 Headphones', 'NOS-NUMBERS', '2', '2947.64', '18', '2498', '179.82', '134.91', '134.91', '0'],
      ['996812', 'Delivery charges', 'NA', '0', '42', '5', '40', '2', '0', '0', '0'],
      ['996812', 'Cash on delivery fee', 'NA', '0', '23.6', '18', '20', '0', '1.8', '1.8', '0'],
    ]);
    // Both tabs in one table, for a tool that still takes a single HSN sheet.
    const hsn = await csvRows('/api/gst/gstr1/hsn.csv?period=2026-10');
    expect(hsn.find((row) => row[0] === '85183000')).toEqual(['85183000', 'Rockerz 450 Headphones', 'NOS-NUMBERS', '3', '4716.46', '18', '3997', '449.64', '134.91', '134.91', '0']);
    expect(await csvRows('/api/gst/gstr1/docs.csv?period=2026-10')).toEqual([
      ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
      ['Invoices for outward supply', 'INV/26-27/000002', 'INV/26-27/000007', '6', '0'],
      ['Credit Note', 'CN/2026-27/0001', 'CN/2026-27/0005', '5', '0'],
    ]);
  });

  it('names the file for the shop and the period; an unknown section is 404 and says which there are', async () => {
    const res = await adminGet(shop, '/api/gst/gstr1/b2cs.csv?period=2026-10');
    expect(res.headers['content-disposition']).toBe('attachment; filename="GSTR1_29AAGCB7383J1Z4_102026_b2cs.csv"');
    for (const url of ['/api/gst/gstr1/exp.csv?period=2026-10', '/api/gst/gstr1/b2cs.json?period=2026-10', '/api/gst/gstr1/b2cs?period=2026-10']) {
      const missing = await adminGet(shop, url);
      expect(missing.status, url).toBe(404);
      expect(missing.body.message).toBe('GSTR-1 sections come as b2b.csv, b2cl.csv, b2cs.csv, exemp.csv, cdnr.csv, cdnur.csv, hsn.csv, hsn_b2b.csv, hsn_b2c.csv, docs.csv');
    }
  });
});

describe('the sales register for October', () => {
  it('per rate: the invoices, the credit notes and the net, as worked out by hand; REST and tRPC agree', async () => {
    const res = await adminGet(shop, '/api/gst/sales-register?period=2026-10');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(EXPECTED_REGISTER);
    expect(await callerFor(shop.t.deps, shop.admin.user).gst.salesRegister({ period: '2026-10' })).toEqual(EXPECTED_REGISTER);
  });

  it('reconciles with GSTR-1: b2b + b2cl + b2cs − cdnr − cdnur, and the HSN summary, add up to the net', async () => {
    const gstr1 = (await adminGet(shop, '/api/gst/gstr1?period=2026-10')).body;
    const register = (await adminGet(shop, '/api/gst/sales-register?period=2026-10')).body;
    const cents = (n: number) => Math.round(n * 100);
    const items = (invoices: { itms: { itm_det: { txval: number } }[] }[]) => invoices.flatMap((inv) => inv.itms).reduce((sum, item) => sum + cents(item.itm_det.txval), 0);
    const sections =
      items(gstr1.b2b.flatMap((g: OrderView) => g.inv)) +
      items(gstr1.b2cl.flatMap((g: OrderView) => g.inv)) +
      gstr1.b2cs.reduce((sum: number, e: OrderView) => sum + cents(e.txval), 0) -
      items(gstr1.cdnr.flatMap((g: OrderView) => g.nt)) -
      items(gstr1.cdnur);
    expect(sections).toBe(cents(register.totals.net.taxableValue));
    const hsn = [...gstr1.hsn.hsn_b2b, ...gstr1.hsn.hsn_b2c].reduce((sum: number, row: OrderView) => sum + cents(row.txval), 0);
    expect(hsn).toBe(cents(register.totals.net.taxableValue));
  });

  it('as CSV: a row per rate and the total, amounts as numbers', async () => {
    const rows = await csvRows('/api/gst/sales-register.csv?period=2026-10');
    expect(rows[0]).toEqual([
      'Rate (%)',
      ...['Invoices', 'Credit notes', 'Net'].flatMap((part) => ['taxable value', 'CGST', 'SGST', 'IGST', 'total'].map((figure) => `${part} ${figure}`)),
    ]);
    expect(rows.slice(1)).toEqual([
      ['5', '1990', '32.5', '32.5', '34.5', '2089.5', '2600', '0', '0', '130', '2730', '-610', '32.5', '32.5', '-95.5', '-640.5'],
      ['18', '102515', '136.71', '136.71', '18179.28', '120967.7', '8498', '0', '0', '1529.64', '10027.64', '94017', '136.71', '136.71', '16649.64', '110940.06'],
      ['Total', '104505', '169.21', '169.21', '18213.78', '123057.2', '11098', '0', '0', '1659.64', '12757.64', '93407', '169.21', '169.21', '16554.14', '110299.56'],
    ]);
  });
});

describe('who may have the returns, and what is refused', () => {
  const URLS = ['/api/gst/gstr1', '/api/gst/gstr1/b2cs.csv', '/api/gst/sales-register', '/api/gst/sales-register.csv'];

  it('a visitor is 401 and a shopper 403, on every door', async () => {
    for (const url of URLS) {
      expect((await api(shop.t.app, 'GET', `${url}?period=2026-10`)).status, url).toBe(401);
      const shopperAnswer = await api(shop.t.app, 'GET', `${url}?period=2026-10`, { token: shop.buyer.token });
      expect(shopperAnswer.status, url).toBe(403);
      expect(JSON.stringify(shopperAnswer.body)).not.toContain('INV/');
    }
    await expect(callerFor(shop.t.deps, shop.buyer.user).gst.salesRegister({ period: '2026-10' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a period that is not a month or a quarter is 400 with the rule, on every door', async () => {
    for (const url of URLS) {
      for (const query of ['?period=2026-13', '?period=2026-Q5', '?period=October', '?period=2026-1', '']) {
        const res = await adminGet(shop, `${url}${query}`);
        expect(res.status, `${url}${query}`).toBe(400);
        expect(res.body.message, `${url}${query}`).toBe(GST_PERIOD_RULE);
      }
    }
    const refused = callerFor(shop.t.deps, shop.admin.user).gst.salesRegister({ period: '2026-13' });
    await expect(refused).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(refused).rejects.toThrow(GST_PERIOD_RULE);
  });

  it('a shop without a GSTIN (it issues receipts) is told to enter it first: 409', async () => {
    const unregistered = await openGstShop({ gstin: false });
    try {
      for (const url of URLS) {
        const res = await adminGet(unregistered, `${url}?period=2026-10`);
        expect(res.status, url).toBe(409);
        expect(res.body.message, url).toBe('Enter the shop’s GSTIN in Settings first: GST returns are for a registered shop');
      }
    } finally {
      await unregistered.t.close();
      removeDataDir(unregistered.t.dataDir);
    }
  });

  it('the OpenAPI document lists the four paths', async () => {
    const doc = (await api(shop.t.app, 'GET', '/api/openapi.json')).body;
    for (const path of ['/gst/gstr1', '/gst/gstr1/{section}.csv', '/gst/sales-register', '/gst/sales-register.csv']) expect(doc.paths[path]?.get, path).toBeDefined();
  });
});
