import { asc } from 'drizzle-orm';
import { categories, categoryRedirects, type CategoryRow } from '../../../drizzle/schema.js';
import type { Category, CategoryNode } from '../../shared/categories.js';
import { catalogVersion } from '../db/change-counters.js';
import type { Db } from '../db/database.js';
import { keptAnswers } from '../db/kept-answers.js';
import { AppError } from '../errors.js';

export const toCategory = (row: CategoryRow): Category => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  nameHi: row.nameHi,
  descriptionHi: row.descriptionHi,
  image: row.image,
  parentId: row.parentId,
  position: row.position,
});

/**
 * The shop's categories, read once and looked up many times: every product the API shows carries its
 * category's name, and the lists, the category page and the product form find a category by whatever the
 * caller gave (docs/decisions/044-owner-categories.md).
 */
export class CategoryIndex {
  /** Top-level categories in the owner's order, each with its children in theirs. */
  readonly tree: CategoryNode[];
  /** Every category, parents each followed by their children, as the tree shows them. */
  readonly ordered: CategoryRow[];
  private readonly byId = new Map<string, CategoryRow>();
  private readonly exact = new Map<string, CategoryRow>();
  private readonly byKey = new Map<string, CategoryRow>();
  private readonly children = new Map<string, CategoryRow[]>();
  /** Earlier slugs, to the category each led to. */
  private readonly formerSlugs = new Map<string, CategoryRow>();

  constructor(rows: readonly CategoryRow[], redirects: readonly { slug: string; categoryId: string }[] = []) {
    const sorted = [...rows].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
    for (const row of sorted) {
      this.byId.set(row.id, row);
      if (row.parentId !== null) this.children.set(row.parentId, [...(this.children.get(row.parentId) ?? []), row]);
    }
    const parents = sorted.filter((row) => row.parentId === null || !this.byId.has(row.parentId));
    this.ordered = parents.flatMap((parent) => [parent, ...(this.children.get(parent.id) ?? [])]);
    this.tree = parents.map((parent) => ({ ...toCategory(parent), children: (this.children.get(parent.id) ?? []).map(toCategory) }));
    // What a caller may name a category by: its id or its name exactly as stored (the API's clients send the
    // name products show), else, in any case, its slug, its name or its id (the stronger set last).
    for (const row of this.ordered) this.byKey.set(row.id.toLowerCase(), row);
    for (const row of this.ordered) this.byKey.set(row.name.toLowerCase(), row);
    for (const row of this.ordered) this.byKey.set(row.slug, row);
    for (const row of this.ordered) this.exact.set(row.name, row);
    for (const row of this.ordered) this.exact.set(row.id, row);
    for (const { slug, categoryId } of redirects) {
      const row = this.byId.get(categoryId);
      if (row) this.formerSlugs.set(slug, row);
    }
  }

  get(id: string): CategoryRow | undefined {
    return this.byId.get(id);
  }

  /**
   * The category a client named by its name, slug or id, in any case, or by a slug it had before (a page
   * drawn before the change still links there); undefined when none is.
   */
  find(ref: string): CategoryRow | undefined {
    const trimmed = ref.trim();
    const lower = trimmed.toLowerCase();
    return this.exact.get(trimmed) ?? this.byKey.get(lower) ?? this.formerSlugs.get(lower);
  }

  /** The category with exactly this name, as product answers give it. */
  named(name: string): CategoryRow | undefined {
    const row = this.exact.get(name);
    return row?.name === name ? row : undefined;
  }

  /** What products in this category show as their category: its name (its id if it has gone, which the schema prevents). */
  nameOf(id: string): string {
    return this.byId.get(id)?.name ?? id;
  }

  childrenOf(id: string): CategoryRow[] {
    return this.children.get(id) ?? [];
  }

  /** The category and its children: a parent's list holds its children's products too. */
  family(id: string): string[] {
    return [id, ...this.childrenOf(id).map((child) => child.id)];
  }

  /** The refusal of a category no one has: it lists the names the caller may use. */
  unknown(): AppError {
    const message = this.ordered.length
      ? `Category must be one of ${this.ordered.map((row) => row.name).join(', ')}`
      : 'The shop has no categories yet: create one in Admin → Categories first';
    return new AppError('BAD_REQUEST', message, { issues: [{ path: 'category', message }] });
  }

  /** The id of the category named, or the refusal that lists the names. */
  idOf(ref: string): string {
    const found = this.find(ref);
    if (!found) throw this.unknown();
    return found.id;
  }
}

/** The categories as they are now, inside a transaction or not, never kept. */
export function readCategories(db: Pick<Db, 'select'>): CategoryIndex {
  return new CategoryIndex(
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)).all(),
    db.select({ slug: categoryRedirects.slug, categoryId: categoryRedirects.categoryId }).from(categoryRedirects).all(),
  );
}

/**
 * The categories for a read path, kept until the catalogue's counter moves: every change to a category moves
 * it (manage-categories.ts), and so does every change to a product, after which the few rows are read again.
 */
export function categoryIndex(db: Db): CategoryIndex {
  const sqlite = db.$client;
  const version = catalogVersion(sqlite);
  const cache = keptAnswers<CategoryIndex>(sqlite, 'categories');
  const kept = cache.get(version, 'all');
  if (kept) return kept;
  const index = readCategories(db);
  cache.set(version, 'all', index);
  return index;
}
