import type { CategoryIndex } from '../categories/category-index.js';
import { ftsString, parseSearchText, type SearchTerm } from './search-text.js';
import type { SynonymIndex } from './synonyms.js';
import { decomposedWithoutNukta, wordForms, wordsOf } from './word-forms.js';

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
  /** Of those, the shopper's own words and their forms (no synonyms, no categories): ranked first in a name. */
  typed: Alternative[];
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

/** A phrase, its last word folding as a word does: "flip flop" finds "Flip-Flops". */
function phraseAlternatives(phrase: readonly string[]): Alternative[] {
  return wordForms(phrase[phrase.length - 1]).map((form) => ({ kind: 'phrase', words: [...phrase.slice(0, -1), form] }));
}

/** The words and phrases of the synonym sets named, each word with its forms. */
function synonymAlternatives(synonyms: SynonymIndex, sets: number[], typed: { word: string; prefix: boolean } | undefined): Alternative[] {
  const alternatives: Alternative[] = typed ? wordAlternatives(typed.word, typed.prefix) : [];
  for (const set of sets) {
    for (const phrase of synonyms.sets[set]) {
      if (phrase.length === 1) alternatives.push(...wordAlternatives(phrase[0], false));
      else alternatives.push(...phraseAlternatives(phrase));
    }
  }
  return alternatives;
}

/**
 * The shopper's text as groups to look up. Synonym sets are matched over whole pieces (a phrase may span
 * pieces, "t shirt", or sit in one, "t-shirt"); a piece a set names needs no literal match. Other words
 * keep the rules of search-text.ts (`followed`: the text as the start of a longer search, no word a prefix).
 */
export function planSearch(text: string, synonyms: SynonymIndex, categories: CategoryIndex, options: { followed?: boolean } = {}): SearchPlan {
  const { pieces, terms, literals } = parseSearchText(text, options);
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
    const typedPhrase = keys.slice(i, end + 1);
    groups.push({
      alternatives: synonymAlternatives(synonyms, found.sets, typed),
      typed: typed ? wordAlternatives(typed.word, typed.prefix) : phraseAlternatives(typedPhrase),
      pieces: covered,
      correctable: false,
    });
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
  return { alternatives, typed: alternatives, pieces: [term.piece], correctable: term.plain };
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

/** Alternatives as FTS5 syntax joined by OR. Every word quoted, so nothing the shopper typed is syntax. */
function anyOf(alternatives: readonly Alternative[]): string {
  const rendered = alternatives.map(renderAlternative);
  return rendered.length === 1 ? rendered[0] : `(${rendered.join(' OR ')})`;
}

/** One group as FTS5 syntax. */
export function groupQuery(group: SearchGroup): string {
  return anyOf(group.alternatives);
}

/** The FTS5 query every group of which must match, or undefined for none. */
export function matchQuery(groups: readonly SearchGroup[]): string | undefined {
  return groups.length ? groups.map(groupQuery).join(' AND ') : undefined;
}

/** Words as typed, each with its forms, all of which must match (the header's suggestions): FTS5 syntax. */
export function typedWordsQuery(terms: readonly { word: string; prefix: boolean }[]): string {
  return terms.map((term) => anyOf(wordAlternatives(term.word, term.prefix))).join(' AND ');
}

/** The index's columns that hold a product's name: in English, and in Hindi (docs/decisions/056-languages.md). */
export const NAMES = '{name name_hi}';

/**
 * The relevance tiers, best first (docs/decisions/049-search-words.md): the search in the name (either
 * language's) with the
 * shopper's own words (and their forms); in the name with synonyms and categories too; in name and brand;
 * in name, brand and category. A category alternative keeps its own column filter, so it matches only in
 * the tiers that hold the category. Tiers that would be the same search are given once.
 */
export function tierQueries(groups: readonly SearchGroup[], options: { distinct: boolean } = { distinct: true }): string[] {
  const all = matchQuery(groups);
  if (!all) return [];
  const typed = groups.map((group) => anyOf(group.typed)).join(' AND ');
  const tiers = [`${NAMES} : (${typed})`, `${NAMES} : (${all})`, `{name name_hi brand} : (${all})`, `{name name_hi brand category} : (${all})`];
  return options.distinct ? [...new Set(tiers)] : tiers;
}

/**
 * The words the full-text index makes of a text, as its tokenizer does (unicode61 remove_diacritics 2 with
 * the categories L* N* Co M*, migration 0037: accents of Latin letters dropped; letters, digits, private-use
 * characters and combining marks, Devanagari's vowel signs among them, kept; anything else separating words),
 * lower case, without the nukta the index's triggers drop (migration 0041). Used to rank a few matches
 * without asking the index again (rankTier); tests/server/search-tiers.test.ts holds it to the index's own
 * answers.
 */
export function indexTokens(text: string): string[] {
  return decomposedWithoutNukta(text)
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{Co}\p{M}]+/u)
    .filter(Boolean);
}

