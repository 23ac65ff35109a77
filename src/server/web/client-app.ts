import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE, localePath, type Locale } from '../../shared/i18n/locales.js';
import { SHOP_DATA_ELEMENT_ID, storefrontPage, type PrefetchedQuery, type ShopData } from '../../shared/storefront-pages.js';
import type { AppDeps } from '../deps.js';
import { AppError, NOT_FOUND_MESSAGE } from '../errors.js';
import { isAnonymous, keepPrivate, shareWithCdn, type Sharing } from '../http/cdn-caching.js';
import { clientDistDir, languageBuilds, serverRendererFile } from '../paths.js';
import { jsonForScript, needsScriptNotice, renderHead } from './html.js';
import { pageData, type PageData } from './page-data.js';
import { orderPage, placeOrderPage, type DrawnValues, type ShopperPage } from './shopper-pages.js';
import { CriticalCss } from './critical-css.js';
import { seoRoutes } from './seo-routes.js';
import { deferPageScripts } from './page-scripts.js';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>
<body><main><h1>The shop's client is not built</h1><p>Run <code>npm run build</code>, then start the server again.</p></main></body></html>`;

/** The kinds of page that list products: what they draw differs with what they find. */
const LIST_KINDS = new Set(['home', 'search', 'category']);

const HEAD_START = '<!--shop-head-->';
const HEAD_END = '<!--/shop-head-->';
const DATA_SLOT = '<!--shop-data-->';
const ROOT = '<div id="root"></div>';

/** Sends the page at `path` (without its language's prefix) and `query` (without its '?'). */
type SendPage = (request: FastifyRequest, reply: FastifyReply, path: string, query: string) => Promise<FastifyReply> | FastifyReply;
/** src/client/entry-server.tsx: the app drawn to HTML for one URL and its data. */
type RenderApp = (url: string, queries: readonly PrefetchedQuery[], drawn?: DrawnValues) => Promise<string>;

async function loadRenderer(file: string | undefined): Promise<RenderApp | undefined> {
  if (!file || !existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderApp?: RenderApp };
  if (typeof module.renderApp !== 'function') throw new Error(`${file} does not export renderApp: rebuild with npm run build`);
  return module.renderApp;
}

/** index.html cut where the page's head tags and its data go. */
interface Template {
  beforeHead: string;
  betweenHeadAndData: string;
  /** The same for a page the server has drawn: without its scripts, which its loader requests. */
  betweenHeadAndDataDrawn: string;
  afterData: string;
  /** The same for a page the server has drawn: with the loader of its scripts (page-scripts.ts). */
  afterDataDrawn: string;
}

function splitTemplate(html: string): Template {
  const headStart = html.indexOf(HEAD_START);
  const headEnd = html.indexOf(HEAD_END);
  const data = html.indexOf(DATA_SLOT);
  if (headStart < 0 || headEnd < headStart || data < headEnd) {
    throw new Error(`index.html must hold ${HEAD_START}…${HEAD_END} in its head and ${DATA_SLOT} in its body`);
  }
  const betweenHeadAndData = html.slice(headEnd + HEAD_END.length, data);
  const afterData = html.slice(data + DATA_SLOT.length);
  // A page drawn on the server paints without its scripts: they are requested after its first images.
  // (A page the browser must draw loads them at once: there they are what paints it.)
  const drawn = deferPageScripts(betweenHeadAndData);
  const bodyEnd = afterData.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('index.html must end its body with </body>');
  return {
    beforeHead: html.slice(0, headStart),
    betweenHeadAndData,
    betweenHeadAndDataDrawn: drawn.html,
    afterData,
    afterDataDrawn: afterData.slice(0, bodyEnd) + drawn.loader + afterData.slice(bodyEnd),
  };
}

