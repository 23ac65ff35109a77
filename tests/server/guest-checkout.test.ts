import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, mailOutbox, orderLinks, orders } from '../../drizzle/schema.js';
import { newId } from '../../src/server/ids.js';
import { ORDER_LINK_NOT_FOUND } from '../../src/server/orders/order-links.js';
import { GUEST_CHECKOUT_OFF } from '../../src/server/orders/guest-orders.js';
import { GUEST_PROMO_MESSAGE } from '../../src/server/orders/place-order.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { TEST_CARD } from '../helpers/orders.js';
import { pdfText } from '../helpers/pdf.js';
import { orderCount, orderPayload, shipOrder, stockOf, type Line } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_GATEWAY: 'test' } });
  admin = await createUser(t.deps, { isAdmin: true });
});
afterAll(async () => {
  t.deps.settings.save({ guestCheckout: true });
  await t.close();
  removeDataDir(t.dataDir);
});

let guests = 0;
/** A guest of its own: e-mail, mobile number and delivery address no other test uses. */
function newGuest() {
  guests += 1;
  return { email: `Guest${guests}-${newId().slice(0, 6)}@Example.com`, phone: `+91 9${String(guests).padStart(9, '0')}`, address: `${guests}, Guest Lane` };
}

function lines(qty = 1, stock = 20): Line[] {
  const product = createProduct(t.deps, { pricePaise: 40_000, countInStock: stock });
  return [{ product: product.id, qty, pricePaise: 40_000 }];
}

function guestPayload(guest: ReturnType<typeof newGuest>, order: Line[] = lines(), overrides: Record<string, unknown> = {}) {
  const payload = orderPayload(order, overrides);
  return {
    ...payload,
    shippingAddress: { ...(payload.shippingAddress as object), address: guest.address, recipientName: 'Asha Rao' },
    guest: { email: guest.email, phone: guest.phone },
  };
}

let clients = 0;
/** POST /api/orders without a session, from a client address of the test's choosing (else one of its own). */
async function placeAsGuest(body: unknown, ip = `203.0.113.${++clients}`) {
  const response = await t.app.inject({ method: 'POST', url: '/api/orders', payload: body as object, remoteAddress: ip });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are asserted field by field
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, any> };
}

const tokenOf = (privateLink: string) => privateLink.split('/order-link/')[1];

