/**
 * The CDN is told which pages changed, the way Cloudflare's purge API takes it, batched, retried and never in
 * an owner's way (docs/decisions/052-cdn-caching.md). A local fake stands in for the CDN's API.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CdnPurge, type CdnPurgeTiming, type PurgeLog } from '../../src/server/cdn/cdn-purge.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { startFakeServer, type FakeRequest, type FakeServer } from '../helpers/fake-http.js';
import { orderApi, placeLines } from '../helpers/orders.js';

const PUBLIC_URL = 'https://shop.example.in';
const FAST: CdnPurgeTiming = { batchMs: 30, retryDelaysMs: [30, 30, 30], timeoutMs: 5_000 };

interface Logged {
  level: 'info' | 'warn' | 'error';
  message: string;
  obj: object;
}

function recorder(): PurgeLog & { entries: Logged[] } {
  const entries: Logged[] = [];
  const at = (level: Logged['level']) => (obj: object, message: string) => void entries.push({ level, message, obj });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

const bodyOf = (request: FakeRequest) => JSON.parse(request.body) as { files?: string[]; purge_everything?: boolean };

/** A fake CDN answering each call with the next status of `statuses` (the last one for ever after). */
async function fakeCdn(statuses: number[] = [200]): Promise<FakeServer> {
  let calls = 0;
  return startFakeServer(() => {
    const status = statuses[Math.min(calls, statuses.length - 1)];
    calls += 1;
    return status < 300 ? { status, body: { success: true, errors: [], result: { id: 'z' } } } : { status, body: { success: false, errors: [{ code: status }] } };
  });
}

describe('the purge call', () => {
  let fake: FakeServer;
  afterEach(async () => {
    await fake.close();
  });

  const purger = (log: PurgeLog, timing: CdnPurgeTiming = FAST) => new CdnPurge({ url: `${fake.baseUrl}/client/v4/zones/z1/purge_cache`, token: 'cf-token-1' }, PUBLIC_URL, log, timing);

  it('posts the changed pages as absolute addresses with the bearer token, as Cloudflare’s purge API takes them', async () => {
    fake = await fakeCdn();
    const purge = purger(recorder());
    purge.paths(['/product/p1', '/category/fashion', '/']);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/client/v4/zones/z1/purge_cache');
    expect(request.headers.authorization).toBe('Bearer cf-token-1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(bodyOf(request)).toEqual({ files: [`${PUBLIC_URL}/product/p1`, `${PUBLIC_URL}/category/fashion`, `${PUBLIC_URL}/`] });
    await purge.close();
  });

  it('many changes within the batch window are one call, each address once', async () => {
    fake = await fakeCdn();
    const purge = purger(recorder(), { ...FAST, batchMs: 200 });
    for (let i = 0; i < 20; i++) purge.paths([`/product/p${i}`, '/']);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    const files = bodyOf(fake.requests[0]).files!;
    expect(files).toHaveLength(21);
    expect(new Set(files).size).toBe(21);
    await purge.close();
    expect(fake.requests).toHaveLength(1);
  });

  it('something every page shows purges everything; more addresses than three calls hold do too; 31 to 90 are split', async () => {
    fake = await fakeCdn();
    const purge = purger(recorder());
    purge.paths(['/product/p1']);
    purge.everything();
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(bodyOf(fake.requests[0])).toEqual({ purge_everything: true });

    purge.paths(Array.from({ length: 45 }, (_, i) => `/product/q${i}`));
    await vi.waitFor(() => expect(fake.requests).toHaveLength(3));
    expect(fake.requests.slice(1).map((r) => bodyOf(r).files!.length)).toEqual([30, 15]);

    purge.paths(Array.from({ length: 91 }, (_, i) => `/product/r${i}`));
    await vi.waitFor(() => expect(fake.requests).toHaveLength(4));
    expect(bodyOf(fake.requests[3])).toEqual({ purge_everything: true });
    await purge.close();
  });

  it('a failed call (500, 429) is tried again, with what changed meanwhile', async () => {
    fake = await fakeCdn([500, 429, 200]);
    const log = recorder();
    const purge = purger(log);
    purge.paths(['/product/a']);
    await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThanOrEqual(1));
    purge.paths(['/product/b']);
    await vi.waitFor(() => expect(log.entries.some((e) => e.level === 'info')).toBe(true));
    const last = bodyOf(fake.requests.at(-1)!).files!;
    expect(fake.requests).toHaveLength(3);
    expect(bodyOf(fake.requests[0]).files).toEqual([`${PUBLIC_URL}/product/a`]);
    expect(last.sort()).toEqual([`${PUBLIC_URL}/product/a`, `${PUBLIC_URL}/product/b`]);
    expect(log.entries.filter((e) => e.level === 'warn')).toHaveLength(2);
    expect(log.entries.some((e) => e.level === 'error')).toBe(false);
    await purge.close();
  });

  it('after the last retry the purge is given up and logged; the next change is purged again', async () => {
    fake = await fakeCdn([503, 503, 503, 503, 200]);
    const log = recorder();
    const purge = purger(log);
    purge.paths(['/product/a']);
    await vi.waitFor(() => expect(log.entries.some((e) => e.level === 'error')).toBe(true));
    expect(fake.requests).toHaveLength(4);
    expect(log.entries.find((e) => e.level === 'error')?.message).toMatch(/given up/);
    purge.paths(['/product/b']);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(5));
    expect(bodyOf(fake.requests[4]).files).toEqual([`${PUBLIC_URL}/product/b`]);
    await purge.close();
  });

  it('a refusal (a wrong token) is logged at once and not tried again', async () => {
    fake = await fakeCdn([403]);
    const log = recorder();
    const purge = purger(log);
    purge.paths(['/product/a']);
    await vi.waitFor(() => expect(log.entries.some((e) => e.level === 'error')).toBe(true));
    expect(JSON.stringify(log.entries.find((e) => e.level === 'error')?.obj)).toMatch(/403.*CDN_PURGE_TOKEN/);
    await purge.close();
    expect(fake.requests).toHaveLength(1);
  });

  it('a stop sends what waits at once; without CDN_PURGE_URL nothing is sent at all', async () => {
    fake = await fakeCdn();
    const purge = purger(recorder(), { ...FAST, batchMs: 60_000 });
    purge.paths(['/product/a']);
    await purge.close();
    expect(fake.requests).toHaveLength(1);
    purge.paths(['/product/b']);
    expect(purge.enabled).toBe(false);

    const off = new CdnPurge(null, PUBLIC_URL, recorder(), FAST);
    expect(off.enabled).toBe(false);
    off.paths(['/product/a']);
    off.everything();
    await off.close();
    expect(fake.requests).toHaveLength(1);
  });
});

