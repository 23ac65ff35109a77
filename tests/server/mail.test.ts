/**
 * The shopper's and the owner's e-mail, through a real SMTP server running in this test (smtp-server, read
 * back with mailparser): what each message of an order's life says, and that the outbox loses nothing and
 * sends nothing twice when the mail server is down or the shop restarts in between.
 */
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../drizzle/schema.js';
import { loadConfig } from '../../src/server/config.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok, orderApi, SHIPMENT, takeTestPayment } from '../helpers/orders.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { ADDRESS, expectedTotals, money, orderPayload, type Line } from '../helpers/shop.js';
import { MAIL_FROM, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp.js';

const PUBLIC_URL = 'https://lakshmi-stores.example.in';
const ADMIN_EMAIL = 'owner@lakshmi-stores.example.in';
const SHOP_NAME = 'Lakshmi Stores';

/** Rupees as the e-mails write them, worked out here: Indian digit grouping, paise only when there are any. */
function rs(paise: number): string {
  const whole = String(Math.floor(paise / 100));
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole.slice(-3)}` : whole;
  const fraction = paise % 100;
  return `Rs ${grouped}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}/-`;
}

const paiseOf = (money: string) => Math.round(Number(money) * 100);

/** Checks that hold for every message: the shop's name, the sender, plain text and simple HTML, nothing remote. */
function expectWellFormed(mail: ReceivedMail, audience: 'customer' | 'owner' = 'customer') {
  expect(mail.parsed.from?.value).toEqual([{ name: 'Rupee Test Shop', address: 'orders@shop.test' }]);
  expect(MAIL_FROM).toBe('Rupee Test Shop <orders@shop.test>');
  expect(mail.subject).toContain(SHOP_NAME);
  expect(mail.text).toContain(audience === 'customer' ? `Thank you for shopping with ${SHOP_NAME}.` : `Sent by your shop, ${SHOP_NAME}.`);
  expect(mail.html).toContain(SHOP_NAME);
  expect(mail.html).toMatch(/^<!doctype html>/i);
  expect(mail.html).not.toMatch(/<img|<script|<link|url\(|@import/i);
  // The only remote address in the HTML is the link to the order (and a carrier's tracking page).
  const hrefs = [...mail.html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
  for (const href of hrefs) expect(href.startsWith(`${PUBLIC_URL}/`) || href === SHIPMENT.trackingUrl.replace(/&/g, '&amp;')).toBe(true);
  expect(mail.parsed.attachments).toEqual([]);
}

describe('what the messages say', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let buyer: TestUser;
  let admin: TestUser;
  let calls: ReturnType<typeof orderApi>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { ...smtp.env, ADMIN_EMAIL, PUBLIC_URL } });
    [buyer, admin] = await Promise.all([
      createUser(t.deps, { name: 'Priya Sharma', email: 'priya@example.com' }),
      createUser(t.deps, { name: 'Owner', email: ADMIN_EMAIL, isAdmin: true }),
    ]);
    ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { shopName: SHOP_NAME } }));
    calls = orderApi(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    removeDataDir(t.dataDir);
  });

  /** Sends what the outbox holds now (the app also does this by itself after each commit). */
  const flush = () => t.deps.mail.deliverDue();
  const lastTo = (address: string, subject: RegExp) => {
    const found = smtp.to(address).filter((m) => subject.test(m.subject));
    expect(found, `messages to ${address} matching ${subject}`).toHaveLength(1);
    return found[0];
  };

  async function place(paymentMethod: 'COD' | 'Razorpay') {
    const chai = createProduct(t.deps, { name: 'Chai & "Masala" <Tin>', pricePaise: 24_950, countInStock: 20 });
    const diya = createProduct(t.deps, { name: 'Brass Diya', pricePaise: 129_900, countInStock: 20 });
    const lines: Line[] = [
      { product: chai.id, qty: 3, pricePaise: 24_950 },
      { product: diya.id, qty: 1, pricePaise: 129_900 },
    ];
    const res = ok(await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload(lines, { paymentMethod }) }), 201);
    const number = res.body.orderNumber as string;
    expect(number).toMatch(/^RS-\d+$/);
    const exact = expectedTotals(lines);
    // Cash on delivery: the total is rounded to the nearest rupee (half up), what the courier collects.
    const exactPaise = paiseOf(exact.totalPrice);
    const rounded = paymentMethod === 'COD' ? Math.floor((exactPaise + 50) / 100) * 100 : exactPaise;
    return { id: res.body._id as string, number, totals: { ...exact, totalPrice: money(rounded) }, roundOff: rounded - exactPaise };
  }

  it('order placed (cash on delivery): items, quantities, prices, GST, total, address, payment method and the order link', async () => {
    const { id, number, totals, roundOff } = await place('COD');
    expect(roundOff).toBe(-5);
    await flush();
    const mail = lastTo('priya@example.com', new RegExp(`order ${number} placed`));
    expectWellFormed(mail);
    // The order's number names it; its id is only in the link.
    expect(mail.subject).toBe(`${SHOP_NAME}: order ${number} placed`);
    const text = mail.text;
    expect(text).toContain('Hello Priya Sharma,');
    expect(text).toContain(`Thank you for your order ${number}.`);
    expect(text.replaceAll(`/order/${id}`, '')).not.toContain(id.slice(-8));
    expect(text).toContain(`3 x Chai & "Masala" <Tin> @ ${rs(24_950)} = ${rs(74_850)}`);
    expect(text).toContain(`1 x Brass Diya @ ${rs(129_900)} = ${rs(129_900)}`);
    expect(text).toContain(`Items: ${rs(paiseOf(totals.itemsPrice))}`);
    expect(text).toContain(`GST (18%): ${rs(paiseOf(totals.taxPrice))}`);
    expect(text).toContain('Shipping: Free');
    expect(text).toContain(`Total: ${rs(paiseOf(totals.totalPrice))}`);
    expect(rs(paiseOf(totals.totalPrice))).toBe('Rs 2,416/-');
    expect(text).toContain('Round off: -Rs 0.05/-');
    expect(text).toContain(`Payment: Cash on Delivery (COD). Please keep ${rs(paiseOf(totals.totalPrice))} ready at delivery.`);
    expect(text).toContain(['Delivery address', 'Priya Sharma', ADDRESS.address, `${ADDRESS.city} ${ADDRESS.pincode}`, `${ADDRESS.state}, India`].join('\n'));
    expect(text).toContain(`Your order: ${PUBLIC_URL}/order/${id}`);
    // The same in HTML, with the product's name escaped.
    expect(mail.html).toContain('3 x Chai &amp; &quot;Masala&quot; &lt;Tin&gt; @ Rs 249.50/- = Rs 748.50/-');
    expect(mail.html).not.toContain('<Tin>');
    expect(mail.html).toContain(`Total: ${rs(paiseOf(totals.totalPrice))}`);
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/order/${id}">`);
  });

  it('the admin gets a “new order” message at ADMIN_EMAIL, linking to the admin order page', async () => {
    const { id, number, totals } = await place('COD');
    await flush();
    const mail = lastTo(ADMIN_EMAIL, new RegExp(`new order ${number} `));
    expectWellFormed(mail, 'owner');
    // Written to the owner, not to the customer.
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).not.toContain('Hello Priya Sharma');
    expect(mail.text).not.toContain('Thank you for shopping');
    expect(mail.html).not.toContain('Hello Priya Sharma');
    expect(mail.subject).toBe(`${SHOP_NAME}: new order ${number} for ${rs(paiseOf(totals.totalPrice))}`);
    expect(mail.text).toContain(`Priya Sharma (priya@example.com) placed order ${number}, cash on delivery.`);
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/order/${id}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/admin/order/${id}"`);
    expect(mail.text).toContain(`Total: ${rs(paiseOf(totals.totalPrice))}`);
    // The shopper's own message never carries the admin link.
    expect(lastTo('priya@example.com', new RegExp(`order ${number} placed`)).text).not.toContain('/admin/');
  });

  it('an online order: placed, payment received, shipped (carrier and tracking), delivered', async () => {
    const { id, number: short, totals } = await place('Razorpay');
    await flush();
    const placed = lastTo('priya@example.com', new RegExp(`order ${short} placed`));
    expect(placed.text).toContain('Payment: online. Not paid yet: pay from your order page to confirm the order.');

    const paymentId = await takeTestPayment(t, buyer, id);
    ok(await calls.pay(id, paymentId, buyer.token));
    await flush();
    const paid = lastTo('priya@example.com', new RegExp(`payment received for order ${short}`));
    expectWellFormed(paid);
    expect(paid.text).toContain(`We have received your payment of ${rs(paiseOf(totals.totalPrice))} for order ${short}.`);
    expect(paid.text).toContain(`GST (18%): ${rs(paiseOf(totals.taxPrice))}`);
    expect(paid.text).toContain('Test payment: this order was paid in the shop’s test mode and no money was taken.');

    ok(await calls.ship(id, admin.token));
    await flush();
    const shipped = lastTo('priya@example.com', new RegExp(`order ${short} has shipped`));
    expectWellFormed(shipped);
    expect(shipped.text).toContain(`Carrier: ${SHIPMENT.carrier}`);
    expect(shipped.text).toContain(`Tracking number: ${SHIPMENT.trackingNumber}`);
    expect(shipped.text).toContain(`Track it: ${SHIPMENT.trackingUrl}`);
    expect(shipped.text).toContain(`${ADDRESS.city} ${ADDRESS.pincode}`);
    expect(shipped.text).toContain(`${PUBLIC_URL}/order/${id}`);

    ok(await calls.deliver(id, admin.token));
    await flush();
    const delivered = lastTo('priya@example.com', new RegExp(`order ${short} delivered`));
    expectWellFormed(delivered);
    expect(delivered.text).toContain(`Your order ${short} has been delivered.`);
    expect(delivered.text).not.toContain('cash payment');
  });

  it('a COD order delivered says the cash was received; cancelled and refunded messages name the amount', async () => {
    const cod = await place('COD');
    ok(await calls.deliver(cod.id, admin.token));
    ok(await calls.refund(cod.id, admin.token, '100.00', 'One diya was chipped'));
    await flush();
    const codShort = cod.number;
    expect(lastTo('priya@example.com', new RegExp(`order ${codShort} delivered`)).text).toContain(`We received your cash payment of ${rs(paiseOf(cod.totals.totalPrice))}.`);
    const refunded = lastTo('priya@example.com', new RegExp(`refund of Rs 100/- for order ${codShort}`));
    expectWellFormed(refunded);
    expect(refunded.text).toContain(`We have refunded Rs 100/- for your order ${cod.number}: One diya was chipped.`);

    // Cancelled before payment: no refund line.
    const unpaid = await place('COD');
    ok(await calls.cancel(unpaid.id, buyer.token, 'Found it cheaper'));
    await flush();
    const cancelled = lastTo('priya@example.com', new RegExp(`order ${unpaid.number} cancelled`));
    expectWellFormed(cancelled);
    expect(cancelled.text).toContain(`Your order ${unpaid.number} has been cancelled: Found it cheaper`);
    expect(cancelled.text).not.toContain('refunded');
    expect(cancelled.text).toContain('3 x Chai & "Masala" <Tin>');

    // A paid order cancelled: the refund of what was paid is in the message.
    const online = await place('Razorpay');
    ok(await calls.pay(online.id, await takeTestPayment(t, buyer, online.id), buyer.token));
    ok(await calls.refund(online.id, admin.token, '16.05', 'Price drop'));
    ok(await calls.cancel(online.id, admin.token, 'Out of stock at the warehouse'));
    await flush();
    const onlineCancelled = lastTo('priya@example.com', new RegExp(`order ${online.number} cancelled`));
    expect(onlineCancelled.text).toContain('Out of stock at the warehouse');
    expect(onlineCancelled.text).toContain(`We have refunded ${rs(paiseOf(online.totals.totalPrice) - 1_605)} to the way you paid`);
    expect(rs(paiseOf(online.totals.totalPrice) - 1_605)).toBe('Rs 2,400/-');
  });

  it('each message of the outbox went out exactly once', async () => {
    await flush();
    const rows = t.deps.db.select().from(mailOutbox).all();
    expect(rows.filter((r) => r.sentAt === null)).toEqual([]);
    expect(smtp.received).toHaveLength(rows.length);
    expect(new Set(smtp.received.map((m) => `${m.to.join()} ${m.subject}`)).size).toBe(rows.length);
  });
});

