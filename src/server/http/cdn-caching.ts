import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may keep an answer (docs/decisions/052-cdn-caching.md).
 *
 * A visitor's storefront page or catalogue read is the same for everybody who asks without a sign-in, so a
 * CDN may keep it for a minute and serve it stale for ten more while it asks again; the CDN is told which
 * pages changed (src/server/cdn/). Browsers keep nothing (`max-age=0`) and revalidate with the ETag, as
 * before: a browser's copy cannot be purged. The two are said apart: `Cache-Control` for browsers and other
 * shared caches, `CDN-Cache-Control` (RFC 9213) for the CDN, because `s-maxage` forbids a shared cache to serve
 * stale (RFC 9111 §5.2.2.10), so `stale-while-revalidate` only works where `s-maxage` is not.
 *
 * Everything else is `private, no-store`: whatever answers a request with a sign-in (an Authorization header,
 * or any cookie of the shop's), any request that is not a GET or HEAD, any answer that sets a cookie or is a
 * 5xx, and any answer that says nothing itself. The one exception: files whose address changes with their
 * content (built assets, uploads), which stay `immutable` for a year.
 */
export const SHARED_FOUND = { cacheControl: 'public, max-age=0, s-maxage=60', cdnCacheControl: 'public, max-age=60, stale-while-revalidate=600' } as const;
/** A storefront page that does not exist (an unknown product): kept a minute, never served stale. */
export const SHARED_MISSING = { cacheControl: 'public, max-age=0, s-maxage=60', cdnCacheControl: 'public, max-age=60' } as const;
export const NOT_STORED = 'private, no-store';

/** Every cookie the shop sets starts with this (the device cookie, auth/device-cookie.ts). */
export const SHOP_COOKIE_PREFIX = 'shop_';
const SHOP_COOKIE = new RegExp(`(?:^|;)\\s*${SHOP_COOKIE_PREFIX}[^=;]*=`);

/** Whether a request carries no sign-in of any kind: no Authorization header and no cookie of the shop's. */
export function isAnonymous(request: FastifyRequest): boolean {
  return request.headers.authorization === undefined && !SHOP_COOKIE.test(request.headers.cookie ?? '');
}

export type Sharing = 'found' | 'missing';

/**
 * The procedures whose answer to an anonymous caller is the same for everyone and public: the catalogue
 * (products, a product with its reviews, the top products, suggestions, categories), the settings every page
 * shows and the policy pages. Only these are kept by a CDN, over REST and over tRPC GET; anything else
 * (a cart, an order, a profile, an admin list, a guest's order link) is private whoever asks.
 */
export const CATALOGUE_READS: ReadonlySet<string> = new Set([
  'products.list',
  'products.suggest',
  'products.top',
  'products.byId',
  'categories.list',
  'settings.get',
  'pages.get',
]);

function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!current.split(',').some((part) => part.trim().toLowerCase() === name)) reply.header('vary', current ? `${current}, ${name}` : name);
}

/**
 * The answer may be kept by the CDN: the caller has checked that the request is anonymous and that its URL is
 * one the page or read is always asked for by (no parameter it ignores).
 */
export function shareWithCdn(reply: FastifyReply, sharing: Sharing = 'found'): FastifyReply {
  const headers = sharing === 'found' ? SHARED_FOUND : SHARED_MISSING;
  // Answers come brotli, gzip or plain by Accept-Encoding: a cache must keep them apart.
  addVary(reply, 'accept-encoding');
  return reply.header('cache-control', headers.cacheControl).header('cdn-cache-control', headers.cdnCacheControl);
}

/** Nobody keeps the answer. */
export function keepPrivate(reply: FastifyReply): FastifyReply {
  reply.removeHeader('cdn-cache-control');
  return reply.header('cache-control', NOT_STORED);
}

function headerText(value: ReturnType<FastifyReply['getHeader']>): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

const READS = new Set(['GET', 'HEAD']);

/** The safety net under every answer, whichever route made it: see the comment at the top. */
export const cdnCaching = fp(async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    const cacheControl = headerText(reply.getHeader('cache-control'));
    // Hashed assets and uploads: the same bytes for everyone at an address that changes with them.
    if (cacheControl !== undefined && /\bimmutable\b/.test(cacheControl)) return done(null, payload);
    const personal = !READS.has(request.method) || !isAnonymous(request) || reply.getHeader('set-cookie') !== undefined || reply.statusCode >= 500;
    if (personal) {
      reply.removeHeader('cdn-cache-control');
      if (cacheControl === undefined || !/\b(private|no-store)\b/.test(cacheControl)) reply.header('cache-control', NOT_STORED);
    } else if (cacheControl === undefined) {
      reply.header('cache-control', NOT_STORED);
    }
    done(null, payload);
  });
});
