import type { ProductListQuery } from './storefront-pages.js';

/*
 * A search that finds nothing (the search page's empty state) offers the newest few products. The server (the
 * page's data, src/server/web/page-data.ts) and the browser (its query) both take the input from here, so the
 * answer the server puts into the page lands in the very cache entry the browser reads. A module of its own
 * rather than part of storefront-pages.ts, which every page's first script carries: only the search page's
 * chunk needs this.
 */

/** The newest products an empty search shows: one row of four on a desktop, two of two on a phone. */
export const LATEST_WHEN_EMPTY: ProductListQuery = { pageNumber: 1, pageSize: 4, sort: 'newest' };

/** The list input's parts that are the search itself rather than a filter narrowing it. */
const SEARCH_ITSELF = new Set(['keyword', 'pageNumber', 'pageSize', 'sort']);

/**
 * Whether a search page shows the empty state: its words found nothing, with no filter narrowing them (a
 * filtered search that finds nothing says so and keeps its filters, to change or clear them).
 */
export function isEmptySearch(input: ProductListQuery, total: number): boolean {
  return total === 0 && input.keyword !== undefined && Object.keys(input).every((key) => SEARCH_ITSELF.has(key));
}
