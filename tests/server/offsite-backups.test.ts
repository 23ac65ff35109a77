/**
 * Off-site backups (docs/decisions/051-off-site-backups.md) against a real S3-compatible server: s3rver on a free
 * port in a temporary folder, reached through the real SDK, directly or through a proxy that holds and cuts
 * connections. Each test has a shop and a folder of the bucket of its own, so they pass in any order.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listBackups, listOutgoing } from '../../src/server/backups/backup-archive.js';
import { backupNow, lastBackup } from '../../src/server/backups/backup-service.js';
import { restoreFromBucket } from '../../src/server/backups/bucket-restore.js';
import { OffsiteSender, readOffsiteStatus } from '../../src/server/backups/offsite-backups.js';
import { restoreBackup, RestoreError } from '../../src/server/backups/restore-backup.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { api, createProduct, createTestApp, createUser, removeDataDir, type TestApp } from '../helpers/app.js';
import { bucketEnv, keysUnder, objectBytes, putObject, startFlakyProxy, startLocalS3, TEST_BUCKET, type FlakyProxy, type LocalS3 } from '../helpers/s3.js';
import { programArgs } from '../helpers/programs.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const PASSPHRASE = 'mango season at the shop';

let s3: LocalS3;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await s3.close();
});

/** A shop of its own whose backups go to s3://shop-backups/<prefix> (directly, or through `endpoint`). */
async function shopWithBucket(prefix: string, env: Record<string, string> = {}, endpoint = s3.endpoint): Promise<TestApp> {
  const shop = await createTestApp({ env: { BACKUP_SCHEDULE: 'off', ...bucketEnv(endpoint, prefix), ...env } });
  cleanups.push(async () => {
    await shop.close();
    removeDataDir(shop.dataDir);
  });
  return shop;
}

async function flakyProxy(mode: 'pass' | 'hold' | 'cut'): Promise<FlakyProxy> {
  const proxy = await startFlakyProxy(s3.port, mode);
  cleanups.push(() => proxy.close());
  return proxy;
}

function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `shop-${name}-`));
  cleanups.push(() => removeDataDir(dir));
  return dir;
}

