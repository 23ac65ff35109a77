/**
 * The owner's categories as both sides see them (docs/decisions/044-owner-categories.md): a tree one level
 * deep, each top-level category with its children, in the owner's order. Plain types and two small helpers
 * only: the storefront's first script imports this file, never the zod schemas.
 */

export interface Category {
  /** The key products keep; the six starting categories have their names as ids ('Fashion', …). */
  _id: string;
  /** The address: /category/{slug}. */
  slug: string;
  name: string;
  description: string;
  /** The name and description in Hindi for the Hindi pages; empty for none (the English is shown). */
  nameHi: string;
  descriptionHi: string;
  /** A photo (a path on this shop), or null for none. */
  image: string | null;
  parentId: string | null;
  /** The owner's order among its siblings, from 0. */
  position: number;
  /** Products in it (drafts too; a parent's own only): given to admins who ask for it. */
  productCount?: number;
}

export interface CategoryNode extends Category {
  children: Category[];
}

/** Longest name and slug of a category. */
export const CATEGORY_NAME_MAX = 50;
export const CATEGORY_SLUG_MAX = 60;
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The first category of the tree, parent or child, that `test` accepts, with its parent when it is a child. */
export function findCategory(tree: readonly CategoryNode[], test: (category: Category) => boolean): { category: Category; parent?: CategoryNode } | undefined {
  for (const node of tree) {
    if (test(node)) return { category: node };
    const child = node.children.find(test);
    if (child) return { category: child, parent: node };
  }
  return undefined;
}