describe('what the shop purges, and when', () => {
  let t: TestApp;
  let fake: FakeServer;
  let admin: TestUser;
  let customer: TestUser;
  let kurtasId: string;

  beforeAll(async () => {
    fake = await fakeCdn();
    t = await createTestApp({ env: { PUBLIC_URL, CDN_PURGE_URL: `${fake.baseUrl}/client/v4/zones/z9/purge_cache`, CDN_PURGE_TOKEN: 'shop-token' } });
    [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
    // The shop as configured: CDN_PURGE_URL and CDN_PURGE_TOKEN, its batch window of two seconds. A new category
    // purges everything (every page carries the category bar), after the owner's save has answered.
    const fashion = (await api(t.app, 'GET', '/api/categories')).body.find((c: { slug: string }) => c.slug === 'fashion');
    const kurtas = await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: 'Kurtas', parentId: fashion._id } });
    expect(kurtas.status).toBe(201);
    expect(fake.requests).toHaveLength(0);
    kurtasId = kurtas.body._id;
    expect(await nextPurge(0)).toEqual({ purge_everything: true });
    expect(fake.requests[0].path).toBe('/client/v4/zones/z9/purge_cache');
    expect(fake.requests[0].headers.authorization).toBe('Bearer shop-token');
    // The tests below wait less for each batch.
    t.deps.cdn = new CdnPurge(t.deps.config.cdnPurge, PUBLIC_URL, recorder(), FAST);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    removeDataDir(t.dataDir);
  });

  /** The first purge call after the `after` calls so far. */
  async function nextPurge(after: number): Promise<{ files?: string[]; purge_everything?: boolean }> {
    await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThan(after), { timeout: 10_000, interval: 20 });
    return bodyOf(fake.requests[after]);
  }

  it('an owner’s product edit purges its page, its category and the one above, the home and its REST read, in every language', async () => {
    const product = createProduct(t.deps, { name: 'Purged Kurta', category: kurtasId });
    const before = fake.requests.length;
    const saved = await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { name: 'Purged Kurta, blue' } });
    expect(saved.status).toBe(200);
    const purge = await nextPurge(before);
    expect(purge.files).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/product/${product.id}`,
        `${PUBLIC_URL}/category/kurtas`,
        `${PUBLIC_URL}/category/fashion`,
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/api/products/${product.id}`,
        `${PUBLIC_URL}/hi/product/${product.id}`,
        `${PUBLIC_URL}/hi/category/kurtas`,
        `${PUBLIC_URL}/hi/category/fashion`,
        `${PUBLIC_URL}/hi/`,
      ]),
    );
    // The REST read answers every language at one address.
    expect(purge.files).not.toContain(`${PUBLIC_URL}/hi/api/products/${product.id}`);
  });

  it('a product moved to another category purges both category pages; a deleted one its own pages', async () => {
    const product = createProduct(t.deps, { name: 'Moving Kurta', category: kurtasId });
    let before = fake.requests.length;
    expect((await api(t.app, 'PUT', `/api/products/${product.id}`, { token: admin.token, body: { category: 'Electronics' } })).status).toBe(200);
    const moved = await nextPurge(before);
    expect(moved.files).toEqual(expect.arrayContaining([`${PUBLIC_URL}/category/kurtas`, `${PUBLIC_URL}/category/fashion`, `${PUBLIC_URL}/category/electronics`]));

    before = fake.requests.length;
    expect((await api(t.app, 'DELETE', `/api/products/${product.id}`, { token: admin.token })).status).toBe(200);
    const deleted = await nextPurge(before);
    expect(deleted.files).toEqual(expect.arrayContaining([`${PUBLIC_URL}/product/${product.id}`, `${PUBLIC_URL}/category/electronics`, `${PUBLIC_URL}/`]));
  });

  it('an order that takes the last units purges the product; one that leaves some does not; a cancellation puts it back and purges again', async () => {
    const before = fake.requests.length;
    const leaves = await placeLines(t, customer, { qtys: [1], stock: 10 });
    const empties = await placeLines(t, customer, { qtys: [2], stock: 2 });
    const soldOut = await nextPurge(before);
    expect(soldOut.files).toContain(`${PUBLIC_URL}/product/${empties.lines[0].product}`);
    const purged = () => fake.requests.slice(before).flatMap((r) => bodyOf(r).files ?? []);
    expect(purged().some((file) => file.includes(leaves.lines[0].product))).toBe(false);

    const afterSale = fake.requests.length;
    expect((await orderApi(t).cancel(empties.id, customer.token)).status).toBe(200);
    const back = await nextPurge(afterSale);
    expect(back.files).toContain(`${PUBLIC_URL}/product/${empties.lines[0].product}`);
  });

  it('the settings and the categories, which every page carries, purge everything; a policy page itself, in both languages', async () => {
    let dupattas = '';
    for (const change of [
      () => api(t.app, 'PUT', '/api/settings', { token: admin.token, body: { aboutText: 'Handloom from Jaipur.' } }),
      async () => {
        const created = await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: 'Dupattas' } });
        dupattas = created.body._id;
        return created;
      },
      () => api(t.app, 'PUT', `/api/categories/${dupattas}`, { token: admin.token, body: { name: 'Dupattas and Stoles' } }),
    ]) {
      const before = fake.requests.length;
      expect((await change()).status).toBeLessThan(300);
      expect(await nextPurge(before)).toEqual({ purge_everything: true });
    }
    const before = fake.requests.length;
    expect((await api(t.app, 'PUT', '/api/pages/returns', { token: admin.token, body: { body: 'Returns within 7 days.' } })).status).toBe(200);
    expect((await nextPurge(before)).files).toEqual([`${PUBLIC_URL}/pages/returns`, `${PUBLIC_URL}/hi/pages/returns`, `${PUBLIC_URL}/api/pages/returns`]);
  });
});
