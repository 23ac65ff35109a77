/**
 * Which cached addresses a change makes stale, handed to the CDN purge (cdn-purge.ts). A product shows on its
 * own page, on its category's page and the top-level category above it, and on the home page (the newest and
 * the top-rated), and at the REST reads with fixed addresses; something every page carries (the settings,
 * the categories, the banner) makes every page stale. Lists with filters, later pages, searches and tRPC
 * reads have too many addresses to name: they leave the CDN within their minute
 * (docs/decisions/052-cdn-caching.md).
 */
import { eq } from 'drizzle-orm';
import { products } from '../../../drizzle/schema.js';
import { LOCALES, localePath } from '../../shared/i18n/locales.js';
import { policyPath, type PolicySlug } from '../../shared/policy-pages.js';
import { categoryIndex } from '../categories/category-index.js';
import type { Db } from '../db/database.js';
import type { AppDeps } from '../deps.js';

/**
 * A storefront page's address in every language (/product/x and /hi/product/x): a CDN keeps each language's
 * page apart. The REST reads (/api/…) answer every language at one address.
 */
export function inEveryLanguage(paths: Iterable<string>): string[] {
  return [...paths].flatMap((path) => (path.startsWith('/api/') ? [path] : LOCALES.map((locale) => localePath(locale, path))));
}

/** The addresses that show a product as it is now (a deleted or unknown product: its own addresses only). */
export function productPaths(db: Db, productId: string): string[] {
  const id = encodeURIComponent(productId);
  const paths = ['/', `/product/${id}`, `/api/products/${id}`, '/api/products', '/api/products/top'];
  const row = db.select({ category: products.category }).from(products).where(eq(products.id, productId)).get();
  if (!row) return paths;
  const categories = categoryIndex(db);
  const category = categories.get(row.category);
  const parent = category?.parentId ? categories.get(category.parentId) : undefined;
  for (const shown of [category, parent]) if (shown) paths.push(`/category/${encodeURIComponent(shown.slug)}`);
  return paths;
}

/** productPaths, or only the product's own page and the home page when they cannot be worked out: a purge never fails a change. */
function pathsShowing(deps: AppDeps, productId: string): string[] {
  try {
    return productPaths(deps.db, productId);
  } catch (error) {
    deps.cdn.log.error({ err: error, productId }, 'could not work out which pages show a product; purging its own page and the home page');
    return ['/', `/product/${encodeURIComponent(productId)}`];
  }
}

/**
 * Runs an owner's change to one product and purges the pages that showed it before and show it after (a
 * product moved to another category leaves one category page and joins another). The change itself never
 * waits for the CDN.
 */
export function purgingProduct<T>(deps: AppDeps, productId: string, change: () => T): T {
  if (!deps.cdn.enabled) return change();
  const before = pathsShowing(deps, productId);
  const result = change();
  deps.cdn.paths(inEveryLanguage([...before, ...pathsShowing(deps, productId)]));
  return result;
}

/** Products whose pages changed without an owner's edit (an order took the last unit, a cancellation put some back). */
export function purgeProducts(deps: AppDeps, productIds: Iterable<string>): void {
  if (!deps.cdn.enabled) return;
  const paths = new Set<string>();
  for (const id of new Set(productIds)) for (const path of pathsShowing(deps, id)) paths.add(path);
  if (paths.size > 0) deps.cdn.paths(inEveryLanguage(paths));
}

/** A policy page's text changed. */
export function purgePolicyPage(deps: AppDeps, slug: PolicySlug): void {
  deps.cdn.paths(inEveryLanguage([policyPath(slug), `/api/pages/${slug}`]));
}

/** Something every page carries changed: the settings, the categories, the shipping promise, the banner. */
export function purgeEverything(deps: AppDeps): void {
  deps.cdn.everything();
}

/** A change to a promotion, which every page shows when it is the banner's. */
export function purgingBanner<T>(deps: AppDeps, promotionId: string, change: () => T): T {
  const shown = deps.settings.get().bannerPromotionId === promotionId;
  const result = change();
  if (shown) purgeEverything(deps);
  return result;
}
