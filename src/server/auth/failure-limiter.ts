import { AppError } from '../errors.js';

/**
 * Counts failures per key (a client address) in a sliding window and refuses further attempts once a key
 * has too many, so passwords cannot be guessed in bulk. In memory: the shop is one process.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 while the key is over its limit. */
  assertAllowed(key: string): void {
    const recent = this.recent(key);
    if (recent.length >= this.maxFailures) {
      const retryInMinutes = Math.max(1, Math.ceil((recent[0] + this.windowMs - this.now()) / 60_000));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many failed attempts. Please try again in ${retryInMinutes} minute${retryInMinutes === 1 ? '' : 's'}.`,
      );
    }
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (this.failures.size > 10_000) this.prune();
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((time) => time > since);
  }

  private prune(): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
