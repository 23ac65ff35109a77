import { useSearch } from 'wouter';
import { safeRedirectTarget } from './redirect-target.js';

/** The `?redirect=` target, kept to paths on this shop (never another site); '/' by default. */
export function useRedirectTarget(): string {
  return safeRedirectTarget(new URLSearchParams(useSearch()).get('redirect') ?? '/');
}

/**
 * /login or /register, coming back to `target` afterwards ('/' is the default and needs no mention). The
 * slashes stay readable (`/login?redirect=/profile`); everything else of the target is encoded.
 */
export function withRedirect(path: '/login' | '/register', target: string): string {
  return target === '/' ? path : `${path}?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}
