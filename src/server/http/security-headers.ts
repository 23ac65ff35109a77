import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { PaymentGatewayName } from '../../shared/payments.js';
import { gatewayCspSources } from '../payments/csp.js';

export function contentSecurityPolicy(gateway: PaymentGatewayName = 'test'): Record<string, string[] | null> {
  const payment = gatewayCspSources(gateway);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...payment.scriptSrc],
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

/** Strict security headers on every response; the CSP allows only the active payment gateway's origins. */
export const securityHeaders = fp<{ gateway: PaymentGatewayName }>(async (app, { gateway }) => {
  const headers = securityHeaderList({ contentSecurityPolicy: { directives: contentSecurityPolicy(gateway) }, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headers) res.setHeader(name, value);
    done();
  });
});
