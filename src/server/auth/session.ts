/**
 * Who is asking, for every door: the tRPC base procedures, the REST API (the same procedures) and the plain
 * Fastify routes (upload, invoices) all resolve the caller here and check roles with requireUser/requireAdmin.
 */
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../../drizzle/schema.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const ADMIN_REQUIRED = 'Not authorized as an admin';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The user a bearer token belongs to, loaded fresh: a deleted user, a token of an older session
 * generation (password changed, signed out everywhere, promoted or demoted) or a bad token is nobody.
 */
export async function userFromAuthorization(deps: AppDeps, authorization: string | undefined): Promise<UserRow | null> {
  const match = BEARER.exec(authorization ?? '');
  if (!match) return null;
  const claims = await deps.tokens.verify(match[1]);
  if (!claims) return null;
  const user = deps.db.select().from(users).where(eq(users.id, claims.userId)).get();
  return user && user.sessionVersion === claims.sessionVersion ? user : null;
}

export function requireUser(user: UserRow | null): UserRow {
  if (!user) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
  return user;
}

export function requireAdmin(user: UserRow | null): UserRow {
  const signedIn = requireUser(user);
  if (!signedIn.isAdmin) throw new AppError('FORBIDDEN', ADMIN_REQUIRED);
  return signedIn;
}
