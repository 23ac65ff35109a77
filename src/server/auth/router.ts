import { z } from 'zod';
import { sessionUserOutput } from '../../shared/schemas/user.js';
import { adminProcedure, router } from '../trpc/init.js';
import { toSession } from '../users/user-view.js';

export const TOKEN_KEY_ROTATED = 'Everybody is signed out: the key that signs sign-ins was replaced. You stay signed in here.';

export const authRouter = router({
  rotateTokenKey: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/rotate-token-key',
        tags: ['Users'],
        protect: true,
        summary:
          'Sign everybody out and rotate the key (admin): every session and device cookie stops working; the answer holds a fresh session for the caller. 409 when JWT_SECRET sets the key',
      },
    })
    .input(z.object({}).optional())
    .output(z.object({ message: z.string(), user: sessionUserOutput }))
    .mutation(async ({ ctx }) => {
      ctx.deps.tokens.rotate();
      // The admin who rotated stays signed in, on this browser too (docs/decisions/022-backups-and-token-keys.md).
      ctx.device?.save([await ctx.deps.tokens.issueDevice(ctx.user)]);
      return { message: TOKEN_KEY_ROTATED, user: await toSession(ctx.user, ctx.deps.tokens) };
    }),
});
