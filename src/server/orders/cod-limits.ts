/**
 * How much one shopper may hold without paying. A cash-on-delivery order takes stock off sale until it ships
 * and costs nothing to place, so an account or a delivery address may have only so many waiting to ship, and
 * only so many units of one product a day; unpaid online orders and unshipped COD orders together are
 * limited by MAX_UNPAID_ORDERS. Every check runs inside the order's immediate transaction, so orders sent at
 * once cannot slip past together (docs/decisions/023-cod-limits-and-verified-reviews.md).
 */
import { and, eq, gte, inArray, ne, sql, sum, type SQL } from 'drizzle-orm';
import { orderItems, orders } from '../../../drizzle/schema.js';
import type { Queryable } from '../db/database.js';
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

/** One condition per way the orderer is counted, each on its own index. */
export function ordererConditions(orderer: Orderer): SQL[] {
  if ('userId' in orderer) return [eq(orders.userId, orderer.userId)];
  return [eq(orders.userEmail, orderer.email), ...[...new Set(orderer.phones)].map((phone) => eq(orders.phone, phone)), eq(orders.clientIp, orderer.clientIp)];
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
 * Counts the orders of one account or address (`where`, on its own index) that also match `status`. The
 * status columns are written `+column` so SQLite never reads them through their own indexes instead: those
 * hold every unshipped order of the shop.
 */
function countOrders(tx: Queryable, where: SQL, status: SQL): number {
  return tx.get<{ n: number }>(sql`select count(*) as n from ${orders} where ${where} and ${status}`)?.n ?? 0;
}

const waitingToShip = sql`+${orders.paymentMethod} = 'COD' and +${orders.fulfilmentStatus} = 'unfulfilled'`;

/** Units per product ordered cash on delivery since `since` by the orders `where` picks (cancelled ones gave theirs back). */
function codUnitsSince(tx: Queryable, where: SQL, since: Date, productIds: string[]): Map<string, number> {
  const rows = tx
    .select({ productId: orderItems.productId, units: sum(orderItems.qty) })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(where, gte(orders.createdAt, since), eq(orders.paymentMethod, 'COD'), ne(orders.fulfilmentStatus, 'cancelled'), inArray(orderItems.productId, productIds)))
    .groupBy(orderItems.productId)
    .all();
  return new Map(rows.map((row) => [row.productId ?? '', Number(row.units ?? 0)]));
}

/** Refuses (409, nothing written) a cash-on-delivery order beyond the shop's limits. */
export function assertWithinCodLimits(tx: Queryable, limits: CodLimits, request: CodRequest): void {
  const orPayOnline = request.canPayOnline ? ' or pay online' : '';
  const byOrderer = ordererConditions(request.orderer);
  const byAddress = eq(orders.addressKey, request.addressKey);

  if (byOrderer.some((byAccount) => countOrders(tx, byAccount, waitingToShip) >= limits.openPerAccount)) {
    throw conflict(`You already have ${limits.openPerAccount} cash-on-delivery orders waiting to ship. Please wait for them to arrive${orPayOnline}.`);
  }
  if (countOrders(tx, byAddress, waitingToShip) >= limits.openPerAddress) {
    throw conflict(`There are already ${limits.openPerAddress} cash-on-delivery orders waiting to ship to this address. Please wait for them to arrive${orPayOnline}.`);
  }

  const since = indianDayStart(request.now);
  const productIds = request.lines.map((line) => line.productId);
  const units = [...byOrderer, byAddress].map((where) => codUnitsSince(tx, where, since, productIds));
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
 * MAX_UNPAID_ORDERS: orders that hold stock with nothing paid, online orders waiting for payment and
 * cash-on-delivery orders waiting to ship alike.
 */
export function assertUnpaidOrdersWithinLimit(tx: Queryable, orderer: Orderer, maxUnpaidOrders: number): void {
  const unpaid = sql`+${orders.paymentStatus} = 'unpaid' and +${orders.fulfilmentStatus} = 'unfulfilled'`;
  if (ordererConditions(orderer).some((where) => countOrders(tx, where, unpaid) >= maxUnpaidOrders)) {
    throw conflict(
      `You already have ${maxUnpaidOrders} unpaid orders (online orders waiting for payment or cash-on-delivery orders waiting to ship). Pay for one of them, or wait for one to ship, before placing another.`,
    );
  }
}
