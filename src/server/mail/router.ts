import type { OutboxMail } from '../../shared/schemas/mail.js';
import { mailListInput, mailListOutput } from '../../shared/schemas/mail.js';
import { adminProcedure, router } from '../trpc/init.js';
import { listOutbox, type MailRow } from './outbox.js';

/** A row as an admin reads it: its body stays on the server (it holds the customer's details). */
function toOutboxMail(row: MailRow): OutboxMail {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    orderId: row.orderId,
    status: row.sentAt ? 'sent' : row.lastError ? 'failed' : 'pending',
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    nextAttemptAt: row.sentAt ? null : row.nextAttemptAt.toISOString(),
  };
}

export const mailRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/mail', tags: ['Admin'], protect: true, summary: 'The mail outbox, newest first; unsent=true keeps the messages not sent yet (admin)' } })
    .input(mailListInput)
    .output(mailListOutput)
    .query(({ ctx, input }) => {
      const page = listOutbox(ctx.deps.db, { pageNumber: input.page ?? input.pageNumber, pageSize: input.pageSize, unsent: input.unsent });
      return { mail: page.items.map(toOutboxMail), mailConfigured: ctx.deps.mail.enabled, page: page.page, pages: page.pages, total: page.total };
    }),
});
