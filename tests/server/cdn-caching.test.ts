/**
 * Who may keep an answer: a visitor's pages and catalogue reads may be kept by a CDN, nothing with a shopper's
 * data ever is (docs/decisions/052-cdn-caching.md). The purge that goes with it: tests/server/cdn-purge.test.ts.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyOption } from '../../src/server/app.js';
import { DEVICE_COOKIE } from '../../src/server/auth/device-cookie.js';
import { CLOUDFLARE_RANGES } from '../../src/server/cdn/cloudflare-addresses.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { CATALOGUE_READS, SHOP_COOKIE_PREFIX } from '../../src/server/http/cdn-caching.js';
import { procedureAt } from '../../src/server/trpc/procedures.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

const SHARED = 'public, max-age=0, s-maxage=60';
const CDN_FOUND = 'public, max-age=60, stale-while-revalidate=600';
const CDN_MISSING = 'public, max-age=60';
const PRIVATE = 'private, no-store';

let t: TestApp;
let distDir: string;
let admin: TestUser;
let customer: TestUser;
let productId: string;
const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><!--shop-head--><title>Shop</title><!--/shop-head--></head>' +
  '<body><div id="root"></div><!--shop-data--><script type="module" src="/assets/index-1.js"></script></body></html>';

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(distDir, 'assets', 'index-1.js'), 'console.log("app");');
  t = await createTestApp({ clientDistDir: distDir, env: { PUBLIC_URL: 'https://shop.example.in' } });
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
  productId = createProduct(t.deps, { name: 'Kept Kurta', category: 'Fashion' }).id;
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
  removeDataDir(distDir);
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

function expectShared(res: { statusCode: number; headers: Record<string, unknown> }, what: string, cdn = CDN_FOUND) {
  expect(res.headers['cache-control'], what).toBe(SHARED);
  expect(res.headers['cdn-cache-control'], what).toBe(cdn);
  expect(String(res.headers.vary), what).toMatch(/accept-encoding/i);
}

function expectPrivate(res: { headers: Record<string, unknown> }, what: string) {
  expect(res.headers['cache-control'], what).toBe(PRIVATE);
  expect(res.headers['cdn-cache-control'], what).toBeUndefined();
}

describe('storefront pages', () => {
  const visitorPages = () => ['/', '/?page=2', '/category/fashion', '/category/fashion?sort=price_asc&page=2', '/search/kurta', '/search/kurta?category=fashion', `/product/${productId}`, '/pages/returns'];

  it('a visitor’s browse, product and policy pages may be kept by a CDN for a minute, never by the browser', async () => {
    for (const url of visitorPages()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectShared(res, url);
      expect(res.headers.etag, url).toMatch(/^"[\w-]+"$/);
    }
    // The same page with If-None-Match (a CDN revalidating) is a 304 that may be kept as well.
    const first = await get(`/product/${productId}`);
    const again = await get(`/product/${productId}`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expectShared(again, '304');
  });

  it('a page that does not exist is kept a minute, never served stale', async () => {
    for (const url of ['/product/000000000000000000000000', '/category/no-such-category', '/pages/no-such-page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expectShared(res, url, CDN_MISSING);
    }
  });

  it('a sign-in of any kind (a token, the shop’s cookie) makes the page private; a cookie of someone else’s does not', async () => {
    for (const url of visitorPages()) {
      expectPrivate(await get(url, bearer(customer)), `${url} with a token`);
      expectPrivate(await get(url, { cookie: `${DEVICE_COOKIE}=a.b.c` }), `${url} with the device cookie`);
      expectPrivate(await get(url, { cookie: '_ga=GA1.1.1; shop_anything=1' }), `${url} with any shop_ cookie`);
      expectShared(await get(url, { cookie: '_ga=GA1.1.1; __cf_bm=x' }), `${url} with others' cookies`);
    }
    // Every cookie the shop sets is one the rule knows.
    expect(DEVICE_COOKIE.startsWith(SHOP_COOKIE_PREFIX)).toBe(true);
  });

  it('a query string the page does not read, or not in the order the shop writes it, makes the page private', async () => {
    for (const url of [
      '/?utm_source=newsletter',
      `/product/${productId}?fbclid=IwAR0x`,
      '/category/fashion?gclid=abc',
      '/?page=1',
      '/?page=02',
      '/category/fashion?page=2&sort=price_asc',
      '/search/kurta?r=123',
      '/pages/returns?x=1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectPrivate(res, url);
    }
  });

  it('the shopper’s own pages, the sign-in forms and the admin area are private', async () => {
    for (const url of ['/cart', '/shipping', '/payment', '/placeorder', '/profile', '/order/abc', '/login', '/register', '/login?redirect=/cart', '/admin/productlist', '/no-such-page']) {
      expectPrivate(await get(url), url);
    }
  });

  it('redirects are kept by nobody: the search form, and a category’s old address', async () => {
    const search = await get('/search?q=kurta');
    expect(search.statusCode).toBe(303);
    expectPrivate(search, 'search form');
    const created = await api(t.app, 'POST', '/api/categories', { token: admin.token, body: { name: 'Silk Sarees', slug: 'sarees' } });
    expect(created.status).toBe(201);
    expect((await api(t.app, 'PUT', `/api/categories/${created.body._id}`, { token: admin.token, body: { slug: 'silk-sarees' } })).status).toBe(200);
    const moved = await get('/category/sarees');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/category/silk-sarees');
    expectPrivate(moved, 'old slug');
  });

  it('a kept page is the same bytes for every visitor: nothing per request or per visitor in it (no nonce, no token)', async () => {
    for (const url of ['/', `/product/${productId}`, '/category/fashion']) {
      const a = await get(url, { 'user-agent': 'Phone A', 'accept-language': 'hi-IN', 'x-forwarded-for': '198.51.100.1', cookie: '_ga=1' });
      const b = await get(url, { 'user-agent': 'Laptop B', 'accept-language': 'en-GB', 'x-forwarded-for': '203.0.113.2' });
      expect(a.body, url).toBe(b.body);
      expect(a.headers.etag, url).toBe(b.headers.etag);
      expect(a.body, url).not.toMatch(/nonce/i);
      expect(String(a.headers['content-security-policy']), url).not.toMatch(/nonce-/);
      expect(a.headers['set-cookie'], url).toBeUndefined();
    }
  });
});

describe('API reads', () => {
  const catalogueReads = () => [
    '/api/products',
    '/api/products?keyword=kurta&pageNumber=1',
    '/api/products?category=fashion&brand=Test%20Brand',
    `/api/products/${productId}`,
    '/api/products/top',
    '/api/products/suggest?q=kur',
    '/api/categories',
    '/api/settings',
    '/api/pages/returns',
    '/trpc/products.top',
    `/trpc/products.byId?input=${encodeURIComponent(JSON.stringify({ id: productId }))}`,
    `/trpc/products.top,settings.get,categories.list?batch=1&input=${encodeURIComponent('{}')}`,
  ];

  it('catalogue reads asked anonymously may be kept by a CDN', async () => {
    for (const url of catalogueReads()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectShared(res, url);
    }
  });

  it('with a token the same reads are private', async () => {
    for (const url of catalogueReads()) {
      const res = await get(url, bearer(customer));
      expect(res.statusCode, url).toBe(200);
      expectPrivate(res, url);
      expectPrivate(await get(url, bearer(admin)), `${url} (admin)`);
    }
  });

  it('a parameter the read does not document makes it private', async () => {
    for (const url of ['/api/products?utm_source=x', `/api/products/${productId}?cb=1`, '/api/products/top?fbclid=x', '/trpc/products.top?cb=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectPrivate(res, url);
    }
  });

  it('an authenticated answer is never public: a shopper’s cart, orders and profile, the admin’s lists', async () => {
    for (const [url, user] of [
      ['/api/orders/myorders', customer],
      ['/api/cart', customer],
      ['/api/users/addresses', customer],
      ['/api/users', admin],
      [`/api/users/${customer.user.id}`, admin],
      ['/api/admin/dashboard', admin],
      ['/trpc/cart.get', customer],
      [`/trpc/products.top,cart.get?batch=1&input=${encodeURIComponent('{}')}`, customer],
    ] as const) {
      const res = await get(url, bearer(user));
      expect(res.statusCode, url).toBe(200);
      expectPrivate(res, url);
    }
  });

  it('anything else is private: errors, other reads, a batch with a personal call, and every write', async () => {
    for (const url of [
      '/api/products/000000000000000000000000',
      '/api/users/profile',
      '/api/health',
      '/api/payments/config',
      '/api/no-such-thing',
      '/trpc/cart.get',
      `/trpc/products.top,cart.get?batch=1&input=${encodeURIComponent('{}')}`,
    ]) {
      expectPrivate(await get(url), url);
    }
    const login = await api(t.app, 'POST', '/api/users/login', { body: { email: customer.user.email, password: customer.password } });
    expect(login.status).toBe(200);
    expectPrivate(login, 'sign-in');
    const newsletter = await api(t.app, 'POST', '/api/newsletter', { body: { email: 'kept-out@example.com' } });
    expectPrivate(newsletter, 'newsletter');
    const edit = await api(t.app, 'PUT', `/api/products/${productId}`, { token: admin.token, body: { name: 'Kept Kurta' } });
    expect(edit.status).toBe(200);
    expectPrivate(edit, 'product edit');
  });

  it('hashed assets stay immutable for everyone', async () => {
    for (const headers of [{}, bearer(customer)]) {
      const res = await get('/assets/index-1.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('every catalogue read is a query procedure', () => {
    for (const name of CATALOGUE_READS) expect(procedureAt(name)?.type, name).toBe('query');
  });
});

describe('configuration', () => {
  const env = { NODE_ENV: 'test', PUBLIC_URL: 'https://shop.example.in' };
  const CF = 'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache';

  it('CDN_PURGE_URL and CDN_PURGE_TOKEN are checked at start, with a message that says what to do', () => {
    const refused = (values: Record<string, string>, message: RegExp) => {
      expect(() => loadConfig({ ...env, ...values })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, ...values })).toThrow(message);
    };
    refused({ CDN_PURGE_TOKEN: 'secret-token' }, /CDN_PURGE_TOKEN is set but CDN_PURGE_URL is missing/);
    refused({ CDN_PURGE_URL: 'not an address', CDN_PURGE_TOKEN: 't' }, /CDN_PURGE_URL must be a full address/);
    refused({ CDN_PURGE_URL: 'http://api.cloudflare.com/purge', CDN_PURGE_TOKEN: 't' }, /CDN_PURGE_URL must start with https:\/\//);
    refused({ CDN_PURGE_URL: 'ftp://127.0.0.1/purge', CDN_PURGE_TOKEN: 't' }, /https:\/\//);
    refused({ CDN_PURGE_URL: CF }, /CDN_PURGE_URL needs CDN_PURGE_TOKEN/);
    refused({ CDN_PURGE_URL: CF, CDN_PURGE_TOKEN: 'has a space' }, /CDN_PURGE_TOKEN must be the API token itself/);
    expect(() => loadConfig({ NODE_ENV: 'test', CDN_PURGE_URL: CF, CDN_PURGE_TOKEN: 't' })).toThrow(/CDN_PURGE_URL needs PUBLIC_URL/);

    expect(loadConfig(env).cdnPurge).toBeNull();
    expect(loadConfig({ ...env, CDN_PURGE_URL: CF, CDN_PURGE_TOKEN: ' tok-123 ' }).cdnPurge).toEqual({ url: CF, token: 'tok-123' });
    // Plain http only to this machine (a local relay; the tests' fake CDN).
    expect(loadConfig({ ...env, CDN_PURGE_URL: 'http://127.0.0.1:8787/purge', CDN_PURGE_TOKEN: 't' }).cdnPurge?.url).toBe('http://127.0.0.1:8787/purge');
    expect(loadConfig({ ...env, CDN_PURGE_URL: 'http://[::1]:8787/purge', CDN_PURGE_TOKEN: 't' }).cdnPurge).not.toBeNull();
  });

  it('TRUST_PROXY=cloudflare trusts Cloudflare’s ranges: the visitor’s address is the one Cloudflare wrote, and nobody else can choose one', async () => {
    const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'cloudflare' });
    expect(config.trustProxy).toEqual([...CLOUDFLARE_RANGES]);
    const behindNginx = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '127.0.0.1, Cloudflare' });
    expect(behindNginx.trustProxy).toEqual(['127.0.0.1', ...CLOUDFLARE_RANGES]);

    const ipOf = async (setting: typeof config.trustProxy, remoteAddress: string, forwardedFor: string) => {
      const app = Fastify({ trustProxy: trustProxyOption(setting) });
      app.get('/ip', (request) => ({ ip: request.ip }));
      const res = await app.inject({ method: 'GET', url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
      await app.close();
      return (res.json() as { ip: string }).ip;
    };
    // Cloudflare appends the address it was reached from; whatever the visitor wrote before it is ignored.
    expect(await ipOf(config.trustProxy, '173.245.48.10', '198.51.100.7')).toBe('198.51.100.7');
    expect(await ipOf(config.trustProxy, '2606:4700::6810:1', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    // Someone reaching the shop directly cannot choose an address.
    expect(await ipOf(config.trustProxy, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    // nginx on the same machine, then Cloudflare.
    expect(await ipOf(behindNginx.trustProxy, '127.0.0.1', '1.2.3.4, 198.51.100.7, 162.158.1.1')).toBe('198.51.100.7');
  });
});
