/**
 * Purchases written straight to the database, so a test can make a buyer (a customer allowed to review a
 * product) in one line instead of placing, paying for and delivering an order through the API.
 */
import { eq } from 'drizzle-orm';
import { orderItems, orders, products, users } from '../../drizzle/schema.js';
import { DEFAULT_COUNTRY } from '../../src/shared/constants.js';
import type { AppDeps } from '../../src/server/deps.js';
import { newId } from '../../src/server/ids.js';
import { takeOrderNumber } from '../../src/server/orders/order-number.js';
import { ADDRESS, expectedGst } from './shop.js';

export interface PurchaseState {
  /** The money was received. Default false: a cash-on-delivery order. */
  paid?: boolean;
  /** The goods reached the customer. Default true. */
  delivered?: boolean;
}

/**
 * An order by `userId` of one unit of `productId` at the product's current price, paid and/or delivered as
 * asked, with the same columns as src/server/orders/place-order.ts writes, its order number too. Stock is not
 * touched. Returns the order's id.
 */
export function buy(deps: AppDeps, userId: string, productId: string, { paid = false, delivered = true }: PurchaseState = {}): string {
  const user = deps.db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new Error(`buy(): no user ${userId}`);
  const product = deps.db.select().from(products).where(eq(products.id, productId)).get();
  if (!product) throw new Error(`buy(): no product ${productId}`);

  const orderId = newId();
  const now = new Date();
  const items = product.pricePaise;
  const tax = Number(expectedGst(items));
  deps.db.transaction((tx) => {
    tx.insert(orders)
      .values({
        id: orderId,
        ...takeOrderNumber(deps.db),
        userId: user.id,
        userName: user.name,
        userEmail: user.email,
        ...ADDRESS,
        country: DEFAULT_COUNTRY,
        paymentMethod: 'COD',
        itemsPricePaise: items,
        taxPricePaise: tax,
        shippingPricePaise: 0,
        totalPricePaise: items + tax,
        paymentStatus: paid ? 'paid' : 'unpaid',
        paidAt: paid ? now : null,
        fulfilmentStatus: delivered ? 'delivered' : 'unfulfilled',
        deliveredAt: delivered ? now : null,
      })
      .run();
    tx.insert(orderItems)
      .values({ id: newId(), orderId, productId: product.id, position: 0, name: product.name, image: product.image, pricePaise: product.pricePaise, qty: 1 })
      .run();
  });
  return orderId;
}
