import { and, desc, eq, notInArray } from 'drizzle-orm';
import { products, type ProductRow } from '../../../drizzle/schema.js';
import { TOP_PRODUCT_CATEGORIES, TOP_PRODUCTS_LIMIT } from '../../shared/constants.js';
import type { ProductSummary } from '../../shared/schemas/product.js';
import type { Db } from '../db/database.js';
import { toProductSummary } from './product-view.js';

const bestRated = [desc(products.rating), desc(products.numReviews), desc(products.createdAt), desc(products.id)];

/** The carousel: the best-rated product of each featured category that has one, then the best-rated others. */
export function topProducts(db: Db): ProductSummary[] {
  const picked: ProductRow[] = [];
  for (const category of TOP_PRODUCT_CATEGORIES) {
    const best = db
      .select()
      .from(products)
      .where(and(eq(products.isPublished, true), eq(products.category, category)))
      .orderBy(...bestRated)
      .limit(1)
      .get();
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
  return picked.slice(0, TOP_PRODUCTS_LIMIT).map(toProductSummary);
}
