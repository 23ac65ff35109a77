import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, signInAs } from './admin-harness.js';
import { DESKTOP, openTab, useShopAndBrowser } from './harness.js';

const env = useShopAndBrowser();

/** Script files the page loaded, to check the admin chunk never reaches a shopper. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

describe('the admin area is for admins only', () => {
  it('sends a visitor who opens any admin route to /login, without downloading the admin code', async () => {
    const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
    const scripts = scriptsOf(page);
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await page.waitForURL(/\/login$/);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Admin menu' }).count()).toBe(0);
    expect(scripts.filter((url) => url.includes('AdminRoutes'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-in customer who opens any admin route to /login, and shows them no Admin menu', async () => {
    const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
    await signInAs(context, env.shop.baseUrl, 'customer');
    const scripts = scriptsOf(page);
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    expect(await page.getByRole('button', { name: 'Admin menu' }).count()).toBe(0);
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await page.waitForURL(/\/login$/);
    }
    expect(scripts.filter((url) => url.includes('AdminRoutes'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets an admin in, through the Admin menu in the header', async () => {
    const { page, context, errors } = await openTab(env.browser, env.shop.baseUrl, DESKTOP);
    await signInAs(context, env.shop.baseUrl, 'admin');
    await page.goto('/');
    for (const [item, path, heading] of [
      ['Dashboard', '/admin', 'Dashboard'],
      ['Users', '/admin/userlist', 'Users'],
      ['Products', '/admin/productlist', 'Products'],
      ['Search', '/admin/search', 'Search'],
      ['Orders', '/admin/orderlist', 'Orders'],
      ['Promotions', '/admin/promotions', 'Promotions'],
      ['Mail', '/admin/mail', 'Mail'],
      ['Settings', '/admin/settings', 'Settings'],
    ] as const) {
      await page.getByRole('button', { name: 'Admin menu' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await page.waitForURL(new RegExp(`${path}$`));
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
