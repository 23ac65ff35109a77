import { idInput, messageOutput } from '../../shared/schemas/common.js';
import {
  loginInput,
  profileUpdateInput,
  registerInput,
  sessionUserOutput,
  userListInput,
  userListOutput,
} from '../../shared/schemas/user.js';
import { AppError } from '../errors.js';
import { adminProcedure, customerProcedure, publicProcedure, router } from '../trpc/init.js';
import type { Context } from '../trpc/context.js';
import { authenticate, deleteUser, listUsers, registerUser, updateProfile } from './accounts.js';
import { toSession } from './user-view.js';

const tags = ['Users'];

/** Runs a sign-in or registration attempt, counting refusals per client so guessing in bulk gets 429. */
async function limited<T>(ctx: Context, attempt: () => Promise<T>): Promise<T> {
  ctx.deps.authFailures.assertAllowed(ctx.ip);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError) ctx.deps.authFailures.recordFailure(ctx.ip);
    throw error;
  }
}

export const usersRouter = router({
  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/users/login', tags, summary: 'Sign in; returns the session with a bearer token' } })
    .input(loginInput)
    .output(sessionUserOutput)
    .mutation(({ ctx, input }) =>
      limited(ctx, async () => toSession(await authenticate(ctx.deps.db, input.email, input.password), ctx.deps.tokens)),
    ),

  register: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/users/register', tags, summary: 'Create a customer account; returns the session' } })
    .input(registerInput)
    .output(sessionUserOutput)
    .mutation(({ ctx, input }) => limited(ctx, async () => toSession(await registerUser(ctx.deps.db, input), ctx.deps.tokens))),

  updateProfile: customerProcedure
    .meta({ openapi: { method: 'PUT', path: '/users/profile', tags, protect: true, summary: 'Update your name, email or password' } })
    .input(profileUpdateInput)
    .output(sessionUserOutput)
    .mutation(async ({ ctx, input }) => toSession(await updateProfile(ctx.deps.db, ctx.user, input), ctx.deps.tokens)),

  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/users', tags, protect: true, summary: 'List users, newest first (admin)' } })
    .input(userListInput)
    .output(userListOutput)
    .query(({ ctx, input }) => listUsers(ctx.deps.db, input)),

  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/users/{id}', tags, protect: true, summary: 'Delete a user (admin; not yourself)' } })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      deleteUser(ctx.deps.db, ctx.user, input.id);
      return { message: 'User deleted' };
    }),
});
