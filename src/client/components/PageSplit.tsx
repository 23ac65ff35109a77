import type { ReactNode } from 'react';
import classes from './PageSplit.module.css';

/**
 * The main column and the side column (price details, actions) of a page, side by side on a wide screen and
 * one above the other on a phone (PageSplit.module.css): the theme's Grid without its code.
 */
export function PageSplit({ main, side, busy }: { main: ReactNode; side: ReactNode; busy?: { label: string } }) {
  return (
    <div className={classes.split} aria-busy={busy ? true : undefined} aria-label={busy?.label}>
      <div>{main}</div>
      <div>{side}</div>
    </div>
  );
}
