import { products, reviews, type ProductRow, type ReviewRow } from '../../../drizzle/schema.js';
import { paiseToRupees } from '../../shared/money.js';
import type { ModeratedReview, ProductSummary, Review } from '../../shared/schemas/product.js';
import { rowShape } from '../db/table-rows.js';

/**
 * The API's view of a product row: spec field names, rupees, no internal columns. The row keeps its
 * category's id; answers give the category's name (`categoryIndex(db).nameOf`), as they always have.
 */
export function toProductSummary(row: ProductRow, categoryName: string): ProductSummary {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    brand: row.brand,
    category: categoryName,
    description: row.description,
    nameHi: row.nameHi,
    descriptionHi: row.descriptionHi,
    price: paiseToRupees(row.pricePaise),
    maxPrice: paiseToRupees(Math.max(row.maxPricePaise, row.pricePaise)),
    mrp: row.mrpPaise === null ? null : paiseToRupees(row.mrpPaise),
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

/**
 * Readers of whole product and review rows for SQL written by hand, made once: `p` names the products table
 * in the lists' and the product page's queries, beside the full-text index whose columns share its names.
 */
export const PRODUCT_ROWS = rowShape(products, 'p');
export const REVIEW_ROWS = rowShape(reviews);
