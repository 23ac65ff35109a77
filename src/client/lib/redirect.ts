/**
 * /login or /register, coming back to `target` afterwards ('/' is the default and needs no mention). The
 * slashes stay readable (`/login?redirect=/profile`); everything else of the target is encoded. The pages
 * read it back through useRedirectTarget (use-redirect-target.ts).
 */
export function withRedirect(path: '/login' | '/register', target: string): string {
  return target === '/' ? path : `${path}?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}