/** React writes the page's resource hints (the LCP image's preload) first in its HTML. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

function render(template: Template, data: PageData, dataJson: string, appHtml: string, locale: Locale): string {
  const dataBlock = data.queries.length ? `<script type="application/json" id="${SHOP_DATA_ELEMENT_ID}">${dataJson}</script>` : '';
  // The preloads go to the head, before the scripts and the inlined CSS, so the browser starts on the LCP
  // image as soon as it reads the head; React skips them when it hydrates, wherever they are.
  const preloads = LEADING_PRELOADS.exec(appHtml)?.[0] ?? '';
  const app = appHtml.slice(preloads.length);
  // Without JavaScript a page the server did not draw would be blank, and a drawn form would do nothing.
  const notice = !app || data.needsScript ? needsScriptNotice(locale) : '';
  const body = app
    ? template.betweenHeadAndDataDrawn.replace(ROOT, () => `${notice}<div id="root">${app}</div>`)
    : template.betweenHeadAndData.replace(ROOT, () => `${notice}${ROOT}`);
  return template.beforeHead + renderHead(data.meta) + preloads + body + dataBlock + (app ? template.afterDataDrawn : template.afterData);
}

/**
 * The app's HTML for the last pages drawn, by address (and year). Drawing is a pure function of the address and the
 * page's data, so a page whose data has not changed since it was drawn (the same JSON) is not drawn again:
 * a busy home or category page costs one render per change of the catalogue, not one per visit. The address
 * is the path and the parameters the page reads (pageAddress), so a query string it ignores (`?r=123`,
 * utm_source) is the same entry (docs/decisions/026-page-cache-keys.md); the least recently used page goes
 * first once `kept` are held.
 */
class DrawnPages {
  private readonly pages = new Map<string, { dataJson: string; html: string }>();
  constructor(private readonly kept: number) {}

  /** The page's HTML, and whether it was kept from an earlier request. `keep: false` draws without keeping. */
  async draw(key: string, dataJson: string, keep: boolean, draw: () => Promise<string>): Promise<{ html: string; hit: boolean }> {
    const known = this.pages.get(key);
    if (known && known.dataJson === dataJson) {
      // Most recently used last: the oldest is the first to go.
      this.pages.delete(key);
      this.pages.set(key, known);
      return { html: known.html, hit: true };
    }
    const html = await draw();
    this.pages.delete(key);
    if (!keep) return { html, hit: false };
    if (this.pages.size >= this.kept) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, { dataJson, html });
    return { html, hit: false };
  }
}
/** About 100 KB each: a few megabytes for the pages most visited. */
const DRAWN_PAGES_KEPT = 64;

/** A storefront address's language and its path without the language's prefix: /hi/cart is Hindi's /cart. */
function pageLanguage(path: string): { locale: Locale; path: string } {
  if (path === '/hi' || path.startsWith('/hi/')) return { locale: 'hi', path: path.slice(3) || '/' };
  return { locale: 'en', path };
}

