/**
 * Resolves once the first element that matches `selector` is within a screen's height of the visible part of
 * the page (waiting for it to be added, in a page the browser draws); at once where there is no page to look
 * at (the server renderer) or no IntersectionObserver.
 */
export function nearView(selector: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const watch = () => {
      const element = document.querySelector(selector);
      if (!element) {
        requestAnimationFrame(watch);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(element);
    };
    watch();
  });
}
