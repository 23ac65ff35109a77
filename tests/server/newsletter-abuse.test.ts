/**
 * Newsletter sign-ups (docs/decisions/025-abuse-limits.md): the answer does not tell whether an address was
 * already on the list, and one client address may sign up NEWSLETTER_LIMIT_PER_HOUR times an hour.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../drizzle/schema.js';
import { createTestApp, removeDataDir, type TestApp } from '../helpers/app.js';

const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { NEWSLETTER_LIMIT_PER_HOUR: String(LIMIT) } });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const subscribers = () => t.deps.db.select({ n: count() }).from(newsletterSubscribers).get()?.n ?? 0;

async function subscribe(email: string, remoteAddress: string, door: 'rest' | 'trpc' = 'rest') {
  const res = await t.app.inject({
    method: 'POST',
    url: door === 'rest' ? '/api/newsletter' : '/trpc/newsletter.subscribe',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email }),
  });
  return { status: res.statusCode, body: res.body };
}

describe('the answer is the same for a new address and one already subscribed', () => {
  it('over REST: status and body byte for byte, and the address is stored once', async () => {
    const before = subscribers();
    const fresh = await subscribe('reader@example.com', '198.51.100.1');
    const again = await subscribe('Reader@Example.com', '198.51.100.2');
    expect(fresh).toEqual({ status: 200, body: JSON.stringify({ message: 'Thank you for subscribing!', subscribed: true }) });
    expect(again).toEqual(fresh);
    expect(subscribers()).toBe(before + 1);
  });

  it('over tRPC the same', async () => {
    const fresh = await subscribe('trpc-reader@example.com', '198.51.100.3', 'trpc');
    const again = await subscribe('trpc-reader@example.com', '198.51.100.4', 'trpc');
    expect(fresh.status).toBe(200);
    expect(again).toEqual(fresh);
  });
});

describe('sign-ups are limited per client address: NEWSLETTER_LIMIT_PER_HOUR', () => {
  it('the sign-up after the limit is 429 with a clear message and stores nothing; another address may sign up', async () => {
    const address = '203.0.113.5';
    for (let i = 0; i < LIMIT; i++) expect((await subscribe(`bulk${i}@example.com`, address)).status).toBe(200);
    const before = subscribers();
    const refused = await subscribe('bulk-next@example.com', address);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(subscribers()).toBe(before);
    // Over tRPC the address is limited too.
    expect((await subscribe('bulk-next@example.com', address, 'trpc')).status).toBe(429);
    expect((await subscribe('bulk-next@example.com', '203.0.113.6')).status).toBe(200);
  });

  it('an address already on the list counts too: probing addresses one by one is limited the same way', async () => {
    const address = '203.0.113.7';
    await subscribe('known@example.com', '203.0.113.8');
    for (let i = 0; i < LIMIT; i++) expect((await subscribe('known@example.com', address)).status).toBe(200);
    expect((await subscribe('known@example.com', address)).status).toBe(429);
  });
});
