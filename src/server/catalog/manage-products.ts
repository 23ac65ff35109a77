import { eq } from 'drizzle-orm';
import { products, productVariants, type ProductRow } from '../../../drizzle/schema.js';
import { gstBasisPoints, PLACEHOLDER_IMAGE } from '../../shared/constants.js';
import { formatRupees, rupeesToPaise } from '../../shared/money.js';
import { pricePaid } from '../../shared/mrp.js';
import type { Product, ProductFields } from '../../shared/schemas/product.js';
import type { Db } from '../db/database.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { categoryIndex, readCategories } from '../categories/category-index.js';
import { parseOptions } from '../../shared/variants.js';
import { getProduct, PRODUCT_NOT_FOUND } from './get-product.js';
import { replaceFirstPhoto } from './product-photos.js';

export const NEEDS_PRICE = 'A published product needs a price above Rs 0';
export const NEEDS_IMAGE = 'A published product needs its own image: upload one first';
export const PER_VARIANT = 'This product has options: set its price, M.R.P. and stock per variant';

/**
 * The admin's "Create Product": a sample draft, out of stock and invisible to shoppers until published, in
 * Electronics while the shop has it, else in its first category.
 */
export function createSampleProduct(db: Db): Product {
  const id = newId();
  const categories = categoryIndex(db);
  const category = categories.get('Electronics') ?? categories.ordered[0];
  if (!category) throw badRequest('Create a category first (Admin → Categories): every product is in one');
  db.insert(products)
    .values({
      id,
      name: 'Sample name',
      pricePaise: 0,
      image: PLACEHOLDER_IMAGE,
      brand: 'Sample brand',
      category: category.id,
      countInStock: 0,
      description: 'Sample description',
      isPublished: false,
    })
    .run();
  return getProduct(db, id, { withDrafts: true });
}

/** What keeps a product off the storefront: it has no price or no picture of its own. */
export function publishProblem(product: Pick<ProductRow, 'pricePaise' | 'image'>): string | undefined {
  if (product.pricePaise <= 0) return NEEDS_PRICE;
  if (product.image === PLACEHOLDER_IMAGE) return NEEDS_IMAGE;
  return undefined;
}

/**
 * Why an MRP cannot stand beside the price: below what the shopper pays (the price with its GST, unless the
 * shop's prices include it), which Indian law forbids; undefined when it can, or there is none.
 */
export function mrpProblem(product: Pick<ProductRow, 'mrpPaise' | 'pricePaise' | 'gstRateBp'>, pricesIncludeGst: boolean): string | undefined {
  if (product.mrpPaise === null) return undefined;
  const paid = pricePaid(product.pricePaise, product.gstRateBp / 100, pricesIncludeGst);
  if (product.mrpPaise >= paid) return undefined;
  return `M.R.P. must be at least what the shopper pays: ${formatRupees(paid)}${pricesIncludeGst ? '' : ' with GST'}`;
}

/**
 * Sets the fields given; rating and review count are not fields an admin can set. A published product must
 * stay sellable. The category may be named by its name, slug or id; the product keeps its id.
 */
export function updateProduct(db: Db, id: string, fields: Partial<ProductFields>, pricesIncludeGst = false): Product {
  const { price, gstRate, mrp, category, ...rest } = fields;
  const changes: Partial<ProductRow> = {
    ...rest,
    ...(price === undefined ? {} : { pricePaise: rupeesToPaise(price) }),
    ...(mrp === undefined ? {} : { mrpPaise: mrp === null ? null : rupeesToPaise(mrp) }),
    ...(gstRate === undefined ? {} : { gstRateBp: gstBasisPoints(gstRate) }),
  };
  db.transaction(
    (tx) => {
      const current = tx.select().from(products).where(eq(products.id, id)).get();
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      if (category !== undefined) changes.category = readCategories(tx).idOf(category);
      const next = { ...current, ...changes };
      // The MRP is held to the price when either (or the rate) changes: an MRP the shop's switch to prices
      // without GST left too low does not block an edit of the stock.
      const pricing = price !== undefined || mrp !== undefined || gstRate !== undefined;
      const problem = (next.isPublished ? publishProblem(next) : undefined) ?? (pricing ? mrpProblem(next, pricesIncludeGst) : undefined);
      if (problem) throw badRequest(problem);
      // Price, MRP and stock are the variants' (docs/decisions/043-variants.md): a product sold one way only
      // takes them on its one variant, and the database carries them to the product.
      const { pricePaise, mrpPaise, countInStock, ...own } = changes;
      const perVariant = Object.fromEntries(
        Object.entries({ pricePaise, mrpPaise, countInStock }).filter(([key, value]) => value !== undefined && value !== current[key as keyof typeof current]),
      );
      if (Object.keys(perVariant).length > 0) {
        if (parseOptions(current.options).length > 0) throw badRequest(PER_VARIANT);
        tx.update(productVariants).set(perVariant).where(eq(productVariants.id, id)).run();
      }
      if (Object.keys(own).length > 0) {
        try {
          tx.update(products).set(own).where(eq(products.id, id)).run();
        } catch (error) {
          if (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict('Another product already has this SKU');
          throw error;
        }
      }
      if (own.image !== undefined) replaceFirstPhoto(tx, id, own.image);
    },
    { behavior: 'immediate' },
  );
  return getProduct(db, id, { withDrafts: true });
}

/** Past orders keep their own copy of the product's name, image and price, so deleting is safe. */
export function deleteProduct(db: Db, id: string): void {
  const result = db.delete(products).where(eq(products.id, id)).run();
  if (result.changes === 0) throw notFound(PRODUCT_NOT_FOUND);
}
