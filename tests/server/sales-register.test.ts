/**
 * Every figure reconciles (docs/decisions/048-gstr1-and-sales-register.md): over a month of random orders —
 * states within and outside the shop's, every GST rate, cash on delivery and online, business buyers,
 * cancellations and partial refunds, some of them crossing the month's ends — the tax invoices minus the
 * credit notes, as each order tells them (GET /api/orders/{id}), equal the sales register's net, which
 * equals GSTR-1's sections added up (b2b + b2cl + b2cs + nil − cdnr − cdnur) and its HSN summary, to the
 * paisa, per rate and for the taxable value and each tax. A credit note withdrawn because its refund failed
 * counts only as cancelled in the document summary.
 *
 * The story is drawn from a seeded generator, so a failure is the same story when run again.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gstinCheckCharacter } from '../../src/shared/gstin.js';
import { api, createProduct, createUser, type TestUser } from '../helpers/app.js';
import { startFakeRazorpay, type FakeRazorpay } from '../helpers/fake-razorpay.js';
import {
  ADDRESSES,
  adminGet,
  at,
  cancel,
  closeGstShop,
  deliver,
  openGstShop,
  orderView,
  paise,
  payOnline,
  placeOrder,
  refund,
  ship,
  type Address,
  type GstShop,
  type OrderLine,
  type OrderView,
} from '../helpers/gst-orders.js';
import { ok } from '../helpers/orders.js';

const SEED = 20261031;

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const OCTOBER = { from: Date.parse('2026-10-01T00:00:00+05:30'), until: Date.parse('2026-11-01T00:00:00+05:30') };
const inOctober = (iso: string) => Date.parse(iso) >= OCTOBER.from && Date.parse(iso) < OCTOBER.until;

interface Figures {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Paise per GST rate (percent). */
class PerRate {
  readonly rates = new Map<number, Figures>();
  add(rate: number, figures: Partial<Figures>, sign: 1 | -1 = 1): void {
    const sum = this.rates.get(rate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    sum.taxable += sign * (figures.taxable ?? 0);
    sum.cgst += sign * (figures.cgst ?? 0);
    sum.sgst += sign * (figures.sgst ?? 0);
    sum.igst += sign * (figures.igst ?? 0);
    this.rates.set(rate, sum);
  }
  /** Rates whose figures are not all zero, lowest first. */
  table(): [number, Figures][] {
    return [...this.rates.entries()].filter(([, f]) => f.taxable !== 0 || f.cgst !== 0 || f.sgst !== 0 || f.igst !== 0).sort(([a], [b]) => a - b);
  }
  total(): Figures {
    const sum = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    for (const f of this.rates.values()) {
      sum.taxable += f.taxable;
      sum.cgst += f.cgst;
      sum.sgst += f.sgst;
      sum.igst += f.igst;
    }
    return sum;
  }
}

/** An answer's rupee figures as paise. */
const figures = (sums: { taxableValue: number; cgst: number; sgst: number; igst: number }): Figures => ({
  taxable: paise(sums.taxableValue),
  cgst: paise(sums.cgst),
  sgst: paise(sums.sgst),
  igst: paise(sums.igst),
});
/** A GSTR-1 item's figures as paise (an inter-state section has IGST only). */
const itemFigures = (item: { txval: number; iamt?: number; camt?: number; samt?: number }): Figures => ({
  taxable: paise(item.txval),
  cgst: paise(item.camt ?? 0),
  sgst: paise(item.samt ?? 0),
  igst: paise(item.iamt ?? 0),
});

const gstinOf = (stateCode: string) => `${stateCode}AAPFU0939F1Z${gstinCheckCharacter(`${stateCode}AAPFU0939F1Z`)}`;

describe('a month of random orders reconciles to the paisa', () => {
  let shop: GstShop;
  const placed: string[] = [];
  const businessGstins = new Set<string>();
  const story = { b2b: 0, cod: 0, online: 0, cancelled: 0, refunds: 0, restocked: 0 };

  beforeAll(async () => {
    shop = await openGstShop();
    const random = generator(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const buyers: TestUser[] = [shop.buyer, ...(await Promise.all([1, 2, 3].map((n) => createUser(shop.t.deps, { name: `Buyer ${n}` }))))];
    const product = (name: string, rupees: number, rateBp: number, hsnCode: string) => createProduct(shop.t.deps, { name, pricePaise: rupees * 100, gstRateBp: rateBp, hsnCode, countInStock: 10_000 });
    const products = [
      product('Toned Milk 1 L', 56, 0, '04012000'),
      product('Rough Diamond', 2000, 25, '71021000'),
      product('Gold Coin 10 g', 60_000, 300, '71189000'),
      product('Basmati Rice 5 kg', 849.5, 500, '10063020'),
      product('Rockerz 450 Headphones', 1499, 1800, '85183000'),
      product('Cola 24-pack', 479, 4000, '22021010'),
    ];
    const addresses = Object.values(ADDRESSES);
    const businessStates = ['29', '27', '33', '07', '36', '32', '19'];

    // Each order's steps, at their moments; run in time order afterwards.
    const steps: { at: number; seq: number; run: () => Promise<void> }[] = [];
    const step = (moment: number, run: () => Promise<void>) => steps.push({ at: moment, seq: steps.length, run });
    const first = Date.parse('2026-09-25T00:00:00+05:30');
    for (let n = 0; n < 40; n += 1) {
      const placedAt = first + Math.floor(random() * 40 * DAY);
      const buyer = pick(buyers);
      const lines: OrderLine[] = [];
      for (const p of [...products].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 3))) lines.push({ product: p, qty: 1 + Math.floor(random() * 2) });
      const address: Address = pick(addresses);
      const payment = random() < 0.4 ? ('COD' as const) : ('Razorpay' as const);
      const business = random() < 0.25 ? { gstin: gstinOf(pick(businessStates)), name: `Traders ${n}` } : undefined;
      const fate = random();
      const later = (from: number, days: number) => from + HOUR + Math.floor(random() * days * DAY);
      const fraction = 0.05 + random() * 0.5;
      const restockLine = random() < 0.4 ? Math.floor(random() * lines.length) : -1;
      const secondFraction = random() < 0.3 ? 0.05 + random() * 0.3 : 0;
      const cancelAfterRefund = random() < 0.15;
      let id = '';

      const refundSome = async (share: number, restock: boolean) => {
        const view = await orderView(shop, id);
        const left = paise(view.totalPrice) - paise(view.refundedPrice);
        if (left <= 100 || view.paymentStatus === 'refunded') return;
        const amount = Math.max(100, Math.floor(left * share));
        const line = lines[restockLine];
        await refund(shop, id, amount, restock && line ? [{ product: line.product.id, qty: 1 }] : undefined);
        story.refunds += 1;
        if (restock && line) story.restocked += 1;
      };

      step(placedAt, async () => {
        id = (await placeOrder(shop, { lines, address, payment, business, buyer }))._id;
        placed.push(id);
        if (business) businessGstins.add(business.gstin);
        story.b2b += business ? 1 : 0;
        story[payment === 'COD' ? 'cod' : 'online'] += 1;
      });
      if (payment === 'Razorpay') {
        step(placedAt + 5 * 60_000, async () => void (await payOnline(shop, id, buyer)));
        if (fate < 0.2) {
          step(later(placedAt, 6), async () => void (await cancel(shop, id), (story.cancelled += 1)));
        } else if (fate < 0.6) {
          const refundedAt = later(placedAt, 12);
          step(refundedAt, () => refundSome(fraction, true));
          if (secondFraction) step(later(refundedAt, 5), () => refundSome(secondFraction, false));
          if (cancelAfterRefund) step(later(refundedAt, 6), async () => void (await cancel(shop, id), (story.cancelled += 1)));
        }
      } else if (fate < 0.25) {
        step(placedAt + 2 * HOUR, async () => void (await cancel(shop, id), (story.cancelled += 1)));
      } else {
        const shippedAt = later(placedAt, 1);
        step(shippedAt, async () => void (await ship(shop, id)));
        if (fate < 0.7) {
          const deliveredAt = shippedAt + 2 * DAY;
          step(deliveredAt, async () => void (await deliver(shop, id)));
          if (fate < 0.5) step(later(deliveredAt, 5), () => refundSome(fraction, true));
        }
      }
    }
    try {
      for (const { at: moment, run } of steps.sort((a, b) => a.at - b.at || a.seq - b.seq)) {
        at(new Date(moment).toISOString());
        await run();
      }
    } finally {
      vi.useRealTimers();
    }
  }, 300_000);

  afterAll(async () => closeGstShop(shop));

  it(`the story (seed ${SEED}) has every kind of sale and return in it`, async () => {
    expect(story.b2b).toBeGreaterThan(3);
    expect(story.cod).toBeGreaterThan(5);
    expect(story.cancelled).toBeGreaterThan(3);
    expect(story.refunds).toBeGreaterThan(5);
    expect(story.restocked).toBeGreaterThan(1);
    const gstr1 = (await adminGet(shop, '/api/gst/gstr1?period=2026-10')).body;
    for (const section of ['b2b', 'b2cl', 'b2cs', 'nil', 'cdnr', 'cdnur', 'hsn', 'doc_issue']) expect(gstr1[section], section).toBeDefined();
  });

  it('invoices − credit notes (from the orders) = the sales register = GSTR-1’s sections = its HSN summary, per rate', async () => {
    const views: OrderView[] = await Promise.all(placed.map((id) => orderView(shop, id)));
    const invoices = new PerRate();
    const notes = new PerRate();
    let invoiceCount = 0;
    let noteCount = 0;
    for (const view of views) {
      if (view.invoice?.kind === 'tax-invoice' && inOctober(view.invoice.issuedAt)) {
        invoiceCount += 1;
        for (const row of view.taxBreakdown) invoices.add(row.rate, figures(row));
      }
      for (const note of view.creditNotes) {
        if (note.cancelled || !inOctober(note.issuedAt)) continue;
        noteCount += 1;
        for (const row of note.taxBreakdown) notes.add(row.rate, figures(row));
      }
    }
    const net = new PerRate();
    for (const [rate, f] of invoices.rates) net.add(rate, f);
    for (const [rate, f] of notes.rates) net.add(rate, f, -1);
    expect(invoiceCount).toBeGreaterThan(10);
    expect(noteCount).toBeGreaterThan(5);

    // The sales register.
    const register = ok(await adminGet(shop, '/api/gst/sales-register?period=2026-10')).body;
    expect(register).toMatchObject({ invoiceCount, creditNoteCount: noteCount });
    const registerInvoices = new PerRate();
    const registerNotes = new PerRate();
    const registerNet = new PerRate();
    for (const row of register.rows) {
      registerInvoices.add(row.rate, figures(row.invoices));
      registerNotes.add(row.rate, figures(row.creditNotes));
      registerNet.add(row.rate, figures(row.net));
      expect(paise(row.net.total), `rate ${row.rate}`).toBe(paise(row.net.taxableValue) + paise(row.net.cgst) + paise(row.net.sgst) + paise(row.net.igst));
    }
    expect(registerInvoices.table()).toEqual(invoices.table());
    expect(registerNotes.table()).toEqual(notes.table());
    expect(registerNet.table()).toEqual(net.table());
    expect(figures(register.totals.net)).toEqual(net.total());
    expect(figures(register.totals.invoices)).toEqual(invoices.total());
    expect(figures(register.totals.creditNotes)).toEqual(notes.total());

    // GSTR-1's sections, added up.
    const gstr1 = ok(await adminGet(shop, '/api/gst/gstr1?period=2026-10')).body;
    const sections = new PerRate();
    const items = (documents: OrderView[], sign: 1 | -1) => {
      for (const document of documents) for (const item of document.itms) sections.add(item.itm_det.rt, itemFigures(item.itm_det), sign);
    };
    items((gstr1.b2b ?? []).flatMap((g: OrderView) => g.inv), 1);
    items((gstr1.b2cl ?? []).flatMap((g: OrderView) => g.inv), 1);
    for (const entry of gstr1.b2cs ?? []) sections.add(entry.rt, itemFigures(entry));
    for (const entry of gstr1.nil?.inv ?? []) sections.add(0, { taxable: paise(entry.nil_amt) });
    items((gstr1.cdnr ?? []).flatMap((g: OrderView) => g.nt), -1);
    items(gstr1.cdnur ?? [], -1);
    expect(sections.table()).toEqual(net.table());

    const hsn = new PerRate();
    for (const row of [...(gstr1.hsn?.hsn_b2b ?? []), ...(gstr1.hsn?.hsn_b2c ?? [])]) hsn.add(row.rt, itemFigures(row));
    expect(hsn.table()).toEqual(net.table());

    // Table 13 counts every invoice and note of the month.
    const docs = (docNum: number) => gstr1.doc_issue.doc_det.find((d: OrderView) => d.doc_num === docNum)?.docs ?? [];
    expect(docs(1).reduce((sum: number, d: OrderView) => sum + d.totnum, 0)).toBe(invoiceCount);
    expect(docs(5).reduce((sum: number, d: OrderView) => sum + d.totnum, 0)).toBe(noteCount);
  });

  it('each invoice is where the rules put it: b2b to a GSTIN, b2cl inter-state above Rs 1,00,000, nothing else in either', async () => {
    const gstr1 = ok(await adminGet(shop, '/api/gst/gstr1?period=2026-10')).body;
    for (const group of gstr1.b2b) expect(businessGstins.has(group.ctin), group.ctin).toBe(true);
    for (const group of gstr1.cdnr) expect(businessGstins.has(group.ctin), group.ctin).toBe(true);
    for (const group of gstr1.b2cl) {
      expect(group.pos).not.toBe('29');
      for (const invoice of group.inv) expect(invoice.val).toBeGreaterThan(100_000);
    }
    for (const entry of gstr1.b2cs) expect(entry.sply_ty).toBe(entry.pos === '29' ? 'INTRA' : 'INTER');
    // Goods at 0% are nil rated (Table 8), in the offline tool's exemp sheet too.
    const exemp = parse(String(ok(await adminGet(shop, '/api/gst/gstr1/exemp.csv?period=2026-10')).body), { bom: true, columns: true }) as Record<string, string>[];
    const described = { INTRB2B: 'Inter-State supplies to registered persons', INTRAB2B: 'Intra-State supplies to registered persons', INTRB2C: 'Inter-State supplies to unregistered persons', INTRAB2C: 'Intra-State supplies to unregistered persons' };
    expect(exemp).toEqual(
      gstr1.nil.inv.map((entry: OrderView) => ({
        Description: described[entry.sply_ty as keyof typeof described],
        'Nil Rated Supplies': String(entry.nil_amt),
        'Exempted (other than nil rated/non GST supply )': '0',
        'Non-GST supplies': '0',
      })),
    );
    // Every B2B invoice of the month is in b2b, and every large inter-state consumer invoice in b2cl.
    const views: OrderView[] = await Promise.all(placed.map((id) => orderView(shop, id)));
    const october = views.filter((v) => v.invoice?.kind === 'tax-invoice' && inOctober(v.invoice.issuedAt) && v.taxBreakdown.some((r: OrderView) => r.rate > 0));
    const numbers = (groups: OrderView[]) => groups.flatMap((g) => g.inv.map((i: OrderView) => i.inum)).sort();
    expect(numbers(gstr1.b2b)).toEqual(october.filter((v) => v.business).map((v) => v.invoice.number).sort());
    expect(numbers(gstr1.b2cl)).toEqual(october.filter((v) => !v.business && v.placeOfSupply.code !== '29' && paise(v.totalPrice) > 100_000_00).map((v) => v.invoice.number).sort());
  });
});

