import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID_LENGTH, ID_TIME_LENGTH, newId } from '../../src/server/ids.js';

describe('ids', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are 24 lower-case hex characters, never the same twice, across many draws of random bytes', () => {
    const ids = Array.from({ length: 5_000 }, () => newId());
    for (const id of ids) expect(id).toMatch(new RegExp(`^[0-9a-f]{${ID_LENGTH}}$`));
    expect(new Set(ids).size).toBe(ids.length);
    // No id shares its random half with another: each takes bytes of its own.
    expect(new Set(ids.map((id) => id.slice(ID_TIME_LENGTH))).size).toBe(ids.length);
  });

  it('start with the millisecond they were made, so a later id sorts after an earlier one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = Date.parse('2026-11-30T12:00:00.000Z');
    vi.setSystemTime(at);
    const first = newId();
    const sameMoment = newId();
    vi.setSystemTime(at + 1);
    const next = newId();
    vi.setSystemTime(at + 86_400_000);
    const nextDay = newId();
    expect(first.slice(0, ID_TIME_LENGTH)).toBe(at.toString(16).padStart(ID_TIME_LENGTH, '0'));
    expect(sameMoment.slice(0, ID_TIME_LENGTH)).toBe(first.slice(0, ID_TIME_LENGTH));
    expect(sameMoment).not.toBe(first);
    expect([nextDay, sameMoment, next, first].sort().slice(2)).toEqual([next, nextDay]);
  });
});
