import { desc, eq, isNull } from 'drizzle-orm';
import { mailOutbox, type MailRow } from '../../../drizzle/schema.js';
import type { MailStatus } from '../../shared/schemas/mail.js';
import type { Db } from '../db/database.js';
import { pageOfRows, type Paging } from '../db/paging.js';
import { insertRow } from '../db/table-rows.js';
import { conflict, notFound } from '../errors.js';
import { newId } from '../ids.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What it is about, e.g. 'order_placed'. */
  kind: string;
  orderId?: string;
}

export const MAIL_NOT_FOUND = 'Message not found';

/**
 * The next attempt of a held message: never. The delivery loop sends only messages whose time has come, so a
 * held one stays in the outbox until an admin sends it again (docs/decisions/035-held-mail-and-resending.md).
 */
export const HELD_UNTIL = new Date(Date.UTC(9999, 11, 31));

/**
 * Puts a message in the outbox. Call it inside the transaction of the change it tells about, with the shop's
 * database (its one connection writes within that transaction): then the message exists exactly when the
 * change does, and the mail service sends it after the commit.
 */
export function enqueueMail(db: Db, mail: OutgoingMail, now = new Date()): void {
  insertRow(db.$client, mailOutbox, { id: newId(), ...mail, orderId: mail.orderId ?? null, nextAttemptAt: now, createdAt: now });
}

/**
 * Keeps a message in the outbox without sending it, with the reason the admin reads; only an admin's
 * "Send again" sends it. Called like enqueueMail, inside the change's transaction.
 */
export function holdMail(db: Db, mail: OutgoingMail, reason: string, now = new Date()): void {
  insertRow(db.$client, mailOutbox, { id: newId(), ...mail, orderId: mail.orderId ?? null, nextAttemptAt: HELD_UNTIL, lastError: reason, createdAt: now });
}

export function isHeld(row: Pick<MailRow, 'sentAt' | 'nextAttemptAt'>): boolean {
  return row.sentAt === null && row.nextAttemptAt.getTime() >= HELD_UNTIL.getTime();
}

/** sent; held (over the per-address limit, waiting for an admin); failed (the last attempt failed); pending. */
export function mailStatus(row: MailRow): MailStatus {
  if (row.sentAt) return 'sent';
  if (isHeld(row)) return 'held';
  return row.lastError ? 'failed' : 'pending';
}

/** The outbox as admins see it, newest first; `unsent` keeps only messages still waiting (held ones too). */
export function listOutbox(db: Db, query: Paging & { unsent?: boolean }) {
  return pageOfRows(db, mailOutbox, { where: query.unsent ? isNull(mailOutbox.sentAt) : undefined, orderBy: [desc(mailOutbox.createdAt), desc(mailOutbox.id)] }, query);
}

/** One message with its text and HTML (admins only: it holds the customer's details). */
export function getMail(db: Db, id: string): MailRow {
  const row = db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();
  if (!row) throw notFound(MAIL_NOT_FOUND);
  return row;
}

/**
 * An admin's "Send again": a failed or held message is due now, so the delivery loop sends it next, whatever
 * the per-address limit says (holding is automatic; sending it anyway is the owner's choice). A message
 * already sent, or one still waiting for its first attempt, is refused: it would be a second copy, or it
 * goes out on its own (docs/decisions/035-held-mail-and-resending.md). The message's attempts are kept.
 */
export function resendMail(db: Db, id: string, now = new Date()): MailRow {
  return db.transaction(
    (tx) => {
      const row = tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();
      if (!row) throw notFound(MAIL_NOT_FOUND);
      const status = mailStatus(row);
      if (status === 'sent') throw conflict('This message has already been sent');
      if (status === 'pending') throw conflict('This message is already waiting to be sent');
      return tx.update(mailOutbox).set({ nextAttemptAt: now, lastError: null }).where(eq(mailOutbox.id, id)).returning().get();
    },
    { behavior: 'immediate' },
  );
}

export type { MailRow };
