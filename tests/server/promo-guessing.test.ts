/**
 * Guessing promo codes (docs/decisions/025-abuse-limits.md): a code that does not work for the shopper
 * because it is unknown, switched off, expired, not valid yet, used up, or already used by this customer
 * gets one and the same answer, byte for byte, from validate and from placing an order; checks are limited
 * per account and per client address (PROMO_CHECK_LIMIT_PER_HOUR); the admin still sees why a code stopped.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../drizzle/schema.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { promoOrderPayload } from '../helpers/promo-orders.js';
import { buy } from '../helpers/purchases.js';
import { orderCount } from '../helpers/shop.js';

const INVALID = 'Invalid promo code';

let codeCounter = 0;
const newCode = (prefix: string) => `${prefix}${++codeCounter}`;

/** A raw request, so answers can be compared as the bytes a client receives. */
async function send(t: TestApp, method: InjectOptions['method'], url: string, token: string, payload: unknown, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.body };
}

/** One unit of a product, online (left unpaid, so the shop's cash-on-delivery limits do not come into it). */
const orderBody = (productId: string, pricePaise: number, promoCode: string | undefined, discountPaise = 0) =>
  promoOrderPayload([{ product: productId, qty: 1, pricePaise }], promoCode, discountPaise, 'Razorpay');

describe('a code that does not work answers the same whatever the reason', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let productId: string;
  const codes: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    [admin, shopper] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
    productId = createProduct(t.deps, { pricePaise: 1_00_000, countInStock: 100 }).id;
    const create = async (label: string, fields: Record<string, unknown>) => {
      const code = newCode(label.toUpperCase().replace(/[^A-Z]/g, ''));
      const res = await api(t.app, 'POST', '/api/promotions', { token: admin.token, body: { code, kind: 'percent', value: 10, ...fields } });
      expect(res.status).toBe(201);
      codes[label] = code;
      return res.body._id as string;
    };
    codes.unknown = 'NOSUCHCODE2026';
    await create('inactive', { active: false });
    await create('expired', { validUntil: '2020-01-31' });
    await create('not yet valid', { validFrom: '2099-01-01' });
    // Used up: its one use is someone else's order.
    const usedUp = await create('used up', { usageLimit: 1 });
    const other = await createUser(t.deps);
    t.deps.db.update(orders).set({ promotionId: usedUp }).where(eq(orders.id, buy(t.deps, other.user.id, productId))).run();
    // Used by this shopper as often as it allows (once), still good for everyone else.
    const once = await create('used by this customer', { perCustomerLimit: 1 });
    t.deps.db.update(orders).set({ promotionId: once }).where(eq(orders.id, buy(t.deps, shopper.user.id, productId))).run();
  });
  afterAll(async () => {
    await t.close();
    removeDataDir(t.dataDir);
  });

  const LABELS = ['unknown', 'inactive', 'expired', 'not yet valid', 'used up', 'used by this customer'];

  it('validate over REST: the same status and body, byte for byte, for every reason', async () => {
    const answers = [];
    for (const label of LABELS) answers.push(await send(t, 'POST', '/api/promotions/validate', shopper.token, { code: codes[label], orderItems: [{ product: productId, qty: 1 }] }));
    expect(answers[0]).toEqual({ status: 400, body: JSON.stringify({ message: INVALID }) });
    for (const [i, answer] of answers.entries()) expect(answer, LABELS[i]).toEqual(answers[0]);
  });

  it('validate over tRPC: the same for every reason', async () => {
    const answers = [];
    for (const label of LABELS) answers.push(await send(t, 'POST', '/trpc/promotions.validate', shopper.token, { code: codes[label], orderItems: [{ product: productId, qty: 1 }] }));
    expect(answers[0].status).toBe(400);
    expect(JSON.parse(answers[0].body).error.message).toBe(INVALID);
    for (const [i, answer] of answers.entries()) expect(answer, LABELS[i]).toEqual(answers[0]);
  });

  it('placing an order with the code: the same refusal for every reason, and no order', async () => {
    const before = orderCount(t.deps);
    const answers = [];
    for (const label of LABELS) answers.push(await send(t, 'POST', '/api/orders', shopper.token, orderBody(productId, 1_00_000, codes[label], 10_000)));
    expect(answers[0]).toEqual({ status: 400, body: JSON.stringify({ message: INVALID }) });
    for (const [i, answer] of answers.entries()) expect(answer, LABELS[i]).toEqual(answers[0]);
    expect(orderCount(t.deps)).toBe(before);
  });

  it('the admin still sees why each code stopped working', async () => {
    const list = await api(t.app, 'GET', '/api/promotions?pageSize=100', { token: admin.token });
    const statusOf = (label: string) => list.body.promotions.find((p: { code: string }) => p.code === codes[label])?.status;
    expect(statusOf('inactive')).toBe('inactive');
    expect(statusOf('expired')).toBe('expired');
    expect(statusOf('not yet valid')).toBe('scheduled');
    expect(statusOf('used up')).toBe('used up');
    // Used up for one customer only: still running for the others.
    expect(statusOf('used by this customer')).toBe('active');
  });
});

