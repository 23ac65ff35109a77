import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailListOutput } from '../../src/shared/schemas/mail.js';
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
    const placed = await api<{ _id: string }>(t.app, 'POST', '/api/orders', {
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
    expect(toCustomer).toMatchObject({ kind: 'order_placed', status: 'pending', sentAt: null, lastError: null });
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
