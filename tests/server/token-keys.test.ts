import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../drizzle/schema.js';
import { backupNow } from '../../src/server/backups/backup-service.js';
import { restoreBackup } from '../../src/server/backups/restore-backup.js';
import { api, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';

const ROTATE = '/api/admin/rotate-token-key';
const scratch = mkdtempSync(path.join(tmpdir(), 'shop-token-keys-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file of an archive, by name, with its bytes. */
async function unpack(archive: Buffer | string): Promise<Map<string, Buffer>> {
  const dir = mkdtempSync(path.join(scratch, 'unpacked-'));
  let file = archive;
  if (Buffer.isBuffer(archive)) {
    file = path.join(dir, '..', `${path.basename(dir)}.tar.gz`);
    writeFileSync(file, archive);
  }
  await tar.x({ file: file as string, cwd: dir });
  const files = new Map<string, Buffer>();
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const name = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) walk(path.join(folder, entry.name), name);
      else files.set(name, readFileSync(path.join(folder, entry.name)));
    }
  };
  walk(dir, '');
  return files;
}

/** Tokens for `user` an attacker holding `secret` can make: today's format (with its key id) and older ones. */
async function forgeries(secret: string, user: { id: string; sessionVersion: number }): Promise<string[]> {
  const key = new TextEncoder().encode(secret);
  const kid = createHash('sha256').update(key).digest('hex').slice(0, 8);
  const forge = (header: Record<string, string>, audience?: string) => {
    const jwt = new SignJWT({ sv: user.sessionVersion }).setProtectedHeader({ alg: 'HS256', ...header }).setSubject(user.id).setIssuedAt().setExpirationTime('1h');
    return (audience ? jwt.setAudience(audience) : jwt).sign(key);
  };
  return Promise.all([forge({ kid }, 'session'), forge({ kid }), forge({}), forge({}, 'session')]);
}

const login = (t: TestApp, email: string, password: string) => api(t.app, 'POST', '/api/users/login', { body: { email, password } });

let t: TestApp;
let owner: TestUser;
let secondAdmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.deps, { isAdmin: true, name: 'Owner' });
  secondAdmin = await createUser(t.deps, { isAdmin: true, name: 'Second admin' });
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

describe('a backup downloaded over HTTP', () => {
  it('holds no token key anywhere, so an admin who downloaded one cannot forge the owner’s token after being demoted', async () => {
    const secret = readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim();
    const res = await t.app.inject({ method: 'GET', url: '/api/backups/download', headers: { authorization: `Bearer ${secondAdmin.token}` } });
    expect(res.statusCode).toBe(200);
    const files = await unpack(res.rawPayload);
    expect([...files.keys()]).toEqual(expect.arrayContaining(['manifest.json', 'shop.db']));

    // The second admin is demoted; whatever key the download held is all they have left.
    t.deps.db.update(users).set({ isAdmin: false, sessionVersion: secondAdmin.user.sessionVersion + 1 }).where(eq(users.id, secondAdmin.user.id)).run();
    const candidates = [...files].filter(([name]) => name.includes('secret') || name.includes('key')).map(([, bytes]) => bytes.toString('utf8').trim());
    for (const candidate of candidates) {
      for (const forged of await forgeries(candidate, owner.user)) expect((await api(t.app, 'GET', '/api/users', { token: forged })).status).toBe(401);
    }
    expect(files.has('jwt-secret')).toBe(false);
    for (const [name, bytes] of files) expect(bytes.includes(secret), `${name} holds the key`).toBe(false);
  });
});

