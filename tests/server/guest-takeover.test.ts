/**
 * An account takes over guests' orders with its e-mail: the order whose private link makes the account at
 * once, every other one only after the address is proved by a link sent to it, through a real SMTP server.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailProofs, orders } from '../../drizzle/schema.js';
import { EMAIL_HAS_ACCOUNT, EMAIL_PROOF_NOT_FOUND } from '../../src/server/users/guest-takeover.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp } from '../helpers/app.js';
import { orderPayload } from '../helpers/shop.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp.js';

const PUBLIC_URL = 'https://lakshmi-stores.example.in';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { ...smtp.env, PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  removeDataDir(t.dataDir);
});

let placed = 0;
/** A guest order with this e-mail, from an address and a client of its own. */
async function guestOrder(email: string): Promise<{ id: string; token: string }> {
  placed += 1;
  const product = createProduct(t.deps, { pricePaise: 30_000, countInStock: 20 });
  const payload = orderPayload([{ product: product.id, qty: 1, pricePaise: 30_000 }]);
  const body = {
    ...payload,
    shippingAddress: { ...(payload.shippingAddress as object), address: `${placed}, Takeover Street`, recipientName: 'Kavya Menon' },
    guest: { email, phone: `9${String(placed).padStart(9, '7')}` },
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/orders', payload: body, remoteAddress: `192.0.2.${placed}` });
  const answer = JSON.parse(response.body) as { _id: string; privateLink: string };
  expect(response.statusCode, response.body).toBe(201);
  return { id: answer._id, token: answer.privateLink.split('/order-link/')[1] };
}

const ownerOf = (orderId: string) => t.deps.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).get()?.userId;

/** Waits for the confirmation e-mail to arrive at the address, and gives the token of its link. */
async function proofMail(email: string): Promise<{ mail: ReceivedMail; token: string }> {
  let mail: ReceivedMail | undefined;
  await vi.waitFor(
    () => {
      mail = smtp.to(email).find((m) => m.subject.includes('confirm your e-mail'));
      expect(mail).toBeDefined();
    },
    { timeout: 10_000, interval: 20 },
  );
  const token = new RegExp(`${PUBLIC_URL}/confirm-email/([A-Za-z0-9_-]{43})`).exec(mail!.text)?.[1];
  expect(token).toBeDefined();
  return { mail: mail!, token: token! };
}

const mine = async (token: string) => ((await api(t.app, 'GET', '/api/orders/myorders', { token })).body as { _id: string }[]).map((o) => o._id).sort();

