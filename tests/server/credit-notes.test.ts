/**
 * Credit notes (docs/decisions/047-credit-notes-and-gstr1.md): a cancellation or a refund of an order that has a
 * tax invoice issues one, numbered per financial year, in the same transaction; what it reverses per rate is
 * what was charged (a cancellation) or the refunded share (a refund), and the notes together never reverse more
 * than the invoice charged. A business buyer's GSTIN sets the place of supply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { ok, orderApi, takeTestPayment } from '../helpers/orders.js';
import { expectedGst, money, shipOrder } from '../helpers/shop.js';

type View = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
let calls: ReturnType<typeof orderApi>;

const SHOP = { shopName: 'Kirana Corner', legalName: 'Kirana Corner Retail LLP', address: '5, Temple Street', city: 'Mysuru', pincode: '570001', state: 'Karnataka', gstin: '29AAGCB7383J1Z4' };
const BENGALURU = { address: '12, MG Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka' };
const DELHI = { address: '4, Janpath', city: 'New Delhi', pincode: '110001', state: 'Delhi' };
/** A Maharashtra business (a valid GSTIN: its check character is right). */
const MUMBAI_BUSINESS = { gstin: '27AAPFU0939F1ZV', name: 'Usha Traders' };

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
  calls = orderApi(t);
  ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: SHOP }));
  // Delivery Rs 40 under Rs 2,500 and a Rs 20 COD fee: the notes reverse the fees too.
  ok(await api(t.app, 'PUT', '/api/shipping', { token: admin.token, body: { fee: 40, freeAbove: 2500, minDays: 2, maxDays: 5, codEnabled: true, codFee: 20, codMaxOrderValue: null, serviceableArea: 'all', zones: [] } }));
  await raiseCodLimits(t.app, admin.token);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

