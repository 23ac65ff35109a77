import { eq } from 'drizzle-orm';
import { products } from '../../../drizzle/schema.js';
import { rupeesToPaise } from '../../shared/money.js';
import type { Product, ProductFields } from '../../shared/schemas/product.js';
import type { Db } from '../db/database.js';
import { notFound } from '../errors.js';
import { newId } from '../ids.js';
import { getProduct, PRODUCT_NOT_FOUND } from './get-product.js';

export const SAMPLE_PRODUCT_IMAGE = '/images/sample.svg';

/** The admin's "Create Product": a sample product, out of stock, for the admin to edit right away. */
export function createSampleProduct(db: Db): Product {
  const id = newId();
  db.insert(products)
    .values({
      id,
      name: 'Sample name',
      pricePaise: 0,
      image: SAMPLE_PRODUCT_IMAGE,
      brand: 'Sample brand',
      category: 'Electronics',
      countInStock: 0,
      description: 'Sample description',
    })
    .run();
  return getProduct(db, id);
}

/** Sets the fields given; rating and review count are not fields an admin can set. */
export function updateProduct(db: Db, id: string, fields: Partial<ProductFields>): Product {
  const { price, ...rest } = fields;
  const changes = { ...rest, ...(price === undefined ? {} : { pricePaise: rupeesToPaise(price) }) };
  if (Object.keys(changes).length > 0) {
    const result = db.update(products).set(changes).where(eq(products.id, id)).run();
    if (result.changes === 0) throw notFound(PRODUCT_NOT_FOUND);
  }
  return getProduct(db, id);
}

/** Past orders keep their own copy of the product's name, image and price, so deleting is safe. */
export function deleteProduct(db: Db, id: string): void {
  const result = db.delete(products).where(eq(products.id, id)).run();
  if (result.changes === 0) throw notFound(PRODUCT_NOT_FOUND);
}
