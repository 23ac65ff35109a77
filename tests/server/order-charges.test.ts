/**
 * The delivery fee and the cash-on-delivery fee on an order, from the shop's shipping rules: computed by the
 * server in the order's transaction, taxed at the order's highest GST rate, checked against the client's
 * figures, shown on the order and its tax invoice; and the orders the rules refuse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { pdfText } from '../helpers/pdf.js';
import { expectedGst, money, orderCount, shipOrder } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;

const BENGALURU = { address: '12, MG Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka' };
const DELHI = { address: '4, Janpath', city: 'New Delhi', pincode: '110001', state: 'Delhi' };

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
  const saved = await api(t.app, 'PUT', '/api/settings', {
    token: admin.token,
    body: { shopName: 'Kirana Corner', address: '5, Temple Street', city: 'Mysuru', pincode: '570001', state: 'Karnataka', gstin: '29AAGCB7383J1Z4' },
  });
  expect(saved.status).toBe(200);
  await raiseCodLimits(t.app, admin.token);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const RULES = { fee: 40, freeAbove: 2500, minDays: 2, maxDays: 5, codEnabled: true, codFee: 20, codMaxOrderValue: null, serviceableArea: 'all', zones: [] };

async function rules(change: Record<string, unknown> = {}) {
  const res = await api(t.app, 'PUT', '/api/shipping', { token: admin.token, body: { ...RULES, ...change } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A 5% and an 18% line: the fees take 18%, the highest. */
function products() {
  const ghee = createProduct(t.deps, { name: 'Amul Pure Ghee 1 L', pricePaise: 65_000, gstRateBp: 500, hsnCode: '04059020' });
  const headphones = createProduct(t.deps, { name: 'Rockerz 450 Headphones', pricePaise: 1_49_900, gstRateBp: 1800, hsnCode: '85183000' });
  return [
    { product: ghee.id, qty: 1, pricePaise: 65_000, gstRate: 5 },
    { product: headphones.id, qty: 1, pricePaise: 1_49_900, gstRate: 18 },
  ];
}

/** The figures worked out here, independently: each line's GST, and each fee's at 18%. */
function expected(lines: { qty: number; pricePaise: number; gstRate: number }[], fees: { shipping: number; codFee: number }) {
  const items = lines.reduce((sum, l) => sum + BigInt(l.pricePaise * l.qty), 0n);
  const lineTax = lines.reduce((sum, l) => sum + expectedGst(l.pricePaise * l.qty, l.gstRate), 0n);
  const feeTax = expectedGst(fees.shipping, 18) + expectedGst(fees.codFee, 18);
  const tax = lineTax + feeTax;
  return {
    itemsPrice: money(items),
    taxPrice: money(tax),
    shippingPrice: money(fees.shipping),
    ...(fees.codFee > 0 ? { codFee: money(fees.codFee) } : {}),
    totalPrice: money(items + BigInt(fees.shipping + fees.codFee) + tax),
  };
}

const payload = (lines: { product: string; qty: number }[], figures: Record<string, string>, address = DELHI, paymentMethod = 'COD') => ({
  orderItems: lines.map((l) => ({ product: l.product, qty: l.qty })),
  shippingAddress: { recipientName: 'Asha Verma', phone: '9845012345', ...address },
  paymentMethod,
  ...figures,
});

