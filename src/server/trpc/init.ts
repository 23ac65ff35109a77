import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { requireAdmin, requireUser } from '../auth/session.js';
import { AppError, toErrorResponse } from '../errors.js';
import type { Context } from './context.js';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // tRPC's envelope around the shop's one error answer (src/server/errors.ts): the same message and field
    // issues as the REST API gives, never a stack trace or SQL.
    errorFormatter({ shape, error }) {
      const { body } = toErrorResponse(error);
      return {
        message: body.message,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, issues: body.issues },
      };
    },
  });

/** Domain functions throw AppError; this turns it into the TRPCError whose code carries the same status. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(appErrors);

export const customerProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, user: requireUser(ctx.user) } }));

export const adminProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, user: requireAdmin(ctx.user) } }));

/**
 * The procedure without the check of every answer against its output schema. The schema stays declared
 * (it makes the OpenAPI document and the client's types); only the per-request parse goes. For the busiest
 * public reads alone, whose answers are built field by field from fixed column lists, so there is nothing
 * to strip: tests parse each such answer with its schema and find it unchanged
 * (docs/decisions/017-read-path-speed.md).
 */
export function withoutOutputCheck<T>(procedure: T): T {
  const def = (procedure as { _def: { middlewares: { _type?: string }[] } })._def;
  def.middlewares = def.middlewares.filter((middleware) => middleware._type !== 'output');
  return procedure;
}