describe('a guest order over REST', () => {
  it('is placed without a session, answered with its private link, and recorded as the guest’s', async () => {
    const guest = newGuest();
    const order = lines(2);
    const emailKey = guest.email.toLowerCase();
    t.deps.db.insert(carts).values({ id: newId(), guestKey: newId(), email: emailKey, items: JSON.stringify([{ product: order[0].product, qty: 2 }]), updatedAt: new Date() }).run();

    const placed = await placeAsGuest(guestPayload(guest, order), '198.51.100.7');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.privateLink).toMatch(/^http:\/\/localhost:\d+\/order-link\/[A-Za-z0-9_-]{43}$/);
    expect(placed.body).toMatchObject({ user: { _id: null, name: 'Asha Rao', email: emailKey }, placedAsGuest: true });
    // The address gave no number of its own: the courier calls the guest.
    expect(placed.body.shippingAddress.phone).toBe(guest.phone.slice(4));
    const row = t.deps.db.select().from(orders).where(eq(orders.id, placed.body._id)).get();
    expect(row).toMatchObject({ userId: null, placedAsGuest: true, userEmail: emailKey, clientIp: '198.51.100.7' });
    expect(stockOf(t.deps, order[0].product)).toBe(18);
    // Only the link's hash is kept.
    const link = t.deps.db.select().from(orderLinks).where(eq(orderLinks.orderId, placed.body._id)).get();
    expect(link?.tokenHash).not.toContain(tokenOf(placed.body.privateLink));
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(90 * 24 * 60 * 60 * 1000);
    // The guest's saved cart is bought.
    expect(t.deps.db.select().from(carts).where(eq(carts.email, emailKey)).get()?.items).toBe('[]');
    // The order-placed e-mail carries the private link.
    const mail = t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, placed.body._id)).all().find((m) => m.kind === 'order_placed');
    expect(mail?.to).toBe(emailKey);
    expect(mail?.text).toContain(`Your order: ${placed.body.privateLink}`);
  });

  it('keeps the address’s own mobile number when it has one', async () => {
    const guest = newGuest();
    const body = guestPayload(guest);
    body.shippingAddress = { ...body.shippingAddress, phone: '070123 45678' } as typeof body.shippingAddress;
    const placed = await placeAsGuest(body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.shippingAddress.phone).toBe('7012345678');
  });

  it('a signed-in caller orders as themselves, whatever `guest` says', async () => {
    const buyer = await createUser(t.deps);
    const guest = newGuest();
    const placed = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: guestPayload(guest) });
    expect(placed.status).toBe(201);
    expect(placed.body.privateLink).toBeUndefined();
    expect(placed.body).toMatchObject({ user: { _id: buyer.user.id, email: buyer.user.email }, placedAsGuest: false });
  });

  it('without a session or a guest contact asks to sign in, and a bad guest contact is refused on its field', async () => {
    const before = orderCount(t.deps);
    const { guest: _guest, ...withoutGuest } = guestPayload(newGuest());
    expect((await placeAsGuest(withoutGuest)).status).toBe(401);
    const bad = await placeAsGuest({ ...withoutGuest, guest: { email: 'not-an-email', phone: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['guest.email', 'guest.phone']);
    expect(orderCount(t.deps)).toBe(before);
  });

  it('is refused with a clear 403 while the setting is off, and nothing is written', async () => {
    t.deps.settings.save({ guestCheckout: false });
    try {
      const before = orderCount(t.deps);
      const order = lines();
      const refused = await placeAsGuest(guestPayload(newGuest(), order));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(GUEST_CHECKOUT_OFF);
      expect(orderCount(t.deps)).toBe(before);
      expect(stockOf(t.deps, order[0].product)).toBe(20);
    } finally {
      t.deps.settings.save({ guestCheckout: true });
    }
  });

  it('a promo code needs an account', async () => {
    const refused = await placeAsGuest(guestPayload(newGuest(), lines(), { promoCode: 'WELCOME15' }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(GUEST_PROMO_MESSAGE);
  });

  it('is nobody else’s: no customer reads it by id', async () => {
    const placed = await placeAsGuest(guestPayload(newGuest()));
    const stranger = await createUser(t.deps);
    expect((await api(t.app, 'GET', `/api/orders/${placed.body._id}`, { token: stranger.token })).status).toBe(404);
    expect((await api(t.app, 'GET', `/api/orders/${placed.body._id}`)).status).toBe(401);
  });
});

describe('the private link', () => {
  it('opens the order and cancels it before it ships; once shipped, its invoice downloads through the link', async () => {
    const order = lines(3);
    const placed = await placeAsGuest(guestPayload(newGuest(), order));
    const token = tokenOf(placed.body.privateLink);
    const read = await api(t.app, 'GET', `/api/orders/link/${token}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: placed.body._id, orderNumber: placed.body.orderNumber, placedAsGuest: true });

    // The tax invoice comes when the goods leave (docs/decisions/047-credit-notes-and-gstr1.md).
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/link/${token}/invoice` })).statusCode).toBe(409);
    const other = await placeAsGuest(guestPayload(newGuest(), lines(1)));
    await shipOrder(t.app, admin.token, other.body._id);
    const invoice = await t.app.inject({ method: 'GET', url: `/api/orders/link/${tokenOf(other.body.privateLink)}/invoice` });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(pdfText(invoice.rawPayload)).toContain('Asha Rao');

    const cancelled = await api(t.app, 'POST', `/api/orders/link/${token}/cancel`, { body: { reason: 'Ordered by mistake' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.fulfilmentStatus).toBe('cancelled');
    expect(cancelled.body.events.at(-1)).toMatchObject({ type: 'cancelled', actor: 'customer', note: 'Ordered by mistake' });
    expect(stockOf(t.deps, order[0].product)).toBe(20);
  });

  it('cannot cancel a shipped order', async () => {
    const placed = await placeAsGuest(guestPayload(newGuest()));
    const ship = await api(t.app, 'PUT', `/api/orders/${placed.body._id}/ship`, { token: admin.token, body: { carrier: 'India Post', trackingNumber: 'EE1IN' } });
    expect(ship.status).toBe(200);
    const refused = await api(t.app, 'POST', `/api/orders/link/${tokenOf(placed.body.privateLink)}/cancel`, { body: {} });
    expect(refused.status).toBe(409);
    // A later e-mail cannot carry the link (only its hash is kept): it says where the link is, and links no sign-in page.
    const shipped = t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, placed.body._id)).all().find((m) => m.kind === 'order_shipped');
    expect(shipped?.text).toContain('Your order: open it with the private link in your order confirmation e-mail.');
    expect(shipped?.text).not.toContain(`/order/${placed.body._id}`);
    expect((await api(t.app, 'GET', `/api/orders/link/${tokenOf(placed.body.privateLink)}`)).body.fulfilmentStatus).toBe('shipped');
  });

  it('pays an online order through the gateway', async () => {
    const placed = await placeAsGuest(guestPayload(newGuest(), lines(), { paymentMethod: 'Razorpay' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const token = tokenOf(placed.body.privateLink);
    const started = await api(t.app, 'POST', `/api/orders/link/${token}/payment`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const confirmed = await api(t.app, 'POST', '/api/payments/test/confirm', { body: { paymentId: started.body.paymentId, ...TEST_CARD } });
    expect(confirmed.status).toBe(200);
    const paid = await api(t.app, 'PUT', `/api/orders/link/${token}/pay`, { body: { id: started.body.paymentId } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ _id: placed.body._id, isPaid: true });
  });

  it('a wrong link is a 404 that names no order', async () => {
    const placed = await placeAsGuest(guestPayload(newGuest()));
    const token = tokenOf(placed.body.privateLink);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [`/api/orders/link/${wrong}`, '/api/orders/link/short', `/api/orders/link/${placed.body._id}`]) {
      const res = await api(t.app, 'GET', url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: ORDER_LINK_NOT_FOUND });
    }
    expect((await api(t.app, 'POST', `/api/orders/link/${wrong}/cancel`, { body: {} })).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/link/${wrong}/invoice` })).statusCode).toBe(404);
  });

  it('stops working once it expires', async () => {
    const placed = await placeAsGuest(guestPayload(newGuest()));
    const token = tokenOf(placed.body.privateLink);
    t.deps.db.update(orderLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orderLinks.orderId, placed.body._id)).run();
    expect((await api(t.app, 'GET', `/api/orders/link/${token}`)).status).toBe(404);
    expect((await api(t.app, 'POST', `/api/orders/link/${token}/cancel`, { body: {} })).status).toBe(404);
  });

  it('the owner revokes it, or sends a new one by e-mail that replaces it', async () => {
    const guest = newGuest();
    const placed = await placeAsGuest(guestPayload(guest));
    const id = placed.body._id as string;
    const first = tokenOf(placed.body.privateLink);
    const status = await api(t.app, 'GET', `/api/admin/orders/${id}/link`, { token: admin.token });
    expect(status.status).toBe(200);
    expect(status.body.active.expiresAt).toBeTruthy();

    const sent = await api(t.app, 'POST', `/api/admin/orders/${id}/link`, { token: admin.token });
    expect(sent.status).toBe(200);
    expect(sent.body.active).not.toBeNull();
    expect((await api(t.app, 'GET', `/api/orders/link/${first}`)).status).toBe(404);
    const mail = t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, id)).all().find((m) => m.kind === 'order_link');
    expect(mail?.to).toBe(guest.email.toLowerCase());
    const second = /\/order-link\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await api(t.app, 'GET', `/api/orders/link/${second}`)).status).toBe(200);

    const revoked = await api(t.app, 'DELETE', `/api/admin/orders/${id}/link`, { token: admin.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.active).toBeNull();
    expect((await api(t.app, 'GET', `/api/orders/link/${second}`)).status).toBe(404);
  });

  it('only admins manage links', async () => {
    const placed = await placeAsGuest(guestPayload(newGuest()));
    const customer = await createUser(t.deps);
    expect((await api(t.app, 'DELETE', `/api/admin/orders/${placed.body._id}/link`, { token: customer.token })).status).toBe(403);
    expect((await api(t.app, 'POST', `/api/admin/orders/${placed.body._id}/link`)).status).toBe(401);
    expect((await api(t.app, 'GET', `/api/orders/link/${tokenOf(placed.body.privateLink)}`)).status).toBe(200);
  });
});

describe('a guest’s limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { MAX_UNPAID_ORDERS: '2', MAX_LINE_QTY: '5' } });
  });
  afterAll(async () => {
    await limited.close();
    removeDataDir(limited.dataDir);
  });

  let addresses = 0;
  async function place(contact: { email: string; phone: string }, ip: string, qty = 1) {
    const product = createProduct(limited.deps, { pricePaise: 10_000, countInStock: 50 });
    const payload = orderPayload([{ product: product.id, qty, pricePaise: 10_000 }]);
    addresses += 1;
    const body = { ...payload, shippingAddress: { ...(payload.shippingAddress as object), address: `${addresses}, Limit Road` }, guest: contact };
    const response = await limited.app.inject({ method: 'POST', url: '/api/orders', payload: body, remoteAddress: ip });
    return { status: response.statusCode, body: JSON.parse(response.body) as { message?: string } };
  }
  const unpaidMessage = /You already have 2 unpaid orders/;

  it('MAX_UNPAID_ORDERS holds per e-mail, whatever the number and the client address', async () => {
    const email = 'same-email@example.com';
    expect((await place({ email, phone: '9000000001' }, '10.0.0.1')).status).toBe(201);
    expect((await place({ email: 'SAME-email@example.com', phone: '9000000002' }, '10.0.0.2')).status).toBe(201);
    const third = await place({ email, phone: '9000000003' }, '10.0.0.3');
    expect(third.status).toBe(409);
    expect(third.body.message).toMatch(unpaidMessage);
  });

  it('… per mobile number', async () => {
    const phone = '9111111111';
    expect((await place({ email: 'p1@example.com', phone }, '10.0.1.1')).status).toBe(201);
    expect((await place({ email: 'p2@example.com', phone: `+91 ${phone}` }, '10.0.1.2')).status).toBe(201);
    expect((await place({ email: 'p3@example.com', phone: `0${phone}` }, '10.0.1.3')).status).toBe(409);
  });

  it('… per client address', async () => {
    const ip = '10.0.2.1';
    expect((await place({ email: 'i1@example.com', phone: '9222222221' }, ip)).status).toBe(201);
    expect((await place({ email: 'i2@example.com', phone: '9222222222' }, ip)).status).toBe(201);
    expect((await place({ email: 'i3@example.com', phone: '9222222223' }, ip)).status).toBe(409);
    // Another address is another shopper.
    expect((await place({ email: 'i4@example.com', phone: '9222222224' }, '10.0.2.2')).status).toBe(201);
  });

  it('… and an account’s orders count for a guest with its e-mail', async () => {
    const customer = await createUser(limited.deps, { email: 'has-account@example.com' });
    for (let i = 0; i < 2; i += 1) {
      const product = createProduct(limited.deps, { pricePaise: 10_000, countInStock: 50 });
      addresses += 1;
      const payload = orderPayload([{ product: product.id, qty: 1, pricePaise: 10_000 }]);
      const res = await api(limited.app, 'POST', '/api/orders', {
        token: customer.token,
        body: { ...payload, shippingAddress: { ...(payload.shippingAddress as object), address: `${addresses}, Limit Road` } },
      });
      expect(res.status).toBe(201);
    }
    expect((await place({ email: 'has-account@example.com', phone: '9333333331' }, '10.0.3.1')).status).toBe(409);
  });

  it('the cash-on-delivery limits hold per e-mail, mobile number and client address too', async () => {
    limited.deps.settings.save({ codMaxOpenOrdersPerAccount: 1 });
    try {
      expect((await place({ email: 'cod@example.com', phone: '9444444441' }, '10.0.4.1')).status).toBe(201);
      const byEmail = await place({ email: 'cod@example.com', phone: '9444444442' }, '10.0.4.2');
      expect(byEmail.status).toBe(409);
      expect(byEmail.body.message).toMatch(/You already have 1 cash-on-delivery orders waiting to ship/);
      expect((await place({ email: 'cod2@example.com', phone: '9444444441' }, '10.0.4.3')).status).toBe(409);
      expect((await place({ email: 'cod3@example.com', phone: '9444444443' }, '10.0.4.1')).status).toBe(409);
    } finally {
      limited.deps.settings.save({ codMaxOpenOrdersPerAccount: 3 });
    }
  });

  it('MAX_LINE_QTY holds for a guest', async () => {
    const refused = await place({ email: 'many@example.com', phone: '9555555551' }, '10.0.5.1', 6);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/at most 5/);
  });
});

describe('the OpenAPI document', () => {
  it('names the guest checkout’s calls', async () => {
    const doc = (await api(t.app, 'GET', '/api/openapi.json')).body;
    const documented = (method: string, p: string) => doc.paths[p]?.[method] ?? doc.paths[`/api${p}`]?.[method];
    for (const [method, p] of [
      ['get', '/orders/link/{token}'],
      ['post', '/orders/link/{token}/cancel'],
      ['post', '/orders/link/{token}/payment'],
      ['put', '/orders/link/{token}/pay'],
      ['get', '/orders/link/{token}/invoice'],
      ['get', '/admin/orders/{id}/link'],
      ['post', '/admin/orders/{id}/link'],
      ['delete', '/admin/orders/{id}/link'],
      ['post', '/users/guest-account'],
      ['post', '/users/email-proof'],
      ['post', '/users/email-proof/send'],
    ]) {
      expect(documented(method, p), `${method.toUpperCase()} ${p}`).toBeDefined();
    }
    const placeBody = JSON.stringify(documented('post', '/orders'));
    expect(placeBody).toContain('guest');
    expect(placeBody).toContain('privateLink');
  });
});
