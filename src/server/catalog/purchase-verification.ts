/**
 * What makes a review a verified purchase, and keeping it so: the reviewer holds a paid or delivered unit of
 * the product. Every change of an order's state re-checks its buyer's reviews of its products, in the same
 * transaction, so a purchase cancelled or refunded after the review takes the mark away (and the review out
 * of the rating), and buying again brings it back (docs/decisions/023-cod-limits-and-verified-reviews.md).
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { orderItems, reviews } from '../../../drizzle/schema.js';
import type { Queryable } from '../db/database.js';
import { refreshRating } from './ratings.js';

/**
 * The user still holds a unit of the product: an order line not cancelled, not refunded in full, paid (or
 * delivered, which for cash on delivery is the payment), with units that did not come back into stock. A
 * refund names units only through what it restocks, so money given back without goods coming back leaves
 * the units with the buyer. Read from the user's orders (few) towards their lines (`cross join` keeps that
 * order, `+i.product_id` keeps SQLite off the index of the product's lines, which for a best seller are many).
 */
export function holdsPurchase(db: Queryable, userId: string, productId: string): boolean {
  const found = db.get<{ one: number } | undefined>(sql`
    select 1 as one from orders o cross join order_items i on i.order_id = o.id
    where o.user_id = ${userId} and +i.product_id = ${productId} and i.qty > i.restocked_qty
      and o.fulfilment_status <> 'cancelled'
      and (o.payment_status in ('paid', 'partially_refunded') or (o.fulfilment_status = 'delivered' and o.payment_status <> 'refunded'))
    limit 1`);
  return found !== undefined;
}

/**
 * After the order changed: each review its buyer wrote of one of its products is verified exactly while the
 * buyer holds a unit. A verified review that lost its purchase is withdrawn (unmarked, not counted); a
 * withdrawn one whose writer holds a unit again is restored. Reviews never verified (written before the shop
 * checked purchases, or the demo's) are left as they are. Ratings move in the same transaction.
 */
export function syncVerifiedReviews(tx: Queryable, order: { id: string; userId: string | null }, now: Date): void {
  if (!order.userId) return;
  const productIds = tx
    .selectDistinct({ id: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.productId)))
    .all()
    .map((row) => row.id as string);
  if (productIds.length === 0) return;
  const written = tx
    .select({ id: reviews.id, productId: reviews.productId, verifiedPurchase: reviews.verifiedPurchase, purchaseWithdrawnAt: reviews.purchaseWithdrawnAt })
    .from(reviews)
    .where(and(eq(reviews.userId, order.userId), inArray(reviews.productId, productIds)))
    .all();
  for (const review of written) {
    const holds = holdsPurchase(tx, order.userId, review.productId);
    if (review.verifiedPurchase && !holds) {
      tx.update(reviews).set({ verifiedPurchase: false, purchaseWithdrawnAt: now }).where(eq(reviews.id, review.id)).run();
    } else if (review.purchaseWithdrawnAt && holds) {
      tx.update(reviews).set({ verifiedPurchase: true, purchaseWithdrawnAt: null }).where(eq(reviews.id, review.id)).run();
    } else {
      continue;
    }
    refreshRating(tx, review.productId);
  }
}
