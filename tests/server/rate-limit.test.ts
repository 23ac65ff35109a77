import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailureLimiter } from '../../src/server/auth/failure-limiter.js';
import { createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({ authFailures: new FailureLimiter(3, 60_000) });
  user = await createUser(t.deps, { email: 'rita@example.com' });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

async function login(password: string, remoteAddress = '203.0.113.7', email = 'rita@example.com') {
  const res = await t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { email, password } });
  return { status: res.statusCode, body: JSON.parse(res.body) as { message?: string; token?: string } };
}

describe('sign-in rate limit (3 failures per client in the window)', () => {
  it('counts failures, then refuses with 429 even for the right password', async () => {
    expect((await login(user.password)).status).toBe(200); // successes do not count
    for (let i = 0; i < 3; i++) expect((await login('wrong-password')).status).toBe(401);
    const limited = await login('wrong-password');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many failed attempts/);
    const correct = await login(user.password);
    expect(correct.status).toBe(429);
    expect(correct.body.token).toBeUndefined();
  });

  it('registration from the limited client is refused too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: '203.0.113.7',
      payload: { name: 'New', email: 'new@example.com', password: 'new-password' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('another client is not affected', async () => {
    expect((await login(user.password, '198.51.100.9')).status).toBe(200);
  });

  it('failed registrations (duplicate email) count as failures as well', async () => {
    const register = () =>
      t.app.inject({ method: 'POST', url: '/api/users/register', remoteAddress: '192.0.2.44', payload: { name: 'R', email: 'rita@example.com', password: 'whatever-pass' } });
    for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(400);
    expect((await register()).statusCode).toBe(429);
  });

  it('lets the client in again after the window passes', () => {
    let now = 0;
    const limiter = new FailureLimiter(2, 1000, () => now);
    limiter.recordFailure('ip');
    limiter.recordFailure('ip');
    expect(() => limiter.assertAllowed('ip')).toThrow(/Too many/);
    now = 1001;
    expect(() => limiter.assertAllowed('ip')).not.toThrow();
  });
});
