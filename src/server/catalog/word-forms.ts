/**
 * The forms of a word a search treats as the same word (docs/decisions/049-search-words.md): simple English
 * plurals fold both ways ("shoes" finds "shoe", "kurta" finds "kurtas", "batteries" finds "battery"). The
 * index keeps every word as written, so the forms are looked up side by side at search time; a form that
 * no product holds costs one look-up in the index and matches nothing.
 */

/** A word of the shopper's text: letters, digits and combining marks (a Devanagari vowel sign stays in its word). */
export const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Text holding Devanagari: searched with the nukta folded, offered the products' Hindi names. */
export const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * Devanagari's nukta (U+093C), which the text decomposed (NFD) holds for every letter written with it: the eight
 * nukta letters U+0958–U+095F decompose to their plain letter and U+093C. Shoppers often leave it out (फोन for
 * फ़ोन), so the index and every search drop it (migration 0041; docs/decisions/057-storefront-languages.md).
 */
const NUKTA = /\u093c/g;

/** `text` decomposed (NFD) with the nukta dropped: फ़ोन and फ़ोन (U+095E) are फोन. */
export function decomposedWithoutNukta(text: string): string {
  return text.normalize('NFD').replace(NUKTA, '');
}

/** `text` with the nukta dropped, composed again (NFC). */
export function withoutNukta(text: string): string {
  return decomposedWithoutNukta(text).normalize('NFC');
}

/**
 * An SQL expression's text folded as `withoutNukta` folds it: U+093C dropped and the eight nukta letters
 * U+0958–U+095F written as their plain ones, as migration 0041's triggers fold what the index holds. For
 * matching a shopper's text against the stored columns themselves (a piece that must appear literally).
 */
export function withoutNuktaSql(expression: string): string {
  let folded = `replace(${expression}, char(${0x093c}), '')`;
  for (let letter = 0x0958; letter <= 0x095f; letter++) {
    folded = `replace(${folded}, char(${letter}), char(${String.fromCodePoint(letter).normalize('NFD').codePointAt(0)}))`;
  }
  return folded;
}

/** Words ending in s that are not plurals of a word shoppers would mean instead. */
const NOT_PLURALS = new Set(['news', 'this', 'his', 'was', 'has', 'does', 'yes', 'always', 'plus', 'gas', 'bus', 'its', 'less', 'dress', 'glass', 'series', 'species']);

/**
 * A word as words are compared: lower case, accents of Latin letters removed ("Lakmé" is "lakme", as the
 * index's remove_diacritics has it), the nukta dropped as the index drops it, other scripts' marks kept (a
 * Devanagari vowel sign is part of the word).
 */
export function wordKey(word: string): string {
  return decomposedWithoutNukta(word)
    .replace(/(?<=[a-zA-Z])\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase();
}

/** The words of a text as keys, in order. */
export function wordsOf(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => wordKey(match[0]));
}

const foldable = (word: string) => /^[a-z]+$/.test(word) && word.length >= 3;

/** The singulars a word may be the plural of (none when it is not one). */
function singulars(word: string): string[] {
  if (!foldable(word) || word.length < 4 || NOT_PLURALS.has(word)) return [];
  if (word.endsWith('ies') && word.length > 4) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return [];
  if (/(?:[sxzo]|ch|sh)es$/.test(word)) return [word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  return [];
}

/** The plurals of a singular word. */
function plurals(word: string): string[] {
  if (!foldable(word)) return [];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/(?:[sxz]|ch|sh)$/.test(word)) return [`${word}es`];
  if (word.endsWith('o')) return [`${word}s`, `${word}es`];
  return [`${word}s`];
}

/** The word and the forms it folds with, the word first: "shoes" → shoes, shoe, …; "kurta" → kurta, kurtas. */
export function wordForms(word: string): string[] {
  const key = wordKey(word);
  const bases = singulars(key);
  const forms = bases.length ? [key, ...bases, ...bases.flatMap(plurals)] : [key, ...plurals(key)];
  return [...new Set(forms)];
}
