/**
 * The demo's artwork is drawn once and copied from a cache kept by content
 * (docs/decisions/030-demo-artwork-cache.md): a warm cache gives the very files a cold one does, a damaged
 * entry is drawn again, seeds at the same time leave it whole, and DATA_DIR gets plain files of its own.
 */
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillArtworkCache, placeDemoArtwork } from '../../src/server/db/seed/artwork-cache.js';
import { demoProducts } from '../../src/server/db/seed/catalog-data.js';
import { copyFileName, IMAGE_WIDTHS } from '../../src/shared/images.js';

/** Two products of different categories keep the drawing short; the code path is the seed's own. */
const PRODUCTS = [demoProducts[0], demoProducts.find((p) => p.category !== demoProducts[0].category) ?? demoProducts[1]];
const EXPECTED_NAMES = PRODUCTS.flatMap((p) => [`${p.key}.webp`, ...IMAGE_WIDTHS.map((w) => copyFileName(p.key, w))]).sort();

const root = mkdtempSync(path.join(tmpdir(), 'shop-artwork-test-'));
const fresh = (name: string) => mkdtempSync(path.join(root, `${name}-`));

/** The files of a folder: name → bytes. */
function contents(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(path.join(dir, name))]),
  );
}

function expectSameFiles(dir: string, reference: Map<string, Buffer>): void {
  const actual = contents(dir);
  expect([...actual.keys()]).toEqual([...reference.keys()]);
  for (const [name, bytes] of reference) expect(actual.get(name)?.equals(bytes), name).toBe(true);
}

/** Everything in a cache folder, by name. */
function cacheListing(cacheDir: string): string[] {
  return readdirSync(cacheDir).sort();
}

let cacheDir: string;
/** What a seed with an empty cache wrote. */
let cold: Map<string, Buffer>;

