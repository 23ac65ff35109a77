import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../src/server/auth/attempt-limiter.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

let t: TestApp;
let proxied: TestApp;
let rita: TestUser;

const LIMITS = { LOGIN_FAILURE_LIMIT: '10', REGISTER_LIMIT_PER_HOUR: '3' };

beforeAll(async () => {
  [t, proxied] = await Promise.all([createTestApp({ env: LIMITS }), createTestApp({ env: { ...LIMITS, TRUST_PROXY: '1' } })]);
  rita = await createUser(t.deps, { email: 'rita@example.com' });
});
afterAll(async () => {
  await Promise.all([t.close(), proxied.close()]);
  removeDataDir(t.dataDir);
  removeDataDir(proxied.dataDir);
});

async function login(app: TestApp, email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, headers, payload: { email, password } });
  return { status: res.statusCode, body: JSON.parse(res.body) as { message?: string; token?: string } };
}

const register = (app: TestApp, email: string, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url: '/api/users/register', remoteAddress, payload: { name: 'New', email, password: 'new-password' } });

describe('sign-in limit: LOGIN_FAILURE_LIMIT failures per 15 minutes, per address and per account', () => {
  it('30 concurrent guesses at one account: at most 10 are even tried, the rest get 429 (the correct one among them too)', async () => {
    const victim = await createUser(t.deps, { email: 'victim@example.com', password: 'the-real-password' });
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 29 ? victim.password : `guess-${i}`));
    const results = await Promise.all(guesses.map((password) => login(t, 'victim@example.com', password, '203.0.113.50')));
    const tried = results.filter((r) => r.status !== 429);
    expect(tried.length).toBeLessThanOrEqual(10);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(20);
    // The password was never confirmed to the guesser: the correct guess came too late.
    expect(results[29].status).toBe(429);
    expect(results[29].body.token).toBeUndefined();
    expect(results.find((r) => r.status === 429)?.body.message).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
  });

  it('one account cannot be guessed from many addresses', async () => {
    await createUser(t.deps, { email: 'spread@example.com', password: 'spread-password' });
    for (let i = 0; i < 10; i++) expect((await login(t, 'spread@example.com', 'wrong', `198.51.100.${i + 1}`)).status).toBe(401);
    expect((await login(t, 'spread@example.com', 'spread-password', '198.51.100.200')).status).toBe(429);
    // Other accounts from those addresses still work.
    expect((await login(t, 'rita@example.com', rita.password, '198.51.100.1')).status).toBe(200);
  });

  it('one address cannot guess many accounts, and successes do not count', async () => {
    expect((await login(t, 'rita@example.com', rita.password, '192.0.2.7')).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(t, `nobody${i}@example.com`, 'wrong', '192.0.2.7')).status).toBe(401);
    const limited = await login(t, 'rita@example.com', rita.password, '192.0.2.7');
    expect(limited.status).toBe(429);
    expect(limited.body.token).toBeUndefined();
    // Another client is not affected.
    expect((await login(t, 'rita@example.com', rita.password, '192.0.2.8')).status).toBe(200);
  });

  it('lets the client in again after the window passes', () => {
    let now = 0;
    const limiter = new AttemptLimiter(2, 1000, () => now);
    limiter.reserve(['ip']).finish(true);
    limiter.reserve(['ip']).finish(true);
    expect(() => limiter.reserve(['ip'])).toThrow(/Too many/);
    now = 1001;
    expect(() => limiter.reserve(['ip'])).not.toThrow();
  });
});

describe('TRUST_PROXY', () => {
  it('"true" (trust any X-Forwarded-For) is refused at start, with what to set instead', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1.*TRUST_PROXY=127\.0\.0\.1/);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'not-an-address' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('the equivalents of "trust everything" are refused too: every address, or more hops than any shop has', () => {
    for (const value of ['0.0.0.0/0', '::/0', '127.0.0.1, 0.0.0.0/0', '1.0.0.0/1', '::ffff:0:0/96', '::/1', '6', '1000']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '0.0.0.0/0' })).toThrow(/covers every client/);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '99' })).toThrow(/1 to 5/);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '5' }).trustProxy).toBe(5);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '172.16.0.0/12,fd00::/8' }).trustProxy).toEqual(['172.16.0.0/12', 'fd00::/8']);
  });

  it('behind one proxy, a forged X-Forwarded-For per guess does not reset the limit', async () => {
    // The proxy (127.0.0.1) appends the real client's address to whatever the client sent.
    for (let i = 0; i < 10; i++) {
      const res = await login(proxied, `target${i}@example.com`, 'wrong', '127.0.0.1', { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.99` });
      expect(res.status).toBe(401);
    }
    const next = await login(proxied, 'target-new@example.com', 'wrong', '127.0.0.1', { 'x-forwarded-for': '10.200.0.1, 203.0.113.99' });
    expect(next.status).toBe(429);
    // A different real client behind the same proxy is not limited.
    expect((await login(proxied, 'target-new@example.com', 'wrong', '127.0.0.1', { 'x-forwarded-for': '203.0.113.100' })).status).toBe(401);
  });

  it('without TRUST_PROXY the header is ignored: the socket address is the client', async () => {
    for (let i = 0; i < 10; i++) {
      await login(t, `xff${i}@example.com`, 'wrong', '203.0.113.77', { 'x-forwarded-for': `10.1.${i}.1` });
    }
    expect((await login(t, 'xff-new@example.com', 'wrong', '203.0.113.77', { 'x-forwarded-for': '10.2.0.1' })).status).toBe(429);
  });
});

describe('registrations: REGISTER_LIMIT_PER_HOUR per address, successful ones included', () => {
  it('the fourth registration from one address within the hour is refused; another address may register', async () => {
    for (let i = 0; i < 3; i++) expect((await register(t, `bulk${i}@example.com`, '192.0.2.99')).statusCode).toBe(201);
    const refused = await register(t, 'bulk3@example.com', '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body).message).toMatch(/Too many attempts/);
    expect((await register(t, 'bulk3@example.com', '192.0.2.100')).statusCode).toBe(201);
  });

  it('failed registrations (duplicate email) count as well', async () => {
    for (let i = 0; i < 3; i++) expect((await register(t, 'rita@example.com', '192.0.2.44')).statusCode).toBe(400);
    expect((await register(t, 'fresh@example.com', '192.0.2.44')).statusCode).toBe(429);
  });
});
