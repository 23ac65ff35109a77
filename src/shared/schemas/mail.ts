import { z } from 'zod';
import { isoDate, pageInfo, pagingInput } from './common.js';

/** `true` or `false` as a JSON boolean or a query-string word. */
const booleanParam = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());

/** GET /api/mail (admin): the outbox, newest first; `unsent=true` keeps only the messages not sent yet. */
export const mailListInput = z.object({
  unsent: booleanParam.optional(),
  /** The page, as `page` (the admin screens' address) or `pageNumber` (like the other lists). */
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').optional(),
  ...pagingInput,
});

export const MAIL_STATUSES = ['sent', 'pending', 'failed', 'held'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutput = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What the message is about, e.g. 'order_placed'. */
  kind: z.string(),
  orderId: z.string().nullable(),
  /** The number people quote for that order ('RS-10001'), or null when the message is about none. */
  orderNumber: z.string().nullable(),
  /**
   * sent; pending (not tried yet, or waiting); failed (the last attempt failed, it will be tried again);
   * held (over ORDER_MAIL_LIMIT_PER_DAY: kept, and sent only when an admin sends it again).
   */
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** Why the last attempt failed, or why the message is held. */
  lastError: z.string().nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
  /** Null once sent, and for a held message (it is never tried by itself). */
  nextAttemptAt: isoDate.nullable(),
});
export type OutboxMail = z.infer<typeof mailOutput>;

export const mailListOutput = z.object({
  mail: z.array(mailOutput),
  /** Whether the shop can send mail at all (SMTP_URL set); without it every message stays here. */
  mailConfigured: z.boolean(),
  ...pageInfo,
});

/** GET /api/mail/{id} (admin): one message with its text and its HTML, which the admin area shows only in a sandboxed frame. */
export const mailDetailOutput = mailOutput.extend({
  text: z.string(),
  /** Made from text shoppers chose (names, addresses): never put into a page, only into a sandboxed frame. */
  html: z.string(),
  mailConfigured: z.boolean(),
});
export type OutboxMailDetail = z.infer<typeof mailDetailOutput>;
