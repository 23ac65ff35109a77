import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { getProduct } from '../../src/server/catalog/get-product.js';
import { listProducts } from '../../src/server/catalog/list-products.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';
import { seedDemo } from '../../src/server/db/seed/seed-demo.js';
import type { AppDeps } from '../../src/server/deps.js';
import { clientDistDir, projectRoot } from '../../src/server/paths.js';
import { sharedPasswordHash } from '../helpers/password-hashes.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(projectRoot, 'tests', 'screenshots');
export const AXE_PATH = path.join(projectRoot, 'node_modules', 'axe-core', 'axe.min.js');

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * The shop's public address in the tests. Links in pages and e-mails (canonical, Open Graph, JSON-LD) are
 * made from PUBLIC_URL, never from the request's Host: a fixed address unlike the one the browser uses
 * shows that they are.
 */
export const TEST_PUBLIC_URL = 'https://shop.example.in';

export interface RunningShop {
  baseUrl: string;
  /** PUBLIC_URL as the shop was started with. */
  publicUrl: string;
  deps: AppDeps;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real server, built like main.ts builds it, on a fresh temporary DATA_DIR with the demo catalog; `env`
 * adds settings (a test SMTP server's SMTP_URL, a limit).
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  if (!existsSync(path.join(clientDistDir, 'index.html'))) {
    throw new Error('The client is not built: run `npx vite build` (npm test does) before the browser tests');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LOGIN_FAILURE_LIMIT: '1000',
    REGISTER_LIMIT_PER_HOUR: '1000',
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...env,
  });
  const database = openDatabase(dataDir);
  const { app, deps } = await buildApp({ config, database, logger: false });
  await seedDemo(database.db, dataDir, { accounts: true, settings: deps.settings, hashPassword: sharedPasswordHash });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The shop did not get a TCP port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    publicUrl: config.publicUrl,
    deps,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function chromiumMissing(): boolean {
  return !existsSync(CHROMIUM_PATH);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Errors the page's own code threw or logged, to fail a test that leaves any behind. */
  errors: string[];
}

/** A fresh browser context (own local storage) at the given size. */
export async function openTab(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: { bypassCSP?: boolean; touch?: boolean } = {},
): Promise<Tab> {
  // bypassCSP only for the axe scans: the shop's CSP (script-src 'self') rightly refuses the injected axe script.
  // touch: a phone's screen that takes touches (a swipe scrolls as a finger does).
  const touch = options.touch ? { hasTouch: true, isMobile: true } : {};
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'en-IN', deviceScaleFactor: 1, bypassCSP: options.bypassCSP ?? false, ...touch });
  followRequests(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/**
 * Waits until the app's handlers are attached. Storefront pages arrive drawn by the server, so their
 * content is visible before the script has run; interact only once the page says it is hydrated.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // Lazily loaded parts (the catalogue filters) hydrate when their chunk arrives; until then their controls
  // are disabled.
  await page.waitForFunction(() => document.querySelectorAll('fieldset[disabled]').length === 0);
}

/**
 * A product page's own parts hydrated: its route arrives as a chunk of its own, which may hydrate after the
 * rest of the page, and until then its Add To Cart is the server's disabled one and its links' handlers are
 * not attached.
 */
export async function productPageHydrated(page: Page): Promise<void> {
  await hydrated(page);
  await page.getByRole('button', { name: 'Add To Cart' }).and(page.locator(':enabled')).waitFor();
}

/** The requests a followed page has in flight, and who waits for them to end. */
interface Traffic {
  requests: Set<Request>;
  waiters: Set<() => void>;
}
const traffic = new WeakMap<Page, Traffic>();
const followedContexts = new WeakSet<BrowserContext>();

function trafficOf(page: Page): Traffic {
  let found = traffic.get(page);
  if (!found) traffic.set(page, (found = { requests: new Set(), waiters: new Set() }));
  return found;
}

/** Counts the requests every page of `context` has in flight, for `requestsDone`. */
function followRequests(context: BrowserContext): void {
  followedContexts.add(context);
  const ended = (request: Request) => {
    const { requests, waiters } = trafficOf(request.frame().page());
    requests.delete(request);
    if (requests.size === 0) for (const wake of waiters) wake();
  };
  context.on('request', (request) => trafficOf(request.frame().page()).requests.add(request));
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
}

/**
 * Waits until the page has no request in flight, and still none a frame later (a response's handler may
 * start the next one). Playwright's 'networkidle' is not used for pages opened with `openTab`: it follows
 * every frame's own idea of being idle, and once it never came on a page holding a sandboxed srcdoc frame
 * (the outbox's message). On a timeout this names the requests still open.
 */
export async function requestsDone(page: Page, timeout = 30_000): Promise<void> {
  if (!followedContexts.has(page.context())) {
    await page.waitForLoadState('networkidle', { timeout });
    return;
  }
  const followed = trafficOf(page);
  const deadline = Date.now() + timeout;
  await page.waitForLoadState('load', { timeout });
  for (;;) {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    if (followed.requests.size === 0) return;
    const left = deadline - Date.now();
    if (left <= 0) {
      const open = [...followed.requests].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`requests still in flight after ${timeout} ms: ${open.join(', ')}`);
    }
    await new Promise<void>((resolve) => {
      const wake = () => {
        followed.waiters.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(wake, left);
      followed.waiters.add(wake);
    });
  }
}

/**
 * No part of the page is still loading (`aria-busy`). A page may hold several busy parts at once (the admin
 * search page has three tables), so this waits for none at all rather than for one locator to go away.
 */
export async function nothingBusy(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts the built shop on a fresh demo database and one Chromium for the calling test file, and stops
 * both after it. Read `env.shop` and `env.browser` inside tests (they are set once beforeAll has run).
 * `shopEnv` is read when the shop starts, after the file's earlier beforeAll hooks (a test SMTP server's).
 */
export function useShopAndBrowser(shopEnv: () => Record<string, string> = () => ({})): { shop: RunningShop; browser: Browser } {
  const env = {} as { shop: RunningShop; browser: Browser };
  beforeAll(async () => {
    if (chromiumMissing()) throw new Error('Chromium is missing: install it with `apt-get install -y chromium` to run the browser tests');
    env.shop = await startShop(shopEnv());
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.shop?.close();
  });
  return env;
}

/** A product sold one way only: nothing to choose before buying it (docs/decisions/043-variants.md). */
export const soldOneWay = (shop: RunningShop, product: { _id: string }): boolean => getProduct(shop.deps.db, product._id).options.length === 0;

/**
 * A product of the demo catalog sold one way (no sizes or colours to choose) with at least `stock` in stock
 * (in `category` when given).
 */
export function productInStock(shop: RunningShop, stock = 3, category?: string) {
  const product = listProducts(shop.deps.db, { pageNumber: 1, pageSize: 50, category }).products.find(
    (p) => p.countInStock >= stock && soldOneWay(shop, p),
  );
  if (!product) throw new Error('The demo catalog has no product in stock');
  return product;
}
