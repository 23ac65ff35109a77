import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../errors.js';
import { newId } from '../ids.js';
import { sniffImage } from './sniff-image.js';

export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * Stores an uploaded image under a name the server makes, after checking its bytes really are one of the
 * accepted formats and that it decodes. Returns the public path, e.g. /uploads/3f2a….webp.
 */
export async function saveImage(dataDir: string, bytes: Buffer): Promise<string> {
  const kind = sniffImage(bytes);
  if (!kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Images only: JPEG, PNG, WebP, GIF or AVIF');
  }
  try {
    const meta = await sharp(bytes, { animated: true, limitInputPixels: 100_000_000 }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
  } catch {
    throw new AppError('BAD_REQUEST', 'The image file is damaged or incomplete');
  }
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${newId()}.${kind.extension}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `${UPLOADS_URL_PREFIX}${name}`;
}
