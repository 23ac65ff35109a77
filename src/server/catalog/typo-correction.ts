import type Database from 'better-sqlite3';

/**
 * Typo tolerance (docs/decisions/012-search-index.md): a word of the search that matches nothing is
 * replaced by the word of the catalogue's vocabulary closest to it, within edit distance 1 for words of
 * 5 to 8 letters and 2 for 9 or more (shorter words are never corrected: too many near neighbours). The
 * vocabulary is the full-text index's own list of terms (`products_fts_vocab`), read into memory grouped
 * by length and read again, at most every REFRESH_MS, once the catalogue has changed; a correction is
 * only a candidate, the search with it decides whether anything is found.
 */

const REFRESH_MS = 30_000;
export const MIN_CORRECTED_LENGTH = 5;

export function maxDistance(word: string): number {
  const length = [...word].length;
  if (length < MIN_CORRECTED_LENGTH) return 0;
  return length <= 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of neighbours), or
 * `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2] + 1);
      row.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length];
}

interface Vocabulary {
  /** Words of the catalogue by length, with the number of products holding each. */
  byLength: Map<number, { term: string; docs: number }[]>;
  version: number;
  loadedAt: number;
}

const vocabularies = new WeakMap<Database.Database, Vocabulary>();

function loadVocabulary(sqlite: Database.Database, version: number): Vocabulary {
  const byLength = new Map<number, { term: string; docs: number }[]>();
  const rows = sqlite.prepare(`select term, doc from products_fts_vocab where length(term) >= ${MIN_CORRECTED_LENGTH - 2}`).raw().iterate() as IterableIterator<
    [string, number]
  >;
  for (const [term, docs] of rows) {
    if (/\d/.test(term)) continue; // model numbers and sizes are not misspelt words
    const list = byLength.get(term.length) ?? [];
    list.push({ term, docs });
    byLength.set(term.length, list);
  }
  return { byLength, version, loadedAt: Date.now() };
}

function vocabularyOf(sqlite: Database.Database, version: number): Vocabulary {
  let vocabulary = vocabularies.get(sqlite);
  if (!vocabulary || (vocabulary.version !== version && Date.now() - vocabulary.loadedAt > REFRESH_MS)) {
    // Never kept from inside a transaction, whose words may yet be rolled back (docs/decisions/029-caches.md).
    if (sqlite.inTransaction) return vocabulary ?? loadVocabulary(sqlite, version);
    vocabulary = loadVocabulary(sqlite, version);
    vocabularies.set(sqlite, vocabulary);
  }
  return vocabulary;
}

/**
 * The catalogue's word closest to `word` within its allowed distance (the most common one on a tie), or
 * undefined when there is none or the word is too short or holds digits. `extra` words (the synonym sets')
 * are candidates too, behind a catalogue word as near.
 */
export function closestWord(sqlite: Database.Database, version: number, word: string, extra: readonly string[] = []): string | undefined {
  const limit = maxDistance(word);
  if (limit === 0 || /\d/.test(word)) return undefined;
  const vocabulary = vocabularyOf(sqlite, version);
  const extras = extra.filter((term) => Math.abs(term.length - word.length) <= limit).map((term) => ({ term, docs: 0 }));
  let best: { term: string; docs: number; distance: number } | undefined;
  for (let length = word.length - limit; length <= word.length + limit; length++) {
    for (const candidate of [...(vocabulary.byLength.get(length) ?? []), ...extras.filter((e) => e.term.length === length)]) {
      if (candidate.term === word) continue;
      const distance = editDistance(word, candidate.term, best ? Math.min(limit, best.distance) : limit);
      if (distance > limit) continue;
      if (!best || distance < best.distance || (distance === best.distance && candidate.docs > best.docs)) best = { ...candidate, distance };
    }
  }
  return best?.term;
}
