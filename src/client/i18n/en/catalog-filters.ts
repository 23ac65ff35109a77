/** The filters and sort of the search and category pages, a chunk of their own (features/catalog/CatalogFilters.tsx). */
import type { ProductSort } from '../../../shared/constants.js';
import { icu } from '../icu.js';

export const sortLabels: Record<ProductSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Customer rating',
};
export const category = 'Category';
export const allCategories = 'All categories';
export const brand = 'Brand';
export const customerRating = 'Customer rating';
export const anyRating = 'Any rating';
export const ratingAndUp = icu<{ rating: number }>('{rating}★ & up');
export const inStockOnly = 'In stock only';
export const priceRs = 'Price (Rs)';
export const minimumPrice = 'Minimum price';
export const maximumPrice = 'Maximum price';
export const min = 'Min';
export const max = 'Max';
export const filters = 'Filters';
export const filtersCount = icu<{ count: number }>('Filters ({count})');
export const sortBy = 'Sort by';
export const priceRange = 'Price range';
export const go = 'Go';
export const clearFilters = 'Clear filters';
export const showProducts = 'Show products';
export const showCount = icu<{ count: number }>('Show {count, plural, one {# product} other {# products}}');
export const close = 'Close';
export const clear = 'Clear';
