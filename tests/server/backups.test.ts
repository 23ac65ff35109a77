import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listBackups, outgoingDir } from '../../src/server/backups/backup-archive.js';
import { backupNow } from '../../src/server/backups/backup-service.js';
import { PID_FILE, restoreBackup, RestoreError } from '../../src/server/backups/restore-backup.js';
import { newestKnownMigration } from '../../src/server/db/database.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { raiseCodLimits } from '../helpers/cod-limits.js';
import { orderPayload } from '../helpers/shop.js';
import { programArgs } from '../helpers/programs.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { BACKUP_KEEP: '3' } });
  admin = await createUser(t.deps, { isAdmin: true });
  // Clients placing cash-on-delivery orders to one address without pause: the COD limits (cod-limits.test.ts) raised, as an owner would.
  await raiseCodLimits(t.app, admin.token);
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

describe('a backup made while 20 clients place orders, restored into a new DATA_DIR', () => {
  it('is a consistent shop holding every order acknowledged before the backup began', async () => {
    const products = Array.from({ length: 4 }, (_, i) => createProduct(t.deps, { name: `Backup item ${i}`, pricePaise: 1_000 * (i + 1), countInStock: 10_000 }));
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t.deps)));
    const acknowledged: { id: string }[] = [];
    let stop = false;
    const client = async (buyer: TestUser, n: number) => {
      for (let i = 0; !stop; i++) {
        const product = products[(n + i) % products.length];
        const res = await api(t.app, 'POST', '/api/orders', { token: buyer.token, body: orderPayload([{ product: product.id, qty: 1 + (i % 3), pricePaise: product.pricePaise }]) });
        if (res.status === 201) acknowledged.push({ id: res.body._id as string });
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const clients = buyers.map((buyer, n) => client(buyer, n));
    // The backup starts once every client has had orders acknowledged, whatever the machine's speed.
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(60), { timeout: 50_000, interval: 10 });
    // Those answered before the backup is asked for (a group of orders is answered within one millisecond,
    // so a clock reading could not tell them apart).
    const answeredBefore = acknowledged.length;
    const backup = await backupNow(t.deps);
    stop = true;
    await Promise.all(clients);
    const before = acknowledged.slice(0, answeredBefore).map((a) => a.id);
    expect(before.length).toBeGreaterThanOrEqual(60);

    const target = mkdtempSync(path.join(tmpdir(), 'shop-restored-'));
    try {
      await restoreBackup(backup.file, target);
      const restored = new Database(path.join(target, 'shop.db'), { readonly: true });
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = new Set((restored.prepare('select id from orders').all() as { id: string }[]).map((r) => r.id));
      for (const id of before) expect(ids.has(id), id).toBe(true);
      for (const product of products) {
        const { stock } = restored.prepare('select count_in_stock as stock from products where id = ?').get(product.id) as { stock: number };
        const { sold } = restored.prepare('select coalesce(sum(qty), 0) as sold from order_items where product_id = ?').get(product.id) as { sold: number };
        expect(stock + sold).toBe(10_000);
      }
      restored.close();
      // The restored shop starts, with the token secret and uploads of the original.
      const reopened = await createTestApp({ dataDir: target });
      expect((await api(reopened.app, 'GET', '/api/orders/myorders', { token: buyers[0].token })).status).toBe(200);
      await reopened.close();
    } finally {
      removeDataDir(target);
    }
  });
});