/** The backup command line, as `npm run backup` / `npm run restore` run it, with the given environment. */
function cli(args: string[], env: Record<string, string>) {
  return run(process.execPath, [...programArgs('backup-cli'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
  });
}

/** The entry names of a .tar.gz given as bytes. */
function entriesOf(archive: Buffer): string[] {
  const file = path.join(tempDir('entries'), 'archive.tar.gz');
  writeFileSync(file, archive);
  const entries: string[] = [];
  tar.t({ file, sync: true, onReadEntry: (entry) => entries.push(entry.path) });
  return entries;
}

const day = (n: number) => new Date(Date.UTC(2030, 0, n));
const archiveOf = (n: number) => `shop-backup-2030-01-0${n}T00-00-00Z.tar.gz`;

describe('off-site backups to an S3-compatible bucket', () => {
  it('sends every backup, the admin download too, without the token key, and keeps BACKUP_KEEP of them there', async () => {
    const shop = await shopWithBucket('kept', { BACKUP_KEEP: '2' });
    const admin = await createUser(shop.deps, { isAdmin: true });
    // What the shop did not make stays, whatever its age or name below the folder.
    await putObject(s3, 'kept/notes.txt', 'the owner keeps this here');
    await putObject(s3, 'kept/older/shop-backup-2020-01-01T00-00-00Z.tar.gz', 'another folder');
    await putObject(s3, 'kept/shop-backup-2020-01-01T00-00-00Z.tar.gz', 'an old archive of the shop');

    const download = await shop.app.inject({ method: 'GET', url: '/api/backups/download', headers: { authorization: `Bearer ${admin.token}` } });
    expect(download.statusCode).toBe(200);
    const manual = /filename="([^"]+)"/.exec(String(download.headers['content-disposition']))![1];
    await shop.deps.offsite!.idle();
    expect(await keysUnder(s3, 'kept')).toContain(`kept/${manual}`);
    expect((await objectBytes(s3, `kept/${manual}`)).equals(download.rawPayload)).toBe(true);

    await backupNow(shop.deps, day(1));
    await backupNow(shop.deps, day(2));
    await shop.deps.offsite!.idle();
    expect(await keysUnder(s3, 'kept')).toEqual([`kept/${archiveOf(1)}`, `kept/${archiveOf(2)}`, 'kept/notes.txt', 'kept/older/shop-backup-2020-01-01T00-00-00Z.tar.gz'].sort());
    expect(listOutgoing(shop.dataDir)).toEqual([]);

    // The local archive holds the token key; the bucket's copy never does (docs/decisions/022-backups-and-token-keys.md).
    const local = listBackups(shop.dataDir).find((b) => b.name === archiveOf(2))!;
    expect(entriesOf(readFileSync(local.file))).toContain('jwt-secret');
    const remote = entriesOf(await objectBytes(s3, `kept/${archiveOf(2)}`));
    expect(remote).toEqual(expect.arrayContaining(['manifest.json', 'shop.db']));
    expect(remote).not.toContain('jwt-secret');

    const backups = await api(shop.app, 'GET', '/api/backups', { token: admin.token });
    expect(backups.body.offsite).toMatchObject({ url: `s3://${TEST_BUCKET}/kept`, encrypted: false, last: { ok: true, waiting: 0, lastSent: archiveOf(2) } });
    expect((await api(shop.app, 'GET', '/api/admin/dashboard', { token: admin.token })).body.offsiteWarning).toBeNull();

    const listed = await cli(['backup', '--list-remote'], { DATA_DIR: shop.dataDir, ...bucketEnv(s3.endpoint, 'kept') });
    const lines = listed.stdout.trim().split('\n');
    expect(lines[0]).toBe(`2 archives in s3://${TEST_BUCKET}/kept, newest first:`);
    expect(lines[1]).toMatch(new RegExp(`^${archiveOf(2).replace(/\./g, '\\.')}\\s+\\d+ KB\\s+\\d{4}-\\d{2}-\\d{2}T`));
    expect(lines[2]).toContain(archiveOf(1));
    expect(listed.stdout).not.toContain('notes.txt');
  });

  it('`npm run backup` sends its archive as well, with what an earlier try left waiting', async () => {
    const proxy = await flakyProxy('cut');
    const shop = await shopWithBucket('from-cli', { BACKUP_PASSPHRASE: PASSPHRASE }, proxy.endpoint);
    await backupNow(shop.deps, day(1));
    await shop.deps.offsite!.idle();
    expect(readOffsiteStatus(shop.deps.db)).toMatchObject({ ok: false, waiting: 1 });
    // Should the shop's own retry come (a minute later) while this runs, it finds the way clear as well.
    proxy.setMode('pass');

    const made = await cli(['backup'], { DATA_DIR: shop.dataDir, ...bucketEnv(s3.endpoint, 'from-cli', { BACKUP_PASSPHRASE: PASSPHRASE }) });
    const sent = /Backup made: .*\/(shop-backup-[^ ]+\.tar\.gz) /.exec(made.stdout)![1];
    // Newest first: the one dated 2030 (made while the bucket could not be reached) goes before today's.
    expect(made.stdout).toContain(`Sent to s3://${TEST_BUCKET}/from-cli (encrypted): ${archiveOf(1)}.enc, ${sent}.enc. 2 kept there.`);
    expect(await keysUnder(s3, 'from-cli')).toEqual([`from-cli/${archiveOf(1)}.enc`, `from-cli/${sent}.enc`].sort());
    expect(readOffsiteStatus(shop.deps.db)).toMatchObject({ ok: true, waiting: 0 });
  });

  it('npm run backup with a bucket it cannot reach: the backup is made and kept to send, and the command exits 2 saying so', async () => {
    const shop = await shopWithBucket('unreached');
    // Nothing listens on port 9 (discard) here: every connection is refused.
    const failed = await cli(['backup'], { DATA_DIR: shop.dataDir, ...bucketEnv('http://127.0.0.1:9', 'unreached') }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stdout).toMatch(/Backup made: .*shop-backup-.*\.tar\.gz/);
    expect(failed?.stderr).toMatch(/could not be sent to s3:\/\/shop-backups\/unreached: .* 1 archive waits in /);
  });

  it('encrypts before sending: the bucket holds no readable byte, and only the passphrase brings the data back', async () => {
    const shop = await shopWithBucket('sealed', { BACKUP_PASSPHRASE: PASSPHRASE });
    const email = `asha.${Date.now()}@example.in`;
    await createUser(shop.deps, { email, name: 'Asha Verma' });
    const product = createProduct(shop.deps, { name: 'Banarasi silk dupatta' });
    const backup = await backupNow(shop.deps, day(3));
    await shop.deps.offsite!.idle();
    const key = `sealed/${archiveOf(3)}.enc`;
    expect(await keysUnder(s3, 'sealed')).toEqual([key]);

    const sealed = await objectBytes(s3, key);
    expect(sealed.subarray(0, 8).toString('latin1')).toBe('RSHOPENC');
    expect(sealed.subarray(0, 2)).not.toEqual(Buffer.from([0x1f, 0x8b]));
    expect(() => gunzipSync(sealed)).toThrow();
    for (const secret of [email, 'Asha Verma', 'Banarasi']) expect(sealed.includes(secret)).toBe(false);
    // The local archive on the shop's own disk stays a plain .tar.gz, as before.
    expect(readFileSync(backup.file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const url = `s3://${TEST_BUCKET}/${key}`;
    const settings = loadConfig({ NODE_ENV: 'test', ...bucketEnv(s3.endpoint, 'sealed'), BACKUP_PASSPHRASE: PASSPHRASE }).backups;
    // `npm run restore -- s3://…` on a new machine, in a process of its own while the checks below run here.
    const fresh = path.join(tempDir('from-bucket'), 'data');
    const restoring = cli(['restore', url], { DATA_DIR: fresh, ...bucketEnv(s3.endpoint, 'sealed'), BACKUP_PASSPHRASE: PASSPHRASE });
    restoring.catch(() => undefined);

    // A wrong passphrase, or none, changes nothing, and says why.
    const target = tempDir('wrong-passphrase');
    writeFileSync(path.join(target, 'shop.db'), 'the data that was here');
    await expect(restoreFromBucket(url, target, { ...settings, passphrase: 'not the passphrase at all' })).rejects.toThrow(/BACKUP_PASSPHRASE does not open this backup/);
    await expect(restoreFromBucket(url, target, { ...settings, passphrase: null })).rejects.toThrow(/This backup is encrypted: set BACKUP_PASSPHRASE/);
    expect(readdirSync(target)).toEqual(['shop.db']);
    expect(readFileSync(path.join(target, 'shop.db'), 'utf8')).toBe('the data that was here');

    // A changed byte fails on the tag, after the whole archive was read: still nothing changes.
    const tampered = Buffer.from(sealed);
    tampered[tampered.length >> 1] ^= 0x01;
    const damagedTarget = tempDir('tampered');
    const damagedFile = path.join(tempDir('tampered-file'), `${archiveOf(3)}.enc`);
    writeFileSync(damagedFile, tampered);
    const damaged = await restoreBackup(damagedFile, damagedTarget, new Date(), { passphrase: PASSPHRASE }).catch((error: unknown) => error);
    expect(damaged).toBeInstanceOf(RestoreError);
    expect((damaged as Error).message).toMatch(/damaged or was altered/);
    expect(readdirSync(damagedTarget)).toEqual([]);

    // An encrypted archive kept on a disk restores with the passphrase, like a plain one.
    const file = path.join(tempDir('enc-file'), `${archiveOf(3)}.enc`);
    writeFileSync(file, sealed);
    const local = tempDir('enc-restore');
    const result = await restoreBackup(file, local, new Date(), { passphrase: PASSPHRASE });
    expect(result.manifest.createdAt).toBe('2030-01-03T00:00:00.000Z');
    expect(existsSync(path.join(local, 'shop.db'))).toBe(true);

    // The restore from the bucket brought the customers and products back.
    const restored = await restoring;
    expect(restored.stdout).toMatch(/Restored the backup of 2030-01-03T00:00:00.000Z/);
    expect(restored.stdout).toMatch(/holds no token key/);
    const db = new Database(path.join(fresh, 'shop.db'), { readonly: true });
    expect(db.prepare('select name from users where email = ?').get(email)).toEqual({ name: 'Asha Verma' });
    expect(db.prepare('select name from products where id = ?').get(product.id)).toEqual({ name: 'Banarasi silk dupatta' });
    db.close();
  });

  it('an upload cut off midway never holds the shop up: the dashboard says so, and the next backup sends the missed one', async () => {
    const proxy = await flakyProxy('hold');
    const shop = await shopWithBucket('cut', {}, proxy.endpoint);
    const admin = await createUser(shop.deps, { isAdmin: true });
    createProduct(shop.deps, { name: 'Kolhapuri chappal' });

    const first = await backupNow(shop.deps, day(1));
    // The backup is made once it is on the disk, while its copy is still on the way.
    expect(lastBackup(shop.deps)).toMatchObject({ ok: true, file: first.file });
    await vi.waitFor(() => expect(proxy.held).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
    expect((await api(shop.app, 'GET', '/api/products')).status).toBe(200);
    const during = await api(shop.app, 'GET', '/api/admin/dashboard', { token: admin.token });
    expect(during.status).toBe(200);
    expect(during.body).toMatchObject({ backupWarning: null, offsiteWarning: null });
    expect((await api(shop.app, 'GET', '/api/health/details', { token: admin.token })).body.offsite).toMatchObject({ sending: true });

    proxy.setMode('cut');
    await vi.waitFor(
      async () => expect((await api(shop.app, 'GET', '/api/admin/dashboard', { token: admin.token })).body.offsiteWarning).toMatch(/could not be sent to s3:\/\/shop-backups\/cut: .*(ECONNRESET|EPIPE).* 1 backup waits/),
      { timeout: 15_000, interval: 50 },
    );
    expect((await api(shop.app, 'GET', '/api/products')).status).toBe(200);
    expect(await keysUnder(s3, 'cut')).toEqual([]);
    expect(listOutgoing(shop.dataDir).map((a) => a.name)).toEqual([archiveOf(1)]);
    expect(lastBackup(shop.deps)).toMatchObject({ ok: true });
    expect((await api(shop.app, 'GET', '/api/health/details', { token: admin.token })).body.offsite).toMatchObject({ sending: false, last: { ok: false, waiting: 1, lastSent: null } });

    proxy.setMode('pass');
    await backupNow(shop.deps, day(2));
    await shop.deps.offsite!.idle();
    expect(await keysUnder(s3, 'cut')).toEqual([`cut/${archiveOf(1)}`, `cut/${archiveOf(2)}`]);
    expect((await api(shop.app, 'GET', '/api/admin/dashboard', { token: admin.token })).body.offsiteWarning).toBeNull();
    expect(readOffsiteStatus(shop.deps.db)).toMatchObject({ ok: true, waiting: 0, lastSent: archiveOf(2) });
  });

  it('a failed try is tried again by itself, after a pause', async () => {
    const proxy = await flakyProxy('cut');
    const shop = await shopWithBucket('retried', {}, proxy.endpoint);
    await backupNow(shop.deps, day(4));
    await shop.deps.offsite!.idle();
    expect(readOffsiteStatus(shop.deps.db)).toMatchObject({ ok: false, waiting: 1 });

    // The shop's own sender waits a minute; this one, on the same shop, a moment.
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const sender = new OffsiteSender(shop.deps.db, shop.dataDir, { offsite: shop.deps.config.backups.offsite!, keep: 14 }, log, [300]);
    cleanups.push(() => sender.close());
    sender.send();
    await sender.idle();
    expect(readOffsiteStatus(shop.deps.db)).toMatchObject({ ok: false, waiting: 1 });
    proxy.setMode('pass');
    await vi.waitFor(async () => expect(await keysUnder(s3, 'retried')).toEqual([`retried/${archiveOf(4)}`]), { timeout: 10_000, interval: 50 });
    await vi.waitFor(() => expect(readOffsiteStatus(shop.deps.db)).toMatchObject({ ok: true, waiting: 0 }), { timeout: 5_000, interval: 20 });
  });

  // main.ts refuses to start on any ConfigError and prints its message (tests/server/boot.test.ts starts it so).
  it('refuses bad settings at start, and leaves everything as before when unset', () => {
    const base = { NODE_ENV: 'test' };
    const bucket = bucketEnv('https://s3.example.in', 'shop');
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${JSON.stringify(env)}`);
    };
    expect(refused({ ...bucket, BACKUP_S3_URL: 'https://my-bucket.s3.amazonaws.com/shop' })).toMatch(/BACKUP_S3_URL must name a bucket.*s3:\/\/my-shop-backups/);
    expect(refused({ ...bucket, BACKUP_S3_URL: 's3://a/../shop' })).toMatch(/BACKUP_S3_URL must name a bucket/);
    expect(refused({ ...bucket, BACKUP_S3_SECRET_ACCESS_KEY: '' })).toMatch(/BACKUP_S3_URL needs BACKUP_S3_SECRET_ACCESS_KEY/);
    expect(refused({ ...bucket, BACKUP_S3_ENDPOINT: 'minio.local:9000' })).toMatch(/BACKUP_S3_ENDPOINT must start with http:\/\/ or https:\/\//);
    expect(refused({ ...bucket, BACKUP_S3_REGION: 'Mumbai' })).toMatch(/BACKUP_S3_REGION must be a region name/);
    expect(refused({ ...bucket, BACKUP_PASSPHRASE: 'short' })).toMatch(/BACKUP_PASSPHRASE must be at least 12 characters/);
    expect(refused({ BACKUP_S3_ENDPOINT: 'https://s3.example.in', BACKUP_S3_ACCESS_KEY_ID: 'key' })).toMatch(/BACKUP_S3_ENDPOINT, BACKUP_S3_ACCESS_KEY_ID are set but BACKUP_S3_URL is not/);

    expect(loadConfig(base).backups).toEqual({ schedule: '30 2 * * *', keep: 14, offsite: null, passphrase: null });
    expect(loadConfig({ ...base, ...bucket, BACKUP_S3_URL: 's3://my-bucket/' }).backups.offsite).toMatchObject({ url: 's3://my-bucket', bucket: 'my-bucket', prefix: '', endpoint: 'https://s3.example.in' });
    expect(loadConfig({ ...base, ...bucket, BACKUP_S3_URL: 's3://my-bucket/a/b/' }).backups.offsite).toMatchObject({ url: 's3://my-bucket/a/b', prefix: 'a/b' });
  });
});
