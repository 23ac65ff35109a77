/**
 * Mail with attacker-written text (docs/decisions/025-abuse-limits.md): a name (or an address line) with a
 * line break or another control character is refused wherever it is taken, over REST and tRPC, and nothing
 * is written; a name that got into the database some other way still cannot add a header or a line to a
 * message; and the order e-mails one shopper address receives are capped per 24 hours
 * (ORDER_MAIL_LIMIT_PER_DAY), because no address is ever confirmed. Orders over the cap still succeed; their
 * e-mails are held in the outbox, unsent (tests/server/mail-resend.test.ts sends one again).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, users } from '../../drizzle/schema.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp } from '../helpers/app.js';
import { ok, orderApi } from '../helpers/orders.js';
import { orderCount, orderPayload } from '../helpers/shop.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';

const NAME_REFUSED = 'Name cannot contain line breaks or control characters';
const HEADER_INJECTION = 'Evil\r\nBcc: x@example.com';

/** The characters a name may not hold: C0 (line breaks among them), DEL, C1, and the Unicode line and paragraph separators. */
const BAD_NAMES: [string, string][] = [
  ['CR LF and a header', HEADER_INJECTION],
  ['LF', 'Evil\nBcc: x@example.com'],
  ['CR', 'Evil\rSubject: you won'],
  ['NUL', 'Evil\u0000Name'],
  ['TAB', 'Evil\tName'],
  ['ESC (a terminal escape)', 'Evil\u001b[31mName'],
  ['unit separator U+001F', 'Evil\u001fName'],
  ['DEL', 'Evil\u007fName'],
  ['C1 NEL U+0085', 'Evil\u0085Bcc: x@example.com'],
  ['C1 CSI U+009B', 'Evil\u009bName'],
  ['line separator U+2028', 'Evil\u2028Bcc: x@example.com'],
  ['paragraph separator U+2029', 'Evil\u2029Name'],
];

/** Names people really have, in the scripts an Indian shop sees: joiners (ZWJ, ZWNJ) are part of Indic spelling. */
const GOOD_NAMES = ["Priya D'Souza", 'अनुराधा शर्मा', 'ശ്രീ\u200Dലക്ഷ്മി', 'क्\u200Cष', 'Ayesha Khan-Rao'];

let t: TestApp;
let counter = 0;
const freshEmail = (prefix: string) => `${prefix}${++counter}@example.com`;
const userCount = () => t.deps.db.select({ n: count() }).from(users).get()?.n ?? 0;
const userByEmail = (email: string) => t.deps.db.select().from(users).where(eq(users.email, email)).get();

/** A tRPC mutation over HTTP, as the React client sends it. */
async function trpc(path: string, input: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(input),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { error?: { message: string; data: { issues?: { path: string; message: string }[] } } } };
}

