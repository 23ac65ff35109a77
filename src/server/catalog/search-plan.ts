import type { CategoryIndex } from '../categories/category-index.js';
import { ftsString, parseSearchText, type SearchTerm } from './search-text.js';
import type { SynonymIndex } from './synonyms.js';
import { wordForms, wordsOf } from './word-forms.js';

/**
 * What a search looks up in the full-text index (docs/decisions/049-search-words.md): one group per word
 * the shopper typed, or per run of words a synonym set names, every group required, each group matched by
 * any of its alternatives: the word's forms ("shoes", "shoe"), the words and phrases of the synonym sets it
 * names ("mobile", "smartphone", "t shirt"), and the categories whose name holds any of them (with the
 * categories inside those). Built from the shopper's text at search time, so a changed synonym set or
 * category name changes the next search.
 */

type Alternative = { kind: 'word'; word: string; prefix: boolean } | { kind: 'phrase'; words: readonly string[] } | { kind: 'category'; id: string };

export interface SearchGroup {
  alternatives: Alternative[];
  /** The pieces of the text it stands for. */
  pieces: number[];
  /** A piece that is one plain word, not named by a synonym set: the kind of word a typo correction may replace. */
  correctable: boolean;
}

export interface SearchPlan {
  /** The text split at white space. */
  pieces: string[];
  groups: SearchGroup[];
  /** Pieces holding characters other than letters and digits, which must appear literally. */
  literals: string[];
}

/** Words of category names that say nothing about what the category holds. */
const STOP_WORDS = new Set(['and', 'or', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'by', 'at']);
/** A typed prefix names the categories whose words start with it from this many letters on. */
const CATEGORY_PREFIX_MIN = 3;

interface CategoryWords {
  /** Each form of each word of a category name, to the categories it names (each with those inside it). */
  byForm: Map<string, Set<string>>;
  /** Each word of a category name, to the same, for typed prefixes. */
  byWord: Map<string, Set<string>>;
}

const categoryWordsOf = new WeakMap<CategoryIndex, CategoryWords>();

function categoryWords(categories: CategoryIndex): CategoryWords {
  let words = categoryWordsOf.get(categories);
  if (words) return words;
  words = { byForm: new Map(), byWord: new Map() };
  const add = (map: Map<string, Set<string>>, key: string, ids: string[]) => {
    const set = map.get(key) ?? new Set<string>();
    for (const id of ids) set.add(id);
    map.set(key, set);
  };
  for (const category of categories.ordered) {
    const family = categories.family(category.id);
    for (const word of wordsOf(category.name)) {
      if (word.length < 2 || STOP_WORDS.has(word)) continue;
      add(words.byWord, word, family);
      for (const form of wordForms(word)) add(words.byForm, form, family);
    }
  }
  categoryWordsOf.set(categories, words);
  return words;
}

/** The group's alternatives with the categories any of its words name added, each alternative once. */
function withCategories(alternatives: Alternative[], categories: CategoryWords): Alternative[] {
  const ids = new Set<string>();
  for (const alternative of alternatives) {
    if (alternative.kind !== 'word') continue;
    for (const id of categories.byForm.get(alternative.word) ?? []) ids.add(id);
    if (alternative.prefix && alternative.word.length >= CATEGORY_PREFIX_MIN) {
      for (const [word, named] of categories.byWord) if (word.startsWith(alternative.word)) for (const id of named) ids.add(id);
    }
  }
  const seen = new Set<string>();
  const unique: Alternative[] = [];
  for (const alternative of [...alternatives, ...[...ids].map((id): Alternative => ({ kind: 'category', id }))]) {
    const key = renderAlternative(alternative);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(alternative);
  }
  return unique;
}

/** A word the shopper typed: its forms, the typed one a prefix when it is the text's last word. */
function wordAlternatives(word: string, prefix: boolean): Alternative[] {
  return wordForms(word).map((form, i) => ({ kind: 'word', word: i === 0 ? word : form, prefix: i === 0 && prefix }));
}

