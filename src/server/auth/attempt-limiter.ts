import { AppError } from '../errors.js';

export interface Attempt {
  /** The attempt is over; `counted` says whether it counts against the limit (a failure, or any registration). */
  finish(counted: boolean): void;
}

/**
 * Limits attempts per key (a client address, an account) in a sliding window, so passwords cannot be
 * guessed in bulk. An attempt is reserved synchronously, before any slow work such as a password hash, so
 * concurrent attempts cannot all slip past the check: while N are in flight, N fewer remain. In memory,
 * because the shop is one process (docs/decisions/007-in-memory-locks-one-process.md).
 */
export class AttemptLimiter {
  private readonly counted = new Map<string, number[]>();
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reserves one attempt for every key at once; throws 429 without reserving anything when a key is at its limit. */
  reserve(keys: readonly string[]): Attempt {
    for (const key of keys) {
      const recent = this.recent(key);
      if (recent.length + (this.inFlight.get(key) ?? 0) >= this.max) {
        const oldest = recent[0] ?? this.now();
        const minutes = Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 60_000));
        throw new AppError('TOO_MANY_REQUESTS', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    }
    for (const key of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    let finished = false;
    return {
      finish: (counted) => {
        if (finished) return;
        finished = true;
        for (const key of keys) {
          const left = (this.inFlight.get(key) ?? 1) - 1;
          if (left > 0) this.inFlight.set(key, left);
          else this.inFlight.delete(key);
          if (counted) this.counted.set(key, [...this.recent(key), this.now()]);
        }
        if (this.counted.size > 10_000) this.prune();
      },
    };
  }

  /** Runs `work` as one attempt; a refusal (AppError) counts, and so does success when `countSuccess` is set. */
  async run<T>(keys: readonly string[], work: () => Promise<T>, countSuccess = false): Promise<T> {
    const attempt = this.reserve(keys);
    try {
      const result = await work();
      attempt.finish(countSuccess);
      return result;
    } catch (error) {
      attempt.finish(error instanceof AppError);
      throw error;
    }
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.counted.get(key) ?? []).filter((time) => time > since);
  }

  private prune(): void {
    for (const key of this.counted.keys()) {
      if (this.recent(key).length === 0) this.counted.delete(key);
    }
  }
}
