import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

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
afterEach(() => {
  vi.useRealTimers();
});

const BASE = { fee: 40, freeAbove: 499, minDays: 3, maxDays: 5, codEnabled: true, codFee: 20, codMaxOrderValue: 5000, serviceableArea: 'all', zones: [] };

const save = (body: Record<string, unknown>, token = admin.token) => api(t.app, 'PUT', '/api/shipping', { token, body });
const quote = (pincode: string, value?: number) => api(t.app, 'GET', `/api/delivery?pincode=${pincode}${value === undefined ? '' : `&value=${value}`}`);

/** Each test sets the rules it reads (tests run shuffled). */
async function rules(body: Record<string, unknown>) {
  const res = await save({ ...BASE, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('shipping rules', () => {
  it('a shop that never set them delivers free everywhere in India in 2 to 7 days, with COD and no fee', async () => {
    const fresh = await createTestApp();
    try {
      const res = await api(fresh.app, 'GET', '/api/shipping');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ fee: 0, freeAbove: null, minDays: 2, maxDays: 7, codEnabled: true, codFee: 0, codMaxOrderValue: null, serviceableArea: 'all', serviceablePincodes: 0, zones: [] });
      const delivery = await api(fresh.app, 'GET', '/api/delivery?pincode=560001&value=100');
      expect(delivery.body).toMatchObject({ pincode: '560001', city: 'Bangalore', state: 'Karnataka', serviceable: true, message: null, fee: 0, codAvailable: true, codFee: 0 });
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
  });

  it('only admins change them: visitor 401, customer 403', async () => {
    expect((await api(t.app, 'PUT', '/api/shipping', { body: BASE })).status).toBe(401);
    expect((await save(BASE, customer.token)).status).toBe(403);
  });

  it('the default fee applies below the free-delivery value; at or above it delivery is free', async () => {
    await rules({});
    expect((await quote('110001', 498.99)).body).toMatchObject({ fee: 40, freeAbove: 499, serviceable: true });
    expect((await quote('110001', 499)).body).toMatchObject({ fee: 0 });
    expect((await quote('110001')).body).toMatchObject({ fee: 40 });
    // Amounts typed into the admin form arrive as text.
    const typed = await save({ ...BASE, fee: '35.50', freeAbove: '' });
    expect(typed.body).toMatchObject({ fee: 35.5, freeAbove: null });
    expect((await quote('110001', 100_000)).body).toMatchObject({ fee: 35.5, freeAbove: null });
  });

  it('zones: the longest matching pincode prefix wins, then the state, then the default rule', async () => {
    const saved = await rules({
      zones: [
        { name: 'Karnataka', states: ['karnataka'], fee: 30, freeAbove: 299, minDays: 2, maxDays: 4, codEnabled: true },
        { name: 'Bengaluru', pincodePrefixes: ['560'], fee: 20, freeAbove: 199, minDays: 1, maxDays: 2, codEnabled: true },
        { name: 'Bengaluru centre', pincodePrefixes: ['5600'], fee: 0, freeAbove: null, minDays: 0, maxDays: 1, codEnabled: false },
      ],
    });
    expect(saved.zones.map((z: { name: string; states: string[] }) => [z.name, z.states])).toEqual([
      ['Karnataka', ['Karnataka']],
      ['Bengaluru', []],
      ['Bengaluru centre', []],
    ]);
    expect((await quote('560001', 10)).body).toMatchObject({ fee: 0, maxDays: 1, codAvailable: false });
    expect((await quote('560100', 10)).body).toMatchObject({ fee: 20, freeAbove: 199, maxDays: 2, codAvailable: true });
    expect((await quote('570001', 10)).body).toMatchObject({ state: 'Karnataka', fee: 30, freeAbove: 299, maxDays: 4 });
    expect((await quote('110001', 10)).body).toMatchObject({ fee: 40, freeAbove: 499, maxDays: 5 });
  });

  it('cash on delivery: off for the shop, off in a zone, and its fee and limit answered', async () => {
    await rules({ codEnabled: false });
    expect((await quote('110001')).body).toMatchObject({ codAvailable: false });
    await rules({ zones: [{ name: 'North-east', states: ['Assam', 'Manipur'], fee: 80, freeAbove: null, minDays: 5, maxDays: 9, codEnabled: false }] });
    expect((await quote('781001')).body).toMatchObject({ state: 'Assam', codAvailable: false, fee: 80 });
    expect((await quote('110001')).body).toMatchObject({ codAvailable: true, codFee: 20, codMaxOrderValue: 5000 });
  });

  it('a shop that delivers to its own list refuses other pincodes with the exact message', async () => {
    await rules({ serviceableArea: 'list' });
    const uploaded = await api(t.app, 'PUT', '/api/shipping/pincodes', { token: admin.token, body: { csv: 'pincode\n560001, 560002\n"560003";570001\n\n' } });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ serviceableArea: 'list', serviceablePincodes: 4 });
    expect((await api(t.app, 'GET', '/api/shipping/pincodes', { token: admin.token })).body).toEqual({ pincodes: ['560001', '560002', '560003', '570001'] });
    expect((await quote('560002')).body).toMatchObject({ serviceable: true, message: null });
    expect((await quote('560099')).body).toMatchObject({ serviceable: false, message: 'Sorry, we do not deliver to 560099 yet', codAvailable: false });
    // Back to all of India: the list is kept for later, and every pincode is served.
    await rules({ serviceableArea: 'all' });
    expect((await quote('560099')).body).toMatchObject({ serviceable: true });
  });

  it('a pincode file with anything but pincodes changes nothing and names the lines', async () => {
    await api(t.app, 'PUT', '/api/shipping/pincodes', { token: admin.token, body: { csv: '110001\n110002' } });
    const bad = await api(t.app, 'PUT', '/api/shipping/pincodes', { token: admin.token, body: { csv: '110003\n11000\n012345\nDelhi' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('These are not pincodes (6 digits, not starting with 0): line 2: 11000; line 3: 012345; line 4: Delhi. Nothing was changed.');
    expect((await api(t.app, 'GET', '/api/shipping/pincodes', { token: admin.token })).body).toEqual({ pincodes: ['110001', '110002'] });
    expect((await api(t.app, 'PUT', '/api/shipping/pincodes', { token: admin.token, body: { csv: 'pincode\n' } })).body.message).toBe('The file holds no pincodes. Nothing was changed.');
    expect((await api(t.app, 'PUT', '/api/shipping/pincodes', { token: customer.token, body: { csv: '110001' } })).status).toBe(403);
  });

  it('refuses rules that do not add up, beside their fields, and keeps the stored ones', async () => {
    await rules({});
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fee: -1 }, 'fee', 'Delivery fee must be an amount in rupees from 0 to 10000000, with at most 2 decimals'],
      [{ fee: 1.005 }, 'fee', 'Delivery fee must be an amount in rupees from 0 to 10000000, with at most 2 decimals'],
      [{ minDays: 6, maxDays: 5 }, 'maxDays', 'Slowest delivery cannot be sooner than the fastest'],
      [{ maxDays: 61 }, 'maxDays', 'Slowest delivery must be a whole number of days from 0 to 60'],
      [{ codMaxOrderValue: 0 }, 'codMaxOrderValue', 'Largest COD order must be more than 0, or empty for no limit'],
      [{ zones: [{ name: 'Empty', fee: 10, minDays: 1, maxDays: 2 }] }, 'zones.0.states', 'Zone Empty needs at least one state or pincode prefix'],
      [{ zones: [{ name: 'A', pincodePrefixes: ['0560'], fee: 10, minDays: 1, maxDays: 2 }] }, 'zones.0.pincodePrefixes.0', 'A pincode prefix is 1 to 6 digits, not starting with 0, such as 560 or 5600'],
      [{ zones: [{ name: 'A', states: ['Atlantis'], fee: 10, minDays: 1, maxDays: 2 }] }, 'zones.0.states.0', 'Atlantis is not one of the states and union territories of India'],
      [
        { zones: [{ name: 'A', pincodePrefixes: ['560'], fee: 10, minDays: 1, maxDays: 2 }, { name: 'B', pincodePrefixes: ['560'], fee: 10, minDays: 1, maxDays: 2 }] },
        'zones.1.pincodePrefixes',
        'Prefix 560 is already in zone A',
      ],
    ];
    for (const [change, path, message] of cases) {
      const res = await save({ ...BASE, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.issues, JSON.stringify(change)).toContainEqual({ path, message });
    }
    expect((await api(t.app, 'GET', '/api/shipping')).body).toMatchObject({ fee: 40, minDays: 3, maxDays: 5, zones: [] });
  });

  it('are described in the OpenAPI document, with the policy pages and the order’s codFee', async () => {
    const doc = (await api(t.app, 'GET', '/api/openapi.json')).body;
    const documented = (method: string, p: string) => doc.paths[p]?.[method] ?? doc.paths[`/api${p}`]?.[method];
    for (const [method, p] of [
      ['get', '/shipping'],
      ['put', '/shipping'],
      ['get', '/shipping/pincodes'],
      ['put', '/shipping/pincodes'],
      ['get', '/delivery'],
      ['get', '/pages/{slug}'],
      ['put', '/pages/{slug}'],
    ]) {
      expect(documented(method, p), `${method.toUpperCase()} ${p}`).toBeDefined();
    }
    expect(JSON.stringify(documented('post', '/orders'))).toContain('"codFee"');
  });

  it('rejects a pincode that is not one', async () => {
    const res = await quote('056001');
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'pincode', message: 'Pincode must be 6 digits, not starting with 0' });
  });
});

