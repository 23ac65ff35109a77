/**
 * Products as CSV: the whole catalogue out (UTF-8 with a byte-order mark and CRLF, so Excel opens Hindi and
 * commas right), and back in — created, or updated when a row's SKU names an existing product. An import
 * is checked completely first (a dry run lists every row's problems) and written in one transaction.
 */
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import { products } from '../../../drizzle/schema.js';
import { gstBasisPoints, PLACEHOLDER_IMAGE } from '../../shared/constants.js';
import { paiseToMoneyString, rupeesToPaise } from '../../shared/money.js';
import { productFields } from '../../shared/schemas/product.js';
import { publishProblem } from '../catalog/manage-products.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../errors.js';
import { newId } from '../ids.js';

export const PRODUCT_COLUMNS = [
  'sku',
  'name',
  'brand',
  'category',
  'price',
  'countInStock',
  'gstRate',
  'hsnCode',
  'published',
  'lowStockThreshold',
  'image',
  'description',
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
  count_in_stock: number;
  gst_rate_bp: number;
  hsn_code: string | null;
  is_published: number;
  low_stock_threshold: number;
  image: string;
  description: string;
}

/** The catalogue as CSV rows, streamed from the database so it stays cheap however big the shop is. */
export function exportProducts(db: Db) {
  const csv = stringify({ header: true, columns: [...PRODUCT_COLUMNS], bom: true, record_delimiter: 'windows' });
  // A page at a time (never an open iterator, which would keep the connection busy between writes).
  const page = db.$client.prepare(
    `select id, created_at, sku, name, brand, category, price_paise, count_in_stock, gst_rate_bp, hsn_code, is_published, low_stock_threshold, image, description
     from products where (created_at, id) > (?, ?) order by created_at, id limit 1000`,
  );
  (async () => {
    let after: [number, string] = [-1, ''];
    for (;;) {
      const rows = page.all(...after) as ProductCsvRow[];
      if (rows.length === 0) break;
      after = [rows[rows.length - 1].created_at, rows[rows.length - 1].id];
      for (const row of rows) {
        const record: Record<Column, string> = {
          sku: row.sku ?? '',
          name: row.name,
          brand: row.brand,
          category: row.category,
          price: paiseToMoneyString(row.price_paise),
          countInStock: String(row.count_in_stock),
          gstRate: String(row.gst_rate_bp / 100),
          hsnCode: row.hsn_code ?? '',
          published: row.is_published ? 'true' : 'false',
          lowStockThreshold: String(row.low_stock_threshold),
          image: row.image,
          description: row.description,
        };
        csv.write(record);
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
  created: number;
  updated: number;
  problems: ImportProblem[];
}

/** The cells of a row as product fields: '' means "not given". */
function fieldsOf(record: Record<string, string>) {
  const given = (column: Column) => {
    const value = record[column.toLowerCase()];
    return value === undefined || value.trim() === '' ? undefined : value;
  };
  const published = given('published')?.trim().toLowerCase();
  return {
    sku: given('sku'),
    name: given('name'),
    brand: given('brand'),
    category: given('category'),
    price: given('price'),
    countInStock: given('countInStock'),
    gstRate: given('gstRate'),
    hsnCode: given('hsnCode'),
    isPublished: published === undefined ? undefined : ['true', 'yes', '1', 'y'].includes(published) ? true : ['false', 'no', '0', 'n'].includes(published) ? false : published,
    lowStockThreshold: given('lowStockThreshold'),
    image: given('image'),
    description: given('description'),
  };
}

const REQUIRED_FOR_NEW = ['name', 'brand', 'category', 'price', 'countInStock', 'description'] as const;

export function importProducts(db: Db, csvText: string, options: { dryRun: boolean }): ImportReport {
  let records: Record<string, string>[];
  try {
    records = parse(csvText, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_quotes: false,
    }) as Record<string, string>[];
  } catch (error) {
    throw badRequest(`The file is not valid CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (records.length === 0) throw badRequest('The file has no product rows under its header');
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(`At most ${MAX_IMPORT_ROWS} rows can be imported at once`);
  const header = Object.keys(records[0]);
  const unknown = header.filter((h) => !PRODUCT_COLUMNS.some((c) => c.toLowerCase() === h));
  if (unknown.length) throw badRequest(`Unknown columns: ${unknown.join(', ')}. The columns are: ${PRODUCT_COLUMNS.join(', ')}`);

  const problems: ImportProblem[] = [];
  const plans: { line: number; sku: string | null; existing: string | null; values: Record<string, unknown> }[] = [];
  const skusInFile = new Map<string, number>();
  const schema = productFields.partial();

  records.forEach((record, index) => {
    // Line numbers count the header and any newlines inside quoted cells before this row only roughly, so
    // the row number (header = 1) is what is reported.
    const line = index + 2;
    const raw = fieldsOf(record);
    const parsed = schema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)));
    if (!parsed.success) {
      problems.push({ line, message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      return;
    }
    const fields = parsed.data;
    const sku = fields.sku ?? null;
    if (sku) {
      const earlier = skusInFile.get(sku);
      if (earlier) {
        problems.push({ line, message: `SKU ${sku} is also on row ${earlier}` });
        return;
      }
      skusInFile.set(sku, line);
    }
    const existing = sku ? (db.select().from(products).where(eq(products.sku, sku)).get() ?? null) : null;
    if (!existing) {
      const missing = REQUIRED_FOR_NEW.filter((column) => fields[column] === undefined);
      if (missing.length) {
        problems.push({ line, message: `A new product needs ${missing.join(', ')}` });
        return;
      }
    }
    const { price, gstRate, isPublished, ...rest } = fields;
    const values: Record<string, unknown> = { ...rest };
    if (price !== undefined) values.pricePaise = rupeesToPaise(price);
    if (gstRate !== undefined) values.gstRateBp = gstBasisPoints(gstRate);
    if (isPublished !== undefined) values.isPublished = isPublished;
    const next = { pricePaise: existing?.pricePaise ?? 0, image: existing?.image ?? PLACEHOLDER_IMAGE, isPublished: existing?.isPublished ?? false, ...values } as {
      pricePaise: number;
      image: string;
      isPublished: boolean;
    };
    const problem = next.isPublished ? publishProblem(next) : undefined;
    if (problem) {
      problems.push({ line, message: problem });
      return;
    }
    plans.push({ line, sku, existing: existing?.id ?? null, values });
  });

  const report: ImportReport = {
    dryRun: options.dryRun,
    rows: records.length,
    created: plans.filter((p) => !p.existing).length,
    updated: plans.filter((p) => p.existing).length,
    problems,
  };
  if (options.dryRun || problems.length > 0) return report;

  db.transaction(
    (tx) => {
      for (const plan of plans) {
        if (plan.existing) {
          tx.update(products).set(plan.values).where(eq(products.id, plan.existing)).run();
        } else {
          tx.insert(products)
            .values({ id: newId(), image: PLACEHOLDER_IMAGE, isPublished: false, ...(plan.values as { name: string; brand: string; category: string; description: string; pricePaise: number; countInStock: number }) })
            .run();
        }
      }
    },
    { behavior: 'immediate' },
  );
  return report;
}
