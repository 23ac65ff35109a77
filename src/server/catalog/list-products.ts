import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { products } from '../../../drizzle/schema.js';
import { parseCategory } from '../../shared/constants.js';
import type { ProductList } from '../../shared/schemas/product.js';
import type { Db } from '../db/database.js';
import { contains } from '../db/like.js';
import { pageOfRows, type Paging } from '../db/paging.js';
import { toProductSummary } from './product-view.js';

export interface ProductQuery extends Paging {
  keyword?: string;
  category?: string;
  /** Drafts are listed only for admins who ask for them. */
  includeDrafts?: boolean;
}

/** Newest first. The keyword matches name, brand or category, case-insensitively and literally. */
export function listProducts(db: Db, query: ProductQuery): ProductList {
  const conditions: SQL[] = [];
  if (!query.includeDrafts) conditions.push(eq(products.isPublished, true));
  const keyword = query.keyword?.trim();
  if (keyword) {
    conditions.push(or(contains(products.name, keyword), contains(products.brand, keyword), contains(products.category, keyword)) as SQL);
  }
  if (query.category?.trim()) {
    const category = parseCategory(query.category);
    // An unknown category matches nothing rather than being ignored.
    conditions.push(category ? eq(products.category, category) : sql`0`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { items, ...page } = pageOfRows(db, products, { where, orderBy: [desc(products.createdAt), desc(products.id)] }, query);
  return { products: items.map(toProductSummary), ...page };
}
