/**
 * The credit note as a PDF (CGST Act Section 34, with the particulars of CGST Rule 53(1A)), read back with
 * pdftotext as an accountant copying from it would: GET /api/orders/{id}/credit-notes/{number} for the
 * order's buyer and admins, and through a guest order's private link. And the tax invoice of an order
 * cancelled in full, marked with the credit note that cancelled it.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNoteLines, creditNotes } from '../../drizzle/schema.js';
import { amountInWords } from '../../src/shared/amount-in-words.js';
import { api, createUser, type TestApp, type TestUser } from '../helpers/app.js';
import { BENGALURU, MUMBAI, basket, getAs, openKarnatakaShop, literal, paidOrder as paidOnline, printedDate as day, rupees } from '../helpers/gst-documents.js';
import { ok, orderApi, TEST_CARD } from '../helpers/orders.js';
import { pdfText } from '../helpers/pdf.js';
import { money, orderPayload } from '../helpers/shop.js';

type View = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
let calls: ReturnType<typeof orderApi>;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, admin, buyer, close } = await openKarnatakaShop());
  calls = orderApi(t);
});
afterAll(() => close());

/** An order paid online, so it has its tax invoice. */
async function paidOrder(shippingAddress: Record<string, string>): Promise<View> {
  const paid = await paidOnline(t, buyer, shippingAddress);
  expect(paid.invoice).toMatchObject({ kind: 'tax-invoice', number: expect.any(String) });
  return paid;
}

const get = (url: string, token?: string) => getAs(t, url, token);
const creditNotePdf = (orderId: string, number: string, token = buyer.token) => get(`/api/orders/${orderId}/credit-notes/${encodeURIComponent(number)}`, token);

/** The note's lines added up per rate (percent), as its per-rate summary must show them. */
function storedPerRate(number: string) {
  const note = t.deps.db.select().from(creditNotes).where(eq(creditNotes.number, number)).get();
  if (!note) throw new Error(`no credit note ${number}`);
  const lines = t.deps.db.select().from(creditNoteLines).where(eq(creditNoteLines.creditNoteId, note.id)).orderBy(asc(creditNoteLines.position)).all();
  const byRate = new Map<number, { taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const line of lines) {
    const sum = byRate.get(line.gstRateBp / 100) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    sum.taxable += line.taxablePaise;
    sum.cgst += line.cgstPaise;
    sum.sgst += line.sgstPaise;
    sum.igst += line.igstPaise;
    byRate.set(line.gstRateBp / 100, sum);
  }
  return { note, lines, byRate };
}

