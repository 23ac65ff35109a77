import { asc, count, eq, sql } from 'drizzle-orm';
import { searchSynonyms, type SearchSynonymRow } from '../../../drizzle/schema.js';
import { SYNONYM_SETS_MAX, SYNONYM_TERM_WORDS_MAX, type SynonymSet, type SynonymSetInput } from '../../shared/schemas/search.js';
import { catalogVersion } from '../db/change-counters.js';
import type { Db, Tx } from '../db/database.js';
import { keptAnswers } from '../db/kept-answers.js';
import { AppError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { wordForms, wordsOf } from './word-forms.js';

export const SYNONYMS_NOT_FOUND = 'Synonym set not found';

const toSynonymSet = (row: SearchSynonymRow): SynonymSet => ({
  _id: row.id,
  terms: JSON.parse(row.terms) as string[],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const termsError = (message: string) => new AppError('BAD_REQUEST', message, { issues: [{ path: 'terms', message }] });

/** The set as it is kept: each term trimmed with single spaces, no two the same words, none too long in words. */
function checkedTerms(input: SynonymSetInput): string[] {
  const seen = new Map<string, string>();
  const terms: string[] = [];
  for (const given of input.terms) {
    const term = given.trim().replace(/\s+/gu, ' ');
    const words = wordsOf(term);
    if (words.length > SYNONYM_TERM_WORDS_MAX) throw termsError(`'${term}' has more than ${SYNONYM_TERM_WORDS_MAX} words: give single words or short phrases`);
    const key = words.join(' ');
    const earlier = seen.get(key);
    if (earlier !== undefined) throw termsError(`'${term}' is the same as '${earlier}': give each word once`);
    seen.set(key, term);
    terms.push(term);
  }
  if (seen.size < 2) throw termsError('Give at least two words that mean the same');
  return terms;
}

/** A change to the words a search uses changes what lists hold: kept answers made before it are not served again. */
function searchChanged(tx: Tx): void {
  tx.run(sql`update catalog_version set version = version + 1 where id = 1`);
}

export function listSynonymSets(db: Db): SynonymSet[] {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id)).all().map(toSynonymSet);
}

export function createSynonymSet(db: Db, input: SynonymSetInput, now = new Date()): SynonymSet {
  const terms = checkedTerms(input);
  return db.transaction((tx) => {
    const sets = tx.select({ n: count() }).from(searchSynonyms).get()?.n ?? 0;
    if (sets >= SYNONYM_SETS_MAX) throw new AppError('CONFLICT', `A shop keeps at most ${SYNONYM_SETS_MAX} synonym sets: join or delete some first`);
    const row = { id: newId(), terms: JSON.stringify(terms), createdAt: now, updatedAt: now };
    tx.insert(searchSynonyms).values(row).run();
    searchChanged(tx);
    return toSynonymSet(row);
  });
}

export function updateSynonymSet(db: Db, id: string, input: SynonymSetInput, now = new Date()): SynonymSet {
  const terms = checkedTerms(input);
  return db.transaction((tx) => {
    const row = tx.update(searchSynonyms).set({ terms: JSON.stringify(terms), updatedAt: now }).where(eq(searchSynonyms.id, id)).returning().get();
    if (!row) throw notFound(SYNONYMS_NOT_FOUND);
    searchChanged(tx);
    return toSynonymSet(row);
  });
}

export function deleteSynonymSet(db: Db, id: string): void {
  db.transaction((tx) => {
    const row = tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id }).get();
    if (!row) throw notFound(SYNONYMS_NOT_FOUND);
    searchChanged(tx);
  });
}

/** A word or phrase of a set, as word keys. */
export type Phrase = readonly string[];

/**
 * The shop's synonym sets ready for a search, those sharing a word joined, each phrase found by any form of
 * its first word (docs/decisions/049-search-words.md).
 */
export class SynonymIndex {
  private readonly byFirstForm = new Map<string, { set: number; phrase: Phrase }[]>();
  /** The sets, each a list of phrases. */
  readonly sets: Phrase[][];
  /** The most words in any phrase. */
  readonly longest: number;
  /** The single words of every set, for typo correction: a shopper's misspelt "smartfone" becomes "smartphone". */
  readonly words: string[];

  constructor(termLists: readonly (readonly string[])[]) {
    this.sets = joinSharing(termLists.map((terms) => terms.map(wordsOf).filter((phrase) => phrase.length > 0)));
    let longest = 0;
    const words = new Set<string>();
    this.sets.forEach((phrases, set) => {
      for (const phrase of phrases) {
        longest = Math.max(longest, phrase.length);
        if (phrase.length === 1) words.add(phrase[0]);
        for (const form of wordForms(phrase[0])) {
          const entries = this.byFirstForm.get(form) ?? [];
          entries.push({ set, phrase });
          this.byFirstForm.set(form, entries);
        }
      }
    });
    this.longest = longest;
    this.words = [...words];
  }

  /**
   * The sets a run of the shopper's words starting at `start` names, with the number of words it takes (the
   * longest phrase wins). Words match when any of their forms do ("phones" names the set with "phone").
   */
  match(words: readonly string[], start: number): { sets: number[]; length: number } | undefined {
    const candidates = new Set(wordForms(words[start]).flatMap((form) => this.byFirstForm.get(form) ?? []));
    let best: { sets: Set<number>; length: number } | undefined;
    for (const { set, phrase } of candidates) {
      if (start + phrase.length > words.length) continue;
      const fits = phrase.every((word, i) => i === 0 || sameWord(word, words[start + i]));
      if (!fits) continue;
      if (!best || phrase.length > best.length) best = { sets: new Set([set]), length: phrase.length };
      else if (phrase.length === best.length) best.sets.add(set);
    }
    return best && { sets: [...best.sets], length: best.length };
  }
}

/**
 * The sets with those that share a word or phrase joined into one (a new set "jootey, shoes" finds all that
 * the set of shoes, footwear and joote finds), each phrase once.
 */
function joinSharing(sets: Phrase[][]): Phrase[][] {
  const parent = sets.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  const owner = new Map<string, number>();
  sets.forEach((phrases, set) => {
    for (const phrase of phrases) {
      const keys = phrase.length === 1 ? wordForms(phrase[0]) : [phrase.join(' ')];
      for (const key of keys) {
        const earlier = owner.get(key);
        if (earlier === undefined) owner.set(key, set);
        else parent[root(set)] = root(earlier);
      }
    }
  });
  const joined = new Map<number, Map<string, Phrase>>();
  sets.forEach((phrases, set) => {
    const into = joined.get(root(set)) ?? new Map<string, Phrase>();
    for (const phrase of phrases) into.set(phrase.join(' '), phrase);
    joined.set(root(set), into);
  });
  return [...joined.values()].map((phrases) => [...phrases.values()]);
}

/** Two words are the same word when one is a form of the other. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const forms = wordForms(a);
  return wordForms(b).some((form) => forms.includes(form));
}

/** The synonym sets, read once per catalogue version. */
export function synonymIndex(db: Db): SynonymIndex {
  const sqlite = db.$client;
  const version = catalogVersion(sqlite);
  const cache = keptAnswers<SynonymIndex>(sqlite, 'search-synonyms');
  let index = cache.get(version, '');
  if (!index) {
    index = new SynonymIndex(db.select({ terms: searchSynonyms.terms }).from(searchSynonyms).all().map((row) => JSON.parse(row.terms) as string[]));
    cache.set(version, '', index);
  }
  return index;
}
