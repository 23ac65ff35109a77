/**
 * Who is asking, for every door: the tRPC base procedures, the REST API (the same procedures) and the plain
 * Fastify routes (upload, invoices) all resolve the caller here and check roles with requireUser/requireAdmin.
 */
import { users, type UserRow } from '../../../drizzle/schema.js';
import { rowShape } from '../db/table-rows.js';
import { prepared } from '../db/prepared-statements.js';
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
  const shape = rowShape(users);
  const raw = prepared(deps.db.$client, `select ${shape.columns} from ${shape.table} where id = ?`).raw().get(claims.userId) as unknown[] | undefined;
  const user = raw && shape.read(raw);
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
