import type { CSSProperties, ReactNode } from 'react';
import classes from './PlainBadge.module.css';

export interface PlainBadgeProps {
  size?: 'sm' | 'md' | 'lg';
  /** One of the theme's radii; a pill without it. */
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Background and text colour (any CSS colour). */
  bg?: string;
  color?: string;
  title?: string;
  /** A border in the text's colour (the theme's outline variant); give it `bg="transparent"`. */
  outline?: boolean;
  /** A span where the badge sits inside a line of text. */
  component?: 'div' | 'span';
  className?: string;
  children: ReactNode;
}

/** The theme's Badge as a plain element (PlainBadge.module.css). */
export function PlainBadge({ size = 'md', radius, bg, color, title, outline = false, component: Component = 'div', className, children }: PlainBadgeProps) {
  const style = {
    ...(bg ? { '--badge-bg': bg } : {}),
    ...(color ? { '--badge-color': color } : {}),
    ...(radius ? { '--badge-radius': `var(--mantine-radius-${radius})` } : {}),
  } as CSSProperties;
  const sizeClass = size === 'md' ? undefined : classes[size];
  return (
    <Component className={[classes.badge, sizeClass, outline && classes.outline, className].filter(Boolean).join(' ')} style={style} title={title}>
      <span className={classes.label}>{children}</span>
    </Component>
  );
}
