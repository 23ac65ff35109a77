import type Database from 'better-sqlite3';
import { rupeesToPaise } from '../../shared/money.js';
import type { ProductSort } from '../../shared/constants.js';
import type { BrandCount, OptionFacet, ProductList, ProductSummary } from '../../shared/schemas/product.js';
import { categoryIndex, type CategoryIndex } from '../categories/category-index.js';
import { PRODUCT_ROWS, toProductSummary } from './product-view.js';
import type { Db } from '../db/database.js';
import type { Paging } from '../db/paging.js';
import { catalogVersion } from '../db/change-counters.js';
import { keptAnswers } from '../db/kept-answers.js';
import { parameterList, prepared } from '../db/prepared-statements.js';
import { containsPattern } from '../db/like.js';
import { groupQuery, matchQuery, planSearch, rankTier, tierPlan, tierQueries, type SearchPlan, type TierPlan } from './search-plan.js';
import { groupRowids, intersect, readInBackground } from './search-postings.js';
import { synonymIndex, type SynonymIndex } from './synonyms.js';
import { closestWord } from './typo-correction.js';
import { DEVANAGARI, withoutNukta, withoutNuktaSql } from './word-forms.js';
import { summariesWithStockNow } from './stock-now.js';

export interface ProductQuery extends Paging {
  keyword?: string;
  category?: string;
  /** One brand or several (any of them); brand counts are given whatever brands are chosen. */
  brand?: string | string[];
  /** Rupees, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** Minimum average rating. */
  rating?: number;
  inStock?: boolean;
  /** Relevance by default for a search, newest first otherwise. */
  sort?: ProductSort;
  /** Drafts are listed only for admins who ask for them. */
  includeDrafts?: boolean;
  /** Option filters, 'Size:M': products offering any of the values given of each option named. */
  option?: string | string[];
}

/** Option value counts are given only while at most this many products match (they are counted product by product). */
export const MAX_OPTION_FACET_PRODUCTS = 5_000;

/** Brand counts given with a list: the most common brands. */
export const MAX_BRAND_FACETS = 50;

/** Within a relevance tier, and for a sort by rating: the better rated, the more reviewed, the newer. */
const TIE_BREAK = 'p.rating desc, p.num_reviews desc, p.created_at desc, p.id desc';

/**
 * Relevance (docs/decisions/049-search-words.md): products whose name holds every word as typed first, then
 * with synonyms, then those whose name and brand do, then name, brand and category, then the rest (a word
 * only in the description); TIE_BREAK within each. Each tier is the search restricted to its columns
 * (tierQueries, one parameter each). FTS5's bm25 is not used: it counts every product holding each word of
 * the search to weigh the words, which a search with a common word pays in full even when a rare word
 * leaves two products to rank.
 */
function relevanceOrder(tiers: number): string {
  const cases = Array.from({ length: tiers }, (_, i) => `when p.rowid in (select rowid from products_fts where products_fts match ?) then ${i}`);
  return `case ${cases.join(' ')} else ${tiers} end, ${TIE_BREAK}`;
}

const ORDER: Record<ProductSort, string> = {
  // A search orders by relevanceOrder; a list without a search by newest.
  relevance: 'p.created_at desc, p.id desc',
  newest: 'p.created_at desc, p.id desc',
  price_asc: 'p.price_paise asc, p.created_at desc, p.id desc',
  price_desc: 'p.price_paise desc, p.created_at desc, p.id desc',
  rating: TIE_BREAK,
};

interface Filter {
  /** FROM clause. */
  from: string;
  /** WHERE terms other than the brand, with their parameters. */
  where: string[];
  params: unknown[];
  searching: boolean;
}

interface Summary {
  /** Products matching whatever their brand. */
  all: number;
  counts: Map<string, number>;
  /** The most common brands, for the filter. */
  brands: BrandCount[];
  /** Products per option value, whatever options are chosen. */
  options: OptionFacet[];
}

