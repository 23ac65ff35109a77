import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserRow } from '../../../drizzle/schema.js';
import { requireAdmin, requireUser, userFromAuthorization } from '../auth/session.js';
import type { AppDeps } from '../deps.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUserHook / requireAdminHook on the plain routes that use them. */
    user: UserRow | null;
  }
}

type Check = (user: UserRow | null) => UserRow;

const hook =
  (deps: AppDeps, check: Check): preHandlerAsyncHookHandler =>
  async (request: FastifyRequest) => {
    request.user = check(await userFromAuthorization(deps, request.headers.authorization));
  };

/** preHandlers for plain Fastify routes: the same checks the tRPC base procedures make. */
export const requireUserHook = (deps: AppDeps) => hook(deps, requireUser);
export const requireAdminHook = (deps: AppDeps) => hook(deps, requireAdmin);
