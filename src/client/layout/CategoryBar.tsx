import { Container, Group } from '@mantine/core';
import { Link, useRoute } from 'wouter';
import { CATEGORIES, categorySlug, type Category } from '../../shared/constants.js';
import classes from './CategoryBar.module.css';

function CategoryLink({ category }: { category: Category }) {
  const href = `/category/${categorySlug(category)}`;
  const [active] = useRoute(href);
  return (
    <Link href={href} className={classes.link} aria-current={active ? 'page' : undefined}>
      {category}
    </Link>
  );
}

/** Medium screens and up; phones get the Featured Categories strip on the home page instead. */
export function CategoryBar() {
  return (
    <nav aria-label="Categories" className={classes.bar}>
      <Container size="xl">
        <Group gap={4} component="ul" className={classes.list}>
          {CATEGORIES.map((category) => (
            <li key={category}>
              <CategoryLink category={category} />
            </li>
          ))}
        </Group>
      </Container>
    </nav>
  );
}
