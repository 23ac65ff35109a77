/**
 * Every change an order makes to a product's stock: taking units when it is placed, and putting them back
 * when it is cancelled or a refund returns goods. Stock moves only by these functions, always inside the
 * caller's immediate transaction; the owner's own count (the product form, the CSV import) is set as typed.
 *
 * The one rule: stock never goes below 0. Units are taken with a guarded UPDATE,
 * `UPDATE product_variants SET count_in_stock = count_in_stock - ? WHERE id = ? AND count_in_stock >= ?`, and the
 * order goes ahead only when exactly one row changed; the CHECK in drizzle/schema.ts is the database's
 * own backstop. An order line remembers what went back (`restocked_qty`), so no unit returns twice.
 */
import { eq, sql } from 'drizzle-orm';
import { orderItems, productVariants, type OrderItemRow, type ProductVariantRow } from '../../../drizzle/schema.js';
import type { Db, Queryable, Tx } from '../db/database.js';
import { prepared } from '../db/prepared-statements.js';
import { badRequest, conflict } from '../errors.js';

/** Units of one order line to put back. */
export interface RestockLine {
  line: OrderItemRow;
  qty: number;
}

/**
 * Inside the order's transaction, given the shop's database (its one connection):
 * takes `qty` units of the variant out of stock, or refuses with a 409 naming it (`name`, e.g. 'Cotton Kurta
 * (Size: M)') and changes nothing. Stock is the variant's; the product's total follows by the database's
 * triggers (docs/decisions/043-variants.md). Says whether it took the last units (`variant` as read in the
 * same transaction): the product's pages then say out of stock, and the CDN must forget them.
 */
export function reserveStock(db: Db, variant: Pick<ProductVariantRow, 'id' | 'countInStock'>, name: string, qty: number): boolean {
  const reserved = prepared(db.$client, 'update product_variants set count_in_stock = count_in_stock - ? where id = ? and count_in_stock >= ?').run(qty, variant.id, qty);
  if (reserved.changes === 1) return variant.countInStock === qty;
  throw conflict(variant.countInStock === 0 ? `${name} is out of stock` : `Only ${variant.countInStock} of ${name} left in stock`);
}

/**
 * Puts units back on the shelf; a variant (or product) deleted since the order (its line names none) is skipped.
 * Returns the product when the variant was out of stock until now (its pages change), else null.
 */
function putBack(tx: Tx, variantId: string | null, qty: number): string | null {
  if (!variantId || qty <= 0) return null;
  const now = tx
    .update(productVariants)
    .set({ countInStock: sql`${productVariants.countInStock} + ${qty}` })
    .where(eq(productVariants.id, variantId))
    .returning({ productId: productVariants.productId, countInStock: productVariants.countInStock })
    .get();
  return now && now.countInStock === qty ? now.productId : null;
}

/** Every unit of the order not yet back in stock goes back (a cancellation); returns the products back in stock. */
export function restockAll(tx: Tx, orderId: string): string[] {
  const lines = tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).all();
  const back: string[] = [];
  for (const line of lines) {
    const left = line.qty - line.restockedQty;
    if (left <= 0) continue;
    const product = putBack(tx, line.variantId, left);
    if (product) back.push(product);
    tx.update(orderItems).set({ restockedQty: line.qty }).where(eq(orderItems.id, line.id)).run();
  }
  return back;
}

/**
 * The units to put back, per order line, or a refusal: each line can take back at most what it sold and has
 * not restocked yet (the same line named twice counts once, added up). A line is named by its product, and by
 * its variant too when the order holds several variants of that product. A refund checks this before the
 * gateway is asked for the money, so a refusal here never leaves a refund the shop has no record of.
 */
export function restockPlan(
  db: Queryable,
  orderId: string,
  restock: readonly { product: string; variant?: string; qty: number }[] | undefined,
): RestockLine[] {
  const lines = db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).all();
  const wanted = new Map<OrderItemRow, number>();
  for (const { product, variant, qty } of restock ?? []) {
    const matching = lines.filter((line) => line.productId === product && (variant === undefined || line.variantId === variant));
    if (matching.length === 0) {
      throw badRequest(
        variant === undefined
          ? `Product ${product} is not in this order (or no longer exists), so it cannot be restocked`
          : `Variant ${variant} of product ${product} is not in this order (or no longer exists), so it cannot be restocked`,
      );
    }
    if (matching.length > 1) throw badRequest(`This order holds several variants of ${matching[0].name}: say which one to restock (variant)`);
    wanted.set(matching[0], (wanted.get(matching[0]) ?? 0) + qty);
  }
  return [...wanted].map(([line, qty]) => {
    if (line.restockedQty + qty > line.qty) {
      throw conflict(`Only ${line.qty - line.restockedQty} of ${line.name} can still go back into stock`);
    }
    return { line, qty };
  });
}

/**
 * Puts the planned units back, in the refund's transaction (the plan was checked under the order's lock);
 * returns the products back in stock.
 */
export function restockLines(tx: Tx, plan: readonly RestockLine[]): string[] {
  const back: string[] = [];
  for (const { line, qty } of plan) {
    tx.update(orderItems).set({ restockedQty: sql`${orderItems.restockedQty} + ${qty}` }).where(eq(orderItems.id, line.id)).run();
    const product = putBack(tx, line.variantId, qty);
    if (product) back.push(product);
  }
  return back;
}
