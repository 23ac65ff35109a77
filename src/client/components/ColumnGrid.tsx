import type { AriaAttributes, CSSProperties, ReactNode } from 'react';
import classes from './ColumnGrid.module.css';

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
/** A value for the smallest screens, and from any of the theme's breakpoints up. */
type PerWidth<T> = T | ({ base: T } & Partial<Record<Exclude<Breakpoint, 'base'>, T>>);

/** Each breakpoint's value, carried up from the last one given. */
function resolved<T>(value: PerWidth<T>): Record<Breakpoint, T> {
  const given = typeof value === 'object' && value !== null && 'base' in value ? value : { base: value as T };
  const out = {} as Record<Breakpoint, T>;
  let current = given.base;
  for (const breakpoint of BREAKPOINTS) {
    current = (given as Partial<Record<Breakpoint, T>>)[breakpoint] ?? current;
    out[breakpoint] = current;
  }
  return out;
}

interface ColumnGridProps extends AriaAttributes {
  cols: PerWidth<number>;
  /** Any CSS length, such as a theme spacing variable. */
  gap: PerWidth<string>;
  as?: 'div' | 'ul';
  className?: string;
  children: ReactNode;
}

/** Equal columns on the theme's breakpoints, as the theme's SimpleGrid lays them out (ColumnGrid.module.css). */
export function ColumnGrid({ cols, gap, as: Element = 'div', className, children, ...aria }: ColumnGridProps) {
  const colsAt = resolved(cols);
  const gapAt = resolved(gap);
  const style = Object.fromEntries(BREAKPOINTS.flatMap((b) => [[`--grid-cols-${b}`, colsAt[b]], [`--grid-gap-${b}`, gapAt[b]]])) as CSSProperties;
  return (
    <Element className={className ? `${classes.grid} ${className}` : classes.grid} style={style} {...aria}>
      {children}
    </Element>
  );
}
