/**
 * An order remembers the language it was placed in, and the customer's e-mails about it are written in it
 * (docs/decisions/056-languages.md); the owner's stay in English. An account's e-mails are written in the
 * language it registered in (or chose later), a cart's reminder in the language of the page it was saved
 * from. Through a real SMTP server.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../drizzle/schema.js';
import { sendCartReminders } from '../../src/server/cart/cart-reminders.js';
import { api, callerFor, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { ok, orderApi, SHIPMENT } from '../helpers/orders.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { orderCount, orderPayload, type Line } from '../helpers/shop.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp.js';

const PUBLIC_URL = 'https://lakshmi-stores.example.in';
const ADMIN_EMAIL = 'owner@lakshmi-stores.example.in';
const SHOP_NAME = 'Lakshmi Stores';

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
  await raiseCodLimits(t.app, admin.token);
  ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { shopName: SHOP_NAME } }));
  calls = orderApi(t);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  removeDataDir(t.dataDir);
});

function lines(): Line[] {
  const product = createProduct(t.deps, { name: 'Brass Diya', pricePaise: 129_900, countInStock: 50 });
  return [{ product: product.id, qty: 2, pricePaise: 129_900 }];
}

/** The one message to `address` whose subject matches, once the outbox has been sent. */
async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  await t.deps.mail.deliverDue();
  const found = smtp.to(address).filter((m) => subject.test(m.subject));
  expect(found, `messages to ${address} matching ${subject}`).toHaveLength(1);
  return found[0];
}

