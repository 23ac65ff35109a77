import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { requireAdmin, requireUser } from '../auth/session.js';
import { toErrorResponse } from '../errors.js';
import { inShopperLanguage } from '../i18n/shopper-messages.js';
import type { Context } from './context.js';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // tRPC's envelope around the shop's one error answer (src/server/errors.ts): the same message and field
    // issues as the REST API gives, never a stack trace or SQL.
    // In the storefront's language when it asked for one (docs/decisions/057-storefront-languages.md).
    errorFormatter({ shape, error, ctx }) {
      const { body } = toErrorResponse(error);
      const locale = ctx?.locale ?? 'en';
      const issues = body.issues?.map((issue) => ({ ...issue, message: inShopperLanguage(locale, issue.message) }));
      return {
        message: inShopperLanguage(locale, body.message),
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, issues },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Domain functions throw AppError, itself a TRPCError with the shop's code, so no middleware translates it.
 * A change's `message` (review added, subscribed) is answered in the storefront's language when it asked for
 * one (docs/decisions/057-storefront-languages.md), as its errors are (errorFormatter).
 */
export const publicProcedure = t.procedure.use(async ({ ctx, type, next }) => {
  const result = await next();
  const locale = ctx.locale;
  if (type !== 'mutation' || !result.ok || !locale || locale === 'en') return result;
  const data: unknown = result.data;
  if (!data || typeof data !== 'object' || !('message' in data) || typeof data.message !== 'string') return result;
  return { ...result, data: { ...data, message: inShopperLanguage(locale, data.message) } };
});

export const customerProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, user: requireUser(ctx.user) } }));

export const adminProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, user: requireAdmin(ctx.user) } }));

/**
 * The procedure without the check of every answer against its output schema. The schema stays declared
 * (it makes the OpenAPI document and the client's types); only the per-request parse goes. For the busiest
 * public reads alone, whose answers are built field by field from fixed column lists, so there is nothing
 * to strip: tests parse each such answer with its schema and find it unchanged
 * (docs/decisions/017-read-path-speed.md).
 *
 * tRPC has no public switch for this: its `.output()` adds one middleware marked `_type: 'output'`, and
 * that one is taken out of the procedure's list. Exactly one must go, or the shop refuses to start: a tRPC
 * release that renames the mark (none found) or adds a second check must fail loudly, not leave every
 * answer parsed again or half checked (docs/decisions/028-public-trpc-call.md).
 */
export function withoutOutputCheck<T>(procedure: T): T {
  const middlewares = (procedure as { _def?: { middlewares?: { _type?: unknown }[] } })._def?.middlewares;
  const outputChecks = middlewares?.filter((middleware) => middleware._type === 'output').length ?? 0;
  if (!middlewares || outputChecks !== 1) {
    throw new Error(`withoutOutputCheck: expected exactly one output check among the procedure's middlewares, found ${outputChecks}`);
  }
  middlewares.splice(
    middlewares.findIndex((middleware) => middleware._type === 'output'),
    1,
  );
  return procedure;
}
