import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupNow } from '../../src/server/backups/backup-service.js';
import { restoreBackup, RestoreError } from '../../src/server/backups/restore-backup.js';
import { createTestApp, removeDataDir, type TestApp } from '../helpers/app.js';
import { programArgs } from '../helpers/programs.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** A folder outside every DATA_DIR holding what the host keeps to itself. */
let host: string;
const HOST_SECRET = `host-only-${Date.now()}-do-not-serve`;
let t: TestApp;

beforeAll(async () => {
  host = mkdtempSync(path.join(tmpdir(), 'shop-host-'));
  writeFileSync(path.join(host, 'secret.txt'), HOST_SECRET);
  await sharp({ create: { width: 700, height: 400, channels: 3, background: '#c0ffee' } })
    .png()
    .toFile(path.join(host, 'private-photo.png'));
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
  rmSync(host, { recursive: true, force: true });
});

/** Every file below `dir` with its bytes, by path relative to `dir` (links are not followed). */
function filesBelow(dir: string, prefix = ''): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) for (const [name, bytes] of filesBelow(path.join(dir, entry.name), relative)) found.set(name, bytes);
    else found.set(relative, entry.isSymbolicLink() ? Buffer.from(`link`) : readFileSync(path.join(dir, entry.name)));
  }
  return found;
}

const fingerprint = (dir: string) =>
  [...filesBelow(dir)].map(([name, bytes]) => `${name}:${createHash('sha256').update(bytes).digest('hex')}`).sort();

/** The entries of an archive: path, type and link target. */
async function entriesOf(archive: string): Promise<{ path: string; type: string; linkpath: string }[]> {
  const entries: { path: string; type: string; linkpath: string }[] = [];
  await tar.t({ file: archive, onReadEntry: (entry) => entries.push({ path: entry.path, type: entry.type, linkpath: String(entry.linkpath ?? '') }) });
  return entries;
}

/**
 * A backup of the test shop with links added to its uploads, packed with node-tar as an attacker would:
 * the real manifest and database, so everything else about it is a valid backup.
 */
async function craftedArchive(name: string, addLinks: (staging: string) => void): Promise<string> {
  const backup = await backupNow(t.deps);
  const staging = mkdtempSync(path.join(tmpdir(), `shop-crafted-${name}-`));
  await tar.x({ file: backup.file, cwd: staging });
  mkdirSync(path.join(staging, 'uploads'), { recursive: true });
  writeFileSync(path.join(staging, 'uploads', 'innocent.webp'), 'an image');
  addLinks(staging);
  const archive = path.join(host, `${name}.tar.gz`);
  const names = ['manifest.json', 'shop.db', ...readdirSync(path.join(staging, 'uploads')).map((n) => `uploads/${n}`)];
  await tar.c({ gzip: true, file: archive, cwd: staging, follow: false, portable: true }, names);
  rmSync(staging, { recursive: true, force: true });
  return archive;
}

const ATTACKS = {
  /** l1 → '..' is DATA_DIR; l2 → 'l1/..' is the folder DATA_DIR sits in: each link alone passes node-tar's check. */
  'a chain of .. links': (staging: string) => {
    symlinkSync('..', path.join(staging, 'uploads', 'l1'));
    symlinkSync('l1/..', path.join(staging, 'uploads', 'l2'));
  },
  'an absolute link': (staging: string) => {
    symlinkSync(host, path.join(staging, 'uploads', 'abs'));
  },
  /** A second name for the database: /uploads/h would serve every password hash. */
  'a hard link': (staging: string) => {
    linkSync(path.join(staging, 'shop.db'), path.join(staging, 'uploads', 'h'));
  },
};

/** What each attack would read through /uploads once restored into `dataDir`. */
const attackUrls = (dataDir: string) => [
  `/uploads/l2/${path.basename(host)}/secret.txt`,
  '/uploads/l1/jwt-secret',
  `/uploads/l1/shop.db`,
  '/uploads/abs/secret.txt',
  '/uploads/h',
  `/uploads/l2/${path.basename(dataDir)}/shop.db`,
];

