import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { projectRoot } from '../../src/server/paths.js';
import { DESKTOP, PHONE, SCREENSHOT_DIR, hydrated, openTab, useShopAndBrowser } from './harness.js';

/**
 * The storefront's look, held against committed screenshots. Most of what a first visit draws is plain
 * elements with the theme's look (docs/decisions/019-page-weight.md), reading the design tokens of
 * src/client/theme-tokens.ts as Mantine does: a changed token, a Mantine upgrade that changes its
 * variables or components, or a plain component that drifts from the theme changes these pictures.
 *
 * A reference that is missing is written (and the test says so), except in CI, where it fails.
 * `UPDATE_VISUAL_REFERENCES=1` writes them all again; look at the new pictures before committing them.
 */

const REFERENCE_DIR = path.join(projectRoot, 'tests', 'e2e', 'visual-references');
const DIFF_DIR = path.join(SCREENSHOT_DIR, 'visual-diff');
const UPDATE = process.env.UPDATE_VISUAL_REFERENCES === '1';
const IN_CI = Boolean(process.env.CI) && process.env.CI !== 'false';

/** pixelmatch's per-pixel colour distance (0–1): above it a pixel counts as different. */
const PIXEL_THRESHOLD = 0.1;
/**
 * The share of a picture's pixels that may differ: 0.02 %, 61 pixels on a phone and 230 on a desktop, room
 * for a few anti-aliased edges of text and rounded corners. Repeated runs on the same machine differ by none;
 * a changed shade of the brand colour changed 935 to 2,810 pixels.
 */
const MAX_DIFFERENT_SHARE = 0.0002;

const env = useShopAndBrowser();

const sizes = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** A product the demo catalogue always has, by name (ids are random per seed). */
function demoProductId(): string {
  const name = 'boAt Rockerz 450 Bluetooth On-Ear Headphones';
  const product = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 50, category: 'electronics' }).products.find((p) => p.name === name);
  if (!product) throw new Error(`The demo catalogue has no "${name}"`);
  return product._id;
}

const views: { name: string; path: () => string }[] = [
  { name: 'home', path: () => '/' },
  { name: 'category', path: () => '/category/electronics' },
  { name: 'product', path: () => `/product/${demoProductId()}` },
];

/** The page as it stands, with nothing moving: timers paused, the carousel on its first slide, every picture in view loaded. */
async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() =>
    [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight).every((image) => image.complete && image.naturalWidth > 0),
  );
  // No timer fires from here on (the carousel's autoplay among them); Date stays where it is. A second
  // ahead, as the page's clock runs on while this is asked.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  // Should the autoplay have fired before the pause, the row goes back to its first slide (at once: the
  // context asks for reduced motion, so the carousel does not glide).
  const firstDot = page.locator('[aria-roledescription="carousel"] [role="tab"]').first();
  if ((await firstDot.count()) === 0) return;
  await page.evaluate(() => {
    const row = document.querySelector('[aria-roledescription="carousel"] [role="tabpanel"]')?.parentElement;
    if (row) row.scrollLeft = 0;
  });
  // Polled from here, not in the page, whose timers are paused.
  await expect.poll(() => firstDot.getAttribute('aria-selected')).toBe('true');
}

function compare(name: string, actual: Buffer): void {
  const referencePath = path.join(REFERENCE_DIR, `${name}.png`);
  if (UPDATE || !existsSync(referencePath)) {
    if (!UPDATE && IN_CI) throw new Error(`No visual reference ${path.relative(projectRoot, referencePath)}: make it with UPDATE_VISUAL_REFERENCES=1 and commit it`);
    mkdirSync(REFERENCE_DIR, { recursive: true });
    writeFileSync(referencePath, actual);
    console.warn(`visual: wrote the reference ${path.relative(projectRoot, referencePath)}; look at it before committing it`);
    return;
  }
  const expected = PNG.sync.read(readFileSync(referencePath));
  const got = PNG.sync.read(actual);
  expect(`${got.width}x${got.height}`, `${name}: the picture's size changed`).toBe(`${expected.width}x${expected.height}`);
  const diff = new PNG({ width: expected.width, height: expected.height });
  const different = pixelmatch(expected.data, got.data, diff.data, expected.width, expected.height, { threshold: PIXEL_THRESHOLD });
  const share = different / (expected.width * expected.height);
  const diffPath = path.join(DIFF_DIR, `${name}-diff.png`);
  const actualPath = path.join(DIFF_DIR, `${name}-actual.png`);
  if (share > MAX_DIFFERENT_SHARE) {
    mkdirSync(DIFF_DIR, { recursive: true });
    writeFileSync(diffPath, PNG.sync.write(diff));
    writeFileSync(actualPath, actual);
  } else {
    rmSync(diffPath, { force: true });
    rmSync(actualPath, { force: true });
  }
  expect(
    share,
    `${name}: ${different} pixels (${(share * 100).toFixed(3)} %) differ from ${path.relative(projectRoot, referencePath)}; see ${path.relative(projectRoot, diffPath)}`,
  ).toBeLessThanOrEqual(MAX_DIFFERENT_SHARE);
}

describe('the storefront looks as it did', () => {
  for (const [size, viewport] of sizes) {
    for (const view of views) {
      it(`${view.name} on a ${size}`, async () => {
        const { context, page, errors } = await openTab(env.browser, env.shop.baseUrl, viewport);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        // A fixed clock for anything the page dates; it runs while the page loads (the boot's stages and
        // React wait on timers) and is paused once the page has settled.
        await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') });
        await page.goto(view.path());
        await settle(page);
        // The demo's reviews are dated from the moment it was seeded: their dates are covered.
        const reviewDates = page.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
        const picture = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', mask: [reviewDates] });
        await context.close();
        expect(errors).toEqual([]);
        compare(`${view.name}-${size}`, picture);
      });
    }
  }
});
