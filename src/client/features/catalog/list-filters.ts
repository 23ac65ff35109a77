// Constants only, never the zod schemas: this runs in the storefront's first bundle.
import { parseCategory, PRODUCT_SORTS, type Category, type ProductSort } from '../../../shared/constants.js';

/**
 * The filters and sort of a search or category page, kept in the address (`?brand=…&minPrice=…&sort=…`) so
 * a filtered page can be shared and survives reload and Back.
 */
export interface ListFilters {
  /** On a search page: narrow to one category. */
  category?: Category;
  brands: string[];
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  inStock: boolean;
  sort?: ProductSort;
}

const price = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : undefined;
};

export function filtersFromSearch(search: string): ListFilters {
  const params = new URLSearchParams(search);
  const rating = Number(params.get('rating'));
  const sort = params.get('sort');
  const category = params.get('category');
  return {
    category: category ? parseCategory(category) : undefined,
    brands: params.getAll('brand').filter((b) => b.trim() !== ''),
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    inStock: params.get('inStock') === 'true',
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : undefined,
  };
}

/** `?…` for the filters and page (nothing for page 1 without filters). */
export function filtersToSearch(filters: ListFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category.toLowerCase());
  for (const brand of filters.brands) params.append('brand', brand);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.rating !== undefined) params.set('rating', String(filters.rating));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.sort) params.set('sort', filters.sort);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
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

export function hasFilters(filters: ListFilters): boolean {
  return Object.keys(filterInput({ ...filters, sort: undefined })).length > 0;
}

export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Customer rating',
};
