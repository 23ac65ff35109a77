import type Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { searchVersion } from '../db/change-counters.js';
import { keptAnswers } from '../db/kept-answers.js';
import { prepared } from '../db/prepared-statements.js';

/** The rowids of the products something matches, ascending. */
export type Rowids = Int32Array | Float64Array;

/** Rowids read while a search waits: a group matching more is read by a worker thread. */
export const POSTINGS_CHUNK = 5_000;

/** A reader left with nothing to read stops after this long. */
const READER_IDLE_MS = 10_000;

function asRowids(found: number[]): Rowids {
  // Rowids are small positive numbers unless someone set them otherwise; then they are kept as doubles.
  const small = found.length === 0 || (found[0] >= -0x80000000 && found[found.length - 1] <= 0x7fffffff);
  return small ? Int32Array.from(found) : Float64Array.from(found);
}

/**
 * The worker thread reading long lists, each in one transaction with the searchable text's version it was
 * read at. Given as code rather than a file so that it runs alike from the sources (tsx, vitest) and the
 * build; better-sqlite3 is the shop's own, passed by path, and asRowids the same function as here.
 */
const READER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const asRowids = ${asRowids.toString()};
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
const version = db.prepare('select version from search_version where id = 1').pluck();
const rows = db.prepare('select rowid from products_fts where products_fts match ? order by rowid').pluck();
parentPort.on('message', (query) => {
  try {
    db.exec('begin');
    const read = { query, version: version.get(), rowids: null };
    const found = rows.all(query);
    db.exec('commit');
    if (found.length <= workerData.most) read.rowids = asRowids(found);
    parentPort.postMessage(read, read.rowids ? [read.rowids.buffer] : []);
  } catch (error) {
    if (db.inTransaction) db.exec('rollback');
    parentPort.postMessage({ query, version: -1, rowids: null });
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
  rowids: Rowids | null;
}

const readers = new WeakMap<Database.Database, Reader>();
/** Databases whose reader failed: their long lists are left to the index. */
const unreadable = new WeakSet<Database.Database>();
const driver = createRequire(import.meta.url).resolve('better-sqlite3');

function keep(sqlite: Database.Database, version: number, query: string, rowids: Rowids): Rowids {
  keptAnswers<Rowids>(sqlite, 'search-postings').set(version, query, rowids, rowids.byteLength / 4);
  return rowids;
}

function stopReader(sqlite: Database.Database, reader: Reader): void {
  clearTimeout(reader.idle);
  if (readers.get(sqlite) === reader) readers.delete(sqlite);
  void reader.worker.terminate();
}

function readerFor(sqlite: Database.Database): Reader {
  let reader = readers.get(sqlite);
  if (reader) return reader;
  const most = keptAnswers<Rowids>(sqlite, 'search-postings').maxWeight / 4;
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
    const kept = keptAnswers<Rowids>(sqlite, 'search-postings');
    const version = searchVersion(sqlite);
    if (read.rowids && read.version === version && !sqlite.inTransaction && kept.get(version, read.query) === undefined) keep(sqlite, version, read.query, read.rowids);
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
 * The rowids of the products one group of a search matches (a word's forms, its synonyms, the categories it
 * names: one FTS5 query), ascending, kept in memory until the searchable text of a product changes
 * (docs/decisions/050-search-postings.md). A stream of searches each asked for the first time is still made
 * of words asked before, and intersecting their kept lists takes microseconds where FTS5 takes milliseconds
 * to intersect a common word's list with a rare one's.
 *
 * Undefined while the group is read by the worker thread (it matches more than POSTINGS_CHUNK products:
 * reading a word in 150,000 products takes some 60 ms) or inside a transaction: the search then asks the
 * index.
 */
export function groupRowids(sqlite: Database.Database, query: string): Rowids | undefined {
  const version = searchVersion(sqlite);
  const kept = keptAnswers<Rowids>(sqlite, 'search-postings').get(version, query);
  if (kept || sqlite.inTransaction) return kept;
  if (readers.get(sqlite)?.waiting.has(query) || unreadable.has(sqlite)) return undefined;
  // A database in memory has no file for a second connection: it is read at once.
  const most = sqlite.memory ? '' : `limit ${POSTINGS_CHUNK + 1}`;
  const found = prepared(sqlite, `select rowid from products_fts where products_fts match ? order by rowid ${most}`).pluck().all(query) as number[];
  if (found.length <= POSTINGS_CHUNK || sqlite.memory) return keep(sqlite, version, query, asRowids(found));
  const reader = readerFor(sqlite);
  clearTimeout(reader.idle);
  reader.waiting.add(query);
  reader.worker.postMessage(query);
  return undefined;
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

/**
 * The rowids in every list, ascending, or undefined once more than `limit` are found. Walks the shortest
 * list and seeks each rowid in the others, so a rare word bounds the work.
 */
export function intersect(lists: readonly Rowids[], limit: number): number[] | undefined {
  if (lists.length === 0) return [];
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  const at = others.map(() => 0);
  const found: number[] = [];
  next: for (let i = 0; i < shortest.length; i++) {
    const rowid = shortest[i];
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
