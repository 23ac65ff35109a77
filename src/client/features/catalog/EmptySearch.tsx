import { Link } from 'wouter';
import { LATEST_WHEN_EMPTY } from '../../../shared/empty-search.js';
import { ProductGrid } from '../../components/ProductGrid.js';
import { trpc } from '../../trpc.js';
import { useCategories } from './use-categories.js';
import classes from './EmptySearch.module.css';

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
  return (
    <div className={classes.empty} data-testid="empty-search">
      <p className={classes.lead}>{`No products match '${keyword}'`}</p>
      {nearestKeyword && (
        <p className={classes.nearest}>
          Did you mean <Link href={`/search/${encodeURIComponent(nearestKeyword)}`} className={classes.link}>{nearestKeyword}</Link>?
        </p>
      )}
      {categories.length > 0 && (
        <section aria-labelledby="empty-search-categories" className={classes.section}>
          <h2 id="empty-search-categories" className={classes.heading}>
            Shop by category
          </h2>
          <ul className={classes.categories}>
            {categories.map((category) => (
              <li key={category._id}>
                <Link href={`/category/${category.slug}`} className={classes.category}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="empty-search-latest" className={classes.section}>
        <h2 id="empty-search-latest" className={classes.heading}>
          Latest products
        </h2>
        {/* The list pages' grid (one page, so no pager): a grid of its own would make the entry export the
            card and the grid for this chunk (docs/decisions/019-page-weight.md). */}
        <ProductGrid list={latest} page={1} hrefFor={() => '/'} />
      </section>
    </div>
  );
}
