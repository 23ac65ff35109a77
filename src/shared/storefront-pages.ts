/**
 * The storefront pages whose data the server puts into the first HTML response, and the exact query
 * inputs each of them asks for. The server (first paint) and the client (its queries) both build their
 * inputs here, so the data the server sends lands in the very cache entries the client reads.
 */
import { parseCategory } from './constants.js';

/** Products per page in the storefront grids (4 columns × 3 rows on a desktop). */
export const STOREFRONT_PAGE_SIZE = 12;

export interface ProductListQuery {
  keyword?: string;
  category?: string;
  pageNumber: number;
  pageSize: number;
}

export type StorefrontPage =
  | { kind: 'home'; list: ProductListQuery }
  | { kind: 'search'; keyword: string; list: ProductListQuery }
  | { kind: 'category'; category: string; list: ProductListQuery }
  | { kind: 'product'; id: string };

/** decodeURIComponent that leaves a malformed escape as it is instead of throwing. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page number from a `?page=` value: a whole number from 1, anything else is page 1. */
export function pageFromSearch(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export const homeListInput = (pageNumber: number): ProductListQuery => ({ pageNumber, pageSize: STOREFRONT_PAGE_SIZE });

export const searchListInput = (keyword: string, pageNumber: number): ProductListQuery => ({
  keyword: keyword.trim().slice(0, 100),
  pageNumber,
  pageSize: STOREFRONT_PAGE_SIZE,
});

export const categoryListInput = (category: string, pageNumber: number): ProductListQuery => ({
  category: parseCategory(category) ?? category.trim().slice(0, 40),
  pageNumber,
  pageSize: STOREFRONT_PAGE_SIZE,
});

/**
 * Which storefront page a URL path is (the path still percent-encoded, as it arrives over HTTP), or
 * undefined for pages without server data.
 */
export function storefrontPage(rawPath: string, search: string): StorefrontPage | undefined {
  const page = pageFromSearch(new URLSearchParams(search).get('page'));
  const segments = rawPath.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'home', list: homeListInput(page) };
  if (segments.length !== 2) return undefined;
  const value = safeDecode(segments[1]);
  if (!value.trim()) return undefined;
  switch (segments[0]) {
    case 'search':
      return { kind: 'search', keyword: value, list: searchListInput(value, page) };
    case 'category':
      return { kind: 'category', category: value, list: categoryListInput(value, page) };
    case 'product':
      return { kind: 'product', id: value };
    default:
      return undefined;
  }
}

/** One query answer carried in the page: the tRPC procedure path, its input and its output. */
export interface PrefetchedQuery {
  path: 'products.top' | 'products.list' | 'products.byId' | 'settings.get';
  input: unknown;
  data: unknown;
}

export interface ShopData {
  queries: PrefetchedQuery[];
}

export const SHOP_DATA_ELEMENT_ID = '__SHOP_DATA__';