describe('the language an order is placed in', () => {
  it('a Hindi order: placed, shipped, delivered and refunded e-mails in Hindi; the owner’s in English', async () => {
    const placed = ok(await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload(lines(), { language: 'hi' }) }), 201);
    const { _id: id, orderNumber: number } = placed.body as { _id: string; orderNumber: string };
    expect(placed.body.language).toBe('hi');
    expect(ok(await api(t.app, 'GET', `/api/orders/${id}`, { token: buyer.token })).body.language).toBe('hi');

    const mail = await mailTo('priya@example.com', new RegExp(`ऑर्डर ${number} मिल गया है`));
    expect(mail.subject).toBe(`${SHOP_NAME}: ऑर्डर ${number} मिल गया है`);
    expect(mail.text).toContain('नमस्ते Priya Sharma,');
    expect(mail.text).toContain(`ऑर्डर ${number} के लिए धन्यवाद।`);
    expect(mail.text).toContain('भुगतान: कैश ऑन डिलीवरी (COD)। कृपया डिलीवरी के समय Rs 3,066/- तैयार रखें।');
    expect(mail.text).toContain('2 x Brass Diya @ Rs 1,299/- = Rs 2,598/-');
    expect(mail.text).toContain('सामान: Rs 2,598/-');
    expect(mail.text).toContain('डिलीवरी शुल्क: मुफ़्त');
    expect(mail.text).toContain('GST (18%): Rs 467.64/-');
    expect(mail.text).toContain('राउंड ऑफ़: Rs 0.36/-');
    expect(mail.text).toContain('कुल: Rs 3,066/-');
    expect(mail.text).toContain('डिलीवरी का पता\nPriya Sharma');
    // Its links open the order's Hindi page.
    expect(mail.text).toContain(`आपका ऑर्डर: ${PUBLIC_URL}/hi/order/${id}`);
    expect(mail.text).toContain(`${SHOP_NAME} से ख़रीदारी करने के लिए धन्यवाद।`);
    expect(mail.html).toMatch(/^<!doctype html><html lang="hi">/);
    expect(mail.html).toContain('>अपना ऑर्डर देखें</a>');
    expect(mail.text).not.toMatch(/Hello|Thank you|Payment|Total|Delivery address/);

    const owners = await mailTo(ADMIN_EMAIL, new RegExp(`new order ${number} `));
    expect(owners.text.startsWith('Hello,\n')).toBe(true);
    expect(owners.text).toContain('Total: Rs 3,066/-');
    expect(owners.text).toContain('Delivery address');
    expect(owners.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(owners.text).not.toMatch(/\p{Script=Devanagari}/u);

    ok(await api(t.app, 'PUT', `/api/orders/${id}/ship`, { token: admin.token, body: SHIPMENT }));
    const shipped = await mailTo('priya@example.com', new RegExp(`ऑर्डर ${number} भेज दिया गया है`));
    expect(shipped.text).toContain(`आपका ऑर्डर ${number} रास्ते में है।`);
    expect(shipped.text).toContain(`ट्रैकिंग\nकूरियर: ${SHIPMENT.carrier}\nट्रैकिंग नंबर: ${SHIPMENT.trackingNumber}\nट्रैक करें: ${SHIPMENT.trackingUrl}`);

    ok(await calls.deliver(id, admin.token));
    const delivered = await mailTo('priya@example.com', new RegExp(`ऑर्डर ${number} डिलीवर हो गया`));
    expect(delivered.text).toContain('हमें आपका Rs 3,066/- का नकद भुगतान मिल गया है।');

    ok(await calls.refund(id, admin.token, '1299.00', 'एक दीया टूटा हुआ था'));
    const refunded = await mailTo('priya@example.com', new RegExp(`ऑर्डर ${number} के लिए Rs 1,299/- का रिफ़ंड`));
    expect(refunded.text).toContain(`हमने आपके ऑर्डर ${number} के लिए Rs 1,299/- वापस भेज दिए हैं: एक दीया टूटा हुआ था।`);
  });

  it('an order placed without a language is in English, over REST and tRPC alike', async () => {
    const rest = ok(await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload(lines()) }), 201);
    expect(rest.body.language).toBe('en');
    const mail = await mailTo('priya@example.com', new RegExp(`order ${rest.body.orderNumber} placed`));
    expect(mail.text).toContain('Hello Priya Sharma,');
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);

    const caller = callerFor(t.deps, buyer.user);
    const viaTrpc = await caller.orders.place(orderPayload(lines(), { language: 'hi' }) as Parameters<typeof caller.orders.place>[0]);
    expect(viaTrpc.language).toBe('hi');
    expect((await mailTo('priya@example.com', new RegExp(`ऑर्डर ${viaTrpc.orderNumber} मिल गया है`))).text).toContain('नमस्ते Priya Sharma,');
  });

  it('a guest’s Hindi order: the private link’s warning in Hindi too', async () => {
    const payload = orderPayload(lines(), { language: 'hi' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: '203.0.113.77',
      payload: { ...payload, shippingAddress: { ...(payload.shippingAddress as object), recipientName: 'Asha Rao' }, guest: { email: 'asha@example.com', phone: '9876543210' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { orderNumber, privateLink } = JSON.parse(res.body) as { orderNumber: string; privateLink: string };
    const mail = await mailTo('asha@example.com', new RegExp(`ऑर्डर ${orderNumber} मिल गया है`));
    expect(mail.text).toContain('नीचे दिए गए लिंक से कोई भी यह ऑर्डर देख सकता है');
    expect(mail.text).toContain(`आपका ऑर्डर: ${privateLink}`);
    expect(mail.text).toContain('मोबाइल: +91 98765 43210');
  });

  it('a language the shop does not speak is refused with a clear message, and nothing is placed', async () => {
    const before = orderCount(t.deps);
    const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload(lines(), { language: 'fr' }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Language must be en or hi');
    expect(orderCount(t.deps)).toBe(before);
  });
});

describe('the language of an account and of a cart', () => {
  /** A guest order with this e-mail, so that an account registered with it is sent the e-mail proof. */
  async function guestOrder(email: string, ip: string) {
    const payload = orderPayload(lines());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: ip,
      payload: { ...payload, shippingAddress: { ...(payload.shippingAddress as object), recipientName: 'Ravi Kumar' }, guest: { email, phone: '9876501234' } },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  it('an account registered in Hindi gets its e-mail proof in Hindi; one that switches to English gets the next in English', async () => {
    await guestOrder('ravi@example.com', '203.0.113.90');
    const registered = ok(await api(t.app, 'POST', '/api/users/register', { body: { name: 'Ravi Kumar', email: 'ravi@example.com', password: 'a-long-passphrase', language: 'hi' } }), 201);
    const proof = await mailTo('ravi@example.com', /अपना ई-मेल पक्का करें/);
    expect(proof.subject).toBe(`${SHOP_NAME}: अपने ऑर्डर देखने के लिए अपना ई-मेल पक्का करें`);
    expect(proof.text).toContain('नमस्ते Ravi Kumar,');
    expect(proof.text).toContain('यह लिंक एक ही बार, 7 दिन तक काम करता है।');
    expect(proof.text).toMatch(/अपना ई-मेल पक्का करें: http\S+\/confirm-email\//);
    expect(proof.html).toMatch(/^<!doctype html><html lang="hi">/);

    const token = (registered.body as { token: string }).token;
    ok(await api(t.app, 'PUT', '/api/users/profile', { token, body: { language: 'en' } }));
    ok(await api(t.app, 'POST', '/api/users/email-proof/send', { token, body: {} }));
    const again = await mailTo('ravi@example.com', /confirm your e-mail to see your orders/);
    expect(again.text).toContain('The link works once, for 7 days.');
  });

  it('a cart saved from a Hindi page is reminded about in Hindi; one saved without a language in English', async () => {
    ok(await api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { cartReminders: true, abandonedCartHours: 4 } }));
    const line = { product: lines()[0].product, qty: 1 };
    const hindiKey = `hindi-cart-key-${Math.random().toString(36).slice(2, 12)}-x`;
    const englishKey = `english-cart-key-${Math.random().toString(36).slice(2, 12)}-x`;
    ok(await api(t.app, 'PUT', '/api/cart/guest', { body: { guestKey: hindiKey, email: 'meena@example.com', phone: '9845012345', cartItems: [line], language: 'hi' } }));
    ok(await api(t.app, 'PUT', '/api/cart/guest', { body: { guestKey: englishKey, email: 'john@example.com', phone: '9845012346', cartItems: [line] } }));
    const bad = await api(t.app, 'PUT', '/api/cart/guest', { body: { guestKey: englishKey, email: 'john@example.com', phone: '9845012346', cartItems: [line], language: 'ta' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Language must be en or hi');
    const now = new Date();
    for (const key of [hindiKey, englishKey]) t.deps.db.update(carts).set({ updatedAt: new Date(now.getTime() - 5 * 3_600_000) }).where(eq(carts.guestKey, key)).run();
    expect(sendCartReminders(t.deps, now)).toBe(2);

    const hindi = await mailTo('meena@example.com', /आपकी कार्ट में कुछ सामान रह गया है/);
    expect(hindi.text).toContain('नमस्ते,');
    expect(hindi.text).toContain('1 x Brass Diya @ Rs 1,299/-');
    expect(hindi.text).toContain('सामान: Rs 1,299/- (आज के दाम; GST और डिलीवरी शुल्क चेकआउट पर जोड़े जाते हैं)');
    expect(hindi.text).toMatch(/अपनी कार्ट पर लौटें: http\S+\/cart\?restore=/);
    expect(hindi.html).toContain('>कार्ट के रिमाइंडर बंद करें</a>');
    const english = await mailTo('john@example.com', /you left something in your cart/);
    expect(english.text).toContain('You left these in your cart.');
  });
});
