import { eq, or, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../../drizzle/schema.js';
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
