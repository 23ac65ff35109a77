import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDetailOutput, mailListOutput } from '../../src/shared/schemas/mail.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { orderPayload } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

describe('GET /api/mail (the outbox for admins)', () => {
  it('is for admins only: a visitor gets 401, a customer 403', async () => {
    expect((await api(t.app, 'GET', '/api/mail')).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/mail', { token: customer.token })).status).toBe(403);
    const list = await api(t.app, 'GET', '/api/mail', { token: admin.token });
    expect(list.status).toBe(200);
    expect(mailListOutput.parse(list.body)).toMatchObject({ page: 1, mailConfigured: false });
  });

  it('an empty outbox is an empty first page', async () => {
    // A shop of its own: the other tests of this file put orders' mail in the shared one's outbox.
    const fresh = await createTestApp();
    try {
      const owner = await createUser(fresh.deps, { isAdmin: true });
      const empty = await api(fresh.app, 'GET', '/api/mail', { token: owner.token });
      expect(empty.status).toBe(200);
      expect(mailListOutput.parse(empty.body)).toEqual({ mail: [], total: 0, page: 1, pages: 1, mailConfigured: false });
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
  });

  it('lists the messages an order puts in the outbox, newest first, unsent ones waiting without SMTP', async () => {
    const product = createProduct(t.deps, { pricePaise: 25_000 });
    const placed = await api<{ _id: string; orderNumber: string }>(t.app, 'POST', '/api/orders', {
      token: customer.token,
      body: orderPayload([{ product: product.id, qty: 1, pricePaise: 25_000 }]),
    });
    expect(placed.status).toBe(201);

    const response = await api(t.app, 'GET', '/api/mail', { token: admin.token });
    expect(response.status).toBe(200);
    const list = mailListOutput.parse(response.body);
    const forOrder = list.mail.filter((m) => m.orderId === placed.body._id);
    expect(forOrder.length).toBeGreaterThanOrEqual(1);
    const toCustomer = forOrder.find((m) => m.to === customer.user.email);
    // The order it is about by its id and by the number people quote.
    expect(toCustomer).toMatchObject({ kind: 'order_placed', status: 'pending', sentAt: null, lastError: null, orderNumber: placed.body.orderNumber });
    expect(placed.body.orderNumber).toMatch(/^RS-\d{5,}$/);
    expect(toCustomer?.subject).toMatch(/order \S+ placed/);
    // Newest first.
    const times = list.mail.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The message body (the customer's address) never leaves the server in the list.
    expect(JSON.stringify(response.body)).not.toContain('MG Road');

    // The unsent filter and the paging.
    const unsent = mailListOutput.parse((await api(t.app, 'GET', '/api/mail?unsent=true&pageSize=1', { token: admin.token })).body);
    expect(unsent.mail).toHaveLength(1);
    expect(unsent.total).toBe(list.total);
    expect(unsent.pages).toBe(list.total);
    const second = mailListOutput.parse((await api(t.app, 'GET', '/api/mail?unsent=true&pageSize=1&page=2', { token: admin.token })).body);
    expect(second.page).toBe(2);
    expect(second.mail[0]?._id).not.toBe(unsent.mail[0]?._id);

    expect((await api(t.app, 'GET', '/api/mail?unsent=maybe', { token: admin.token })).status).toBe(400);
  });
});

describe('GET /api/mail/{id} (one message, for admins)', () => {
  it('gives the message with its text and HTML, which the list leaves out', async () => {
    const product = createProduct(t.deps, { pricePaise: 31_500 });
    const placed = await api<{ _id: string }>(t.app, 'POST', '/api/orders', {
      token: customer.token,
      body: orderPayload([{ product: product.id, qty: 1, pricePaise: 31_500 }]),
    });
    expect(placed.status).toBe(201);
    const list = mailListOutput.parse((await api(t.app, 'GET', '/api/mail?pageSize=100', { token: admin.token })).body);
    const summary = list.mail.find((m) => m.orderId === placed.body._id && m.to === customer.user.email);
    if (!summary) throw new Error('the order e-mail is not in the outbox');

    const res = await api(t.app, 'GET', `/api/mail/${summary._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    const message = mailDetailOutput.parse(res.body);
    expect(message).toMatchObject({ ...summary, mailConfigured: false });
    expect(message.text).toContain('MG Road');
    expect(message.text).toContain(`Hello ${customer.user.name},`);
    expect(message.html).toMatch(/^<!doctype html>/i);
    expect(message.html).toContain('MG Road');
  });

  it('a message still waiting for its first attempt cannot be sent again: 409, and it stays as it was', async () => {
    const product = createProduct(t.deps, { pricePaise: 12_000 });
    const placed = await api<{ _id: string }>(t.app, 'POST', '/api/orders', {
      token: customer.token,
      body: orderPayload([{ product: product.id, qty: 1, pricePaise: 12_000 }]),
    });
    const list = mailListOutput.parse((await api(t.app, 'GET', '/api/mail?unsent=true&pageSize=100', { token: admin.token })).body);
    const waiting = list.mail.find((m) => m.orderId === placed.body._id);
    if (!waiting) throw new Error('the order e-mail is not in the outbox');
    expect(waiting.status).toBe('pending');
    const refused = await api(t.app, 'POST', `/api/mail/${waiting._id}/resend`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'This message is already waiting to be sent' });
    const after = mailDetailOutput.parse((await api(t.app, 'GET', `/api/mail/${waiting._id}`, { token: admin.token })).body);
    expect(after).toMatchObject({ status: 'pending', nextAttemptAt: waiting.nextAttemptAt, attempts: 0 });
  });

  it('bad input: an id too long is 400; an unknown id is 404', async () => {
    expect((await api(t.app, 'GET', `/api/mail/${'x'.repeat(65)}`, { token: admin.token })).status).toBe(400);
    expect((await api(t.app, 'POST', `/api/mail/${'x'.repeat(65)}/resend`, { token: admin.token })).status).toBe(400);
    expect((await api(t.app, 'GET', '/api/mail/nothing-here', { token: admin.token })).status).toBe(404);
  });
});