/** The option filters (`Size:M`) as (name, values) pairs, names matched in any letter case, in a stable order. */
function optionsOf(query: ProductQuery): [string, string[]][] {
  const given = query.option === undefined ? [] : Array.isArray(query.option) ? query.option : [query.option];
  const byName = new Map<string, { name: string; values: Set<string> }>();
  for (const filter of given) {
    const colon = filter.indexOf(':');
    const name = filter.slice(0, colon).trim();
    const value = filter.slice(colon + 1).trim();
    if (!name || !value) continue;
    const entry = byName.get(name.toLowerCase()) ?? { name, values: new Set<string>() };
    entry.values.add(value);
    byName.set(name.toLowerCase(), entry);
  }
  return [...byName]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, { name, values }]): [string, string[]] => [name, [...values].sort()]);
}

/** A product offers one of the values of the option (any letter case of the option's name). */
function optionTerm(values: readonly string[]): string {
  return `exists (select 1 from product_option_values o where o.product_id = p.id and o.name = ? collate nocase and o.value in (${parameterList(values)}))`;
}

function brandsOf(query: ProductQuery): string[] {
  const given = query.brand === undefined ? [] : Array.isArray(query.brand) ? query.brand : [query.brand];
  return [...new Set(given.map((b) => b.trim()).filter(Boolean))];
}

/** The query with its category resolved: the ids of the category named and of those inside it (none: it names no category). */
type ScopedQuery = ProductQuery & { categoryIds?: string[] };

/** What a list searches for: the full-text query (none: not searching) and the pieces that must appear literally. */
interface Searched {
  match: string | undefined;
  /** Each group of the match on its own (every one must match). */
  groups: string[];
  /** The match in the name, in name and brand, and in name, brand and category, for ranking. */
  tiers: string[];
  /** The same for ranking a few products without the index (rankTier). */
  tierPlan: TierPlan;
  literals: string[];
  /**
   * The products the match finds, when they are few (FEW_MATCHES): a JSON array of rowids the counts, the
   * filters and the ranking then work from, the index read once (docs/decisions/049-search-words.md).
   */
  rowids?: string;
}

/**
 * A search matching at most this many products is counted, filtered and ranked from their rowids: the
 * index is read once, not once per count, facet and page (each read of a search with common words costs
 * milliseconds at a million products).
 */
const FEW_MATCHES = 1000;

const searchedBy = (plan: SearchPlan): Searched => ({
  match: matchQuery(plan.groups),
  groups: plan.groups.map(groupQuery),
  tiers: tierQueries(plan.groups),
  tierPlan: tierPlan(plan.groups),
  literals: plan.literals,
});

/**
 * The search with the products it matches, when they are few. Several groups are intersected from their
 * kept rowids (search-postings.ts) once each group's are kept; until then, and for one group, the index is
 * read. One group that matches many products is read in the background for the searches that will combine
 * it with other words: as searched (its last word a prefix, as when other words come before it) and as
 * `followed` gives it (whole words, as when other words come after it).
 */
function withFewMatches(sqlite: Database.Database, searched: Searched, followed?: () => readonly string[]): Searched {
  if (searched.match === undefined) return searched;
  const lists = searched.groups.length > 1 ? searched.groups.map((group) => groupRowids(sqlite, group)) : [];
  const rowids = lists.length > 0 && lists.every((list) => list !== undefined)
    ? intersect(lists, FEW_MATCHES)
    : (prepared(sqlite, `select rowid from products_fts where products_fts match ? limit ${FEW_MATCHES + 1}`).pluck().all(searched.match) as number[]);
  if (searched.groups.length === 1 && rowids !== undefined && rowids.length > FEW_MATCHES) {
    readInBackground(sqlite, searched.groups[0]);
    for (const group of followed?.() ?? []) readInBackground(sqlite, group);
  }
  return rowids === undefined || rowids.length > FEW_MATCHES ? searched : { ...searched, rowids: JSON.stringify(rowids) };
}

