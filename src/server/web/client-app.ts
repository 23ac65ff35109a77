import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { SHOP_DATA_ELEMENT_ID, type ShopData } from '../../shared/storefront-pages.js';
import type { AppDeps } from '../deps.js';
import { AppError, NOT_FOUND_MESSAGE } from '../errors.js';
import { clientDistDir } from '../paths.js';
import { jsonForScript, renderHead } from './html.js';
import { pageData, type PageData } from './page-data.js';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>
<body><main><h1>The shop's client is not built</h1><p>Run <code>npm run build</code>, then start the server again.</p></main></body></html>`;

const HEAD_START = '<!--shop-head-->';
const HEAD_END = '<!--/shop-head-->';
const DATA_SLOT = '<!--shop-data-->';

type SendPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

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

function render(template: Template, data: PageData): string {
  const shopData: ShopData = { queries: data.queries };
  const dataBlock = data.queries.length
    ? `<script type="application/json" id="${SHOP_DATA_ELEMENT_ID}">${jsonForScript(shopData)}</script>`
    : '';
  return template.beforeHead + renderHead(data.meta) + template.betweenHeadAndData + dataBlock + template.afterData;
}

/**
 * Serves the built React app: hashed files under /assets are cached for a year as immutable, everything
 * else revalidates. Any other GET gets index.html, and for the storefront's browse pages (/, /search,
 * /category, /product) that HTML already carries the page's data and meta tags. The data is a JSON
 * block, never a script that runs, so the strict CSP (script-src 'self') holds. Links in the page are made
 * from PUBLIC_URL, never from the request's Host header.
 */
export const clientApp = fp<{ deps: AppDeps; distDir?: string }>(async (app, { deps, distDir = clientDistDir }) => {
  const sendPage = await pageSender(app, deps, distDir);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    // A missing hashed asset is a 404, never the app's HTML under a script's name.
    if (url.startsWith('/assets/')) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return sendPage(request, reply);
  });
});

async function pageSender(app: FastifyInstance, deps: AppDeps, distDir: string): Promise<SendPage> {
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

  return (request, reply) => {
    const [rawPath, query = ''] = request.url.split('?', 2);
    let data: PageData;
    try {
      data = pageData(deps, rawPath, query ? `?${query}` : '');
    } catch (error) {
      // The page still works without its data: the client fetches it.
      request.log.error({ err: error }, 'could not prepare the page data');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.code(data.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(render(template, data));
  };
}
