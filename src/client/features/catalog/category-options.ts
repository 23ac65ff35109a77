import type { CategoryNode } from '../../../shared/categories.js';

/**
 * A native select's options for the categories: each one's own categories indented under it (a select cannot
 * nest choosable options). Labelled by their names, or by `labelOf` (the storefront's: in the page's language).
 */
export function categoryOptions(
  tree: readonly CategoryNode[],
  valueOf: (category: { name: string; slug: string }) => string,
  labelOf: (category: { name: string; nameHi: string }) => string = (c) => c.name,
): { value: string; label: string }[] {
  return tree.flatMap((parent) => [parent, ...parent.children].map((c) => ({ value: valueOf(c), label: c === parent ? labelOf(c) : `\u00a0\u00a0\u00a0${labelOf(c)}` })));
}
