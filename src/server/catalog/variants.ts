/**
 * Reading a product's variants and photos (docs/decisions/043-variants.md): every product has at least one
 * variant, the one of a product sold one way only having the product's id and no option values.
 */
import type Database from 'better-sqlite3';
import { productImages, products, productVariants, type ProductImageRow, type ProductRow, type ProductVariantRow } from '../../../drizzle/schema.js';
import { paiseToRupees } from '../../shared/money.js';
import type { ProductImage, Variant } from '../../shared/schemas/product.js';
import { describeLine, parseOptions, variantTitle, type ProductOption } from '../../shared/variants.js';
import type { Db } from '../db/database.js';
import { parameterList, prepared } from '../db/prepared-statements.js';
import { publishProblem } from './manage-products.js';
import { rowShape } from '../db/table-rows.js';

const PRODUCT_ROWS = rowShape(products);
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

/** Products a shopper can buy, by id: published, priced and pictured; a draft does not exist to a shopper. */
export function sellableProducts(db: Db, ids: readonly string[]): Map<string, ProductRow> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const rows = (prepared(db.$client, `select ${PRODUCT_ROWS.columns} from ${PRODUCT_ROWS.table} where id in (${parameterList(unique)})`).raw().all(...unique) as unknown[][]).map(
    (raw) => PRODUCT_ROWS.read(raw),
  );
  return new Map(rows.filter((row) => row.isPublished && !publishProblem(row)).map((row) => [row.id, row]));
}

/** A line as carts and orders name it: the product, and the variant when it has options. */
export interface LineChoice {
  product: string;
  variant?: string;
}

/** What a shopper buys: the product, the variant chosen (its own, for a product sold one way) and how it is named. */
export interface Chosen {
  product: ProductRow;
  variant: ProductVariantRow;
  /** 'Size: M · Colour: Indigo'; '' for a product sold one way only. */
  title: string;
  /** The variant's first photo, else the product's. */
  image: string;
}

const productList = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Why a shopper must choose before buying: 'Please choose a Size and Colour of Cotton Kurta'. */
export const chooseMessage = (product: Pick<ProductRow, 'name' | 'options'>): string =>
  `Please choose a ${productList(parseOptions(product.options).map((option) => option.name))} of ${product.name}`;

/**
 * Each line's product and variant, or why it cannot be bought: `gone` for a product no longer for sale
 * (the caller words it), a message for a variant missing or not of that product. Products are taken from
 * `sellable` (published, priced, pictured); a line without a variant means the product's only one, whose id
 * is the product's own (docs/decisions/043-variants.md).
 */
export function chooseVariants(
  db: Db,
  lines: readonly LineChoice[],
  sellable: ReadonlyMap<string, ProductRow>,
): ({ chosen: Chosen } | { gone: true } | { problem: string })[] {
  const ids = [...new Set(lines.map((line) => line.variant ?? line.product))];
  const rows =
    ids.length === 0
      ? []
      : (prepared(db.$client, `select ${VARIANT_ROWS.columns} from ${VARIANT_ROWS.table} where id in (${parameterList(ids)})`).raw().all(...ids) as unknown[][]).map((raw) =>
          VARIANT_ROWS.read(raw),
        );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const photoIds = [...new Set(rows.flatMap((row) => imageIdsOf(row).slice(0, 1)))];
  const photos =
    photoIds.length === 0
      ? []
      : (prepared(db.$client, `select id, url, product_id as productId from product_images where id in (${parameterList(photoIds)})`).all(...photoIds) as Pick<
          ProductImageRow,
          'id' | 'url' | 'productId'
        >[]);
  return lines.map((line) => {
    const product = sellable.get(line.product);
    if (!product) return { gone: true as const };
    const variant = byId.get(line.variant ?? line.product);
    const options = parseOptions(product.options);
    if (!variant || variant.productId !== product.id) {
      if (line.variant === undefined) return { problem: chooseMessage(product) };
      return { problem: `That choice of ${product.name} is not sold (variant ${line.variant}): please choose again` };
    }
    const photo = photos.find((p) => p.id === imageIdsOf(variant)[0] && p.productId === product.id);
    return { chosen: { product, variant, title: variantTitle(options, optionValuesOf(variant)), image: photo?.url ?? product.image } };
  });
}

/** 'Cotton Kurta (Size: M · Colour: Indigo)', or the product's name alone when it is sold one way only. */
export const lineName = ({ product, title }: Pick<Chosen, 'product' | 'title'>): string => describeLine(product.name, title);
