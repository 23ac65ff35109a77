import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailOutbox } from '../../../drizzle/schema.js';
import type { MailConfig } from '../config.js';
import type { Db } from '../db/database.js';

export interface MailLog {
  warn(obj: object, message: string): void;
  info(obj: object, message: string): void;
}

/** Waits after a failed attempt: 30 s, 1 min, 2 min, … up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

const BATCH = 20;

/**
 * Delivers the outbox through SMTP (SMTP_URL) after each commit and every few seconds, retrying failures
 * with growing pauses. Without SMTP_URL nothing is sent: messages wait in the outbox, where admins see them.
 */
export class MailService {
  private readonly transport: Transporter | null;
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: MailConfig,
    /** Also where a message held back by the per-address limit is reported (shopper-mail.ts). */
    readonly log: MailLog,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl, { from: config.from }) : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Something was queued: send it soon (after the current transaction has committed). */
  kick(): void {
    if (!this.transport) return;
    setImmediate(() => void this.deliverDue().catch((error: unknown) => this.log.warn({ err: error }, 'mail delivery failed')));
  }

  /** Sends every message that is due; runs one batch at a time. Returns how many were sent. */
  deliverDue(now: () => Date = () => new Date()): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let sent = 0;
      let full: boolean;
      do {
        this.again = false;
        const batch = await this.deliverBatch(now);
        sent += batch.sent;
        // A full batch may have left more behind (after an outage); a failed message is rescheduled past
        // `now`, so it is not picked again and this ends.
        full = batch.picked === BATCH;
      } while (this.again || full);
      return sent;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(intervalMs = 5_000): void {
    if (!this.transport || this.timer) return;
    this.kick();
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    this.transport?.close();
  }

  private async deliverBatch(now: () => Date): Promise<{ picked: number; sent: number }> {
    if (!this.transport) return { picked: 0, sent: 0 };
    const due = this.db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now())))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
      .limit(BATCH)
      .all();
    let sent = 0;
    for (const mail of due) {
      try {
        await this.transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        this.db.update(mailOutbox).set({ sentAt: now(), attempts: mail.attempts + 1, lastError: null }).where(eq(mailOutbox.id, mail.id)).run();
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const reason = error instanceof Error ? error.message : String(error);
        this.db
          .update(mailOutbox)
          .set({ attempts, lastError: reason.slice(0, 500), nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)) })
          .where(eq(mailOutbox.id, mail.id))
          .run();
        this.log.warn({ mailId: mail.id, attempts, reason }, 'could not send an e-mail; it stays in the outbox and is retried');
      }
    }
    return { picked: due.length, sent };
  }
}
