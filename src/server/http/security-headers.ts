import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
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

/** Strict security headers on every response; the CSP allows only the active payment gateway's origins. */
export const securityHeaders = fp<{ gateway: PaymentGatewayName }>(async (app, { gateway }) => {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(gateway) },
    crossOriginEmbedderPolicy: false,
  });
});
