import { notifications } from '@mantine/notifications';
import { navigate } from 'wouter/use-browser-location';
import * as m from '@messages/session';
import { BASE, LANGUAGE } from '@messages/locale';
import { localePath } from '../../../shared/i18n/locales.js';
import { withRedirect } from '../../lib/redirect.js';
import { getSession } from '../../state/session.js';
import { signOut } from './sign-out.js';

export const SESSION_EXPIRED_MESSAGE = m.sessionExpired;
const SESSION_EXPIRED_TOAST_ID = 'session-expired';

/** Refusals that were a session running out: the expiry toast has said it, so no second toast repeats it. */
const expiryErrors = new WeakSet<object>();

export const isSessionExpiry = (error: unknown): boolean => typeof error === 'object' && error !== null && expiryErrors.has(error);

/** A call dropped because its person's session ended before the answer came: nothing to tell, nothing to retry. */
export const markSessionEnded = (error: object): void => {
  expiryErrors.add(error);
};

/**
 * A call was answered 401. Sent with `token` (the session of the moment), that means the server no longer
 * accepts the session: it expired, was revoked, or its person was deleted. The browser is then signed out,
 * told so once (several calls failing together find the session already gone), and taken to /login, which
 * brings the person back here afterwards. Sent without a session it is just a refusal, such as a wrong
 * password at /login, and is left to the caller. Returns whether `error` was a session expiry.
 */
export function noticeUnauthorized(token: string | undefined, error: object): boolean {
  if (!token) return false;
  expiryErrors.add(error);
  if (getSession()?.token !== token) return true;
  // The browser's own location, outside the router: the page's path without the language's base (/hi), and
  // /login in the page's language.
  const { pathname, search } = window.location;
  const base: string = BASE;
  const path = base && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) || '/' : pathname;
  const here = `${path}${search}`;
  signOut();
  notifications.show({ id: SESSION_EXPIRED_TOAST_ID, color: 'orange', message: SESSION_EXPIRED_MESSAGE });
  if (!path.startsWith('/login')) navigate(localePath(LANGUAGE, withRedirect('/login', here)));
  return true;
}
