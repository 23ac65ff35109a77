import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, products, type UserRow } from '../../../drizzle/schema.js';
import type { PaymentMethod } from '../../shared/constants.js';
import { formatRupees, orderTotals, type OrderTotals } from '../../shared/money.js';
import type { Order } from '../../shared/schemas/order.js';
import type { Db } from '../db/database.js';
import { badRequest, conflict } from '../errors.js';
import { newId } from '../ids.js';
import { getOrder } from './read-orders.js';

export interface OrderRequest {
  orderItems: { product: string; qty: number }[];
  shippingAddress: { address: string; city: string; pincode: string; state: string; country: string };
  paymentMethod: PaymentMethod;
  /** The client's totals in paise: compared with the server's, never stored. */
  clientTotals: OrderTotals;
}

function sumQuantities(lines: OrderRequest['orderItems']): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.product, (quantities.get(line.product) ?? 0) + line.qty);
  return quantities;
}

/**
 * Places an order at the database's prices, reserving the stock in the same immediate transaction. Anything
 * wrong (an unknown product, too little stock, totals that differ from the client's) writes nothing.
 */
export function placeOrder(db: Db, user: UserRow, request: OrderRequest): Order {
  const quantities = sumQuantities(request.orderItems);
  const orderId = newId();
  db.transaction(
    (tx) => {
      const rows = tx
        .select()
        .from(products)
        .where(inArray(products.id, [...quantities.keys()]))
        .all();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const lines = [...quantities].map(([productId, qty]) => {
        const product = byId.get(productId);
        if (!product) throw badRequest(`A product in your cart no longer exists (${productId}). Please remove it and try again.`);
        return { product, qty };
      });

      for (const { product, qty } of lines) {
        if (qty > product.countInStock) {
          throw conflict(
            product.countInStock === 0
              ? `${product.name} is out of stock`
              : `Only ${product.countInStock} of ${product.name} left in stock`,
          );
        }
      }

      const totals = orderTotals(lines.map(({ product, qty }) => ({ unitPrice: product.pricePaise, qty })));
      const client = request.clientTotals;
      if (
        client.itemsPrice !== totals.itemsPrice ||
        client.taxPrice !== totals.taxPrice ||
        client.shippingPrice !== totals.shippingPrice ||
        client.totalPrice !== totals.totalPrice
      ) {
        throw conflict(
          `Prices have changed since your cart was loaded: the total is now ${formatRupees(totals.totalPrice)}. Please review your cart and place the order again.`,
        );
      }

      for (const { product, qty } of lines) {
        const reserved = tx
          .update(products)
          .set({ countInStock: sql`${products.countInStock} - ${qty}` })
          .where(and(eq(products.id, product.id), gte(products.countInStock, qty)))
          .run();
        if (reserved.changes !== 1) throw conflict(`Not enough stock left for ${product.name}`);
      }

      tx.insert(orders)
        .values({
          id: orderId,
          userId: user.id,
          userName: user.name,
          userEmail: user.email,
          ...request.shippingAddress,
          paymentMethod: request.paymentMethod,
          itemsPricePaise: totals.itemsPrice,
          taxPricePaise: totals.taxPrice,
          shippingPricePaise: totals.shippingPrice,
          totalPricePaise: totals.totalPrice,
        })
        .run();
      tx.insert(orderItems)
        .values(
          lines.map(({ product, qty }, position) => ({
            id: newId(),
            orderId,
            productId: product.id,
            position,
            name: product.name,
            image: product.image,
            pricePaise: product.pricePaise,
            qty,
          })),
        )
        .run();
    },
    { behavior: 'immediate' },
  );
  return getOrder(db, orderId);
}
