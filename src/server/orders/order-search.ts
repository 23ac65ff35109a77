import type Database from 'better-sqlite3';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../../drizzle/schema.js';
import { prepared } from '../db/prepared-statements.js';
import { trigramMatches, type TrigramOptions } from '../db/trigram-search.js';
import { ID_LENGTH } from '../ids.js';

/** The shortest piece of an id the admin search looks for inside ids: shorter ones would match at random. */
export const ID_FRAGMENT_MIN = 8;
/** Ids are lower-case hex (ids.ts): a keyword that could be a piece of one, in any case. */
const HEX = /^[0-9a-f]+$/i;

/**
 * The order numbers `keyword` could be: a number alone ('10001'), or a prefix and a number ('RS-10001'),
 * wherever the prefix ends (a prefix may hold digits: 'R2-10001'). The number is written without leading
 * zeros, so every candidate starts with a non-zero digit.
 */
function numberCandidates(keyword: string): number[] {
  const candidates: number[] = [];
  for (let start = keyword.length - 1; start >= 0 && /\d/.test(keyword[start]); start--) {
    const digits = keyword.slice(start);
    if (digits[0] !== '0' && Number.isSafeInteger(Number(digits))) candidates.push(Number(digits));
  }
  return candidates;
}

/**
 * The order's number: 'RS-10001' or 'rs-10001' as it was given (whatever the prefix is now), or the number
 * alone. Looked up in `orders_order_seq_unique`; the whole text is then compared with the order's number.
 * A subquery of rowids, so that SQLite can still answer the keyword's other forms from their own indexes
 * (an AND among ORs would make it read every order).
 */
function numberMatches(keyword: string): SQL | undefined {
  const candidates = numberCandidates(keyword);
  if (candidates.length === 0) return undefined;
  const asNumber = /^\d+$/.test(keyword) ? sql` or numbered.order_seq = ${Number(keyword)}` : sql``;
  return sql`${orders}.rowid in (select numbered.rowid from ${orders} as numbered where numbered.order_seq in (select value from json_each(${JSON.stringify(candidates)})) and (numbered.order_number = ${keyword} collate nocase${asNumber}))`;
}

/**
 * The order's id, whole or any piece of ID_FRAGMENT_MIN characters or more, in any case. Ids are stored in
 * lower case, so the keyword is lowered and compared exactly: the whole id through the primary key's index;
 * a piece by reading every id from the narrowest index that holds them (no index can find a piece in the
 * middle of a text), never the orders themselves. docs/decisions/032-order-numbers.md.
 */
function idMatches(keyword: string): SQL[] {
  const lower = keyword.toLowerCase();
  const terms = [eq(orders.id, keyword)];
  if (lower !== keyword) terms.push(eq(orders.id, lower));
  if (HEX.test(keyword) && keyword.length >= ID_FRAGMENT_MIN && keyword.length < ID_LENGTH) {
    terms.push(sql`${orders}.rowid in (select piece.rowid from ${orders} as piece where instr(piece.id, ${lower}) > 0)`);
  }
  return terms;
}

/**
 * The admin list's keyword: an order number, an order id or a piece of one, or pieces of the buyer's name or
 * e-mail (trigram-search.ts). Each form is tried only when the keyword can be it, so a name search reads
 * nothing but the trigram index.
 */
export function orderKeywordMatches(keyword: string, options: TrigramOptions = {}): SQL {
  const byNumber = numberMatches(keyword);
  return or(...idMatches(keyword), ...(byNumber ? [byNumber] : []), trigramMatches(orders, 'orders_fts', [orders.userName, orders.userEmail], keyword, options)) as SQL;
}

const ANY_NEW_ORDER = 'select 1 from orders_fts_pending limit 1';
// CROSS JOIN: the noted rowids first, each order then found by its rowid (never every order read for a few).
const INDEX_NEW_ORDERS = `insert into orders_fts (rowid, user_name, user_email)
  select o.rowid, o.user_name, o.user_email from orders_fts_pending p cross join orders o on o.rowid = p.order_rowid`;
const FORGET_NEW_ORDERS = 'delete from orders_fts_pending';

/**
 * Puts the orders written since the last call into the search index. The orders' insert trigger only notes them
 * (migration 0044): checkout calls this once for each group of orders it commits, and the admin's search
 * before it reads the index, for orders written any other way (docs/decisions/063-order-search-per-group.md).
 */
export function indexNewOrders(sqlite: Database.Database): void {
  if (!prepared(sqlite, ANY_NEW_ORDER).get()) return;
  const index = () => {
    prepared(sqlite, INDEX_NEW_ORDERS).run();
    prepared(sqlite, FORGET_NEW_ORDERS).run();
  };
  // Inside a group commit's transaction as it is; alone, in a transaction of its own.
  if (sqlite.inTransaction) index();
  else sqlite.transaction(index)();
}
