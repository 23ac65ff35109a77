import { and, desc, eq, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { orders, type UserRow } from '../../../drizzle/schema.js';
import type { BuyerFilter, OrderFilter } from '../../shared/order-status.js';
import type { Order } from '../../shared/schemas/order.js';
import type { Db } from '../db/database.js';
import { ordersVersion } from '../db/change-counters.js';
import { keptAnswers } from '../db/kept-answers.js';
import { countRows, pageOfRows, type Paging } from '../db/paging.js';
import { prepared } from '../db/prepared-statements.js';
import { rowShape } from '../db/table-rows.js';
import { notFound } from '../errors.js';
import { indexNewOrders, orderKeywordMatches } from './order-search.js';
import { withParts } from './order-view.js';

export const ORDER_NOT_FOUND = 'Order not found';

const ORDER_ROWS = rowShape(orders);

/** The order with its parts. Given the shop's database inside a transaction too: it sees that transaction's writes. */
export function getOrder(db: Db, id: string): Order {
  const raw = prepared(db.$client, `select ${ORDER_ROWS.columns} from ${ORDER_ROWS.table} where id = ?`).raw().get(id) as unknown[] | undefined;
  if (!raw) throw notFound(ORDER_NOT_FOUND);
  return withParts(db, [ORDER_ROWS.read(raw)])[0];
}

/** Owners and admins see an order; to anyone else it does not exist. */
export function getOrderFor(db: Db, viewer: UserRow, id: string): Order {
  const order = getOrder(db, id);
  if (!viewer.isAdmin && order.user._id !== viewer.id) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export function listMyOrders(db: Db, user: UserRow): Order[] {
  const rows = db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.createdAt), desc(orders.id)).all();
  return withParts(db, rows);
}

/**
 * The admin list's status filter: one value of either axis ('refunded' also finds partly refunded orders;
 * 'unpaid' leaves out cancelled orders, which nobody will pay; 'claimed' is the UPI payments to confirm).
 */
function statusCondition(status: OrderFilter): SQL {
  switch (status) {
    case 'unpaid':
      return and(eq(orders.paymentStatus, 'unpaid'), ne(orders.fulfilmentStatus, 'cancelled')) as SQL;
    case 'refunded':
      return or(eq(orders.paymentStatus, 'refunded'), eq(orders.paymentStatus, 'partially_refunded')) as SQL;
    // UPI payments straight to the shop for the owner to look for in the bank account ('To confirm').
    case 'claimed':
      return eq(orders.paymentStatus, 'claimed');
    default:
      return eq(orders.fulfilmentStatus, status);
  }
}

/**
 * When a keyword matches many orders, the page is found by reading the orders newest first and testing
 * each against the index's matches; when it matches few, by fetching the matches and sorting them. Reading
 * one order in the list's order costs about a quarter of fetching and sorting one match (measured at
 * 200,000 orders), so the list reads in order while it expects to pass fewer than four times as many
 * orders as there are matches (docs/decisions/018-admin-lists.md).
 */
const READ_IN_ORDER_ADVANTAGE = 4;

function readsInOrder(matching: number, all: number, paging: Paging): boolean {
  if (matching === 0) return false;
  const ordersPassed = (paging.pageNumber * paging.pageSize * all) / matching;
  return ordersPassed < READ_IN_ORDER_ADVANTAGE * matching;
}

/**
 * Every order, newest first; the keyword is an order number, an order id or a piece of one, or pieces of the
 * buyer's name or e-mail (order-search.ts). The counts
 * of the matching orders are kept per version of the orders, so paging through 200,000 orders does not
 * count them again on every page (docs/decisions/018-admin-lists.md).
 */
export function listOrders(db: Db, query: Paging & { keyword?: string; status?: OrderFilter; buyer?: BuyerFilter }) {
  const keyword = query.keyword?.trim();
  const version = ordersVersion(db.$client);
  const counts = keptAnswers<number>(db.$client, 'order-counts');
  const countOf = (where: SQL | undefined, key: string) => {
    let n = counts.get(version, key);
    if (n === undefined) {
      n = countRows(db, orders, where);
      counts.set(version, key, n);
    }
    return n;
  };
  // A business buyer's orders (a B2B sale has the buyer's GSTIN), or a consumer's.
  const buyer = query.buyer === 'business' ? isNotNull(orders.buyerGstin) : query.buyer === 'consumer' ? isNull(orders.buyerGstin) : undefined;
  const status = and(query.status ? statusCondition(query.status) : undefined, buyer);
  const filters = [query.status ?? '', query.buyer ?? ''];
  const withStatus = countOf(status, JSON.stringify(['', ...filters]));
  let where = status;
  let total = withStatus;
  if (keyword) {
    // Orders not written by a checkout's group are indexed now (docs/decisions/063-order-search-per-group.md).
    indexNewOrders(db.$client);
    const matches = (asFilter: boolean) => and(orderKeywordMatches(keyword, { asFilter }), status) as SQL;
    total = countOf(matches(false), JSON.stringify([keyword, ...filters]));
    where = matches(readsInOrder(total, withStatus, query));
  }
  const { items, ...page } = pageOfRows(db, orders, { where, orderBy: [desc(orders.createdAt), desc(orders.id)], total }, query);
  return { orders: withParts(db, items), ...page };
}
