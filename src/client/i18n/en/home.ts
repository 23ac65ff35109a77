/** The home page and its parts: carousel, featured categories, product cards and grid, pager, rating (in the entry). */
import { icu } from '../icu.js';

export const title = icu<{ shop: string }>('{shop}: shop online in rupees');
export const latestProducts = 'Latest Products';
export const productCount = icu<{ count: number }>('{count} {count, plural, one {product} other {products}}');
export const featuredCategories = 'Featured Categories';

// The top products carousel
export const topProducts = 'Top products';
export const slideOf = icu<{ n: number; count: number }>('{n} of {count}');
export const topRatedIn = icu<{ category: string }>('Top rated in {category}');
export const shopNow = 'Shop now';
export const previousProduct = 'Previous product';
export const nextProduct = 'Next product';
export const chooseProduct = 'Choose a top product';
export const showProduct = icu<{ n: number }>('Show product {n}');

// The product grid and its cards
export const loadFailed = 'Could not load the products';
export const loadingProducts = 'Loading products';
export const noProducts = 'No products found';
export const fromPrice = icu<{ price: string }>('from {price}');
export const inclGst = '(incl. GST)';
export const mrp = 'M.R.P.';
export const percentOff = icu<{ off: number }>('{off}% off');
export const rated = icu<{ rating: number }>('Rated {rating} out of 5');
export const reviews = icu<{ count: number }>('{count} {count, plural, one {review} other {reviews}}');

// The pager
export const pages = 'Pages';
export const previousPage = 'Previous page';
export const nextPage = 'Next page';
export const page = icu<{ page: number }>('Page {page}');
