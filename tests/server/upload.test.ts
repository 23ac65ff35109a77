import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, removeDataDir, type TestApp, type TestUser } from '../helpers/app.js';
import { upload, type MultipartFile } from '../helpers/shop.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([createUser(t.deps, { isAdmin: true }), createUser(t.deps)]);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).png().toBuffer();
});
afterAll(async () => {
  await t.close();
  removeDataDir(t.dataDir);
});

const uploadsDir = () => path.join(t.dataDir, 'uploads');
const storedFiles = () => readdirSync(uploadsDir(), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort();
const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;
const image = (bytes: Uint8Array, filename = 'photo.png', type = 'image/png'): MultipartFile => ({ field: 'image', filename, type, bytes });

/** Checks that the upload is refused with `status` and a message, and that no file was stored. */
async function expectRefused(token: string | undefined, files: MultipartFile[], status: number) {
  const before = storedFiles();
  const res = await upload(t.app, token, files);
  expect(res.status).toBe(status);
  expect(typeof res.body.message).toBe('string');
  expect(storedFiles()).toEqual(before);
  return res;
}

describe('POST /api/upload: who may upload', () => {
  it('visitor 401, customer 403, nothing stored', async () => {
    await expectRefused(undefined, [image(png)], 401);
    await expectRefused(customer.token, [image(png)], 403);
  });
});

describe('POST /api/upload: what is accepted', () => {
  it('a real PNG → 200 {message, image} under a server-made name, served back with nosniff', async () => {
    const res = await upload(t.app, admin.token, [image(png, 'my-holiday-photo.png')]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Image uploaded successfully');
    expect(res.body.image).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/);
    expect(res.body.image).not.toContain('holiday');
    const file = path.join(uploadsDir(), path.basename(res.body.image));
    expect(readFileSync(file).equals(png)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: res.body.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it.each([
    ['JPEG', 'jpg', () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } }).jpeg().toBuffer()],
    ['WebP', 'webp', () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } }).webp().toBuffer()],
    ['GIF', 'gif', () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0' } }).gif().toBuffer()],
    ['AVIF', 'avif', () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#0ff' } }).avif().toBuffer()],
  ])('%s → 200, stored as .%s whatever the name and type the browser claimed', async (_label, ext, make) => {
    const bytes = await make();
    const res = await upload(t.app, admin.token, [image(bytes, 'picture.png', 'application/octet-stream')]);
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(new RegExp(`^/uploads/[0-9a-f]{24}\\.${ext}$`));
    expect(existsSync(path.join(uploadsDir(), path.basename(res.body.image)))).toBe(true);
  });

  it('a path in the original filename never decides where the file goes', async () => {
    const res = await upload(t.app, admin.token, [image(png, '../../../evil.png')]);
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/);
    expect(existsSync(path.join(t.dataDir, '..', 'evil.png'))).toBe(false);
    expect(existsSync(path.join(t.dataDir, 'evil.png'))).toBe(false);
  });

  it('two uploads of the same file get different names', async () => {
    const a = await upload(t.app, admin.token, [image(png)]);
    const b = await upload(t.app, admin.token, [image(png)]);
    expect(a.body.image).not.toBe(b.body.image);
  });
});