describe('the mail server down, and a restart in between', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let dataDir: string;
  let buyer: TestUser;

  const env = () => ({ ...smtp.env, ADMIN_EMAIL, PUBLIC_URL });
  /** Past every retry pause, as a clock the test drives. */
  const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: env() });
    dataDir = t.dataDir;
    buyer = await createUser(t.deps, { name: 'Vikram', email: 'vikram@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    removeDataDir(dataDir);
  });

  async function placeCod() {
    const product = createProduct(t.deps, { pricePaise: 50_000, countInStock: 5 });
    const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 50_000 }]) });
    return res;
  }
  const unsent = () => t.deps.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt)).all();

  it('with the SMTP server down the order still succeeds; the message goes out once the server is back', async () => {
    await smtp.stop();
    const res = await placeCod();
    expect(res.status).toBe(201);
    expect(await t.deps.mail.deliverDue()).toBe(0);
    const waiting = unsent().filter((m) => m.orderId === res.body._id);
    expect(waiting.map((m) => m.kind).sort()).toEqual(['admin_new_order', 'order_placed']);
    for (const m of waiting) expect(m).toMatchObject({ attempts: 1, lastError: expect.any(String) });
    // Not retried before its pause is over.
    expect(await t.deps.mail.deliverDue(later(0.1))).toBe(0);

    await smtp.start();
    expect(await t.deps.mail.deliverDue(later(1))).toBe(2);
    expect(smtp.received.filter((m) => m.text.includes(res.body._id))).toHaveLength(2);
    expect(unsent()).toEqual([]);
    expect(await t.deps.mail.deliverDue(later(120))).toBe(0);
    expect(smtp.received.filter((m) => m.text.includes(res.body._id))).toHaveLength(2);
  });

  it('a restart while the server is down loses nothing and sends nothing twice', async () => {
    const sentBefore = smtp.received.length;
    await smtp.stop();
    const res = await placeCod();
    expect(res.status).toBe(201);
    const orderId = res.body._id as string;
    await t.deps.mail.deliverDue();
    await t.close();

    await smtp.start();
    t = await createTestApp({ env: env(), dataDir });
    expect(unsent().map((m) => m.kind).sort()).toEqual(['admin_new_order', 'order_placed']);
    expect(await t.deps.mail.deliverDue(later(1))).toBe(2);
    const arrived = smtp.received.slice(sentBefore);
    expect(arrived.map((m) => m.to[0]).sort()).toEqual([ADMIN_EMAIL, 'vikram@example.com'].sort());
    expect(arrived.every((m) => m.text.includes(orderId))).toBe(true);

    // Another restart with nothing waiting sends nothing again.
    await t.close();
    t = await createTestApp({ env: env(), dataDir });
    expect(await t.deps.mail.deliverDue(later(240))).toBe(0);
    expect(smtp.received.length).toBe(sentBefore + 2);
    const order = ok(await api(t.app, 'GET', `/api/orders/${orderId}`, { token: buyer.token })).body;
    expect(order.fulfilmentStatus).toBe('unfulfilled');
  });
});

