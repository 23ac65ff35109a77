/**
 * The variants in the products CSV (docs/decisions/046-product-csv-variants.md). A product with options is one
 * row per variant, the product's own fields on its first row, as Shopify's product CSV has them; the variants
 * a file gives a product become its variants: matched by their SKU, then by their option values, new
 * combinations added, those left out removed. The options and each variant are held to the rules of the
 * admin's options editor and variant grid (src/server/catalog/manage-variants.ts), whose writes they share.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { products, productVariants, type ProductVariantRow } from '../../../drizzle/schema.js';
import { rupeesToPaise } from '../../shared/money.js';
import { numeric, productFields } from '../../shared/schemas/product.js';
import { optionInput, optionValueInput, productOptionsInput, variantChangeInput } from '../../shared/schemas/variants.js';
import { parseOptions, variantTitle, type ProductOption } from '../../shared/variants.js';
import { combinationPosition, variantProblem, writeOptions } from '../catalog/manage-variants.js';
import type { Db, Tx } from '../db/database.js';
import { newId } from '../ids.js';

export const VARIANT_COLUMNS = [
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'option3Name',
  'option3Value',
  'variantSku',
  'variantPrice',
  'variantMrp',
  'variantStock',
  'variantBarcode',
  'variantWeight',
] as const;
type VariantColumn = (typeof VARIANT_COLUMNS)[number];

/** What a row says is wrong, and where (the header is line 1). */
interface Problem {
  line: number;
  message: string;
}

type Reader = Pick<Db, 'select'>;
/** Ids or SKUs looked up per query, well under SQLite's limit on bound values. */
const KEYS_PER_QUERY = 500;

const folded = (text: string) => text.toLocaleLowerCase('en-IN');
const NAME_COLUMNS = ['option1Name', 'option2Name', 'option3Name'] as const;
const VALUE_COLUMNS = ['option1Value', 'option2Value', 'option3Value'] as const;

/** A variant's own cells, as stored; a field left out was not given (a matched variant keeps it). */
type VariantFields = Partial<Pick<ProductVariantRow, 'sku' | 'pricePaise' | 'mrpPaise' | 'countInStock' | 'barcode' | 'weightGrams'>>;
const FIELD_COLUMNS: Record<keyof VariantFields, VariantColumn> = {
  sku: 'variantSku',
  pricePaise: 'variantPrice',
  mrpPaise: 'variantMrp',
  countInStock: 'variantStock',
  barcode: 'variantBarcode',
  weightGrams: 'variantWeight',
};

/** The variant columns a row gives, as they are written on one row. */
export interface VariantCells {
  names: (string | undefined)[];
  values: (string | undefined)[];
  fields: VariantFields;
}

/** One variant as the file gives it: its option values in the options' order, and its fields. */
interface FileVariant {
  line: number;
  values: string[];
  fields: VariantFields;
}

/** A product's rows with options: the option names its first row gives, and one variant per row. */
export interface FileVariants {
  line: number;
  names: string[];
  rows: FileVariant[];
}

// The options editor's and the variant grid's own schemas, reading cells of text.
const variantCellSchema = z
  .object({
    option1Name: optionInput.shape.name,
    option1Value: optionValueInput.shape.value,
    option2Name: optionInput.shape.name,
    option2Value: optionValueInput.shape.value,
    option3Name: optionInput.shape.name,
    option3Value: optionValueInput.shape.value,
    variantSku: productFields.shape.sku,
    variantPrice: productFields.shape.price,
    variantMrp: productFields.shape.mrp,
    variantStock: productFields.shape.countInStock,
    variantBarcode: variantChangeInput.shape.barcode,
    variantWeight: numeric(variantChangeInput.shape.weight),
  })
  .partial();