describe('POST /api/upload: what is refused', () => {
  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="8" height="8"/></svg>', 'x.svg', 'image/svg+xml'],
    ['HTML', '<!doctype html><html><body><script>alert(1)</script></body></html>', 'x.html', 'text/html'],
    ['HTML claiming to be a PNG', '<html><script>alert(document.cookie)</script></html>', 'x.png', 'image/png'],
    ['text', 'just some text that is not an image at all', 'notes.txt', 'text/plain'],
  ])('%s → 415, nothing stored', async (_label, text, filename, type) => {
    const res = await expectRefused(admin.token, [{ field: 'image', filename, type, bytes: Buffer.from(text) }], 415);
    expect(res.body.message).toMatch(/JPEG, PNG, WebP, GIF or AVIF/);
  });

  it('a PNG header followed by garbage → 400, nothing stored', async () => {
    const fake = Buffer.concat([png.subarray(0, 16), Buffer.from('this is not really image data at all, just garbage'.repeat(4))]);
    const res = await expectRefused(admin.token, [image(fake)], 400);
    expect(res.body.message).toMatch(/damaged|incomplete/);
  });

  it('a truncated JPEG (its header valid, half its data missing) → 400, nothing stored', async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .composite([{ input: Buffer.from('<svg width="64" height="64"><circle cx="32" cy="32" r="20" fill="#f90"/></svg>') }])
      .jpeg()
      .toBuffer();
    const res = await expectRefused(admin.token, [image(photo.subarray(0, Math.floor(photo.length / 2)), 'half.jpg', 'image/jpeg')], 400);
    expect(res.body.message).toMatch(/damaged|incomplete/);
  });

  it('a picture over 25 megapixels (a decompression bomb) → 400 before it is decoded, nothing stored', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await expectRefused(admin.token, [image(bomb, 'bomb.png')], 400);
    expect(res.body.message).toMatch(/25 megapixels/);
  });

  it('stores only the pixels: data hidden after the image and its metadata are gone from the stored file', async () => {
    const tagged = await sharp(png).withMetadata({ exif: { IFD0: { Copyright: 'SECRET-EXIF-MARK' } } }).png().toBuffer();
    const smuggled = Buffer.concat([tagged, Buffer.from('<script>alert("hidden payload")</script>')]);
    const res = await upload(t.app, admin.token, [image(smuggled)]);
    expect(res.status).toBe(200);
    const stored = readFileSync(path.join(t.dataDir, res.body.image as string));
    expect(stored.includes(Buffer.from('hidden payload'))).toBe(false);
    expect(stored.includes(Buffer.from('SECRET-EXIF-MARK'))).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(8);
  });

  it('more than 5 MB → 413, nothing stored', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    png.copy(big);
    const res = await expectRefused(admin.token, [image(big)], 413);
    expect(res.body.message).toMatch(/5 MB/);
  });

  it('a wrong field name → 400, nothing stored', async () => {
    const res = await expectRefused(admin.token, [{ field: 'file', filename: 'a.png', type: 'image/png', bytes: png }], 400);
    expect(res.body.message).toMatch(/field "image"/);
  });

  it('an empty file → 400', async () => {
    await expectRefused(admin.token, [image(Buffer.alloc(0))], 400);
  });

  it('no file at all (only a text field) → 400', async () => {
    const before = storedFiles();
    const res = await upload(t.app, admin.token, [], { image: 'not a file' });
    expect(res.status).toBe(400);
    expect(storedFiles()).toEqual(before);
  });

  it('a JSON body instead of multipart → 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ image: 'data:image/png;base64,AAAA' }),
    });
    expect(res.statusCode).toBe(415);
    expect(typeof JSON.parse(res.body).message).toBe('string');
  });
});

describe('responsive copies of stored images (src/shared/images.ts)', () => {
  const large = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c05621' } }).jpeg().toBuffer();

  it('an upload is stored with WebP copies 320, 640 and 960 px wide, served for a year', async () => {
    const res = await upload(t.app, admin.token, [image(await large(), 'photo.jpg', 'image/jpeg')]);
    expect(res.status).toBe(200);
    const name = path.basename(res.body.image, '.jpg');
    for (const width of [320, 640, 960]) {
      expect(existsSync(path.join(uploadsDir(), `${name}-${width}w.webp`))).toBe(true);
      const copy = await t.app.inject({ method: 'GET', url: `/uploads/${name}-${width}w.webp` });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toMatch(/immutable/);
      expect(await widthOf(copy.rawPayload)).toBe(width);
    }
  });

  it('a small image is never enlarged', async () => {
    const res = await upload(t.app, admin.token, [image(png)]);
    const name = path.basename(res.body.image, '.png');
    const copy = await t.app.inject({ method: 'GET', url: `/uploads/${name}-960w.webp` });
    expect(copy.statusCode).toBe(200);
    expect(await widthOf(copy.rawPayload)).toBe(8);
  });

  it('an image stored before the copies existed gets them on first request; other names stay 404', async () => {
    writeFileSync(path.join(uploadsDir(), 'aaaaaaaaaaaaaaaaaaaaaaaa.jpg'), await large());
    const copy = await t.app.inject({ method: 'GET', url: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa-640w.webp' });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(String(copy.headers['content-security-policy'])).toMatch(/sandbox/);
    expect(await widthOf(copy.rawPayload)).toBe(640);
    expect(existsSync(path.join(uploadsDir(), 'aaaaaaaaaaaaaaaaaaaaaaaa-640w.webp'))).toBe(true);
    for (const url of [
      '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa-500w.webp',
      '/uploads/bbbbbbbbbbbbbbbbbbbbbbbb-640w.webp',
      '/uploads/other/aaaaaaaaaaaaaaaaaaaaaaaa-640w.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    // A way out of /uploads is no way to its files (the path is resolved before any route sees it).
    const escaped = await t.app.inject({ method: 'GET', url: '/uploads/../aaaaaaaaaaaaaaaaaaaaaaaa-640w.webp' });
    expect(escaped.headers['content-type']).not.toMatch(/image/);
    // A damaged old file: no copy and no error, just not found.
    writeFileSync(path.join(uploadsDir(), 'cccccccccccccccccccccccc.png'), Buffer.from('89504e470d0a1a0a00000000', 'hex'));
    expect((await t.app.inject({ method: 'GET', url: '/uploads/cccccccccccccccccccccccc-320w.webp' })).statusCode).toBe(404);
  });
});
