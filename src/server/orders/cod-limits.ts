/**
 * How much one shopper may hold without paying. A cash-on-delivery order takes stock off sale until it ships
 * and costs nothing to place, so an account or a delivery address may have only so many waiting to ship, and
 * only so many units of one product a day; unpaid online orders and unshipped COD orders together are
 * limited by MAX_UNPAID_ORDERS. Every check runs inside the order's immediate transaction (on the shop's one connection), so orders sent at
 * once cannot slip past together (docs/decisions/023-cod-limits-and-verified-reviews.md).
 */
import { orders } from '../../../drizzle/schema.js';
import type { Db } from '../db/database.js';
import { parameterList, prepared } from '../db/prepared-statements.js';
import { conflict } from '../errors.js';

/**
 * The delivery address as the limits compare it: the pincode, then the address line in lower case with every
 * run of spaces and punctuation made one space, so '12, MG Road' and '12 mg  road' are one address. The city
 * is left out (Bengaluru or Bangalore: the pincode already says where).
 */
export function addressKey(address: { pincode: string; address: string }): string {
  const line = address.address
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
  return `${address.pincode.trim()}|${line}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** India keeps one time zone, UTC+05:30, with no daylight saving. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Midnight in India (Asia/Kolkata) at the start of the day `now` falls in. */
export function indianDayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS);
}

export interface CodLimits {
  openPerAccount: number;
  openPerAddress: number;
  unitsPerProductPerDay: number;
}

/**
 * Who is ordering, as the limits count them: an account by its id; a guest (docs/decisions/038-guest-checkout.md)
 * by each of its e-mail, its mobile numbers and its client address, every one of them held to the limit.
 */
export type Orderer = { userId: string } | { email: string; phones: string[]; clientIp: string };

/**
 * A way an orderer is counted: the orders whose `column` holds `value`, found on that column's index. The
 * queries are written as SQL the shop keeps prepared: drizzle's builder made them again for every order
 * (docs/decisions/054-checkout-statements.md).
 */
interface Counted {
  column: CountedColumn;
  value: string;
}

/** The columns an orderer is counted by, each the start of an index of its own with the order's time. */
export const COUNTED_COLUMNS = ['user_id', 'user_email', 'phone', 'client_ip', 'address_key'] as const;
export type CountedColumn = (typeof COUNTED_COLUMNS)[number];

/** One way per thing the orderer is counted by, each on its own index. */
function ordererConditions(orderer: Orderer): Counted[] {
  if ('userId' in orderer) return [{ column: 'user_id', value: orderer.userId }];
  return [
    { column: 'user_email', value: orderer.email },
    ...[...new Set(orderer.phones)].map((phone): Counted => ({ column: 'phone', value: phone })),
    { column: 'client_ip', value: orderer.clientIp },
  ];
}

export interface CodRequest {
  orderer: Orderer;
  addressKey: string;
  /** The order's units per product (lines of one product added up), with the product's name for messages. */
  lines: { productId: string; name: string; qty: number }[];
  /** The shop takes online payments too: the refusals say so. */
  canPayOnline: boolean;
  now: Date;
}

/**
 * Counts the orders of one account or address (`who`, on its own index) that also match `status`. The
 * status columns are written `+column` so SQLite never reads them through their own indexes instead: those
 * hold every unshipped order of the shop.
 */
function countOrders(db: Db, who: Counted, status: string): number {
  return prepared(db.$client, `select count(*) from orders where ${who.column} = ? and ${status}`).pluck().get(who.value) as number;
}

const waitingToShip = `+payment_method = 'COD' and +fulfilment_status = 'unfulfilled'`;

/**
 * The lines of the orders whose `column` holds a value, placed since a time, cash on delivery and not
 * cancelled, for these products. Read from the orderer's index, then each order's lines: `+` keeps SQLite from
 * starting at the products' lines instead, which it chose when its statistics found an address or a client
 * address shared by many orders (a carrier's one address for thousands of phones). That read every line ever
 * ordered of the product, on every order: a best seller's whole history, growing with each sale
 * (docs/decisions/053-checkout-throughput.md).
 */
export function codUnitsSql(column: CountedColumn, productIds: readonly string[]): string {
  return `select order_items.product_id, order_items.qty from orders inner join order_items on order_items.order_id = orders.id
     where orders.${column} = ? and orders.created_at >= ? and orders.payment_method = ? and orders.fulfilment_status <> ?
       and +order_items.product_id in (${parameterList(productIds)})`;
}

/**
 * Units per product ordered cash on delivery since `since` by the orders of `who` (cancelled ones gave theirs
 * back). Added up here rather than by a GROUP BY: SQLite would build a temporary b-tree for each order placed,
 * which cost three times the rest of the query (docs/decisions/053-checkout-throughput.md).
 */
function codUnitsSince(db: Db, who: Counted, since: Date, productIds: string[]): Map<string, number> {
  const rows = prepared(db.$client, codUnitsSql(who.column, productIds))
    .raw()
    .all(who.value, orders.createdAt.mapToDriverValue(since), 'COD', 'cancelled', ...productIds) as [string, number][];
  const units = new Map<string, number>();
  for (const [productId, qty] of rows) units.set(productId, (units.get(productId) ?? 0) + qty);
  return units;
}

/** Refuses (409, nothing written) a cash-on-delivery order beyond the shop's limits. */
export function assertWithinCodLimits(db: Db, limits: CodLimits, request: CodRequest): void {
  const orPayOnline = request.canPayOnline ? ' or pay online' : '';
  const byOrderer = ordererConditions(request.orderer);
  const byAddress: Counted = { column: 'address_key', value: request.addressKey };

  if (byOrderer.some((byAccount) => countOrders(db, byAccount, waitingToShip) >= limits.openPerAccount)) {
    throw conflict(`You already have ${limits.openPerAccount} cash-on-delivery orders waiting to ship. Please wait for them to arrive${orPayOnline}.`);
  }
  if (countOrders(db, byAddress, waitingToShip) >= limits.openPerAddress) {
    throw conflict(`There are already ${limits.openPerAddress} cash-on-delivery orders waiting to ship to this address. Please wait for them to arrive${orPayOnline}.`);
  }

  const since = indianDayStart(request.now);
  const productIds = request.lines.map((line) => line.productId);
  const units = [...byOrderer, byAddress].map((where) => codUnitsSince(db, where, since, productIds));
  const cap = limits.unitsPerProductPerDay;
  for (const line of request.lines) {
    const taken = Math.max(...units.map((counted) => counted.get(line.productId) ?? 0));
    if (taken + line.qty <= cap) continue;
    const left = Math.max(0, cap - taken);
    const rest =
      left > 0
        ? `you can order ${left} more today by cash on delivery${request.canPayOnline ? ', or pay online' : ''}.`
        : `you cannot order more today by cash on delivery${request.canPayOnline ? ', but you can pay online' : ''}.`;
    throw conflict(`Cash on delivery is limited to ${cap} of ${line.name} a day for each customer and address: ${rest}`);
  }
}

/**
 * MAX_UNPAID_ORDERS: orders that hold stock with nothing paid, online orders waiting for payment (a UPI
 * payment the shop has still to confirm among them) and cash-on-delivery orders waiting to ship alike.
 */
export function assertUnpaidOrdersWithinLimit(db: Db, orderer: Orderer, maxUnpaidOrders: number): void {
  const unpaid = `+payment_status in ('unpaid', 'claimed') and +fulfilment_status = 'unfulfilled'`;
  if (ordererConditions(orderer).some((who) => countOrders(db, who, unpaid) >= maxUnpaidOrders)) {
    throw conflict(
      `You already have ${maxUnpaidOrders} unpaid orders (online orders waiting for payment or cash-on-delivery orders waiting to ship). Pay for one of them, or wait for one to ship, before placing another.`,
    );
  }
}
