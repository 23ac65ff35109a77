import type { ProductRow, ReviewRow } from '../../../drizzle/schema.js';
import type { Category } from '../../shared/constants.js';
import { paiseToRupees } from '../../shared/money.js';
import type { ModeratedReview, ProductSummary, Review } from '../../shared/schemas/product.js';

/** The API's view of a product row: spec field names, rupees, no internal columns. */
export function toProductSummary(row: ProductRow): ProductSummary {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    brand: row.brand,
    category: row.category as Category,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    countInStock: row.countInStock,
    rating: row.rating,
    numReviews: row.numReviews,
    isPublished: row.isPublished,
    gstRate: row.gstRateBp / 100,
    hsnCode: row.hsnCode,
    sku: row.sku,
    lowStockThreshold: row.lowStockThreshold,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    name: row.name,
    rating: row.rating,
    comment: row.comment,
    verifiedPurchase: row.verifiedPurchase,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toModeratedReview(row: ReviewRow): ModeratedReview {
  return { ...toReview(row), isHidden: row.isHidden, purchaseWithdrawnAt: row.purchaseWithdrawnAt?.toISOString() ?? null };
}

/** The columns of a product as `rawToSummary` reads them, for SQL written by hand (`p` is the products table). */
export const PRODUCT_COLUMNS = `p.id, p.name, p.image, p.brand, p.category, p.description, p.price_paise, p.count_in_stock, p.rating,
  p.num_reviews, p.is_published, p.gst_rate_bp, p.hsn_code, p.sku, p.low_stock_threshold, p.created_at`;

export type RawProduct = [string, string, string, string, string, string, number, number, number, number, number, number, string | null, string | null, number, number];

/** `toProductSummary` for a row read raw (an array in PRODUCT_COLUMNS order), without drizzle's mapping. */
export function rawToSummary(row: RawProduct): ProductSummary {
  return {
    _id: row[0],
    name: row[1],
    image: row[2],
    brand: row[3],
    category: row[4] as Category,
    description: row[5],
    price: paiseToRupees(row[6]),
    countInStock: row[7],
    rating: row[8],
    numReviews: row[9],
    isPublished: row[10] === 1,
    gstRate: row[11] / 100,
    hsnCode: row[12],
    sku: row[13],
    lowStockThreshold: row[14],
    createdAt: new Date(row[15]).toISOString(),
  };
}

export type RawReview = [string, string, number, string, number, number];

export const REVIEW_COLUMNS = 'id, name, rating, comment, verified_purchase, created_at';

export function rawToReview(row: RawReview): Review {
  return { _id: row[0], name: row[1], rating: row[2], comment: row[3], verifiedPurchase: row[4] === 1, createdAt: new Date(row[5]).toISOString() };
}