/** The text a piece that must appear literally is looked for in: every searched column, the Hindi ones too. */
const LITERAL_TEXT = `(p.name || ' ' || p.brand || ' ' || p.category || ' ' || p.description || ' ' || p.name_hi || ' ' || p.description_hi)`;

function buildFilter(query: ScopedQuery, searched: Searched): Filter {
  const where: string[] = [];
  const params: unknown[] = [];
  const { match, literals, rowids } = searched;
  const searching = match !== undefined;
  if (rowids !== undefined) {
    where.push('p.rowid in (select value from json_each(?))');
    params.push(rowids);
  } else if (searching) {
    where.push('products_fts match ?');
    params.push(match);
  }
  // A literal 1 (not a parameter) lets SQLite use the partial indexes of published products.
  if (!query.includeDrafts) where.push('p.is_published = 1');
  for (const literal of literals) {
    // A Devanagari piece is matched with the nukta folded on both sides, as its words are (word-forms.ts).
    const devanagari = DEVANAGARI.test(literal);
    where.push(`${devanagari ? withoutNuktaSql(LITERAL_TEXT) : LITERAL_TEXT} like ? escape '\\'`);
    params.push(containsPattern(devanagari ? withoutNukta(literal) : literal));
  }
  if (query.categoryIds) {
    const ids = query.categoryIds;
    // An unknown category matches nothing rather than being ignored. One category is an equality, so the
    // category indexes also give the order.
    if (ids.length === 0) where.push('0');
    else where.push(ids.length === 1 ? 'p.category = ?' : `p.category in (${parameterList(ids)})`);
    params.push(...ids);
  }
  if (query.minPrice !== undefined) {
    where.push('p.price_paise >= ?');
    params.push(rupeesToPaise(query.minPrice));
  }
  if (query.maxPrice !== undefined) {
    where.push('p.price_paise <= ?');
    params.push(rupeesToPaise(query.maxPrice));
  }
  if (query.rating !== undefined && query.rating > 0) {
    where.push('p.rating >= ?');
    params.push(query.rating);
  }
  if (query.inStock) where.push('p.count_in_stock > 0');
  const from = searching && rowids === undefined ? 'products_fts join products p on p.rowid = products_fts.rowid' : 'products p';
  return { from, where, params, searching };
}

function whereClause(terms: string[]): string {
  return terms.length ? `where ${terms.join(' and ')}` : '';
}

function brandTerm(brands: string[]): string {
  return `p.brand in (${parameterList(brands)})`;
}

/**
 * The number of products matching, per brand, without the brand filter (so other brands can still be chosen),
 * and per option value without the option filters, while few enough match to count them.
 */
function summarize(sqlite: Database.Database, filter: Filter, options: [string, string[]][]): Summary {
  const optioned = withOptions(filter, options);
  const rows = prepared(sqlite, `select p.brand, count(*) from ${optioned.from} ${whereClause(optioned.where)} group by p.brand`)
    .raw()
    .all(...optioned.params) as [string, number][];
  let all = 0;
  for (const [, count] of rows) all += count;
  rows.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // Without option filters the products counted are those the option values are counted over.
  const matching = options.length === 0 ? all : undefined;
  return { all, counts: new Map(rows), brands: rows.slice(0, MAX_BRAND_FACETS).map(([brand, count]) => ({ brand, count })), options: optionFacets(sqlite, filter, matching) };
}

function withOptions(filter: Filter, options: [string, string[]][]): Filter {
  if (options.length === 0) return filter;
  return { ...filter, where: [...filter.where, ...options.map(([, values]) => optionTerm(values))], params: [...filter.params, ...options.flatMap(([name, values]) => [name, ...values])] };
}