/** Whether the request carries the language a visitor chose with the switch (LanguageSwitch.tsx). */
function chosenLanguage(request: FastifyRequest): string | undefined {
  return new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([a-z]+)`).exec(request.headers.cookie ?? '')?.[1];
}

/**
 * Serves the built React app: hashed files under /assets are cached for a year as immutable, everything
 * else revalidates (a visitor's storefront page may be kept by a CDN: pageSharing). Any other GET gets
 * index.html, and for the storefront's browse pages (/, /search, /category, /product) that HTML already
 * carries the page's data and meta tags. The data is a JSON
 * block, never a script that runs, so the strict CSP (script-src 'self') holds. Links in the page are made
 * from PUBLIC_URL, never from the request's Host header.
 *
 * Each language is a build of its own (docs/decisions/057-storefront-languages.md): the Hindi pages are the
 * same addresses under /hi, drawn by the Hindi build. The admin area is English only.
 */
export const clientApp = fp<{ deps: AppDeps; distDir?: string }>(async (app, { deps, distDir = clientDistDir }) => {
  await app.register(seoRoutes, { deps });
  // The header's search form, sent before (or without) JavaScript: /search?q=kurta → /search/kurta.
  for (const locale of ['en', 'hi'] as const) {
    app.get<{ Querystring: { q?: string } }>(localePath(locale, '/search'), (request, reply) => {
      const keyword = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, 100) : '';
      return reply.redirect(localePath(locale, keyword ? `/search/${encodeURIComponent(keyword)}` : '/'), 303);
    });
  }
  // The server renderer belongs to the built client: a test's stand-in client has none, nor other languages.
  const built = distDir === clientDistDir;
  const hindi = built && existsSync(path.join(languageBuilds.hi.clientDir, 'index.html')) ? languageBuilds.hi : undefined;
  await serveBuiltFiles(app, distDir, hindi ? [hindi.clientDir] : []);
  const senders: Partial<Record<Locale, SendPage>> = {
    en: await pageSender(deps, distDir, await loadRenderer(built ? serverRendererFile : undefined), 'en'),
    ...(hindi ? { hi: await pageSender(deps, hindi.clientDir, await loadRenderer(hindi.rendererFile), 'hi') } : {}),
  };
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    // A missing hashed asset is a 404, never the app's HTML under a script's name.
    if (url.startsWith('/assets/')) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    const [rawPath, query = ''] = url.split('?', 2);
    const { locale, path: pagePath } = pageLanguage(rawPath);
    const search = query ? `?${query}` : '';
    // The Hindi home page is /hi/, as its links write it; the admin area has no Hindi pages.
    if (rawPath === '/hi') return keepPrivate(reply).redirect(`/hi/${search}`, 301);
    if (locale !== 'en' && /^\/admin(\/|$)/.test(pagePath)) return keepPrivate(reply).redirect(`${pagePath}${search}`, 301);
    // A visitor who chose a language with the switch finds the shop's front door in it. Only the home page,
    // only for that visitor: a shared link or a search engine gets the page it asked for, in its language.
    const chosen = chosenLanguage(request);
    if (locale === 'en' && rawPath === '/' && chosen && chosen !== 'en' && chosen in senders) {
      return keepPrivate(reply).header('vary', 'cookie').redirect(`${localePath(chosen as Locale, '/')}${search}`, 302);
    }
    const send = senders[locale];
    if (!send) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return send(request, reply, pagePath, query);
  });
});

/**
 * The browser's files of every language. The hashed files of all of them are under /assets (a file the
 * languages share has the same name in each); the other files (icons, robots.txt) are the English build's.
 */
async function serveBuiltFiles(app: FastifyInstance, distDir: string, otherDirs: string[]): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) return;
  // The build writes each file's .br and .gz beside it (vite.config.ts): sent as they are, never compressed
  // again per request. The same address answers brotli, gzip or plain bytes by Accept-Encoding, so caches
  // must keep them apart.
  const builtFiles = { wildcard: false, index: false, preCompressed: true, cacheControl: false } as const;
  // A hashed asset never changes under its name: kept a year and never asked about again, so it carries no
  // validators (ETag, Last-Modified) and no byte ranges. A signed-in page loads a score of small scripts,
  // and those headers were a tenth of each one's bytes (docs/decisions/019-page-weight.md).
  await app.register(async (assets) => {
    // A script is `text/javascript` (RFC 9239), with no charset: the build's scripts are modules, which the
    // browser always reads as UTF-8. @fastify/static names them `application/javascript; charset=utf-8`,
    // 26 bytes more on each of a page's scripts.
    assets.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode === 200 && request.url.endsWith('.js')) reply.header('content-type', 'text/javascript');
      return payload;
    });
    await assets.register(fastifyStatic, {
      ...builtFiles,
      root: [distDir, ...otherDirs].map((dir) => path.join(dir, 'assets')),
      prefix: '/assets/',
      decorateReply: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  });
  // The other files keep their names from build to build (the icons, robots.txt): they revalidate.
  await app.register(fastifyStatic, {
    ...builtFiles,
    root: distDir,
    prefix: '/',
    globIgnore: ['assets/**'],
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
      res.setHeader('vary', 'accept-encoding');
    },
  });
}

async function pageSender(deps: AppDeps, distDir: string, renderApp: RenderApp | undefined, locale: Locale): Promise<SendPage> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return (_request, reply) => keepPrivate(reply.type('text/html; charset=utf-8')).send(PLACEHOLDER);
  }
  const html = readFileSync(indexFile, 'utf8');
  const template = splitTemplate(html);
  const criticalCss = renderApp ? new CriticalCss(distDir) : undefined;
  const drawn = new DrawnPages(DRAWN_PAGES_KEPT);

  return async (request, reply, rawPath, query) => {
    let data: PageData;
    try {
      data = pageData(deps, rawPath, query ? `?${query}` : '', locale, await shopperPage(deps, request, rawPath, locale));
    } catch (error) {
      // The page still works without its data: the client fetches it.
      request.log.error({ err: error }, 'could not prepare the page data');
      return sendHtml(request, reply, html, null);
    }
    // Kept by nobody: the owner may give the category its old slug back, and a kept 301 would then loop.
    if (data.redirect) return keepPrivate(reply).redirect(data.redirect, data.status);
    const shopData: ShopData = { queries: data.queries, ...(data.drawn ? { drawn: data.drawn } : {}) };
    const dataJson = jsonForScript(shopData);
    let appHtml = '';
    let drawnInFull = true;
    if (data.render && renderApp) {
      try {
        // Drawn from its address, not the request's URL: nothing the page ignores can reach HTML kept for
        // others. The footer prints the year: a new year draws every page again.
        const draw = () => renderApp(data.address, data.queries, data.drawn);
        // A page drawn for one shopper is never kept, nor pushes out the page kept for everyone else.
        const page = data.drawn ? { html: await draw(), hit: false } : await drawn.draw(`${new Date().getFullYear()} ${data.address}`, dataJson, data.keep, draw);
        appHtml = page.html;
        // Whether this request cost a render: what the page cache is for, and what a test or an operator checks.
        reply.header('x-page-cache', page.hit ? 'hit' : 'miss');
      } catch (error) {
        // The browser draws the page instead, from the same data; no CDN keeps that page for others.
        drawnInFull = false;
        request.log.error({ err: error }, 'could not render the page on the server');
      }
    }
    let page = render(template, data, dataJson, appHtml, locale);
    const kind = storefrontPage(rawPath, query ? `?${query}` : '')?.kind;
    if (appHtml && criticalCss && kind) {
      // A list page teaches its kind only when it shows products; the other kinds (the sign-in forms, the cart, the
      // checkout's drawn steps, an order, policies) never show any.
      const canTeach = !LIST_KINDS.has(kind) || appHtml.includes('data-testid="product-card"');
      // A search that found nothing draws other parts (no filters; categories and the newest products): it learns
      // and uses its own critical CSS, or its parts (or a later search's filters) would be styled only once the
      // full stylesheet arrived, and move.
      // A page drawn whole for one shopper (place order, an order) has its own lesson, apart from its frame's.
      const lesson = data.drawn ? `${kind}-drawn` : kind === 'search' && appHtml.includes('data-testid="empty-search"') ? 'search-empty' : kind;
      page = await criticalCss.apply(page, lesson, canTeach);
    }
    return sendHtml(request, reply.code(data.status), page, drawnInFull ? pageSharing(request, data) : null);
  };
}

/**
 * Place order or an order's page as the asking shopper's browser would draw it, from the cookies it writes for
 * them (docs/decisions/061-shopper-pages-drawn.md); undefined for every other page, and for these without them.
 */
async function shopperPage(deps: AppDeps, request: FastifyRequest, rawPath: string, locale: Locale): Promise<ShopperPage | undefined> {
  const cookies = request.headers.cookie;
  if (!cookies || request.method !== 'GET') return undefined;
  const page = storefrontPage(rawPath, '');
  if (page?.kind === 'placeorder') return placeOrderPage(deps, cookies, locale);
  if (page?.kind === 'order') return orderPage(deps, cookies, page.id);
  return undefined;
}

/**
 * Whether a CDN may keep this answer for other visitors (docs/decisions/052-cdn-caching.md): a page that is the
 * same for everyone (data.shared), asked for without a sign-in, at exactly its address: the path and only
 * the parameters the page reads, in the order the shop writes them (pageAddress). Any other query string
 * (`?utm_source=…`, `?fbclid=…`, `?page=1`, filters in another order) would be a new entry in the CDN per
 * variant of the same page, so it is answered privately.
 */
function pageSharing(request: FastifyRequest, data: PageData): Sharing | null {
  if (!data.shared || !isAnonymous(request) || request.url !== data.address) return null;
  if (data.status === 200) return 'found';
  return data.status === 404 ? 'missing' : null;
}

/** Compressed pages by ETag and encoding: the same page is compressed once, not per request. */
const compressedPages = new Map<string, Buffer>();
const COMPRESSED_PAGES_KEPT = 500;
/** Pages being compressed: requests for the same page at the same moment wait for one compression. */
const compressing = new Map<string, Promise<Buffer>>();
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's quality for drawn pages. A product page of 89 KB took 90 ms at quality 9 (and at 11) on the 2-core
 * host, 2–4 ms at 6 for 1.3% more bytes (16,566 against 16,359): with a long tail of products most pages are
 * drawn new, and quality 9 was most of a product page's time under load (docs/decisions/058-stock-and-kept-answers.md).
 * The built scripts and styles, compressed once at build time, keep quality 11.
 */
const PAGE_BROTLI_QUALITY = 6;

/**
 * The page compressed, on libuv's thread pool rather than the event loop, so that it does not stall every
 * request in flight while a sale draws new pages (decision 053).
 */
async function compressed(html: string, etag: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}${etag}`;
  const kept = compressedPages.get(key);
  if (kept) return kept;
  let pending = compressing.get(key);
  if (!pending) {
    pending = (
      encoding === 'br'
        ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length } })
        : gzipped(html, { level: 6 })
    ).then(
      (body) => {
        compressing.delete(key);
        if (compressedPages.size >= COMPRESSED_PAGES_KEPT) compressedPages.delete(compressedPages.keys().next().value!);
        compressedPages.set(key, body);
        return body;
      },
      (error: unknown) => {
        compressing.delete(key);
        throw error;
      },
    );
    compressing.set(key, pending);
  }
  return pending;
}

function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (header ?? '').split(',').map((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
    return { name, q: q ? Number(q[1]) : 1 };
  });
  const allows = (name: string) => accepted.some((a) => (a.name === name || a.name === '*') && a.q > 0);
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/**
 * A page's HTML, compressed (brotli or gzip as the browser accepts; the not-found handler that sends it is
 * not a route, so the global compression hook never sees it) and with a strong ETag of its content, so a
 * browser (or a CDN) that already holds the same page gets a 304. Browsers keep revalidating: stock and
 * prices change. `sharing`: whether a CDN may keep it (pageSharing), else nobody does.
 */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, sharing: Sharing | null): Promise<FastifyReply> {
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.type('text/html; charset=utf-8').header('etag', etag).header('vary', 'accept-encoding');
  if (sharing) shareWithCdn(reply, sharing);
  else keepPrivate(reply);
  const ifNoneMatch = request.headers['if-none-match'];
  if (reply.statusCode === 200 && ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  const encoding = html.length >= 1024 ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(await compressed(html, etag, encoding));
}
