/**
 * Interaction to Next Paint for the storefront's everyday interactions, on a phone's screen with the CPU
 * slowed 4× (the DevTools protocol's Emulation.setCPUThrottlingRate, Lighthouse's mobile slowdown), as the
 * web-vitals library measures it in the page: each interaction on a fresh page of its own, once the page has
 * hydrated and gone idle, done with real clicks and keys through Playwright.
 *
 * Anything a page needs before its interaction (a cart, a signed-in shopper on Place Order) is made in the
 * browser first, on another page; whatever brings the page itself to the moment (the text a suggestion
 * needs, the focus) is done without input events, so that the interaction is the only one the page counts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { checkoutCashOnDelivery, fillCart, register } from './web-shopper.js';

/** web.dev's "good" INP. */
export const INP_TARGET_MS = 200;
export const CPU_SLOWDOWN = 4;

/** Lighthouse's mobile screen (412 × 823 at 1.75), so these are the pages its figures are for. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * web-vitals' IIFE build (a `var webVitals`, local to the init script as Playwright runs it), put in the
 * page by the browser before the page's own scripts: an init script is not the page's, so the shop's CSP
 * (script-src 'self') does not refuse it.
 * Event Timing entries under 16 ms are not observed at all (its floor); the library's default of 40 ms
 * would report a quick interaction as its first input's delay alone.
 */
const WEB_VITALS = readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
const REPORTER = `${WEB_VITALS}
;webVitals.onINP((metric) => { self.__benchInp = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });`;

export interface Interaction {
  /** What PAGES selects it by, and how the report names it. */
  name: string;
  /** What the shopper does, for the report. */
  what: string;
  /** The page to open; a function first makes what it needs in the browser (a cart, a session). */
  path: string | ((context: BrowserContext) => Promise<string>);
  /**
   * Waits for the page's own part to hydrate: its route arrives as a chunk of its own, which may hydrate
   * after the shell has said it is hydrated, and a click on its server-drawn controls before then is lost.
   */
  ready?: (page: Page) => Promise<void>;
  /** Brings the page to the moment of the interaction without input events (none of it may count). */
  arm?: (page: Page) => Promise<void>;
  perform: (page: Page) => Promise<void>;
}

export interface Catalogue {
  baseUrl: string;
  /** A product with options, whose first option's values are buttons to choose. */
  withOptions: string;
  /** Products sold one way, in stock. */
  plain: string[];
  /** What is typed into the search for suggestions, and the product suggestion chosen. */
  suggestionQuery: string;
  suggestion: string;
}

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const enabled = (page: Page, control: Locator) => control.and(page.locator(':enabled')).first().waitFor({ timeout: 120_000 });
/** A product page's own part: its Add To Cart is the server's disabled one until then (tests/e2e/harness.ts). */
const productReady = (page: Page) => enabled(page, page.getByRole('button', { name: /^add to cart$/i }));

