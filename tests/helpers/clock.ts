import { vi } from 'vitest';

/**
 * Waits until the clock has moved past `time` (an ISO date or epoch milliseconds): a test that compares
 * timestamps (newest first, "not written again") needs the next write to land in a later millisecond.
 */
export async function clockPasses(time: string | number): Promise<void> {
  const ms = typeof time === 'number' ? time : Date.parse(time);
  if (Number.isNaN(ms)) throw new Error(`clockPasses(): not a time: ${String(time)}`);
  await vi.waitFor(
    () => {
      if (Date.now() <= ms) throw new Error('the clock has not moved on yet');
    },
    { timeout: 5000, interval: 1 },
  );
}
