import type { CSSProperties, ReactNode } from 'react';
import classes from './PlainCard.module.css';

interface PlainCardProps {
  /** The element drawn: a list item, a page section, or a plain block. */
  component?: 'div' | 'li' | 'section';
  padding?: 'md' | 'lg';
  /** The theme's smallest shadow under the card. */
  shadow?: boolean;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** The theme's Card as a plain element (PlainCard.module.css): the storefront's pages need none of Mantine's Card code. */
export function PlainCard({ component: Component = 'div', padding = 'md', shadow = false, className, children, ...rest }: PlainCardProps) {
  const classNames = [classes.card, padding === 'lg' && classes.lg, shadow && classes.shadow, className].filter(Boolean).join(' ');
  return (
    <Component className={classNames} {...rest}>
      {children}
    </Component>
  );
}