describe('backups and restores', () => {
  it('keeps the newest BACKUP_KEEP archives, owner-only', async () => {
    // A shop of its own: three newer backups exist first, so the older ones are pruned as soon as they are
    // made (a clock set back), which must not fail the backup.
    const own = await createTestApp({ env: { BACKUP_KEEP: '3' } });
    try {
      for (let i = 0; i < 3; i++) await backupNow(own.deps, new Date(Date.UTC(2030, 0, 1 + i)));
      for (let i = 0; i < 5; i++) await backupNow(own.deps, new Date(Date.UTC(2026, 0, 1 + i)));
      const kept = listBackups(own.dataDir);
      expect(kept.map((b) => b.name)).toEqual([3, 2, 1].map((day) => `shop-backup-2030-01-0${day}T00-00-00Z.tar.gz`));
      // Without BACKUP_S3_URL nothing is made for a bucket (tests/server/offsite-backups.test.ts).
      expect(own.deps.offsite).toBeNull();
      expect(existsSync(outgoingDir(own.dataDir))).toBe(false);
    } finally {
      await own.close();
      removeDataDir(own.dataDir);
    }
  });

  it('a restore refuses while the shop runs, refuses a damaged or foreign archive, and never deletes the data it replaces', async () => {
    const target = mkdtempSync(path.join(tmpdir(), 'shop-restore-'));
    try {
      const backup = await backupNow(t.deps);
      writeFileSync(path.join(target, PID_FILE), String(process.pid));
      await expect(restoreBackup(backup.file, target)).rejects.toThrow(/The shop is running/);
      writeFileSync(path.join(target, PID_FILE), '999999999');
      const garbage = path.join(target, 'garbage.tar.gz');
      writeFileSync(garbage, 'not an archive at all');
      await expect(restoreBackup(garbage, target)).rejects.toThrow(RestoreError);
      writeFileSync(path.join(target, 'shop.db'), 'the data that was here');
      const result = await restoreBackup(backup.file, target);
      expect(result.safetyCopy).not.toBeNull();
      expect(existsSync(path.join(result.safetyCopy!, 'shop.db'))).toBe(true);
      expect(result.manifest.schema).toBe(newestKnownMigration());
    } finally {
      removeDataDir(target);
    }
  });

  it('GET /api/backups/download streams a fresh archive to admins only', async () => {
    const customer = await createUser(t.deps);
    expect((await api(t.app, 'GET', '/api/backups/download', { token: customer.token })).status).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/backups/download', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="shop-backup-/);
    const tarball = gunzipSync(res.rawPayload).toString('latin1');
    for (const entry of ['manifest.json', 'shop.db']) expect(tarball).toContain(entry);
    // The token key stays on the machine (docs/decisions/022-backups-and-token-keys.md; tests/server/token-keys.test.ts).
    expect(tarball).not.toContain('jwt-secret');
  });

  it('GET /api/health/details tells admins the database size, free disk, the last backup and unsent mail', async () => {
    // A backup of its own (a download makes one): the test may run before the others have made any.
    expect((await t.app.inject({ method: 'GET', url: '/api/backups/download', headers: { authorization: `Bearer ${admin.token}` } })).statusCode).toBe(200);
    const res = await api(t.app, 'GET', '/api/health/details', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', version: expect.any(String), databaseBytes: expect.any(Number), freeDiskBytes: expect.any(Number), unsentMail: expect.any(Number) });
    expect(res.body.lastBackup).toMatchObject({ ok: true });
    expect((await api(t.app, 'GET', '/api/health/details')).status).toBe(401);
    const fresh = await createTestApp();
    try {
      const freshAdmin = await createUser(fresh.deps, { isAdmin: true });
      expect((await api(fresh.app, 'GET', '/api/health/details', { token: freshAdmin.token })).body.backupWarning).toBe('No backup has been made yet');
    } finally {
      await fresh.close();
      removeDataDir(fresh.dataDir);
    }
  });

  it('the command line: `npm run backup` while the shop runs, `npm run restore -- <archive>` with it stopped', async () => {
    const env = { ...process.env, DATA_DIR: t.dataDir };
    const cli = (args: string[]) => run(process.execPath, [...programArgs('backup-cli'), ...args], { cwd: root, env });
    const made = await cli(['backup']);
    expect(made.stdout).toMatch(/Backup made: .*shop-backup-/);
    const archive = listBackups(t.dataDir)[0].file;
    const target = mkdtempSync(path.join(tmpdir(), 'shop-cli-restore-'));
    try {
      const restored = await run(process.execPath, [...programArgs('backup-cli'), 'restore', archive], { cwd: root, env: { ...process.env, DATA_DIR: target } });
      expect(restored.stdout).toMatch(/Restored the backup/);
      expect(readdirSync(target)).toEqual(expect.arrayContaining(['shop.db', 'jwt-secret']));
    } finally {
      removeDataDir(target);
    }
  });
});
