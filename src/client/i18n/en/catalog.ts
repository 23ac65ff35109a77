/** The search and category pages: the list, its count and title, a search that found nothing (pages/ProductList.page.tsx, features/catalog/EmptySearch.tsx). */
import { icu } from '../icu.js';

export const searchTitle = icu<{ keyword: string }>('Search Results for {keyword}');
export const productCount = icu<{ count: number }>('{count, plural, one {# product} other {# products}}');
export const showingResultsFor = icu<{ keyword: string }>('Showing results for “{keyword}”');
export const products = 'Products';

// A search that found nothing (features/catalog/EmptySearch.tsx)
export const noProductsMatch = icu<{ keyword: string }>('No products match \'\'{keyword}\'\'');
/** The nearest search is a link in place of {keyword}. */
export const didYouMean = icu<{ keyword: string }>('Did you mean {keyword}?');
export const shopByCategory = 'Shop by category';
export const latestProducts = 'Latest products';
