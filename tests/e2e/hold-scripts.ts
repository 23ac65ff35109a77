import type { Page, Route } from 'playwright-core';

/**
 * Holds back the page's scripts until `release` is called, so a test can act on the page as the server drew
 * it; `asked` settles once the page has asked for the first of them (its first images are in).
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  let asked!: () => void;
  const firstAsk = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (released) return route.continue();
    held.push(route);
    asked();
  });
  return {
    asked: firstAsk,
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
