import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ftsString } from '../catalog/search-text.js';
import { contains } from './like.js';

/**
 * Every piece of `keyword` (split at white space, in any order) appears somewhere in `columns`, ignoring
 * case: "sharma priya", "priya.sharma@gm", "p_iyer". Pieces of three characters or more go to the table's
 * trigram FTS index (`fts`, over the same columns), each as one quoted string, so no character is FTS
 * syntax; shorter ones are a literal LIKE over what the index found (or over every row, when nothing longer
 * was typed). docs/decisions/018-admin-lists.md.
 */
export function trigramMatches(table: SQLWrapper, fts: string, columns: SQLWrapper[], keyword: string): SQL {
  const pieces = keyword.split(/\s+/u).filter(Boolean);
  const indexed = pieces.filter((piece) => [...piece].length >= 3);
  const conditions: SQL[] = [];
  if (indexed.length) {
    const index = sql.identifier(fts);
    conditions.push(sql`${table}.rowid in (select rowid from ${index} where ${index} match ${indexed.map(ftsString).join(' ')})`);
  }
  for (const piece of pieces.filter((p) => !indexed.includes(p))) conditions.push(or(...columns.map((column) => contains(column, piece))) as SQL);
  return and(...conditions) as SQL;
}
