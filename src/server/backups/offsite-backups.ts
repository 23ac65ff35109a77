/**
 * Off-site backups: every archive waiting in DATA_DIR/backups/outgoing goes to the bucket, and the bucket keeps
 * the newest BACKUP_KEEP of the shop's archives. The shop never waits for it: the local backup counts as made,
 * and a copy that could not be sent waits for the next try. The rules: docs/decisions/051-off-site-backups.md.
 */
import { rmSync } from 'node:fs';
import type { OffsiteConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
import { META, readMeta, writeMeta } from '../db/shop-meta.js';
import { listOutgoing } from './backup-archive.js';
import { Bucket, describeFailure } from './bucket.js';

export interface OffsiteStatus {
  /** When the last try ended. */
  at: string;
  ok: boolean;
  error: string | null;
  /** Archives waiting in DATA_DIR/backups/outgoing after it. */
  waiting: number;
  /** The newest archive sent so far, and when it went. */
  lastSent: string | null;
  lastSentAt: string | null;
}

export function readOffsiteStatus(db: Queryable): OffsiteStatus | null {
  const value = readMeta(db, META.offsiteBackup);
  return value ? (JSON.parse(value) as OffsiteStatus) : null;
}

export interface SendOutcome {
  status: OffsiteStatus;
  /** What went this time, newest first. */
  sent: string[];
  /** The shop's archives in the bucket afterwards (unknown after a failure). */
  kept: number | null;
}

/**
 * One try: sends the waiting archives, newest first (the one most worth having goes first), deleting each once
 * the bucket has it; then deletes the bucket's oldest archives beyond `keep`. The first failure ends the try
 * (the SDK has already tried that request again, with back-off) and leaves the rest waiting. Recorded for the
 * dashboard, then returned. Aborted by `signal` (the shop stopping), it records nothing and throws.
 */
export async function sendWaitingArchives(db: Queryable, dataDir: string, keep: number, bucket: Bucket, signal?: AbortSignal, now = () => new Date()): Promise<SendOutcome> {
  const previous = readOffsiteStatus(db);
  let lastSent = previous?.lastSent ?? null;
  let lastSentAt = previous?.lastSentAt ?? null;
  const sent: string[] = [];
  let kept: number | null = null;
  let error: string | null = null;
  try {
    for (const archive of listOutgoing(dataDir)) {
      await bucket.upload(archive.name, archive.file, signal);
      rmSync(archive.file, { force: true });
      sent.push(archive.name);
      if (lastSent === null || archive.name > lastSent) lastSent = archive.name;
      lastSentAt = now().toISOString();
    }
    const remote = await bucket.list(signal);
    for (const old of remote.slice(keep)) await bucket.remove(old.name, signal);
    kept = Math.min(remote.length, keep);
  } catch (failure) {
    if (signal?.aborted) throw failure;
    error = describeFailure(failure);
  }
  const status: OffsiteStatus = { at: now().toISOString(), ok: error === null, error, waiting: listOutgoing(dataDir).length, lastSent, lastSentAt };
  writeMeta(db, META.offsiteBackup, JSON.stringify(status));
  return { status, sent, kept };
}

/** After a failed try the shop tries again this much later, then waits for the next backup. */
export const RETRY_AFTER_MS = [60_000, 10 * 60_000];

export interface OffsiteLog {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
  error(obj: object, message: string): void;
}

/**
 * The running shop's sender: one try at a time, in the background. A backup asks for a try (send); one asked
 * for while another runs follows it. A failed try is tried again after each of RETRY_AFTER_MS, then at the next
 * backup. Closing aborts the try under way; what it had not sent waits in DATA_DIR/backups/outgoing.
 */
export class OffsiteSender {
  private readonly bucket: Bucket;
  private running: Promise<void> | null = null;
  private again = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retries = 0;
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Queryable,
    private readonly dataDir: string,
    private readonly settings: { offsite: OffsiteConfig; keep: number },
    private readonly log: OffsiteLog,
    private readonly retryAfterMs: readonly number[] = RETRY_AFTER_MS,
  ) {
    this.bucket = new Bucket(settings.offsite);
  }

  /** Sends what waits, now or right after the try under way. Never throws: a failure is recorded and logged. */
  send(): void {
    this.retries = 0;
    this.start();
  }

  /** Whether a try is under way. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** Resolves when no try is under way (the next retry may still be due). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.stopping.abort();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.idle();
    this.bucket.close();
  }

  private start(): void {
    if (this.stopping.signal.aborted) return;
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      let outcome: SendOutcome;
      try {
        outcome = await sendWaitingArchives(this.db, this.dataDir, this.settings.keep, this.bucket, this.stopping.signal);
      } catch (error) {
        if (!this.stopping.signal.aborted) this.log.error({ err: error }, 'could not send the backups to the bucket');
        return;
      }
      const { status, sent } = outcome;
      if (status.ok) {
        this.retries = 0;
        if (sent.length > 0) this.log.info({ bucket: this.settings.offsite.url, sent }, 'backups sent to the bucket');
      } else if (!this.again) {
        const delay = this.retryAfterMs[this.retries];
        this.retries += 1;
        this.log.warn({ bucket: this.settings.offsite.url, error: status.error, waiting: status.waiting, retryInMs: delay ?? null }, 'the backups could not be sent to the bucket');
        if (delay !== undefined) {
          this.retryTimer = setTimeout(() => this.start(), delay);
          this.retryTimer.unref();
        }
      }
    } while (this.again && !this.stopping.signal.aborted);
  }
}
