import { z } from 'zod';
import { newsletterInput } from '../../shared/schemas/user.js';
import { publicProcedure, router } from '../trpc/init.js';
import { subscribe } from './subscribe.js';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/newsletter', tags: ['Newsletter'], summary: 'Subscribe an email address to the newsletter (the same answer if it already was)' } })
    .input(newsletterInput)
    // `subscribed` is always true: the address is on the list, whether it was before or not.
    .output(z.object({ message: z.string(), subscribed: z.boolean() }))
    .mutation(({ ctx, input }) =>
      // Every sign-up counts against the client's address (NEWSLETTER_LIMIT_PER_HOUR), so addresses cannot be
      // added, or probed, in bulk.
      ctx.deps.limiters.newsletter.run([`ip:${ctx.ip}`], async () => subscribe(ctx.deps.db, input.email), true),
    ),
});