describe('the credit note PDF shows what Rule 53(1A) asks for', () => {
  it('a refund without restock: a credit of value only against the invoice, per rate, in words', async () => {
    const order = await paidOrder(MUMBAI);
    const refunded = ok(await calls.refund(order._id, admin.token, money(50_000), 'Price adjustment: the box was dented')).body;
    expect(refunded.creditNotes).toHaveLength(1);
    const credit = refunded.creditNotes[0];
    expect(credit).toMatchObject({ kind: 'refund', goodsReturned: false, amount: 500, cancelled: false });
    expect(credit.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{4,}$/);

    const res = await creditNotePdf(order._id, credit.number);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${credit.number.replace(/\//g, '-')}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Credit Note',
      // The supplier: name, address, GSTIN.
      'Kirana Corner Retail LLP',
      '5, Temple Street',
      'GSTIN: 29AAGCB7383J1Z4',
      // The note's own number and date, and the invoice it corrects.
      `Credit note number: ${credit.number}`,
      `Date: ${day(credit.issuedAt)}`,
      `Original invoice: ${order.invoice.number}`,
      `Invoice date: ${day(order.invoice.issuedAt)}`,
      `Against tax invoice ${order.invoice.number} dated ${day(order.invoice.issuedAt)}`,
      `Order: ${order.orderNumber}`,
      // The recipient, the delivery address and its state.
      'Priya Sharma',
      'Flat 3B, Marine Drive',
      'Place of supply: Maharashtra (27)',
      '04059020',
      '85183000',
      'Value only',
      'IGST',
      'Tax reversed per rate',
      'Reason: Price adjustment: the box was dented',
      'Credit of value only: no goods were returned.',
      `Total credit`,
      rupees(50_000),
      `Amount credited in words: ${amountInWords(50_000)}`,
      'This is a computer-generated document and needs no signature.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('CGST');
    expect(text).toMatch(/Amul Pure Ghee 1 L\s+04059020\s+Value only/);

    // Per rate: the taxable value and the IGST reversed, as the note recorded them, and their sums.
    const { note, byRate } = storedPerRate(credit.number);
    expect([...byRate.keys()].sort((a, b) => a - b)).toEqual([5, 18]);
    for (const [rate, sum] of byRate) {
      expect(text).toMatch(new RegExp(`GST at ${rate}%\\s+${literal(rupees(sum.taxable))}\\s+${literal(rupees(sum.igst))}\\s+${literal(rupees(sum.igst))}`));
    }
    expect(text).toMatch(new RegExp(`Taxable value\\s+${literal(rupees(note.taxablePaise))}`));
    expect(text).toMatch(new RegExp(`IGST\\s+${literal(rupees(note.igstPaise))}`));
    expect(note.totalPaise).toBe(50_000);
  });

  it('a refund that takes units back shows the units returned', async () => {
    const order = await paidOrder(MUMBAI);
    const headphones = order.orderItems[1].product as string;
    const refunded = ok(await calls.refund(order._id, admin.token, money(1_76_882), 'Returned: does not fit', [{ product: headphones, qty: 1 }])).body;
    const credit = refunded.creditNotes[0];
    expect(credit).toMatchObject({ kind: 'refund', goodsReturned: true });
    const text = pdfText((await creditNotePdf(order._id, credit.number)).rawPayload);
    expect(text).toMatch(/Rockerz 450 Headphones\s+85183000\s+1\s+₹/);
    expect(text).toContain('Reason: Returned: does not fit');
    expect(text).not.toContain('Credit of value only');
  });

  it('cancelling a paid order: the note reverses per rate exactly what the invoice charged, and the invoice is marked cancelled', async () => {
    const order = await paidOrder(BENGALURU);
    const cancelled = ok(await calls.cancel(order._id, admin.token, 'Out of stock at the warehouse')).body;
    const credit = cancelled.creditNotes.find((n: View) => n.kind === 'cancellation');
    expect(credit).toMatchObject({ goodsReturned: true, amount: order.totalPrice });
    expect(cancelled.invoice.cancelledBy).toBe(credit.number);

    const text = pdfText((await creditNotePdf(order._id, credit.number)).rawPayload);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toMatch(/CGST\s+SGST/);
    expect(text).not.toContain('IGST');
    expect(text).toMatch(/Amul Pure Ghee 1 L\s+04059020\s+2\s+₹1,300\.00\s+5%\s+₹32\.50\s+₹32\.50/);
    expect(text).toMatch(/Rockerz 450 Headphones\s+85183000\s+1\s+₹1,499\.00\s+18%\s+₹134\.91\s+₹134\.91/);
    // Per rate, what was charged (the order's own breakdown, fees included) is what is reversed.
    for (const row of order.taxBreakdown as { rate: number; taxableValue: number; cgst: number; sgst: number }[]) {
      const line = `GST at ${row.rate}%\\s+${literal(rupees(Math.round(row.taxableValue * 100)))}\\s+${literal(rupees(Math.round(row.cgst * 100)))}\\s+${literal(rupees(Math.round(row.sgst * 100)))}`;
      expect(text).toMatch(new RegExp(line));
    }
    expect(text).toContain(`Amount credited in words: ${amountInWords(Math.round(order.totalPrice * 100))}`);
    expect(text).toContain('Reason: Out of stock at the warehouse');

    const invoice = pdfText((await get(`/api/orders/${order._id}/invoice`, buyer.token)).rawPayload);
    expect(invoice).toMatch(new RegExp(`Tax Invoice\\s+Cancelled — see credit note ${literal(credit.number)}`));
  });

  it('a cash-on-delivery order, invoiced when shipped and refunded in full: the note credits the rupee rounding as its round-off', async () => {
    const placed = ok(await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload(basket(t), { shippingAddress: MUMBAI }) }), 201).body;
    expect(placed.invoice).toBeNull();
    ok(await calls.ship(placed._id, admin.token));
    const delivered = ok(await calls.deliver(placed._id, admin.token)).body;
    expect(delivered.invoice).toMatchObject({ kind: 'tax-invoice' });
    // ₹3,133.82 exactly, rounded to ₹3,134.00 for cash.
    expect(delivered.totalPrice).toBe(3134);
    const credit = ok(await calls.refund(placed._id, admin.token, money(3_13_400), 'Returned unopened')).body.creditNotes[0];
    const text = pdfText((await creditNotePdf(placed._id, credit.number)).rawPayload);
    expect(text).toMatch(/Taxable value\s+₹2,799\.00\s+IGST\s+₹334\.82\s+Round off\s+₹0\.18\s+Total credit\s+₹3,134\.00/);
    expect(text).toContain('Amount credited in words: Rupees Three Thousand One Hundred Thirty Four Only');
    expect(text).toContain(`Against tax invoice ${delivered.invoice.number} dated ${day(delivered.invoice.issuedAt)}`);
  });

  it('a partly refunded invoice is not marked cancelled; it lists the credit notes issued', async () => {
    const order = await paidOrder(MUMBAI);
    const first = ok(await calls.refund(order._id, admin.token, money(20_000), 'Late delivery')).body.creditNotes[0];
    const second = ok(await calls.refund(order._id, admin.token, money(10_000), 'Late delivery, again')).body.creditNotes[1];
    const text = pdfText((await get(`/api/orders/${order._id}/invoice`, buyer.token)).rawPayload);
    expect(text).not.toContain('Cancelled');
    expect(text).toMatch(new RegExp(`Credit notes issued: ${literal(first.number)} of ${literal(day(first.issuedAt))} for ₹200\\.00; ${literal(second.number)}`));
  });
});