/** A row's variant columns: its option names and values and its variant's fields, checked as the options editor and the variant grid check them. */
export function readVariantCells(cell: (column: VariantColumn) => string | undefined): VariantCells | { problem: string } {
  const given = Object.fromEntries(VARIANT_COLUMNS.flatMap((column) => (cell(column) === undefined ? [] : [[column, cell(column)]])));
  const parsed = variantCellSchema.safeParse(given);
  if (!parsed.success) return { problem: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
  const { variantSku, variantPrice, variantMrp, variantStock, variantBarcode, variantWeight } = parsed.data;
  const fields: VariantFields = {
    sku: variantSku,
    pricePaise: variantPrice === undefined ? undefined : rupeesToPaise(variantPrice),
    mrpPaise: variantMrp === undefined || variantMrp === null ? variantMrp : rupeesToPaise(variantMrp),
    countInStock: variantStock,
    barcode: variantBarcode,
    weightGrams: variantWeight,
  };
  return {
    names: NAME_COLUMNS.map((column) => parsed.data[column]),
    values: VALUE_COLUMNS.map((column) => parsed.data[column]),
    fields: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  };
}

export const hasOptionValues = (cells: VariantCells) => cells.values.some((value) => value !== undefined);

/**
 * The options and first variant a product's first row gives; null for a row without option values (a product
 * sold one way, or one whose variants the file leaves as they are), which takes no variant columns.
 */
export function firstVariantRow(line: number, cells: VariantCells): FileVariants | null | { problem: string } {
  const { names, values, fields } = cells;
  if (!hasOptionValues(cells) && names.every((name) => name === undefined)) {
    if (Object.keys(fields).length === 0) return null;
    return {
      problem:
        'This row gives no option values, so it is the product itself: its price, M.R.P. and stock go in price, mrp and countInStock, and the variant columns stay empty',
    };
  }
  const problems: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    if (names[i] !== undefined && i > 0 && names[i - 1] === undefined) problems.push(`option${i + 1}Name is given without option${i}Name`);
    if (values[i] !== undefined && names[i] === undefined) problems.push(`option${i + 1}Value is given without option${i + 1}Name`);
    if (names[i] !== undefined && values[i] === undefined) problems.push(`Give option${i + 1}Value, the variant's ${names[i]}`);
  }
  if (problems.length > 0) return { problem: problems.join('; ') };
  const optionNames = names.filter((name): name is string => name !== undefined);
  return { line, names: optionNames, rows: [{ line, values: values.slice(0, optionNames.length) as string[], fields }] };
}

/** A later row of a product with options: one more of its variants, under the options of its first row. */
export function addVariantRow(product: FileVariants, line: number, cells: VariantCells): string | undefined {
  const { names, values, fields } = cells;
  const problems: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const name = product.names[i];
    if (name === undefined) {
      if (names[i] !== undefined || values[i] !== undefined) problems.push(`Row ${product.line} names no option ${i + 1}: leave option${i + 1}Name and option${i + 1}Value empty`);
      continue;
    }
    if (names[i] !== undefined && folded(names[i] as string) !== folded(name)) {
      problems.push(`Option ${i + 1} is ${name} on row ${product.line}: leave option${i + 1}Name empty on the product's other rows, or give the same`);
    }
    if (values[i] === undefined) problems.push(`Give option${i + 1}Value, the variant's ${name}`);
  }
  if (problems.length > 0) return problems.join('; ');
  const variant = { line, values: values.slice(0, product.names.length) as string[], fields };
  const key = variant.values.map(folded).join('\u0000');
  const same = product.rows.find((row) => row.values.map(folded).join('\u0000') === key);
  if (same) return `Row ${same.line} is the same variant (${variantTitle(product.names.map((name) => ({ name })), variant.values)})`;
  product.rows.push(variant);
  return undefined;
}

/** The products' variants, in their order (position, then the order they were made). */
export function storedVariants(reader: Reader, productIds: readonly string[]): Map<string, ProductVariantRow[]> {
  const byProduct = new Map<string, ProductVariantRow[]>();
  for (let i = 0; i < productIds.length; i += KEYS_PER_QUERY) {
    const rows = reader
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, productIds.slice(i, i + KEYS_PER_QUERY)))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), sql`rowid`)
      .all();
    for (const row of rows) {
      const list = byProduct.get(row.productId);
      if (list) list.push(row);
      else byProduct.set(row.productId, [row]);
    }
  }
  return byProduct;
}

/** Who holds each of these variant SKUs now: the variant and its product. */
export interface SkuHolder {
  id: string;
  productId: string;
  productName: string;
}

