import { withoutNukta, WORD } from './word-forms.js';

/**
 * The shopper's search text as words, never as a query language (docs/decisions/012-search-index.md).
 *
 * The text is split at white space into pieces. The letters and digits of each piece are its words, which
 * go to the full-text index each quoted, so FTS5 syntax (`"`, `*`, `-`, `:`, `^`, AND, OR, NOT, NEAR,
 * parentheses) means nothing; only the last word is matched as a prefix ("basm" finds Basmati). A piece
 * that also holds other characters ("100%", "snake_case", "O'Neil", "e_c") must in addition appear
 * literally in the product's text (a LIKE with %, _ and \ escaped), so those characters neither break nor
 * widen a search.
 */

export interface SearchTerm {
  /** Lower-cased, without the nukta the index drops (withoutNukta). */
  word: string;
  /** Matches any word of the index starting with it. */
  prefix: boolean;
  /** A whole piece of its own (not part of "snake_case"): the kind of word a typo correction may replace. */
  plain: boolean;
  /** Which piece of the text it came from. */
  piece: number;
}

export interface SearchText {
  /** The text split at white space. */
  pieces: string[];
  /** What the full-text index must match, every term. */
  terms: SearchTerm[];
  /** Pieces holding characters other than letters and digits, which must appear literally. */
  literals: string[];
}

/**
 * A plain piece is one word, matched whole, or as a prefix when it is the last piece. In a piece with other
 * characters ("e_c", "O'Neil", "100%") only what is certain goes to the index: a word that starts the piece
 * may be the end of a longer word and is left to the literal match; a word that ends it may be the start of
 * one and is a prefix; a word between two other characters is whole. `followed`: the text as the start of a
 * longer search, its last plain piece whole like the others.
 */
export function parseSearchText(text: string, { followed = false }: { followed?: boolean } = {}): SearchText {
  const pieces = text.trim().split(/\s+/u).filter(Boolean);
  const terms: SearchTerm[] = [];
  const literals: string[] = [];
  pieces.forEach((piece, index) => {
    const isLast = index === pieces.length - 1 && !followed;
    const found = [...piece.matchAll(WORD)];
    if (found.length === 1 && found[0][0] === piece) {
      terms.push({ word: withoutNukta(piece).toLowerCase(), prefix: isLast, plain: true, piece: index });
      return;
    }
    literals.push(piece);
    for (const match of found) {
      const start = match.index;
      const end = start + match[0].length;
      if (start === 0) continue;
      terms.push({ word: withoutNukta(match[0]).toLowerCase(), prefix: end === piece.length, plain: false, piece: index });
    }
  });
  return { pieces, terms, literals };
}

/** A quoted FTS5 string: the only special character inside quotes is the quote itself, doubled. */
export function ftsString(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}
