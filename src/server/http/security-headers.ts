import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { PaymentGatewayName } from '../../shared/payments.js';
import { gatewayCspSources } from '../payments/csp.js';
import { PAGE_LOADER_CSP_SOURCE } from '../web/page-scripts.js';

export function contentSecurityPolicy(gateway: PaymentGatewayName = 'test'): Record<string, string[] | null> {
  const payment = gatewayCspSources(gateway);
  return {
    defaultSrc: ["'self'"],
    // The one inline script: a server-drawn page's loader of its scripts, by its hash (web/page-scripts.ts).
    scriptSrc: ["'self'", ...payment.scriptSrc, PAGE_LOADER_CSP_SOURCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...payment.imgSrc],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...payment.connectSrc],
    ...(payment.frameSrc.length > 0 ? { frameSrc: ["'self'", ...payment.frameSrc] } : {}),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Owners often serve plain http on a LAN address; upgrading would break every asset there.
    upgradeInsecureRequests: null,
  };
}

/**
 * The headers helmet sets, worked out once: none of them depends on the request (no nonces), so running
 * helmet's middleware chain on every response (as @fastify/helmet does, parsing the CSP each time) would
 * only spend the time of the busiest reads.
 */
export function securityHeaderList(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * The headers that mean something on a script or stylesheet. The rest (the CSP, frame options, HSTS, the
 * opener and agent-cluster policies…) govern documents only; a page's scripts and stylesheets are
 * governed by the CSP of the page that loads them. So is the referrer policy: a script or stylesheet
 * without one fetches what it imports under the page's (no-referrer), and ours import only the shop's own
 * files. On a phone over HTTP/1.1 each header is sent with every file again: about 700 bytes a file, 4 to
 * 14 KB on a storefront page's first visit (docs/decisions/019-page-weight.md).
 */
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

/** The built client's hashed scripts and stylesheets (client-app.ts serves them as immutable). */
const BUILT_ASSETS = '/assets/';

/**
 * Strict security headers on every response; the CSP allows only the active payment gateway's origins.
 * The built scripts and stylesheets carry only the headers that apply to them.
 */
export const securityHeaders = fp<{ gateway: PaymentGatewayName }>(async (app, { gateway }) => {
  const headers = securityHeaderList({ contentSecurityPolicy: { directives: contentSecurityPolicy(gateway) }, crossOriginEmbedderPolicy: false });
  const assetHeaders = headers.filter(([name]) => SUBRESOURCE_HEADERS.has(name));
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of request.url.startsWith(BUILT_ASSETS) ? assetHeaders : headers) res.setHeader(name, value);
    done();
  });
});
