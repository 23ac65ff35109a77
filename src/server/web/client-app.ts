import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { pathToFileURL } from 'node:url';
import { SHOP_DATA_ELEMENT_ID, storefrontPage, type PrefetchedQuery, type ShopData } from '../../shared/storefront-pages.js';
import type { AppDeps } from '../deps.js';
import { AppError, NOT_FOUND_MESSAGE } from '../errors.js';
import { clientDistDir, serverRendererFile } from '../paths.js';
import { jsonForScript, renderHead } from './html.js';
import { pageData, type PageData } from './page-data.js';
import { CriticalCss } from './critical-css.js';
import { seoRoutes } from './seo-routes.js';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>
<body><main><h1>The shop's client is not built</h1><p>Run <code>npm run build</code>, then start the server again.</p></main></body></html>`;

const HEAD_START = '<!--shop-head-->';
const HEAD_END = '<!--/shop-head-->';
const DATA_SLOT = '<!--shop-data-->';
const ROOT = '<div id="root"></div>';

type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;
/** src/client/entry-server.tsx: the app drawn to HTML for one URL and its data. */
type RenderApp = (url: string, queries: readonly PrefetchedQuery[]) => Promise<string>;

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
  afterData: string;
}

function splitTemplate(html: string): Template {
  const headStart = html.indexOf(HEAD_START);
  const headEnd = html.indexOf(HEAD_END);
  const data = html.indexOf(DATA_SLOT);
  if (headStart < 0 || headEnd < headStart || data < headEnd) {
    throw new Error(`index.html must hold ${HEAD_START}…${HEAD_END} in its head and ${DATA_SLOT} in its body`);
  }
  return {
    beforeHead: html.slice(0, headStart),
    betweenHeadAndData: html.slice(headEnd + HEAD_END.length, data),
    afterData: html.slice(data + DATA_SLOT.length),
  };
}

function render(template: Template, data: PageData, appHtml: string): string {
  const shopData: ShopData = { queries: data.queries };
  const dataBlock = data.queries.length
    ? `<script type="application/json" id="${SHOP_DATA_ELEMENT_ID}">${jsonForScript(shopData)}</script>`
    : '';
  const body = appHtml ? template.betweenHeadAndData.replace(ROOT, () => `<div id="root">${appHtml}</div>`) : template.betweenHeadAndData;
  return template.beforeHead + renderHead(data.meta) + body + dataBlock + template.afterData;
}

/**
 * Serves the built React app: hashed files under /assets are cached for a year as immutable, everything
 * else revalidates. Any other GET gets index.html, and for the storefront's browse pages (/, /search,
 * /category, /product) that HTML already carries the page's data and meta tags. The data is a JSON
 * block, never a script that runs, so the strict CSP (script-src 'self') holds. Links in the page are made
 * from PUBLIC_URL, never from the request's Host header.
 */
export const clientApp = fp<{ deps: AppDeps; distDir?: string }>(async (app, { deps, distDir = clientDistDir }) => {
  await app.register(seoRoutes, { deps });
  // The header's search form, sent before (or without) JavaScript: /search?q=kurta → /search/kurta.
  app.get<{ Querystring: { q?: string } }>('/search', (request, reply) => {
    const keyword = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, 100) : '';
    return reply.redirect(keyword ? `/search/${encodeURIComponent(keyword)}` : '/', 303);
  });
  // The server renderer belongs to the built client: a test's stand-in client has none.
  const renderApp = await loadRenderer(distDir === clientDistDir ? serverRendererFile : undefined);
  const sendPage = await pageSender(app, deps, distDir, renderApp);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    // A missing hashed asset is a 404, never the app's HTML under a script's name.
    if (url.startsWith('/assets/')) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return sendPage(request, reply);
  });
});

async function pageSender(app: FastifyInstance, deps: AppDeps, distDir: string, renderApp: RenderApp | undefined): Promise<SendPage> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PLACEHOLDER);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });
  const html = readFileSync(indexFile, 'utf8');
  const template = splitTemplate(html);
  const criticalCss = renderApp ? new CriticalCss(distDir) : undefined;

  return async (request, reply) => {
    const [rawPath, query = ''] = request.url.split('?', 2);
    let data: PageData;
    try {
      data = pageData(deps, rawPath, query ? `?${query}` : '');
    } catch (error) {
      // The page still works without its data: the client fetches it.
      request.log.error({ err: error }, 'could not prepare the page data');
      return sendHtml(request, reply, html);
    }
    let appHtml = '';
    if (data.render && renderApp) {
      try {
        appHtml = await renderApp(request.url, data.queries);
      } catch (error) {
        // The browser draws the page instead, from the same data.
        request.log.error({ err: error }, 'could not render the page on the server');
      }
    }
    let page = render(template, data, appHtml);
    const kind = storefrontPage(rawPath, query ? `?${query}` : '')?.kind;
    if (appHtml && criticalCss && kind) {
      page = await criticalCss.apply(page, kind, kind === 'product' || appHtml.includes('data-testid="product-card"'));
    }
    return sendHtml(request, reply.code(data.status), page);
  };
}

/** Compressed pages by ETag and encoding: the same page is compressed once, not per request. */
const compressedPages = new Map<string, Buffer>();
const COMPRESSED_PAGES_KEPT = 500;

function compressed(html: string, etag: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}${etag}`;
  let body = compressedPages.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length } })
        : gzipSync(html, { level: 9 });
    if (compressedPages.size >= COMPRESSED_PAGES_KEPT) compressedPages.delete(compressedPages.keys().next().value!);
    compressedPages.set(key, body);
  }
  return body;
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
 * browser that already holds the same page gets a 304. `no-cache` keeps it revalidating: stock and prices
 * change.
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag).header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (reply.statusCode === 200 && ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  const encoding = html.length >= 1024 ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(compressed(html, etag, encoding));
}
