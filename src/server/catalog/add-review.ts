import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { orderItems, orders, products, reviews, type UserRow } from '../../../drizzle/schema.js';
import type { Db, Queryable } from '../db/database.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { PRODUCT_NOT_FOUND } from './get-product.js';
import { refreshRating } from './ratings.js';

export interface ReviewDraft {
  rating: number;
  comment: string;
}

export const NOT_A_BUYER = 'Only customers who have bought this product can review it';
export const REVIEW_NOT_FOUND = 'Review not found';

/**
 * The user has a delivered order holding the product, or a paid one that was not cancelled: what makes a
 * review a verified purchase.
 */
export function hasBought(db: Queryable, userId: string, productId: string): boolean {
  const found = db
    .select({ one: sql`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.productId, productId),
        eq(orders.userId, userId),
        or(
          eq(orders.fulfilmentStatus, 'delivered'),
          and(inArray(orders.paymentStatus, ['paid', 'partially_refunded']), ne(orders.fulfilmentStatus, 'cancelled')),
        ),
      ),
    )
    .limit(1)
    .get();
  return found !== undefined;
}

/**
 * One review per buyer per product, only from customers who bought it (so a crowd of fresh accounts cannot
 * sink a product's rating); the product's rating is recomputed in the same transaction.
 */
export function addReview(db: Db, user: UserRow, productId: string, draft: ReviewDraft): void {
  db.transaction(
    (tx) => {
      const product = tx.select({ id: products.id, isPublished: products.isPublished }).from(products).where(eq(products.id, productId)).get();
      if (!product?.isPublished) throw notFound(PRODUCT_NOT_FOUND);
      const existing = tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, user.id)))
        .get();
      if (existing) throw badRequest('Product already reviewed');
      if (!hasBought(tx, user.id, productId)) throw new AppError('FORBIDDEN', NOT_A_BUYER);
      tx.insert(reviews)
        .values({ id: newId(), productId, userId: user.id, name: user.name, rating: draft.rating, comment: draft.comment, verifiedPurchase: true })
        .run();
      refreshRating(tx, productId);
    },
    { behavior: 'immediate' },
  );
}

/** An admin hides (or shows again) a review: a hidden review is not shown and not counted in the rating. */
export function setReviewHidden(db: Db, productId: string, reviewId: string, hidden: boolean): void {
  db.transaction(
    (tx) => {
      const changed = tx
        .update(reviews)
        .set({ isHidden: hidden })
        .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId)))
        .run();
      if (changed.changes === 0) throw notFound(REVIEW_NOT_FOUND);
      refreshRating(tx, productId);
    },
    { behavior: 'immediate' },
  );
}
