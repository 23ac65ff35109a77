/**
 * UPI straight to the shop (docs/decisions/055-upi-direct.md), through the REST API: the store's UPI ID, the
 * payment link and what it encodes, the customer's claim with a UTR (its form, one order per UTR), the
 * owner's confirmation or refusal, both windows ending (unclaimed, unconfirmed) with the stock they held,
 * and refunds the owner pays back and records, with their credit notes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../drizzle/schema.js';
import { orderPayload } from '../helpers/shop.js';
import { expireUnpaidOrders } from '../../src/server/orders/expire-unpaid-orders.js';
import { gstinCheckCharacter } from '../../src/shared/gstin.js';
import { formatRupees } from '../../src/shared/money.js';
import { upiPayLink } from '../../src/shared/upi.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok, orderApi, placeLines, stocks, stocksAfterOrder, stocksBefore, type PlacedOrder } from '../helpers/orders.js';

const WINDOW_MINUTES = 20;
const UPI_ID = 'sharma.kirana@okaxis';
const PAYEE = 'Sharma & Sons Kirana';
const OWNER_EMAIL = 'owner@sharma-kirana.example';
let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let calls: ReturnType<typeof orderApi>;
let nextUtr = 412_345_678_900;

beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_WINDOW_MINUTES: String(WINDOW_MINUTES), ADMIN_EMAIL: OWNER_EMAIL } });
  [buyer, admin] = await Promise.all([createUser(t.deps, { name: 'Meera Iyer' }), createUser(t.deps, { name: 'Shop Owner', isAdmin: true })]);
  calls = orderApi(t);
  // A GST-registered shop: its paid orders get tax invoices, and their refunds credit notes.
  const gstin = `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;
  ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { upiId: UPI_ID, upiPayeeName: PAYEE, state: 'Karnataka', gstin } }));
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const hours = (n: number) => n * 3_600_000;
const freshUtr = () => String(nextUtr++);
const upiApi = {
  payment: (id: string, token = buyer.token) => api(t.app, 'GET', `/api/orders/${id}/upi-payment`, { token }),
  claim: (id: string, utr: string, token = buyer.token) => api(t.app, 'POST', `/api/orders/${id}/upi-payment`, { token, body: { utr } }),
  confirm: (id: string, token = admin.token, note?: string) => api(t.app, 'PUT', `/api/orders/${id}/upi-payment/confirm`, { token, body: note ? { note } : {} }),
  reject: (id: string, note: string, token = admin.token) => api(t.app, 'PUT', `/api/orders/${id}/upi-payment/reject`, { token, body: { note } }),
};
const mailKinds = (orderId: string) =>
  t.deps.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).all().map((row) => row.kind);

async function claimedOrder(qtys = [2, 1]): Promise<{ order: PlacedOrder; utr: string }> {
  const order = await placeLines(t, buyer, { paymentMethod: 'UPI', qtys });
  const utr = freshUtr();
  ok(await upiApi.claim(order.id, utr));
  return { order, utr };
}

describe('the payment link', () => {
  it('carries the UPI ID, the payee, the exact amount in rupees and paise, INR and the note, each value percent-encoded', () => {
    const link = upiPayLink({ payee: 'shop@ybl', payeeName: 'Gupta & Sons Pvt. Ltd.', amountPaise: 123_405, note: 'RS-10042' });
    expect(link).toBe('upi://pay?pa=shop%40ybl&pn=Gupta%20%26%20Sons%20Pvt.%20Ltd.&am=1234.05&cu=INR&tn=RS-10042');
    const params = new URL(link).searchParams;
    expect(Object.fromEntries(params)).toEqual({ pa: 'shop@ybl', pn: 'Gupta & Sons Pvt. Ltd.', am: '1234.05', cu: 'INR', tn: 'RS-10042' });
    expect(new URL(upiPayLink({ payee: 'a.b@upi', payeeName: 'A', amountPaise: 5, note: 'x' })).searchParams.get('am')).toBe('0.05');
    expect(new URL(upiPayLink({ payee: 'a.b@upi', payeeName: 'A', amountPaise: 100_000, note: 'x' })).searchParams.get('am')).toBe('1000.00');
    // A UPI app shows at most 50 characters of the note.
    expect(new URL(upiPayLink({ payee: 'a.b@upi', payeeName: 'A', amountPaise: 100, note: 'n'.repeat(80) })).searchParams.get('tn')).toHaveLength(50);
  });

  it('is the order’s: the shop’s UPI ID and payee, its total exact to the paisa, its number as the note; with a QR code', async () => {
    const order = await placeLines(t, buyer, { paymentMethod: 'UPI', qtys: [1], pricePaise: [99_999] });
    const view = ok(await calls.get(order.id, buyer.token)).body;
    // Paid online: no cash-on-delivery fee and no rounding to the rupee.
    expect(view.roundOff).toBe(0);
    expect(view.codFee).toBe(0);
    expect(view.paymentStatus).toBe('unpaid');
    expect(Date.parse(view.paymentDueAt) - Date.parse(view.createdAt)).toBe(WINDOW_MINUTES * 60_000);
    const payment = ok(await upiApi.payment(order.id)).body;
    const params = new URL(payment.link).searchParams;
    expect(Object.fromEntries(params)).toEqual({ pa: UPI_ID, pn: PAYEE, am: (order.totalPaise / 100).toFixed(2), cu: 'INR', tn: view.orderNumber });
    expect(payment).toMatchObject({ payee: UPI_ID, payeeName: PAYEE, note: view.orderNumber });
    expect(payment.amount).toMatch(/^Rs [\d,]+\.\d\d\/-$/);
    expect(payment.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    // Someone else's order does not exist for them; an order paid another way has no UPI link.
    const stranger = await createUser(t.deps, { name: 'Stranger' });
    expect((await upiApi.payment(order.id, stranger.token)).status).toBe(404);
    const cod = await placeLines(t, buyer, { paymentMethod: 'COD', qtys: [1] });
    expect((await upiApi.payment(cod.id)).status).toBe(400);
  });
});

describe('the store’s UPI settings', () => {
  it('refuses a UPI ID not of the form name@handle, and a UPI ID without a payee name; a shop without one takes no UPI order', async () => {
    for (const upiId of ['sharma', 'sharma@', '@okaxis', 'sharma kirana@okaxis', 'sharma@ok axis']) {
      const res = await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { upiId } });
      expect(res.status, upiId).toBe(400);
      expect(JSON.stringify(res.body), upiId).toMatch(/name@bank/);
    }
    const other = await createTestApp();
    try {
      const owner = await createUser(other.deps, { isAdmin: true });
      const noName = await api(other.app, 'PUT', '/api/settings', { token: owner.token, body: { upiId: 'shop@ybl' } });
      expect(noName.status).toBe(400);
      expect(noName.body.message).toMatch(/payee name/);
      const shopper = await createUser(other.deps);
      await expect(placeLines(other, shopper, { paymentMethod: 'UPI', qtys: [1] })).rejects.toThrow(/does not take UPI payments/);
    } finally {
      await other.close();
      removeDataDir(other.dataDir);
    }
    expect(ok(await api(t.app, 'GET', '/api/settings')).body).toMatchObject({ upiId: UPI_ID, upiPayeeName: PAYEE, upiConfirmHours: 48 });
  });
});

describe('claim, confirm, reject', () => {
  it('a claim needs a 12-digit UTR; it holds the stock for the shop’s confirmation window, and nothing ships yet', async () => {
    const order = await placeLines(t, buyer, { paymentMethod: 'UPI', qtys: [2] });
    for (const utr of ['12345', '1234567890123', 'ABCDEFGHIJKL', '']) {
      const res = await upiApi.claim(order.id, utr);
      expect(res.status, utr).toBe(400);
    }
    const utr = freshUtr();
    // Spaces and dashes as people copy it are taken out.
    const claimed = ok(await upiApi.claim(order.id, `${utr.slice(0, 4)} ${utr.slice(4, 8)}-${utr.slice(8)}`)).body;
    expect(claimed.paymentStatus).toBe('claimed');
    expect(claimed.isPaid).toBe(false);
    expect(claimed.upiClaim.utr).toBe(utr);
    expect(Date.parse(claimed.paymentDueAt) - Date.parse(claimed.upiClaim.claimedAt)).toBe(hours(48));
    expect(claimed.events.map((e: { type: string }) => e.type)).toEqual(['placed', 'payment_claimed']);
    expect(stocks(t, order)).toEqual(stocksAfterOrder(order));
    expect((await calls.ship(order.id, admin.token)).status).toBe(409);
    expect((await upiApi.claim(order.id, freshUtr())).status).toBe(409);
    // The customer cannot cancel a payment the shop is checking; the shop can.
    expect((await calls.cancel(order.id, buyer.token)).body.message).toMatch(/ask the shop/);
    const list = ok(await api(t.app, 'GET', '/api/orders?status=claimed&pageSize=100', { token: admin.token })).body;
    expect(list.orders.map((o: { _id: string }) => o._id)).toContain(order.id);
    expect(list.orders.every((o: { paymentStatus: string }) => o.paymentStatus === 'claimed')).toBe(true);
  });

  it('the owner is told at once: the amount, the UTR, what to do and when the order is cancelled unconfirmed', async () => {
    const order = await placeLines(t, buyer, { paymentMethod: 'UPI', qtys: [1] });
    const ownerMail = (kind: string) =>
      t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id)).all().filter((mail) => mail.kind === kind && mail.to === OWNER_EMAIL);
    expect(ownerMail('admin_new_order')[0]?.text).toContain('to be paid by UPI straight to your account');
    expect(ownerMail('admin_upi_claim')).toEqual([]);
    const utr = freshUtr();
    const claimed = ok(await upiApi.claim(order.id, utr)).body;
    const [mail] = ownerMail('admin_upi_claim');
    expect(mail.subject).toBe(`My Shop: confirm the UPI payment of order ${claimed.orderNumber}`);
    expect(mail.text).toContain(`Meera Iyer says they paid ${formatRupees(order.totalPaise)} by UPI for order ${claimed.orderNumber}, UPI reference (UTR) ${utr}.`);
    expect(mail.text).toContain('Unconfirmed after 48 hours, the order is cancelled');
    expect(mail.text).toContain(`/admin/order/${order.id}`);
    // A refused claim asks nothing of the owner.
    expect((await upiApi.claim(order.id, freshUtr())).status).toBe(409);
    expect(ownerMail('admin_upi_claim')).toHaveLength(1);
  });

  it('a UTR pays one order only', async () => {
    const { utr } = await claimedOrder([1]);
    const second = await placeLines(t, buyer, { paymentMethod: 'UPI', qtys: [1] });
    const res = await upiApi.claim(second.id, utr);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already been given for another order/);
    expect(ok(await calls.get(second.id, buyer.token)).body.paymentStatus).toBe('unpaid');
  });

  it('only an order paid by UPI takes a claim, and only its own buyer gives it', async () => {
    const cod = await placeLines(t, buyer, { paymentMethod: 'COD', qtys: [1] });
    expect((await upiApi.claim(cod.id, freshUtr())).status).toBe(409);
    const order = await placeLines(t, buyer, { paymentMethod: 'UPI', qtys: [1] });
    expect((await upiApi.claim(order.id, freshUtr(), admin.token)).status).toBe(403);
  });

  it('Payment received: the order is paid, its invoice issued and the customer told; only an admin confirms', async () => {
    const { order, utr } = await claimedOrder();
    expect((await upiApi.confirm(order.id, buyer.token)).status).toBe(403);
    const paid = ok(await upiApi.confirm(order.id)).body;
    expect(paid).toMatchObject({ paymentStatus: 'paid', isPaid: true, fulfilmentStatus: 'unfulfilled', paymentDueAt: null });
    expect(paid.upiClaim.utr).toBe(utr);
    expect(paid.invoice?.number).toBeTruthy();
    expect(paid.events.map((e: { type: string }) => e.type)).toEqual(['placed', 'payment_claimed', 'paid']);
    expect(mailKinds(order.id)).toContain('payment_received');
    expect((await upiApi.confirm(order.id)).status).toBe(409);
    ok(await calls.ship(order.id, admin.token));
  });

  it('No such payment: the order waits for a payment again, the UTR is free, and the customer is told why', async () => {
    const { order, utr } = await claimedOrder();
    expect((await upiApi.reject(order.id, '   ')).status).toBe(400);
    const before = Date.now();
    const rejected = ok(await upiApi.reject(order.id, 'Nothing for Rs 700 on 28 Nov in our account')).body;
    expect(rejected).toMatchObject({ paymentStatus: 'unpaid', upiClaim: null });
    expect(Date.parse(rejected.paymentDueAt)).toBeGreaterThanOrEqual(before + WINDOW_MINUTES * 60_000);
    expect(rejected.events.at(-1)).toMatchObject({ type: 'payment_rejected' });
    expect(rejected.events.at(-1).note).toMatch(/Nothing for Rs 700/);
    expect(mailKinds(order.id)).toContain('upi_payment_not_found');
    expect(stocks(t, order)).toEqual(stocksAfterOrder(order));
    // The right reference (or the same one, mistyped in the bank's search) may be given again.
    expect(ok(await upiApi.claim(order.id, utr)).body.paymentStatus).toBe('claimed');
    expect((await upiApi.reject(order.id, 'x', buyer.token)).status).toBe(403);
  });
});

describe('a guest’s UPI order, through its private link', () => {
  it('shows the link, takes the UTR, and the placed mail says how to pay', async () => {
    const product = createProduct(t.deps, { pricePaise: 55_050, countInStock: 5 });
    const payload = orderPayload([{ product: product.id, qty: 1, pricePaise: 55_050 }], { paymentMethod: 'UPI' });
    const placed = await api(t.app, 'POST', '/api/orders', {
      body: {
        ...payload,
        shippingAddress: { ...(payload.shippingAddress as object), recipientName: 'Asha Rao' },
        guest: { email: 'asha.upi@example.com', phone: '+91 94480 11223' },
      },
    });
    expect(placed.status).toBe(201);
    const token = String(placed.body.privateLink).split('/order-link/')[1];
    const payment = ok(await api(t.app, 'GET', `/api/orders/link/${token}/upi-payment`)).body;
    expect(new URL(payment.link).searchParams.get('am')).toBe((Number(placed.body.totalPrice)).toFixed(2));
    const utr = freshUtr();
    const claimed = ok(await api(t.app, 'POST', `/api/orders/link/${token}/upi-payment`, { body: { utr } })).body;
    expect(claimed).toMatchObject({ paymentStatus: 'claimed', upiClaim: { utr } });
    expect((await api(t.app, 'GET', '/api/orders/link/not-a-real-token/upi-payment')).status).toBe(404);
    const mail = t.deps.db.select({ kind: mailOutbox.kind, text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.orderId, placed.body._id)).all();
    expect(mail.find((m) => m.kind === 'order_placed')?.text).toMatch(/scan the QR code on your order page with any UPI app/);
  });
});

describe('the windows end', () => {
  it('unclaimed: cancelled when the payment window ends, its stock back', async () => {
    const order = await placeLines(t, buyer, { paymentMethod: 'UPI', qtys: [3, 1] });
    const due = Date.parse(ok(await calls.get(order.id, buyer.token)).body.paymentDueAt);
    await expireUnpaidOrders(t.deps, new Date(due - 60_000));
    expect(stocks(t, order)).toEqual(stocksAfterOrder(order));
    await expireUnpaidOrders(t.deps, new Date(due));
    const view = ok(await calls.get(order.id, buyer.token)).body;
    expect(view).toMatchObject({ fulfilmentStatus: 'cancelled', paymentStatus: 'unpaid', cancelReason: `Not paid within ${WINDOW_MINUTES} minutes` });
    expect(stocks(t, order)).toEqual(stocksBefore(order));
    expect((await upiApi.claim(order.id, freshUtr())).status).toBe(409);
  });

  it('claimed but never confirmed: cancelled when the confirmation window ends, its stock back', async () => {
    const { order } = await claimedOrder([2, 2]);
    const view = ok(await calls.get(order.id, buyer.token)).body;
    const due = Date.parse(view.paymentDueAt);
    // The payment window alone does not end a claimed order.
    await expireUnpaidOrders(t.deps, new Date(Date.parse(view.createdAt) + WINDOW_MINUTES * 60_000 + 1));
    expect(ok(await calls.get(order.id, buyer.token)).body.fulfilmentStatus).toBe('unfulfilled');
    await expireUnpaidOrders(t.deps, new Date(due));
    const ended = ok(await calls.get(order.id, buyer.token)).body;
    expect(ended).toMatchObject({ fulfilmentStatus: 'cancelled', paymentStatus: 'claimed', cancelReason: 'UPI payment not confirmed by the shop within 48 hours' });
    expect(stocks(t, order)).toEqual(stocksBefore(order));
    expect((await upiApi.confirm(order.id)).status).toBe(409);
  });
});

describe('refunds of UPI orders', () => {
  it('are paid back by the owner and recorded with their reference, once; they get credit notes; a paid order is refunded before it is cancelled', async () => {
    const { order } = await claimedOrder([1, 1]);
    ok(await upiApi.confirm(order.id));
    const half = (order.totalPaise / 200).toFixed(2);
    const noReference = await calls.refund(order.id, admin.token, half);
    expect(noReference.status).toBe(400);
    expect(noReference.body.message).toMatch(/give that payment’s reference/);
    // Not cancelled while paid: the money goes back first.
    expect((await calls.cancel(order.id, admin.token)).body.message).toMatch(/record the refund with its UPI reference first/);
    expect((await calls.cancel(order.id, buyer.token)).body.message).toMatch(/ask the shop to cancel it and pay you back/);

    const refund = (amount: string, reference: string) =>
      api(t.app, 'POST', `/api/orders/${order.id}/refund`, { token: admin.token, body: { amount, reason: 'Changed mind', reference } });
    const first = ok(await refund(half, '533412345678')).body;
    expect(first.paymentStatus).toBe('partially_refunded');
    expect(first.creditNotes).toHaveLength(1);
    expect((await refund(half, '533412345678')).status).toBe(409);
    const rest = ((order.totalPaise - Math.round(Number(half) * 100)) / 100).toFixed(2);
    const all = ok(await refund(rest, 'IMPS-98765432')).body;
    expect(all.paymentStatus).toBe('refunded');
    expect(all.creditNotes).toHaveLength(2);
    const cancelled = ok(await calls.cancel(order.id, admin.token, 'Refunded by UPI')).body;
    expect(cancelled.fulfilmentStatus).toBe('cancelled');
    expect(stocks(t, order)).toEqual(stocksBefore(order));
  });
});
