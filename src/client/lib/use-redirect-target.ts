import { useSearch } from 'wouter';
import { safeRedirectTarget } from './redirect-target.js';

/**
 * The `?redirect=` target, kept to paths on this shop (never another site); '/' by default. Apart from
 * withRedirect, which every page's guard needs: only the sign-in and register pages load the check.
 */
export function useRedirectTarget(): string {
  return safeRedirectTarget(new URLSearchParams(useSearch()).get('redirect') ?? '/');
}
