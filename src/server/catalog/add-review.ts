import { and, avg, count, eq } from 'drizzle-orm';
import { products, reviews, type UserRow } from '../../../drizzle/schema.js';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { PRODUCT_NOT_FOUND } from './get-product.js';

export interface ReviewDraft {
  rating: number;
  comment: string;
}

/** One review per user per product; the product's rating and review count are recomputed in the same transaction. */
export function addReview(db: Db, user: UserRow, productId: string, draft: ReviewDraft): void {
  db.transaction(
    (tx) => {
      const product = tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).get();
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const existing = tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, user.id)))
        .get();
      if (existing) throw badRequest('Product already reviewed');
      tx.insert(reviews)
        .values({ id: newId(), productId, userId: user.id, name: user.name, rating: draft.rating, comment: draft.comment })
        .run();
      const stats = tx
        .select({ rating: avg(reviews.rating), numReviews: count() })
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .get();
      tx.update(products)
        .set({ rating: Number(stats?.rating ?? 0), numReviews: stats?.numReviews ?? 0 })
        .where(eq(products.id, productId))
        .run();
    },
    { behavior: 'immediate' },
  );
}
