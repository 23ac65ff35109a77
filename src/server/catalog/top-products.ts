import { and, desc, eq, notInArray } from 'drizzle-orm';
import { products, type ProductRow } from '../../../drizzle/schema.js';
import { TOP_PRODUCT_CATEGORIES, TOP_PRODUCTS_LIMIT } from '../../shared/constants.js';
import type { ProductSummary } from '../../shared/schemas/product.js';
import type { Db } from '../db/database.js';
import { categoryIndex } from '../categories/category-index.js';
import { toProductSummary } from './product-view.js';

const bestRated = [desc(products.rating), desc(products.numReviews), desc(products.createdAt), desc(products.id)];

/** Above zero when `a` ranks above `b` in bestRated's order. */
const compareRank = (a: ProductRow, b: ProductRow) =>
  a.rating - b.rating || a.numReviews - b.numReviews || a.createdAt.getTime() - b.createdAt.getTime() || (a.id > b.id ? 1 : a.id < b.id ? -1 : 0);

/**
 * The carousel: the best-rated product of each featured category the shop still has (the categories inside
 * it included: each is asked on its own, so every question stays one step down an index), then the
 * best-rated others.
 */
export function topProducts(db: Db): ProductSummary[] {
  const categories = categoryIndex(db);
  const picked: ProductRow[] = [];
  for (const featured of TOP_PRODUCT_CATEGORIES) {
    if (!categories.get(featured)) continue;
    let best: ProductRow | undefined;
    for (const category of categories.family(featured)) {
      const candidate = db
        .select()
        .from(products)
        .where(and(eq(products.isPublished, true), eq(products.category, category)))
        .orderBy(...bestRated)
        .limit(1)
        .get();
      if (candidate && (!best || compareRank(candidate, best) > 0)) best = candidate;
    }
    if (best) picked.push(best);
  }
  const remaining = TOP_PRODUCTS_LIMIT - picked.length;
  if (remaining > 0) {
    const others = db
      .select()
      .from(products)
      .where(
        and(
          eq(products.isPublished, true),
          picked.length
            ? notInArray(
                products.id,
                picked.map((p) => p.id),
              )
            : undefined,
        ),
      )
      .orderBy(...bestRated)
      .limit(remaining)
      .all();
    picked.push(...others);
  }
  return picked.slice(0, TOP_PRODUCTS_LIMIT).map((row) => toProductSummary(row, categories.nameOf(row.category)));
}