describe('names with line breaks or control characters are refused, and nothing is written', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    removeDataDir(t.dataDir);
  });

  it.each(BAD_NAMES)('registering over REST with %s → 400 with the field, no account', async (_label, name) => {
    const email = freshEmail('rest');
    const before = userCount();
    const res = await api(t.app, 'POST', '/api/users/register', { body: { name, email, password: 'password123' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: NAME_REFUSED, issues: [{ path: 'name', message: NAME_REFUSED }] });
    expect(userCount()).toBe(before);
    expect(userByEmail(email)).toBeUndefined();
  });

  it.each(BAD_NAMES)('registering over tRPC with %s → 400 with the field, no account', async (_label, name) => {
    const email = freshEmail('trpc');
    const res = await trpc('users.register', { name, email, password: 'password123' });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(NAME_REFUSED);
    expect(res.body.error?.data.issues).toEqual([{ path: 'name', message: NAME_REFUSED }]);
    expect(userByEmail(email)).toBeUndefined();
  });

  it.each(BAD_NAMES)('renaming over REST and tRPC to %s → 400, the name stays', async (_label, name) => {
    const shopper = await createUser(t.deps, { name: 'Clean Name' });
    const rest = await api(t.app, 'PUT', '/api/users/profile', { token: shopper.token, body: { name } });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ message: NAME_REFUSED, issues: [{ path: 'name', message: NAME_REFUSED }] });
    const viaTrpc = await trpc('users.updateProfile', { name }, shopper.token);
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.body.error?.message).toBe(NAME_REFUSED);
    expect(userByEmail(shopper.user.email)?.name).toBe('Clean Name');
  });

  it.each(GOOD_NAMES)('a real name is kept as written: %s', async (name) => {
    const email = freshEmail('good');
    ok(await api(t.app, 'POST', '/api/users/register', { body: { name, email, password: 'password123' } }), 201);
    expect(userByEmail(email)?.name).toBe(name);
  });

  it('spaces and line breaks around a name are trimmed, as before (nothing of them is stored)', async () => {
    const email = freshEmail('trim');
    ok(await api(t.app, 'POST', '/api/users/register', { body: { name: '  Asha Rao\r\n', email, password: 'password123' } }), 201);
    expect(userByEmail(email)?.name).toBe('Asha Rao');
  });

  it('the shipping address, which the order e-mails print, refuses control characters too; no order is written', async () => {
    const shopper = await createUser(t.deps);
    const product = createProduct(t.deps, { pricePaise: 10_000 });
    const before = orderCount(t.deps);
    for (const [field, value, message] of [
      ['address', '12, MG Road\r\nBcc: x@example.com', 'Address cannot contain line breaks or control characters'],
      ['city', 'Bengaluru\u0085Buy now', 'City cannot contain line breaks or control characters'],
    ] as const) {
      const body = orderPayload([{ product: product.id, qty: 1, pricePaise: 10_000 }]);
      body.shippingAddress = { ...(body.shippingAddress as object), [field]: value };
      const res = await api(t.app, 'POST', '/api/orders', { token: shopper.token, body });
      expect(res.status).toBe(400);
      expect(res.body.issues).toContainEqual({ path: `shippingAddress.${field}`, message });
    }
    expect(orderCount(t.deps)).toBe(before);
  });
});

