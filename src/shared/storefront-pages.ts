/**
 * The storefront pages whose data the server puts into the first HTML response, and the exact query
 * inputs each of them asks for. The server (first paint) and the client (its queries) both build their
 * inputs here, so the data the server sends lands in the very cache entries the client reads. Likewise
 * both read a page's address through one table of the parameters each page reads (PAGE_PARAMS).
 */
import { CATEGORY_SLUG_MAX } from './categories.js';
import { PRODUCT_SORTS, type ProductSort } from './constants.js';

/** Products per page in the storefront grids (4 columns × 3 rows on a desktop). */
export const STOREFRONT_PAGE_SIZE = 12;

/** A list's query input: its own list (keyword or category), its page, and the filters and sort from its address. */
export interface ProductListQuery extends Omit<ReturnType<typeof filterInput>, 'category'> {
  keyword?: string;
  category?: string;
  pageNumber: number;
  pageSize: number;
}

export type StorefrontPage =
  | { kind: 'home'; list: ProductListQuery }
  | { kind: 'search'; keyword: string; list: ProductListQuery }
  | { kind: 'category'; category: string; list: ProductListQuery }
  | { kind: 'product'; id: string }
  /** The sign-in and register forms: drawn, so they can be filled in before the script has run. */
  | { kind: 'login' | 'register' }
  /**
   * The cart: it is in the browser's storage, so the server draws the page around it with space held for its
   * lines, and the browser fills them in (docs/decisions/019-page-weight.md).
   */
  | { kind: 'cart' }
  /**
   * Two checkout steps and an order: what they show is the shopper's, known in the browser only, so the server
   * draws their frame with space held, as the cart's.
   */
  | { kind: 'shipping' | 'placeorder' }
  | { kind: 'order'; id: string }
  /** A policy page (/pages/returns…): its slug as given; the server answers 404 for one that is not a policy. */
  | { kind: 'policy'; slug: string };

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

/** A category as an address carries it (a slug; a name or id is redirected to the slug by the server), as the list takes it. */
const categoryParam = (value: string) => value.trim().toLowerCase().slice(0, CATEGORY_SLUG_MAX);

export const categoryListInput = (category: string, pageNumber: number): ProductListQuery => ({
  category: categoryParam(category),
  pageNumber,
  pageSize: STOREFRONT_PAGE_SIZE,
});

/** Which storefront page a URL path is (still percent-encoded, as it arrives over HTTP), without its data. */
function pageOfPath(rawPath: string): { kind: StorefrontPage['kind']; value: string } | undefined {
  const segments = rawPath.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'home', value: '' };
  const single = ['login', 'register', 'cart', 'shipping', 'placeorder'] as const;
  const alone = single.find((kind) => kind === segments[0]);
  if (alone) return segments.length === 1 ? { kind: alone, value: '' } : undefined;
  if (segments.length !== 2) return undefined;
  const value = safeDecode(segments[1]);
  if (!value.trim()) return undefined;
  switch (segments[0]) {
    case 'search':
    case 'category':
    case 'product':
      return { kind: segments[0], value };
    case 'pages':
      return { kind: 'policy', value };
    case 'order':
      return { kind: 'order', value };
    default:
      return undefined;
  }
}

/**
 * Which storefront page a URL path is (the path still percent-encoded, as it arrives over HTTP), or
 * undefined for pages without server data.
 */
export function storefrontPage(rawPath: string, search: string): StorefrontPage | undefined {
  const found = pageOfPath(rawPath);
  if (!found) return undefined;
  const { page, filters } = readPageParams(found.kind, search);
  // A list's filters and sort are part of what it shows: the server draws a filtered list with its products,
  // under the same query input as the browser's list page asks for.
  switch (found.kind) {
    case 'home':
      return { kind: 'home', list: homeListInput(page) };
    case 'search':
      return { kind: 'search', keyword: found.value, list: { ...searchListInput(found.value, page), ...filterInput(filters) } };
    case 'category':
      return { kind: 'category', category: found.value, list: { ...categoryListInput(found.value, page), ...filterInput(filters) } };
    case 'product':
      return { kind: 'product', id: found.value };
    case 'policy':
      return { kind: 'policy', slug: found.value };
    case 'order':
      return { kind: 'order', id: found.value };
    default:
      return { kind: found.kind };
  }
}

/**
 * The filters and sort of a search or category page, kept in the address (`?brand=…&minPrice=…&sort=…`) so
 * a filtered page can be shared and survives reload and Back.
 */
export interface ListFilters {
  /** On a search page: narrow to one category (its slug; the categories inside it included). */
  category?: string;
  brands: string[];
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  inStock: boolean;
  sort?: ProductSort;
}

/** What a storefront page reads from its address's query string. */
export interface PageParams {
  page: number;
  filters: ListFilters;
  /** The sign-in and register pages: where to go afterwards, as given (the page keeps it to this shop). */
  redirect?: string;
  /** A product page: the variant chosen (`?variant=`), drawn chosen by the server too. */
  variant?: string;
}

