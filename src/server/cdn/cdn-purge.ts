/**
 * Asks the CDN in front of the shop to forget pages that changed, the way Cloudflare's purge API takes it:
 * `POST CDN_PURGE_URL` with `Authorization: Bearer CDN_PURGE_TOKEN` and `{"files": [absolute URLs]}`, or
 * `{"purge_everything": true}` (docs/decisions/052-cdn-caching.md).
 *
 * Nobody waits for it: a change only adds addresses to the next purge. The first change starts a short
 * batch window, and everything that changes meanwhile (an owner saving ten products in a second, a CSV
 * import) goes out in one call. At most one call is under way; what changes during it waits for the next.
 * A call that fails for a passing reason (no answer, a 5xx, a 429) is tried again, with whatever has
 * changed since, after RETRY_DELAYS_MS; after the last try the addresses are dropped and the failure is
 * logged: those pages then age out of the CDN within their own minute. A refusal (400, 401, 403: a wrong
 * token or zone) is logged at once and not tried again.
 */

export interface PurgeLog {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
  error(obj: object, message: string): void;
}

export interface CdnPurgeTiming {
  /** How long the first change waits for others to join it. */
  batchMs: number;
  /** The waits before each new try of a failed purge; their number is the number of retries. */
  retryDelaysMs: readonly number[];
  /** How long one call may take. */
  timeoutMs: number;
}

export const DEFAULT_PURGE_TIMING: CdnPurgeTiming = { batchMs: 2_000, retryDelaysMs: [5_000, 30_000, 120_000], timeoutMs: 10_000 };

/**
 * Addresses per call. Cloudflare takes 30 on every plan (100 on newer accounts); its free plan allows few
 * calls a minute, so a larger change is one purge of everything rather than many calls.
 */
export const FILES_PER_CALL = 30;
export const MAX_CALLS_PER_PURGE = 3;
const CLOSING_TIMEOUT_MS = 3_000;

/** What a purge sends: the paths below PUBLIC_URL that changed, or everything. */
interface Batch {
  everything: boolean;
  paths: Set<string>;
}

/** A purge the CDN refused for good: trying again would not help. */
class PurgeRefused extends Error {}

export class CdnPurge {
  private pending: Batch = { everything: false, paths: new Set() };
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly target: { url: string; token: string } | null,
    private readonly publicUrl: string,
    readonly log: PurgeLog,
    private readonly timing: CdnPurgeTiming = DEFAULT_PURGE_TIMING,
  ) {}

  /** Whether purges go anywhere; without CDN_PURGE_URL nobody needs to work out which pages changed. */
  get enabled(): boolean {
    return this.target !== null && !this.closed;
  }

  /** Pages below PUBLIC_URL (`/product/abc`, `/`) that changed. */
  paths(paths: Iterable<string>): void {
    if (!this.enabled) return;
    for (const path of paths) this.pending.paths.add(path);
    this.schedule(this.timing.batchMs);
  }

  /** Something every page shows changed (the shop's name, its categories): the CDN forgets the whole shop. */
  everything(): void {
    if (!this.enabled) return;
    this.pending.everything = true;
    this.schedule(this.timing.batchMs);
  }

  /**
   * A stop: what waits is sent at once, tried only once, and nothing is accepted afterwards. Resolves when
   * no purge is under way.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.failures = this.timing.retryDelaysMs.length;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    if (this.hasPending()) await (this.running = this.run());
  }

  private hasPending(): boolean {
    return this.pending.everything || this.pending.paths.size > 0;
  }

  private schedule(delay: number): void {
    // A call under way schedules the next batch when it ends; a window already open takes the change.
    if (this.timer || this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.run();
    }, delay);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    const batch = this.pending;
    this.pending = { everything: false, paths: new Set() };
    let retryIn: number | undefined;
    try {
      await this.send(batch);
      this.failures = 0;
      this.log.info({ purged: batch.everything ? 'everything' : batch.paths.size }, 'the CDN forgot the changed pages');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const refused = error instanceof PurgeRefused;
      const what = batch.everything ? 'everything' : [...batch.paths];
      if (!refused && this.failures < this.timing.retryDelaysMs.length) {
        retryIn = this.timing.retryDelaysMs[this.failures];
        this.failures += 1;
        this.log.warn({ err: message, retryInMs: retryIn }, 'the CDN purge failed; it will be tried again');
        // The failed addresses join whatever changed meanwhile.
        this.pending.everything ||= batch.everything;
        for (const path of batch.paths) this.pending.paths.add(path);
      } else {
        this.failures = 0;
        this.log.error({ err: message, pages: what }, 'the CDN purge failed and was given up: those pages leave the CDN when their minute is over');
      }
    } finally {
      this.running = null;
    }
    if (this.hasPending() && !this.closed) this.schedule(retryIn ?? this.timing.batchMs);
  }

  private async send(batch: Batch): Promise<void> {
    const files = [...batch.paths].map((path) => `${this.publicUrl}${path}`);
    if (batch.everything || files.length > FILES_PER_CALL * MAX_CALLS_PER_PURGE) {
      await this.call({ purge_everything: true });
      return;
    }
    for (let i = 0; i < files.length; i += FILES_PER_CALL) await this.call({ files: files.slice(i, i + FILES_PER_CALL) });
  }

  private async call(body: { files: string[] } | { purge_everything: true }): Promise<void> {
    const target = this.target!;
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // A stopping shop gives its last purge little time: the stop itself must end within seconds.
      signal: AbortSignal.timeout(this.closed ? Math.min(this.timing.timeoutMs, CLOSING_TIMEOUT_MS) : this.timing.timeoutMs),
    });
    const text = await response.text().catch(() => '');
    if (response.ok) {
      // Cloudflare answers 200 with `success: false` for some refusals.
      if (/"success"\s*:\s*false/.test(text)) throw new PurgeRefused(`the CDN refused the purge: ${text.slice(0, 300)}`);
      return;
    }
    const detail = `the CDN answered ${response.status}: ${text.slice(0, 300)}`;
    if (response.status === 429 || response.status >= 500) throw new Error(detail);
    throw new PurgeRefused(`${detail} (check CDN_PURGE_URL and CDN_PURGE_TOKEN)`);
  }
}
