import type Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { searchVersion } from '../db/change-counters.js';
import { keptAnswers } from '../db/kept-answers.js';
import { prepared } from '../db/prepared-statements.js';

/** The rowids of the products something matches, ascending. */
export type Rowids = Int32Array | Float64Array;

/**
 * The same set as one bit per rowid, from rowid 0 to the largest it holds. Kept instead of the list when it
 * is smaller, that is when more than one rowid in 32 is in the set (a common word's 155,000 products of a
 * million: 125 KB instead of 620 KB), and a rowid is looked up in it at once instead of sought
 * (docs/decisions/050-search-postings.md).
 */
export class RowidBits {
  constructor(
    readonly words: Uint32Array,
    /** How many rowids it holds. */
    readonly length: number,
  ) {}

  has(rowid: number): boolean {
    return rowid >= 0 && rowid < this.words.length * 32 && (this.words[rowid >>> 5] & (1 << (rowid & 31))) !== 0;
  }

  get byteLength(): number {
    return this.words.byteLength;
  }
}

/** One group's products as kept: the list, or its bits when they take less room. */
export type Postings = Rowids | RowidBits;

/** Rowids read while a search waits: a group matching more is read by a worker thread. */
export const POSTINGS_CHUNK = 5_000;

/** A reader left with nothing to read stops after this long. */
const READER_IDLE_MS = 10_000;

/** Rowids found as kept: the list, or its bits (RowidBits) when they take less room. */
type Packed = { rowids: Rowids; bits: null; count: number } | { rowids: null; bits: Uint32Array; count: number };

/** Rowids found, ascending, in their smaller form. */
function packRowids(found: number[]): Packed {
  const count = found.length;
  const last = count === 0 ? 0 : found[count - 1];
  // Rowids are small positive numbers unless someone set them otherwise; then they are kept as doubles.
  const small = count === 0 || (found[0] >= -0x80000000 && last <= 0x7fffffff);
  if (!small) return { rowids: Float64Array.from(found), bits: null, count };
  if (count === 0 || found[0] < 0 || (last >>> 5) + 1 >= count) return { rowids: Int32Array.from(found), bits: null, count };
  const bits = new Uint32Array((last >>> 5) + 1);
  for (let i = 0; i < count; i++) bits[found[i] >>> 5] |= 1 << (found[i] & 31);
  return { rowids: null, bits, count };
}

const unpacked = (packed: Packed): Postings => (packed.bits === null ? packed.rowids : new RowidBits(packed.bits, packed.count));

/** Rowids found, ascending, as they are kept: the list, or its bits when they take less room. */
export const postingsOf = (found: number[]): Postings => unpacked(packRowids(found));

/**
 * The worker thread reading long lists, each in one transaction with the searchable text's version it was
 * read at. Given as code rather than a file so that it runs alike from the sources (tsx, vitest) and the
 * build; better-sqlite3 is the shop's own, passed by path, and packRowids the same function as here.
 */
