import { and, eq } from 'drizzle-orm';
import { products, reviews, type UserRow } from '../../../drizzle/schema.js';
import type { Db, Queryable } from '../db/database.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { PRODUCT_NOT_FOUND } from './get-product.js';
import { holdsPurchase } from './purchase-verification.js';
import { refreshRating } from './ratings.js';

export interface ReviewDraft {
  rating: number;
  comment: string;
}

export const NOT_A_BUYER = 'Only customers who have bought this product can review it';
export const REVIEW_NOT_FOUND = 'Review not found';
export const REVIEW_PURCHASE_WITHDRAWN =
  'Your review of this product no longer counts because its purchase was cancelled or refunded. It counts again once you have bought the product again.';

/**
 * One review per buyer per product, only from customers who hold a paid or delivered unit of it (so a crowd
 * of fresh accounts cannot sink a product's rating); the product's rating is recomputed in the same
 * transaction. A review whose purchase was withdrawn stays the buyer's one review: it comes back when they
 * buy again (purchase-verification.ts), so writing a second one is refused with that explanation.
 */
export function addReview(db: Db, user: UserRow, productId: string, draft: ReviewDraft): void {
  db.transaction(
    (tx) => {
      const product = tx.select({ id: products.id, isPublished: products.isPublished }).from(products).where(eq(products.id, productId)).get();
      if (!product?.isPublished) throw notFound(PRODUCT_NOT_FOUND);
      const existing = tx
        .select({ id: reviews.id, purchaseWithdrawnAt: reviews.purchaseWithdrawnAt })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, user.id)))
        .get();
      if (existing?.purchaseWithdrawnAt) throw new AppError('FORBIDDEN', REVIEW_PURCHASE_WITHDRAWN);
      if (existing) throw badRequest('Product already reviewed');
      if (!holdsPurchase(tx, user.id, productId)) throw new AppError('FORBIDDEN', NOT_A_BUYER);
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

/**
 * Where a customer stands with a product's reviews: whether they may write one (they hold a paid or delivered
 * unit and have not written one yet), and the one they wrote, so the product page marks it as theirs instead
 * of offering the form again. Their review may be off the page: hidden by an admin, or its purchase
 * cancelled or refunded while the store hides such reviews.
 */
export function reviewStanding(db: Queryable, userId: string, productId: string) {
  const own = db
    .select({ id: reviews.id, isHidden: reviews.isHidden, purchaseWithdrawnAt: reviews.purchaseWithdrawnAt })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .get();
  return {
    canReview: !own && holdsPurchase(db, userId, productId),
    yourReview: own ? { _id: own.id, hidden: own.isHidden, purchaseWithdrawn: own.purchaseWithdrawnAt !== null } : null,
  };
}
