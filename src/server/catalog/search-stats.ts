import type Database from 'better-sqlite3';
import { SEARCH_STATS_DAYS, SEARCH_STATS_DAYS_MAX, type SearchCount, type SearchStats } from '../../shared/schemas/search.js';
import type { Db } from '../db/database.js';
import { prepared } from '../db/prepared-statements.js';
import { listProducts, type ProductQuery } from './list-products.js';
import { wordsOf } from './word-forms.js';

/**
 * The owner's search figures (docs/decisions/049-search-words.md): how often each search was made per day
 * and how often it found nothing, by its normalised words only. Counts gather in memory and are written
 * together at most every FLUSH_MS (and before they are read, and when the shop stops), so a busy storefront
 * does not write to the database per search; a crash loses at most those seconds of counts.
 */
const FLUSH_MS = 5_000;
/** Counts older than this many days are deleted as new ones are written. */
const KEEP_DAYS = SEARCH_STATS_DAYS_MAX;
/** Longest normalised search kept, in characters. */
const MAX_QUERY_LENGTH = 100;

const DAY_MS = 24 * 60 * 60 * 1000;
const indianDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
/** 'YYYY-MM-DD' in India of the moment given. */
const indianDay = (at: Date) => indianDate.format(at);

interface Pending {
  counts: Map<string, { day: string; query: string; searches: number; empty: number }>;
  timer: NodeJS.Timeout | undefined;
}

const pendingOf = new WeakMap<Database.Database, Pending>();

/**
 * The words of a search as they are counted: lower case, accents removed, single spaces; undefined for a
 * search that may hold personal data (an e-mail address, a phone or account number: seven digits or more
 * in a row) or has no words.
 */
export function normaliseSearch(keyword: string): string | undefined {
  if (keyword.includes('@')) return undefined;
  const query = wordsOf(keyword).join(' ').slice(0, MAX_QUERY_LENGTH).trim();
  if (!query || /\d{7,}/.test(query.replace(/ /g, ''))) return undefined;
  return query;
}

/**
 * Whether a list request is a shopper's search, counted once: a keyword, the first page, none of the filters
 * that narrow a search already made, not an admin's list with drafts, and a page of more than one product
 * (the phone's filter drawer asks for one product to count what its filters would show).
 */
export function isNewSearch(query: ProductQuery): boolean {
  const filtered =
    query.brand !== undefined ||
    query.option !== undefined ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    (query.rating !== undefined && query.rating > 0) ||
    query.inStock === true ||
    (query.sort !== undefined && query.sort !== 'relevance');
  return Boolean(query.keyword?.trim()) && (query.pageNumber ?? 1) === 1 && query.pageSize !== 1 && !filtered && !query.includeDrafts;
}

/** Counts a search made, and whether it found anything. */
export function countSearch(db: Db, keyword: string, found: boolean, now = new Date()): void {
  const query = normaliseSearch(keyword);
  if (!query) return;
  const sqlite = db.$client;
  let pending = pendingOf.get(sqlite);
  if (!pending) {
    pending = { counts: new Map(), timer: undefined };
    pendingOf.set(sqlite, pending);
  }
  const day = indianDay(now);
  const key = `${day} ${query}`;
  const count = pending.counts.get(key) ?? { day, query, searches: 0, empty: 0 };
  count.searches++;
  if (!found) count.empty++;
  pending.counts.set(key, count);
  if (!pending.timer) {
    pending.timer = setTimeout(() => {
      if (sqlite.open) flushSearchCounts(db);
    }, FLUSH_MS);
    pending.timer.unref();
  }
}

/** Writes the counts gathered so far, and deletes those older than KEEP_DAYS. */
export function flushSearchCounts(db: Db, now = new Date()): void {
  const sqlite = db.$client;
  const pending = pendingOf.get(sqlite);
  if (!pending) return;
  clearTimeout(pending.timer);
  pending.timer = undefined;
  if (pending.counts.size === 0) return;
  const counts = [...pending.counts.values()];
  pending.counts.clear();
  const add = prepared(
    sqlite,
    `insert into search_counts (day, query, searches, empty) values (?, ?, ?, ?)
     on conflict (day, query) do update set searches = searches + excluded.searches, empty = empty + excluded.empty`,
  );
  sqlite.transaction(() => {
    for (const count of counts) add.run(count.day, count.query, count.searches, count.empty);
    prepared(sqlite, 'delete from search_counts where day < ?').run(indianDay(new Date(now.getTime() - KEEP_DAYS * DAY_MS)));
  })();
}

/** The most made searches and those that found nothing over the last `days` days (today included). */
export function searchStats(db: Db, options: { days?: number; limit?: number } = {}, now = new Date()): SearchStats {
  flushSearchCounts(db, now);
  const days = options.days ?? SEARCH_STATS_DAYS;
  const limit = options.limit ?? 20;
  const to = indianDay(now);
  const from = indianDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const sqlite = db.$client;
  const read = (having: string, order: string) =>
    prepared(sqlite, `select query, sum(searches), sum(empty) from search_counts where day between ? and ? group by query ${having} order by ${order}, query limit ?`)
      .raw()
      .all(from, to, limit) as [string, number, number][];
  const findsNow = new Map<string, boolean>();
  const toCount = ([query, searches, empty]: [string, number, number]): SearchCount => {
    let finds = findsNow.get(query);
    if (finds === undefined) {
      finds = listProducts(db, { keyword: query, pageNumber: 1, pageSize: 1 }).total > 0;
      findsNow.set(query, finds);
    }
    return { query, searches, empty, findsNow: finds };
  };
  return {
    from,
    to,
    top: read('', 'sum(searches) desc').map(toCount),
    nothingFound: read('having sum(empty) > 0', 'sum(empty) desc, sum(searches) desc').map(toCount),
  };
}
