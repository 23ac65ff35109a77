import { and, avg, count, eq, isNull } from 'drizzle-orm';
import { products, reviews } from '../../../drizzle/schema.js';
import type { Queryable } from '../db/database.js';

/**
 * The one rule for a product's rating: the mean of the reviews that count, with their number. Hidden ones
 * (an admin's choice) do not count, nor do ones whose purchase was cancelled or refunded
 * (docs/decisions/023-cod-limits-and-verified-reviews.md). Run inside the transaction that changed a review.
 */
export function refreshRating(tx: Queryable, productId: string): void {
  const stats = tx
    .select({ rating: avg(reviews.rating), numReviews: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.isHidden, false), isNull(reviews.purchaseWithdrawnAt)))
    .get();
  tx.update(products)
    .set({ rating: Number(stats?.rating ?? 0), numReviews: stats?.numReviews ?? 0 })
    .where(eq(products.id, productId))
    .run();
}
