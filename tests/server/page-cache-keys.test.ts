/**
 * Drawn storefront pages are kept by their path and the address parameters the page reads, nothing else
 * (docs/decisions/026-page-cache-keys.md): a query string the page ignores (`?r=123`, utm_source, fbclid)
 * must not cost a server render, must not reach the canonical link, and must not make the kept pages grow.
 * Uses the built client (dist/) and its server renderer; `x-page-cache` says whether the page was drawn
 * for this request (miss) or reused (hit).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createTestApp, removeDataDir, type TestApp } from '../helpers/app.js';

const PUBLIC_URL = 'https://shop.example.in';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  // 13 fashion products: two pages of the category (12 a page).
  for (let i = 1; i <= 13; i++) createProduct(t.deps, { name: `Cache Kurta ${String(i).padStart(2, '0')}`, category: 'Fashion', brand: i % 2 ? 'Aarong' : 'Biba' });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const unescape = (attribute: string | undefined) => attribute?.replace(/&amp;/g, '&');
const canonical = (html: string) => unescape(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]);
const ogUrl = (html: string) => unescape(/<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]);
const cards = (html: string) => html.split('data-testid="product-card"').length - 1;

describe('the page cache key', () => {
  it('a query string the page does not read costs no render: /?r=1 … /?r=30 are all the drawn /', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Cache Kurta');
    for (let r = 1; r <= 30; r++) {
      const res = await get(`/?r=${r}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache'], `/?r=${r}`).toBe('hit');
      // The very same page: nothing of the address the page ignores is in it.
      expect(res.body).toBe(home.body);
      expect(res.headers.etag).toBe(home.headers.etag);
    }
  });

  it('unknown parameters are dropped from the canonical link and og:url, and never echoed into the page', async () => {
    const res = await get('/?utm_source=x&r=1&fbclid=abc');
    expect(canonical(res.body)).toBe(`${PUBLIC_URL}/`);
    expect(ogUrl(res.body)).toBe(`${PUBLIC_URL}/`);
    for (const leaked of ['utm_source', 'fbclid', 'r=1']) expect(res.body).not.toContain(leaked);

    const product = createProduct(t.deps, { name: 'Shared Saree', category: 'Fashion' });
    const shared = await get(`/product/${product.id}?utm_source=newsletter&utm_campaign=diwali`);
    expect(shared.statusCode).toBe(200);
    expect(canonical(shared.body)).toBe(`${PUBLIC_URL}/product/${product.id}`);
    expect(shared.body).not.toContain('utm_');

    // Pages drawn in the browser have no address parameters in their canonical link either.
    expect(canonical((await get('/cart?utm_source=x')).body)).toBe(`${PUBLIC_URL}/cart`);
  });

  it('a parameter the page reads is part of the key and of the canonical link: page 2 of a category is its own page', async () => {
    const first = await get('/category/fashion');
    const second = await get('/category/fashion?page=2&utm_source=x');
    expect(second.statusCode).toBe(200);
    expect(cards(first.body)).toBe(12);
    expect(cards(second.body)).toBeGreaterThanOrEqual(1);
    expect(cards(second.body)).toBeLessThan(12);
    expect(second.body).not.toBe(first.body);
    expect(canonical(first.body)).toBe(`${PUBLIC_URL}/category/fashion`);
    expect(canonical(second.body)).toBe(`${PUBLIC_URL}/category/fashion?page=2`);

    // The same page asked for in other words: same entry, same HTML.
    for (const url of ['/category/fashion?page=2', '/category/fashion?fbclid=1&page=02']) {
      const again = await get(url);
      expect(again.headers['x-page-cache'], url).toBe('hit');
      expect(again.body, url).toBe(second.body);
    }
    // Page 1 has no number in its address, whichever way it is asked for.
    for (const url of ['/category/fashion?page=1', '/category/fashion?page=abc', '/category/fashion?page=-3']) {
      const again = await get(url);
      expect(again.headers['x-page-cache'], url).toBe('hit');
      expect(canonical(again.body), url).toBe(`${PUBLIC_URL}/category/fashion`);
    }
  });

  it('the parameters a page reads are kept in one fixed order: ?b=…&a=… and ?a=…&b=… are one entry', async () => {
    const one = await get('/category/fashion?sort=price_asc&brand=Biba&brand=Aarong&inStock=true');
    expect(one.statusCode).toBe(200);
    const key = `${PUBLIC_URL}/category/fashion?brand=Aarong&brand=Biba&inStock=true&sort=price_asc`;
    expect(canonical(one.body)).toBe(key);
    const other = await get('/category/fashion?inStock=true&brand=Aarong&utm_medium=mail&sort=price_asc&brand=Biba');
    expect(other.headers['x-page-cache']).toBe('hit');
    expect(other.body).toBe(one.body);

    // A category page has its category in its path: a `category` parameter is a search page's filter, not its.
    await get('/category/fashion');
    const ignored = await get('/category/fashion?category=electronics');
    expect(ignored.headers['x-page-cache']).toBe('hit');
    expect(canonical(ignored.body)).toBe(`${PUBLIC_URL}/category/fashion`);
  });

  it('a filtered list is drawn with its own products, under the query input the browser asks for', async () => {
    const biba = await get('/category/fashion?sort=price-asc&brand=Biba');
    expect(biba.statusCode).toBe(200);
    // The Biba kurtas only (the even ones, 6 of the 13), cheapest first.
    expect(cards(biba.body)).toBe(6);
    expect(canonical(biba.body)).toBe(`${PUBLIC_URL}/category/fashion?brand=Biba&sort=price_asc`);
    const data = JSON.parse(/<script type="application\/json" id="__SHOP_DATA__">([\s\S]*?)<\/script>/.exec(biba.body)?.[1] ?? '{}') as {
      queries: { path: string; input: unknown }[];
    };
    expect(data.queries.find((query) => query.path === 'products.list')?.input).toEqual({
      category: 'fashion',
      pageNumber: 1,
      pageSize: 12,
      brand: ['Biba'],
      sort: 'price_asc',
    });
    // `price-asc` and `price_asc` are one page.
    expect((await get('/category/fashion?brand=Biba&sort=price_asc')).headers['x-page-cache']).toBe('hit');
  });

  it('the sign-in forms are drawn and kept by their redirect target, nothing else', async () => {
    const first = await get('/login?redirect=/shipping');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('href="/register?redirect=/shipping"');
    expect(canonical(first.body)).toBe(`${PUBLIC_URL}/login?redirect=%2Fshipping`);
    const again = await get('/login?utm_source=x&redirect=%2Fshipping');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    const home = await get('/register');
    expect(home.body).toContain('href="/login"');
    expect(home.body).not.toContain('redirect');
  });

  it('a page past the last is drawn but not kept, so page numbers cannot fill the cache', async () => {
    await get('/category/fashion');
    await get('/category/fashion?page=2');
    for (const url of ['/category/fashion?page=99999', '/category/fashion?page=99999', '/category/fashion?page=3', '/?page=5000']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-page-cache'], url).toBe('miss');
      expect(cards(res.body), url).toBe(0);
    }
    // A number no list reaches is no page number at all: page 1.
    const huge = await get('/category/fashion?page=999999999&r=2');
    expect(huge.headers['x-page-cache']).toBe('hit');
    expect(canonical(huge.body)).toBe(`${PUBLIC_URL}/category/fashion`);
    // The real pages are still kept.
    expect((await get('/category/fashion?page=2')).headers['x-page-cache']).toBe('hit');
  });

  it('the kept pages are bounded: the least recently used goes first', async () => {
    // A search no other test here asks for (vitest shuffles them), so this is its first drawing.
    expect((await get('/search/saree')).headers['x-page-cache']).toBe('miss');
    expect((await get('/search/saree?r=1')).headers['x-page-cache']).toBe('hit');
    // Many distinct pages (each one the shop must draw once) push the oldest out rather than grow the cache.
    for (let i = 0; i < 200; i++) {
      expect((await get(`/search/word${i}`)).headers['x-page-cache']).toBe('miss');
    }
    expect((await get('/search/saree')).headers['x-page-cache']).toBe('miss');
  });

  it('a drawn page is the same bytes for every visitor, so a CDN may keep it; behind an ignored parameter it is private (docs/decisions/052-cdn-caching.md)', async () => {
    const product = createProduct(t.deps, { name: 'Everyone’s Kurta', category: 'Fashion' });
    for (const url of ['/', '/category/fashion', '/category/fashion?page=2', '/search/kurta', `/product/${product.id}`, '/pages/returns']) {
      const a = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Phone A', 'accept-language': 'hi-IN', cookie: '_ga=GA1.1.1', 'x-forwarded-for': '198.51.100.1' } });
      const b = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Laptop B', 'accept-language': 'en-GB' } });
      expect(a.statusCode, url).toBe(200);
      expect(a.body, url).toContain('<div id="root"><');
      expect(a.body, url).toBe(b.body);
      expect(a.body, url).not.toMatch(/nonce/i);
      expect(a.headers['cache-control'], url).toBe('public, max-age=0, s-maxage=60');
      expect(a.headers['cdn-cache-control'], url).toBe('public, max-age=60, stale-while-revalidate=600');
    }
    const tracked = await get('/?utm_source=newsletter');
    expect(tracked.headers['x-page-cache']).toBe('hit');
    expect(tracked.headers['cache-control']).toBe('private, no-store');
    expect((await get('/login')).headers['cache-control']).toBe('private, no-store');
  });
});
