/**
 * Draws the shop's icons (src/client/public/favicon-32.png and apple-touch-icon.png) from scripts/favicon.svg.
 * The icons are PNG, not the SVG itself: a browser lays out an SVG icon as a document of its own on the page's
 * main thread, text and all, which on a slow phone is a long task right after the first paint. The PNGs are
 * committed; run this only when the drawing changes: npx tsx scripts/build-favicons.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.join(here, 'favicon.svg');
const publicDir = path.join(here, '..', 'src', 'client', 'public');

for (const [file, size] of [['favicon-32.png', 32], ['apple-touch-icon.png', 180]] as const) {
  // The drawing is 64 units wide: render at twice the target size and scale down, for smooth edges.
  await sharp(source, { density: (72 * size * 2) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
}
