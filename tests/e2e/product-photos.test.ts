/**
 * Several photos per product, end to end (docs/decisions/045-product-photos.md): the owner adds photos
 * several at once, orders them by keyboard and by dragging, gives them alt text and saves; a shopper's
 * product page shows them as a gallery that a phone swipes, thumbnails that switch the main photo, and a
 * larger view with zoom.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { products } from '../../drizzle/schema.js';
import { getProduct } from '../../src/server/catalog/get-product.js';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { newId } from '../../src/server/ids.js';
import { dismissToasts, expectToast, signInAs, unexpectedErrors } from './admin-harness.js';
import { DESKTOP, hydrated, openTab, PHONE, productPageHydrated, screenshot, seriousAxeViolations, useShopAndBrowser } from './harness.js';

const LONG = 180_000;
const env = useShopAndBrowser();

/** A square photo of one colour, as a camera would send it (large enough to get every width's copy). */
async function photoFile(dir: string, name: string, colour: string, size = 1000): Promise<string> {
  const file = path.join(dir, `${name}.png`);
  writeFileSync(file, await sharp({ create: { width: size, height: size, channels: 3, background: colour } }).png().toBuffer());
  return file;
}

/** A published product with the one photo it was made with. */
function productWithOnePhoto(): { id: string; name: string; image: string } {
  const image = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 1 }).products[0].image;
  const id = newId();
  const name = `Block-printed Cotton Dupatta ${id.slice(-6)}`;
  env.shop.deps.db
    .insert(products)
    .values({ id, name, image, brand: 'Jaipur Prints', category: 'Fashion', description: 'A soft cotton dupatta.', pricePaise: 79_900, countInStock: 5 })
    .run();
  return { id, name, image };
}

/** The photos' list items in the admin's Photos section, and the address each shows. */
const photoItems = (page: Page) => page.getByRole('list', { name: 'Photos of this product' }).getByRole('listitem');
const photoUrls = (page: Page) => photoItems(page).locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** The owner's part: three photos at once, ordered and described, saved; returns the saved photos' addresses in order. */
async function ownerSetsPhotos(product: { id: string; name: string; image: string }): Promise<string[]> {
  const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP, { bypassCSP: true });
  await signInAs(context, env.shop.baseUrl, 'admin');
  await page.goto(`/admin/product/${product.id}/edit`);
  await page.getByRole('heading', { name: 'Photos', level: 2 }).waitFor();
  await expect.poll(() => photoItems(page).count()).toBe(1);
  await page.getByText('1 of 10 photos').waitFor();

  const dir = mkdtempSync(path.join(tmpdir(), 'shop-photos-'));
  const files = [await photoFile(dir, 'red', '#c62828'), await photoFile(dir, 'green', '#2e7d32'), await photoFile(dir, 'blue', '#1565c0')];
  await page.locator('input[type="file"]').setInputFiles(files);
  await expectToast(page, '3 images uploaded successfully');
  await expect.poll(() => photoItems(page).count()).toBe(4);
  const [original, red, green, blue] = await photoUrls(page);
  expect(original).toBe(product.image);
  for (const url of [red, green, blue]) expect(url).toMatch(/^\/uploads\/[^/]+\.png$/);
  // Nothing is saved yet, and the product's Update waits for the photos.
  await page.getByText('Unsaved changes: save the photos before updating the product').waitFor();
  expect(await page.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
  await dismissToasts(page);

  // The photo the product was made with goes; the focus stays in the list.
  await page.getByRole('button', { name: 'Remove (photo 1)' }).click();
  await expect.poll(() => photoUrls(page)).toEqual([red, green, blue]);
  expect(await focusedText(page)).toBe('Remove (photo 1)');

  // By keyboard: red one place later, and the focus moves with it.
  await page.getByRole('button', { name: 'Move later (photo 1)' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => photoUrls(page)).toEqual([green, red, blue]);
  expect(await focusedText(page)).toBe('Move later (photo 2)');
  expect(await page.getByRole('button', { name: 'Move earlier (photo 1)' }).isDisabled()).toBe(true);
  // By dragging: blue onto the second place.
  await photoItems(page).nth(2).getByTestId('photo-handle').dragTo(photoItems(page).nth(1));
  await expect.poll(() => photoUrls(page)).toEqual([green, blue, red]);

  await page.getByLabel('Alt text of photo 1').fill('Green dupatta, folded');
  await page.getByLabel('Alt text of photo 2').fill('  Blue dupatta, draped  ');
  await screenshot(page, 'photos-admin-desktop');
  await dismissToasts(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save photos' }).click();
  await expectToast(page, 'Photos saved');
  await page.getByText('Unsaved changes: save the photos before updating the product').waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: 'Update' }).isDisabled()).toBe(false);
  const saved = getProduct(env.shop.deps.db, product.id);
  expect(saved.images.map((p) => [p.url, p.alt])).toEqual([
    [green, 'Green dupatta, folded'],
    [blue, 'Blue dupatta, draped'],
    [red, ''],
  ]);
  expect(saved.image).toBe(green);
  await dismissToasts(page);

  // Eight more would make eleven: the seven that fit come, and the owner is told about the rest.
  const small = await Promise.all(Array.from({ length: 8 }, (_, i) => photoFile(dir, `small-${i}`, '#777777', 64)));
  await page.locator('input[type="file"]').setInputFiles(small);
  await page.getByRole('alert').getByText('A product can have at most 10 photos: 1 of the 8 files you chose was not added.').waitFor();
  await expectToast(page, '7 images uploaded successfully');
  await expect.poll(() => photoItems(page).count()).toBe(10);
  await page.getByText('10 of 10 photos').waitFor();
  await page.locator('input[type="file"]').setInputFiles(small[0]);
  await page.getByRole('alert').getByText('A product can have at most 10 photos: remove one to add another.').waitFor();
  // Undone, the saved three are back, untouched.
  await page.getByRole('button', { name: 'Undo changes' }).click();
  await expect.poll(() => photoUrls(page)).toEqual([green, blue, red]);
  expect(await page.getByLabel('Alt text of photo 2').inputValue()).toBe('Blue dupatta, draped');
  expect(getProduct(env.shop.deps.db, product.id).images).toEqual(saved.images);

  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
  return [green, blue, red];
}