export function variantSkuHolders(reader: Reader, skus: readonly string[]): Map<string, SkuHolder> {
  const holders = new Map<string, SkuHolder>();
  for (let i = 0; i < skus.length; i += KEYS_PER_QUERY) {
    const rows = reader
      .select({ id: productVariants.id, sku: productVariants.sku, productId: productVariants.productId, productName: products.name })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.sku, skus.slice(i, i + KEYS_PER_QUERY)))
      .all();
    for (const { sku, ...holder } of rows) if (sku !== null) holders.set(sku, holder);
  }
  return holders;
}

/** The product a file's variants are planned for, as it will be after the import. */
export interface ProductForVariants {
  /** null for a product the import adds. */
  id: string | null;
  /** The options it has now (JSON as stored; '[]' for a new product). */
  options: string;
  isPublished: boolean;
  gstRateBp: number;
  /** The product's GST rate changes: every variant's M.R.P. is held to its price again, as the product form does. */
  gstChanged: boolean;
  /** The product is being published: every variant needs a price. */
  publishing: boolean;
}

type VariantSet = Partial<Pick<ProductVariantRow, 'position' | 'option1' | 'option2' | 'option3' | 'sku' | 'pricePaise' | 'mrpPaise' | 'countInStock' | 'barcode' | 'weightGrams'>>;
type NewVariant = Omit<typeof productVariants.$inferInsert, 'id' | 'productId'>;

/** What an import writes to one product's options and variants. */
export interface VariantPlan {
  /** The options after the import, when they change. */
  options: ProductOption[] | null;
  inserts: NewVariant[];
  updates: { id: string; set: VariantSet }[];
  /** Variants the file leaves out (and a product's one variant when it takes options). */
  removes: string[];
  /** Variants whose SKU is let go before the others take theirs, so SKUs can move between a product's variants. */
  letGo: string[];
  created: number;
  /** Variants whose values or fields change (a new place in the order alone is not counted). */
  updated: number;
  /** Combinations removed (the one variant of a product that takes options is replaced, not counted). */
  removed: number;
}

const optionColumns = (values: readonly string[]) => ({ option1: values[0] ?? null, option2: values[1] ?? null, option3: values[2] ?? null });

/**
 * Plans the file's variants of one product against its stored ones:
 * - its options are the names on its first row in that order; an option that continues one of the same name
 *   keeps its values' order and colours (a value spelt in another case is renamed), adds the file's new values
 *   at the end and drops a value whose variants the file removes; a value no variant had before stays;
 * - a row is the stored variant with its SKU, else the first stored one with its values in the options the
 *   two share; a matched variant keeps its id and photos and takes the cells given; any other row adds a
 *   variant, which needs its price and stock; a stored variant no row names is removed; a product that had
 *   no options has its one variant replaced;
 * - a variant that changes is held to the variant grid's rules, and its SKU may not be another product's.
 * `plan` is null when nothing changes. `cheapestPaise` is the product's price after it (its cheapest variant's).
 */