describe('Sign everybody out and rotate the key', () => {
  it('after the owner rotates, a key from an older local backup forges nothing, every old token is 401, and signing in works again', async () => {
    const shop = await createTestApp();
    try {
      const boss = await createUser(shop.deps, { isAdmin: true, name: 'Owner' });
      const customer = await createUser(shop.deps);
      const keyFile = path.join(shop.dataDir, 'jwt-secret');
      const before = readFileSync(keyFile, 'utf8');
      // A local backup holds the key (decision 022): before a rotation it really can sign anybody's token.
      const local = await unpack((await backupNow(shop.deps)).file);
      const oldKey = local.get('jwt-secret')?.toString('utf8').trim();
      expect(oldKey).toBe(before.trim());
      const [forgedBefore] = await forgeries(oldKey!, boss.user);
      expect((await api(shop.app, 'GET', '/api/users', { token: forgedBefore })).status).toBe(200);

      const rotated = await api(shop.app, 'POST', ROTATE, { token: boss.token });
      expect(rotated.status).toBe(200);
      expect(rotated.body.message).toMatch(/signed out/i);
      // The owner who rotated stays signed in with the fresh session in the answer.
      expect(rotated.body.user).toMatchObject({ _id: boss.user.id, isAdmin: true, token: expect.any(String) });
      expect((await api(shop.app, 'GET', '/api/users', { token: rotated.body.user.token })).status).toBe(200);

      for (const forged of await forgeries(oldKey!, boss.user)) expect((await api(shop.app, 'GET', '/api/users', { token: forged })).status).toBe(401);
      expect((await api(shop.app, 'GET', '/api/users', { token: boss.token })).status).toBe(401);
      expect((await api(shop.app, 'GET', '/api/orders/myorders', { token: customer.token })).status).toBe(401);

      const again = await login(shop, customer.user.email, customer.password);
      expect(again.status).toBe(200);
      expect((await api(shop.app, 'GET', '/api/orders/myorders', { token: again.body.token })).status).toBe(200);

      // The new key is on disk, owner-only, and a restarted shop keeps it.
      expect(readFileSync(keyFile, 'utf8')).not.toBe(before);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      expect(readdirSync(shop.dataDir).filter((name) => name.includes('.tmp'))).toEqual([]);
      await shop.close();
      const restarted = await createTestApp({ dataDir: shop.dataDir });
      try {
        expect((await api(restarted.app, 'GET', '/api/orders/myorders', { token: again.body.token })).status).toBe(200);
        expect((await api(restarted.app, 'GET', '/api/orders/myorders', { token: customer.token })).status).toBe(401);
      } finally {
        await restarted.close();
      }
    } finally {
      await shop.close();
      removeDataDir(shop.dataDir);
    }
  });

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    const customer = await createUser(t.deps);
    expect((await api(t.app, 'POST', ROTATE)).status).toBe(401);
    expect((await api(t.app, 'POST', ROTATE, { token: customer.token })).status).toBe(403);
    expect((await api(t.app, 'GET', '/api/users', { token: owner.token })).status).toBe(200);
  });

  it('with JWT_SECRET set in the environment it says the key cannot be rotated here, and nobody is signed out', async () => {
    const shop = await createTestApp({ env: { JWT_SECRET: 'a-key-from-the-environment-long-enough-1234567890' } });
    try {
      const boss = await createUser(shop.deps, { isAdmin: true });
      const res = await api(shop.app, 'POST', ROTATE, { token: boss.token });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/JWT_SECRET/);
      expect(res.body.message).toMatch(/restart/);
      expect((await api(shop.app, 'GET', '/api/users', { token: boss.token })).status).toBe(200);
    } finally {
      await shop.close();
      removeDataDir(shop.dataDir);
    }
  });
});

describe('key ids', () => {
  it('a token signed with the right key but without a key id, or with another key id, is 401', async () => {
    const key = new TextEncoder().encode(readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim());
    const sign = (header: Record<string, string>) =>
      new SignJWT({ sv: owner.user.sessionVersion }).setProtectedHeader({ alg: 'HS256', ...header }).setSubject(owner.user.id).setAudience('session').setIssuedAt().setExpirationTime('1h').sign(key);
    expect((await api(t.app, 'GET', '/api/users', { token: await sign({}) })).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/users', { token: await sign({ kid: 'deadbeef' }) })).status).toBe(401);
    const kid = createHash('sha256').update(key).digest('hex').slice(0, 8);
    expect((await api(t.app, 'GET', '/api/users', { token: await sign({ kid }) })).status).toBe(200);
  });
});

describe('restores and the token key', () => {
  it('a downloaded backup restored on a new machine gets a new key (everybody signs in again); a local one from before a rotation does not bring the old key back', async () => {
    const shop = await createTestApp();
    const fresh = mkdtempSync(path.join(scratch, 'new-machine-'));
    try {
      const boss = await createUser(shop.deps, { isAdmin: true });
      const downloaded = await shop.app.inject({ method: 'GET', url: '/api/backups/download', headers: { authorization: `Bearer ${boss.token}` } });
      const archive = path.join(scratch, 'downloaded.tar.gz');
      writeFileSync(archive, downloaded.rawPayload);
      const onNewMachine = await restoreBackup(archive, fresh);
      expect(onNewMachine.tokenKey).toBe('new');
      expect(existsSync(path.join(fresh, 'jwt-secret'))).toBe(false);
      const started = await createTestApp({ dataDir: fresh });
      try {
        expect((await api(started.app, 'GET', '/api/users', { token: boss.token })).status).toBe(401);
        expect((await login(started, boss.user.email, boss.password)).status).toBe(200);
      } finally {
        await started.close();
      }

      const local = await backupNow(shop.deps);
      const rotated = await api(shop.app, 'POST', ROTATE, { token: boss.token });
      expect(rotated.status).toBe(200);
      const keyAfterRotation = readFileSync(path.join(shop.dataDir, 'jwt-secret'), 'utf8');
      await shop.close();
      const result = await restoreBackup(local.file, shop.dataDir);
      expect(result.tokenKey).toBe('kept');
      expect(readFileSync(path.join(shop.dataDir, 'jwt-secret'), 'utf8')).toBe(keyAfterRotation);
      const reopened = await createTestApp({ dataDir: shop.dataDir });
      try {
        expect((await api(reopened.app, 'GET', '/api/users', { token: rotated.body.user.token })).status).toBe(200);
        expect((await api(reopened.app, 'GET', '/api/users', { token: boss.token })).status).toBe(401);
      } finally {
        await reopened.close();
      }
    } finally {
      await shop.close();
      removeDataDir(shop.dataDir);
      removeDataDir(fresh);
    }
  });
});
