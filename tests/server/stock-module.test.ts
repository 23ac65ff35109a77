/**
 * A guard on where stock moves: only src/server/orders/stock.ts adds to or takes from a product's stock, so
 * its guarded UPDATE (stock never below 0) cannot be bypassed by a second copy elsewhere. What the module does
 * is tested through the API in orders.test.ts (reservation, concurrency) and order-lifecycle.test.ts
 * (cancellation, refunds with restock). The owner's own count, typed in the product form or the CSV import,
 * is set outright and is not a move.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const STOCK_MODULE = path.join('server', 'orders', 'stock.ts');

/** A stock column computed from itself: Drizzle's `countInStock: sql`…`` or raw SQL's `count_in_stock = count_in_stock ±`. */
const STOCK_MOVE = [/countInStock\s*:\s*sql`/, /count_in_stock\s*=\s*count_in_stock/i];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(SRC, path.join(entry.parentPath, entry.name)));
}

describe('stock moves in one module', () => {
  it('no file under src/ but the stock module changes a stock count relative to itself', () => {
    const files = sourceFiles(SRC);
    expect(files).toContain(STOCK_MODULE);
    const movers = files.filter((file) => {
      const text = readFileSync(path.join(SRC, file), 'utf8');
      return STOCK_MOVE.some((pattern) => pattern.test(text));
    });
    expect(movers).toEqual([STOCK_MODULE]);
  });
});
