import { useSearch } from 'wouter';

/** The `?redirect=` target, kept to paths on this shop (never another site); '/' by default. */
export function useRedirectTarget(): string {
  const target = new URLSearchParams(useSearch()).get('redirect') ?? '';
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}

/**
 * /login or /register, coming back to `target` afterwards ('/' is the default and needs no mention). The
 * slashes stay readable (`/login?redirect=/profile`); everything else of the target is encoded.
 */
export function withRedirect(path: '/login' | '/register', target: string): string {
  return target === '/' ? path : `${path}?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}