export function planVariants(
  product: ProductForVariants,
  stored: readonly ProductVariantRow[],
  file: FileVariants,
  holders: ReadonlyMap<string, SkuHolder>,
  pricesIncludeGst: boolean,
): { plan: VariantPlan | null; cheapestPaise: number; problems: Problem[] } {
  const problems: Problem[] = [];
  const current = parseOptions(product.options);
  const oneWay = current.length === 0;
  const storedValue = (variant: ProductVariantRow, option: number) => [variant.option1, variant.option2, variant.option3][option] ?? '';

  // The file's values of each option, as first spelt, and the row that first gives each.
  const spelt = file.names.map(() => new Map<string, { value: string; line: number }>());
  for (const row of file.rows) {
    row.values.forEach((value, i) => {
      if (!spelt[i].has(folded(value))) spelt[i].set(folded(value), { value, line: row.line });
    });
  }
  const sources = file.names.map((name) => current.findIndex((option) => folded(option.name) === folded(name)));
  const options: ProductOption[] = file.names.map((name, i) => {
    const added = (known: ReadonlySet<string>) =>
      [...spelt[i].entries()].filter(([key]) => !known.has(key)).map(([, { value }]) => ({ value, colour: null }));
    const source = current[sources[i]];
    if (!source) return { name, values: added(new Set()) };
    const sold = new Set(stored.map((variant) => folded(storedValue(variant, sources[i]))));
    const kept = source.values
      .filter((value) => spelt[i].has(folded(value.value)) || !sold.has(folded(value.value)))
      .map((value) => ({ value: spelt[i].get(folded(value.value))?.value ?? value.value, colour: value.colour }));
    return { name, values: [...kept, ...added(new Set(source.values.map((value) => folded(value.value))))] };
  });
  const optionsChange = JSON.stringify(options) !== JSON.stringify(current);
  if (optionsChange) {
    const checked = productOptionsInput.shape.options.safeParse(options);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [i, part, j] = issue.path;
        const valueLine = typeof i === 'number' && typeof j === 'number' ? spelt[i].get(folded(options[i].values[j].value))?.line : undefined;
        const column = typeof i !== 'number' ? '' : part === 'values' ? `option${i + 1}Value: ` : `option${i + 1}Name: `;
        problems.push({ line: valueLine ?? file.line, message: `${column}${issue.message}` });
      }
      return { plan: null, cheapestPaise: 0, problems };
    }
  }

  // Each row's stored variant: by SKU first, then by its values in the options the file and the product share.
  const taken = new Set<string>();
  const matches: (ProductVariantRow | undefined)[] = file.rows.map(() => undefined);
  const take = (k: number, variant: ProductVariantRow | undefined) => {
    if (!variant || taken.has(variant.id)) return;
    matches[k] = variant;
    taken.add(variant.id);
  };
  if (!oneWay) {
    file.rows.forEach((row, k) => {
      if (row.fields.sku) take(k, stored.find((variant) => variant.sku === row.fields.sku));
    });
    const shared = sources.flatMap((source, i) => (source < 0 ? [] : [i]));
    if (shared.length > 0) {
      file.rows.forEach((row, k) => {
        if (matches[k]) return;
        take(
          k,
          stored.find((variant) => !taken.has(variant.id) && shared.every((i) => folded(storedValue(variant, sources[i])) === folded(row.values[i]))),
        );
      });
    }
  }

  const targets = file.rows.map((row, k) => {
    const combo = row.values.map((value, i) => options[i].values.findIndex((known) => folded(known.value) === folded(value)));
    const values = combo.map((j, i) => options[i].values[j].value);
    return { row, match: matches[k], values, position: combinationPosition(options, combo), title: variantTitle(options, values) };
  });
  // The stored order stays when it already follows the options: a position is rewritten only when a variant
  // comes between others or the options are reordered.
  const rank = new Map(stored.map((variant, n) => [variant.id, n]));
  const ordered = [...targets].sort((a, b) => a.position - b.position);
  const keepOrder = ordered.every((target, n) => target.match && (n === 0 || (rank.get(target.match.id) ?? 0) > (rank.get(ordered[n - 1].match?.id ?? '') ?? 0)));

  const inserts: NewVariant[] = [];
  const updates: VariantPlan['updates'] = [];
  const letGo: string[] = [];
  let updated = 0;
  let cheapestPaise = Number.POSITIVE_INFINITY;
  for (const { row, match, values, position, title } of targets) {
    const problem = (message: string) => problems.push({ line: row.line, message: `${message} (${title})` });
    const { fields } = row;
    const sku = fields.sku;
    if (sku && sku !== match?.sku) {
      const holder = holders.get(sku);
      if (holder && holder.productId !== product.id) problem(`Variant SKU ${sku} belongs to another product, ${holder.productName}`);
    }
    if (!match) {
      const missing = (['pricePaise', 'countInStock'] as const).filter((field) => fields[field] === undefined).map((field) => FIELD_COLUMNS[field]);
      if (missing.length > 0) {
        problem(`A new variant needs ${missing.join(' and ')}`);
        continue;
      }
      const variant = { position, ...optionColumns(values), sku: null, mrpPaise: null, barcode: null, weightGrams: null, ...fields } as NewVariant & { pricePaise: number };
      const wrong = variantProblem({ pricePaise: variant.pricePaise, mrpPaise: variant.mrpPaise ?? null }, product, true, pricesIncludeGst);
      if (wrong) problem(wrong);
      cheapestPaise = Math.min(cheapestPaise, variant.pricePaise);
      inserts.push(variant);
      continue;
    }
    const set: VariantSet = {};
    for (const [column, value] of Object.entries({ ...optionColumns(values), ...fields })) {
      const key = column as keyof VariantSet;
      if (value !== match[key]) Object.assign(set, { [key]: value });
    }
    const changes = Object.keys(set).length > 0;
    if (!keepOrder && position !== match.position) set.position = position;
    const next = { ...match, ...set };
    if (changes || product.gstChanged || product.publishing) {
      const wrong = variantProblem(next, product, 'pricePaise' in set || 'mrpPaise' in set || product.gstChanged, pricesIncludeGst);
      if (wrong) problem(wrong);
    }
    cheapestPaise = Math.min(cheapestPaise, next.pricePaise);
    if (set.sku !== undefined && match.sku !== null) letGo.push(match.id);
    if (changes) updated += 1;
    if (Object.keys(set).length > 0) updates.push({ id: match.id, set });
  }
  const removes = stored.filter((variant) => oneWay || !taken.has(variant.id));
  letGo.push(...removes.filter((variant) => variant.sku !== null).map((variant) => variant.id));
  const changes = optionsChange || inserts.length > 0 || updates.length > 0 || removes.length > 0;
  const plan: VariantPlan | null = changes
    ? {
        options: optionsChange ? options : null,
        inserts,
        updates,
        removes: removes.map((variant) => variant.id),
        letGo,
        created: inserts.length,
        updated,
        removed: oneWay ? 0 : removes.length,
      }
    : null;
  return { plan, cheapestPaise, problems };
}

