import { desc, isNull } from 'drizzle-orm';
import { mailOutbox, type MailRow } from '../../../drizzle/schema.js';
import type { Db, Queryable } from '../db/database.js';
import { pageOfRows, type Paging } from '../db/paging.js';
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

/**
 * Puts a message in the outbox. Call it inside the transaction of the change it tells about: then the
 * message exists exactly when the change does, and the mail service sends it after the commit.
 */
export function enqueueMail(tx: Queryable, mail: OutgoingMail, now = new Date()): void {
  tx.insert(mailOutbox)
    .values({ id: newId(), ...mail, orderId: mail.orderId ?? null, nextAttemptAt: now, createdAt: now })
    .run();
}

/** The outbox as admins see it, newest first; `unsent` keeps only messages still waiting. */
export function listOutbox(db: Db, query: Paging & { unsent?: boolean }) {
  return pageOfRows(db, mailOutbox, { where: query.unsent ? isNull(mailOutbox.sentAt) : undefined, orderBy: [desc(mailOutbox.createdAt), desc(mailOutbox.id)] }, query);
}

export type { MailRow };