export function interactions({ baseUrl, withOptions, plain, suggestionQuery, suggestion }: Catalogue): Interaction[] {
  return [
    {
      name: 'search-typing',
      what: 'type a word in the header search (tap, then 10 keys)',
      path: '/',
      perform: async (page) => {
        await searchField(page).click();
        // About as fast as a person types on a phone.
        await page.keyboard.type('headphones', { delay: 120 });
        // Every key landed, in the plain field or the suggestions box that takes its place.
        await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[type="search"]')?.value === 'headphones');
      },
    },
    {
      name: 'search-suggestion',
      what: 'choose a product the header search suggests',
      path: '/',
      arm: async (page) => {
        await searchField(page).fill(suggestionQuery);
        await page.getByRole('option', { name: suggestion, exact: true }).waitFor();
      },
      perform: async (page) => {
        await page.getByRole('option', { name: suggestion, exact: true }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/product/'));
      },
    },
    {
      name: 'filter',
      what: "change a category's filter (Filters, a brand, Show)",
      path: '/category/electronics',
      perform: async (page) => {
        await page.getByRole('button', { name: /^Filters/ }).click();
        const drawer = page.getByRole('dialog', { name: 'Filters' });
        await drawer.getByRole('checkbox').first().click();
        await drawer.getByRole('button', { name: /^Show/ }).click();
        await page.waitForURL((url) => url.searchParams.has('brand'));
      },
    },
    {
      name: 'variant',
      what: "choose a product's option value",
      path: `/product/${withOptions}`,
      ready: productReady,
      perform: async (page) => {
        const value = page.getByRole('radiogroup').first().getByRole('radio', { checked: false, disabled: false }).first();
        const name = await value.getAttribute('aria-label');
        await value.click();
        await page.getByRole('radio', { name: name ?? '', exact: true, checked: true }).waitFor();
      },
    },
    {
      name: 'add-to-cart',
      what: 'Add To Cart on a product page',
      path: `/product/${plain[0]}`,
      ready: productReady,
      perform: async (page) => {
        await page.getByRole('button', { name: /^add to cart$/i }).first().click();
        await page.waitForURL((url) => url.pathname === '/cart');
      },
    },
    {
      name: 'cart-quantity',
      what: 'change a quantity in a cart of three items',
      path: async (context) => {
        const page = await context.newPage();
        await fillCart(page, baseUrl, plain);
        await page.close();
        return '/cart';
      },
      ready: (page) => enabled(page, page.getByRole('combobox', { name: /^Quantity of / })),
      // The select's own list is the system's, out of Playwright's reach: the shopper's key does it.
      arm: (page) => page.getByRole('combobox', { name: /^Quantity of / }).first().focus(),
      perform: async (page) => {
        await page.keyboard.press('ArrowDown');
        await page.getByRole('link', { name: /^Cart \(4 items\)/ }).waitFor();
      },
    },
    {
      name: 'place-order-button',
      what: 'Place Order, signed in, cash on delivery',
      path: async (context) => {
        const page = await context.newPage();
        await fillCart(page, baseUrl, plain.slice(0, 1));
        await register(page, baseUrl, '/shipping');
        await checkoutCashOnDelivery(page, baseUrl);
        await page.close();
        return '/placeorder';
      },
      // Enabled once the delivery charges for the address are known.
      ready: (page) => enabled(page, page.getByRole('button', { name: 'Place Order' })),
      perform: async (page) => {
        await page.getByRole('button', { name: 'Place Order' }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/order/'));
      },
    },
  ];
}

/**
 * The shell hydrated (src/client/Providers.tsx sets the mark) and the lazily loaded parts too: their
 * controls are in a disabled fieldset until then (as tests/e2e/harness.ts waits).
 */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.waitForFunction(() => document.querySelectorAll('fieldset[disabled]').length === 0, undefined, { timeout: 120_000 });
}

/** The INP web-vitals has reported so far, if any. */
const reported = (page: Page) => page.evaluate(() => (self as unknown as { __benchInp?: number }).__benchInp);

/** Until the page is idle and a little more: web-vitals reads the interaction's entries when idle. */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 250), { timeout: 5000 })));

/** The INP once two looks in a row agree (a word's last keys are reported after its first). */
async function finalInp(page: Page): Promise<number> {
  const deadline = Date.now() + 30_000;
  let last: number | undefined;
  for (;;) {
    await settle(page);
    const now = await reported(page);
    if (now !== undefined && now === last) return now;
    last = now;
    if (Date.now() > deadline) {
      if (last !== undefined) return last;
      throw new Error('web-vitals reported no INP within 30 s of the interaction');
    }
  }
}

/** One run: a fresh phone-sized browser context, the page opened slowed, the interaction, its INP in ms. */
export async function measureInteraction(browser: Browser, baseUrl: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext(PHONE);
  try {
    const pagePath = typeof interaction.path === 'string' ? interaction.path : await interaction.path(context);
    const page = await context.newPage();
    await page.addInitScript({ content: REPORTER });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${pagePath}`);
    await hydrated(page);
    await interaction.ready?.(page);
    // A shopper taps what they see, not in the task that made it work.
    await settle(page);
    if (interaction.arm) {
      await interaction.arm(page);
      await settle(page);
      const early = await reported(page);
      if (early !== undefined) throw new Error(`getting ready for ${interaction.name} counted as an interaction (${Math.round(early)} ms)`);
    }
    await interaction.perform(page);
    return Math.round(await finalInp(page));
  } finally {
    await context.close();
  }
}
