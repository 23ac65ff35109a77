/**
 * The device cookie: after a successful sign-in the browser keeps a signed device token for that account, and
 * a later sign-in to the same account that presents it is not held to the per-account failure limit, so
 * nobody can lock the owner out of their own browser by failing sign-ins on purpose (the per-address limit
 * still applies). docs/decisions/022-backups-and-token-keys.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TOKEN_DAYS } from './tokens.js';

export const DEVICE_COOKIE = 'shop_device';
/** Accounts one browser is remembered for (a family computer); the newest sign-in first. */
export const MAX_DEVICE_TOKENS = 5;
const TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const SEPARATOR = '~';

/** The device tokens a request carries, and how to give the browser new ones with the answer. */
export interface DeviceCookie {
  tokens: string[];
  save(tokens: string[]): void;
}

/** One cookie's value from a Cookie header (`a=1; b=2`, RFC 6265 §5.4); the first of that name wins. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}

/**
 * Where the browser sends the cookie back: only to the sign-in of the door that set it (tRPC for the shop's
 * own pages, the REST login for API clients), not with every page and image.
 */
export const DEVICE_COOKIE_PATH = { trpc: '/trpc', rest: '/api/users/login' } as const;

/** The device cookie of one request; `path` is one of DEVICE_COOKIE_PATH. */
export function deviceCookie(request: FastifyRequest, reply: FastifyReply, path: string): DeviceCookie {
  const tokens = (cookieValue(request.headers.cookie, DEVICE_COOKIE) ?? '')
    .split(SEPARATOR)
    .filter((token) => token.length < 2048 && TOKEN.test(token))
    .slice(0, MAX_DEVICE_TOKENS);
  return {
    tokens,
    save(next) {
      const attributes = [
        `${DEVICE_COOKIE}=${next.slice(0, MAX_DEVICE_TOKENS).join(SEPARATOR)}`,
        `Path=${path}`,
        `Max-Age=${DEVICE_TOKEN_DAYS * 24 * 60 * 60}`,
        'HttpOnly',
        'SameSite=Strict',
      ];
      // request.protocol is https behind a TLS proxy that TRUST_PROXY names (X-Forwarded-Proto).
      if (request.protocol === 'https') attributes.push('Secure');
      reply.header('set-cookie', attributes.join('; '));
    },
  };
}