describe('GET /api/orders/{id}/credit-notes/{number}', () => {
  it('the buyer and admins may read it; another customer gets 404, a visitor 401', async () => {
    const order = await paidOrder(MUMBAI);
    const credit = ok(await calls.refund(order._id, admin.token, money(10_000), 'Late delivery')).body.creditNotes[0];
    expect((await creditNotePdf(order._id, credit.number, buyer.token)).statusCode).toBe(200);
    expect((await creditNotePdf(order._id, credit.number, admin.token)).statusCode).toBe(200);
    const stranger = await createUser(t.deps);
    const refused = await creditNotePdf(order._id, credit.number, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(JSON.parse(refused.body).message).toBe('Order not found');
    const anonymous = await get(`/api/orders/${order._id}/credit-notes/${encodeURIComponent(credit.number)}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes the number URL-encoded or with dashes; a number the order does not have is 404', async () => {
    const order = await paidOrder(MUMBAI);
    const other = await paidOrder(MUMBAI);
    const credit = ok(await calls.refund(order._id, admin.token, money(10_000), 'Late delivery')).body.creditNotes[0];
    const otherCredit = ok(await calls.refund(other._id, admin.token, money(10_000), 'Late delivery')).body.creditNotes[0];
    const encoded = credit.number.replace(/\//g, '%2F');
    expect(encoded).toMatch(/^CN%2F/);
    for (const spelling of [encoded, credit.number.replace(/\//g, '-')]) {
      const res = await get(`/api/orders/${order._id}/credit-notes/${spelling}`, buyer.token);
      expect(res.statusCode, spelling).toBe(200);
      expect(pdfText(res.rawPayload)).toContain(`Credit note number: ${credit.number}`);
    }
    for (const number of ['CN/1999-00/9999', otherCredit.number, 'CN-1999-00-9999', 'INV-26-27-000001']) {
      const res = await creditNotePdf(order._id, number);
      expect(res.statusCode, number).toBe(404);
      expect(JSON.parse(res.body).message).toBe('Credit note not found');
    }
  });

  it('is in the OpenAPI document beside the invoice', async () => {
    const doc = ok(await api(t.app, 'GET', '/api/openapi.json')).body;
    expect(doc.paths['/orders/{id}/credit-notes/{number}'].get).toMatchObject({ tags: ['Orders'], security: [{ Authorization: [] }] });
    expect(doc.paths['/orders/link/{token}/credit-notes/{number}'].get).toMatchObject({ tags: ['Orders'] });
  });
});

describe('GET /api/orders/link/{token}/credit-notes/{number}', () => {
  it('a guest reads the credit note through the order’s private link; a wrong link is 404', async () => {
    const payload = orderPayload(basket(t), { shippingAddress: { ...MUMBAI, recipientName: 'Asha Rao' }, paymentMethod: 'Razorpay' });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...payload, guest: { email: `asha-${Date.now()}@example.com`, phone: '+91 9812345678' } },
      remoteAddress: '203.0.113.77',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const guestOrder = JSON.parse(placed.body) as View;
    const token = (guestOrder.privateLink as string).split('/order-link/')[1];
    const started = ok(await api(t.app, 'POST', `/api/orders/link/${token}/payment`));
    ok(await api(t.app, 'POST', '/api/payments/test/confirm', { body: { paymentId: started.body.paymentId, ...TEST_CARD } }));
    ok(await api(t.app, 'PUT', `/api/orders/link/${token}/pay`, { body: { id: started.body.paymentId } }));
    const credit = ok(await calls.refund(guestOrder._id, admin.token, money(10_000), 'Late delivery')).body.creditNotes[0];

    const res = await get(`/api/orders/link/${token}/credit-notes/${encodeURIComponent(credit.number)}`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Credit note number: ${credit.number}`);
    expect(text).toContain('Asha Rao');
    expect((await get(`/api/orders/link/${token}/credit-notes/${credit.number.replace(/\//g, '-')}`)).statusCode).toBe(200);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await get(`/api/orders/link/${wrong}/credit-notes/${encodeURIComponent(credit.number)}`)).statusCode).toBe(404);
    const unknown = await get(`/api/orders/link/${token}/credit-notes/CN-1999-00-9999`);
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body).message).toBe('Credit note not found');
  });
});
