import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { withRedirect } from '../lib/redirect.js';
import { useSession } from '../state/session.js';

/** Signed-in pages: without a session, off to /login (replacing this entry), coming back here after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  if (!session) return <Redirect to={withRedirect('/login', search ? `${location}?${search}` : location)} replace />;
  return <>{children}</>;
}

/** Admin pages: no session, or not an admin, means /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session?.isAdmin) return <Redirect to="/login" replace />;
  return <>{children}</>;
}