/** Products per option value among those the filter matches (the option filters left out), options with most products first. */
function optionFacets(sqlite: Database.Database, filter: Filter, counted: number | undefined): OptionFacet[] {
  const matching =
    counted ??
    (prepared(sqlite, `select count(*) from (select 1 from ${filter.from} ${whereClause(filter.where)} limit ${MAX_OPTION_FACET_PRODUCTS + 1})`)
      .pluck()
      .get(...filter.params) as number);
  if (matching === 0 || matching > MAX_OPTION_FACET_PRODUCTS) return [];
  const rows = prepared(
    sqlite,
    `select o.name, o.value, count(*) from ${filter.from} join product_option_values o on o.product_id = p.id ${whereClause(filter.where)} group by o.name, o.value`,
  )
    .raw()
    .all(...filter.params) as [string, string, number][];
  const byName = new Map<string, { value: string; count: number }[]>();
  for (const [name, value, count] of rows) {
    const values = byName.get(name) ?? [];
    values.push({ value, count });
    byName.set(name, values);
  }
  const total = (values: { count: number }[]) => values.reduce((sum, v) => sum + v.count, 0);
  return [...byName]
    .map(([name, values]) => ({ name, values: values.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1)) }))
    .sort((a, b) => total(b.values) - total(a.values) || (a.name < b.name ? -1 : 1));
}

function totalOf(summary: Summary, brands: string[]): number {
  if (brands.length === 0) return summary.all;
  return brands.reduce((sum, brand) => sum + (summary.counts.get(brand) ?? 0), 0);
}

function pageRows(
  sqlite: Database.Database,
  categories: CategoryIndex,
  unoptioned: Filter,
  searched: Searched,
  options: [string, string[]][],
  brands: string[],
  sort: ProductSort,
  paging: Paging,
): ProductSummary[] {
  const filter = withOptions(unoptioned, options);
  const terms = brands.length ? [...filter.where, brandTerm(brands)] : filter.where;
  const bySearch = sort === 'relevance' && filter.searching;
  const offset = (paging.pageNumber - 1) * paging.pageSize;
  let rows: unknown[][];
  if (bySearch && searched.rowids !== undefined) {
    // A few matches: ranked here, in the tie-break's order within each tier, then the page's rows read.
    const ranked = prepared(sqlite, `select p.rowid, p.name, p.name_hi, p.brand, p.category from ${filter.from} ${whereClause(terms)} order by ${TIE_BREAK}`)
      .raw()
      .all(...filter.params, ...brands) as [number, string, string, string, string][];
    const page = ranked
      .map(([rowid, name, nameHi, brand, category], position) => ({ rowid, position, tier: rankTier(searched.tierPlan, { name, nameHi, brand, category }) }))
      .sort((a, b) => a.tier - b.tier || a.position - b.position)
      .slice(offset, offset + paging.pageSize)
      .map((entry) => entry.rowid);
    const byRowid = new Map(
      (prepared(sqlite, `select p.rowid, ${PRODUCT_ROWS.columns} from products p where p.rowid in (select value from json_each(?))`).raw().all(JSON.stringify(page)) as unknown[][]).map(
        (raw) => [raw[0] as number, raw.slice(1)],
      ),
    );
    rows = page.map((rowid) => byRowid.get(rowid)).filter((raw): raw is unknown[] => raw !== undefined);
  } else {
    const order = bySearch ? relevanceOrder(searched.tiers.length) : ORDER[sort === 'relevance' && !filter.searching ? 'newest' : sort];
    const statement = prepared(sqlite, `select ${PRODUCT_ROWS.columns} from ${filter.from} ${whereClause(terms)} order by ${order} limit ? offset ?`);
    const orderParams = bySearch ? searched.tiers : [];
    rows = statement.raw().all(...filter.params, ...brands, ...orderParams, paging.pageSize, offset) as unknown[][];
  }
  return rows.map((raw) => {
    const row = PRODUCT_ROWS.read(raw);
    return toProductSummary(row, categories.nameOf(row.category));
  });
}

