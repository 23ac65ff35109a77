import { desc, eq } from 'drizzle-orm';
import { products, reviews } from '../../../drizzle/schema.js';
import type { ModeratedReview, Product } from '../../shared/schemas/product.js';
import type { Db } from '../db/database.js';
import { notFound } from '../errors.js';
import { PRODUCT_ROWS, REVIEW_ROWS, toModeratedReview, toProductSummary, toReview } from './product-view.js';
import { catalogVersion } from '../db/change-counters.js';
import { categoryIndex } from '../categories/category-index.js';
import { keptAnswers } from '../db/kept-answers.js';
import { prepared } from '../db/prepared-statements.js';
import { productChoices } from './variants.js';
import { productWithStockNow } from './stock-now.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * A review shoppers see: not hidden by an admin, and, if its purchase was cancelled or refunded, only when
 * the store shows such reviews (settings `unverifiedReviews`; hidden when never saved). Saving that setting
 * moves the catalogue's counter, so a kept product page never outlives it.
 */
const SHOWN_REVIEW = `is_hidden = 0 and (purchase_withdrawn_at is null or (select unverified_reviews from store_settings where id = 1) = 'show')`;

/**
 * The product with the reviews shoppers see, newest first. A draft exists only for admins (`withDrafts`):
 * to shoppers it is simply not found. Read with prepared statements kept per database: the product page
 * is the busiest read after the lists, so a published product's answer is also kept until the catalogue
 * next changes (a product or a review: migrations/0015_orders_admin_indexes.sql; a sale that leaves a product
 * in stock is not such a change, and a kept answer's stock is read again: `productWithStockNow`). Callers must
 * not change it.
 */
export function getProduct(db: Db, id: string, options: { withDrafts?: boolean } = {}): Product {
  const sqlite = db.$client;
  const version = catalogVersion(sqlite);
  const cache = keptAnswers<Product>(sqlite, 'product-pages');
  const kept = cache.get(version, id);
  if (kept) {
    // A sale does not move the counter (migrations/0038_stock_keeps_answers.sql): the stock is read again.
    const now = productWithStockNow(sqlite, kept);
    if (now !== kept) cache.set(version, id, now);
    return now;
  }
  const raw = prepared(sqlite, `select ${PRODUCT_ROWS.columns} from ${PRODUCT_ROWS.table} where p.id = ?`).raw().get(id) as unknown[] | undefined;
  const row = raw && PRODUCT_ROWS.read(raw);
  if (!row || (!row.isPublished && !options.withDrafts)) throw notFound(PRODUCT_NOT_FOUND);
  const reviewRows = prepared(sqlite, `select ${REVIEW_ROWS.columns} from ${REVIEW_ROWS.table} where product_id = ? and ${SHOWN_REVIEW} order by created_at desc, id desc`)
    .raw()
    .all(id) as unknown[][];
  const product = {
    ...toProductSummary(row, categoryIndex(db).nameOf(row.category)),
    reviews: reviewRows.map((review) => toReview(REVIEW_ROWS.read(review))),
    ...productChoices(sqlite, row),
  };
  if (product.isPublished) cache.set(version, id, product);
  return product;
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
