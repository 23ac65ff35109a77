import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../shared/constants.js';
import { uploadsDir } from '../db/data-dir.js';
import { AppError } from '../errors.js';
import { newId } from '../ids.js';
import { writeImageWidths } from './image-widths.js';
import { sniffImage, type ImageKind } from './sniff-image.js';

export const UPLOADS_URL_PREFIX = '/uploads/';

const ENCODE: Record<ImageKind['extension'], (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 88, mozjpeg: true }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 88 }),
  gif: (image) => image.gif(),
  avif: (image) => image.avif({ quality: 70 }),
};

/**
 * Decodes the whole image and encodes it again in its own format, so only pixels reach the disk: a damaged
 * or truncated file is refused, anything hidden after the image data or in its metadata is dropped, and a
 * picture over 25 megapixels (a decompression bomb) is refused before it is decoded.
 */
async function reencode(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const animated = kind.extension === 'gif' || kind.extension === 'webp';
  try {
    return await ENCODE[kind.extension](sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate()).toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('BAD_REQUEST', `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
    }
    throw new AppError('BAD_REQUEST', 'The image file is damaged or incomplete');
  }
}

/**
 * Stores an uploaded image under a name the server makes, after checking its bytes really are one of the
 * accepted formats and re-encoding it, with its copies at smaller widths. Returns the public path, e.g.
 * /uploads/3f2a….webp.
 */
export async function saveImage(dataDir: string, bytes: Buffer): Promise<string> {
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Images only: JPEG, PNG, WebP, GIF or AVIF');
  const clean = await reencode(bytes, kind);
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${newId()}.${kind.extension}`;
  const file = path.join(dir, name);
  await writeFile(file, clean, { flag: 'wx', mode: 0o600 });
  // Its copies at the widths pages ask for (src/shared/images.ts); a missing one is made on request.
  await writeImageWidths(file);
  return `${UPLOADS_URL_PREFIX}${name}`;
}
