import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../drizzle/schema.js';
import { INTERNAL_ERROR_MESSAGE } from '../../src/server/errors.js';
import { PAGE_LOADER_CSP_SOURCE } from '../../src/server/web/page-scripts.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { leaks, orderPayload } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let distDir: string;
// The built index.html carries slots where the server puts each page's head tags and data.
const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><!--shop-head--><title>Shop</title><!--/shop-head--></head>' +
  '<body><div id="root"></div><!--shop-data--><script type="module" src="/assets/index-3f2a9c.js"></script></body></html>';

const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const price${i} = ${i * 37} /* paise ${i % 7} */;`).join('\n');
const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });

beforeAll(async () => {
  // A stand-in for the built client: index.html and a hashed asset.
  distDir = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(distDir, 'assets', 'index-3f2a9c.js'), 'console.log("app");');
  writeFileSync(path.join(distDir, 'favicon-32.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  // A larger script with the compressed copies the build writes beside it (vite.config.ts).
  writeFileSync(path.join(distDir, 'assets', 'Product-9b8c7d.js'), BIG_SCRIPT);
  writeFileSync(path.join(distDir, 'assets', 'Product-9b8c7d.js.br'), BIG_SCRIPT_BR);
  writeFileSync(path.join(distDir, 'assets', 'Product-9b8c7d.js.gz'), gzipSync(BIG_SCRIPT, { level: 9 }));
  t = await createTestApp({ clientDistDir: distDir });
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
  removeDataDir(distDir);
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy'] ?? '');
  // Scripts from the shop itself, and no inline script but the page loader, by its hash.
  expect(csp).toContain(`script-src 'self' ${PAGE_LOADER_CSP_SOURCE};`);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).not.toMatch(/unsafe-eval/);
  expect(csp).toMatch(/default-src 'self'|default-src 'none'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('errors are JSON {message} with the right status', () => {
  it('malformed JSON → 400 {message}, never 500 (REST)', async () => {
    for (const url of ['/api/users/login', '/api/orders', '/api/products']) {
      const res = await api(t.app, 'POST', url, { token: admin.token, body: '{"email": "a@b.c",', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The request body is not valid JSON' });
    }
  });

  it('malformed JSON → 400 on the tRPC door too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/trpc/users.login', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    // tRPC parses its own bodies: a tRPC-shaped 400, not a 500.
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
    expect(leaks(res.body)).toEqual([]);
    expect(res.body).not.toMatch(/"stack"/);
  });

  it('a body over the 1 MB limit → 413 JSON', async () => {
    const res = await api(t.app, 'POST', '/api/users/login', {
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(typeof res.body.message).toBe('string');
  });

  it('an unsupported content type → 415 JSON', async () => {
    const res = await api(t.app, 'POST', '/api/users/login', { body: 'email=a@b.c', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(typeof res.body.message).toBe('string');
  });

  it('unknown /api paths → 404 JSON (GET and POST), and /trpc, /uploads, /assets too', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/products'],
      ['GET', '/api/orders/abc/def/ghi'],
      ['GET', '/uploads/missing.png'],
      ['GET', '/assets/missing-123.js'],
    ] as const) {
      const res = await api(t.app, method, url);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(typeof res.body.message).toBe('string');
    }
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/nope.nothing' });
    expect(trpc.statusCode).toBe(404);
  });

  it('validation errors carry field details', async () => {
    const res = await api(t.app, 'POST', '/api/users/register', { body: { name: 'A', email: 'bad', password: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter a valid email address');
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ]),
    );
  });

  it('no error response carries a stack trace, SQL or a hash', async () => {
    const product = createProduct(t.deps, { countInStock: 0 });
    const responses = await Promise.all([
      api(t.app, 'POST', '/api/users/login', { body: { email: 'x@example.com', password: 'wrong-password' } }),
      api(t.app, 'POST', '/api/users/register', { body: { email: "'; DROP TABLE users; --", name: 'x', password: 'x' } }),
      api(t.app, 'GET', '/api/products?pageSize=1000'),
      api(t.app, 'GET', "/api/products/1' OR '1'='1"),
      api(t.app, 'POST', '/api/orders', { token: customer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 10_000 }]) }),
      api(t.app, 'POST', '/api/orders', { token: customer.token, body: { orderItems: 'x' } }),
      api(t.app, 'GET', '/api/users', { token: customer.token }),
      api(t.app, 'GET', '/api/users', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.bad' }),
      api(t.app, 'POST', '/api/users/login', { body: '{', headers: { 'content-type': 'application/json' } }),
    ]);
    for (const res of responses) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const text = JSON.stringify(res.body);
      expect(leaks(text), text).toEqual([]);
      expect(text).not.toMatch(/"stack"/);
    }
  });

  it('an internal failure answers 500 with a generic message, over REST and tRPC, and nothing of the cause', async () => {
    t.deps.db.run(sql`ALTER TABLE newsletter_subscribers RENAME TO newsletter_subscribers_away`);
    try {
      const rest = await api(t.app, 'POST', '/api/newsletter', { body: { email: 'boom@example.com' } });
      expect(rest.status).toBe(500);
      expect(rest.body).toEqual({ message: INTERNAL_ERROR_MESSAGE });
      const trpc = await t.app.inject({
        method: 'POST',
        url: '/trpc/newsletter.subscribe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'boom@example.com' }),
      });
      expect(trpc.statusCode).toBe(500);
      expect(trpc.body).toContain(INTERNAL_ERROR_MESSAGE);
      expect(leaks(trpc.body)).toEqual([]);
      expect(trpc.body).not.toMatch(/no such table|newsletter_subscribers|"stack"/);
    } finally {
      t.deps.db.run(sql`ALTER TABLE newsletter_subscribers_away RENAME TO newsletter_subscribers`);
    }
  });
});

describe('security headers and caching', () => {
  it('on the API', async () => {
    const res = await api(t.app, 'GET', '/api/products');
    expect(res.status).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('on the HTML shell, which is served for client routes too', async () => {
    const product = createProduct(t.deps, { name: 'Shell Test Saree' });
    // A visitor's browse pages may be kept by a CDN, never by the browser; the shopper's own pages by nobody
    // (docs/decisions/052-cdn-caching.md, tests/server/cdn-caching.test.ts).
    for (const [url, status, cacheControl] of [
      ['/', 200, 'public, max-age=0, s-maxage=60'],
      [`/product/${product.id}`, 200, 'public, max-age=0, s-maxage=60'],
      ['/product/000000000000000000000000', 404, 'public, max-age=0, s-maxage=60'],
      ['/admin/productlist', 200, 'private, no-store'],
      ['/search/saree', 200, 'public, max-age=0, s-maxage=60'],
      ['/cart', 200, 'private, no-store'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" src="/assets/index-3f2a9c.js"></script>');
      expect(res.body).not.toContain('<!--shop-head-->');
      expect(res.headers['cache-control'], url).toBe(cacheControl);
      expectSecurityHeaders(res.headers);
      expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
      // Any inline data is JSON, never a script that runs.
      expect(res.body).not.toMatch(/<script(?![^>]*(type="module" src=|type="application\/(ld\+)?json"))/);
    }
  });

  it('a product name cannot break out of the page’s head tags or data block', async () => {
    const product = createProduct(t.deps, { name: '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>' });
    for (const url of [`/product/${product.id}`, '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).not.toContain('<img src=x');
    }
  });

  it('hashed assets are cached as immutable; other static files revalidate', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
    // A script or stylesheet carries the headers that apply to it, not the document-only ones.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The page's referrer policy governs what its scripts import; a script is text/javascript, no charset.
    expect(asset.headers['content-type']).toBe('text/javascript');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy']) {
      expect(asset.headers[documentOnly], documentOnly).toBeUndefined();
    }
    // Never asked about again, so no validators or ranges: headers a page's score of small scripts each paid for.
    for (const unneeded of ['etag', 'last-modified', 'accept-ranges']) expect(asset.headers[unneeded], unneeded).toBeUndefined();
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon-32.png' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).not.toMatch(/immutable/);
    expect(favicon.headers['cache-control']).toMatch(/must-revalidate/);
    expect(favicon.headers.etag).toBeTruthy();
    const unchanged = await t.app.inject({ method: 'GET', url: '/favicon-32.png', headers: { 'if-none-match': String(favicon.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);
  });

  it('hashed assets are sent as the build compressed them, by Accept-Encoding, never compressed again', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/Product-9b8c7d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('text/javascript');
    expect(br.rawPayload.equals(BIG_SCRIPT_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/Product-9b8c7d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/Product-9b8c7d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('on /uploads files, with a sandboxing CSP', async () => {
    writeFileSync(path.join(t.dataDir, 'uploads', 'sample-test.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    const res = await t.app.inject({ method: 'GET', url: '/uploads/sample-test.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('image/png');
    expect(String(res.headers['content-security-policy'])).toMatch(/sandbox/);
    expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'none'/);
  });

  it('/uploads cannot be escaped with ../', async () => {
    writeFileSync(path.join(t.dataDir, 'outside.txt'), 'secret');
    for (const url of ['/uploads/../outside.txt', '/uploads/..%2foutside.txt', '/uploads/%2e%2e/outside.txt', '/uploads/..%2f..%2fshop.db']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toBe('secret');
      expect(res.body, url).not.toMatch(/SQLite format/);
    }
  });
});

describe('compression', () => {
  it('a page is compressed once for the requests that ask for it at the same moment, brotli and gzip alike', async () => {
    createProduct(t.deps, { name: 'Compressed Page Kurta', category: 'Fashion', description: 'Hand block printed. '.repeat(20) });
    const url = '/category/fashion';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('Compressed Page Kurta');
    const ask = (encoding: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const answers = await Promise.all([ask('br'), ask('gzip, deflate, br'), ask('br'), ask('gzip'), ask('gzip')]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(plain.headers.etag);
      const br = res.headers['content-encoding'] === 'br';
      expect(res.headers['content-encoding']).toBe(br ? 'br' : 'gzip');
      expect((br ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)).toString('utf8')).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
    expect(answers.filter((res) => res.headers['content-encoding'] === 'br')).toHaveLength(3);
  });

  it('gzips a large enough response when asked, and not otherwise', async () => {
    for (let i = 0; i < 30; i++) createProduct(t.deps, { name: `Compressible product ${i}`, description: 'A fine product. '.repeat(10) });
    const gz = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')) as { products: unknown[]; total: number };
    expect(body.products).toHaveLength(24);
    const plain = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('every REST door compresses correctly: a list, the carousel, a product, an error and the tRPC door', async () => {
    const product = createProduct(t.deps, { name: 'Gzip Kurta', description: 'Long description. '.repeat(100) });
    const cases: [string, string, number, (body: unknown) => void][] = [
      ['GET', '/api/products/top', 200, (b) => expect(Array.isArray(b)).toBe(true)],
      ['GET', `/api/products/${product.id}`, 200, (b) => expect(b).toMatchObject({ name: 'Gzip Kurta' })],
      ['GET', '/api/orders?pageSize=100', 200, (b) => expect(b).toHaveProperty('orders')],
      ['GET', '/trpc/products.list?input=%7B%7D', 200, (b) => expect(b).toHaveProperty('result')],
    ];
    for (const [method, url, status, check] of cases) {
      const res = await t.app.inject({ method, url, headers: { 'accept-encoding': 'gzip', authorization: `Bearer ${admin.token}` } });
      expect(res.statusCode, url).toBe(status);
      const raw = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      check(JSON.parse(raw.toString('utf8')));
    }
    const error = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: { 'accept-encoding': 'gzip', authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: '', price: -1, category: 'x'.repeat(30), countInStock: -1, description: '', image: 'x'.repeat(600) }),
    });
    expect(error.statusCode).toBe(400);
    const raw = error.headers['content-encoding'] === 'gzip' ? gunzipSync(error.rawPayload) : error.rawPayload;
    expect(JSON.parse(raw.toString('utf8')).message).toEqual(expect.any(String));
  });
});

describe('API description', () => {
  it('GET /api/openapi.json lists every spec path with its method', async () => {
    const res = await api(t.app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['get', '/products'],
      ['get', '/products/top'],
      ['get', '/products/{id}'],
      ['post', '/products/{id}/reviews'],
      ['post', '/products'],
      ['put', '/products/{id}'],
      ['delete', '/products/{id}'],
      ['post', '/users/login'],
      ['post', '/users/register'],
      ['put', '/users/profile'],
      ['get', '/users'],
      ['delete', '/users/{id}'],
      ['post', '/orders'],
      ['get', '/orders/myorders'],
      ['get', '/orders'],
      ['get', '/orders/{id}'],
      ['put', '/orders/{id}/deliver'],
      ['get', '/health'],
      ['post', '/upload'],
      ['post', '/orders/{id}/payment'],
      ['put', '/orders/{orderId}/pay'],
    ];
    const servers = JSON.stringify(res.body.servers ?? []);
    for (const [method, p] of expected) {
      const documented = res.body.paths[p]?.[method] ?? res.body.paths[`/api${p}`]?.[method];
      expect(documented, `${method.toUpperCase()} ${p}`).toBeDefined();
    }
    expect(servers).toContain('/api');
  });

  it('GET /api/docs is a human-readable HTML page listing the paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('/api/orders/{id}/deliver');
    expect(res.body).toContain('/api/openapi.json');
    expect(res.body).not.toMatch(/<script/i);
    expectSecurityHeaders(res.headers);
  });

  it('GET /api/health', async () => {
    const res = await api(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('bodiless calls the original client makes', () => {
  it('POST /api/products with no body and no content-type (admin) → 201 sample product', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/products', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(201);
    const body = JSON.parse(res.body) as { _id: string; name: string };
    expect(body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.name).toBe('Sample name');
  });

  it('POST /api/products with an empty JSON body → 201', async () => {
    const res = await api(t.app, 'POST', '/api/products', { token: admin.token, body: '', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(201);
  });

  it('PUT /api/orders/{id}/deliver with an empty body → 200', async () => {
    const product = createProduct(t.deps, { pricePaise: 1_000, countInStock: 5 });
    const placed = await api(t.app, 'POST', '/api/orders', { token: customer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 1_000 }]) });
    expect(placed.status).toBe(201);
    const res = await t.app.inject({ method: 'PUT', url: `/api/orders/${placed.body._id}/deliver`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).isDelivered).toBe(true);
    const another = await api(t.app, 'POST', '/api/orders', { token: customer.token, body: orderPayload([{ product: product.id, qty: 1, pricePaise: 1_000 }]) });
    const withType = await api(t.app, 'PUT', `/api/orders/${another.body._id}/deliver`, {
      token: admin.token,
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(withType.status).toBe(200);
  });
});

describe('POST /api/newsletter', () => {
  const subscribers = () => t.deps.db.select({ n: count() }).from(newsletterSubscribers).get()?.n ?? 0;

  it('stores an address once; the second time answers the same (docs/decisions/025-abuse-limits.md)', async () => {
    const before = subscribers();
    const first = await api(t.app, 'POST', '/api/newsletter', { body: { email: ' Reader@Example.com ' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Thank you for subscribing!', subscribed: true });
    const again = await api(t.app, 'POST', '/api/newsletter', { body: { email: 'reader@example.com' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Thank you for subscribing!', subscribed: true });
    expect(subscribers()).toBe(before + 1);
    expect(t.deps.db.select().from(newsletterSubscribers).all().map((s) => s.email)).toContain('reader@example.com');
  });

  it.each([{ email: 'not-an-email' }, { email: '' }, {}])('%j → 400, nothing stored', async (body) => {
    const before = subscribers();
    const res = await api(t.app, 'POST', '/api/newsletter', { body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(subscribers()).toBe(before);
  });
});

describe('links in pages come from PUBLIC_URL, never from the Host header', () => {
  it('a forged Host does not reach canonical, Open Graph or JSON-LD links', async () => {
    const product = createProduct(t.deps, { name: 'Honest Link Lamp', image: '/uploads/lamp.webp' });
    const res = await t.app.inject({ method: 'GET', url: `/product/${product.id}`, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    const publicUrl = t.deps.config.publicUrl;
    expect(res.body).toContain(`<link rel="canonical" href="${publicUrl}/product/${product.id}" />`);
    expect(res.body).toContain(`<meta property="og:image" content="${publicUrl}/uploads/lamp.webp" />`);
    expect(res.body).toContain(`"url":"${publicUrl}/product/${product.id}"`);
  });

  it('a draft’s page is a 404 that search engines do not index', async () => {
    const draft = createProduct(t.deps, { name: 'Unfinished Draft Lamp', isPublished: false });
    const res = await t.app.inject({ method: 'GET', url: `/product/${draft.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('Unfinished Draft Lamp');
  });
});
