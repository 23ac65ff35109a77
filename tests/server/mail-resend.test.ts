/**
 * Held and failed mail, and the admin's "Send again" (POST /api/mail/{id}/resend), through a real SMTP server
 * in this test: a message over ORDER_MAIL_LIMIT_PER_DAY is kept in the outbox as held and never goes out by
 * itself; sending it again is the owner's choice and delivers it whatever the limit; a failed message goes out
 * at once instead of after its pause; a message already sent, or still waiting, is refused
 * (docs/decisions/035-held-mail-and-resending.md).
 */
import { eq, isNotNull, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../drizzle/schema.js';
import { mailDetailOutput, mailListOutput, mailOutput } from '../../src/shared/schemas/mail.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok } from '../helpers/orders.js';
import { orderPayload } from '../helpers/shop.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';

const LIMIT = 1;
const ADMIN_EMAIL = 'owner@shop.example.in';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

let smtp: TestSmtpServer;
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { ...smtp.env, ADMIN_EMAIL, ORDER_MAIL_LIMIT_PER_DAY: String(LIMIT) } });
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true, email: ADMIN_EMAIL }), createUser(t.deps)]);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  removeDataDir(t.dataDir);
});

/** A shopper of their own, so the per-address limit counts only this test's orders. */
const shopper = () => createUser(t.deps, { email: `shopper${++counter}-${Date.now()}@example.com` });

/** An online order, left unpaid: its "placed" e-mail is the one message it makes for the shopper. */
async function placeOrder(buyer: TestUser): Promise<string> {
  return (await placeNumberedOrder(buyer)).id;
}

/** The order's id and the number its e-mails name it by. */
async function placeNumberedOrder(buyer: TestUser): Promise<{ id: string; orderNumber: string }> {
  const product = createProduct(t.deps, { pricePaise: 20_000, countInStock: 5 });
  const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 20_000 }], { paymentMethod: 'Razorpay' }) });
  expect(res.status).toBe(201);
  return { id: res.body._id as string, orderNumber: res.body.orderNumber as string };
}

const flush = (now?: () => Date) => t.deps.mail.deliverDue(now);
const rowsTo = (address: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).all();
const readMail = async (id: string) => mailDetailOutput.parse(ok(await api(t.app, 'GET', `/api/mail/${id}`, { token: admin.token })).body);
const resend = (id: string, token: string | null = admin.token) => api(t.app, 'POST', `/api/mail/${id}/resend`, { token: token ?? undefined });

