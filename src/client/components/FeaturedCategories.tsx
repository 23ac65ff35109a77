import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as m from '@messages/home';
import { localName } from '@messages/locale';
import { imageAtWidth } from '../../shared/images.js';
import { useCategories } from '../features/catalog/use-categories.js';
import { ColumnGrid } from './ColumnGrid.js';
import { TagIcon } from './icons.js';
import classes from './FeaturedCategories.module.css';

const svg = (children: ReactNode) => (
  <svg width="34" height="34" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

/** The six categories the shop starts with, by id; another category shows its photo, or a plain tag. */
const ART: Record<string, { icon: ReactNode; tone: string } | undefined> = {
  Fashion: { icon: svg(<path d="M8 3 4 6l2 4 2-1v12h8V9l2 1 2-4-4-3c-.5 1.5-2 2.5-4 2.5S8.5 4.5 8 3z" />), tone: 'pink' },
  Electronics: { icon: svg(<><rect x="7" y="2.5" width="10" height="19" rx="2" /><path d="M11 18.5h2" /></>), tone: 'blue' },
  Bags: { icon: svg(<><path d="M5 8h14l-1 13H6z" /><path d="M9 8V6a3 3 0 0 1 6 0v2" /></>), tone: 'grape' },
  Footwear: { icon: svg(<path d="M3 16V8h4l2 3 5 1.5c3 .8 7 1.8 7 4.5v1H3zM3 18h18" />), tone: 'orange' },
  Groceries: { icon: svg(<><path d="M3 9h18l-2 11H5z" /><path d="m8 9 4-5 4 5M9 13v4M15 13v4M12 13v4" /></>), tone: 'teal' },
  Beauty: { icon: svg(<><path d="M9 21h6V11H9z" /><path d="M10 11V6l4-3v8" /></>), tone: 'red' },
};
const PLAIN = { icon: <TagIcon size={34} strokeWidth={1.6} />, tone: 'gray' };

/** The top-level categories in the owner's order. */
export function FeaturedCategories() {
  return (
    <section aria-labelledby="featured-categories" className={classes.section}>
      <Title order={2} id="featured-categories" fz={{ base: 20, sm: 24 }} mb="md">
        {m.featuredCategories}
      </Title>
      <ColumnGrid as="ul" cols={{ base: 3, sm: 6 }} gap={{ base: 'var(--mantine-spacing-xs)', sm: 'var(--mantine-spacing-md)' }} className={classes.list}>
        {useCategories().map((category) => {
          const art = ART[category._id] ?? PLAIN;
          return (
            <li key={category._id}>
              <Link href={`/category/${category.slug}`} className={classes.tile}>
                {category.image ? (
                  <img className={classes.icon} src={imageAtWidth(category.image, 320) ?? category.image} alt="" width={60} height={60} loading="lazy" />
                ) : (
                  <span className={classes.icon} style={{ background: `var(--mantine-color-${art.tone}-0)`, color: `var(--mantine-color-${art.tone}-9)` }}>
                    {art.icon}
                  </span>
                )}
                <Text span fw={600} size="sm">
                  {localName(category)}
                </Text>
              </Link>
            </li>
          );
        })}
      </ColumnGrid>
    </section>
  );
}
