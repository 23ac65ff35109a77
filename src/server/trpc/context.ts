import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../../drizzle/schema.js';
import type { AppDeps } from '../deps.js';

export interface Context {
  deps: AppDeps;
  /** The signed-in user, loaded fresh on every request so a deleted or demoted user loses access at once. */
  user: UserRow | null;
  /** The client's address (behind a proxy only when TRUST_PROXY is set), for rate limiting. */
  ip: string;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export async function createContext(deps: AppDeps, req: FastifyRequest): Promise<Context> {
  const match = BEARER.exec(req.headers.authorization ?? '');
  let user: UserRow | null = null;
  if (match) {
    const userId = await deps.tokens.verify(match[1]);
    if (userId) user = deps.db.select().from(users).where(eq(users.id, userId)).get() ?? null;
  }
  return { deps, user, ip: req.ip };
}