/** A 5% grocery and an 18% gadget (Rs 2,149 of goods: delivery is charged), with this payment method. */
async function place(options: { paymentMethod?: 'COD' | 'Razorpay'; address?: Record<string, string>; business?: typeof MUMBAI_BUSINESS } = {}): Promise<View> {
  const paymentMethod = options.paymentMethod ?? 'COD';
  const ghee = createProduct(t.deps, { name: 'Amul Pure Ghee 1 L', pricePaise: 65_000, gstRateBp: 500, hsnCode: '04059020', countInStock: 50 });
  const headphones = createProduct(t.deps, { name: 'Rockerz 450 Headphones', pricePaise: 1_49_900, gstRateBp: 1800, hsnCode: '85183000', countInStock: 50 });
  const codFee = paymentMethod === 'COD' ? 2000 : 0;
  const tax = expectedGst(65_000, 5) + expectedGst(1_49_900, 18) + expectedGst(4000, 18) + expectedGst(codFee, 18);
  const res = await api(t.app, 'POST', '/api/orders', {
    token: buyer.token,
    body: {
      orderItems: [
        { product: ghee.id, qty: 1 },
        { product: headphones.id, qty: 1 },
      ],
      shippingAddress: { recipientName: 'Asha Verma', phone: '9845012345', ...(options.address ?? DELHI) },
      paymentMethod,
      itemsPrice: '2149.00',
      taxPrice: money(tax),
      shippingPrice: '40.00',
      ...(codFee ? { codFee: money(codFee) } : {}),
      totalPrice: money(2_14_900n + 4000n + BigInt(codFee) + tax),
      ...(options.business ? { business: options.business } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Placed cash on delivery, shipped (the invoice is issued) and delivered (the cash is in). */
async function deliveredCod(options: Parameters<typeof place>[0] = {}): Promise<View> {
  const order = await place(options);
  await shipOrder(t.app, admin.token, order._id);
  return ok(await calls.deliver(order._id, admin.token)).body;
}

/** Placed online and paid with the test gateway (the invoice is issued at payment). */
async function paidOnline(options: Parameters<typeof place>[0] = {}): Promise<View> {
  const order = await place({ ...options, paymentMethod: 'Razorpay' });
  const paymentId = await takeTestPayment(t, buyer, order._id);
  return ok(await calls.pay(order._id, paymentId, buyer.token)).body;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const serial = (number: string) => Number(number.split('/')[2]);

describe('credit notes', () => {
  it('a cancellation reverses, per rate, exactly what the invoice charged, and marks the invoice cancelled', async () => {
    const paid = await paidOnline({ address: BENGALURU });
    expect(paid.invoice).toMatchObject({ kind: 'tax-invoice', cancelledBy: null });
    const cancelled = ok(await calls.cancel(paid._id, admin.token, 'Out of stock at the warehouse')).body;
    expect(cancelled.creditNotes).toHaveLength(1);
    const [note] = cancelled.creditNotes;
    expect(note).toMatchObject({ kind: 'cancellation', reason: 'Out of stock at the warehouse', goodsReturned: true, cancelled: false, amount: paid.totalPrice });
    expect(note.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{4}$/);
    // Within Karnataka: CGST + SGST, per rate as charged (the 18% figures hold the delivery fee).
    expect(note.taxBreakdown).toEqual(paid.taxBreakdown);
    expect(cancelled.invoice.cancelledBy).toBe(note.number);
    // The timeline and the refund are as before; the note came in the same step.
    expect(cancelled.refunds).toHaveLength(1);
  });

  it('a partial refund reverses the refunded share of each rate; the last refund reverses exactly what is left', async () => {
    const order = await deliveredCod();
    const total = paise(order.totalPrice);
    const first = ok(await calls.refund(order._id, admin.token, '500.00', 'Late delivery: a goodwill refund')).body;
    const [note] = first.creditNotes;
    expect(note).toMatchObject({ kind: 'refund', goodsReturned: false, amount: 500 });
    // Every rate gives back its share of the Rs 500, within a paisa a line (two lines and two fees).
    for (const charged of order.taxBreakdown) {
      const reversed = note.taxBreakdown.find((r: View) => r.rate === charged.rate);
      const share = (value: number) => (paise(value) * 50_000) / total;
      expect(Math.abs(paise(reversed.taxableValue) - share(charged.taxableValue))).toBeLessThanOrEqual(3);
      expect(Math.abs(paise(reversed.igst) - share(charged.igst))).toBeLessThanOrEqual(3);
    }
    const reversedTotal = note.taxBreakdown.reduce((sum: number, r: View) => sum + paise(r.taxableValue) + paise(r.igst), 0);
    expect(reversedTotal + 0).toBe(50_000);

    const rest = money(total - 50_000);
    const second = ok(await calls.refund(order._id, admin.token, rest, 'Returned in full')).body;
    expect(second.creditNotes).toHaveLength(2);
    // Both notes together reverse the whole invoice, per rate, to the paisa (the round-off included).
    const sums = new Map<number, { taxable: number; igst: number }>();
    for (const n of second.creditNotes) {
      for (const r of n.taxBreakdown) {
        const entry = sums.get(r.rate) ?? { taxable: 0, igst: 0 };
        entry.taxable += paise(r.taxableValue);
        entry.igst += paise(r.igst);
        sums.set(r.rate, entry);
      }
    }
    for (const charged of order.taxBreakdown) expect(sums.get(charged.rate)).toEqual({ taxable: paise(charged.taxableValue), igst: paise(charged.igst) });
    expect(second.creditNotes.reduce((sum: number, n: View) => sum + paise(n.amount), 0)).toBe(total);
    expect(serial(second.creditNotes[1].number)).toBe(serial(note.number) + 1);
  });

  it('a refund with goods returned reverses the returned line at its own rate first', async () => {
    const order = await deliveredCod();
    const ghee = order.orderItems[0];
    // The ghee (5%) comes back: Rs 682.50 with its GST.
    const res = ok(await calls.refund(order._id, admin.token, '682.50', 'Ghee returned unopened', [{ product: ghee.product, qty: 1 }])).body;
    const [note] = res.creditNotes;
    expect(note).toMatchObject({ goodsReturned: true, amount: 682.5 });
    expect(note.taxBreakdown).toEqual([{ rate: 5, taxableValue: 650, cgst: 0, sgst: 0, igst: 32.5 }]);
  });

  it('20 refunds at once get consecutive numbers, none twice', async () => {
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await deliveredCod({ address: i % 2 ? BENGALURU : DELHI }));
    const before = ok(await calls.refund(orders[0]._id, admin.token, '1.00', 'Before')).body.creditNotes[0].number;
    // Two refunds on each of ten orders, all at once.
    const results = await Promise.all(orders.flatMap((order) => [1, 2].map((n) => calls.refund(order._id, admin.token, `${n}.00`, `Refund ${n}`))));
    for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const views = await Promise.all(orders.map((order) => calls.get(order._id, admin.token)));
    const numbers = views.flatMap((v) => v.body.creditNotes.map((n: View) => n.number as string)).filter((n) => n !== before);
    expect(new Set(numbers).size).toBe(20);
    const serials = numbers.map(serial).sort((a, b) => a - b);
    expect(serials[0]).toBe(serial(before) + 1);
    expect(serials.at(-1)! - serials[0]).toBe(19);
  });

  it('an order without a tax invoice yet gets no credit note; nor does an order of a shop without a GSTIN', async () => {
    const order = await place();
    const cancelled = ok(await calls.cancel(order._id, buyer.token)).body;
    expect(cancelled).toMatchObject({ invoice: null, creditNotes: [] });
  });
});

describe('business buyers', () => {
  it('the place of supply follows the GSTIN: a Maharashtra business delivered in Karnataka pays IGST', async () => {
    const order = await paidOnline({ address: BENGALURU, business: MUMBAI_BUSINESS });
    expect(order.business).toEqual(MUMBAI_BUSINESS);
    expect(order.placeOfSupply).toEqual({ state: 'Maharashtra', code: '27' });
    for (const rate of order.taxBreakdown) expect(rate).toMatchObject({ cgst: 0, sgst: 0 });
    // A consumer at the same address pays CGST + SGST.
    const consumer = await place({ address: BENGALURU });
    expect(consumer.business).toBeNull();
    expect(consumer.placeOfSupply.code).toBe('29');
    expect(consumer.taxBreakdown.every((rate: View) => rate.igst === 0)).toBe(true);
    // The admin list filters B2B orders.
    const b2b = ok(await api(t.app, 'GET', '/api/orders?buyer=business&pageSize=100', { token: admin.token })).body;
    expect(b2b.orders.map((o: View) => o._id)).toContain(order._id);
    expect(b2b.orders.every((o: View) => o.business !== null)).toBe(true);
    const consumers = ok(await api(t.app, 'GET', '/api/orders?buyer=consumer&pageSize=100', { token: admin.token })).body;
    expect(consumers.orders.map((o: View) => o._id)).toContain(consumer._id);
    expect(consumers.orders.map((o: View) => o._id)).not.toContain(order._id);
  });

  it('a GSTIN with a wrong check character, or the shop’s own, is refused and nothing is placed', async () => {
    const product = createProduct(t.deps, { pricePaise: 10_000 });
    const body = (business: object) => ({
      orderItems: [{ product: product.id, qty: 1 }],
      shippingAddress: { ...BENGALURU },
      paymentMethod: 'COD',
      itemsPrice: '100.00',
      taxPrice: '18.00',
      shippingPrice: '40.00',
      codFee: '20.00',
      totalPrice: '185.20',
      business,
    });
    const wrong = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: body({ gstin: '27AAPFU0939F1ZA', name: 'Usha Traders' }) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'business.gstin', message: 'This GSTIN’s check character is wrong: please check it for a typing mistake' }]);
    const nameless = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: body({ gstin: MUMBAI_BUSINESS.gstin, name: ' ' }) });
    expect(nameless.body.issues).toEqual([{ path: 'business.name', message: 'Business name is required' }]);
    const own = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: body({ gstin: SHOP.gstin, name: 'Me' }) });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('That is this shop’s own GSTIN: enter the GSTIN of the business that is buying');
  });
});
