import { Link } from 'wouter';
import * as m from '@messages/catalog';
import { localName } from '@messages/locale';
import { LATEST_WHEN_EMPTY } from '../../../shared/empty-search.js';
import { ProductGrid } from '../../components/ProductGrid.js';
import { trpc } from '../../trpc.js';
import { useCategories } from './use-categories.js';
import classes from './EmptySearch.module.css';

/** Stands for the link in a message, to be cut out of it. */
const LINK = '\u0000';

interface EmptySearchProps {
  /** What the shopper searched for. */
  keyword: string;
  /** A nearby search that does find something ('Did you mean …?'), when the server knows one. */
  nearestKeyword: string | null;
}

/**
 * A search that found nothing: says so with the shopper's words, offers the nearest search that finds
 * something, the shop's categories and its newest products, so there is always a next step. The server draws
 * it with the newest products in the page (src/server/web/page-data.ts).
 */
export function EmptySearch({ keyword, nearestKeyword }: EmptySearchProps) {
  const categories = useCategories();
  const latest = trpc.products.list.useQuery(LATEST_WHEN_EMPTY);
  // The sentence around the link, where the language puts it.
  const [beforeNearest, afterNearest] = m.didYouMean({ keyword: LINK }).split(LINK);
  return (
    <div className={classes.empty} data-testid="empty-search">
      <p className={classes.lead}>{m.noProductsMatch({ keyword })}</p>
      {nearestKeyword && (
        <p className={classes.nearest}>
          {beforeNearest}
          <Link href={`/search/${encodeURIComponent(nearestKeyword)}`} className={classes.link}>
            {nearestKeyword}
          </Link>
          {afterNearest}
        </p>
      )}
      {categories.length > 0 && (
        <section aria-labelledby="empty-search-categories" className={classes.section}>
          <h2 id="empty-search-categories" className={classes.heading}>
            {m.shopByCategory}
          </h2>
          <ul className={classes.categories}>
            {categories.map((category) => (
              <li key={category._id}>
                <Link href={`/category/${category.slug}`} className={classes.category}>
                  {localName(category)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="empty-search-latest" className={classes.section}>
        <h2 id="empty-search-latest" className={classes.heading}>
          {m.latestProducts}
        </h2>
        {/* The list pages' grid, without its pager (a handful, not the shop's list): a grid of its own would make
            the entry export the card and the grid for this chunk (docs/decisions/019-page-weight.md). */}
        <ProductGrid list={latest} page={1} />
      </section>
    </div>
  );
}
