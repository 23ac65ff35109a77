import type { ProductSuggestion } from '../../shared/schemas/product.js';
import type { Db } from '../db/database.js';
import { catalogVersion } from '../db/change-counters.js';
import { categoryIndex } from '../categories/category-index.js';
import { keptAnswers } from '../db/kept-answers.js';
import { prepared } from '../db/prepared-statements.js';
import { NAMES, typedWordsQuery } from './search-plan.js';
import { parseSearchText } from './search-text.js';
import { DEVANAGARI, wordKey } from './word-forms.js';

export const MAX_SUGGESTIONS = 8;
/** Product names are looked up from two characters on: one letter matches too much to be of use. */
const MIN_PRODUCT_PREFIX = 2;
/** Names read from the index before the best are picked. */
const CANDIDATES = 40;

/**
 * Text as it is compared: lower case, Latin letters without their accents ("Lakmé" is "lakme"), other scripts'
 * marks kept: a Devanagari vowel sign is part of its word, and the index keeps it (wordKey).
 */
const fold = (text: string) => wordKey(text);

/**
 * What the header's search box offers while typing: the categories whose name starts with the text, then
 * names of published products holding every word typed (the last as a prefix, each also as its singular or
 * plural) in their name (English or Hindi), those
 * starting with the text first, then the shorter. Taken from the newest matches in the full-text index, so
 * the cost does not grow with the catalogue.
 */
export function suggestProducts(db: Db, text: string): ProductSuggestion[] {
  const sqlite = db.$client;
  const typed = fold(text.trim());
  if (!typed) return [];
  const version = catalogVersion(sqlite);
  const cache = keptAnswers<ProductSuggestion[]>(sqlite, 'product-suggestions');
  const cached = cache.get(version, typed);
  if (cached) return cached;

  const suggestions: ProductSuggestion[] = categoryIndex(db)
    .ordered.filter((category) => fold(category.name).startsWith(typed))
    .map((category) => ({ kind: 'category', label: category.name, category: category.name, slug: category.slug }));
  const { terms } = parseSearchText(typed);
  if (terms.length > 0 && typed.length >= MIN_PRODUCT_PREFIX) {
    const rows = prepared(
      sqlite,
      `select p.id, p.name, p.name_hi from products_fts join products p on p.rowid = products_fts.rowid
       where products_fts match ? and p.is_published = 1 order by products_fts.rowid desc limit ${CANDIDATES}`,
    )
      .raw()
      .all(`${NAMES} : (${typedWordsQuery(terms)})`) as [string, string, string][];
    // Text typed in Devanagari is offered the products' Hindi names, where they have one.
    const inHindi = DEVANAGARI.test(typed);
    const seen = new Set<string>();
    const ranked = rows
      .map(([id, english, hindi]) => {
        const name = inHindi && hindi ? hindi : english;
        return { id, name, starts: fold(name).startsWith(typed) };
      })
      .sort((a, b) => Number(b.starts) - Number(a.starts) || a.name.length - b.name.length || a.name.localeCompare(b.name));
    for (const row of ranked) {
      if (suggestions.length >= MAX_SUGGESTIONS) break;
      const key = row.name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      suggestions.push({ kind: 'product', label: row.name, productId: row.id });
    }
  }
  const result = suggestions.slice(0, MAX_SUGGESTIONS);
  cache.set(version, typed, result);
  return result;
}
