import { z } from 'zod';
import { isoDate, pageInfo, pagingInput } from './common.js';
import { emailSchema } from './user.js';

/** GET /api/newsletter (admin): subscribers, newest first; `keyword` is any part of the address. */
export const newsletterListInput = z.object({
  keyword: z.string().trim().max(100).optional(),
  ...pagingInput,
});

export const subscriberOutput = z.object({ email: z.string(), createdAt: isoDate });
export type Subscriber = z.infer<typeof subscriberOutput>;

export const newsletterListOutput = z.object({ subscribers: z.array(subscriberOutput), ...pageInfo });

/** DELETE /api/newsletter/{email} (admin). */
export const newsletterRemoveInput = z.object({ email: emailSchema });
