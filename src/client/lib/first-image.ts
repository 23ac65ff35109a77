/**
 * An image the page's largest paint may be (the carousel's first picture, the first product cards, the
 * product's first photo): fetched before the rest, and its paint reported by Element Timing, for which the
 * loader of a drawn page waits before it asks for the scripts (src/server/web/page-scripts.ts,
 * docs/decisions/021-scripts-after-the-first-images.md).
 */
export const FIRST_IMAGE = { fetchPriority: 'high', elementtiming: 'first-image' } as const;

declare module 'react' {
  // Merged into React's own declaration, which must have the same type parameter.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing's name for the image: the browser reports when it was painted. */
    elementtiming?: string;
  }
}
