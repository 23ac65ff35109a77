import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createTestApp, removeDataDir, type TestApp } from '../helpers/app.js';

const PUBLIC_URL = 'https://shop.example.in';
let t: TestApp;
let distDir: string;
const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><!--shop-head--><title>Shop</title><!--/shop-head--></head>' +
  `<body><div id="root"></div><!--shop-data--><script type="module" src="/assets/index-1.js"></script>${'<!-- padding -->'.repeat(100)}</body></html>`;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ clientDistDir: distDir, env: { PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
  removeDataDir(distDir);
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

/** Adds published products quickly, straight into the table (the sitemap only reads ids). */
function addProducts(shop: TestApp, n: number, isPublished = true) {
  const sqlite = shop.deps.db.$client;
  const insert = sqlite.prepare(
    `insert into products (id, name, image, brand, category, description, price_paise, count_in_stock, is_published)
     values (?, 'Bulk', '/images/sample.svg', 'Brand', 'Fashion', 'Bulk product', 100, 1, ?)`,
  );
  const ids: string[] = [];
  sqlite.transaction(() => {
    for (let i = 0; i < n; i++) {
      const id = `bulk${String(i).padStart(8, '0')}${isPublished ? 'p' : 'd'}`;
      insert.run(id, isPublished ? 1 : 0);
      ids.push(id);
    }
  })();
  return ids;
}

describe('robots.txt', () => {
  it('allows the storefront, keeps crawlers out of admin, cart, checkout, profile and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/cart', '/shipping', '/payment', '/placeorder', '/profile', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).not.toContain('<html');
  });
});

describe('sitemaps', () => {
  it('a sitemap index of categories and products; drafts are never listed', async () => {
    const published = createProduct(t.deps, { name: 'Listed Kurta' });
    const draft = createProduct(t.deps, { name: 'Secret Draft', isPublished: false });

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    // The same pages in Hindi, under /hi (docs/decisions/057-storefront-languages.md).
    expect(locs(index.body)).toEqual([
      `${PUBLIC_URL}/sitemaps/categories.xml`,
      `${PUBLIC_URL}/sitemaps/products-1.xml`,
      `${PUBLIC_URL}/sitemaps/hi/categories.xml`,
      `${PUBLIC_URL}/sitemaps/hi/products-1.xml`,
    ]);

    const categories = await get('/sitemaps/categories.xml');
    expect(locs(categories.body)).toContain(`${PUBLIC_URL}/category/electronics`);
    expect(locs(categories.body)).toContain(`${PUBLIC_URL}/`);

    const products = await get('/sitemaps/products-1.xml');
    expect(products.statusCode).toBe(200);
    expect(products.body).toContain('<urlset');
    expect(locs(products.body)).toContain(`${PUBLIC_URL}/product/${published.id}`);
    expect(locs(products.body)).not.toContain(`${PUBLIC_URL}/product/${draft.id}`);

    expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(404);
  });

  it('splits products into files of at most 50,000 URLs, each product in exactly one file', async () => {
    // A shop of its own: fifty thousand products would change every other page and sitemap of this file.
    const big = await createTestApp({ clientDistDir: distDir, env: { PUBLIC_URL } });
    try {
      const getBig = async (url: string) => (await big.app.inject({ method: 'GET', url })).body;
      addProducts(big, 100, false);
      addProducts(big, 50_001);
      const total = Number(big.deps.db.$client.prepare('select count(*) as n from products where is_published = 1').pluck().get());
      expect(total).toBe(50_001);

      const index = locs(await getBig('/sitemap.xml'));
      expect(index).toEqual(
        ['', '/hi'].flatMap((prefix) => ['categories', 'products-1', 'products-2'].map((file) => `${PUBLIC_URL}/sitemaps${prefix}/${file}.xml`)),
      );
      const first = locs(await getBig('/sitemaps/products-1.xml'));
      const second = locs(await getBig('/sitemaps/products-2.xml'));
      expect(first).toHaveLength(50_000);
      expect(second).toHaveLength(total - 50_000);
      const all = new Set([...first, ...second]);
      expect(all.size).toBe(total);
      // No draft: the bulk drafts' ids end in 'd'.
      expect([...all].some((url) => /\/product\/bulk\d+d$/.test(url))).toBe(false);
    } finally {
      await big.close();
      removeDataDir(big.dataDir);
    }
  });
});

describe('the page HTML', () => {
  it('is compressed with brotli or gzip as the browser accepts, and served plain otherwise', async () => {
    const plain = await get('/');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');

    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const refused = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('carries an ETag; the same page with If-None-Match is a 304, a changed page a 200', async () => {
    const first = await get('/category/fashion');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Browsers revalidate every time (max-age=0); a CDN keeps it a minute (docs/decisions/052-cdn-caching.md).
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');

    const again = await get('/category/fashion', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    createProduct(t.deps, { name: 'A New Fashion Arrival', category: 'Fashion' });
    const changed = await get('/category/fashion', { 'if-none-match': String(etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('A New Fashion Arrival');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('an unknown product page is a 404 with noindex and a canonical link', async () => {
    const res = await get('/product/no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/no-such-product" />`);
  });
});

describe('the search form without JavaScript', () => {
  it('GET /search?q= sends the shopper to the search page for those words; an empty search goes home', async () => {
    const res = await get('/search?q=%20basmati%20rice%20');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/search/basmati%20rice');
    const empty = await get('/search?q=');
    expect(empty.statusCode).toBe(303);
    expect(empty.headers.location).toBe('/');
  });
});
