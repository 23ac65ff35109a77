/**
 * Resolves once the first element that matches `selector` is within a quarter of a screen's height of the
 * visible part of the page (a small chunk arrives well before a shopper scrolling down reaches it, and a short
 * page's footer a screen below is not loaded for a shopper who never scrolls to it); at once where there is no
 * page to look at (the server renderer) or no IntersectionObserver.
 *
 * The element is looked for again while waiting (as the page scrolls, and twice a second), not found once:
 * it may come later (a page the browser draws), and it may be replaced. React replaces a server-drawn part
 * that is updated before it has hydrated with its fallback, a new element; an observer of the old one would
 * never fire, and the part would never load.
 */
export function nearView(selector: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let watched: Element | null = null;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    }, { rootMargin: '25% 0px' });
    const watch = () => {
      const element = document.querySelector(selector);
      if (element === watched) return;
      if (watched) observer.unobserve(watched);
      watched = element;
      if (element) observer.observe(element);
    };
    const timer = setInterval(watch, 500);
    function done() {
      observer.disconnect();
      clearInterval(timer);
      removeEventListener('scroll', watch);
      resolve();
    }
    addEventListener('scroll', watch, { passive: true });
    watch();
  });
}
