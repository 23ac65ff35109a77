import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../errors.js';
import type { Context } from './context.js';

export interface FieldIssue {
  path: string;
  message: string;
}

function fieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // The shape every tRPC client sees: a message fit to show a person, never a stack trace or SQL.
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : undefined;
      const issues = zodError ? fieldIssues(zodError) : undefined;
      let message = shape.message;
      if (error.code === 'INTERNAL_SERVER_ERROR') message = INTERNAL_ERROR_MESSAGE;
      else if (issues?.length) message = issues[0].message;
      return {
        message,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, issues },
      };
    },
  });

/** Domain functions throw AppError; this turns it into the TRPCError whose code both doors map to a status. */
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

export const customerProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const adminProcedure = customerProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Not authorized as an admin' });
  return next({ ctx });
});