beforeAll(async () => {
  cacheDir = fresh('cache');
  const coldDir = fresh('cold');
  expect(await placeDemoArtwork(PRODUCTS, coldDir, cacheDir)).toEqual({ drawn: 2, reused: 0 });
  cold = contents(coldDir);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('demo artwork from the cache', () => {
  it('a cold cache draws each picture at every width: the original 800 px and its copies, as WebP', async () => {
    expect([...cold.keys()]).toEqual(EXPECTED_NAMES);
    for (const product of PRODUCTS) {
      expect(await sharp(cold.get(`${product.key}.webp`)).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
      for (const width of IMAGE_WIDTHS) {
        const meta = await sharp(cold.get(copyFileName(product.key, width))).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(Math.min(width, 800));
      }
    }
  });

  it('a warm cache gives byte-identical files under the same names, draws nothing and changes nothing in the cache', async () => {
    const before = cacheListing(cacheDir);
    const warmDir = fresh('warm');
    expect(await placeDemoArtwork(PRODUCTS, warmDir, cacheDir)).toEqual({ drawn: 0, reused: 2 });
    expectSameFiles(warmDir, cold);
    expect(cacheListing(cacheDir)).toEqual(before);
  });

  it('the files in DATA_DIR are plain files of their own, never links into the cache', async () => {
    const dir = fresh('plain');
    await placeDemoArtwork(PRODUCTS, dir, cacheDir);
    for (const name of readdirSync(dir)) {
      const stat = lstatSync(path.join(dir, name));
      expect(stat.isFile(), name).toBe(true);
      expect(stat.isSymbolicLink(), name).toBe(false);
      expect(stat.nlink, name).toBe(1);
    }
    // Changing a shop's copy leaves the cache (and every other shop) alone.
    writeFileSync(path.join(dir, EXPECTED_NAMES[0]), 'changed');
    const again = fresh('again');
    expect(await placeDemoArtwork(PRODUCTS, again, cacheDir)).toEqual({ drawn: 0, reused: 2 });
    expectSameFiles(again, cold);
  });

  it('a cut-short or wrong cache file is found by its hash, drawn again and replaced', async () => {
    const damaged = fresh('damaged-cache');
    await placeDemoArtwork(PRODUCTS, fresh('fill'), damaged);
    const listing = cacheListing(damaged);
    const file = (entry: string, role: string) => {
      const name = listing.find((n) => n.startsWith(`${entry}.${role}.`));
      if (!name) throw new Error(`the cache holds no ${role} file of ${entry}`);
      return path.join(damaged, name);
    };
    const [first, second] = [...new Set(listing.map((name) => name.split('.')[0]))];
    // One picture's original cut in half; the other's smallest copy replaced by a valid picture that is not it.
    truncateSync(file(first, 'full'), Math.floor(lstatSync(file(first, 'full')).size / 2));
    writeFileSync(file(second, `${IMAGE_WIDTHS[0]}w`), readFileSync(file(second, `${IMAGE_WIDTHS[1]}w`)));

    const dir = fresh('after-damage');
    expect(await placeDemoArtwork(PRODUCTS, dir, damaged)).toEqual({ drawn: 2, reused: 0 });
    expectSameFiles(dir, cold);
    // The cache holds whole files again, under the same names.
    expect(cacheListing(damaged)).toEqual(listing);
    expect(await placeDemoArtwork(PRODUCTS, fresh('after-repair'), damaged)).toEqual({ drawn: 0, reused: 2 });
  });

  it('a missing cache file is drawn again', async () => {
    const partial = fresh('partial-cache');
    await placeDemoArtwork(PRODUCTS, fresh('fill'), partial);
    const listing = cacheListing(partial);
    rmSync(path.join(partial, listing[0]));
    const dir = fresh('after-missing');
    expect(await placeDemoArtwork(PRODUCTS, dir, partial)).toEqual({ drawn: 1, reused: 1 });
    expectSameFiles(dir, cold);
    expect(cacheListing(partial)).toEqual(listing);
  });

  it('two seeds drawing into an empty cache at the same time both get whole pictures and leave a whole cache', async () => {
    const shared = fresh('shared-cache');
    const [a, b] = [fresh('seed-a'), fresh('seed-b')];
    const outcomes = await Promise.all([placeDemoArtwork(PRODUCTS, a, shared), placeDemoArtwork(PRODUCTS, b, shared)]);
    for (const outcome of outcomes) expect(outcome.drawn + outcome.reused).toBe(2);
    expectSameFiles(a, cold);
    expectSameFiles(b, cold);
    // No drawing left behind, one file per picture and width, and the next seed draws nothing.
    expect(cacheListing(shared)).toEqual(cacheListing(cacheDir));
    expect(await placeDemoArtwork(PRODUCTS, fresh('seed-c'), shared)).toEqual({ drawn: 0, reused: 2 });
  });

  it('a cache that cannot be written (a read-only install) only means the pictures are drawn each time', async () => {
    const notAFolder = path.join(fresh('read-only'), 'file');
    writeFileSync(notAFolder, 'not a folder');
    const dir = fresh('no-cache');
    expect(await placeDemoArtwork(PRODUCTS, dir, path.join(notAFolder, 'cache'))).toEqual({ drawn: 2, reused: 0 });
    expectSameFiles(dir, cold);
  });

  it('the build fills the cache and removes the entries of artwork that changed since, keeping other files', async () => {
    const built = fresh('built-cache');
    expect(await fillArtworkCache(PRODUCTS, built)).toEqual({ drawn: 2, reused: 0, removed: 0 });
    writeFileSync(path.join(built, 'README'), 'not ours');
    // Only the first product is left in the catalogue: the second one's files go.
    expect(await fillArtworkCache(PRODUCTS.slice(0, 1), built)).toEqual({ drawn: 0, reused: 1, removed: 1 + IMAGE_WIDTHS.length });
    expect(cacheListing(built)).toContain('README');
    expect(cacheListing(built).filter((name) => name.endsWith('.webp'))).toHaveLength(1 + IMAGE_WIDTHS.length);
  });
});
