import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../../drizzle/schema.js';
import { userFromAuthorization } from '../auth/session.js';
import type { AppDeps } from '../deps.js';

export interface Context {
  deps: AppDeps;
  /** The signed-in user, loaded fresh on every request so a deleted or demoted user loses access at once. */
  user: UserRow | null;
  /** The client's address (from X-Forwarded-For only through the proxies TRUST_PROXY names), for rate limiting. */
  ip: string;
}

export async function createContext(deps: AppDeps, req: FastifyRequest): Promise<Context> {
  return { deps, user: await userFromAuthorization(deps, req.headers.authorization), ip: req.ip };
}
