import { asc, inArray } from 'drizzle-orm';
import { orderItems, type OrderItemRow, type OrderRow } from '../../../drizzle/schema.js';
import type { PaymentMethod } from '../../shared/constants.js';
import { paiseToRupees } from '../../shared/money.js';
import type { Order } from '../../shared/schemas/order.js';
import type { Db } from '../db/database.js';

type PaymentResult = NonNullable<Order['paymentResult']>;

/** The stored payment result: the spec's four fields plus the gateway that confirmed it. */
function parsePaymentResult(json: string | null): (PaymentResult & { gateway: string }) | null {
  if (!json) return null;
  const value = JSON.parse(json) as Partial<PaymentResult & { gateway: string }>;
  return { id: value.id ?? '', status: value.status ?? '', update_time: value.update_time ?? '', email_address: value.email_address ?? '', gateway: value.gateway ?? '' };
}

export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  const payment = parsePaymentResult(row.paymentResult);
  return {
    _id: row.id,
    user: { _id: row.userId, name: row.userName, email: row.userEmail },
    orderItems: items.map((item) => ({
      _id: item.id,
      name: item.name,
      qty: item.qty,
      image: item.image,
      price: paiseToRupees(item.pricePaise),
      product: item.productId,
    })),
    shippingAddress: { address: row.address, city: row.city, pincode: row.pincode, state: row.state, country: row.country },
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentResult: payment && { id: payment.id, status: payment.status, update_time: payment.update_time, email_address: payment.email_address },
    itemsPrice: paiseToRupees(row.itemsPricePaise),
    taxPrice: paiseToRupees(row.taxPricePaise),
    shippingPrice: paiseToRupees(row.shippingPricePaise),
    totalPrice: paiseToRupees(row.totalPricePaise),
    isPaid: row.isPaid,
    paidAt: row.paidAt?.toISOString() ?? null,
    isTestPayment: payment?.gateway === 'test',
    isDelivered: row.isDelivered,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Orders with their items, loaded in one query for the lot. */
export function withItems(db: Db, rows: OrderRow[]): Order[] {
  if (rows.length === 0) return [];
  const items = db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position))
    .all();
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}
