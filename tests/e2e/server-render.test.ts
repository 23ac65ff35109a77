/**
 * The storefront drawn on the server and hydrated in the browser (docs/decisions/016-server-rendering.md):
 * readable with JavaScript off, the LCP image in the server HTML with high priority, and hydration that
 * leaves the console clean for a visitor and for a signed-in shopper with a cart.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, openTab, PHONE, productInStock, useShopAndBrowser } from './harness.js';
import { newCustomer } from './accounts.js';
import { apiJson, apiLogin } from './shop-api.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';

const env = useShopAndBrowser();

describe('server-rendered storefront', () => {
  it('home, category, search and product pages are readable with JavaScript switched off, their LCP image first and prioritised', async () => {
    const product = productInStock(env.shop, 1, 'Electronics');
    const context = await env.browser.newContext({ baseURL: env.shop.baseUrl, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Latest Products' }).waitFor();
      expect(await page.locator('main img[fetchpriority="high"]').count()).toBeGreaterThan(0);
      expect(await page.locator('link[rel="preload"][as="image"][fetchpriority="high"]').count()).toBeGreaterThan(0);

      await page.goto('/category/electronics');
      await page.getByText(product.name).first().waitFor();
      // Links work without JavaScript: a product card leads to its page, drawn by the server.
      await page.getByRole('link', { name: product.name }).first().click();
      await page.waitForURL(`**/product/${product._id}`);
      await page.getByRole('heading', { name: product.name }).waitFor();
      const hero = page.locator(`main img[alt="${product.name.replace(/"/g, '\\"')}"]`).first();
      expect(await hero.getAttribute('fetchpriority')).toBe('high');
      // The phone gets a copy the size it shows (a WebP of the stored image), not the 800 px original.
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(320|640)w\.webp$/);
      // Preloaded by its copies (srcset), of which the browser fetches the one it will show.
      const copies = product.image.replace(/\.\w+$/, '');
      expect(await page.locator(`link[rel="preload"][as="image"][imagesrcset*="${copies}-640w.webp 640w"]`).count()).toBe(1);

      const word = product.name.split(' ')[0];
      await page.goto(`/search/${encodeURIComponent(word)}`);
      await page.getByText(product.name).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('the server HTML itself already holds the products (no JavaScript involved at all)', async () => {
    const product = productInStock(env.shop, 1, 'Electronics');
    for (const path of ['/', '/category/electronics', `/product/${product._id}`]) {
      const html = await (await fetch(`${env.shop.baseUrl}${path}`)).text();
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('__SHOP_DATA__'));
      expect(root, path).toContain(product.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;'));
    }
    const home = await (await fetch(`${env.shop.baseUrl}/`)).text();
    // Product pictures offer their copies by width, and so does the LCP image's preload.
    expect(home).toMatch(/<img[^>]*srcSet="\/uploads\/demo\/[\w-]+-320w\.webp 320w, [^"]+-640w\.webp 640w, [^"]+-960w\.webp 960w"[^>]*sizes="/);
    expect(home.slice(0, home.indexOf('</head>'))).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="[^"]+-320w\.webp 320w/i);
    // The LCP image's preload is in the head, ahead of the inlined CSS.
    const head = home.slice(0, home.indexOf('</head>'));
    const preload = head.search(/<link rel="preload" as="image"[^>]*fetchPriority="high"/i);
    expect(preload).toBeGreaterThan(0);
    // No script in the head: the page loader at the end of the body asks for them after the first images.
    expect(head).not.toContain('<script');
    expect(preload).toBeLessThan(head.indexOf('<style'));
  });

  it('headings go down one level at a time on the storefront pages (for people who move by heading)', async () => {
    const product = productInStock(env.shop, 1, 'Electronics');
    const tab = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
    for (const path of ['/', '/category/electronics', '/search/cotton', `/product/${product._id}`]) {
      await tab.page.goto(path, { waitUntil: 'networkidle' });
      await tab.page.locator('footer').waitFor();
      const levels = await tab.page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])));
      expect(levels[0], path).toBe(1);
      const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} then h${level}`] : []));
      expect(skips, path).toEqual([]);
    }
    await tab.context.close();
  });

  it('a page drawn before is drawn again when its product changes (the server keeps drawn pages only while their data holds)', async () => {
    const product = productInStock(env.shop, 1, 'Bags');
    const pageText = async (path: string) => (await fetch(`${env.shop.baseUrl}${path}`)).text();
    const before = await pageText(`/product/${product._id}`);
    expect(await pageText(`/product/${product._id}`)).toBe(before);
    expect(await pageText('/category/bags')).toContain(product.name.replace(/&/g, '&amp;'));

    const token = (await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).token;
    const renamed = `${product.name} Festive Edition`;
    await apiJson(env.shop.baseUrl, 'PUT', `/api/products/${product._id}`, token, { name: renamed });
    for (const path of [`/product/${product._id}`, '/category/bags']) {
      const html = await pageText(path);
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('__SHOP_DATA__'));
      expect(root, path).toContain(`${product.name.replace(/&/g, '&amp;')} Festive Edition`);
    }
  });

  it('hydrates without a warning or error, for a visitor and for a signed-in shopper with a cart', async () => {
    const product = productInStock(env.shop, 2);
    const paths = ['/', '/category/fashion', '/search/cotton', `/product/${product._id}`];

    const visitor = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
    const warnings: string[] = [];
    visitor.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    for (const path of paths) {
      await visitor.page.goto(path, { waitUntil: 'networkidle' });
      await visitor.page.locator('footer').waitFor();
    }
    expect(visitor.errors).toEqual([]);
    expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
    await visitor.context.close();

    const customer = await newCustomer(env.shop.baseUrl, 'Hydration Tester');
    const shopper = await openTab(env.browser, env.shop.baseUrl, PHONE);
    const cart = [{ _id: product._id, name: product.name, image: product.image, price: product.price, countInStock: product.countInStock, qty: 2 }];
    await shopper.context.addInitScript(
      ([session, items]) => {
        window.localStorage.setItem('userInfo', session);
        window.localStorage.setItem('cartItems', items);
      },
      [JSON.stringify(customer.session), JSON.stringify(cart)] as const,
    );
    for (const path of paths) {
      await shopper.page.goto(path, { waitUntil: 'networkidle' });
      // After hydration the signed-in parts show the stored state: the shopper's menu and the cart count.
      await shopper.page.getByRole('navigation', { name: 'Account and cart' }).getByText('2', { exact: true }).waitFor();
    }
    expect(shopper.errors).toEqual([]);

    // The hydrated page works: add to cart from the server-drawn product page.
    await shopper.page.getByRole('button', { name: 'Add To Cart' }).click();
    await shopper.page.waitForURL('**/cart');
    await shopper.context.close();
  });

  it('only the CSS the page needs blocks its first paint, and it already lays the page out as the app will (no shift)', async () => {
    const html = await (await fetch(`${env.shop.baseUrl}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const inlined = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    expect(inlined.length).toBeGreaterThan(1000);
    expect(inlined).toContain('.mantine-');
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    expect(html.slice(html.indexOf('<body'))).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/index-[^"]+\.css"/);

    const boxes: Record<string, { top: number; height: number }[]> = {};
    for (const javaScriptEnabled of [false, true]) {
      const context = await env.browser.newContext({ baseURL: env.shop.baseUrl, viewport: PHONE, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/', { waitUntil: 'networkidle' });
      boxes[String(javaScriptEnabled)] = await page.evaluate(() =>
        [...document.querySelectorAll('main section')].map((section) => {
          const box = section.getBoundingClientRect();
          return { top: Math.round(box.top), height: Math.round(box.height) };
        }),
      );
      await context.close();
    }
    expect(boxes.false.length).toBeGreaterThanOrEqual(3);
    expect(boxes.false).toEqual(boxes.true);
  });

  it('the first paint, with only the inlined CSS, already draws every element as the full stylesheet does (colours, borders, sizes)', async () => {
    const product = productInStock(env.shop, 1, 'Electronics');
    const drawn = async (path: string, withFullStylesheet: boolean): Promise<string[]> => {
      const context = await env.browser.newContext({ baseURL: env.shop.baseUrl, viewport: PHONE, javaScriptEnabled: false });
      if (!withFullStylesheet) await context.route(/\/assets\/index-[^/]+\.css$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      const styles = await page.evaluate(() =>
        [...document.querySelectorAll('body *:not(script, style, link)')].map((element) => {
          const style = getComputedStyle(element);
          const looks = ['color', 'background-color', 'border-top-color', 'border-top-width', 'font-size', 'font-weight', 'padding-top', 'width', 'height', 'display'];
          return `${element.tagName}.${element.getAttribute('class') ?? ''} ${looks.map((name) => `${name}:${style.getPropertyValue(name)}`).join(' ')}`;
        }),
      );
      await context.close();
      return styles;
    };
    for (const path of ['/', '/category/electronics', `/product/${product._id}`, '/login', '/register']) {
      const critical = await drawn(path, false);
      expect(critical.length, path).toBeGreaterThan(100);
      expect(critical, path).toEqual(await drawn(path, true));
    }
  });

  it('sizes set per screen width (a heading smaller on a phone) hold on a server-drawn page after its full stylesheet loads', async () => {
    // The category title is 22 px on a phone and 28 px from 48em. Its rule is one of Mantine's inline
    // <style> tags, which must still win over the full stylesheet the page loads at the end of its body.
    for (const [viewport, size] of [[PHONE, '22px'], [DESKTOP, '28px']] as const) {
      const tab = await openTab(env.browser, env.shop.baseUrl, viewport);
      await tab.page.goto('/category/electronics', { waitUntil: 'networkidle' });
      const heading = tab.page.getByRole('heading', { level: 1, name: 'Electronics' });
      expect(await heading.evaluate((h) => getComputedStyle(h).fontSize)).toBe(size);
      await tab.context.close();
    }
  });

  it('sizes set per screen width hold from the moment the full stylesheet applies, before the browser reads on past it', async () => {
    // A browser reads nothing after a stylesheet in the body until that sheet has loaded, and may draw the page
    // with it before reading on: the page cut right after the sheet's link is what such a frame shows. The
    // title must not grow to the desktop size there and shrink back (a layout shift on every phone).
    for (const [viewport, size] of [[PHONE, '22px'], [DESKTOP, '28px']] as const) {
      const context = await env.browser.newContext({ baseURL: env.shop.baseUrl, viewport, javaScriptEnabled: false });
      await context.route('**/category/electronics', async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const sheet = /<link rel="stylesheet"[^>]*href="\/assets\/index-[^"]+\.css"[^>]*>/.exec(html.slice(html.indexOf('<body')));
        expect(sheet).not.toBeNull();
        const cut = html.indexOf(sheet![0], html.indexOf('<body')) + sheet![0].length;
        await route.fulfill({ response, body: `${html.slice(0, cut)}</body></html>` });
      });
      const page = await context.newPage();
      await page.goto('/category/electronics', { waitUntil: 'networkidle' });
      const heading = page.getByRole('heading', { level: 1, name: 'Electronics' });
      expect(await heading.evaluate((h) => getComputedStyle(h).fontSize), `${viewport.width} px wide`).toBe(size);
      await context.close();
    }
  });

  it('a drawn page asks for its scripts and full stylesheet only once its first images are in, and works when one fails', async () => {
    const product = productInStock(env.shop, 1, 'Electronics');
    for (const path of ['/', '/category/electronics', `/product/${product._id}`]) {
      for (const imageFails of [false, true]) {
        const tab = await openTab(env.browser, env.shop.baseUrl, PHONE);
        const events: string[] = [];
        // The page's first pictures (fetchpriority="high"), in any of their widths, take a while; the log says
        // what was asked for meanwhile.
        const html = await (await fetch(`${env.shop.baseUrl}${path}`)).text();
        const firstImages = new Set(
          [...html.matchAll(/<img[^>]*fetchpriority="high"[^>]*>/gi)].flatMap((img) => [...img[0].matchAll(/\/uploads\/[^\s",]+/g)].map((url) => url[0])),
        );
        expect(firstImages.size, path).toBeGreaterThan(0);
        // The first pictures are held back until the whole HTML has been read: by then the page has asked for
        // everything it asks for by itself, so a script or stylesheet that does not wait for them shows first.
        const parsed = tab.page.waitForEvent('domcontentloaded').catch(() => undefined);
        await tab.context.route(/\/uploads\//, async (route) => {
          if (!firstImages.has(new URL(route.request().url()).pathname)) return route.continue();
          await parsed;
          events.push('first image answered');
          return imageFails ? route.abort() : route.continue();
        });
        tab.page.on('request', (request) => {
          if (/\/assets\/index-[^/]+\.(js|css)$/.test(request.url())) events.push(`asked for ${request.url().split('.').pop()}`);
        });
        await tab.page.goto(path);
        await hydrated(tab.page);
        const firstAsk = events.findIndex((event) => event.startsWith('asked for'));
        expect(events.indexOf('first image answered'), `${path}: ${events.join(', ')}`).toBeGreaterThanOrEqual(0);
        expect(events.lastIndexOf('first image answered'), `${path}: ${events.join(', ')}`).toBeLessThan(firstAsk);
        expect(events.filter((event) => event.startsWith('asked for')).sort(), path).toEqual(['asked for css', 'asked for js']);
        // The full stylesheet is there once (linked by the loader, not again from the <noscript>).
        expect(await tab.page.locator('link[rel="stylesheet"][href*="/assets/index-"]').count(), path).toBe(1);
        expect(tab.errors.filter((error) => !/Failed to load resource/.test(error)), path).toEqual([]);
        await tab.context.close();
      }
    }
  });

  it('a drawn page asks for its scripts only once its first picture, or without one its first content, is on screen', async () => {
    const product = productInStock(env.shop, 1, 'Electronics');
    for (const path of ['/', '/hi/', `/product/${product._id}`, '/hi/login']) {
      const tab = await openTab(env.browser, env.shop.baseUrl, PHONE);
      // A phone slow to put a frame on screen once it is drawn: a blur over the whole page takes a while to
      // rasterise, after the page's own code has run.
      await tab.page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => (document.body.style.filter = 'blur(3px) contrast(1.1)'));
      });
      await tab.page.goto(path);
      await hydrated(tab.page);
      const times = await tab.page.evaluate(async () => {
        const entries = (type: string) =>
          new Promise<PerformanceEntryList>((resolve) => new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type, buffered: true }));
        const firstImages = document.querySelectorAll('img[fetchpriority="high"]').length;
        const shown = firstImages
          ? (await entries('element')).map((entry) => (entry as PerformanceEntry & { renderTime: number }).renderTime)
          : (await entries('paint')).filter((entry) => entry.name === 'first-contentful-paint').map((entry) => entry.startTime);
        const script = performance.getEntriesByType('resource').find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name));
        return { firstImages, shown, asked: script?.startTime ?? -1 };
      });
      expect(times.shown.length, path).toBeGreaterThan(0);
      expect(times.asked, `${path}: ${JSON.stringify(times)}`).toBeGreaterThanOrEqual(Math.min(...times.shown));
      await tab.context.close();
    }
  });

  it('the home carousel still moves after hydration', async () => {
    const tab = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
    await tab.page.goto('/', { waitUntil: 'networkidle' });
    const carousel = tab.page.getByRole('region', { name: 'Top products' });
    // The indicators are the carousel's own script at work: clicking one shows that product.
    const third = carousel.getByRole('tab', { name: 'Show product 3' });
    await third.click();
    await tab.page.waitForFunction(() => document.querySelector('[aria-label="Show product 3"]')?.getAttribute('aria-selected') === 'true');
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});
