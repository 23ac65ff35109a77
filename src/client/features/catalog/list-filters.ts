// Constants only, never the zod schemas: this runs in the storefront's first bundle.
import { filterInput, type ListFilters } from '../../../shared/storefront-pages.js';

// Reading and writing the filters of an address lives beside the table of what each page reads
// (PAGE_PARAMS in src/shared/storefront-pages.ts), which the server keys its drawn pages on.

export function hasFilters(filters: ListFilters): boolean {
  return Object.keys(filterInput({ ...filters, sort: undefined })).length > 0;
}

/** How many filters are set, as the phone's 'Filters (2)' counts them: each brand one, a price range one, the sort none. */
export function activeFilterCount(filters: ListFilters): number {
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  return [filters.category !== undefined, priced, filters.rating !== undefined, filters.inStock].filter(Boolean).length + filters.brands.length;
}