describe('order e-mails to one shopper address: at most ORDER_MAIL_LIMIT_PER_DAY in 24 hours', () => {
  const LIMIT = 2;
  const ADMIN_EMAIL = 'owner@shop.example.in';
  let smtp: TestSmtpServer;
  let shop: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    shop = await createTestApp({ env: { ...smtp.env, ADMIN_EMAIL, ORDER_MAIL_LIMIT_PER_DAY: String(LIMIT) } });
  });
  afterAll(async () => {
    await shop.close();
    await smtp.stop();
    removeDataDir(shop.dataDir);
  });

  /** Registers over the API, as anyone can, with any address (nothing confirms it). */
  async function register(name: string, email: string): Promise<string> {
    const res = ok(await api(shop.app, 'POST', '/api/users/register', { body: { name, email, password: 'password123' } }), 201);
    return res.body.token as string;
  }
  /** The number of each order placeOrder placed, by id: the e-mails name orders by it. */
  const numberOf = new Map<string, string>();
  /** An online order, left unpaid (the shop's cash-on-delivery limits do not come into it). */
  async function placeOrder(token: string): Promise<string> {
    const product = createProduct(shop.deps, { pricePaise: 20_000, countInStock: 5 });
    const body = orderPayload([{ product: product.id, qty: 1, pricePaise: 20_000 }], { paymentMethod: 'Razorpay' });
    const res = await api(shop.app, 'POST', '/api/orders', { token, body });
    expect(res.status).toBe(201);
    numberOf.set(res.body._id, res.body.orderNumber);
    return res.body._id as string;
  }
  const flush = () => shop.deps.mail.deliverDue();
  const placedMailsTo = (address: string) => smtp.to(address).filter((m) => / placed$/.test(m.subject));
  const outboxRows = (address: string) => shop.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).all();

  it('an account with a clean name gets its order e-mail, greeted by that name', async () => {
    const token = await register('Priya Sharma', 'priya@example.com');
    const id = await placeOrder(token);
    await flush();
    const [mail] = placedMailsTo('priya@example.com');
    expect(mail.subject).toContain(`order ${numberOf.get(id)} placed`);
    expect(mail.text).toContain('Hello Priya Sharma,');
    expect(mail.to).toEqual(['priya@example.com']);
  });

  it('past the limit the orders still succeed but their e-mails are held, not sent, and each is logged; the owner hears of every order', async () => {
    const warn = vi.spyOn(shop.deps.mail.log, 'warn');
    const victim = 'victim@example.com';
    const token = await register('Spam Sender', victim);
    const ids = [await placeOrder(token), await placeOrder(token), await placeOrder(token), await placeOrder(token)];
    await flush();
    expect(placedMailsTo(victim)).toHaveLength(LIMIT);
    // The two over the limit wait in the outbox as held (docs/decisions/035-held-mail-and-resending.md).
    expect(outboxRows(victim).filter((row) => row.sentAt !== null)).toHaveLength(LIMIT);
    expect(outboxRows(victim).filter((row) => row.sentAt === null).map((row) => row.orderId)).toEqual([ids[2], ids[3]]);
    // Every order exists and the owner got a message for each.
    for (const id of ids) ok(await api(shop.app, 'GET', `/api/orders/${id}`, { token }));
    for (const id of ids) expect(smtp.to(ADMIN_EMAIL).some((m) => m.subject.includes(`new order ${numberOf.get(id)} `))).toBe(true);
    // The customer's own cancellation is an order e-mail too: also held back.
    ok(await orderApi(shop).cancel(ids[3], token, 'changed my mind'));
    await flush();
    expect(smtp.to(victim)).toHaveLength(LIMIT);
    const suppressed = warn.mock.calls.filter(([fields]) => (fields as { to?: string }).to === victim);
    expect(suppressed.map(([fields]) => (fields as { kind: string }).kind)).toEqual(['order_placed', 'order_placed', 'order_cancelled']);
    expect(suppressed[0][1]).toMatch(/held, not sent/);
    expect(outboxRows(victim).filter((row) => row.sentAt === null).map((row) => row.kind)).toEqual(['order_placed', 'order_placed', 'order_cancelled']);
    warn.mockRestore();
    // Another address is not affected.
    const other = await register('Rahul Verma', 'rahul@example.com');
    await placeOrder(other);
    await flush();
    expect(placedMailsTo('rahul@example.com')).toHaveLength(1);
  });

  it('a rolling 24 hours: once the earlier messages are a day old, the address gets mail again', async () => {
    const address = 'returning@example.com';
    const token = await register('Returning Shopper', address);
    await placeOrder(token);
    await placeOrder(token);
    await placeOrder(token);
    await flush();
    expect(placedMailsTo(address)).toHaveLength(LIMIT);
    const dayAndAMinuteAgo = Date.now() - (24 * 60 + 1) * 60_000;
    shop.deps.db.update(mailOutbox).set({ createdAt: new Date(dayAndAMinuteAgo) }).where(eq(mailOutbox.to, address)).run();
    await placeOrder(token);
    await flush();
    expect(placedMailsTo(address)).toHaveLength(LIMIT + 1);
  });

  it('a name with a line break that reached the database some other way, and a shop name with one, add no header and no line', async () => {
    const address = 'legacy@example.com';
    const token = await register('Legacy Name', address);
    shop.deps.db.update(users).set({ name: HEADER_INJECTION }).where(eq(users.email, address)).run();
    shop.deps.settings.save({ shopName: `Lakshmi Stores${'\r\n'}Bcc: shopname@example.com` });
    try {
      const id = await placeOrder(token);
      await flush();
      const [mail] = placedMailsTo(address);
      expect(mail.to).toEqual([address]);
      expect(smtp.received.some((m) => m.to.includes('x@example.com') || m.to.includes('shopname@example.com'))).toBe(false);
      expect(mail.parsed.headers.has('bcc')).toBe(false);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject).toContain(`order ${numberOf.get(id)} placed`);
      // The greeting stays one line: the break became a space.
      expect(mail.text.split('\n')[0]).toBe('Hello Evil Bcc: x@example.com,');
      expect(mail.text).not.toMatch(/^Bcc:/m);
    } finally {
      shop.deps.settings.save({ shopName: 'Lakshmi Stores' });
    }
  });
});
