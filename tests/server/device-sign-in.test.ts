import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

/**
 * Someone who knows the owner's e-mail fails sign-ins from many addresses until the per-account limit
 * trips. The owner's own browser, which has signed in to that account before, still gets in.
 */
const LIMIT = 3;
let t: TestApp;
let owner: TestUser;
let attacker: TestUser;
let addressCounter = 0;
const freshAddress = () => `198.51.100.${++addressCounter}`;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_FAILURE_LIMIT: String(LIMIT) } });
  attacker = await createUser(t.deps, { email: 'attacker@example.com', password: 'attacker-password' });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

interface SignIn {
  status: number;
  token?: string;
  message?: string;
  setCookie: string[];
  /** The cookie as the browser sends it back: `name=value`. */
  cookie?: string;
}

async function signIn(app: TestApp, email: string, password: string, options: { address?: string; cookie?: string; door?: 'rest' | 'trpc'; headers?: Record<string, string> } = {}): Promise<SignIn> {
  const trpc = options.door === 'trpc';
  const res = await app.app.inject({
    method: 'POST',
    url: trpc ? '/trpc/users.login' : '/api/users/login',
    remoteAddress: options.address ?? freshAddress(),
    headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    payload: { email, password },
  });
  const raw = res.headers['set-cookie'];
  const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const parsed = JSON.parse(res.body) as { token?: string; message?: string; result?: { data?: { token?: string } }; error?: { message?: string } };
  return {
    status: res.statusCode,
    token: trpc ? parsed.result?.data?.token : parsed.token,
    message: trpc ? parsed.error?.message : parsed.message,
    setCookie,
    cookie: setCookie[0]?.split(';')[0],
  };
}

/** Fails sign-ins for `email` from fresh addresses until the account is locked. */
async function lockOut(email: string) {
  for (let i = 0; i < LIMIT; i++) expect((await signIn(t, email, `wrong-${i}`)).status).toBe(401);
  expect((await signIn(t, email, 'still-wrong')).status).toBe(429);
}

describe('the per-account sign-in limit does not lock the owner out of their own browser', () => {
  let ownerCookie: string;
  const home = '203.0.113.10';

  beforeAll(async () => {
    owner = await createUser(t.deps, { email: 'owner@example.com', password: 'owner-password', isAdmin: true });
    const first = await signIn(t, owner.user.email, owner.password, { address: home });
    expect(first.status).toBe(200);
    ownerCookie = first.cookie!;
    await lockOut(owner.user.email);
  });

  it('a successful sign-in sets an HttpOnly, SameSite=Strict device cookie for a long time', async () => {
    const res = await signIn(t, attacker.user.email, attacker.password);
    expect(res.setCookie).toHaveLength(1);
    const attributes = res.setCookie[0].split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/users/login']));
    const maxAge = Number(attributes.find((a) => a.startsWith('max-age='))?.slice('max-age='.length));
    expect(maxAge).toBeGreaterThanOrEqual(179 * 24 * 3600);
    // Over plain HTTP the cookie cannot be Secure, or the browser would drop it.
    expect(attributes).not.toContain('secure');
    // A refused sign-in sets nothing.
    expect((await signIn(t, attacker.user.email, 'wrong')).setCookie).toEqual([]);
  });

  it('once locked, a client without the cookie is refused even with the right password; the owner’s browser signs in', async () => {
    const stranger = await signIn(t, owner.user.email, owner.password);
    expect(stranger.status).toBe(429);
    expect(stranger.token).toBeUndefined();
    // From the owner's usual address but without the cookie (another browser): refused as well.
    expect((await signIn(t, owner.user.email, owner.password, { address: home })).status).toBe(429);

    const browser = await signIn(t, owner.user.email, owner.password, { address: home, cookie: ownerCookie });
    expect(browser.status).toBe(200);
    expect(browser.token).toEqual(expect.any(String));
    // From another network (a phone on mobile data) the same browser cookie works too.
    expect((await signIn(t, owner.user.email, owner.password, { cookie: ownerCookie })).status).toBe(200);
    // The cookie does not make a wrong password right.
    expect((await signIn(t, owner.user.email, 'a-wrong-guess', { cookie: ownerCookie })).status).toBe(401);
  });

  it('a forged cookie, a cookie of another account, or garbage does not lift the limit', async () => {
    const name = ownerCookie.split('=')[0];
    const otherKey = new TextEncoder().encode('a-key-the-shop-never-had-0123456789abcdef');
    const forged = await new SignJWT({ sv: owner.user.sessionVersion })
      .setProtectedHeader({ alg: 'HS256', kid: 'deadbeef' })
      .setSubject(owner.user.id)
      .setAudience('device')
      .setIssuedAt()
      .setExpirationTime('180d')
      .sign(otherKey);
    const attackersOwn = (await signIn(t, attacker.user.email, attacker.password)).cookie!;
    // The owner's session token is not a device token either.
    for (const cookie of [`${name}=${forged}`, attackersOwn, `${name}=garbage`, `${name}=${owner.token}`, `other=${ownerCookie.split('=')[1]}`]) {
      const res = await signIn(t, owner.user.email, owner.password, { cookie });
      expect(res.status, cookie).toBe(429);
    }
  });

  it('the per-address limit still applies to a client with the cookie', async () => {
    const address = '203.0.113.99';
    const user = await createUser(t.deps, { email: 'careful@example.com', password: 'careful-password' });
    const { cookie } = await signIn(t, user.user.email, user.password, { address: '203.0.113.98' });
    for (let i = 0; i < LIMIT; i++) expect((await signIn(t, `nobody${i}@example.com`, 'wrong', { address, cookie })).status).toBe(401);
    expect((await signIn(t, user.user.email, user.password, { address, cookie })).status).toBe(429);
  });
});