/** Does the group match any product at all? */
/** Whether each group of a search matches anything, asked once per search (the typo step, then the nearby search). */
type GroupMatches = (group: SearchPlan['groups'][number]) => boolean;

function groupMatcher(sqlite: Database.Database): GroupMatches {
  const known = new Map<string, boolean>();
  return (group) => {
    const query = groupQuery(group);
    let matches = known.get(query);
    if (matches === undefined) {
      matches = prepared(sqlite, 'select 1 from products_fts where products_fts match ? limit 1').get(query) !== undefined;
      known.set(query, matches);
    }
    return matches;
  };
}

/** Does anything published match the search and the filters? */
function anyMatch(sqlite: Database.Database, query: ScopedQuery, plan: SearchPlan): boolean {
  const filter = buildFilter({ ...query, includeDrafts: false }, searchedBy(plan));
  return prepared(sqlite, `select 1 from ${filter.from} ${whereClause(filter.where)} limit 1`).get(...filter.params) !== undefined;
}

/**
 * The pieces with each plain word that matches nothing replaced by the closest word of the catalogue or of
 * the synonym sets, or undefined when none was.
 */
function correctPieces(groupMatches: GroupMatches, sqlite: Database.Database, version: number, synonyms: SynonymIndex, plan: SearchPlan): string[] | undefined {
  let changed = false;
  const pieces = [...plan.pieces];
  for (const group of plan.groups) {
    if (!group.correctable || groupMatches(group)) continue;
    const piece = group.pieces[0];
    const closest = closestWord(sqlite, version, plan.pieces[piece].toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''), synonyms.words);
    if (!closest) continue;
    changed = true;
    pieces[piece] = closest;
  }
  return changed ? pieces : undefined;
}

/**
 * Pieces of a search to try when it finds nothing, each costing at most one more look-up: without the words
 * that match nothing; when every word matches something but not together, the last word alone (in English
 * the thing itself: "purple lipstick" → "lipstick").
 */
function nearbyPieces(groupMatches: GroupMatches, plan: SearchPlan): string[] | undefined {
  const unmatched = new Set(plan.groups.filter((group) => !groupMatches(group)).flatMap((group) => group.pieces));
  if (unmatched.size > 0) return unmatched.size < plan.pieces.length ? plan.pieces.filter((_, i) => !unmatched.has(i)) : undefined;
  return plan.pieces.length > 1 ? plan.pieces.slice(-1) : undefined;
}

interface Resolved extends Summary {
  /** What was searched for: the shopper's words, or their correction. */
  searched: Searched;
  correctedKeyword: string | null;
  nearestKeyword: string | null;
}

/**
 * A search that matched few products (their rowids in hand) is answered again in a fraction of a millisecond,
 * and most such searches are made once: kept from their second ask. A list over many products (a category,
 * a common word) costs milliseconds to count: kept at once (docs/decisions/060-answers-kept-from-the-second-ask.md).
 */
const keptFrom = (resolved: Resolved) => (resolved.searched.rowids !== undefined ? 'second ask' : 'first ask');

const resolvedCache = (sqlite: Database.Database) => keptAnswers<Resolved>(sqlite, 'product-list-summary');
const pageCache = (sqlite: Database.Database) => keptAnswers<ProductSummary[]>(sqlite, 'product-list-page');

/**
 * What the keyword and filters match: the count, brand counts and what was searched (corrected if needed);
 * when nothing is found, the nearest search that finds something.
 */
