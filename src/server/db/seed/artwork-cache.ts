/**
 * The demo's artwork is drawn once and kept by content (docs/decisions/030-demo-artwork-cache.md). A seed
 * copies each product's picture and its copies by width from the cache into DATA_DIR, and draws only what
 * the cache lacks; `npm run build` fills the cache, so a shop started from the build, and every test that
 * seeds after it, copies 1 MB of files instead of rendering every SVG at four sizes.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { copyFileName, IMAGE_WIDTHS } from '../../../shared/images.js';
import { projectRoot } from '../../paths.js';
import { WEBP_QUALITY, writeImageWidths } from '../../uploads/image-widths.js';
import { productArtworkSvg, type ArtSpec } from './artwork.js';

/** Inside dist/: the build fills it and the Docker image ships it with the rest of dist. */
export const ARTWORK_CACHE_DIR = path.join(projectRoot, 'dist', 'demo-artwork');

/** Raised when the cache's layout or the way a picture is drawn changes in a way the entry key cannot see. */
const CACHE_FORMAT = 1;

/** A drawing left behind by a process that was killed mid-way is removed by the next build after this long. */
const STALE_DRAWING_MS = 60 * 60 * 1000;

export interface ArtworkProduct {
  key: string;
  name: string;
  brand: string;
  art: ArtSpec;
}

export interface ArtworkOutcome {
  /** Products whose picture was drawn now (missing from the cache, or damaged there). */
  drawn: number;
  /** Products whose picture came from the cache. */
  reused: number;
}

/** One stored file of a product's picture: the 800 px original, or its copy at one of IMAGE_WIDTHS. */
interface Variant {
  role: string;
  /** Its name in uploads/demo, for the product with this key. */
  fileName: (key: string) => string;
}

const VARIANTS: readonly Variant[] = [
  { role: 'full', fileName: (key) => `${key}.webp` },
  ...IMAGE_WIDTHS.map((width) => ({ role: `${width}w`, fileName: (key: string) => copyFileName(key, width) })),
];

/** `<entry>.<role>.<content hash>.webp`: the name says what the file is and what its bytes must hash to. */
const CACHE_FILE = /^([0-9a-f]{32})\.(\w+)\.([0-9a-f]{16})\.webp$/;
const DRAWING_PREFIX = '.drawing-';

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const contentHash = (bytes: Buffer): string => sha256(bytes).slice(0, 16);

/**
 * Everything a picture's bytes depend on: the SVG, the encoder's settings, the widths and the version of
 * every library sharp draws with. A change to any of them is a new entry, never a stale picture.
 */
function entryKey(svg: string): string {
  return sha256(JSON.stringify({ format: CACHE_FORMAT, svg, quality: WEBP_QUALITY, widths: IMAGE_WIDTHS, libraries: sharp.versions })).slice(0, 32);
}

class ArtworkCache {
  private constructor(
    readonly dir: string,
    /** The cache's files by `<entry>.<role>`, as listed once when it was opened. */
    private readonly files: Map<string, string[]>,
  ) {}

  /** The cache in `dir`, made if missing; undefined when it cannot be written (a seed then draws, as before). */
  static async open(dir: string): Promise<ArtworkCache | undefined> {
    try {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.R_OK | constants.W_OK);
      const files = new Map<string, string[]>();
      for (const name of await readdir(dir)) {
        const match = CACHE_FILE.exec(name);
        if (!match) continue;
        const slot = `${match[1]}.${match[2]}`;
        files.set(slot, [...(files.get(slot) ?? []), name]);
      }
      return new ArtworkCache(dir, files);
    } catch {
      return undefined;
    }
  }

  /** The entry's files in VARIANTS' order, each checked against the hash in its name; undefined when any is missing or damaged. */
  async read(entry: string): Promise<Buffer[] | undefined> {
    const found: Buffer[] = [];
    for (const { role } of VARIANTS) {
      const bytes = await this.readOne(`${entry}.${role}`);
      if (!bytes) return undefined;
      found.push(bytes);
    }
    return found;
  }

  private async readOne(slot: string): Promise<Buffer | undefined> {
    for (const name of this.files.get(slot) ?? []) {
      const file = path.join(this.dir, name);
      const bytes = await readFile(file).catch(() => undefined);
      if (bytes && bytes.length > 0 && contentHash(bytes) === CACHE_FILE.exec(name)?.[3]) return bytes;
      // Damaged (cut short, overwritten): it goes, and the picture is drawn again.
      await unlink(file).catch(() => undefined);
    }
    return undefined;
  }

  /**
   * Moves a drawn file (in a drawing folder inside the cache) to its name. A rename is atomic, so a seed
   * reading at the same time sees the whole file or none, and two seeds drawing the same picture at once
   * both leave a whole one. A cache that cannot take it only means the next seed draws again.
   */
  async keep(entry: string, role: string, drawnFile: string, bytes: Buffer): Promise<void> {
    await rename(drawnFile, path.join(this.dir, `${entry}.${role}.${contentHash(bytes)}.webp`)).catch(() => undefined);
  }

  /** Files of entries not in `current`, and drawings abandoned long ago; other files are left alone. */
  async removeAllBut(current: ReadonlySet<string>, now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.dir)) {
      const file = path.join(this.dir, name);
      const entry = CACHE_FILE.exec(name)?.[1];
      if (entry !== undefined && !current.has(entry)) {
        await unlink(file).catch(() => undefined);
        removed++;
      } else if (name.startsWith(DRAWING_PREFIX)) {
        const age = now - ((await stat(file).catch(() => undefined))?.mtimeMs ?? now);
        if (age > STALE_DRAWING_MS) await rm(file, { recursive: true, force: true });
      }
    }
    return removed;
  }
}

