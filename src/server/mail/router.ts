import { idInput } from '../../shared/schemas/common.js';
import type { OutboxMail } from '../../shared/schemas/mail.js';
import { mailDetailOutput, mailListInput, mailListOutput, mailOutput } from '../../shared/schemas/mail.js';
import { inArray } from 'drizzle-orm';
import { orders } from '../../../drizzle/schema.js';
import type { Db } from '../db/database.js';
import { adminProcedure, router } from '../trpc/init.js';
import { getMail, listOutbox, mailStatus, resendMail, type MailRow } from './outbox.js';

/** The numbers of the orders these messages are about, by order id. */
function orderNumbers(db: Db, rows: readonly MailRow[]): Map<string, string> {
  const ids = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  if (ids.length === 0) return new Map();
  const found = db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, ids)).all();
  return new Map(found.flatMap((order) => (order.orderNumber ? [[order.id, order.orderNumber] as const] : [])));
}

/** A row as an admin reads it in the list: its body stays on the server (it holds the customer's details). */
function toOutboxMail(row: MailRow, numbers: Map<string, string>): OutboxMail {
  const status = mailStatus(row);
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    orderId: row.orderId,
    orderNumber: row.orderId ? (numbers.get(row.orderId) ?? null) : null,
    status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    nextAttemptAt: status === 'sent' || status === 'held' ? null : row.nextAttemptAt.toISOString(),
  };
}

const tags = ['Admin'];

export const mailRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/mail', tags, protect: true, summary: 'The mail outbox, newest first; unsent=true keeps the messages not sent yet (admin)' } })
    .input(mailListInput)
    .output(mailListOutput)
    .query(({ ctx, input }) => {
      const page = listOutbox(ctx.deps.db, { pageNumber: input.page ?? input.pageNumber, pageSize: input.pageSize, unsent: input.unsent });
      const numbers = orderNumbers(ctx.deps.db, page.items);
      return { mail: page.items.map((row) => toOutboxMail(row, numbers)), mailConfigured: ctx.deps.mail.enabled, page: page.page, pages: page.pages, total: page.total };
    }),

  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/mail/{id}', tags, protect: true, summary: 'One message of the outbox with its text and HTML (admin)' } })
    .input(idInput)
    .output(mailDetailOutput)
    .query(({ ctx, input }) => {
      const row = getMail(ctx.deps.db, input.id);
      return { ...toOutboxMail(row, orderNumbers(ctx.deps.db, [row])), text: row.text, html: row.html, mailConfigured: ctx.deps.mail.enabled };
    }),

  resend: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/mail/{id}/resend', tags, protect: true, summary: 'Send a failed or held message again: it is delivered next, whatever the per-address limit (admin)' } })
    .input(idInput)
    .output(mailOutput)
    .mutation(({ ctx, input }) => {
      const row = resendMail(ctx.deps.db, input.id);
      ctx.deps.mail.log.info({ mailId: row.id, to: row.to, by: ctx.user.id }, 'an admin sent a message again');
      ctx.deps.mail.kick();
      return toOutboxMail(row, orderNumbers(ctx.deps.db, [row]));
    }),
});
