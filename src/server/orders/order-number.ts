import { eq, sql } from 'drizzle-orm';
import { orders, storeSettings } from '../../../drizzle/schema.js';
import type { Queryable } from '../db/database.js';
import { nextInSeries } from '../db/number-series.js';

/** The series in `invoice_series` that numbers the orders (migration 0021 starts it at the highest number given). */
export const ORDER_SERIES = 'order';
/** A shop's first order number. */
export const FIRST_ORDER_NUMBER = 10001;
/** The prefix when the store has no settings row ('RS-10001'); the column's default is the same. */
export const DEFAULT_ORDER_NUMBER_PREFIX = 'RS-';

export interface OrderNumber {
  /** The number alone (10001). */
  orderSeq: number;
  /** As people quote it: the store's prefix and the number ('RS-10001'). */
  orderNumber: string;
}

/**
 * The next order number, taken inside the order's own transaction, so the numbers follow the orders with no
 * gap and none twice: a refused order rolls its number back with it. The prefix is the store's at this
 * moment, read in the same transaction. Should the series' row be missing, numbering goes on after the
 * highest number any order has (10001 in a shop without orders). docs/decisions/032-order-numbers.md.
 */
export function takeOrderNumber(tx: Queryable): OrderNumber {
  const afterHighest = sql`(select coalesce(max(${orders.orderSeq}), ${FIRST_ORDER_NUMBER - 1}) + 1 from ${orders})`;
  const orderSeq = nextInSeries(tx, ORDER_SERIES, afterHighest);
  const settings = tx.select({ prefix: storeSettings.orderNumberPrefix }).from(storeSettings).where(eq(storeSettings.id, 1)).get();
  return { orderSeq, orderNumber: `${settings?.prefix ?? DEFAULT_ORDER_NUMBER_PREFIX}${orderSeq}` };
}