describe('the device cookie over tRPC, over HTTPS, and after a key rotation', () => {
  it('the browser’s tRPC sign-in sets it for /trpc and it lifts the account limit there', async () => {
    const user = await createUser(t.deps, { email: 'trpc-owner@example.com', password: 'trpc-owner-password' });
    const first = await signIn(t, user.user.email, user.password, { door: 'trpc' });
    expect(first.status).toBe(200);
    expect(first.setCookie[0]).toMatch(/; Path=\/trpc(;|$)/);
    await lockOut(user.user.email);
    expect((await signIn(t, user.user.email, user.password, { door: 'trpc' })).status).toBe(429);
    expect((await signIn(t, user.user.email, user.password, { door: 'trpc', cookie: first.cookie })).status).toBe(200);
  });

  it('behind an HTTPS proxy the cookie is Secure', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const user = await createUser(proxied.deps);
      const res = await signIn(proxied, user.user.email, user.password, { address: '127.0.0.1', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' } });
      expect(res.status).toBe(200);
      expect(res.setCookie[0].split(';').map((a) => a.trim())).toContain('Secure');
    } finally {
      await proxied.close();
      removeDataDir(proxied.dataDir);
    }
  });

  it('signing everybody out (a key rotation) ends the cookie’s trust as well', async () => {
    const shop = await createTestApp({ env: { LOGIN_FAILURE_LIMIT: String(LIMIT) } });
    try {
      const boss = await createUser(shop.deps, { isAdmin: true, password: 'boss-password' });
      const { cookie } = await signIn(shop, boss.user.email, boss.password);
      const rotated = await shop.app.inject({ method: 'POST', url: '/api/admin/rotate-token-key', headers: { authorization: `Bearer ${boss.token}` } });
      expect(rotated.statusCode).toBe(200);
      for (let i = 0; i < LIMIT; i++) expect((await signIn(shop, boss.user.email, `wrong-${i}`)).status).toBe(401);
      expect((await signIn(shop, boss.user.email, boss.password, { cookie })).status).toBe(429);
    } finally {
      await shop.close();
      removeDataDir(shop.dataDir);
    }
  });
});
