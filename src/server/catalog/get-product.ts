import { desc, eq } from 'drizzle-orm';
import { products, reviews } from '../../../drizzle/schema.js';
import type { Product } from '../../shared/schemas/product.js';
import type { Db } from '../db/database.js';
import { notFound } from '../errors.js';
import { toProductSummary, toReview } from './product-view.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** The product with its reviews, newest review first. */
export function getProduct(db: Db, id: string): Product {
  const row = db.select().from(products).where(eq(products.id, id)).get();
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const reviewRows = db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .all();
  return { ...toProductSummary(row), reviews: reviewRows.map(toReview) };
}