describe('the footer’s delivery promise', () => {
  const promise = async () => (await api(t.app, 'GET', '/api/settings')).body.deliveryPromise;

  it('is made from the rules, so it holds for every shopper', async () => {
    await rules({ fee: 0, freeAbove: null, codEnabled: true, zones: [] });
    expect(await promise()).toEqual({ freeEverywhere: true, freeFrom: null, allOfIndia: true, cashOnDelivery: 'everywhere' });
    await rules({ fee: 40, freeAbove: 499 });
    expect(await promise()).toEqual({ freeEverywhere: false, freeFrom: 499, allOfIndia: true, cashOnDelivery: 'everywhere' });
    // A zone that frees delivery only from a higher value: the promise is that value.
    await rules({ zones: [{ name: 'Islands', states: ['Lakshadweep'], fee: 150, freeAbove: 1999, minDays: 7, maxDays: 12, codEnabled: false }] });
    expect(await promise()).toEqual({ freeEverywhere: false, freeFrom: 1999, allOfIndia: true, cashOnDelivery: 'some' });
    // A zone that never delivers free: no free-delivery promise at all.
    await rules({ serviceableArea: 'list', codEnabled: false, zones: [{ name: 'Islands', states: ['Lakshadweep'], fee: 150, freeAbove: null, minDays: 7, maxDays: 12, codEnabled: true }] });
    expect(await promise()).toEqual({ freeEverywhere: false, freeFrom: null, allOfIndia: false, cashOnDelivery: 'none' });
  });
});

