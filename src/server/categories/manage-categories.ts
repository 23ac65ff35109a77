import { count, eq, max, sql } from 'drizzle-orm';
import { categories, categoryRedirects, products, type CategoryRow } from '../../../drizzle/schema.js';
import type { Category, CategoryNode } from '../../shared/categories.js';
import { slugFromName } from '../../shared/category-slug.js';
import type { CategoryCreateInput, CategoryUpdateInput } from '../../shared/schemas/category.js';
import type { Db, Tx } from '../db/database.js';
import { AppError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { categoryIndex, readCategories, toCategory, type CategoryIndex } from './category-index.js';

export const CATEGORY_NOT_FOUND = 'Category not found';

const fieldError = (code: 'BAD_REQUEST' | 'CONFLICT', path: string, message: string) => new AppError(code, message, { issues: [{ path, message }] });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Every change to a category changes what product answers say (their category's name) and which products a
 * list holds, so it moves the catalogue's counter in its own transaction: the kept answers made before it
 * are not served again (docs/decisions/029-caches.md).
 */
function catalogueChanged(tx: Tx): void {
  tx.run(sql`update catalog_version set version = version + 1 where id = 1`);
}

/** The category tree for the storefront and the API; admins may ask for each category's number of products. */
export function listCategories(db: Db, options: { withCounts?: boolean } = {}): CategoryNode[] {
  const { tree } = categoryIndex(db);
  if (!options.withCounts) return tree;
  const counts = new Map(
    db
      .select({ category: products.category, n: count() })
      .from(products)
      .groupBy(products.category)
      .all()
      .map((row) => [row.category, row.n]),
  );
  const counted = <T extends Category>(category: T): T => ({ ...category, productCount: counts.get(category._id) ?? 0 });
  return tree.map((node) => ({ ...counted(node), children: node.children.map(counted) }));
}

/** A name no other category has, in any case. */
function checkName(index: CategoryIndex, name: string, self: string | null): void {
  const holder = index.ordered.find((row) => row.id !== self && row.name.toLowerCase() === name.toLowerCase());
  if (holder) throw fieldError('CONFLICT', 'name', `A category named ${holder.name} already exists`);
}

/** A slug that is neither another category's address now nor one that still leads to it. */
function checkSlug(tx: Tx, index: CategoryIndex, slug: string, self: string | null): void {
  if (!slug) {
    throw fieldError('BAD_REQUEST', 'slug', 'Give the category a slug (letters a-z, digits and dashes): its name has none to make one from');
  }
  const holder = index.ordered.find((row) => row.id !== self && row.slug === slug);
  if (holder) throw fieldError('CONFLICT', 'slug', `The address /category/${slug} belongs to ${holder.name}: choose another slug`);
  const redirect = tx.select().from(categoryRedirects).where(eq(categoryRedirects.slug, slug)).get();
  const former = redirect && redirect.categoryId !== self ? index.get(redirect.categoryId) : undefined;
  if (former) throw fieldError('CONFLICT', 'slug', `The address /category/${slug} was ${former.name}'s and still leads there: choose another slug`);
}

/** A parent must be a top-level category other than the category itself, and a category with children stays top-level. */
function checkParent(index: CategoryIndex, parentId: string | null, self: { id: string; name: string } | null): CategoryRow | null {
  if (parentId === null) return null;
  const parent = index.get(parentId);
  if (!parent) throw fieldError('BAD_REQUEST', 'parentId', 'The parent category does not exist');
  if (self && parent.id === self.id) throw fieldError('BAD_REQUEST', 'parentId', 'A category cannot go inside itself');
  if (parent.parentId !== null) {
    throw fieldError('BAD_REQUEST', 'parentId', `${parent.name} is inside ${index.nameOf(parent.parentId)}: categories nest one level only`);
  }
  if (self && index.childrenOf(self.id).length > 0) {
    throw fieldError('BAD_REQUEST', 'parentId', `${self.name} has categories inside it, so it cannot go inside another`);
  }
  return parent;
}

/** The position after the last of the parent's categories (or of the top-level ones). */
function nextPosition(tx: Tx, parentId: string | null): number {
  const where = parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, parentId);
  const last = tx.select({ position: max(categories.position) }).from(categories).where(where).get();
  return last?.position === null || last?.position === undefined ? 0 : last.position + 1;
}

/** A new category, at the end of its parent's (or of the top-level ones); its slug made from its name when not given. */
export function createCategory(db: Db, input: CategoryCreateInput): Category {
  return db.transaction(
    (tx) => {
      const index = readCategories(tx);
      const slug = input.slug ?? slugFromName(input.name);
      checkName(index, input.name, null);
      checkSlug(tx, index, slug, null);
      const parentId = checkParent(index, input.parentId ?? null, null)?.id ?? null;
      const row = tx
        .insert(categories)
        .values({
          id: newId(),
          slug,
          name: input.name,
          description: input.description ?? '',
          nameHi: input.nameHi ?? '',
          descriptionHi: input.descriptionHi ?? '',
          image: input.image ?? null,
          parentId,
          position: nextPosition(tx, parentId),
        })
        .returning()
        .get();
      catalogueChanged(tx);
      return toCategory(row);
    },
    { behavior: 'immediate' },
  );
}

/**
 * Changes the fields given. A new slug keeps the old one as a redirect to the category (so links and search
 * engines still find it); going back to one of its own old slugs takes that redirect away. A category moved
 * under another parent (or to the top) goes to the end there.
 */
export function updateCategory(db: Db, id: string, input: Omit<CategoryUpdateInput, 'id'>): Category {
  return db.transaction(
    (tx) => {
      const index = readCategories(tx);
      const current = index.get(id);
      if (!current) throw notFound(CATEGORY_NOT_FOUND);
      const name = input.name ?? current.name;
      if (input.name !== undefined) checkName(index, name, id);
      const changes: Partial<CategoryRow> = {};
      if (input.name !== undefined) changes.name = name;
      if (input.description !== undefined) changes.description = input.description;
      if (input.nameHi !== undefined) changes.nameHi = input.nameHi;
      if (input.descriptionHi !== undefined) changes.descriptionHi = input.descriptionHi;
      if (input.image !== undefined) changes.image = input.image;
      if (input.slug !== undefined && input.slug !== current.slug) {
        checkSlug(tx, index, input.slug, id);
        changes.slug = input.slug;
        tx.delete(categoryRedirects).where(eq(categoryRedirects.slug, input.slug)).run();
        tx.insert(categoryRedirects).values({ slug: current.slug, categoryId: id }).onConflictDoUpdate({ target: categoryRedirects.slug, set: { categoryId: id } }).run();
      }
      if (input.parentId !== undefined && input.parentId !== current.parentId) {
        const parent = checkParent(index, input.parentId, { id, name });
        changes.parentId = parent?.id ?? null;
        changes.position = nextPosition(tx, changes.parentId);
      }
      if (Object.keys(changes).length === 0) return toCategory(current);
      const row = tx.update(categories).set(changes).where(eq(categories.id, id)).returning().get();
      catalogueChanged(tx);
      return toCategory(row);
    },
    { behavior: 'immediate' },
  );
}

/** Puts one parent's categories (or the top-level ones) in the order given; every one of them must be given, once. */
export function reorderCategories(db: Db, ids: readonly string[]): CategoryNode[] {
  db.transaction(
    (tx) => {
      const index = readCategories(tx);
      const first = index.get(ids[0]);
      if (!first) throw notFound(CATEGORY_NOT_FOUND);
      const siblings = first.parentId === null ? index.tree.map((node) => node._id) : index.childrenOf(first.parentId).map((row) => row.id);
      const given = new Set(ids);
      if (given.size !== ids.length || ids.length !== siblings.length || siblings.some((sibling) => !given.has(sibling))) {
        const whose = first.parentId === null ? 'every top-level category' : `every category inside ${index.nameOf(first.parentId)}`;
        throw fieldError('BAD_REQUEST', 'ids', `Give ${whose} once, in the new order`);
      }
      ids.forEach((categoryId, position) => tx.update(categories).set({ position }).where(eq(categories.id, categoryId)).run());
      catalogueChanged(tx);
    },
    { behavior: 'immediate' },
  );
  return listCategories(db);
}

/** Deletes a category that holds no products and no categories; its old slugs go with it. */
export function deleteCategory(db: Db, id: string): void {
  db.transaction(
    (tx) => {
      const current = tx.select().from(categories).where(eq(categories.id, id)).get();
      if (!current) throw notFound(CATEGORY_NOT_FOUND);
      const productCount = tx.select({ n: count() }).from(products).where(eq(products.category, id)).get()?.n ?? 0;
      if (productCount > 0) {
        throw new AppError('CONFLICT', `${current.name} still has ${plural(productCount, 'product', 'products')}: move them to another category first`);
      }
      const children = tx.select({ name: categories.name }).from(categories).where(eq(categories.parentId, id)).all();
      if (children.length > 0) {
        throw new AppError(
          'CONFLICT',
          `${current.name} has ${plural(children.length, 'category', 'categories')} inside it (${children.map((c) => c.name).join(', ')}): move or delete them first`,
        );
      }
      tx.delete(categories).where(eq(categories.id, id)).run();
      catalogueChanged(tx);
    },
    { behavior: 'immediate' },
  );
}

/** Where an address's slug leads: the category whose slug it is now, or the one it names otherwise (an old slug, its name or id). */
export function categoryOfSlug(db: Db, slug: string): { category: CategoryRow; current: boolean } | undefined {
  const category = categoryIndex(db).find(slug);
  return category && { category, current: category.slug === slug };
}
