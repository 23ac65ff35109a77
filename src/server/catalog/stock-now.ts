/**
 * The stock in kept answers, as it is now (docs/decisions/058-stock-and-kept-answers.md). A sale changes a
 * product's stock without moving the catalogue's counter as long as the product stays on the same side of
 * zero (migrations/0038_stock_keeps_answers.sql), so a kept product page or list page may hold counts older
 * than the data. Every kept answer is served through these, which read the counts again (one indexed read)
 * and give the answer itself when nothing changed, or a copy with the counts of now. An answer whose counts
 * were read at the stock counter of now is given as it is, without that read: the counter moves with every
 * change of stock, so between sales the busiest pages cost no query for it.
 */
import type Database from 'better-sqlite3';
import type { Product, ProductSummary } from '../../shared/schemas/product.js';
import { stockVersion } from '../db/change-counters.js';
import { prepared } from '../db/prepared-statements.js';

/** The stock counter at which an answer's counts were last found to be those of the data. */
const countsReadAt = new WeakMap<object, number>();

/**
 * `read`'s answer for `answer`, or `answer` itself when its counts were read at the stock counter of now. Inside
 * a transaction nothing is remembered: the transaction may yet roll back (docs/decisions/029-caches.md).
 */
function withCountsOf<T extends object>(sqlite: Database.Database, answer: T, read: () => T): T {
  const stock = stockVersion(sqlite);
  if (countsReadAt.get(answer) === stock) return answer;
  const now = read();
  if (!sqlite.inTransaction) countsReadAt.set(now, stock);
  return now;
}

/** A product page with its own and its variants' stock as they are now. */
export function productWithStockNow(sqlite: Database.Database, product: Product): Product {
  return withCountsOf(sqlite, product, () => readProductStock(sqlite, product));
}

function readProductStock(sqlite: Database.Database, product: Product): Product {
  const rows = prepared(sqlite, 'select v.id, v.count_in_stock, p.count_in_stock from product_variants v join products p on p.id = v.product_id where v.product_id = ?')
    .raw()
    .all(product._id) as [string, number, number][];
  if (rows.length === 0) return product;
  const variants = new Map(rows.map(([id, stock]) => [id, stock]));
  const total = rows[0][2];
  if (total === product.countInStock && product.variants.every((variant) => variants.get(variant.id) === variant.countInStock)) return product;
  return {
    ...product,
    countInStock: total,
    variants: product.variants.map((variant) => ({ ...variant, countInStock: variants.get(variant.id) ?? variant.countInStock })),
  };
}

/** A page of a list with each product's stock as it is now. */
export function summariesWithStockNow(sqlite: Database.Database, page: ProductSummary[]): ProductSummary[] {
  if (page.length === 0) return page;
  return withCountsOf(sqlite, page, () => readSummariesStock(sqlite, page));
}

function readSummariesStock(sqlite: Database.Database, page: ProductSummary[]): ProductSummary[] {
  const rows = prepared(sqlite, 'select id, count_in_stock from products where id in (select value from json_each(?))')
    .raw()
    .all(JSON.stringify(page.map((product) => product._id))) as [string, number][];
  const stock = new Map(rows);
  if (page.every((product) => (stock.get(product._id) ?? product.countInStock) === product.countInStock)) return page;
  return page.map((product) => {
    const now = stock.get(product._id);
    return now === undefined || now === product.countInStock ? product : { ...product, countInStock: now };
  });
}
