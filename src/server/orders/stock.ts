/**
 * Every change an order makes to a product's stock: taking units when it is placed, and putting them back
 * when it is cancelled or a refund returns goods. Stock moves only by these functions, always inside the
 * caller's immediate transaction; the owner's own count (the product form, the CSV import) is set as typed.
 *
 * The one rule: stock never goes below 0. Units are taken with a guarded UPDATE,
 * `UPDATE products SET count_in_stock = count_in_stock - ? WHERE id = ? AND count_in_stock >= ?`, and the
 * order goes ahead only when exactly one row changed; the CHECK in drizzle/schema.ts is the database's
 * own backstop. An order line remembers what went back (`restocked_qty`), so no unit returns twice.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { orderItems, products, type OrderItemRow, type ProductRow } from '../../../drizzle/schema.js';
import type { Queryable, Tx } from '../db/database.js';
import { badRequest, conflict } from '../errors.js';

/** Units of one order line to put back. */
export interface RestockLine {
  line: OrderItemRow;
  qty: number;
}

/** Takes `qty` units of the product out of stock, or refuses with a 409 naming it and changes nothing. */
export function reserveStock(tx: Tx, product: Pick<ProductRow, 'id' | 'name' | 'countInStock'>, qty: number): void {
  const reserved = tx
    .update(products)
    .set({ countInStock: sql`${products.countInStock} - ${qty}` })
    .where(and(eq(products.id, product.id), gte(products.countInStock, qty)))
    .run();
  if (reserved.changes === 1) return;
  throw conflict(product.countInStock === 0 ? `${product.name} is out of stock` : `Only ${product.countInStock} of ${product.name} left in stock`);
}

/** Puts units back on the shelf; a product deleted since the order (its line has no product) is skipped. */
function putBack(tx: Tx, productId: string | null, qty: number): void {
  if (!productId || qty <= 0) return;
  tx.update(products)
    .set({ countInStock: sql`${products.countInStock} + ${qty}` })
    .where(eq(products.id, productId))
    .run();
}

/** Every unit of the order not yet back in stock goes back (a cancellation). */
export function restockAll(tx: Tx, orderId: string): void {
  const lines = tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).all();
  for (const line of lines) {
    const left = line.qty - line.restockedQty;
    if (left <= 0) continue;
    putBack(tx, line.productId, left);
    tx.update(orderItems).set({ restockedQty: line.qty }).where(eq(orderItems.id, line.id)).run();
  }
}

/**
 * The units to put back, per order line, or a refusal: each line can take back at most what it sold and has
 * not restocked yet (the same product named twice counts once, added up). A refund checks this before the
 * gateway is asked for the money, so a refusal here never leaves a refund the shop has no record of.
 */
export function restockPlan(db: Queryable, orderId: string, restock: readonly { product: string; qty: number }[] | undefined): RestockLine[] {
  const wanted = new Map<string, number>();
  for (const { product, qty } of restock ?? []) wanted.set(product, (wanted.get(product) ?? 0) + qty);
  return [...wanted].map(([product, qty]) => {
    const line = db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, product)))
      .get();
    if (!line) throw badRequest(`Product ${product} is not in this order (or no longer exists), so it cannot be restocked`);
    if (line.restockedQty + qty > line.qty) {
      throw conflict(`Only ${line.qty - line.restockedQty} of ${line.name} can still go back into stock`);
    }
    return { line, qty };
  });
}

/** Puts the planned units back, in the refund's transaction (the plan was checked under the order's lock). */
export function restockLines(tx: Tx, plan: readonly RestockLine[]): void {
  for (const { line, qty } of plan) {
    tx.update(orderItems).set({ restockedQty: sql`${orderItems.restockedQty} + ${qty}` }).where(eq(orderItems.id, line.id)).run();
    putBack(tx, line.productId, qty);
  }
}
