import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ftsString } from '../catalog/search-text.js';
import { contains } from './like.js';

/**
 * How much of a long piece is looked up in the index. Every trigram of a quoted piece is read from the
 * index, and the common ones ("gma", "com", "exa") are in nearly every row: a whole e-mail address costs
 * the index 15 ms at 200,000 orders, its first eight characters 1 ms. The rest of the piece is checked on
 * the rows found.
 */
const LOOKED_UP_CHARACTERS = 8;
const ASCII = /^[\x20-\x7e]+$/u;

export interface TrigramOptions {
  /**
   * Test each row against the index's matches rather than start from them: for a keyword that matches
   * many rows, reading the rows in the list's own order and stopping at the page beats fetching every
   * match and sorting it (docs/decisions/018-admin-lists.md). The caller decides, knowing the counts.
   */
  asFilter?: boolean;
}

/**
 * Every piece of `keyword` (split at white space, in any order) appears somewhere in `columns`, ignoring
 * case: "sharma priya", "priya.sharma@gm", "p_iyer". Pieces of three characters or more go to the table's
 * trigram FTS index (`fts`, over the same columns), each as one quoted string, so no character is FTS
 * syntax; shorter ones are a literal LIKE over what the index found (or over every row, when nothing longer
 * was typed). A long piece of plain ASCII (an e-mail address) is looked up by its first characters and
 * checked whole with LIKE, which folds case exactly as the index does for ASCII.
 * docs/decisions/018-admin-lists.md.
 */
export function trigramMatches(table: SQLWrapper, fts: string, columns: SQLWrapper[], keyword: string, options: TrigramOptions = {}): SQL {
  const pieces = keyword.split(/\s+/u).filter(Boolean);
  const indexed = pieces.filter((piece) => [...piece].length >= 3);
  const checked = pieces.filter((piece) => !indexed.includes(piece) || (piece.length > LOOKED_UP_CHARACTERS && ASCII.test(piece)));
  const conditions: SQL[] = [];
  if (indexed.length) {
    const index = sql.identifier(fts);
    const match = indexed.map((piece) => ftsString(ASCII.test(piece) ? piece.slice(0, LOOKED_UP_CHARACTERS) : piece)).join(' ');
    // A unary + keeps SQLite's planner from starting at the index's matches.
    const rowid = options.asFilter ? sql`+${table}.rowid` : sql`${table}.rowid`;
    conditions.push(sql`${rowid} in (select rowid from ${index} where ${index} match ${match})`);
  }
  for (const piece of checked) conditions.push(or(...columns.map((column) => contains(column, piece))) as SQL);
  return and(...conditions) as SQL;
}
