/**
 * The owner's side of options and variants (docs/decisions/043-variants.md): changing a product's options
 * makes its variants follow, and the variants' own fields are set in bulk. Prices and stock are written on
 * variants only; the database's triggers carry the cheapest price, its MRP, the dearest price and the stock
 * sum to the product (migrations/0028_variants_photos_categories.sql).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { productOptionValues, products, productVariants, type ProductRow, type ProductVariantRow } from '../../../drizzle/schema.js';
import { MAX_STOCK } from '../../shared/constants.js';
import { rupeesToPaise } from '../../shared/money.js';
import type { Product } from '../../shared/schemas/product.js';
import type { OptionInput, VariantChange } from '../../shared/schemas/variants.js';
import { parseOptions, variantTitle, type ProductOption } from '../../shared/variants.js';
import type { Db, Tx } from '../db/database.js';
import { AppError, badRequest, conflict, notFound, type FieldIssue } from '../errors.js';
import { newId } from '../ids.js';
import { getProduct, PRODUCT_NOT_FOUND } from './get-product.js';
import { mrpProblem, NEEDS_PRICE } from './manage-products.js';
import { optionValuesOf, readImages, readVariants } from './variants.js';

export const VARIANT_NOT_FOUND = 'Variant not found';
export const LAST_VARIANT = 'A product keeps at least one variant: remove its options instead';

const folded = (text: string) => text.toLocaleLowerCase('en-IN');

/** An option as sent, tied to the option and values it continues (by name, or by `was` for a rename). */
interface PlannedOption {
  name: string;
  values: { value: string; colour: string | null }[];
  /** Index of the current option it continues; undefined for a new option. */
  source: number | undefined;
  /** Current value (folded) -> index of the value it becomes; values left out are no longer offered. */
  valueMap: Map<string, number>;
  /** For each value sent: whether it continues a current value. */
  continues: boolean[];
}

function planOptions(current: readonly ProductOption[], sent: readonly OptionInput[]): PlannedOption[] {
  const sources = new Set<number>();
  return sent.map((option, i) => {
    const sourceName = option.was ?? option.name;
    const found = current.findIndex((old) => folded(old.name) === folded(sourceName));
    if (option.was !== undefined && found < 0) throw optionIssue(`options.${i}.was`, `There is no option ${option.was} to rename`);
    const source = found < 0 ? undefined : found;
    if (source !== undefined) {
      if (sources.has(source)) throw optionIssue(`options.${i}.name`, `${current[source].name} is named twice`);
      sources.add(source);
    }
    const oldValues = source === undefined ? [] : current[source].values.map((v) => folded(v.value));
    const valueMap = new Map<string, number>();
    const continues = option.values.map((value, j) => {
      const from = value.was ?? value.value;
      const at = oldValues.indexOf(folded(from));
      if (value.was !== undefined && at < 0) throw optionIssue(`options.${i}.values.${j}.was`, `${option.name} has no value ${value.was} to rename`);
      if (at < 0) return false;
      if (valueMap.has(oldValues[at])) throw optionIssue(`options.${i}.values.${j}.value`, `${option.name} has ${from} twice`);
      valueMap.set(oldValues[at], j);
      return true;
    });
    return { name: option.name, values: option.values.map(({ value, colour }) => ({ value, colour: colour ?? null })), source, valueMap, continues };
  });
}

function optionIssue(path: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { issues: [{ path, message }] });
}

/** Every combination of one value per option, first option outermost, as value indexes. */
function combinations(options: readonly PlannedOption[]): number[][] {
  return options.reduce<number[][]>((combos, option) => combos.flatMap((combo) => option.values.map((_, j) => [...combo, j])), [[]]);
}

/** A combination's place in the order of `combinations` (first option outermost): a variant's position. */
export function combinationPosition(options: readonly { values: readonly unknown[] }[], combo: readonly number[]): number {
  return options.reduce((position, option, i) => position * option.values.length + combo[i], 0);
}

const optionColumns = (values: readonly (string | undefined)[]) => ({ option1: values[0] ?? null, option2: values[1] ?? null, option3: values[2] ?? null });