type PageParam = 'category' | 'brand' | 'minPrice' | 'maxPrice' | 'rating' | 'inStock' | 'sort' | 'page' | 'redirect' | 'variant';

/**
 * The query parameters each storefront page reads, and so the only ones that can change what it shows.
 * The browser reads its address through this table (readPageParams), and the server keys the pages it has
 * drawn, and writes their canonical link, on the path and these parameters alone (pageAddress): any other
 * parameter (utm_source, fbclid, a cache-buster) would otherwise cost a render of its own
 * (docs/decisions/026-page-cache-keys.md). A category page has its category in its path.
 */
export const PAGE_PARAMS: Record<StorefrontPage['kind'], readonly PageParam[]> = {
  home: ['page'],
  search: ['category', 'brand', 'minPrice', 'maxPrice', 'rating', 'inStock', 'sort', 'page'],
  category: ['brand', 'minPrice', 'maxPrice', 'rating', 'inStock', 'sort', 'page'],
  product: ['variant'],
  login: ['redirect'],
  register: ['redirect'],
  // Its reminder links (`?restore=`, `?reminders=off`) are read in the browser, after it has drawn the lines.
  cart: [],
  shipping: [],
  placeorder: [],
  order: [],
  policy: [],
};

const price = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : undefined;
};

/**
 * The parameters a page of this kind reads from `search`, their values normalised (one page number, brands
 * once each in one order): two addresses that read the same show the same page.
 */
export function readPageParams(kind: StorefrontPage['kind'], search: string): PageParams {
  const given = new URLSearchParams(search);
  const reads = (name: PageParam) => PAGE_PARAMS[kind].includes(name);
  const one = (name: PageParam) => (reads(name) ? given.get(name) : null);
  const rating = Number(one('rating'));
  // `price-asc` as people write it by hand is `price_asc`.
  const sort = one('sort')?.replace('-', '_');
  const category = one('category');
  // Sorted by code unit, never by locale: the server and every browser must agree on the order.
  const brands = reads('brand') ? [...new Set(given.getAll('brand').map((b) => b.trim()))].filter((b) => b !== '').sort() : [];
  return {
    page: pageFromSearch(one('page')),
    filters: {
      category: category ? categoryParam(category) || undefined : undefined,
      brands,
      minPrice: price(one('minPrice')),
      maxPrice: price(one('maxPrice')),
      rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
      inStock: one('inStock') === 'true',
      sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : undefined,
    },
    redirect: one('redirect') ?? undefined,
    variant: VARIANT_ID.test(one('variant') ?? '') ? (one('variant') as string) : undefined,
  };
}

/** What a variant id can look like; anything else in `?variant=` is ignored like an unknown parameter. */
const VARIANT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `?…` for the filters and page, always in one order (nothing for page 1 without filters). */
export function writePageParams({ filters, page, redirect, variant }: PageParams): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  for (const brand of filters.brands) params.append('brand', brand);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.rating !== undefined) params.set('rating', String(filters.rating));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.sort) params.set('sort', filters.sort);
  if (page > 1) params.set('page', String(page));
  if (redirect && redirect !== '/') params.set('redirect', redirect);
  if (variant) params.set('variant', variant);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The address of the page that `rawPath` and `search` show: the path and only the parameters the page reads,
 * normalised and in a fixed order. Pages the server does not draw keep no parameters at all.
 */
export function pageAddress(rawPath: string, search: string): string {
  const found = pageOfPath(rawPath);
  return found ? `${rawPath}${writePageParams(readPageParams(found.kind, search))}` : rawPath;
}

/** The list query's part for the filters: only what is set, so an unfiltered page asks exactly what the server put in the page. */
export function filterInput(filters: ListFilters) {
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.brands.length ? { brand: filters.brands } : {}),
    ...(filters.minPrice !== undefined ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== undefined ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.rating !== undefined ? { rating: filters.rating } : {}),
    ...(filters.inStock ? { inStock: true } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
  };
}

/** One query answer carried in the page: the tRPC procedure path, its input and its output. */
export interface PrefetchedQuery {
  path:
    | 'products.top'
    | 'products.list'
    | 'products.byId'
    | 'settings.get'
    | 'categories.list'
    | 'pages.get'
    // Place order's and an order's page, drawn for the shopper who asks (docs/decisions/061-shopper-pages-drawn.md).
    | 'shipping.delivery'
    | 'payments.config'
    | 'orders.byId';
  input: unknown;
  data: unknown;
}

export interface ShopData {
  queries: PrefetchedQuery[];
  /**
   * The browser's stored values (by storage key) a page drawn for one shopper was drawn with: it hydrates with
   * them rather than with the stores' empty values (docs/decisions/061-shopper-pages-drawn.md).
   */
  drawn?: Record<string, unknown>;
}

export const SHOP_DATA_ELEMENT_ID = '__SHOP_DATA__';
