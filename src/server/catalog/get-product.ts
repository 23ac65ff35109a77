import { and, desc, eq } from 'drizzle-orm';
import { products, reviews } from '../../../drizzle/schema.js';
import type { ModeratedReview, Product } from '../../shared/schemas/product.js';
import type { Db } from '../db/database.js';
import { notFound } from '../errors.js';
import { toModeratedReview, toProductSummary, toReview } from './product-view.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * The product with its visible reviews, newest first. A draft exists only for admins (`withDrafts`):
 * to shoppers it is simply not found.
 */
export function getProduct(db: Db, id: string, options: { withDrafts?: boolean } = {}): Product {
  const row = db.select().from(products).where(eq(products.id, id)).get();
  if (!row || (!row.isPublished && !options.withDrafts)) throw notFound(PRODUCT_NOT_FOUND);
  const reviewRows = db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, id), eq(reviews.isHidden, false)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .all();
  return { ...toProductSummary(row), reviews: reviewRows.map(toReview) };
}

/** Every review of a product, hidden ones included, for an admin to moderate. */
export function reviewsToModerate(db: Db, productId: string): ModeratedReview[] {
  const product = db.select({ id: products.id }).from(products).where(eq(products.id, productId)).get();
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .all()
    .map(toModeratedReview);
}
