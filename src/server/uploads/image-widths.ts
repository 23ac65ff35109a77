import { copyFile, lstat, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { copyFileName, IMAGE_WIDTHS, parseCopyFileName, STORED_IMAGE_EXTENSIONS } from '../../shared/images.js';
import { MAX_IMAGE_PIXELS } from '../../shared/constants.js';
import { newId } from '../ids.js';

/** The quality of every WebP copy by width (and of the demo's drawn pictures, which are stored the same way). */
export const WEBP_QUALITY = 80;

async function writeCopy(original: string, target: string, width: number): Promise<void> {
  const animated = /\.(gif|webp)$/.test(original);
  // Written under a temporary name, then renamed: a request never reads half a file, and two requests
  // making the same copy at once both end with a whole one.
  const temporary = `${target}.${newId()}.tmp`;
  const image = sharp(original, { animated, limitInputPixels: MAX_IMAGE_PIXELS });
  const { width: originalWidth = 0, format } = await image.metadata();
  if (format === 'webp' && originalWidth <= width) {
    // Already a WebP no wider than asked: the copy is the original itself, not a second encoding of it.
    await copyFile(original, temporary);
  } else {
    await image.resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toFile(temporary);
  }
  await rename(temporary, target);
}

/** Writes the copies of a stored image (the file at `original`) at every width in IMAGE_WIDTHS. */
export async function writeImageWidths(original: string): Promise<void> {
  const { dir, name } = path.parse(original);
  await Promise.all(IMAGE_WIDTHS.map((width) => writeCopy(original, path.join(dir, copyFileName(name, width)), width)));
}

/**
 * The copy `file` names (inside `dir`, a folder of stored images), made now from its original if that
 * exists: images stored before the shop kept copies (or restored from such a backup) get them on first
 * request. Returns the copy's path, or undefined when the name is not a copy at a known width of an image
 * that is there.
 */
export async function makeMissingCopy(dir: string, file: string): Promise<string | undefined> {
  const copy = parseCopyFileName(file);
  if (!copy || !(IMAGE_WIDTHS as readonly number[]).includes(copy.width)) return undefined;
  const { name, width } = copy;
  const target = path.join(dir, file);
  if (await exists(target)) return target;
  for (const extension of STORED_IMAGE_EXTENSIONS) {
    const original = path.join(dir, `${name}.${extension}`);
    if (!(await exists(original))) continue;
    try {
      await writeCopy(original, target, width);
      return target;
    } catch {
      // An original sharp cannot read (stored before uploads were checked): no copy, the original serves.
      return undefined;
    }
  }
  return undefined;
}

/** A plain file: a link is never followed, or a copy could be a picture of a file outside the uploads. */
async function exists(file: string): Promise<boolean> {
  try {
    return (await lstat(file)).isFile();
  } catch {
    return false;
  }
}
