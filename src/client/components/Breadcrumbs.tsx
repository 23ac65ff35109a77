import { Link } from 'wouter';
import * as m from '@messages/catalog-breadcrumbs';
import { localName } from '@messages/locale';
import { findCategory, type CategoryNode } from '../../shared/categories.js';
import classes from './Breadcrumbs.module.css';

/**
 * Home › Fashion › Men › the page: where a category page or a product sits in the shop's categories. The
 * category is found by its slug (a category page) or by its name (a product, whose answer names it); the
 * last step is the page itself. Nothing is drawn while the category is unknown.
 */
export function Breadcrumbs({ tree, category, current }: { tree: readonly CategoryNode[]; category: { slug: string } | { name: string }; current?: string }) {
  const found = findCategory(tree, (c) => ('slug' in category ? c.slug === category.slug : c.name === category.name));
  if (!found) return null;
  const steps = [{ name: m.home, slug: '' }, ...(found.parent ? [found.parent] : []), found.category];
  return (
    <nav aria-label={m.breadcrumbs} className={classes.trail}>
      <ol>
        {steps.map((step, i) =>
          i === steps.length - 1 && current === undefined ? (
            <li key={step.slug} aria-current="page">
              {localName(step)}
            </li>
          ) : (
            <li key={step.slug}>
              <Link href={step.slug ? `/category/${step.slug}` : '/'}>{localName(step)}</Link>
            </li>
          ),
        )}
        {current !== undefined && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
