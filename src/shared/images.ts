/**
 * Responsive images (docs/decisions/019-page-weight.md): every image the shop stores under /uploads is also
 * kept as WebP at these widths (never enlarged), named `<name>-<width>w.webp` beside the original, so a
 * phone downloads a picture the size it shows.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;

/** An image the shop stored: /uploads/<name>.<ext> or /uploads/demo/<name>.<ext> (names the server made). */
const STORED_IMAGE = /^\/uploads\/((?:demo\/)?[\w-]+)\.(?:jpg|png|webp|gif|avif)$/;

/** The address of a stored image's copy `width` pixels wide; undefined for an image the shop did not store. */
export function imageAtWidth(src: string, width: number): string | undefined {
  const name = STORED_IMAGE.exec(src)?.[1];
  return name === undefined ? undefined : `/uploads/${name}-${width}w.webp`;
}

/** `srcset` for a stored image (its copies by width); undefined for any other image, shown as it is. */
export function imageSrcSet(src: string): string | undefined {
  if (!STORED_IMAGE.test(src)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageAtWidth(src, width)} ${width}w`).join(', ');
}
