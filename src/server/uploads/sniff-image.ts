export interface ImageKind {
  extension: 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
  mime: string;
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * Recognises an image by its first bytes, never by its name or the browser's claim. SVG and HTML are never
 * images here: they can carry scripts.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { extension: 'jpg', mime: 'image/jpeg' };
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return { extension: 'png', mime: 'image/png' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { extension: 'gif', mime: 'image/gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { extension: 'webp', mime: 'image/webp' };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.length, (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]);
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
      const brand = ascii(bytes, offset, offset + 4);
      if (brand === 'avif' || brand === 'avis') return { extension: 'avif', mime: 'image/avif' };
    }
  }
  return undefined;
}
