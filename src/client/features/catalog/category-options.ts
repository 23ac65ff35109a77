import type { CategoryNode } from '../../../shared/categories.js';

/** A native select's options for the categories: each one's own categories indented under it (a select cannot nest choosable options). */
export function categoryOptions(tree: readonly CategoryNode[], valueOf: (category: { name: string; slug: string }) => string): { value: string; label: string }[] {
  return tree.flatMap((parent) => [parent, ...parent.children].map((c) => ({ value: valueOf(c), label: c === parent ? c.name : `\u00a0\u00a0\u00a0${c.name}` })));
}