describe('delivery after an outage and across restarts', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let dataDir: string;
  let buyer: TestUser;
  const env = () => ({ ...smtp.env, PUBLIC_URL });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: env() });
    dataDir = t.dataDir;
    buyer = await createUser(t.deps, { name: 'Meena', email: 'meena@example.com' });
    // Dozens of cash-on-delivery orders from one buyer to one address: the COD limits (cod-limits.test.ts) raised, as an owner would.
    await raiseCodLimits(t.app, (await createUser(t.deps, { isAdmin: true })).token);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    removeDataDir(dataDir);
  });

  async function placeCod() {
    const product = createProduct(t.deps, { pricePaise: 20_000, countInStock: 5 });
    const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 20_000 }]) });
    expect(res.status).toBe(201);
    return res.body._id as string;
  }

  it('everything that piled up during an outage goes out when the server is back, not only the first batch', async () => {
    await smtp.stop();
    const ids: string[] = [];
    for (let i = 0; i < 25; i += 1) ids.push(await placeCod());
    await t.deps.mail.deliverDue();
    await smtp.start();
    expect(await t.deps.mail.deliverDue(() => new Date(Date.now() + 60 * 60_000))).toBe(25);
    for (const id of ids) expect(smtp.received.filter((m) => m.text.includes(id))).toHaveLength(1);
  });

  it('closing the app right after an order (its message on its way) sends it once, before or after the restart', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await placeCod();
      await t.close();
      t = await createTestApp({ env: env(), dataDir });
      await t.deps.mail.deliverDue(() => new Date(Date.now() + 60 * 60_000));
      expect(smtp.received.filter((m) => m.text.includes(id))).toHaveLength(1);
    }
    const rows = t.deps.db.select().from(mailOutbox).all();
    expect(rows.filter((r) => r.sentAt === null)).toEqual([]);
  });
});

describe('mail settings', () => {
  it('without SMTP_URL nothing is sent: messages wait in the outbox', async () => {
    const t = await createTestApp();
    try {
      const buyer = await createUser(t.deps);
      const product = createProduct(t.deps, { pricePaise: 10_000 });
      const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 10_000 }]) });
      expect(res.status).toBe(201);
      expect(t.deps.mail.enabled).toBe(false);
      expect(await t.deps.mail.deliverDue()).toBe(0);
      const waiting = t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, res.body._id)).all();
      expect(waiting).toEqual([expect.objectContaining({ kind: 'order_placed', sentAt: null, attempts: 0 })]);
    } finally {
      await t.close();
      removeDataDir(t.dataDir);
    }
  });

  it('SMTP_URL and MAIL_FROM are checked at start', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused' };
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.in:587' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.in', MAIL_FROM: 'Shop <a@b.in>' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://user:pass@mail.example.in:587', MAIL_FROM: 'Shop <a@b.in>' }).mail).toMatchObject({ smtpUrl: 'smtp://user:pass@mail.example.in:587' });
  });
});
