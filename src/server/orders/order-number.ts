import type { Db } from '../db/database.js';
import { nextInSeries } from '../db/number-series.js';
import { prepared } from '../db/prepared-statements.js';

/** The series in `invoice_series` that numbers the orders (migration 0021 starts it at the highest number given). */
export const ORDER_SERIES = 'order';
/** A shop's first order number. */
export const FIRST_ORDER_NUMBER = 10001;
/** The prefix when the store has no settings row ('RS-10001'); the column's default is the same. */
export const DEFAULT_ORDER_NUMBER_PREFIX = 'RS-';

/** Numbering after the highest number any order has. */
const AFTER_HIGHEST = { sql: `(select coalesce(max(order_seq), ${FIRST_ORDER_NUMBER - 1}) + 1 from orders)` };

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
export function takeOrderNumber(db: Db): OrderNumber {
  const orderSeq = nextInSeries(db, ORDER_SERIES, AFTER_HIGHEST);
  const prefix = prepared(db.$client, 'select order_number_prefix from store_settings where id = 1').pluck().get() as string | undefined;
  return { orderSeq, orderNumber: `${prefix ?? DEFAULT_ORDER_NUMBER_PREFIX}${orderSeq}` };
}
