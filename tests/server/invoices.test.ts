import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYear, issueInvoice } from '../../src/server/invoices/issue-invoice.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { placeOrder as placeOnline } from '../helpers/payments.js';
import { pdfFonts, pdfText } from '../helpers/pdf.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { orderPayload, shipOrder } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;

const KARNATAKA_SHOP = {
  shopName: 'Kirana Corner',
  legalName: 'Kirana Corner Retail LLP',
  address: '5, Temple Street',
  city: 'Mysuru',
  pincode: '570001',
  state: 'Karnataka',
  gstin: '29AAGCB7383J1Z4',
};
const MUMBAI = { address: 'Flat 3B, Marine Drive', city: 'Mumbai', pincode: '400002', state: 'Maharashtra' };
const BENGALURU = { address: '12, MG Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka' };

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps, { name: 'प्रिया शर्मा' })]);
  const saved = await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: KARNATAKA_SHOP });
  expect(saved.status).toBe(200);
  // Dozens of cash-on-delivery orders from one buyer to one address: the COD limits (cod-limits.test.ts) raised, as an owner would.
  await raiseCodLimits(t.app, admin.token);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const ghee = () => createProduct(t.deps, { name: 'Amul Pure Ghee 1 L', pricePaise: 65_000, gstRateBp: 500, hsnCode: '04059020' });
const headphones = () => createProduct(t.deps, { name: 'Rockerz 450 Headphones', pricePaise: 1_49_900, gstRateBp: 1800, hsnCode: '85183000' });

/** A cash-on-delivery order, shipped: its tax invoice is issued when the goods leave. */
async function placeCod(shippingAddress: Record<string, string>, token = buyer.token) {
  const placed = await placeCodUnshipped(shippingAddress, token);
  await shipOrder(t.app, admin.token, placed._id);
  return (await api(t.app, 'GET', `/api/orders/${placed._id}`, { token })).body;
}

async function placeCodUnshipped(shippingAddress: Record<string, string>, token = buyer.token) {
  const a = ghee();
  const b = headphones();
  const res = await api(t.app, 'POST', '/api/orders', {
    token,
    body: orderPayload(
      [
        { product: a.id, qty: 2, pricePaise: 65_000, gstRate: 5 },
        { product: b.id, qty: 1, pricePaise: 1_49_900, gstRate: 18 },
      ],
      { shippingAddress },
    ),
  });
  expect(res.status).toBe(201);
  return res.body;
}