describe('a credit note withdrawn because its refund failed', () => {
  let rzp: FakeRazorpay;
  let shop: GstShop;
  beforeAll(async () => {
    rzp = await startFakeRazorpay();
    shop = await openGstShop({ env: rzp.env });
  });
  afterAll(async () => {
    await closeGstShop(shop);
    await rzp.close();
  });

  it('counts only as cancelled in Table 13: no section, no register figure, no orders-CSV credit', async () => {
    const headphones = createProduct(shop.t.deps, { name: 'Rockerz 450 Headphones', pricePaise: 1499_00, gstRateBp: 1800, hsnCode: '85183000', countInStock: 10 });
    let refunded: OrderView;
    try {
      at('2026-12-03T11:00:00+05:30');
      const order = await placeOrder(shop, { lines: [{ product: headphones, qty: 1 }], address: ADDRESSES.mumbai, payment: 'Razorpay' });
      const started = ok(await api(shop.t.app, 'POST', `/api/orders/${order._id}/payment`, { token: shop.buyer.token }));
      const { payment, signature } = rzp.pay(started.body.razorpayOrderId as string);
      ok(await api(shop.t.app, 'PUT', `/api/orders/${order._id}/pay`, { token: shop.buyer.token, body: { id: payment.id, razorpay_signature: signature } }));
      at('2026-12-04T11:00:00+05:30');
      refunded = await refund(shop, order._id, 118_00);
      const gatewayRefund = [...rzp.refunds.values()].find((r) => r.notes.shopRefundId === refunded.refunds[0]._id);
      if (!gatewayRefund) throw new Error('Razorpay has no record of the refund');
      gatewayRefund.status = 'failed';
      const signed = rzp.refundWebhook('refund.failed', gatewayRefund);
      at('2026-12-05T11:00:00+05:30');
      ok(await api(shop.t.app, 'POST', '/api/payments/razorpay/webhook', { body: signed.body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signed.signature } }));
    } finally {
      vi.useRealTimers();
    }
    const after = await orderView(shop, refunded._id);
    expect(after.creditNotes).toEqual([expect.objectContaining({ number: 'CN/2026-27/0001', cancelled: true })]);

    const gstr1 = ok(await adminGet(shop, '/api/gst/gstr1?period=2026-12')).body;
    // The invoice alone, as if no note had been issued; the note's number is used and cancelled.
    expect(gstr1.b2cs).toEqual([{ sply_ty: 'INTER', pos: '27', typ: 'OE', rt: 18, txval: 1499, iamt: 269.82, camt: 0, samt: 0, csamt: 0 }]);
    expect(gstr1.cdnur).toBeUndefined();
    expect(gstr1.hsn.hsn_b2c).toEqual([expect.objectContaining({ qty: 1, txval: 1499, iamt: 269.82 })]);
    expect(gstr1.doc_issue.doc_det).toEqual([
      { doc_num: 1, docs: [{ num: 1, from: 'INV/26-27/000001', to: 'INV/26-27/000001', totnum: 1, cancel: 0, net_issue: 1 }] },
      { doc_num: 5, docs: [{ num: 1, from: 'CN/2026-27/0001', to: 'CN/2026-27/0001', totnum: 1, cancel: 1, net_issue: 0 }] },
    ]);

    const register = ok(await adminGet(shop, '/api/gst/sales-register?period=2026-12')).body;
    expect(register).toMatchObject({ invoiceCount: 1, creditNoteCount: 0, totals: { creditNotes: { taxableValue: 0, igst: 0, total: 0 }, net: { taxableValue: 1499, igst: 269.82 } } });

    const csv = String(ok(await adminGet(shop, '/api/orders/export.csv?from=2026-12-01&to=2026-12-31')).body);
    expect(csv).toContain('INV/26-27/000001');
    expect(csv).not.toContain('CN/2026-27/0001');
  });
});
