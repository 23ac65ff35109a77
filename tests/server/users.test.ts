import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../drizzle/schema.js';
import { createTokenService, resolveTokenSecret, tokenKeyId } from '../../src/server/auth/tokens.js';
import { setAdmin } from '../../src/server/users/accounts.js';
import { api, callerFor, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([
    createUser(t.deps, { isAdmin: true, name: 'Head Admin', email: 'head@shop.in' }),
    createUser(t.deps, { name: 'Kiran', email: 'kiran@example.com' }),
  ]);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const userRow = (email: string) => t.deps.db.select().from(users).where(eq(users.email, email)).get();

describe('POST /api/users/register', () => {
  it('201 with {_id, name, email, isAdmin, token}; email trimmed and lower-cased; isAdmin in the body ignored', async () => {
    const res = await api(t.app, 'POST', '/api/users/register', {
      body: { name: '  Anjali Rao ', email: '  Anjali.Rao@Example.COM ', password: 'secret-pass', isAdmin: true },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'email', 'isAdmin', 'name', 'token']);
    expect(res.body).toMatchObject({ name: 'Anjali Rao', email: 'anjali.rao@example.com', isAdmin: false });
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(userRow('anjali.rao@example.com')?.isAdmin).toBe(false);
    // The token it gives works at once.
    const mine = await api(t.app, 'GET', '/api/orders/myorders', { token: res.body.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([]);
    // The password is stored hashed with argon2id, never as given.
    expect(userRow('anjali.rao@example.com')?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('duplicate email in another case or with spaces → 400 User already exists, nothing added', async () => {
    // Its own first account: the test may run before or after the others.
    const first = await api(t.app, 'POST', '/api/users/register', { body: { name: 'Meera Das', email: 'meera.das@example.com', password: 'secret-pass' } });
    expect(first.status).toBe(201);
    const before = t.deps.db.select().from(users).all().length;
    const res = await api(t.app, 'POST', '/api/users/register', { body: { name: 'Copy', email: ' MEERA.das@example.com', password: 'another-pass' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('User already exists');
    expect(t.deps.db.select().from(users).all()).toHaveLength(before);
  });

  it.each([
    ['password of 7 characters', { name: 'A', email: 'a1@example.com', password: '1234567' }, /at least 8/],
    ['bad email', { name: 'A', email: 'not-an-email', password: 'long-enough' }, /valid email/],
    ['missing name', { email: 'a2@example.com', password: 'long-enough' }, /Name/],
    ['blank name', { name: '   ', email: 'a3@example.com', password: 'long-enough' }, /Name/],
    ['missing password', { name: 'A', email: 'a4@example.com' }, /Password/],
    ['password too long', { name: 'A', email: 'a5@example.com', password: 'x'.repeat(129) }, /at most/],
  ])('400 for %s, nothing added', async (_label, body, message) => {
    const before = t.deps.db.select().from(users).all().length;
    const res = await api(t.app, 'POST', '/api/users/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(Array.isArray(res.body.issues)).toBe(true);
    expect(t.deps.db.select().from(users).all()).toHaveLength(before);
  });

  it('accepts exactly 8 characters, through tRPC too', async () => {
    const session = await callerFor(t.deps).users.register({ name: 'Dev', email: 'dev@example.com', password: '12345678' });
    expect(session).toMatchObject({ name: 'Dev', email: 'dev@example.com', isAdmin: false });
    await expect(callerFor(t.deps).users.register({ name: 'Dev', email: 'DEV@example.com', password: '12345678' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'User already exists',
    });
  });
});

describe('POST /api/users/login', () => {
  it('signs in with the email trimmed and in any case', async () => {
    const res = await api(t.app, 'POST', '/api/users/login', { body: { email: '  KIRAN@Example.com ', password: customer.password } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: customer.user.id, name: 'Kiran', email: 'kiran@example.com', isAdmin: false });
    expect(typeof res.body.token).toBe('string');
    const admins = await api(t.app, 'POST', '/api/users/login', { body: { email: 'head@shop.in', password: admin.password } });
    expect(admins.body.isAdmin).toBe(true);
  });

  it('wrong password and unknown email both → 401 Invalid email or password', async () => {
    const wrong = await api(t.app, 'POST', '/api/users/login', { body: { email: 'kiran@example.com', password: 'not-the-password' } });
    const unknown = await api(t.app, 'POST', '/api/users/login', { body: { email: 'nobody@example.com', password: customer.password } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual({ message: 'Invalid email or password' });
  });

  it('400 when email or password is missing', async () => {
    expect((await api(t.app, 'POST', '/api/users/login', { body: { email: 'kiran@example.com' } })).status).toBe(400);
    expect((await api(t.app, 'POST', '/api/users/login', { body: { password: 'x' } })).status).toBe(400);
  });

  it('works through tRPC', async () => {
    const session = await callerFor(t.deps).users.login({ email: 'kiran@example.com', password: customer.password });
    expect(session._id).toBe(customer.user.id);
    await expect(callerFor(t.deps).users.login({ email: 'kiran@example.com', password: 'bad-password' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
  });
});

describe('PUT /api/users/profile', () => {
  let counter = 0;
  /** A fresh account of its own for each test, so no test depends on another. */
  async function registered(password = 'first-pass') {
    counter += 1;
    const email = `sunil${counter}@example.com`;
    const res = await api(t.app, 'POST', '/api/users/register', { body: { name: 'Sunil', email, password } });
    return { ...(res.body as { token: string; _id: string }), email, password };
  }
  const login = (email: string, password: string) => api(t.app, 'POST', '/api/users/login', { body: { email, password } });
  const profile = (token: string, body: Record<string, unknown>) => api(t.app, 'PUT', '/api/users/profile', { token, body });

  it('401 without a token', async () => {
    const res = await api(t.app, 'PUT', '/api/users/profile', { body: { name: 'X' } });
    expect(res.status).toBe(401);
    expect(typeof res.body.message).toBe('string');
  });

  it('updates name, email and password with the current password; the new token works, the old password and email stop working', async () => {
    const me = await registered();
    const res = await profile(me.token, { name: 'Sunil Kumar', email: ' Sunil.K1@Example.com ', password: 'second-pass', currentPassword: me.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: me._id, name: 'Sunil Kumar', email: 'sunil.k1@example.com', isAdmin: false });
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: res.body.token })).status).toBe(200);
    expect((await login('sunil.k1@example.com', me.password)).status).toBe(401);
    expect((await login('sunil.k1@example.com', 'second-pass')).status).toBe(200);
    expect((await login(me.email, 'second-pass')).status).toBe(401);
  });

  it('changing the email or the password without the current password, or with a wrong one, is refused and changes nothing', async () => {
    const me = await registered();
    const noCurrent = await profile(me.token, { password: 'second-pass' });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body.message).toBe('Enter your current password to change your email or password');
    const wrongForEmail = await profile(me.token, { email: 'elsewhere@example.com', currentPassword: 'not-it' });
    expect(wrongForEmail.status).toBe(400);
    expect(wrongForEmail.body.message).toBe('Your current password is not correct');
    expect(userRow(me.email)).toBeDefined();
    expect(userRow('elsewhere@example.com')).toBeUndefined();
    expect((await login(me.email, me.password)).status).toBe(200);
  });

  it('a password or email change ends every other session; a name change does not', async () => {
    const me = await registered();
    const otherDevice = (await login(me.email, me.password)).body.token as string;
    const renamed = await profile(me.token, { name: 'Just A Name' });
    expect(renamed.status).toBe(200);
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: otherDevice })).status).toBe(200);

    const changed = await profile(me.token, { password: 'brand-new-pass', currentPassword: me.password });
    expect(changed.status).toBe(200);
    // The other device and the old token of this one are signed out; the token in the answer works.
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: otherDevice })).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: me.token })).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: changed.body.token })).status).toBe(200);
  });

  it('wrong current passwords count against the sign-in limit', async () => {
    const limited = await createTestApp({ env: { LOGIN_FAILURE_LIMIT: '3' } });
    try {
      const res = await api(limited.app, 'POST', '/api/users/register', { body: { name: 'L', email: 'limited@example.com', password: 'right-pass' } });
      const token = res.body.token as string;
      for (let i = 0; i < 3; i++) {
        expect((await api(limited.app, 'PUT', '/api/users/profile', { token, body: { password: 'next-pass-1', currentPassword: `guess-${i}` } })).status).toBe(400);
      }
      const blocked = await api(limited.app, 'PUT', '/api/users/profile', { token, body: { password: 'next-pass-1', currentPassword: 'right-pass' } });
      expect(blocked.status).toBe(429);
      expect((await api(limited.app, 'POST', '/api/users/login', { body: { email: 'limited@example.com', password: 'next-pass-1' } })).status).not.toBe(200);
    } finally {
      await limited.close();
      removeDataDir(limited.dataDir);
    }
  });

  it('an empty password keeps the current one', async () => {
    const me = await registered();
    const res = await profile(me.token, { name: 'Sunil K', password: '' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Sunil K');
    expect((await login(me.email, me.password)).status).toBe(200);
  });

  it('an email another user has (any case) → 400 User already exists, nothing changed', async () => {
    const me = await registered();
    const res = await profile(me.token, { name: 'Renamed', email: 'KIRAN@example.com', currentPassword: me.password });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('User already exists');
    expect(userRow(me.email)?.name).toBe('Sunil');
  });

  it('400 for a short password or a bad email', async () => {
    const me = await registered();
    expect((await profile(me.token, { password: 'short', currentPassword: me.password })).status).toBe(400);
    expect((await profile(me.token, { email: 'nope', currentPassword: me.password })).status).toBe(400);
  });

  it('works through tRPC', async () => {
    const me = await registered();
    const row = userRow(me.email);
    if (!row) throw new Error('missing user');
    const session = await callerFor(t.deps, row).users.updateProfile({ name: 'Sunil T' });
    expect(session.name).toBe('Sunil T');
    await expect(callerFor(t.deps).users.updateProfile({ name: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('POST /api/users/logout-all', () => {
  it('signs the account out everywhere: every token it had stops working, other accounts keep theirs', async () => {
    const res = await api(t.app, 'POST', '/api/users/register', { body: { name: 'Many Devices', email: 'devices@example.com', password: 'devices-pass' } });
    const phone = res.body.token as string;
    const laptop = (await api(t.app, 'POST', '/api/users/login', { body: { email: 'devices@example.com', password: 'devices-pass' } })).body.token as string;
    const out = await api(t.app, 'POST', '/api/users/logout-all', { token: laptop });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Signed out on every device' });
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: phone })).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: laptop })).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: customer.token })).status).toBe(200);
    // Signing in again works.
    const again = await api(t.app, 'POST', '/api/users/login', { body: { email: 'devices@example.com', password: 'devices-pass' } });
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: again.body.token })).status).toBe(200);
    expect((await api(t.app, 'POST', '/api/users/logout-all')).status).toBe(401);
  });
});

