import { notifications } from '@mantine/notifications';
import { navigate } from 'wouter/use-browser-location';
import { withRedirect } from '../../lib/redirect.js';
import { getSession } from '../../state/session.js';
import { signOut } from './sign-out.js';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
const SESSION_EXPIRED_TOAST_ID = 'session-expired';

/** Refusals that were a session running out: the expiry toast has said it, so no second toast repeats it. */
const expiryErrors = new WeakSet<object>();

export const isSessionExpiry = (error: unknown): boolean => typeof error === 'object' && error !== null && expiryErrors.has(error);

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
  const here = `${window.location.pathname}${window.location.search}`;
  signOut();
  notifications.show({ id: SESSION_EXPIRED_TOAST_ID, color: 'orange', message: SESSION_EXPIRED_MESSAGE });
  if (!window.location.pathname.startsWith('/login')) navigate(withRedirect('/login', here));
  return true;
}