function readProduct(tx: Tx, id: string): ProductRow {
  const product = tx.select().from(products).where(eq(products.id, id)).get();
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/**
 * Sets the product's options and makes its variants follow, in one immediate transaction:
 * - every combination of the values is a variant, except one the owner removed (deleteVariant) that has no
 *   new value in it: an option or value added later does not bring it back;
 * - a variant whose values are still offered (renamed ones included, `was`) keeps its id, SKU, price, stock
 *   and photos; a new option gives the existing variants its first value; when an option is removed, the
 *   first of the variants that now have the same values stays and the others go;
 * - a new combination takes the product's price and MRP as they are (its cheapest variant's) and no stock;
 * - from no options to some, the one variant (the product's own id) is replaced and its stock cleared; back
 *   to none, one such variant comes again, with the cheapest price and no stock, or all of the single
 *   remaining variant's figures.
 * Variants no longer offered are deleted; past order lines keep their snapshot (their variant id is cleared).
 */
export function setProductOptions(db: Db, productId: string, sent: readonly OptionInput[]): Product {
  const sqlite = db.$client;
  db.transaction(
    (tx) => {
      const product = readProduct(tx, productId);
      const current = parseOptions(product.options);
      const planned = planOptions(current, sent);
      const variants = readVariants(sqlite, productId);
      if (planned.length === 0) {
        if (current.length > 0 || variants.some((v) => v.id !== productId)) backToOneWay(tx, productId, variants);
      } else {
        followOptions(tx, product, current.length === 0, planned, variants);
      }
      writeOptions(
        tx,
        productId,
        planned.map(({ name, values }) => ({ name, values })),
      );
    },
    { behavior: 'immediate' },
  );
  return getProduct(db, productId, { withDrafts: true });
}

/** Writes a product's options and, with them, the option values the list's facets and filters read. */
export function writeOptions(tx: Tx, productId: string, options: readonly ProductOption[]): void {
  tx.update(products).set({ options: JSON.stringify(options) }).where(eq(products.id, productId)).run();
  tx.delete(productOptionValues).where(eq(productOptionValues.productId, productId)).run();
  const rows = options.flatMap((option) => option.values.map(({ value }) => ({ productId, name: option.name, value })));
  if (rows.length > 0) tx.insert(productOptionValues).values(rows).run();
}

function followOptions(tx: Tx, product: ProductRow, fromOneWay: boolean, planned: readonly PlannedOption[], variants: readonly ProductVariantRow[]): void {
  // Where each current variant goes: the key of its new combination, or nothing when one of its values is gone.
  const keyOf = (combo: readonly number[]) => combo.join(',');
  const kept = new Map<string, ProductVariantRow>();
  if (!fromOneWay) {
    for (const variant of variants) {
      const values = [variant.option1, variant.option2, variant.option3];
      const combo = planned.map((option) => (option.source === undefined ? 0 : option.valueMap.get(folded(values[option.source] ?? ''))));
      if (combo.some((j) => j === undefined)) continue;
      const key = keyOf(combo as number[]);
      if (!kept.has(key)) kept.set(key, variant);
    }
  }
  // A combination of values that were all offered before, with no variant then, was removed by the owner.
  const wasOnSale = (combo: readonly number[]) =>
    variants.some((variant) => {
      const values = [variant.option1, variant.option2, variant.option3];
      return planned.every((option, i) => {
        if (option.source === undefined) return true;
        return option.valueMap.get(folded(values[option.source] ?? '')) === combo[i];
      });
    });
  const isNewCombination = (combo: readonly number[]) => planned.some((option, i) => option.source !== undefined && !option.continues[combo[i]]);

  const inserts: (typeof productVariants.$inferInsert)[] = [];
  const moves: { id: string; position: number; values: string[] }[] = [];
  combinations(planned).forEach((combo, position) => {
    const values = combo.map((j, i) => planned[i].values[j].value);
    const existing = kept.get(keyOf(combo));
    if (existing) moves.push({ id: existing.id, position, values });
    else if (fromOneWay || isNewCombination(combo) || wasOnSale(combo)) {
      inserts.push({ id: newId(), productId: product.id, position, ...optionColumns(values), pricePaise: product.pricePaise, mrpPaise: product.mrpPaise, countInStock: 0 });
    }
  });
  // New variants first, then the old ones go: the product never has no variant, and its figures follow each step.
  if (inserts.length > 0) tx.insert(productVariants).values(inserts).run();
  for (const move of moves) {
    tx.update(productVariants)
      .set({ position: move.position, ...optionColumns(move.values) })
      .where(eq(productVariants.id, move.id))
      .run();
  }
  const keptIds = new Set(moves.map((move) => move.id));
  const gone = variants.filter((variant) => !keptIds.has(variant.id)).map((variant) => variant.id);
  if (gone.length > 0) tx.delete(productVariants).where(inArray(productVariants.id, gone)).run();
}

/** Back to one variant with the product's own id: the single remaining variant's figures, or the cheapest price and no stock. */
function backToOneWay(tx: Tx, productId: string, variants: readonly ProductVariantRow[]): void {
  const single = variants.length === 1 ? variants[0] : undefined;
  const cheapest = [...variants].sort((a, b) => a.pricePaise - b.pricePaise || a.position - b.position)[0];
  const figures = single
    ? { pricePaise: single.pricePaise, mrpPaise: single.mrpPaise, countInStock: single.countInStock, barcode: single.barcode, weightGrams: single.weightGrams, imageIds: single.imageIds }
    : { pricePaise: cheapest.pricePaise, mrpPaise: cheapest.mrpPaise, countInStock: 0 };
  const own = variants.find((variant) => variant.id === productId);
  if (own) {
    tx.update(productVariants)
      .set({ position: 0, ...optionColumns([]), ...figures })
      .where(eq(productVariants.id, productId))
      .run();
  } else {
    tx.insert(productVariants)
      .values({ id: productId, productId, position: 0, ...figures })
      .run();
  }
  const others = variants.filter((variant) => variant.id !== productId).map((variant) => variant.id);
  if (others.length > 0) tx.delete(productVariants).where(inArray(productVariants.id, others)).run();
  // Its SKU moves once the variant that held it is gone (SKUs are unique across variants).
  if (single && single.id !== productId && single.sku !== null) {
    tx.update(productVariants).set({ sku: single.sku }).where(eq(productVariants.id, productId)).run();
  }
}

/** Removes one combination the shop does not sell (no XL in Red); the last variant stays. Answers the product. */
export function deleteVariant(db: Db, productId: string, variantId: string): Product {
  db.transaction(
    (tx) => {
      readProduct(tx, productId);
      const variant = tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
        .get();
      if (!variant) throw notFound(VARIANT_NOT_FOUND);
      const count = tx.select({ n: sql<number>`count(*)` }).from(productVariants).where(eq(productVariants.productId, productId)).get()?.n ?? 0;
      if (count <= 1) throw badRequest(LAST_VARIANT);
      tx.delete(productVariants).where(eq(productVariants.id, variantId)).run();
    },
    { behavior: 'immediate' },
  );
  return getProduct(db, productId, { withDrafts: true });
}

type VariantUpdate = Partial<Pick<ProductVariantRow, 'pricePaise' | 'mrpPaise' | 'countInStock' | 'sku' | 'barcode' | 'weightGrams' | 'imageIds'>>;

/**
 * Sets the fields given on several variants of one product, all or nothing, in one immediate transaction:
 * each variant is held to the product form's rules (a published product's price above 0, the MRP at least
 * what the shopper pays, stock from 0), `addStock` adds to the stock as it is then and may not take it below
 * 0, photos are the product's own, and SKUs stay unique across all variants. Answers the product.
 */
export function updateVariants(db: Db, productId: string, changes: readonly VariantChange[], pricesIncludeGst: boolean): Product {
  const sqlite = db.$client;
  db.transaction(
    (tx) => {
      const product = readProduct(tx, productId);
      const options = parseOptions(product.options);
      const variants = new Map(readVariants(sqlite, productId).map((variant) => [variant.id, variant]));
      const photoIds = new Set(readImages(sqlite, product).map((image) => image.id));
      const issues: FieldIssue[] = [];
      const updates: { id: string; set: VariantUpdate; skuChanges: boolean }[] = [];

      changes.forEach((change, i) => {
        const problem = (field: string, message: string) => issues.push({ path: `variants.${i}.${field}`, message });
        const variant = variants.get(change.id);
        if (!variant) return problem('id', `Variant ${change.id} is not one of this product's variants`);
        const which = variantTitle(options, optionValuesOf(variant)) || product.name;
        const set: VariantUpdate = {};
        if (change.price !== undefined) set.pricePaise = rupeesToPaise(change.price);
        if (change.mrp !== undefined) set.mrpPaise = change.mrp === null ? null : rupeesToPaise(change.mrp);
        if (change.countInStock !== undefined) set.countInStock = change.countInStock;
        if (change.addStock !== undefined) {
          const stock = variant.countInStock + change.addStock;
          if (stock < 0) problem('addStock', `Only ${variant.countInStock} in stock (${which}): cannot take away ${-change.addStock}`);
          else if (stock > MAX_STOCK) problem('addStock', `Count In Stock must be at most ${MAX_STOCK} (${which})`);
          else set.countInStock = stock;
        }
        if (change.sku !== undefined) set.sku = change.sku;
        if (change.barcode !== undefined) set.barcode = change.barcode;
        if (change.weight !== undefined) set.weightGrams = change.weight;
        if (change.imageIds !== undefined) {
          const foreign = change.imageIds.find((id) => !photoIds.has(id));
          if (foreign !== undefined) problem('imageIds', `Photo ${foreign} is not one of this product's photos (${which})`);
          else set.imageIds = JSON.stringify([...new Set(change.imageIds)]);
        }
        const wrong = variantProblem({ ...variant, ...set }, product, change.price !== undefined || change.mrp !== undefined, pricesIncludeGst);
        if (wrong) problem(wrong === NEEDS_PRICE ? 'price' : 'mrp', `${wrong} (${which})`);
        updates.push({ id: variant.id, set, skuChanges: set.sku !== undefined && set.sku !== variant.sku });
      });
      if (issues.length > 0) throw new AppError('BAD_REQUEST', issues[0].message, { issues });

      checkSkus(tx, updates);
      // SKUs that move between the variants being changed are let go first, so a swap does not collide.
      const moving = updates.filter((update) => update.skuChanges).map((update) => update.id);
      if (moving.length > 0) tx.update(productVariants).set({ sku: null }).where(inArray(productVariants.id, moving)).run();
      for (const update of updates) {
        if (Object.keys(update.set).length > 0) tx.update(productVariants).set(update.set).where(eq(productVariants.id, update.id)).run();
      }
      // A change to a variant's SKU, barcode, weight or photos alone does not touch the product row, whose
      // triggers move the catalogue's counter: kept product pages must not outlive it (docs/decisions/029-caches.md).
      tx.run(sql`update catalog_version set version = version + 1 where id = 1`);
    },
    { behavior: 'immediate' },
  );
  return getProduct(db, productId, { withDrafts: true });
}

/**
 * Why a variant's figures cannot stand, held to the product form's rules: a published product's price above 0,
 * and (when its price, M.R.P. or rate changes) an M.R.P. at least what the shopper pays.
 */
export function variantProblem(
  next: Pick<ProductVariantRow, 'pricePaise' | 'mrpPaise'>,
  product: Pick<ProductRow, 'isPublished' | 'gstRateBp'>,
  pricing: boolean,
  pricesIncludeGst: boolean,
): string | undefined {
  if (product.isPublished && next.pricePaise <= 0) return NEEDS_PRICE;
  return pricing ? mrpProblem({ ...next, gstRateBp: product.gstRateBp }, pricesIncludeGst) : undefined;
}

/** 409 when a SKU given would be held twice: by two variants sent together, or by a variant that keeps it. */
function checkSkus(tx: Tx, updates: readonly { id: string; set: VariantUpdate; skuChanges: boolean }[]): void {
  const given = updates.filter((update) => update.skuChanges && update.set.sku).map((update) => ({ id: update.id, sku: update.set.sku as string }));
  if (given.length === 0) return;
  const twice = given.find((entry, i) => given.slice(0, i).some((other) => other.sku === entry.sku));
  if (twice) throw conflict(`Two variants cannot have the same SKU: ${twice.sku}`);
  const letGo = new Set(updates.filter((update) => update.skuChanges).map((update) => update.id));
  const holders = tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(
      inArray(
        productVariants.sku,
        given.map((entry) => entry.sku),
      ),
    )
    .all();
  const taken = holders.find((holder) => !letGo.has(holder.id));
  if (taken) throw conflict(`Another variant already has the SKU ${taken.sku}`);
}