interface TokenAlternative {
  tokens: string[];
  prefix: boolean;
  categoryOnly: boolean;
}

const tokenAlternative = (alternative: Alternative): TokenAlternative => {
  switch (alternative.kind) {
    case 'word':
      return { tokens: indexTokens(alternative.word), prefix: alternative.prefix, categoryOnly: false };
    case 'phrase':
      return { tokens: indexTokens(alternative.words.join(' ')), prefix: false, categoryOnly: false };
    case 'category':
      return { tokens: indexTokens(alternative.id), prefix: false, categoryOnly: true };
  }
};

/** Does the phrase occur in the column's words (its last word as a prefix when it is one)? */
function holds(column: readonly string[], alternative: TokenAlternative): boolean {
  const { tokens, prefix } = alternative;
  if (tokens.length === 0) return false;
  for (let start = 0; start + tokens.length <= column.length; start++) {
    let all = true;
    for (let i = 0; i < tokens.length && all; i++) {
      const word = column[start + i];
      all = prefix && i === tokens.length - 1 ? word.startsWith(tokens[i]) : word === tokens[i];
    }
    if (all) return true;
  }
  return false;
}

/** A product's ranking columns, as the index holds them. */
export interface RankedText {
  name: string;
  /** The name in Hindi ('' for none): ranked as the name is. */
  nameHi: string;
  brand: string;
  /** The category column: the category's id. */
  category: string;
}

/** The groups ready for rankTier: each alternative as the index's words. */
export type TierPlan = { typed: TokenAlternative[]; alternatives: TokenAlternative[] }[];

export function tierPlan(groups: readonly SearchGroup[]): TierPlan {
  return groups.map((group) => ({ typed: group.typed.map(tokenAlternative), alternatives: group.alternatives.map(tokenAlternative) }));
}

/**
 * The relevance tier of a product the search matched, in tierQueries' order: 0 its name holds every word as
 * typed, 1 with synonyms and categories, 2 in name and brand, 3 in name, brand and category, 4 otherwise.
 * The same as asking the index tierQueries' questions, for a few products at a time.
 */
export function rankTier(plan: TierPlan, product: RankedText): number {
  const name = indexTokens(product.name);
  const nameHi = indexTokens(product.nameHi);
  const brand = indexTokens(product.brand);
  const category = indexTokens(product.category);
  const inColumns = (alternative: TokenAlternative, columns: readonly (readonly string[])[], withCategory: boolean) =>
    alternative.categoryOnly ? withCategory && holds(category, alternative) : columns.some((column) => holds(column, alternative));
  const every = (pick: 'typed' | 'alternatives', columns: readonly (readonly string[])[], withCategory: boolean) =>
    plan.every((group) => group[pick].some((alternative) => inColumns(alternative, columns, withCategory)));
  if (every('typed', [name, nameHi], false)) return 0;
  if (every('alternatives', [name, nameHi], false)) return 1;
  if (every('alternatives', [name, nameHi, brand], false)) return 2;
  if (every('alternatives', [name, nameHi, brand, category], true)) return 3;
  return 4;
}
