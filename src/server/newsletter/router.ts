import { z } from 'zod';
import { newsletterInput } from '../../shared/schemas/user.js';
import { publicProcedure, router } from '../trpc/init.js';
import { subscribe } from './subscribe.js';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/newsletter', tags: ['Newsletter'], summary: 'Subscribe an email address to the newsletter' } })
    .input(newsletterInput)
    .output(z.object({ message: z.string(), subscribed: z.boolean() }))
    .mutation(({ ctx, input }) => subscribe(ctx.deps.db, input.email)),
});