describe('delivery and COD fees on an order', () => {
  it('are charged by the rules, taxed at the highest line rate, and printed on the order and its invoice', async () => {
    await rules();
    const lines = products();
    const figures = expected(lines, { shipping: 4000, codFee: 2000 });
    expect(figures).toMatchObject({ taxPrice: '313.12', totalPrice: '2522.12' });
    const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: payload(lines, figures) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Cash on delivery: the Rs 2,522.12 is rounded to the rupee.
    expect(res.body).toMatchObject({ itemsPrice: 2149, shippingPrice: 40, codFee: 20, taxPrice: 313.12, roundOff: -0.12, totalPrice: 2522 });
    // Delhi from a Karnataka shop: IGST, the fees' 10.80 inside the 18% rate's figures.
    expect(res.body.taxBreakdown).toEqual([
      { rate: 5, taxableValue: 650, cgst: 0, sgst: 0, igst: 32.5 },
      { rate: 18, taxableValue: 1559, cgst: 0, sgst: 0, igst: 280.62 },
    ]);

    await shipOrder(t.app, admin.token, res.body._id);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${res.body._id}/invoice`, headers: { authorization: `Bearer ${buyer.token}` } });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/Delivery charges\s+996812\s+1\s+₹40\.00\s+₹40\.00\s+18%\s+₹7\.20/);
    expect(text).toMatch(/Cash on delivery fee\s+996812\s+1\s+₹20\.00\s+₹20\.00\s+18%\s+₹3\.60/);
    expect(text).toMatch(/Taxable value\s+₹2,209\.00/);
    expect(text).toMatch(/IGST\s+₹313\.12/);
    expect(text).toMatch(/Round off\s+-₹0\.12/);
    expect(text).toMatch(/Grand total\s+₹2,522\.00/);
  });

  it('within the shop’s state the fees’ GST is split CGST and SGST like the lines', async () => {
    await rules();
    const lines = products();
    const figures = expected(lines, { shipping: 4000, codFee: 2000 });
    const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: payload(lines, figures, BENGALURU) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.taxBreakdown[1]).toEqual({ rate: 18, taxableValue: 1559, cgst: 140.31, sgst: 140.31, igst: 0 });
  });

  it('delivery is free at the rule’s value, and an online order has no COD fee', async () => {
    await rules({ freeAbove: 2149 });
    const lines = products();
    const cod = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: payload(lines, expected(lines, { shipping: 0, codFee: 2000 })) });
    expect(cod.status, JSON.stringify(cod.body)).toBe(201);
    expect(cod.body).toMatchObject({ shippingPrice: 0, codFee: 20 });
    const online = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: payload(products(), expected(lines, { shipping: 0, codFee: 0 }), DELHI, 'Razorpay') });
    expect(online.status, JSON.stringify(online.body)).toBe(201);
    expect(online.body).toMatchObject({ shippingPrice: 0, codFee: 0, totalPrice: 2451.32 });
  });

  it('a client that left out a fee is told the new total, and nothing is written', async () => {
    await rules();
    const lines = products();
    const before = orderCount(t.deps);
    const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: payload(lines, expected(lines, { shipping: 4000, codFee: 0 })) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Prices have changed since your cart was loaded: the total is now Rs 2,522/-. Please review your cart and place the order again.');
    expect(orderCount(t.deps)).toBe(before);
  });

  it('a pincode the shop does not serve is refused with the exact message, and nothing is written', async () => {
    await rules({ serviceableArea: 'list' });
    await api(t.app, 'PUT', '/api/shipping/pincodes', { token: admin.token, body: { csv: '110001' } });
    const lines = products();
    const before = orderCount(t.deps);
    const res = await api(t.app, 'POST', '/api/orders', {
      token: buyer.token,
      body: payload(lines, expected(lines, { shipping: 4000, codFee: 2000 }), { ...BENGALURU, pincode: '560099' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Sorry, we do not deliver to 560099 yet');
    expect(orderCount(t.deps)).toBe(before);
  });

  it('cash on delivery is refused where a zone has it off, and above the shop’s COD limit', async () => {
    await rules({ codMaxOrderValue: 2500, zones: [{ name: 'Delhi', states: ['Delhi'], fee: 40, freeAbove: 2500, minDays: 1, maxDays: 2, codEnabled: false }] });
    const lines = products();
    const figures = expected(lines, { shipping: 4000, codFee: 2000 });
    const zone = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: payload(lines, figures) });
    expect(zone.status).toBe(400);
    expect(zone.body.message).toBe('Cash on delivery is not available for this address: please pay online');
    const limit = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: payload(lines, figures, BENGALURU) });
    expect(limit.status).toBe(400);
    expect(limit.body.message).toBe('Cash on delivery is available for orders up to Rs 2,500/-: please pay online');
  });
});

describe('the round-off of a cash-on-delivery total', () => {
  it('a client that knows the round-off sends it with the rounded total; a wrong one is refused; an online order stays exact', async () => {
    await rules();
    const lines = products();
    const exact = expected(lines, { shipping: 4000, codFee: 2000 });
    const rounded = { ...exact, roundOff: '-0.12', totalPrice: '2522.00' };
    const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: payload(lines, rounded) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ roundOff: -0.12, totalPrice: 2522 });

    const before = orderCount(t.deps);
    for (const wrong of [
      { ...exact, roundOff: '0.12', totalPrice: '2522.00' },
      { ...exact, roundOff: '-0.12', totalPrice: '2522.12' },
      { ...exact, roundOff: '0.00' },
    ]) {
      const refused = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: payload(products(), wrong) });
      expect(refused.status, JSON.stringify(wrong)).toBe(409);
    }
    expect(orderCount(t.deps)).toBe(before);
    expect((await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: payload(products(), { ...exact, roundOff: 'abc' }) })).body.issues).toContainEqual({
      path: 'roundOff',
      message: 'Round off must be an amount in rupees with at most 2 decimals',
    });

    const online = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: payload(products(), expected(lines, { shipping: 4000, codFee: 0 }), DELHI, 'Razorpay') });
    expect(online.status, JSON.stringify(online.body)).toBe(201);
    expect(online.body).toMatchObject({ roundOff: 0, totalPrice: 2498.52 });
  });
});
