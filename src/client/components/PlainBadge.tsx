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
  className?: string;
  children: ReactNode;
}

/** The theme's Badge as a plain element (PlainBadge.module.css). */
export function PlainBadge({ size = 'md', radius, bg, color, title, className, children }: PlainBadgeProps) {
  const style = {
    ...(bg ? { '--badge-bg': bg } : {}),
    ...(color ? { '--badge-color': color } : {}),
    ...(radius ? { '--badge-radius': `var(--mantine-radius-${radius})` } : {}),
  } as CSSProperties;
  const sizeClass = size === 'md' ? undefined : classes[size];
  return (
    <div className={[classes.badge, sizeClass, className].filter(Boolean).join(' ')} style={style} title={title}>
      <span className={classes.label}>{children}</span>
    </div>
  );
}