/** The words and phrases of the synonym sets named, each word with its forms. */
function synonymAlternatives(synonyms: SynonymIndex, sets: number[], typed: { word: string; prefix: boolean } | undefined): Alternative[] {
  const alternatives: Alternative[] = typed ? wordAlternatives(typed.word, typed.prefix) : [];
  for (const set of sets) {
    for (const phrase of synonyms.sets[set]) {
      if (phrase.length === 1) alternatives.push(...wordAlternatives(phrase[0], false));
      // A phrase's last word folds as a word does: "flip flop" finds "Flip-Flops".
      else for (const form of wordForms(phrase[phrase.length - 1])) alternatives.push({ kind: 'phrase', words: [...phrase.slice(0, -1), form] });
    }
  }
  return alternatives;
}

/**
 * The shopper's text as groups to look up. Synonym sets are matched over whole pieces (a phrase may span
 * pieces, "t shirt", or sit in one, "t-shirt"); a piece a set names needs no literal match. Other words
 * keep the rules of search-text.ts.
 */
export function planSearch(text: string, synonyms: SynonymIndex, categories: CategoryIndex): SearchPlan {
  const { pieces, terms, literals } = parseSearchText(text);
  const named = new Set<number>();
  const groups: SearchGroup[] = [];
  const words = pieces.flatMap((piece, index) => wordsOf(piece).map((word, i, all) => ({ word, piece: index, first: i === 0, last: i === all.length - 1 })));
  const keys = words.map((entry) => entry.word);
  for (let i = 0; i < words.length; ) {
    const found = words[i].first ? synonyms.match(keys, i) : undefined;
    const end = found ? i + found.length - 1 : -1;
    if (!found || !words[end].last) {
      i++;
      continue;
    }
    const covered = [...new Set(words.slice(i, end + 1).map((entry) => entry.piece))];
    for (const piece of covered) named.add(piece);
    // The shopper's own word stays among the alternatives, a prefix when it is the text's last plain word.
    const own = terms.find((term) => term.plain && term.piece === words[i].piece);
    const typed = found.length !== 1 ? undefined : own ? { word: own.word, prefix: own.prefix } : { word: keys[i], prefix: false };
    groups.push({ alternatives: synonymAlternatives(synonyms, found.sets, typed), pieces: covered, correctable: false });
    i = end + 1;
  }
  const kept = terms.filter((term) => !named.has(term.piece));
  for (const term of kept) groups.push(termGroup(term));
  groups.sort((a, b) => a.pieces[0] - b.pieces[0]);
  const namedByCategories = categoryWords(categories);
  return {
    pieces,
    groups: groups.map((group) => ({ ...group, alternatives: withCategories(group.alternatives, namedByCategories) })),
    literals: literals.filter((literal) => !pieces.some((piece, index) => piece === literal && named.has(index))),
  };
}

function termGroup(term: SearchTerm): SearchGroup {
  // A word inside a piece with other characters ("o'neil") is matched as it is: the literal match decides.
  const alternatives: Alternative[] = term.plain ? wordAlternatives(term.word, term.prefix) : [{ kind: 'word', word: term.word, prefix: term.prefix }];
  return { alternatives, pieces: [term.piece], correctable: term.plain };
}

function renderAlternative(alternative: Alternative): string {
  switch (alternative.kind) {
    case 'word':
      return ftsString(alternative.word) + (alternative.prefix ? '*' : '');
    case 'phrase':
      return ftsString(alternative.words.join(' '));
    case 'category':
      return `category : ${ftsString(alternative.id)}`;
  }
}

/** One group as FTS5 syntax: its alternatives joined by OR. Every word quoted, so nothing the shopper typed is syntax. */
export function groupQuery(group: SearchGroup): string {
  const rendered = group.alternatives.map(renderAlternative);
  return rendered.length === 1 ? rendered[0] : `(${rendered.join(' OR ')})`;
}

/** The FTS5 query every group of which must match, or undefined for none. */
export function matchQuery(groups: readonly SearchGroup[]): string | undefined {
  return groups.length ? groups.map(groupQuery).join(' AND ') : undefined;
}

/** The same, in the product's name alone: the products ranked first (docs/decisions/049-search-words.md). */
export function nameQuery(groups: readonly SearchGroup[]): string | undefined {
  const all = matchQuery(groups);
  return all && `name : (${all})`;
}