const READER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const packRowids = ${packRowids.toString()};
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
const version = db.prepare('select version from search_version where id = 1').pluck();
const rows = db.prepare('select rowid from products_fts where products_fts match ? order by rowid').pluck();
parentPort.on('message', (query) => {
  try {
    db.exec('begin');
    const read = { query, version: version.get(), packed: null };
    const found = rows.all(query);
    db.exec('commit');
    const packed = packRowids(found);
    const array = packed.bits ?? packed.rowids;
    if (array.byteLength / 4 <= workerData.most) read.packed = packed;
    parentPort.postMessage(read, read.packed ? [array.buffer] : []);
  } catch (error) {
    if (db.inTransaction) db.exec('rollback');
    parentPort.postMessage({ query, version: -1, packed: null });
  }
});
`;

interface Reader {
  worker: Worker;
  /** The groups asked of it and not yet answered. */
  waiting: Set<string>;
  idle?: NodeJS.Timeout;
}

interface Read {
  query: string;
  version: number;
  /** Null: more than may be kept, or the read failed. */
  packed: Packed | null;
}

const readers = new WeakMap<Database.Database, Reader>();
/** Databases whose reader failed: their long lists are left to the index. */
const unreadable = new WeakSet<Database.Database>();
const driver = createRequire(import.meta.url).resolve('better-sqlite3');

function keep(sqlite: Database.Database, version: number, query: string, postings: Postings): Postings {
  keptAnswers<Postings>(sqlite, 'search-postings').set(version, query, postings, postings.byteLength / 4);
  return postings;
}

function stopReader(sqlite: Database.Database, reader: Reader): void {
  clearTimeout(reader.idle);
  if (readers.get(sqlite) === reader) readers.delete(sqlite);
  void reader.worker.terminate();
}

function readerFor(sqlite: Database.Database): Reader {
  let reader = readers.get(sqlite);
  if (reader) return reader;
  const most = keptAnswers<Postings>(sqlite, 'search-postings').maxWeight / 4;
  const worker = new Worker(READER_CODE, { eval: true, workerData: { driver, file: sqlite.name, most } });
  worker.unref();
  const started: Reader = { worker, waiting: new Set() };
  reader = started;
  worker.on('message', (read: Read) => {
    started.waiting.delete(read.query);
    if (!sqlite.open) {
      stopReader(sqlite, started);
      return;
    }
    // Kept only when the shop's own connection sees the text the list was read from.
    const kept = keptAnswers<Postings>(sqlite, 'search-postings');
    const version = searchVersion(sqlite);
    if (read.packed && read.version === version && !sqlite.inTransaction && kept.get(version, read.query) === undefined) keep(sqlite, version, read.query, unpacked(read.packed));
    if (started.waiting.size === 0) started.idle = setTimeout(() => started.waiting.size === 0 && stopReader(sqlite, started), READER_IDLE_MS).unref();
  });
  // A reader that fails leaves the searches needing long lists asking the index.
  worker.on('error', () => {
    unreadable.add(sqlite);
    stopReader(sqlite, started);
  });
  readers.set(sqlite, reader);
  return reader;
}

/**
 * The products one group of a search matches (a word's forms, its synonyms, the categories it names: one
 * FTS5 query), kept in memory until the searchable text of a product changes
 * (docs/decisions/050-search-postings.md). A stream of searches each asked for the first time is still made
 * of words asked before, and intersecting their kept lists takes microseconds where FTS5 takes milliseconds
 * to intersect a common word's list with a rare one's.
 *
 * Undefined while the group is read by the worker thread (it matches more than POSTINGS_CHUNK products:
 * reading a word in 150,000 products takes some 60 ms) or inside a transaction: the search then asks the
 * index.
 */
export function groupRowids(sqlite: Database.Database, query: string): Postings | undefined {
  const version = searchVersion(sqlite);
  const kept = keptAnswers<Postings>(sqlite, 'search-postings').get(version, query);
  if (kept || sqlite.inTransaction) return kept;
  if (readers.get(sqlite)?.waiting.has(query) || unreadable.has(sqlite)) return undefined;
  // A database in memory has no file for a second connection: it is read at once.
  const most = sqlite.memory ? '' : `limit ${POSTINGS_CHUNK + 1}`;
  const found = prepared(sqlite, `select rowid from products_fts where products_fts match ? order by rowid ${most}`).pluck().all(query) as number[];
  if (found.length <= POSTINGS_CHUNK || sqlite.memory) return keep(sqlite, version, query, postingsOf(found));
  readInBackground(sqlite, query);
  return undefined;
}

/**
 * Has the worker thread read a group that is not kept, without waiting for it: a word searched alone that
 * matches many products is likely to be searched again with others, and its list is then ready
 * (docs/decisions/050-search-postings.md).
 */
export function readInBackground(sqlite: Database.Database, query: string): void {
  if (sqlite.memory || sqlite.inTransaction || unreadable.has(sqlite) || readers.get(sqlite)?.waiting.has(query)) return;
  if (keptAnswers<Postings>(sqlite, 'search-postings').get(searchVersion(sqlite), query)) return;
  const reader = readerFor(sqlite);
  clearTimeout(reader.idle);
  reader.waiting.add(query);
  reader.worker.postMessage(query);
}

/** How many groups are being read by the worker thread. */
export function groupsBeingRead(sqlite: Database.Database): number {
  return readers.get(sqlite)?.waiting.size ?? 0;
}

/** The first position at or after `from` whose rowid is at least `rowid` (galloping, then halving). */
function seek(list: Rowids, rowid: number, from: number): number {
  let low = from;
  let high = from;
  let step = 1;
  while (high < list.length && list[high] < rowid) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  if (high > list.length) high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle] < rowid) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The rowids in every one of the sets, ascending, or undefined once more than `limit` are found. */
function intersectBits(sets: readonly RowidBits[], limit: number): number[] | undefined {
  const words = Math.min(...sets.map((set) => set.words.length));
  const found: number[] = [];
  for (let w = 0; w < words; w++) {
    let word = sets[0].words[w];
    for (let k = 1; k < sets.length && word !== 0; k++) word &= sets[k].words[w];
    while (word !== 0) {
      const lowest = word & -word;
      found.push(w * 32 + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
    if (found.length > limit) return undefined;
  }
  return found;
}

/**
 * The rowids in every group, ascending, or undefined once more than `limit` are found. Walks the shortest
 * list, looks each rowid up in the groups kept as bits and seeks it in the other lists, so a rare word bounds
 * the work; groups all kept as bits are joined word by word.
 */
export function intersect(groups: readonly Postings[], limit: number): number[] | undefined {
  if (groups.length === 0) return [];
  const byLength = (a: Postings, b: Postings) => a.length - b.length;
  const lists = groups.filter((group): group is Rowids => !(group instanceof RowidBits)).sort(byLength);
  const sets = groups.filter((group): group is RowidBits => group instanceof RowidBits).sort(byLength);
  if (lists.length === 0) return intersectBits(sets, limit);
  const [shortest, ...others] = lists;
  const at = others.map(() => 0);
  const found: number[] = [];
  next: for (let i = 0; i < shortest.length; i++) {
    const rowid = shortest[i];
    for (let k = 0; k < sets.length; k++) if (!sets[k].has(rowid)) continue next;
    for (let j = 0; j < others.length; j++) {
      const list = others[j];
      at[j] = seek(list, rowid, at[j]);
      if (at[j] === list.length) break next;
      if (list[at[j]] !== rowid) continue next;
    }
    found.push(rowid);
    if (found.length > limit) return undefined;
  }
  return found;
}
