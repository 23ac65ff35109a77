/**
 * Reading a product's variants and photos (docs/decisions/043-variants.md): every product has at least one
 * variant, the one of a product sold one way only having the product's id and no option values.
 */
import type Database from 'better-sqlite3';
import { productImages, productVariants, type ProductImageRow, type ProductRow, type ProductVariantRow } from '../../../drizzle/schema.js';
import { paiseToRupees } from '../../shared/money.js';
import type { ProductImage, Variant } from '../../shared/schemas/product.js';
import { parseOptions, variantTitle, type ProductOption } from '../../shared/variants.js';
import { prepared } from '../db/prepared-statements.js';
import { rowShape } from '../db/table-rows.js';

const VARIANT_ROWS = rowShape(productVariants);
const IMAGE_ROWS = rowShape(productImages);

/** A variant's option values, in the options' order (none for a product sold one way only). */
export function optionValuesOf(row: Pick<ProductVariantRow, 'option1' | 'option2' | 'option3'>): string[] {
  return [row.option1, row.option2, row.option3].filter((value): value is string => value !== null);
}

export function readVariants(sqlite: Database.Database, productId: string): ProductVariantRow[] {
  const rows = prepared(sqlite, `select ${VARIANT_ROWS.columns} from ${VARIANT_ROWS.table} where product_id = ? order by position, rowid`)
    .raw()
    .all(productId) as unknown[][];
  return rows.map((raw) => VARIANT_ROWS.read(raw));
}

/** The product's photos in order: its rows, or its one `image` when it has none. */
export function readImages(sqlite: Database.Database, product: Pick<ProductRow, 'id' | 'image' | 'name'>): ProductImage[] {
  const rows = (prepared(sqlite, `select ${IMAGE_ROWS.columns} from ${IMAGE_ROWS.table} where product_id = ? order by position, rowid`).raw().all(product.id) as unknown[][]).map(
    (raw): ProductImageRow => IMAGE_ROWS.read(raw),
  );
  if (rows.length === 0) return [{ id: product.id, url: product.image, alt: product.name }];
  return rows.map((row) => ({ id: row.id, url: row.url, alt: row.alt }));
}

/** The photo ids a variant names, in order; anything malformed reads as none. */
export function imageIdsOf(row: Pick<ProductVariantRow, 'imageIds'>): string[] {
  try {
    const ids: unknown = JSON.parse(row.imageIds);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function toVariant(row: ProductVariantRow, options: readonly ProductOption[], images: readonly ProductImage[]): Variant {
  const optionValues = optionValuesOf(row);
  const chosen = imageIdsOf(row).flatMap((id) => images.filter((image) => image.id === id));
  return {
    id: row.id,
    title: variantTitle(options, optionValues),
    optionValues,
    sku: row.sku,
    price: paiseToRupees(row.pricePaise),
    mrp: row.mrpPaise === null ? null : paiseToRupees(row.mrpPaise),
    countInStock: row.countInStock,
    barcode: row.barcode,
    weight: row.weightGrams,
    images: chosen.length > 0 ? chosen : [...images],
  };
}

/** The options, variants and photos a product's page and `GET /api/products/{id}` give. */
export function productChoices(sqlite: Database.Database, product: ProductRow) {
  const options = parseOptions(product.options);
  const images = readImages(sqlite, product);
  const variants = readVariants(sqlite, product.id).map((row) => toVariant(row, options, images));
  return { options, variants, images };
}