describe('restoring a crafted backup with links in it', () => {
  for (const [attack, addLinks] of Object.entries(ATTACKS)) {
    it(`${attack}: the restore is refused with a clear message, the current data stays as it was, and /uploads reads nothing outside`, async () => {
      const archive = await craftedArchive(attack.replace(/\W+/g, '-'), addLinks);
      // The shop this archive would be restored into: a real DATA_DIR, stopped.
      const target = mkdtempSync(path.join(tmpdir(), 'shop-restore-target-'));
      const before = await createTestApp({ dataDir: target });
      writeFileSync(path.join(target, 'uploads', 'current.webp'), 'the current image');
      await before.close();
      const snapshot = fingerprint(target);
      try {
        const refusal = await restoreBackup(archive, target).then(
          () => null,
          (error: unknown) => error,
        );
        const shop = await createTestApp({ dataDir: target });
        try {
          for (const url of attackUrls(target)) {
            const res = await shop.app.inject({ method: 'GET', url });
            expect(res.body, url).not.toContain(HOST_SECRET);
            expect(res.statusCode, url).toBe(404);
          }
        } finally {
          await shop.close();
        }
        expect(refusal).toBeInstanceOf(RestoreError);
        expect((refusal as Error).message).toMatch(/link/i);
        expect((refusal as Error).message).toMatch(/only files and folders/);
        expect((refusal as Error).message).toMatch(/nothing was changed/i);
        // Nothing moved aside, nothing left half-unpacked (the database's WAL files aside, which the start above touches).
        const after = fingerprint(target).filter((line) => !line.startsWith('shop.db'));
        expect(after).toEqual(snapshot.filter((line) => !line.startsWith('shop.db')));
        expect(readdirSync(target).filter((name) => name.startsWith('before-restore-') || name.startsWith('.restore-'))).toEqual([]);
      } finally {
        removeDataDir(target);
      }
    });
  }

  it('the command line refuses it too, with the message and a failing exit code', async () => {
    const archive = await craftedArchive('cli', ATTACKS['a chain of .. links']);
    const target = mkdtempSync(path.join(tmpdir(), 'shop-cli-target-'));
    try {
      const cli = run(process.execPath, [...programArgs('backup-cli'), 'restore', archive], {
        cwd: root,
        env: { ...process.env, DATA_DIR: target },
      });
      await expect(cli).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/symbolic link uploads\/l1 → \.\..*only files and folders/s) });
      expect(existsSync(path.join(target, 'uploads', 'l1'))).toBe(false);
    } finally {
      removeDataDir(target);
    }
  });
});

describe('/uploads never follows a link', () => {
  it('links placed by hand inside DATA_DIR/uploads are not served, whether they point outside or inside', async () => {
    const shop = await createTestApp();
    const uploads = path.join(shop.dataDir, 'uploads');
    writeFileSync(path.join(uploads, 'real.webp'), 'a real upload');
    symlinkSync(path.join(host, 'secret.txt'), path.join(uploads, 'to-host.webp'));
    symlinkSync(host, path.join(uploads, 'host-folder'));
    symlinkSync('real.webp', path.join(uploads, 'inside.webp'));
    // An "original" that is a link: the smaller copy made on request would be a picture of the host's file.
    symlinkSync(path.join(host, 'private-photo.png'), path.join(uploads, 'photo.png'));
    mkdirSync(path.join(uploads, 'demo'), { recursive: true });
    symlinkSync(path.join(host, 'private-photo.png'), path.join(uploads, 'demo', 'demo-photo.png'));

    try {
    expect((await shop.app.inject({ method: 'GET', url: '/uploads/real.webp' })).statusCode).toBe(200);
    for (const url of [
      '/uploads/to-host.webp',
      '/uploads/host-folder/secret.txt',
      '/uploads/inside.webp',
      '/uploads/photo.png',
      '/uploads/photo-640w.webp',
      '/uploads/demo/demo-photo-320w.webp',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await shop.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain(HOST_SECRET);
      }
    }
    expect(existsSync(path.join(uploads, 'photo-640w.webp'))).toBe(false);
    } finally {
      await shop.close();
      removeDataDir(shop.dataDir);
    }
  });
});

describe('a backup never follows a link', () => {
  it('links inside uploads are left out: the archive holds neither their targets nor any link, and the real files are all there', async () => {
    const shop = await createTestApp();
    const uploads = path.join(shop.dataDir, 'uploads');
    writeFileSync(path.join(uploads, 'kept.webp'), 'a kept upload');
    symlinkSync(path.join(host, 'secret.txt'), path.join(uploads, 'leak.txt'));
    symlinkSync(host, path.join(uploads, 'leak-folder'));
    // Two names for one image (a hard link) are two files in the archive, not a link entry a restore would refuse.
    writeFileSync(path.join(uploads, 'twin-a.webp'), 'one image, two names');
    linkSync(path.join(uploads, 'twin-a.webp'), path.join(uploads, 'twin-b.webp'));

    const backup = await backupNow(shop.deps).finally(() => shop.close());
    const entries = await entriesOf(backup.file);
    expect(entries.filter((e) => e.type !== 'File' && e.type !== 'Directory')).toEqual([]);
    const names = entries.map((e) => e.path.replace(/\/$/, ''));
    expect(names).toEqual(expect.arrayContaining(['uploads/kept.webp', 'uploads/twin-a.webp', 'uploads/twin-b.webp']));
    expect(names.filter((n) => n.includes('leak'))).toEqual([]);

    const unpacked = mkdtempSync(path.join(tmpdir(), 'shop-unpacked-'));
    try {
      await tar.x({ file: backup.file, cwd: unpacked });
      for (const [name, bytes] of filesBelow(unpacked)) expect(bytes.includes(HOST_SECRET), name).toBe(false);
      // And it restores.
      const target = mkdtempSync(path.join(tmpdir(), 'shop-restore-links-'));
      try {
        await restoreBackup(backup.file, target);
        expect(readFileSync(path.join(target, 'uploads', 'twin-b.webp'), 'utf8')).toBe('one image, two names');
      } finally {
        removeDataDir(target);
      }
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
      removeDataDir(shop.dataDir);
    }
  });
});
