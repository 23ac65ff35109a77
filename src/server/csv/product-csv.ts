/**
 * Products as CSV: the whole catalogue out (see csvWriter), and back in — a row updates the product its id
 * names, or else the product with its SKU, and creates one when it names none. A product with options is one
 * row per variant, its own fields on the first (product-csv-variants.ts). Importing an export unchanged
 * changes nothing, and its dry run says so ("0 new, 0 changed"). An import is checked completely first (a dry
 * run lists every row's problems) and written in one transaction: all of it or nothing. Reading and checking
 * a big file yields to the shop's other requests as it goes (docs/decisions/024-csv-safety.md).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { products, productVariants } from '../../../drizzle/schema.js';
import { DEFAULT_GST_RATE, gstBasisPoints, PLACEHOLDER_IMAGE } from '../../shared/constants.js';
import { paiseToMoneyString, rupeesToPaise } from '../../shared/money.js';
import { productFields, type ProductFields } from '../../shared/schemas/product.js';
import { parseOptions } from '../../shared/variants.js';
import { mrpProblem, PER_VARIANT, publishProblem } from '../catalog/manage-products.js';
import { replaceFirstPhoto } from '../catalog/product-photos.js';
import { categoryIndex, readCategories } from '../categories/category-index.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../errors.js';
import { newId } from '../ids.js';
import { parseInSlices } from './parse-in-slices.js';
import {
  addVariantRow,
  firstVariantRow,
  hasOptionValues,
  planVariants,
  readVariantCells,
  storedVariants,
  VARIANT_COLUMNS,
  variantCells,
  variantSkuHolders,
  writeVariantPlan,
  type FileVariants,
  type VariantCells,
  type VariantPlan,
} from './product-csv-variants.js';
import { csvWriter, unescapeFormula } from './spreadsheet-csv.js';

export const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'name',
  'brand',
  'category',
  'price',
  'mrp',
  'countInStock',
  'gstRate',
  'hsnCode',
  'published',
  'lowStockThreshold',
  'image',
  'description',
  'nameHi',
  'descriptionHi',
  ...VARIANT_COLUMNS,
] as const;
type Column = (typeof PRODUCT_COLUMNS)[number];

export const MAX_IMPORT_ROWS = 10_000;

interface ProductCsvRow {
  id: string;
  created_at: number;
  sku: string | null;
  name: string;
  brand: string;
  category: string;
  price_paise: number;
  mrp_paise: number | null;
  count_in_stock: number;
  gst_rate_bp: number;
  hsn_code: string | null;
  is_published: number;
  low_stock_threshold: number;
  image: string;
  description: string;
  name_hi: string;
  description_hi: string;
  options: string;
}

const NO_VARIANT = Object.fromEntries(VARIANT_COLUMNS.map((column) => [column, ''])) as Record<(typeof VARIANT_COLUMNS)[number], string>;

/** The catalogue as CSV rows, streamed from the database so it stays cheap however big the shop is. */
export function exportProducts(db: Db) {
  const csv = csvWriter(PRODUCT_COLUMNS);
  // A page at a time (never an open iterator, which would keep the connection busy between writes).
  const page = db.$client.prepare(
    `select id, created_at, sku, name, brand, category, price_paise, mrp_paise, count_in_stock, gst_rate_bp, hsn_code, is_published, low_stock_threshold, image, description, name_hi, description_hi, options
     from products where (created_at, id) > (?, ?) order by created_at, id limit 1000`,
  );
  (async () => {
    let after: [number, string] = [-1, ''];
    for (;;) {
      const rows = page.all(...after) as ProductCsvRow[];
      if (rows.length === 0) break;
      // The category goes out by its name, which the import takes back (as it takes a slug).
      const categories = categoryIndex(db);
      after = [rows[rows.length - 1].created_at, rows[rows.length - 1].id];
      const variants = storedVariants(
        db,
        rows.filter((row) => row.options !== '[]').map((row) => row.id),
      );
      for (const row of rows) {
        // Counts and rates go out as numbers: the spreadsheet sums them, and the formula escape leaves numbers alone.
        const record: Record<Column, string | number> = {
          ...NO_VARIANT,
          id: row.id,
          sku: row.sku ?? '',
          name: row.name,
          brand: row.brand,
          category: categories.nameOf(row.category),
          price: paiseToMoneyString(row.price_paise),
          mrp: row.mrp_paise === null ? '' : paiseToMoneyString(row.mrp_paise),
          countInStock: row.count_in_stock,
          gstRate: row.gst_rate_bp / 100,
          hsnCode: row.hsn_code ?? '',
          published: row.is_published ? 'true' : 'false',
          lowStockThreshold: row.low_stock_threshold,
          image: row.image,
          description: row.description,
          nameHi: row.name_hi,
          descriptionHi: row.description_hi,
        };
        const options = parseOptions(row.options);
        const [first, ...others] = options.length > 0 ? (variants.get(row.id) ?? []) : [];
        if (!first) {
          csv.write(record);
          continue;
        }
        // Price, M.R.P. and stock are the variants' own: the first row has the product and its first variant,
        // each other row the product's id and SKU and one more variant.
        csv.write({ ...record, price: '', mrp: '', countInStock: '', ...variantCells(options, first, paiseToMoneyString, true) });
        for (const variant of others) csv.write({ id: row.id, sku: row.sku ?? '', ...variantCells(options, variant, paiseToMoneyString, false) });
      }
      if (csv.writableNeedDrain) await new Promise((resolve) => csv.once('drain', resolve));
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  return csv;
}

export interface ImportProblem {
  /** The line in the file (the header is line 1). */
  line: number;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  rows: number;
  /** Products the file adds. */
  created: number;
  /** Products the file changes (at least one cell of their rows differs from them). */
  updated: number;
  /** Products the file names and changes nothing in. */
  unchanged: number;
  /** Variants added: new combinations of option values. */
  variantsCreated: number;
  /** Variants whose option values, SKU, price, M.R.P., stock, barcode or weight change. */
  variantsUpdated: number;
  /** Variants removed, with their stock: combinations of a product with options that its rows leave out. */
  variantsRemoved: number;
  problems: ImportProblem[];
}

/** A row's cells by column: '' means "not given"; the export's formula escape is taken off. */
const cellsOf =
  (record: Record<string, string>) =>
  (column: Column): string | undefined => {
    const cell = record[column.toLowerCase()];
    const value = cell === undefined ? undefined : unescapeFormula(cell);
    return value === undefined || value.trim() === '' ? undefined : value;
  };

/** The cells of a row as product fields. */
function fieldsOf(given: (column: Column) => string | undefined) {
  const published = given('published')?.trim().toLowerCase();
  return {
    id: given('id')?.trim(),
    sku: given('sku'),
    name: given('name'),
    brand: given('brand'),
    category: given('category'),
    price: given('price'),
    mrp: given('mrp'),
    countInStock: given('countInStock'),
    gstRate: given('gstRate'),
    hsnCode: given('hsnCode'),
    isPublished: published === undefined ? undefined : ['true', 'yes', '1', 'y'].includes(published) ? true : ['false', 'no', '0', 'n'].includes(published) ? false : published,
    lowStockThreshold: given('lowStockThreshold'),
    image: given('image'),
    description: given('description'),
    nameHi: given('nameHi'),
    descriptionHi: given('descriptionHi'),
  };
}

const REQUIRED_FOR_NEW = ['name', 'brand', 'category', 'price', 'countInStock', 'description'] as const;

/** Rows checked between two turns of the event loop: a few milliseconds of work. */
const ROWS_PER_TURN = 250;
/** Ids or SKUs looked up per query, well under SQLite's limit on bound values. */
const KEYS_PER_QUERY = 500;

/**
 * A product's first row, whose cells are valid product fields and whose id and SKU are not used by another
 * product's row; with its variants when it has options (its own and those of its later rows).
 */
interface CheckedRow {
  line: number;
  id: string | null;
  sku: string | null;
  fields: Partial<ProductFields>;
  variants: FileVariants | null;
}

interface Plan {
  line: number;
  existing: string | null;
  values: Record<string, unknown>;
  /** What changes in the product's options and variants; null when nothing does. */
  variants: VariantPlan | null;
}

/** The file's column of each product field, for messages. */
const columnOf = (field: string) => (field === 'isPublished' ? 'published' : field);

type Reader = Pick<Db, 'select'>;

/** The file's records; a file that is not CSV, is empty, too long or has unknown columns is refused. */
async function readRecords(csvText: string): Promise<Record<string, string>[]> {
  let records: Record<string, string>[];
  try {
    records = await parseInSlices<Record<string, string>>(
      csvText,
      {
        bom: true,
        columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
        skip_empty_lines: true,
        relax_quotes: false,
      },
      MAX_IMPORT_ROWS,
    );
  } catch (error) {
    throw badRequest(`The file is not valid CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (records.length === 0) throw badRequest('The file has no product rows under its header');
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(`At most ${MAX_IMPORT_ROWS} rows can be imported at once`);
  const header = Object.keys(records[0]);
  const unknown = header.filter((h) => !PRODUCT_COLUMNS.some((c) => c.toLowerCase() === h));
  if (unknown.length) throw badRequest(`Unknown columns: ${unknown.join(', ')}. The columns are: ${PRODUCT_COLUMNS.join(', ')}`);
  return records;
}

/**
 * What the file alone can tell: each row's fields, and ids or SKUs used twice. A row naming a product an
 * earlier row named (by id, or by SKU without an id) is one more of its variants when both rows give option
 * values. Yields to other requests every few rows.
 */
async function checkRows(records: Record<string, string>[], problems: ImportProblem[]): Promise<CheckedRow[]> {
  const checked: CheckedRow[] = [];
  const idsInFile = new Map<string, CheckedRow>();
  const skusInFile = new Map<string, CheckedRow>();
  const variantSkusInFile = new Map<string, number>();
  const schema = productFields.partial();
  for (let index = 0; index < records.length; index += 1) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    // Line numbers count the header and any newlines inside quoted cells before this row only roughly, so
    // the row number (header = 1) is what is reported.
    const line = index + 2;
    const cells = cellsOf(records[index]);
    const { id: idCell, ...raw } = fieldsOf(cells);
    const parsed = schema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)));
    const variant = readVariantCells(cells);
    if (!parsed.success || 'problem' in variant) {
      const messages = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      problems.push({ line, message: [...messages, ...('problem' in variant ? [variant.problem] : [])].join('; ') });
      continue;
    }
    const id = idCell ?? null;
    const sku = parsed.data.sku ?? null;
    const variantSku = variant.fields.sku;
    const earlierVariant = variantSku ? variantSkusInFile.get(variantSku) : undefined;
    if (variantSku && earlierVariant) {
      problems.push({ line, message: `Variant SKU ${variantSku} is also on row ${earlierVariant}` });
      continue;
    }
    const sameId = id ? idsInFile.get(id) : undefined;
    const sameSku = sku ? skusInFile.get(sku) : undefined;
    const product = sameId ?? (id ? undefined : sameSku);
    if (product) {
      const twice = sameId ? `Product id ${id} is also on row ${product.line}` : `SKU ${sku} is also on row ${product.line}`;
      const problem = laterRowProblem(product, line, parsed.data, variant, twice);
      if (problem) problems.push({ line, message: problem });
      else if (variantSku) variantSkusInFile.set(variantSku, line);
      continue;
    }
    if (sku && sameSku) {
      problems.push({ line, message: `SKU ${sku} is also on row ${sameSku.line}` });
      continue;
    }
    if (!id && !sku && Object.keys(parsed.data).length === 0 && hasOptionValues(variant)) {
      problems.push({ line, message: 'Which product is this variant of? Give its product’s id or sku, as on the product’s first row' });
      continue;
    }
    const variants = firstVariantRow(line, variant);
    if (variants && 'problem' in variants) {
      problems.push({ line, message: variants.problem });
      continue;
    }
    const row: CheckedRow = { line, id, sku, fields: parsed.data, variants };
    if (id) idsInFile.set(id, row);
    if (sku) skusInFile.set(sku, row);
    if (variantSku) variantSkusInFile.set(variantSku, line);
    checked.push(row);
  }
  return checked;
}

/**
 * A later row of a product already in the file: one more of its variants when both its first row and this one
 * give option values, with the product's own cells left empty (or the same); otherwise `twice`, the
 * product named twice.
 */
function laterRowProblem(product: CheckedRow, line: number, fields: Partial<ProductFields>, cells: VariantCells, twice: string): string | undefined {
  if (!product.variants && !hasOptionValues(cells)) return twice;
  if (!product.variants || !hasOptionValues(cells)) {
    return `Rows ${product.line} and ${line} are the same product: a product with options has one row per variant, each with its option values`;
  }
  const differing = Object.entries(fields).filter(([field, value]) => value !== product.fields[field as keyof ProductFields]);
  if (differing.length > 0) {
    const columns = differing.map(([field]) => columnOf(field)).join(', ');
    return `This row is another variant of the product on row ${product.line}: leave its ${columns} empty, or give the same as there`;
  }
  return addVariantRow(product.variants, line, cells);
}

/** A product as the import compares it with a row: the columns the file can set, as stored. */
type StoredProduct = Record<string, unknown> & {
  id: string;
  sku: string | null;
  name: string;
  pricePaise: number;
  mrpPaise: number | null;
  gstRateBp: number;
  image: string;
  isPublished: boolean;
  options: string;
};

const STORED_COLUMNS = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  brand: products.brand,
  category: products.category,
  description: products.description,
  nameHi: products.nameHi,
  descriptionHi: products.descriptionHi,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  countInStock: products.countInStock,
  gstRateBp: products.gstRateBp,
  hsnCode: products.hsnCode,
  lowStockThreshold: products.lowStockThreshold,
  image: products.image,
  isPublished: products.isPublished,
  options: products.options,
};

/** The products the rows name, by id and by SKU, read a few hundred keys per query. */
function productsNamed(reader: Reader, rows: CheckedRow[]): { byId: Map<string, StoredProduct>; bySku: Map<string, StoredProduct> } {
  const byId = new Map<string, StoredProduct>();
  const bySku = new Map<string, StoredProduct>();
  const lookUp = (column: typeof products.id | typeof products.sku, keys: string[]) => {
    for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
      for (const product of reader.select(STORED_COLUMNS).from(products).where(inArray(column, keys.slice(i, i + KEYS_PER_QUERY))).all()) {
        byId.set(product.id, product);
        if (product.sku) bySku.set(product.sku, product);
      }
    }
  };
  lookUp(products.id, rows.flatMap((row) => (row.id ? [row.id] : [])));
  lookUp(products.sku, rows.flatMap((row) => (row.sku ? [row.sku] : [])));
  return { byId, bySku };
}

/**
 * The product a row names: the one with its id when the id cell is filled (an id the shop does not have is a
 * problem, never a new product, so a file from another shop or a deleted product is not added by mistake),
 * else the one with its SKU, else none (a new product). A SKU may not move onto a product that another
 * product already holds, and no product may be named by two rows.
 */
function productOfRow(row: CheckedRow, named: ReturnType<typeof productsNamed>, rowOfProduct: Map<string, number>): { product: StoredProduct | null } | { problem: string } {
  let product: StoredProduct | null = null;
  if (row.id) {
    product = named.byId.get(row.id) ?? null;
    if (!product) return { problem: `No product has the id ${row.id} in this shop: clear the id to add the row as a new product` };
    const holder = row.sku ? named.bySku.get(row.sku) : undefined;
    if (holder && holder.id !== product.id) return { problem: `SKU ${row.sku} belongs to another product, ${holder.name}` };
  } else if (row.sku) {
    product = named.bySku.get(row.sku) ?? null;
  }
  if (product) {
    const earlier = rowOfProduct.get(product.id);
    if (earlier) return { problem: `Row ${earlier} is the same product (${product.name}): give each product one row` };
    rowOfProduct.set(product.id, row.line);
  }
  return { product };
}

/** What planning the rows' variants needs: the stored variants of the products they name, and who holds their SKUs. */
function variantsNamed(reader: Reader, rows: CheckedRow[], named: ReturnType<typeof productsNamed>) {
  const ids = rows.flatMap((row) => {
    const product = !row.variants ? undefined : row.id ? named.byId.get(row.id) : row.sku ? named.bySku.get(row.sku) : undefined;
    return product ? [product.id] : [];
  });
  const skus = rows.flatMap((row) => row.variants?.rows.flatMap((variant) => (variant.fields.sku ? [variant.fields.sku] : [])) ?? []);
  return { stored: storedVariants(reader, ids), holders: variantSkuHolders(reader, skus) };
}

const DEFAULT_GST_BP = gstBasisPoints(DEFAULT_GST_RATE);

/**
 * What the catalogue decides: a row that names a product (by id, else by SKU) updates it, any other row
 * creates one and must then give every required field; a published result must be sellable. The variants of a
 * product's rows become its variants (planVariants). Synchronous, so that a real import plans and writes
 * inside one transaction against the catalogue as it is at that moment. `rowOfProduct` carries which row
 * named which product from one slice of the file to the next.
 */
function planAgainstCatalogue(reader: Reader, rows: CheckedRow[], problems: ImportProblem[], rowOfProduct: Map<string, number>, pricesIncludeGst: boolean): Plan[] {
  const named = productsNamed(reader, rows);
  const categories = readCategories(reader);
  const plans: Plan[] = [];
  const forVariants = variantsNamed(reader, rows, named);
  for (const row of rows) {
    const { line } = row;
    // A category by its name, slug or id, kept as its id.
    const category = row.fields.category === undefined ? undefined : categories.find(row.fields.category);
    if (row.fields.category !== undefined && !category) {
      problems.push({ line, message: `category: ${categories.unknown().message}` });
      continue;
    }
    const fields = category ? { ...row.fields, category: category.id } : row.fields;
    const found = productOfRow(row, named, rowOfProduct);
    if ('problem' in found) {
      problems.push({ line, message: found.problem });
      continue;
    }
    const existing = found.product;
    if (!existing) {
      // A new product with options takes its price and stock on its variants' rows.
      const missing = REQUIRED_FOR_NEW.filter((column) => fields[column] === undefined && !(row.variants && (column === 'price' || column === 'countInStock')));
      if (missing.length) {
        problems.push({ line, message: `A new product needs ${missing.join(', ')}` });
        continue;
      }
    }
    const { price, mrp, gstRate, isPublished, ...rest } = fields;
    const given: Record<string, unknown> = { ...rest };
    if (price !== undefined) given.pricePaise = rupeesToPaise(price);
    if (mrp !== undefined) given.mrpPaise = mrp === null ? null : rupeesToPaise(mrp);
    if (gstRate !== undefined) given.gstRateBp = gstBasisPoints(gstRate);
    if (isPublished !== undefined) given.isPublished = isPublished;
    // An existing product gets only the cells that differ from it: re-importing an export after changing
    // prices then rewrites prices, not every row's text and its search index entry. A row that changes
    // nothing is never a problem, so an export always imports again as it is.
    const values = existing ? Object.fromEntries(Object.entries(given).filter(([column, value]) => existing[column] !== value)) : given;
    const next = {
      pricePaise: existing?.pricePaise ?? 0,
      mrpPaise: existing?.mrpPaise ?? null,
      gstRateBp: existing?.gstRateBp ?? DEFAULT_GST_BP,
      image: existing?.image ?? PLACEHOLDER_IMAGE,
      isPublished: existing?.isPublished ?? false,
      ...given,
    } as { pricePaise: number; mrpPaise: number | null; gstRateBp: number; image: string; isPublished: boolean };
    const variants = row.variants
      ? planVariants(
          {
            id: existing?.id ?? null,
            options: existing?.options ?? '[]',
            isPublished: next.isPublished,
            gstRateBp: next.gstRateBp,
            gstChanged: 'gstRateBp' in values,
            publishing: next.isPublished && !existing?.isPublished,
          },
          (existing && forVariants.stored.get(existing.id)) ?? [],
          row.variants,
          forVariants.holders,
          pricesIncludeGst,
        )
      : null;
    if (variants && variants.problems.length > 0) {
      problems.push(...variants.problems);
      continue;
    }
    if (existing && Object.keys(values).length === 0 && !variants?.plan) {
      plans.push({ line, existing: existing.id, values, variants: null });
      continue;
    }
    if (variants) next.pricePaise = variants.cheapestPaise;
    // Price, M.R.P. and stock of a product with options are its variants' (docs/decisions/043-variants.md).
    const perVariant = row.variants !== null || (existing !== null && existing.options !== '[]');
    const pricing = 'pricePaise' in values || 'mrpPaise' in values || 'gstRateBp' in values;
    const problem =
      (next.isPublished ? publishProblem(next) : undefined) ??
      (perVariant && ('pricePaise' in values || 'countInStock' in values || 'mrpPaise' in values) ? PER_VARIANT : undefined) ??
      (pricing && !variants ? mrpProblem(next, pricesIncludeGst) : undefined);
    if (problem) {
      problems.push({ line, message: problem });
      continue;
    }
    // A new product with options is inserted at its cheapest variant's price; its variants then replace the one its insert made.
    const inserted = !existing && variants ? { ...values, pricePaise: variants.cheapestPaise, countInStock: 0 } : values;
    plans.push({ line, existing: existing?.id ?? null, values: inserted, variants: variants?.plan ?? null });
  }
  return plans;
}

/** Groups of products to plan between two turns of the event loop: about ROWS_PER_TURN rows each. */
function* slices(rows: CheckedRow[]): Generator<CheckedRow[]> {
  let slice: CheckedRow[] = [];
  let size = 0;
  for (const row of rows) {
    slice.push(row);
    size += row.variants?.rows.length ?? 1;
    if (size >= ROWS_PER_TURN) {
      yield slice;
      slice = [];
      size = 0;
    }
  }
  if (slice.length > 0) yield slice;
}

const changes = (plan: Plan) => Object.keys(plan.values).length > 0 || plan.variants !== null;
const sum = (plans: Plan[], count: (variants: VariantPlan) => number) => plans.reduce((total, plan) => total + (plan.variants ? count(plan.variants) : 0), 0);

export async function importProducts(db: Db, csvText: string, options: { dryRun: boolean; pricesIncludeGst: boolean }): Promise<ImportReport> {
  const records = await readRecords(csvText);
  const problems: ImportProblem[] = [];
  const rows = await checkRows(records, problems);
  const report = (plans: Plan[]): ImportReport => ({
    dryRun: options.dryRun,
    rows: records.length,
    created: plans.filter((p) => !p.existing).length,
    updated: plans.filter((p) => p.existing && changes(p)).length,
    unchanged: plans.filter((p) => p.existing && !changes(p)).length,
    variantsCreated: sum(plans, (variants) => variants.created),
    variantsUpdated: sum(plans, (variants) => variants.updated),
    variantsRemoved: sum(plans, (variants) => variants.removed),
    problems: problems.sort((a, b) => a.line - b.line),
  });
  if (options.dryRun) {
    // A dry run only reports, so it may look the catalogue up a slice at a time between other requests;
    // the real import plans again inside its transaction.
    const plans: Plan[] = [];
    const rowOfProduct = new Map<string, number>();
    let first = true;
    for (const slice of slices(rows)) {
      if (!first) await nextTurn();
      first = false;
      plans.push(...planAgainstCatalogue(db, slice, problems, rowOfProduct, options.pricesIncludeGst));
    }
    return report(plans);
  }

  // The one synchronous stretch of a real import: planning against the catalogue and writing every row in
  // one transaction, so the import is all or nothing and no other request's write can come between.
  return db.transaction(
    (tx) => {
      const plans = planAgainstCatalogue(tx, rows, problems, new Map(), options.pricesIncludeGst);
      if (problems.length === 0) writePlans(tx, plans);
      return report(plans);
    },
    { behavior: 'immediate' },
  );
}

/** New products per INSERT statement (16 columns each, far below SQLite's limit on bound values). */
const ROWS_PER_INSERT = 250;

type Writer = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The writes of an import, kept short because they hold the event loop: new products go in a few hundred per
 * statement, and updates that set the same columns share one prepared statement, so the time goes into
 * SQLite (and the search index's triggers) rather than into building SQL row by row.
 */
function writePlans(tx: Writer, plans: Plan[]): void {
  const created = plans
    .filter((plan) => !plan.existing)
    .map((plan) => ({ id: newId(), image: PLACEHOLDER_IMAGE, isPublished: false, ...(plan.values as { name: string; brand: string; category: string; description: string; pricePaise: number; countInStock: number }) }));
  for (let i = 0; i < created.length; i += ROWS_PER_INSERT) tx.insert(products).values(created.slice(i, i + ROWS_PER_INSERT)).run();
  // A new product with options: its variants replace the one variant its insert made (docs/decisions/043-variants.md).
  plans
    .filter((plan) => !plan.existing)
    .forEach(({ variants }, i) => {
      if (variants) writeVariantPlan(tx, created[i].id, { ...variants, removes: [created[i].id] });
    });

  // One prepared UPDATE per set of columns (a file's rows mostly give the same ones). Its values go to SQLite
  // as they are, so the one boolean column is written as SQLite stores it.
  const updates = new Map<string, { run(values: Record<string, unknown>): unknown }>();
  for (const plan of plans) {
    if (!plan.existing || !changes(plan)) continue;
    if (plan.variants) writeVariantPlan(tx, plan.existing, plan.variants);
    const { isPublished, pricePaise, mrpPaise, countInStock, ...values } = plan.values;
    // Price, M.R.P. and stock are the product's one variant's (docs/decisions/043-variants.md); the product follows.
    const perVariant = Object.fromEntries(Object.entries({ pricePaise, mrpPaise, countInStock }).filter(([, value]) => value !== undefined));
    if (Object.keys(perVariant).length > 0) tx.update(productVariants).set(perVariant).where(eq(productVariants.id, plan.existing)).run();
    // The product's image is its first photo (docs/decisions/045-product-photos.md).
    if (typeof values.image === 'string') replaceFirstPhoto(tx, plan.existing, values.image);
    if (Object.keys(values).length === 0 && isPublished === undefined) continue;
    const row: Record<string, unknown> = { ...values, productId: plan.existing };
    if (isPublished !== undefined) row.isPublished = isPublished ? 1 : 0;
    const columns = Object.keys(row).filter((column) => column !== 'productId').sort();
    const key = columns.join(',');
    let update = updates.get(key);
    if (!update) {
      const set = Object.fromEntries(columns.map((column) => [column, sql`${sql.placeholder(column)}`]));
      update = tx.update(products).set(set).where(eq(products.id, sql.placeholder('productId'))).prepare();
      updates.set(key, update);
    }
    update.run(row);
  }
}
