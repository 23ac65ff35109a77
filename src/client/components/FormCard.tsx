import type { ReactNode } from 'react';
import { PlainCard } from './PlainCard.js';
import classes from './FormCard.module.css';

/** The card a form page sits in (sign-in, register, the checkout's steps): the theme's Card, roomier from 48em. */
export function FormCard({ maxWidth, shadow = false, children }: { maxWidth: number; shadow?: boolean; children: ReactNode }) {
  return (
    <PlainCard className={shadow ? `${classes.card} ${classes.shadow}` : classes.card} style={{ maxWidth }}>
      {children}
    </PlainCard>
  );
}
