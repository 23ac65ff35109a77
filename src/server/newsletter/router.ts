import { z } from 'zod';
import { messageOutput } from '../../shared/schemas/common.js';
import { newsletterListInput, newsletterListOutput, newsletterRemoveInput } from '../../shared/schemas/newsletter.js';
import { newsletterInput } from '../../shared/schemas/user.js';
import { adminProcedure, publicProcedure, router } from '../trpc/init.js';
import { listSubscribers, removeSubscriber } from './subscribers.js';
import { subscribe } from './subscribe.js';

const tags = ['Newsletter'];

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/newsletter', tags, summary: 'Subscribe an email address to the newsletter (the same answer if it already was)' } })
    .input(newsletterInput)
    // `subscribed` is always true: the address is on the list, whether it was before or not.
    .output(z.object({ message: z.string(), subscribed: z.boolean() }))
    .mutation(({ ctx, input }) =>
      // Every sign-up counts against the client's address (NEWSLETTER_LIMIT_PER_HOUR), so addresses cannot be
      // added, or probed, in bulk.
      ctx.deps.limiters.newsletter.run([`ip:${ctx.ip}`], async () => subscribe(ctx.deps.db, input.email), true),
    ),

  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/newsletter', tags, protect: true, summary: 'Newsletter subscribers, newest first; keyword finds any part of the address (admin)' } })
    .input(newsletterListInput)
    .output(newsletterListOutput)
    .query(({ ctx, input }) => listSubscribers(ctx.deps.db, input)),

  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/newsletter/{email}', tags, protect: true, summary: 'Take an address off the newsletter list (admin)' } })
    .input(newsletterRemoveInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      removeSubscriber(ctx.deps.db, input.email);
      return { message: 'Subscriber removed' };
    }),
});