/**
 * Draws one picture the way an uploaded image is stored: the original as WebP, then its copies by width
 * with the uploads' own function, in a folder of its own inside the cache (so the files can be renamed
 * into it) or, without a cache, in the system's temporary folder.
 */
async function draw(svg: string, entry: string, cache: ArtworkCache | undefined): Promise<Buffer[]> {
  const inCache = cache ? await mkdtemp(path.join(cache.dir, DRAWING_PREFIX)).catch(() => undefined) : undefined;
  const folder = inCache ?? (await mkdtemp(path.join(tmpdir(), 'shop-artwork-')));
  try {
    const original = path.join(folder, 'art.webp');
    await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toFile(original);
    await writeImageWidths(original);
    const drawn: Buffer[] = [];
    for (const variant of VARIANTS) {
      const file = path.join(folder, variant.fileName('art'));
      const bytes = await readFile(file);
      drawn.push(bytes);
      if (inCache) await cache?.keep(entry, variant.role, file, bytes);
    }
    return drawn;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function eachPicture(
  products: readonly ArtworkProduct[],
  cache: ArtworkCache | undefined,
  use: (product: ArtworkProduct, files: Buffer[]) => Promise<void>,
): Promise<ArtworkOutcome & { entries: Set<string> }> {
  const outcome = { drawn: 0, reused: 0, entries: new Set<string>() };
  for (const product of products) {
    const svg = productArtworkSvg(product);
    const entry = entryKey(svg);
    outcome.entries.add(entry);
    let files = await cache?.read(entry);
    if (files) outcome.reused++;
    else {
      files = await draw(svg, entry, cache);
      outcome.drawn++;
    }
    await use(product, files);
  }
  return outcome;
}

/**
 * Writes each product's picture (`<key>.webp`) and its copies by width into `dir`, taken from the cache in
 * `cacheDir` where it holds them and drawn (and kept there) where it does not. The files in `dir` are
 * always plain files of their own, never links into the cache: /uploads serves no link, and a backup
 * archives files only.
 */
export async function placeDemoArtwork(products: readonly ArtworkProduct[], dir: string, cacheDir = ARTWORK_CACHE_DIR): Promise<ArtworkOutcome> {
  await mkdir(dir, { recursive: true });
  const { drawn, reused } = await eachPicture(products, await ArtworkCache.open(cacheDir), async (product, files) => {
    for (const [i, variant] of VARIANTS.entries()) await writeFile(path.join(dir, variant.fileName(product.key)), files[i]);
  });
  return { drawn, reused };
}

/**
 * Makes sure the cache holds every product's picture, then removes the entries no product has any more
 * (artwork that changed since). For the build; throws when the cache cannot be written.
 */
export async function fillArtworkCache(products: readonly ArtworkProduct[], cacheDir = ARTWORK_CACHE_DIR): Promise<ArtworkOutcome & { removed: number }> {
  const cache = await ArtworkCache.open(cacheDir);
  if (!cache) throw new Error(`Cannot write the demo artwork cache in ${cacheDir}`);
  const { drawn, reused, entries } = await eachPicture(products, cache, async () => {});
  return { drawn, reused, removed: await cache.removeAllBut(entries) };
}