describe('a message held by ORDER_MAIL_LIMIT_PER_DAY', () => {
  it('is kept in the outbox as held, with the reason, and never goes out by itself', async () => {
    const buyer = await shopper();
    const address = buyer.user.email;
    const first = await placeNumberedOrder(buyer);
    const second = await placeOrder(buyer);
    await flush();
    expect(smtp.to(address).map((m) => m.subject)).toEqual([expect.stringContaining(first.orderNumber)]);

    const held = rowsTo(address).find((row) => row.orderId === second);
    if (!held) throw new Error('the held message is not in the outbox');
    const view = await readMail(held.id);
    expect(view).toMatchObject({ status: 'held', sentAt: null, nextAttemptAt: null, attempts: 0, orderId: second, to: address });
    expect(view.lastError).toBe('Held: this address already had 1 order e-mail in the last 24 hours (ORDER_MAIL_LIMIT_PER_DAY)');
    // The list shows it as held too, among the unsent.
    const unsent = mailListOutput.parse(ok(await api(t.app, 'GET', '/api/mail?unsent=true&pageSize=100', { token: admin.token })).body);
    expect(unsent.mail.find((m) => m._id === held.id)?.status).toBe('held');

    // A year later the delivery loop still leaves it alone.
    await flush(() => new Date(Date.now() + YEAR_MS));
    expect(smtp.to(address)).toHaveLength(1);
  });

  it('Send again delivers it through SMTP although the limit still holds, and then it reads as sent', async () => {
    const buyer = await shopper();
    const address = buyer.user.email;
    await placeOrder(buyer);
    const second = await placeOrder(buyer);
    await flush();
    const held = rowsTo(address).find((row) => row.orderId === second);
    if (!held) throw new Error('the held message is not in the outbox');
    expect(smtp.to(address)).toHaveLength(1);

    const res = ok(await resend(held.id));
    expect(mailOutput.parse(res.body)).toMatchObject({ _id: held.id, status: 'pending', lastError: null });
    await flush();
    const arrived = smtp.to(address);
    expect(arrived).toHaveLength(2);
    expect(arrived[1].subject).toBe(held.subject);
    expect(arrived[1].text.trimEnd()).toBe(held.text.trimEnd());
    const after = await readMail(held.id);
    expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null, nextAttemptAt: null });
    expect(after.sentAt).not.toBeNull();

    // Sent once is enough: a second Send again is refused, and nothing more arrives.
    const again = await resend(held.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This message has already been sent' });
    await flush();
    expect(smtp.to(address)).toHaveLength(2);
  });

  it('held messages do not count towards the limit: once the sent ones are a day old the address gets mail again', async () => {
    const buyer = await shopper();
    const address = buyer.user.email;
    await placeOrder(buyer);
    await placeOrder(buyer);
    await placeOrder(buyer);
    await flush();
    expect(smtp.to(address)).toHaveLength(1);
    expect(rowsTo(address).filter((row) => row.sentAt === null)).toHaveLength(2);
    // Only the sent message ages; the two held ones stay recent.
    const dayAndAMinuteAgo = new Date(Date.now() - (24 * 60 + 1) * 60_000);
    t.deps.db.update(mailOutbox).set({ createdAt: dayAndAMinuteAgo }).where(and(eq(mailOutbox.to, address), isNotNull(mailOutbox.sentAt))).run();
    await placeOrder(buyer);
    await flush();
    expect(smtp.to(address)).toHaveLength(2);
  });
});

describe('a failed message', () => {
  it('is sent again at once instead of after its pause, and keeps its count of attempts', async () => {
    const buyer = await shopper();
    const address = buyer.user.email;
    await smtp.stop();
    let mailId: string;
    try {
      const order = await placeOrder(buyer);
      await flush();
      const row = rowsTo(address).find((r) => r.orderId === order);
      if (!row) throw new Error('the message is not in the outbox');
      mailId = row.id;
      const failed = await readMail(mailId);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
      expect(failed.lastError).toBeTruthy();
    } finally {
      await smtp.start();
    }
    // The mail server is back, but the message waits for its pause.
    await flush();
    expect(smtp.to(address)).toHaveLength(0);

    ok(await resend(mailId));
    await flush();
    expect(smtp.to(address)).toHaveLength(1);
    expect(await readMail(mailId)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});

describe('who may, and what is refused', () => {
  it('GET /api/mail/{id} and Send again are for admins only: 401, 403, and the held message stays held', async () => {
    const buyer = await shopper();
    await placeOrder(buyer);
    const second = await placeOrder(buyer);
    await flush();
    const held = rowsTo(buyer.user.email).find((row) => row.orderId === second);
    if (!held) throw new Error('the held message is not in the outbox');
    expect((await api(t.app, 'GET', `/api/mail/${held.id}`)).status).toBe(401);
    expect((await api(t.app, 'GET', `/api/mail/${held.id}`, { token: customer.token })).status).toBe(403);
    expect((await resend(held.id, null)).status).toBe(401);
    expect((await resend(held.id, customer.token)).status).toBe(403);
    // Not even the shopper it is addressed to.
    expect((await resend(held.id, buyer.token)).status).toBe(403);
    await flush();
    expect(smtp.to(buyer.user.email)).toHaveLength(1);
    expect((await readMail(held.id)).status).toBe('held');
  });

  it('an unknown message is 404 for both', async () => {
    for (const res of [await api(t.app, 'GET', '/api/mail/no-such-message', { token: admin.token }), await resend('no-such-message')]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Message not found' });
    }
  });
});