/** A finger put down at `from`, moved `dx` pixels sideways in small steps, and lifted. */
async function swipe(cdp: CDPSession, from: { x: number; y: number }, dx: number): Promise<void> {
  const point = (x: number) => [{ x: Math.round(x), y: Math.round(from.y) }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x) });
  const steps = 10;
  for (let i = 1; i <= steps; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from.x + (dx * i) / steps) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const tab = (page: Page, n: number, of: number) => page.getByRole('tab', { name: `Photo ${n} of ${of}`, exact: true });
const panel = (page: Page, n: number, of: number) => page.getByRole('tabpanel', { name: `Photo ${n} of ${of}`, exact: true });

/** Which photo the strip shows, counted from 1, once it has come to rest. */
const stripAt = (page: Page) =>
  page.locator('[aria-roledescription="carousel"] [role="tabpanel"]').first().evaluate((slide) => {
    const row = slide.parentElement as HTMLElement;
    return Math.round(row.scrollLeft / row.clientWidth) + 1;
  });

/** What the larger view shows, and whether it is zoomed in. */
async function zoomView(dialog: Locator) {
  const image = dialog.getByRole('img');
  return {
    alt: await image.getAttribute('alt'),
    src: await image.getAttribute('src'),
    zoomed: await dialog.getByRole('button', { name: /^Zoom (in|out)$/ }).getAttribute('aria-pressed'),
  };
}

