import { z } from 'zod';
import { idInput, messageOutput } from '../../shared/schemas/common.js';
import {
  emailProofInput,
  emailProofOutput,
  guestAccountInput,
  guestAccountOutput,
  loginInput,
  profileUpdateInput,
  registerInput,
  sessionUserOutput,
  userDetailInput,
  userDetailOutput,
  userListInput,
  userListOutput,
  userOutput,
  userRoleInput,
} from '../../shared/schemas/user.js';
import { adminProcedure, customerProcedure, publicProcedure, router } from '../trpc/init.js';
import { passwordCheckKeys, signIn } from '../auth/sign-in.js';
import { deleteUser, endAllSessions, listUsers, registerUser, setAdmin, updateProfile } from './accounts.js';
import { confirmEmailProof, createGuestAccount, offerGuestOrders, resendEmailProof } from './guest-takeover.js';
import { userDetails } from './user-details.js';
import { toSession, toUser } from './user-view.js';

const tags = ['Users'];

export const usersRouter = router({
  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/users/login', tags, summary: 'Sign in; returns the session with a bearer token, and sets a device cookie that exempts this browser from the per-account failure limit' } })
    .input(loginInput)
    .output(sessionUserOutput)
    .mutation(async ({ ctx, input }) => {
      const { user, deviceTokens } = await signIn(ctx.deps, input, { ip: ctx.ip, deviceTokens: ctx.device?.tokens ?? [] });
      ctx.device?.save(deviceTokens);
      return toSession(user, ctx.deps.tokens);
    }),

  register: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/users/register', tags, summary: 'Create a customer account; returns the session' } })
    .input(registerInput)
    .output(sessionUserOutput)
    .mutation(({ ctx, input }) =>
      // Every registration counts, successful ones too: accounts are cheap to make and reviews need accounts.
      ctx.deps.limiters.registrations.run(
        [`ip:${ctx.ip}`],
        async () => {
          const user = await registerUser(ctx.deps.db, input);
          // Guests' orders with this address join the account once it proves the address is its own.
          offerGuestOrders(ctx.deps, user);
          return toSession(user, ctx.deps.tokens);
        },
        true,
      ),
    ),

  guestAccount: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/guest-account',
        tags,
        summary:
          'After a guest order: set a password to make an account with the order’s e-mail and name, through the order’s private link `token`; the order joins the account at once, other guest orders with the e-mail once the address is confirmed. Returns the session',
      },
    })
    .input(guestAccountInput)
    .output(guestAccountOutput)
    .mutation(({ ctx, input }) =>
      ctx.deps.limiters.registrations.run(
        [`ip:${ctx.ip}`],
        async () => {
          const { user, proofSent } = await createGuestAccount(ctx.deps, input.token, input.password);
          return { ...(await toSession(user, ctx.deps.tokens)), proofSent };
        },
        true,
      ),
    ),

  confirmEmail: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/email-proof',
        tags,
        summary: 'Confirm an account’s e-mail with the link sent to it (`token`): the guest orders placed with the address join the account',
      },
    })
    .input(emailProofInput)
    .output(emailProofOutput)
    .mutation(({ ctx, input }) => confirmEmailProof(ctx.deps, input.token)),

  sendEmailProof: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/email-proof/send',
        tags,
        protect: true,
        summary: 'Send your e-mail address a new link that moves the guest orders placed with it into your account',
      },
    })
    .input(z.object({}).optional())
    .output(messageOutput)
    .mutation(({ ctx }) => resendEmailProof(ctx.deps, ctx.user)),

  updateProfile: customerProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/users/profile',
        tags,
        protect: true,
        summary: 'Update your name, email or password (email and password need currentPassword and sign out your other sessions)',
      },
    })
    .input(profileUpdateInput)
    .output(sessionUserOutput)
    .mutation(async ({ ctx, input }) => {
      const change = () => updateProfile(ctx.deps.db, ctx.user, input);
      // A request that carries the current password is a password check, limited like a sign-in.
      const user = input.currentPassword ? await ctx.deps.limiters.passwordChecks.run(passwordCheckKeys(ctx.ip, ctx.user.email), change) : await change();
      return toSession(user, ctx.deps.tokens);
    }),

  logoutAll: customerProcedure
    .meta({ openapi: { method: 'POST', path: '/users/logout-all', tags, protect: true, summary: 'Sign out everywhere: every token of your account stops working' } })
    .input(z.object({}).optional())
    .output(messageOutput)
    .mutation(({ ctx }) => {
      endAllSessions(ctx.deps.db, ctx.user.id);
      return { message: 'Signed out on every device' };
    }),

  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/users', tags, protect: true, summary: 'List users, newest first (admin)' } })
    .input(userListInput)
    .output(userListOutput)
    .query(({ ctx, input }) => listUsers(ctx.deps.db, input)),

  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/users/{id}', tags, protect: true, summary: 'A user with a page of their orders, newest first, and what they spent: paid orders less refunds (admin)' } })
    .input(userDetailInput)
    .output(userDetailOutput)
    .query(({ ctx, input }) => userDetails(ctx.deps.db, input.id, input)),

  setRole: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/users/{id}/role',
        tags,
        protect: true,
        summary: 'Make a user an admin or a customer; signs them out everywhere (admin; never yourself to customer, never the last admin)',
      },
    })
    .input(userRoleInput)
    .output(userOutput)
    .mutation(({ ctx, input }) => toUser(setAdmin(ctx.deps.db, { id: input.id }, input.role === 'admin', ctx.user).user)),

  delete: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/users/{id}', tags, protect: true, summary: 'Delete a user (admin; not yourself)' } })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      deleteUser(ctx.deps.db, ctx.user, input.id);
      return { message: 'User deleted' };
    }),
});