/**
 * Writes one product's planned options and variants, inside the import's transaction. New variants go in
 * before the left-out ones go, so the product always has one and its price and stock follow at each step.
 */
export function writeVariantPlan(tx: Tx, productId: string, plan: VariantPlan): void {
  if (plan.options) writeOptions(tx, productId, plan.options);
  if (plan.letGo.length > 0) tx.update(productVariants).set({ sku: null }).where(inArray(productVariants.id, plan.letGo)).run();
  if (plan.inserts.length > 0) {
    tx.insert(productVariants)
      .values(plan.inserts.map((variant) => ({ ...variant, id: newId(), productId })))
      .run();
  }
  for (const { id, set } of plan.updates) tx.update(productVariants).set(set).where(eq(productVariants.id, id)).run();
  if (plan.removes.length > 0) tx.delete(productVariants).where(inArray(productVariants.id, plan.removes)).run();
  // A variant's SKU, barcode, weight or values alone do not touch the product row, whose triggers move the
  // catalogue's counter: kept product pages must not outlive them (docs/decisions/029-caches.md).
  tx.run(sql`update catalog_version set version = version + 1 where id = 1`);
}

/** A variant's columns as the export writes them (numbers stay numbers, money is a 2-decimal string). */
export function variantCells(
  options: readonly ProductOption[],
  variant: Pick<ProductVariantRow, 'option1' | 'option2' | 'option3' | 'sku' | 'pricePaise' | 'mrpPaise' | 'countInStock' | 'barcode' | 'weightGrams'>,
  money: (paise: number) => string,
  withNames: boolean,
): Record<VariantColumn, string | number> {
  const values = [variant.option1, variant.option2, variant.option3];
  const option = (i: number) => ({
    [NAME_COLUMNS[i]]: withNames ? (options[i]?.name ?? '') : '',
    [VALUE_COLUMNS[i]]: values[i] ?? '',
  });
  return {
    ...option(0),
    ...option(1),
    ...option(2),
    variantSku: variant.sku ?? '',
    variantPrice: money(variant.pricePaise),
    variantMrp: variant.mrpPaise === null ? '' : money(variant.mrpPaise),
    variantStock: variant.countInStock,
    variantBarcode: variant.barcode ?? '',
    variantWeight: variant.weightGrams ?? '',
  } as Record<VariantColumn, string | number>;
}
