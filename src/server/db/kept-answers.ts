import type Database from 'better-sqlite3';

/**
 * Every set of answers the shop keeps in memory between requests, with the most it keeps of each (per
 * database) and what empties it. One list, so the memory they may take is known and reviewed in one place
 * (docs/decisions/029-caches.md); `keptAnswers` accepts only these names.
 */
export const CACHES = {
  'product-pages': { capacity: 5000, holds: 'a published product with the reviews shoppers see, by id (its stock read again)', emptiedBy: 'catalog_version' },
  'product-list-summary': { capacity: 2000, holds: "a list filter's count, brand counts and corrected words", emptiedBy: 'catalog_version' },
  'product-list-page': { capacity: 1000, holds: 'one page of a product list, by filter, brands, sort and page (its stock read again)', emptiedBy: 'catalog_version' },
  'product-suggestions': { capacity: 2000, holds: "the search box's suggestions, by the text typed", emptiedBy: 'catalog_version' },
  'search-synonyms': { capacity: 1, holds: "the owner's synonym sets, ready for a search", emptiedBy: 'catalog_version' },
  categories: { capacity: 1, holds: "the owner's categories, their tree and their lookups", emptiedBy: 'catalog_version' },
  'order-counts': { capacity: 256, holds: "the admin order list's counts, by keyword and status", emptiedBy: 'orders_version' },
  dashboard: { capacity: 1, holds: "the dashboard's figures", emptiedBy: 'orders_version, catalog_version, stock_version and the Indian day' },
  'search-postings': {
    capacity: 20_000,
    // 4 bytes a rowid: at most 32 MB.
    maxWeight: 8_000_000,
    holds: 'the rowids of the products one group of search words matches, weighed by their number',
    emptiedBy: 'search_version',
  },
} as const satisfies Record<string, { capacity: number; maxWeight?: number; holds: string; emptiedBy: string }>;

export type CacheName = keyof typeof CACHES;

/**
 * A bounded map of answers computed from the data, emptied whenever the version they were made at moves
 * (a change counter, or several joined into a string): a shopper never sees a product list older than the
 * last change to any product, nor an admin a count older than the last change to an order.
 *
 * Inside a transaction nothing is read from it or kept in it. What a transaction reads includes its own
 * writes, which may yet be rolled back, and the change counter it reads may yet go back; an answer kept
 * then would outlive the rollback and be served as current once another change brings the counter to the
 * same number (docs/decisions/029-caches.md).
 */
export class KeptAnswers<T> {
  private readonly entries = new Map<string, T>();
  /** The keys of answers offered to be kept from their second ask (SeenKeys), made when first needed. */
  private asked: SeenKeys | undefined;
  /** The weight of each answer kept, when answers are weighed. */
  private readonly weights = new Map<string, number>();
  private weight = 0;
  private version: number | string = -1;

  /**
   * @param capacity The most answers kept.
   * @param maxWeight The most their weights (given to `set`) may add up to; an answer heavier than a quarter
   * of it is not kept, so one answer cannot empty the cache.
   */
  constructor(
    private readonly sqlite: Database.Database,
    readonly capacity: number,
    readonly maxWeight = Infinity,
  ) {}

  get(version: number | string, key: string): T | undefined {
    if (this.sqlite.inTransaction) return undefined;
    if (version !== this.version) {
      this.entries.clear();
      this.weights.clear();
      this.weight = 0;
      this.version = version;
      return undefined;
    }
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /**
   * Keeps the answer unless the version has moved since `get` or a transaction is open, the oldest going first
   * to make room. `keptFrom: 'second ask'`, for an answer cheap to make again: kept only when its key was
   * offered before (SeenKeys), so answers asked once and never again are not kept.
   */
  set(version: number | string, key: string, value: T, weight = 1, keptFrom: 'first ask' | 'second ask' = 'first ask'): void {
    if (version !== this.version || this.sqlite.inTransaction || weight > this.maxWeight / 4) return;
    if (keptFrom === 'second ask' && !(this.asked ??= new SeenKeys()).seenBefore(key)) return;
    this.forget(key);
    while (this.entries.size > 0 && (this.entries.size >= this.capacity || this.weight + weight > this.maxWeight)) this.forget(this.entries.keys().next().value as string);
    this.entries.set(key, value);
    this.weights.set(key, weight);
    this.weight += weight;
  }

  private forget(key: string): void {
    if (!this.entries.delete(key)) return;
    this.weight -= this.weights.get(key) ?? 0;
    this.weights.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The weights of the answers kept, added up. */
  get weighed(): number {
    return this.weight;
  }
}

/**
 * The keys offered lately, as 32-bit hashes in a table of SEEN_KEYS slots (256 KB), each key in the slot of
 * its hash's low bits. A key whose slot holds its hash was seen before; a key offered once is forgotten when
 * another takes its slot. A stream of searches each made once then leaves the kept answers alone: answered
 * and dropped young, instead of filling the cache, pushing out the answers asked again and again, and
 * growing the old generation the garbage collector must sweep
 * (docs/decisions/060-answers-kept-from-the-second-ask.md). Two keys with one hash are taken for one: the
 * second is then kept at its first ask, as every answer was before.
 */
const SEEN_KEYS = 1 << 16;

class SeenKeys {
  private readonly hashes = new Uint32Array(SEEN_KEYS);

  /** Whether the key was seen lately; remembers it either way. */
  seenBefore(key: string): boolean {
    const hash = fnv1a(key) || 1;
    const slot = hash & (SEEN_KEYS - 1);
    if (this.hashes[slot] === hash) return true;
    this.hashes[slot] = hash;
    return false;
  }
}

/** The 32-bit FNV-1a hash of a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const caches = new WeakMap<Database.Database, Map<CacheName, KeptAnswers<unknown>>>();

/** The kept answers called `name` of this database, made on first use with the capacity CACHES gives. */
export function keptAnswers<T>(sqlite: Database.Database, name: CacheName): KeptAnswers<T> {
  let byName = caches.get(sqlite);
  if (!byName) {
    byName = new Map();
    caches.set(sqlite, byName);
  }
  let cache = byName.get(name);
  if (!cache) {
    const entry: { capacity: number; maxWeight?: number } = CACHES[name];
    cache = new KeptAnswers<unknown>(sqlite, entry.capacity, entry.maxWeight);
    byName.set(name, cache);
  }
  return cache as KeptAnswers<T>;
}
