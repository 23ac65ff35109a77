/**
 * A product with options and variants for tests of what shoppers do with them (carts, orders, stock), set up
 * straight in the database as the owner's editor leaves it (docs/decisions/043-variants.md): the options on the
 * product, one row per offered value, the variants, and no implicit variant any more.
 */
import { eq } from 'drizzle-orm';
import { productOptionValues, products, productVariants, type ProductRow, type ProductVariantRow } from '../../drizzle/schema.js';
import type { AppDeps } from '../../src/server/deps.js';
import { newId } from '../../src/server/ids.js';
import { createProduct } from './app.js';

export interface VariantSpec {
  values: string[];
  pricePaise: number;
  countInStock: number;
  sku?: string;
}

export function createProductWithVariants(
  deps: AppDeps,
  options: { name: string; values: string[] }[],
  variants: VariantSpec[],
  fields: Partial<Omit<ProductRow, 'id'>> = {},
): { product: ProductRow; variants: ProductVariantRow[] } {
  const product = createProduct(deps, fields);
  const optionsJson = JSON.stringify(options.map((option) => ({ name: option.name, values: option.values.map((value) => ({ value })) })));
  deps.db.transaction((tx) => {
    tx.update(products).set({ options: optionsJson }).where(eq(products.id, product.id)).run();
    for (const option of options) {
      for (const value of option.values) tx.insert(productOptionValues).values({ productId: product.id, name: option.name, value }).run();
    }
    variants.forEach((variant, position) => {
      tx.insert(productVariants)
        .values({
          id: newId(),
          productId: product.id,
          position,
          option1: variant.values[0] ?? null,
          option2: variant.values[1] ?? null,
          option3: variant.values[2] ?? null,
          sku: variant.sku ?? null,
          pricePaise: variant.pricePaise,
          countInStock: variant.countInStock,
        })
        .run();
    });
    tx.delete(productVariants).where(eq(productVariants.id, product.id)).run();
  });
  const rows = deps.db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(productVariants.position).all();
  return { product: deps.db.select().from(products).where(eq(products.id, product.id)).get() as ProductRow, variants: rows };
}

export function variantStock(deps: AppDeps, variantId: string): number | undefined {
  return deps.db.select({ n: productVariants.countInStock }).from(productVariants).where(eq(productVariants.id, variantId)).get()?.n;
}