describe('product photos', () => {
  it(
    'the owner adds three photos at once, orders them by keyboard and by dragging, describes and saves them; a phone swipes between them and opens the larger view; a desktop switches them with the thumbnails',
    async () => {
      const product = productWithOnePhoto();
      const [green, blue, red] = await ownerSetsPhotos(product);

      // The page as the server draws it: the first photo is the LCP image, preloaded; the others wait.
      const html = await (await fetch(`${env.shop.baseUrl}/product/${product.id}`)).text();
      const preloads = html.match(/<link rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
      expect(preloads.filter((link) => link.includes(green.replace(/\.png$/, '')))).toHaveLength(1);
      expect(preloads.some((link) => link.includes(blue.replace(/\.png$/, '')) || link.includes(red.replace(/\.png$/, '')))).toBe(false);
      expect(html).toContain('aria-label="Photo 3 of 3"');

      // A phone: swipe to the second photo, tap it for the larger view, go on with the arrow key, zoom, close.
      const phone = await openTab(env.browser, env.shop.baseUrl, PHONE, { touch: true });
      await phone.page.goto(`/product/${product.id}`);
      await productPageHydrated(phone.page);
      const first = panel(phone.page, 1, 3).getByRole('img');
      expect(await first.getAttribute('alt')).toBe('Green dupatta, folded');
      expect(await first.getAttribute('fetchpriority')).toBe('high');
      expect(await panel(phone.page, 2, 3).getByRole('img').getAttribute('loading')).toBe('lazy');
      expect(await tab(phone.page, 1, 3).getAttribute('aria-selected')).toBe('true');
      const box = (await phone.page.locator('[aria-roledescription="carousel"] [role="tabpanel"]').first().boundingBox())!;
      const cdp = await phone.context.newCDPSession(phone.page);
      await swipe(cdp, { x: box.x + box.width * 0.8, y: box.y + box.height / 2 }, -box.width * 0.6);
      await expect.poll(() => stripAt(phone.page)).toBe(2);
      await expect.poll(() => tab(phone.page, 2, 3).getAttribute('aria-selected')).toBe('true');
      await panel(phone.page, 2, 3).getByRole('img').click();
      const dialog = phone.page.getByRole('dialog');
      await dialog.waitFor();
      expect(await zoomView(dialog)).toEqual({ alt: 'Blue dupatta, draped', src: blue, zoomed: 'false' });
      await dialog.getByText('Photo 2 of 3').waitFor();
      await screenshot(phone.page, 'photos-zoom-phone');
      await phone.page.keyboard.press('ArrowRight');
      await expect.poll(() => zoomView(dialog)).toEqual({ alt: product.name, src: red, zoomed: 'false' });
      await dialog.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(() => zoomView(dialog)).toMatchObject({ zoomed: 'true' });
      // Zoomed to twice the size, it pans.
      const pannable = await dialog.getByRole('img').evaluate((img) => {
        const viewport = img.parentElement as HTMLElement;
        return viewport.scrollWidth > viewport.clientWidth * 1.5 && viewport.scrollHeight > viewport.clientHeight * 1.5;
      });
      expect(pannable).toBe(true);
      await phone.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // The gallery shows the photo last seen.
      await expect.poll(() => tab(phone.page, 3, 3).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => stripAt(phone.page)).toBe(3);
      await screenshot(phone.page, 'photos-product-phone');
      expect(phone.errors).toEqual([]);
      await phone.context.close();

      // A desktop: the thumbnails switch the main photo, by click and by the arrow keys.
      const desktop = await openTab(env.browser, env.shop.baseUrl, DESKTOP, { bypassCSP: true });
      await desktop.page.goto(`/product/${product.id}`);
      await productPageHydrated(desktop.page);
      await tab(desktop.page, 2, 3).click();
      await expect.poll(() => tab(desktop.page, 2, 3).getAttribute('aria-selected')).toBe('true');
      expect(await tab(desktop.page, 1, 3).getAttribute('aria-selected')).toBe('false');
      await expect.poll(() => stripAt(desktop.page)).toBe(2);
      await screenshot(desktop.page, 'photos-product-desktop');
      await desktop.page.keyboard.press('ArrowRight');
      await expect.poll(() => stripAt(desktop.page)).toBe(3);
      expect(await desktop.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Photo 3 of 3');
      await desktop.page.keyboard.press('Home');
      await expect.poll(() => stripAt(desktop.page)).toBe(1);
      expect(await seriousAxeViolations(desktop.page)).toEqual([]);
      // A click on the main photo opens the larger view; a click on the photo there zooms in and out.
      await panel(desktop.page, 1, 3).getByRole('img').click();
      const large = desktop.page.getByRole('dialog');
      await large.waitFor();
      expect(await zoomView(large)).toMatchObject({ src: green, zoomed: 'false' });
      await large.getByRole('img').click();
      await expect.poll(() => zoomView(large)).toMatchObject({ zoomed: 'true' });
      await large.getByRole('img').click({ position: { x: 20, y: 20 } });
      await expect.poll(() => zoomView(large)).toMatchObject({ zoomed: 'false' });
      expect(await seriousAxeViolations(desktop.page)).toEqual([]);
      await large.getByRole('button', { name: 'Close' }).click();
      await large.waitFor({ state: 'detached' });
      expect(desktop.errors).toEqual([]);
      await desktop.context.close();
    },
    LONG,
  );

  it('a product with one photo shows it as it always did, with no thumbnails; the demo rucksack shows its three', async () => {
    const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
    // In stock: its page's Add To Cart says when the page's own chunk has hydrated, and the photo's click with it.
    const single = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 50 }).products.find(
      (p) => p.countInStock > 0 && getProduct(env.shop.deps.db, p._id).images.length === 1,
    )!;
    await page.goto(`/product/${single._id}`);
    await productPageHydrated(page);
    const image = page.getByRole('img', { name: single.name, exact: true });
    expect(await image.getAttribute('fetchpriority')).toBe('high');
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.locator('[aria-roledescription="carousel"]').count()).toBe(0);
    // Its larger view is there all the same.
    await image.click();
    await page.getByRole('dialog', { name: single.name }).waitFor();
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Next photo' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const rucksack = listProducts(env.shop.deps.db, { pageNumber: 1, pageSize: 50, keyword: 'Wildcraft Rucksack' }).products[0];
    await page.goto(`/product/${rucksack._id}`);
    await hydrated(page);
    expect(await page.getByRole('tablist', { name: 'Choose a photo' }).getByRole('tab').count()).toBe(3);
    expect(await panel(page, 2, 3).getByRole('img').getAttribute('alt')).toBe('Close-up of the rucksack’s pockets and zips');
    expect(errors).toEqual([]);
    await context.close();
  });
});
