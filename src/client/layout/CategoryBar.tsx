import { Container, Group } from '@mantine/core';
import { Link, useRoute } from 'wouter';
import * as m from '@messages/layout';
import { localName } from '@messages/locale';
import type { Category } from '../../shared/categories.js';
import { useCategories } from '../features/catalog/use-categories.js';
import classes from './CategoryBar.module.css';

function CategoryLink({ category }: { category: Category }) {
  const href = `/category/${category.slug}`;
  const [active] = useRoute(href);
  return (
    <Link href={href} className={classes.link} aria-current={active ? 'page' : undefined}>
      {localName(category)}
    </Link>
  );
}

/**
 * Medium screens and up; phones get the Featured Categories strip on the home page instead. A category's
 * own categories open under it on hover and while a link in it has the keyboard's focus (CSS only).
 */
export function CategoryBar() {
  return (
    <nav aria-label={m.categories} className={classes.bar}>
      <Container size="xl">
        <Group gap={4} component="ul" className={classes.list}>
          {useCategories().map((category) => (
            <li key={category._id}>
              <CategoryLink category={category} />
              <ul className={classes.sub}>
                {category.children.map((child) => (
                  <li key={child._id}>
                    <CategoryLink category={child} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </Group>
      </Container>
    </nav>
  );
}