describe('promotion and demotion end the account’s sessions', () => {
  it('a customer token does not become an admin token when the account is promoted; a fresh sign-in is an admin', async () => {
    const res = await api(t.app, 'POST', '/api/users/register', { body: { name: 'Soon Admin', email: 'soon-admin@example.com', password: 'soon-admin-pass' } });
    const customerToken = res.body.token as string;
    setAdmin(t.deps.db, { email: 'soon-admin@example.com' }, true);
    expect((await api(t.app, 'GET', '/api/users', { token: customerToken })).status).toBe(401);
    const fresh = await api(t.app, 'POST', '/api/users/login', { body: { email: 'soon-admin@example.com', password: 'soon-admin-pass' } });
    expect(fresh.body.isAdmin).toBe(true);
    expect((await api(t.app, 'GET', '/api/users', { token: fresh.body.token })).status).toBe(200);
    setAdmin(t.deps.db, { email: 'soon-admin@example.com' }, false);
    expect((await api(t.app, 'GET', '/api/users', { token: fresh.body.token })).status).toBe(401);
  });
});

describe('admin: GET /api/users', () => {
  it('visitor 401, customer 403', async () => {
    expect((await api(t.app, 'GET', '/api/users')).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/users', { token: customer.token })).status).toBe(403);
  });

  it('lists users in the paged shape, never with a password or hash', async () => {
    const res = await api(t.app, 'GET', '/api/users', { token: admin.token });
    expect(res.status).toBe(200);
    const total = t.deps.db.select().from(users).all().length;
    expect(res.body).toMatchObject({ page: 1, pages: 1, total });
    expect(res.body.users).toHaveLength(total);
    for (const user of res.body.users) {
      expect(Object.keys(user).sort()).toEqual(['_id', 'createdAt', 'email', 'isAdmin', 'name']);
    }
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/password/i);
    expect(text).not.toContain('$argon2');
    expect(res.body.users.find((u: { email: string }) => u.email === 'head@shop.in')?.isAdmin).toBe(true);
  });

  it('pages with pageSize', async () => {
    // At least four accounts, whichever tests ran before this one.
    for (let i = 0; i < 4; i++) await createUser(t.deps);
    const res = await api(t.app, 'GET', '/api/users?pageSize=2&pageNumber=2', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.users).toHaveLength(2);
    expect(res.body.page).toBe(2);
    expect(res.body.pages).toBe(Math.ceil(res.body.total / 2));
  });

  it('works through tRPC', async () => {
    const list = await callerFor(t.deps, admin.user).users.list({ pageNumber: 1, pageSize: 24 });
    expect(list.users.length).toBe(list.total);
    await expect(callerFor(t.deps, customer.user).users.list({ pageNumber: 1, pageSize: 24 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('admin: DELETE /api/users/{id}', () => {
  it('visitor 401, customer 403, and the user stays', async () => {
    expect((await api(t.app, 'DELETE', `/api/users/${admin.user.id}`)).status).toBe(401);
    expect((await api(t.app, 'DELETE', `/api/users/${admin.user.id}`, { token: customer.token })).status).toBe(403);
    expect(userRow('head@shop.in')).toBeDefined();
  });

  it('an admin cannot delete themselves (400)', async () => {
    const res = await api(t.app, 'DELETE', `/api/users/${admin.user.id}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(userRow('head@shop.in')).toBeDefined();
  });

  it('unknown → 404', async () => {
    const res = await api(t.app, 'DELETE', '/api/users/000000000000000000000000', { token: admin.token });
    expect(res.status).toBe(404);
    expect(typeof res.body.message).toBe('string');
  });

  it('deletes a user ("User deleted") and their token stops working at once', async () => {
    const victim = await api(t.app, 'POST', '/api/users/register', { body: { name: 'Temp', email: 'temp@example.com', password: 'temp-pass' } });
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: victim.body.token })).status).toBe(200);
    const res = await api(t.app, 'DELETE', `/api/users/${victim.body._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'User deleted' });
    expect(userRow('temp@example.com')).toBeUndefined();
    const after = await api(t.app, 'GET', '/api/orders/myorders', { token: victim.body.token });
    expect(after.status).toBe(401);
    expect((await api(t.app, 'PUT', '/api/users/profile', { token: victim.body.token, body: { name: 'ghost' } })).status).toBe(401);
  });
});

describe('tokens', () => {
  it('a demoted admin loses admin access at once', async () => {
    const second = await createUser(t.deps, { isAdmin: true, name: 'Second Admin' });
    expect((await api(t.app, 'GET', '/api/users', { token: second.token })).status).toBe(200);
    t.deps.db.update(users).set({ isAdmin: false }).where(eq(users.id, second.user.id)).run();
    expect((await api(t.app, 'GET', '/api/users', { token: second.token })).status).toBe(403);
    // Still a signed-in customer.
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: second.token })).status).toBe(200);
  });

  it('a token signed with another secret → 401', async () => {
    const forged = await createTokenService(new TextEncoder().encode('another-secret-that-is-long-enough-1234'), 30).issue(admin.user);
    const res = await api(t.app, 'GET', '/api/users', { token: forged });
    expect(res.status).toBe(401);
  });

  it('an expired token → 401', async () => {
    const secret = resolveTokenSecret(t.dataDir, undefined);
    const header = { alg: 'HS256', kid: tokenKeyId(secret) };
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ sv: admin.user.sessionVersion })
      .setProtectedHeader(header)
      .setSubject(admin.user.id)
      .setAudience('session')
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(secret);
    expect((await api(t.app, 'GET', '/api/users', { token: expired })).status).toBe(401);
    // The same secret and subject, not expired, works: the refusal above is about expiry.
    const fresh = await new SignJWT({ sv: admin.user.sessionVersion }).setProtectedHeader(header).setSubject(admin.user.id).setAudience('session').setIssuedAt().setExpirationTime('1h').sign(secret);
    expect((await api(t.app, 'GET', '/api/users', { token: fresh })).status).toBe(200);
  });

  it('an unsigned (alg none) token, garbage, or a token for a user that never existed → 401', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: admin.user.id, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    expect((await api(t.app, 'GET', '/api/users', { token: none })).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/users', { token: 'garbage' })).status).toBe(401);
    const ghost = await t.deps.tokens.issue({ id: 'ffffffffffffffffffffffff', sessionVersion: 0 });
    expect((await api(t.app, 'GET', '/api/orders/myorders', { token: ghost })).status).toBe(401);
    const noScheme = await api(t.app, 'GET', '/api/users', { headers: { authorization: admin.token } });
    expect(noScheme.status).toBe(401);
  });

  it('the token secret is generated once into DATA_DIR, readable only by the owner', async () => {
    const { statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const mode = statSync(join(t.dataDir, 'jwt-secret')).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(resolveTokenSecret(t.dataDir, undefined)).toEqual(resolveTokenSecret(t.dataDir, undefined));
  });
});