function resolve(db: Db, version: number, query: ScopedQuery, keyword: string, options: [string, string[]][]): Resolved {
  const sqlite = db.$client;
  const synonyms = synonymIndex(db);
  const categories = categoryIndex(db);
  const plan = planSearch(keyword, synonyms, categories);
  const searched = withFewMatches(sqlite, searchedBy(plan), () => planSearch(keyword, synonyms, categories, { followed: true }).groups.map(groupQuery));
  const summary = summarize(sqlite, buildFilter(query, searched), options);
  if (summary.all > 0 || plan.groups.length === 0) return { ...summary, searched, correctedKeyword: null, nearestKeyword: null };
  let tried = plan;
  const groupMatches = groupMatcher(sqlite);
  const corrected = correctPieces(groupMatches, sqlite, version, synonyms, plan);
  if (corrected) {
    const correctedPlan = planSearch(corrected.join(' '), synonyms, categories);
    const correctedSearch = withFewMatches(sqlite, searchedBy(correctedPlan));
    const correctedSummary = summarize(sqlite, buildFilter(query, correctedSearch), options);
    if (correctedSummary.all > 0) return { ...correctedSummary, searched: correctedSearch, correctedKeyword: corrected.join(' '), nearestKeyword: null };
    tried = correctedPlan;
  }
  const nearby = nearbyPieces(groupMatches, tried);
  const nearestKeyword = nearby && anyMatch(sqlite, query, planSearch(nearby.join(' '), synonyms, categories)) ? nearby.join(' ') : null;
  return { ...summary, searched, correctedKeyword: null, nearestKeyword };
}

/**
 * The storefront's product list and search (docs/decisions/012-search-index.md, 049-search-words.md): every
 * word of the keyword (or one of its forms, a synonym, a category it names) must match name, brand,
 * category or description in any order, the last as a prefix, ranked by the columns that hold every word
 * (RELEVANCE); a word matching nothing is corrected to the nearest catalogue word and the corrected search
 * returned with `correctedKeyword`, and a search that still finds nothing offers `nearestKeyword`. Filters
 * narrow the list; brand counts come with it. Answers are cached until the next change to any product (a sale
 * that leaves a product on the same side of zero is not one; the stock of a kept page is read again).
 */
export function listProducts(db: Db, given: ProductQuery): ProductList {
  const sqlite = db.$client;
  const version = catalogVersion(sqlite);
  const categories = categoryIndex(db);
  const named = given.category?.trim() ? categories.find(given.category) : undefined;
  const query: ScopedQuery = given.category?.trim() ? { ...given, categoryIds: named ? categories.family(named.id) : [] } : given;
  const brands = brandsOf(query);
  const keyword = query.keyword?.trim() ?? '';
  const sort: ProductSort = query.sort ?? (keyword ? 'relevance' : 'newest');
  const options = optionsOf(query);
  const filterKey = JSON.stringify([keyword, query.categoryIds, query.minPrice, query.maxPrice, query.rating, !!query.inStock, !!query.includeDrafts, options]);
  const pageKey = JSON.stringify([filterKey, brands, sort, query.pageNumber, query.pageSize]);

  let resolved = resolvedCache(sqlite).get(version, filterKey);
  if (!resolved) {
    resolved = resolve(db, version, query, keyword, options);
    resolvedCache(sqlite).set(version, filterKey, resolved, 1, keptFrom(resolved));
  }
  const total = totalOf(resolved, brands);
  // A kept page's stock is read again: a sale does not move the counter (migrations/0038_stock_keeps_answers.sql).
  const kept = pageCache(sqlite).get(version, pageKey);
  let products: ProductSummary[];
  if (kept) {
    products = summariesWithStockNow(sqlite, kept);
    if (products !== kept) pageCache(sqlite).set(version, pageKey, products);
  } else {
    const filter = buildFilter(query, resolved.searched);
    products = total === 0 ? [] : pageRows(sqlite, categories, filter, resolved.searched, options, brands, sort, query);
    pageCache(sqlite).set(version, pageKey, products, 1, keptFrom(resolved));
  }
  return {
    products,
    page: query.pageNumber,
    pages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
    facets: { brands: resolved.brands, options: resolved.options },
    correctedKeyword: resolved.correctedKeyword,
    nearestKeyword: resolved.nearestKeyword,
  };
}