describe('promo code checks are limited per account and per client address (PROMO_CHECK_LIMIT_PER_HOUR)', () => {
  const LIMIT = 3;
  let t: TestApp;
  let admin: TestUser;
  let code: string;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PROMO_CHECK_LIMIT_PER_HOUR: String(LIMIT) } });
    admin = await createUser(t.deps, { isAdmin: true });
    code = newCode('REAL');
    expect((await api(t.app, 'POST', '/api/promotions', { token: admin.token, body: { code, kind: 'percent', value: 10 } })).status).toBe(201);
    productId = createProduct(t.deps, { pricePaise: 1_00_000, countInStock: 1_000 }).id;
  });
  afterAll(async () => {
    await t.close();
    removeDataDir(t.dataDir);
  });

  const validate = (token: string, tried: string, address: string) =>
    send(t, 'POST', '/api/promotions/validate', token, { code: tried, orderItems: [{ product: productId, qty: 1 }] }, address);

  function expectLimited(answer: { status: number; body: string }) {
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  }

  it('one account guessing from many addresses: after the limit even a real code gets 429', async () => {
    const guesser = await createUser(t.deps);
    for (let i = 0; i < LIMIT; i++) expect((await validate(guesser.token, `GUESS${i}`, `198.51.100.${i + 1}`)).status).toBe(400);
    const limited = await validate(guesser.token, code, '198.51.100.200');
    expectLimited(limited);
    expect(limited.body).not.toContain('discount');
    // Over tRPC the same.
    const viaTrpc = await send(t, 'POST', '/trpc/promotions.validate', guesser.token, { code, orderItems: [{ product: productId, qty: 1 }] }, '198.51.100.201');
    expect(viaTrpc.status).toBe(429);
    // Someone else is not affected.
    const other = await createUser(t.deps);
    expect((await validate(other.token, code, '198.51.100.250')).status).toBe(200);
  });

  it('many accounts guessing from one address: after the limit the address gets 429', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < LIMIT; i++) {
      const account = await createUser(t.deps);
      expect((await validate(account.token, `SPREAD${i}`, address)).status).toBe(400);
    }
    const fresh = await createUser(t.deps);
    expectLimited(await validate(fresh.token, code, address));
    expect((await validate(fresh.token, code, '203.0.113.10')).status).toBe(200);
  });

  it('a code that works does not count: a shopper whose cart re-checks a good code is never slowed', async () => {
    const shopper = await createUser(t.deps);
    for (let i = 0; i < LIMIT * 3; i++) expect((await validate(shopper.token, code, '192.0.2.44')).status).toBe(200);
  });

  it('codes tried when placing an order count too; an order without a code is never held back by them', async () => {
    const guesser = await createUser(t.deps);
    const address = '192.0.2.77';
    for (let i = 0; i < LIMIT; i++) {
      const res = await send(t, 'POST', '/api/orders', guesser.token, orderBody(productId, 1_00_000, `ORDERGUESS${i}`, 10_000), address);
      expect(res).toEqual({ status: 400, body: JSON.stringify({ message: INVALID }) });
    }
    expectLimited(await send(t, 'POST', '/api/orders', guesser.token, orderBody(productId, 1_00_000, code, 10_000), address));
    expectLimited(await validate(guesser.token, code, '192.0.2.78'));
    expect((await send(t, 'POST', '/api/orders', guesser.token, orderBody(productId, 1_00_000, undefined), address)).status).toBe(201);
  });
});