describe('setting a password after a guest order', () => {
  it('makes an account with the order’s e-mail and name that owns that order at once', async () => {
    const order = await guestOrder('Kavya.Solo@Example.com');
    const res = await api(t.app, 'POST', '/api/users/guest-account', { body: { token: order.token, password: 'a-good-password' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'Kavya Menon', email: 'kavya.solo@example.com', isAdmin: false, proofSent: false });
    expect(await mine(res.body.token)).toEqual([order.id]);
    // The new password signs in.
    expect((await api(t.app, 'POST', '/api/users/login', { body: { email: 'kavya.solo@example.com', password: 'a-good-password' } })).status).toBe(200);
    // The order page through the account, and the link still works.
    expect((await api(t.app, 'GET', `/api/orders/${order.id}`, { token: res.body.token })).status).toBe(200);
    expect((await api(t.app, 'GET', `/api/orders/link/${order.token}`)).body.placedAsGuest).toBe(true);
  });

  it('other guest orders with the e-mail join only once the address is proved', async () => {
    const email = 'kavya.many@example.com';
    const earlier = await guestOrder(email);
    const order = await guestOrder(email);
    const res = await api(t.app, 'POST', '/api/users/guest-account', { body: { token: order.token, password: 'a-good-password' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.proofSent).toBe(true);
    expect(await mine(res.body.token)).toEqual([order.id]);
    expect(ownerOf(earlier.id)).toBeNull();

    const { mail, token } = await proofMail(email);
    expect(mail.text).toContain('Orders were placed at');
    // Only the token's hash is kept.
    expect(t.deps.db.select().from(emailProofs).all().some((p) => p.tokenHash === token)).toBe(false);

    const confirmed = await api(t.app, 'POST', '/api/users/email-proof', { body: { token } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Your e-mail is confirmed: 1 guest order is now in your account.', orders: 1 });
    expect(await mine(res.body.token)).toEqual([earlier.id, order.id].sort());

    // The link works once.
    const again = await api(t.app, 'POST', '/api/users/email-proof', { body: { token } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(EMAIL_PROOF_NOT_FOUND);
  });

  it('an e-mail that already has an account gets a clear answer, and that account is sent the proof', async () => {
    const owner = await createUser(t.deps, { email: 'kavya.has@example.com', name: 'Kavya M' });
    const order = await guestOrder('kavya.has@example.com');
    const refused = await api(t.app, 'POST', '/api/users/guest-account', { body: { token: order.token, password: 'a-good-password' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(EMAIL_HAS_ACCOUNT);
    expect(ownerOf(order.id)).toBeNull();

    const { token } = await proofMail('kavya.has@example.com');
    expect((await api(t.app, 'POST', '/api/users/email-proof', { body: { token } })).status).toBe(200);
    expect(await mine(owner.token)).toEqual([order.id]);
  });

  it('a wrong link makes no account', async () => {
    const res = await api(t.app, 'POST', '/api/users/guest-account', { body: { token: 'A'.repeat(43), password: 'a-good-password' } });
    expect(res.status).toBe(404);
  });
});

describe('a later registration with the e-mail', () => {
  it('takes over the guest orders only after the address is proved', async () => {
    const email = 'kavya.later@example.com';
    const first = await guestOrder(email);
    const second = await guestOrder(email);
    const registered = await api(t.app, 'POST', '/api/users/register', { body: { name: 'Kavya Later', email, password: 'a-good-password' } });
    expect(registered.status).toBe(201);
    // Registering proves nothing: anyone can type the address.
    expect(await mine(registered.body.token)).toEqual([]);
    expect((await api(t.app, 'GET', `/api/orders/${first.id}`, { token: registered.body.token })).status).toBe(404);

    const { token } = await proofMail(email);
    const confirmed = await api(t.app, 'POST', '/api/users/email-proof', { body: { token } });
    expect(confirmed.body.orders).toBe(2);
    expect(await mine(registered.body.token)).toEqual([first.id, second.id].sort());
  });

  it('a proof for an address the account no longer has, or one past its time, proves nothing', async () => {
    const email = 'kavya.moved@example.com';
    const order = await guestOrder(email);
    const registered = await api(t.app, 'POST', '/api/users/register', { body: { name: 'Kavya Moved', email, password: 'a-good-password' } });
    const { token } = await proofMail(email);
    const changed = await api(t.app, 'PUT', '/api/users/profile', {
      token: registered.body.token,
      body: { email: 'kavya.elsewhere@example.com', currentPassword: 'a-good-password' },
    });
    expect(changed.status).toBe(200);
    expect((await api(t.app, 'POST', '/api/users/email-proof', { body: { token } })).status).toBe(404);
    expect(ownerOf(order.id)).toBeNull();

    // Asked for again at the new address: there are no guest orders with it.
    const none = await api(t.app, 'POST', '/api/users/email-proof/send', { token: changed.body.token });
    expect(none.status).toBe(409);

    const other = 'kavya.late@example.com';
    const late = await guestOrder(other);
    const lateUser = await api(t.app, 'POST', '/api/users/register', { body: { name: 'Kavya Late', email: other, password: 'a-good-password' } });
    const proof = await proofMail(other);
    t.deps.db.update(emailProofs).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(emailProofs.email, other)).run();
    expect((await api(t.app, 'POST', '/api/users/email-proof', { body: { token: proof.token } })).status).toBe(404);
    expect(ownerOf(late.id)).toBeNull();

    // A new link, asked for while signed in, works.
    const resent = await api(t.app, 'POST', '/api/users/email-proof/send', { token: lateUser.body.token });
    expect(resent.status).toBe(200);
    await vi.waitFor(() => expect(smtp.to(other).filter((m) => m.subject.includes('confirm your e-mail'))).toHaveLength(2), { timeout: 10_000, interval: 20 });
    const newest = smtp.to(other).filter((m) => m.subject.includes('confirm your e-mail'))[1];
    const newToken = new RegExp(`${PUBLIC_URL}/confirm-email/([A-Za-z0-9_-]{43})`).exec(newest.text)?.[1];
    expect((await api(t.app, 'POST', '/api/users/email-proof', { body: { token: newToken } })).status).toBe(200);
    expect(ownerOf(late.id)).toBe(lateUser.body._id);
  });
});
