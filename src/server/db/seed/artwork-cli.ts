/**
 * The last step of `npm run build`: draws the demo's artwork into its cache (dist/demo-artwork) unless it
 * is there already, so the first start of a shop and every test that seeds copies the pictures instead
 * of drawing them (docs/decisions/030-demo-artwork-cache.md).
 */
import path from 'node:path';
import { projectRoot } from '../../paths.js';
import { ARTWORK_CACHE_DIR, fillArtworkCache } from './artwork-cache.js';
import { demoArtwork } from './demo-photos.js';

const started = performance.now();
try {
  const { drawn, reused, removed } = await fillArtworkCache(demoArtwork());
  const ms = Math.round(performance.now() - started);
  process.stdout.write(
    `Demo artwork in ${path.relative(projectRoot, ARTWORK_CACHE_DIR)}: ${drawn} drawn, ${reused} already there, ${removed} out-of-date files removed (${ms} ms)\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
