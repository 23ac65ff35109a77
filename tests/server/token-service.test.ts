import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../src/server/auth/tokens.js';

/*
 * The token service remembers the tokens it has checked (src/server/auth/tokens.ts), so a shopper's next
 * requests skip the signature check. What it remembers must never let through a token it would now refuse.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'shop-token-service-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

const secret = () => new TextEncoder().encode('a-test-secret-of-more-than-32-characters!');
const user = { id: 'u-1', sessionVersion: 3 };

describe('checked tokens remembered', () => {
  it('a token checked before is refused once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    const tokens = createTokenService(secret(), 1);
    const token = await tokens.issue(user);
    expect(await tokens.verify(token)).toEqual({ userId: 'u-1', sessionVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'u-1', sessionVersion: 3 });
    vi.setSystemTime(new Date('2026-11-30T09:59:00Z'));
    expect(await tokens.verify(token)).toEqual({ userId: 'u-1', sessionVersion: 3 });
    vi.setSystemTime(new Date('2026-11-30T10:00:01Z'));
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('a token checked before is refused once the key is rotated', async () => {
    const keyFile = path.join(dir, 'jwt-secret');
    writeFileSync(keyFile, 'a-test-secret-of-more-than-32-characters!');
    const tokens = createTokenService(secret(), 30, keyFile);
    const session = await tokens.issue(user);
    const device = await tokens.issueDevice(user);
    expect(await tokens.verify(session)).toBeDefined();
    expect(await tokens.verifyDevice(device)).toBeDefined();
    tokens.rotate();
    expect(await tokens.verify(session)).toBeUndefined();
    expect(await tokens.verifyDevice(device)).toBeUndefined();
    expect(await tokens.verify(await tokens.issue(user))).toEqual({ userId: 'u-1', sessionVersion: 3 });
  });

  it('a session token checked before does not pass for a device token, nor the other way round', async () => {
    const tokens = createTokenService(secret(), 30);
    const session = await tokens.issue(user);
    const device = await tokens.issueDevice(user);
    expect(await tokens.verify(session)).toBeDefined();
    expect(await tokens.verifyDevice(device)).toBeDefined();
    expect(await tokens.verifyDevice(session)).toBeUndefined();
    expect(await tokens.verify(device)).toBeUndefined();
  });

  it('a token changed by one character is refused, though the original was checked', async () => {
    const tokens = createTokenService(secret(), 30);
    const token = await tokens.issue(user);
    expect(await tokens.verify(token)).toBeDefined();
    // A character in the middle of the signature: all six of its bits are the signature's.
    const at = token.length - 10;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(await tokens.verify(changed)).toBeUndefined();
  });
});
