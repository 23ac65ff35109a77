/**
 * Draws the shop's small images as PNG from their SVG drawings in scripts/icons: the icons a browser shows for
 * the shop (favicon, home-screen icon) and the ones its CSS paints (the rating stars' mask, the select's
 * chevron, the filter checkbox's tick; small enough that the build inlines them into the stylesheet).
 *
 * They are PNG, not the SVG itself: a browser draws every SVG image as a document of its own, parsed and
 * laid out on the page's main thread, which on a slow phone is a long task while the page loads
 * (docs/decisions/019-page-weight.md). The PNGs are committed; run this only when a drawing changes:
 * npx tsx scripts/build-icons.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const icons = path.join(root, 'scripts', 'icons');

/** [drawing, file it becomes, its width and height in pixels] */
const IMAGES: [string, string, number, number][] = [
  ['favicon.svg', 'src/client/public/favicon-32.png', 32, 32],
  ['favicon.svg', 'src/client/public/apple-touch-icon.png', 180, 180],
  // Four device pixels per CSS pixel: sharp on the densest phone screens.
  ['star.svg', 'src/client/components/star-mask.png', 19 * 4, 18 * 4],
  ['chevron.svg', 'src/client/components/select-chevron.png', 15 * 4, 15 * 4],
  ['check.svg', 'src/client/features/catalog/check.png', 10 * 4, 7 * 4],
];

for (const [drawing, file, width, height] of IMAGES) {
  const source = path.join(icons, drawing);
  const { width: drawnWidth = width } = await sharp(source).metadata();
  // Rendered at twice the size and scaled down, for smooth edges.
  await sharp(source, { density: (72 * width * 2) / drawnWidth })
    .resize(width, height, { fit: 'fill' })
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, file));
}
