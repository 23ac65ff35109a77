/**
 * Responsive images (docs/decisions/019-page-weight.md): every image the shop stores under /uploads is also
 * kept as WebP at these widths (never enlarged), named `<name>-<width>w.webp` beside the original, so a
 * phone downloads a picture the size it shows.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;

/** The extensions the shop stores images under (uploads are re-encoded in their own format). */
export const STORED_IMAGE_EXTENSIONS = ['webp', 'jpg', 'png', 'gif', 'avif'] as const;

/** An image the shop stored: /uploads/<name>.<ext> or /uploads/demo/<name>.<ext> (names the server made). */
const STORED_IMAGE = new RegExp(`^/uploads/((?:demo/)?[\\w-]+)\\.(?:${STORED_IMAGE_EXTENSIONS.join('|')})$`);

/** The file name of the copy of image `name` (without its extension) that is `width` pixels wide. */
export const copyFileName = (name: string, width: number) => `${name}-${width}w.webp`;

/** The image name and width a copy's file name stands for; undefined for any other name. */
export function parseCopyFileName(file: string): { name: string; width: number } | undefined {
  const match = /^([\w-]+)-(\d+)w\.webp$/.exec(file);
  return match ? { name: match[1], width: Number(match[2]) } : undefined;
}

/** The address of a stored image's copy `width` pixels wide; undefined for an image the shop did not store. */
export function imageAtWidth(src: string, width: number): string | undefined {
  const name = STORED_IMAGE.exec(src)?.[1];
  return name === undefined ? undefined : `/uploads/${copyFileName(name, width)}`;
}

/** `srcset` for a stored image (its copies by width); undefined for any other image, shown as it is. */
export function imageSrcSet(src: string): string | undefined {
  if (!STORED_IMAGE.test(src)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageAtWidth(src, width)} ${width}w`).join(', ');
}