const invoice = (orderId: string, token = buyer.token) => t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice`, headers: { authorization: `Bearer ${token}` } });

describe('GST on an order: per line at each product’s rate, split by place of supply', () => {
  it('a 5% grocery and an 18% gadget to another state: IGST per rate', async () => {
    const order = await placeCod(MUMBAI);
    expect(order.taxPrice).toBe(65 + 269.82);
    expect(order.placeOfSupply).toEqual({ state: 'Maharashtra', code: '27' });
    expect(order.taxBreakdown).toEqual([
      { rate: 5, taxableValue: 1300, cgst: 0, sgst: 0, igst: 65 },
      { rate: 18, taxableValue: 1499, cgst: 0, sgst: 0, igst: 269.82 },
    ]);
    expect(order.orderItems.map((i: { gstRate: number; hsnCode: string }) => [i.gstRate, i.hsnCode])).toEqual([
      [5, '04059020'],
      [18, '85183000'],
    ]);
  });

  it('within the shop’s own state: CGST + SGST, half each, the odd paisa to SGST', async () => {
    const order = await placeCod(BENGALURU);
    expect(order.taxBreakdown).toEqual([
      { rate: 5, taxableValue: 1300, cgst: 32.5, sgst: 32.5, igst: 0 },
      { rate: 18, taxableValue: 1499, cgst: 134.91, sgst: 134.91, igst: 0 },
    ]);
  });

  it('orders keep the rate and HSN they were placed with when the product changes later', async () => {
    const order = await placeCod(MUMBAI);
    const productId = order.orderItems[0].product as string;
    await api(t.app, 'PUT', `/api/products/${productId}`, { token: admin.token, body: { gstRate: 18, hsnCode: '9999' } });
    const again = await api(t.app, 'GET', `/api/orders/${order._id}`, { token: buyer.token });
    expect(again.body.orderItems[0]).toMatchObject({ gstRate: 5, hsnCode: '04059020' });
  });
});

describe('GET /api/orders/{id}/invoice', () => {
  it('a COD order has no invoice until it ships: its order page is the summary, and the invoice route says when it comes', async () => {
    const order = await placeCodUnshipped(MUMBAI);
    expect(order.invoice).toBeNull();
    const before = await invoice(order._id);
    expect(before.statusCode).toBe(409);
    expect(JSON.parse(before.body).message).toBe('The tax invoice is issued when the order is paid online or shipped');
    // Cancelled before it ships: no invoice ever, and nothing to credit.
    const cancelled = await api(t.app, 'POST', `/api/orders/${order._id}/cancel`, { token: buyer.token, body: {} });
    expect(cancelled.body).toMatchObject({ invoice: null, creditNotes: [] });
    expect((await invoice(order._id)).statusCode).toBe(409);
  });

  it('a COD order is invoiced when it ships: a Rule 46 tax invoice whose text holds the GSTIN, number, HSN codes, IGST and the total', async () => {
    const order = await placeCod(MUMBAI);
    expect(order.invoice).toMatchObject({ kind: 'tax-invoice', number: expect.stringMatching(/^INV\/\d{2}-\d{2}\/\d{6}$/) });
    expect(order.invoice.number.length).toBeLessThanOrEqual(16);
    const res = await invoice(order._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Tax Invoice',
      'Kirana Corner Retail LLP',
      'GSTIN: 29AAGCB7383J1Z4',
      order.invoice.number,
      `Order: ${order.orderNumber}`,
      'Place of supply: Maharashtra (27)',
      'Tax is payable on reverse charge: No',
      '04059020',
      '85183000',
      'IGST',
      '₹1,300.00',
      // Cash on delivery: the exact ₹3,133.82 rounded to the rupee, the round-off on its own line.
      'Round off',
      '₹0.18',
      '₹3,134.00',
      'Rupees Three Thousand One Hundred Thirty Four Only',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('CGST');
    expect(order.orderNumber).toMatch(/^RS-\d{5,}$/);
    expect(text).not.toContain(order._id);
    // The embedded font prints the rupee sign and the buyer's Hindi name.
    expect(pdfFonts(res.rawPayload)).toMatch(/NotoSans/);
    expect(text).toMatch(/[\u0900-\u097F]/);
  });

  it('an intra-state invoice shows CGST and SGST', async () => {
    const order = await placeCod(BENGALURU);
    const text = pdfText((await invoice(order._id)).rawPayload);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Place of supply: Karnataka (29)');
  });

  it('an online order is invoiced only once paid: 409 before, a number after', async () => {
    const order = await placeOnline(t, buyer, { qty: 1 });
    const before = await invoice(order.id);
    expect(before.statusCode).toBe(409);
    expect(JSON.parse(before.body).message).toBe('The tax invoice is issued when the order is paid online or shipped');
    const started = await api(t.app, 'POST', `/api/orders/${order.id}/payment`, { token: buyer.token });
    await api(t.app, 'POST', '/api/payments/test/confirm', { body: { paymentId: started.body.paymentId, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } });
    const paid = await api(t.app, 'PUT', `/api/orders/${order.id}/pay`, { token: buyer.token, body: { id: started.body.paymentId } });
    expect(paid.body.invoice).toMatchObject({ kind: 'tax-invoice' });
    const after = await invoice(order.id);
    expect(after.statusCode).toBe(200);
    expect(pdfText(after.rawPayload)).toMatch(/Test payment: no money was taken/);
  });

  it('its customer and admins may read it; another customer gets 404, a visitor 401', async () => {
    const order = await placeCod(MUMBAI);
    expect((await invoice(order._id, admin.token)).statusCode).toBe(200);
    const stranger = await createUser(t.deps);
    expect((await invoice(order._id, stranger.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/invoice` })).statusCode).toBe(401);
  });

  it('without a GSTIN the shop issues a receipt, not a tax invoice', async () => {
    const plain = await createTestApp();
    try {
      const customer = await createUser(plain.deps);
      const product = createProduct(plain.deps, { pricePaise: 10_000 });
      const owner = await createUser(plain.deps, { isAdmin: true });
      const placed = await api(plain.app, 'POST', '/api/orders', { token: customer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 10_000 }]) });
      const shipped = await shipOrder(plain.app, owner.token, placed.body._id);
      expect(shipped.invoice).toMatchObject({ kind: 'receipt', number: expect.stringMatching(/^RCT\//) });
      const res = await plain.app.inject({ method: 'GET', url: `/api/orders/${placed.body._id}/invoice`, headers: { authorization: `Bearer ${customer.token}` } });
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Receipt');
      expect(text).not.toContain('Tax Invoice');
      expect(text).toContain('not a tax invoice');
    } finally {
      await plain.close();
      removeDataDir(plain.dataDir);
    }
  });

  it('a later change of the shop’s settings does not change a past invoice', async () => {
    const order = await placeCod(MUMBAI);
    await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { legalName: 'A New Name Pvt Ltd' } });
    const text = pdfText((await invoice(order._id)).rawPayload);
    expect(text).toContain('Kirana Corner Retail LLP');
    expect(text).not.toContain('A New Name Pvt Ltd');
    await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { legalName: KARNATAKA_SHOP.legalName } });
  });
});

