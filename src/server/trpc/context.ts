import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../../drizzle/schema.js';
import { deviceCookie, type DeviceCookie } from '../auth/device-cookie.js';
import { userFromAuthorization } from '../auth/session.js';
import type { AppDeps } from '../deps.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { requestLocale } from '../i18n/shopper-messages.js';

export interface Context {
  deps: AppDeps;
  /** The signed-in user, loaded fresh on every request so a deleted or demoted user loses access at once. */
  user: UserRow | null;
  /** The client's address (from X-Forwarded-For only through the proxies TRUST_PROXY names), for rate limiting. */
  ip: string;
  /** The browser's device cookie (auth/device-cookie.ts); absent for calls made inside the server. */
  device?: DeviceCookie;
  /** The language the storefront asked to be answered in (`x-shop-language`); English when not said. */
  locale?: Locale;
}

/** `cookiePath`: where the device cookie is sent back to, for the door the call came through (DEVICE_COOKIE_PATH). */
export async function createContext(deps: AppDeps, req: FastifyRequest, reply: FastifyReply, cookiePath: string): Promise<Context> {
  return {
    deps,
    user: await userFromAuthorization(deps, req.headers.authorization),
    ip: req.ip,
    device: deviceCookie(req, reply, cookiePath),
    locale: requestLocale(req),
  };
}
