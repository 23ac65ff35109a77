import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAs, type DemoAccount } from './admin-harness.js';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/seed-demo.js';
import { apiJson, apiLogin, placeOrderOverApi } from './shop-api.js';
import { nothingBusy, openTab, productInStock, useShopAndBrowser } from './harness.js';

const LONG = 180_000;
const WIDTHS = [320, 360, 375, 414] as const;
const HEIGHT = 740;
const env = useShopAndBrowser();

type Role = 'visitor' | 'customer' | 'admin';

/** The header's items as the person sees them: name and box of each one that is visible. */
async function headerBoxes(page: Page) {
  const header = page.locator('header').first();
  const items = {
    logo: header.getByRole('link', { name: 'Rupee Shop' }),
    location: header.getByRole('button', { name: /Your Location/ }),
    search: header.getByRole('search'),
    adminMenu: header.getByRole('button', { name: 'Admin menu' }),
    userMenu: header.getByRole('button', { name: /^Account menu for / }),
    cart: header.getByRole('link', { name: /^Cart/ }),
    signIn: header.getByRole('link', { name: 'Sign In' }),
  };
  const boxes: { name: string; x: number; y: number; width: number; height: number }[] = [];
  for (const [name, locator] of Object.entries(items)) {
    if ((await locator.count()) === 0 || !(await locator.first().isVisible())) continue;
    const box = await locator.first().boundingBox();
    if (box && box.width > 0 && box.height > 0) boxes.push({ name, ...box });
  }
  return boxes;
}

type Box = Awaited<ReturnType<typeof headerBoxes>>[number];
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

const SCROLL_HINT = 'Scroll sideways to see more';

/**
 * Boxes in the main content that hide part of their content off to the side (a wide table in a scroll box).
 * Allowed only as a labelled region that says so in words a person can see, or inside a carousel, which
 * announces itself as one and shows its own arrows and dots.
 */
async function hiddenColumns(page: Page): Promise<string[]> {
  return page.evaluate((hint) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const overflowX = getComputedStyle(element).overflowX;
      if ((overflowX !== 'auto' && overflowX !== 'scroll') || element.scrollWidth <= element.clientWidth + 1) continue;
      if (element.closest('[aria-roledescription="carousel"]')?.querySelector('[role="tablist"]')) continue;
      const labelled = element.getAttribute('role') === 'region' && (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby'));
      const hinted = [...(element.parentElement?.querySelectorAll<HTMLElement>('*') ?? [])].some((el) => el.textContent?.trim() === hint && el.checkVisibility());
      if (!labelled || !hinted) found.push(`${element.querySelector('table')?.getAttribute('aria-labelledby') ?? element.className} hides columns off to the side with no hint`);
    }
    return found;
  }, SCROLL_HINT);
}

/** What is wrong with the page at its current width: overlapping header items, sideways scrolling. */
async function layoutProblems(page: Page, width: number): Promise<string[]> {
  const problems: string[] = [];
  const boxes = await headerBoxes(page);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      if (overlap(boxes[i], boxes[j])) problems.push(`${boxes[i].name} overlaps ${boxes[j].name}`);
    }
    if (boxes[i].x < 0 || boxes[i].x + boxes[i].width > width + 0.5) problems.push(`${boxes[i].name} sticks out of the screen`);
  }
  const scroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  if (scroll.scrollWidth > scroll.innerWidth) problems.push(`the page scrolls sideways (${scroll.scrollWidth} px wide)`);
  problems.push(...(await hiddenColumns(page)));
  return problems;
}

/** A page settled: its heading, its table or cards, the lazy header menus, no skeleton. */
async function settle(page: Page, role: Role) {
  if (role === 'admin') await page.getByRole('button', { name: 'Admin menu' }).waitFor();
  if (role !== 'visitor') await page.getByRole('button', { name: /^Account menu for / }).waitFor();
  await page.waitForLoadState('networkidle');
  await nothingBusy(page);
}

async function checkRoutes(role: Role, routes: string[]) {
  const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, { width: WIDTHS[0], height: HEIGHT });
  if (role !== 'visitor') await signInAs(context, env.shop.baseUrl, role as DemoAccount);
  if (role === 'customer') {
    // An order, so that My Orders has rows to lay out.
    const session = await signInAs(context, env.shop.baseUrl, 'customer');
    await placeOrderOverApi(env.shop.baseUrl, session.token, [{ product: productInStock(env.shop), qty: 1 }]);
  }
  const problems: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(route);
    await page.locator('main h1, main h2').first().waitFor();
    await settle(page, role);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const problem of await layoutProblems(page, width)) problems.push(`${role} ${route} @${width}: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}

describe('phones from 320 to 414 px', () => {
  it('a visitor: the header items never overlap and no page scrolls sideways', async () => {
    await checkRoutes('visitor', ['/', `/product/${productInStock(env.shop)._id}`, '/cart', '/category/electronics']);
  }, LONG);

  it('a customer: the header items never overlap and no page scrolls sideways, My Orders and a shipped order included', async () => {
    // A shipped order: its page lays out the status stepper, the tracking details and the timeline.
    const customer = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const admin = await apiLogin(env.shop.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const order = await placeOrderOverApi(env.shop.baseUrl, customer.token, [{ product: productInStock(env.shop), qty: 1 }]);
    await apiJson(env.shop.baseUrl, 'PUT', `/api/orders/${order._id}/ship`, admin.token, {
      carrier: 'Delhivery',
      trackingNumber: 'DLV-2026-000000123456789',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV-2026-000000123456789',
    });
    await checkRoutes('customer', ['/', `/product/${productInStock(env.shop)._id}`, '/cart', '/profile', `/order/${order._id}`, '/shipping']);
  }, LONG);

  it('an admin: the header items never overlap and no page scrolls sideways, admin tables included', async () => {
    await checkRoutes('admin', ['/', `/product/${productInStock(env.shop)._id}`, '/cart', '/profile', '/admin/userlist', '/admin/productlist', '/admin/orderlist']);
  }, LONG);
});