describe('invoice numbers', () => {
  it('50 orders shipped at once get consecutive numbers, none twice', async () => {
    const product = createProduct(t.deps, { pricePaise: 1_000, countInStock: 1_000 });
    const placed = [];
    for (let i = 0; i < 50; i++) {
      placed.push(await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 1_000 }]) }));
    }
    const results = await Promise.all(placed.map((r) => shipOrder(t.app, admin.token, r.body._id)));
    const numbers = results.map((r) => r.invoice!.number);
    const serials = numbers.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(serials.at(-1)! - serials[0]).toBe(49);
  });

  it('the financial year runs April to March in India, and a new one starts again at 1', async () => {
    expect(financialYear(new Date('2027-03-31T18:29:00Z'))).toBe('26-27'); // 23:59 on 31 March in India
    expect(financialYear(new Date('2027-03-31T18:31:00Z'))).toBe('27-28'); // 00:01 on 1 April in India
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
    const fresh = await createTestApp();
    try {
      const customer = await createUser(fresh.deps);
      const settings = fresh.deps.settings.save({ state: 'Karnataka', gstin: '29AAGCB7383J1Z4' });
      const product = createProduct(fresh.deps, { pricePaise: 1_000 });
      const numbers: string[] = [];
      for (const at of ['2027-03-31T10:00:00Z', '2027-03-31T12:00:00Z', '2027-04-01T04:00:00Z']) {
        const placed = await api(fresh.app, 'POST', '/api/orders', {
          token: customer.token,
          body: orderPayload([{ product: product.id, qty: 1, pricePaise: 1_000 }], { paymentMethod: 'Razorpay' }),
        });
        fresh.deps.db.transaction(() => issueInvoice(fresh.deps.db, placed.body._id, settings, new Date(at)));
        numbers.push((await api(fresh.app, 'GET', `/api/orders/${placed.body._id}`, { token: customer.token })).body.invoice.number);
      }
      expect(numbers).toEqual(['INV/26-27/000001', 'INV/26-27/000002', 'INV/27-28/000001']);
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
  });
});
