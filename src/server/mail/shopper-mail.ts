import { mailOutbox } from '../../../drizzle/schema.js';
import type { Db } from '../db/database.js';
import { prepared } from '../db/prepared-statements.js';
import type { AppDeps } from '../deps.js';
import { SHOPPER_ORDER_MAIL_KINDS } from './order-messages.js';
import { enqueueMail, HELD_UNTIL, holdMail, type OutgoingMail } from './outbox.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHOPPER_KINDS = JSON.stringify(SHOPPER_ORDER_MAIL_KINDS);

/**
 * Puts an order e-mail to a shopper in the outbox, unless that address already got ORDER_MAIL_LIMIT_PER_DAY
 * of them in the last 24 hours. Nothing confirms a shopper's address, so anyone can register someone else's
 * and have the shop mail it text of their choosing (their name) with every order; the cap bounds that. A
 * message over the cap is held: kept in the outbox, never sent by itself, and logged; an admin may send it
 * again. Held messages do not count towards the cap. The order goes on (docs/decisions/025-abuse-limits.md,
 * docs/decisions/035-held-mail-and-resending.md). Call it inside the order's transaction with the shop's database, like enqueueMail.
 * Returns whether the message was queued to be sent.
 */
export function enqueueShopperMail(deps: Pick<AppDeps, 'config' | 'mail'>, db: Db, mail: OutgoingMail, now = new Date()): boolean {
  const perDay = deps.config.limits.orderMailPerDay;
  // On mail_outbox_to_idx (to, created_at).
  const recent = prepared(
    db.$client,
    `select count(*) from mail_outbox where "to" = ? and created_at > ? and kind in (select value from json_each(?)) and next_attempt_at < ?`,
  )
    .pluck()
    .get(mail.to, mailOutbox.createdAt.mapToDriverValue(new Date(now.getTime() - DAY_MS)), SHOPPER_KINDS, mailOutbox.nextAttemptAt.mapToDriverValue(HELD_UNTIL)) as number;
  if (recent >= perDay) {
    deps.mail.log.warn(
      { to: mail.to, kind: mail.kind, orderId: mail.orderId, perDay },
      'order e-mail held, not sent: this address already had ORDER_MAIL_LIMIT_PER_DAY order e-mails in the last 24 hours; an admin can send it from Admin → Mail',
    );
    holdMail(db, mail, `Held: this address already had ${perDay} order e-mail${perDay === 1 ? '' : 's'} in the last 24 hours (ORDER_MAIL_LIMIT_PER_DAY)`, now);
    return false;
  }
  enqueueMail(db, mail, now);
  return true;
}