describe('delivery dates', () => {
  /** Only Date is faked: Fastify's own timers keep running. */
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };

  it('count delivery days from today in India, skipping Sundays', async () => {
    await rules({ minDays: 3, maxDays: 5 });
    // Wednesday 25 November 2026, noon in India: Thu, Fri, Sat, (Sunday), Mon, Tue.
    at('2026-11-25T06:30:00Z');
    expect((await quote('110001')).body).toMatchObject({ deliveryBy: '2026-12-01', deliveryByText: 'Tue, 1 Dec' });
    // Saturday: the Sunday after is skipped.
    at('2026-11-28T06:30:00Z');
    expect((await quote('110001')).body).toMatchObject({ deliveryBy: '2026-12-04', deliveryByText: 'Fri, 4 Dec' });
  });

  it('India’s midnight, not the server’s, starts the next day', async () => {
    await rules({ minDays: 1, maxDays: 1 });
    // 18:29 UTC on Friday 27 November is 23:59 in India: delivery by Saturday.
    at('2026-11-27T18:29:00Z');
    expect((await quote('110001')).body).toMatchObject({ deliveryBy: '2026-11-28', deliveryByText: 'Sat, 28 Nov' });
    // 18:31 UTC is 00:01 on Saturday in India: one day on is Sunday, so Monday.
    at('2026-11-27T18:31:00Z');
    expect((await quote('110001')).body).toMatchObject({ deliveryBy: '2026-11-30', deliveryByText: 'Mon, 30 Nov' });
  });

  it('a delivery on the same day asked for on a Sunday arrives on Monday', async () => {
    await rules({ minDays: 0, maxDays: 0 });
    at('2026-11-29T06:30:00Z');
    expect((await quote('110001')).body).toMatchObject({ deliveryBy: '2026-11-30' });
  });
});
