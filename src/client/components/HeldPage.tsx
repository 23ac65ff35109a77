import type { ReactNode } from 'react';
import classes from './HeldPage.module.css';

/**
 * A page the server draws without knowing the shopper (a checkout step, an order): the browser holds the
 * shopper's session and checkout, so the server draws the page's frame with space held for what only the
 * browser can fill in (docs/decisions/019-page-weight.md). At least a screen tall, drawn and filled in alike,
 * so nothing below it moves into view as it fills.
 */
export function HeldPage({ children }: { children: ReactNode }) {
  return <div className={classes.page}>{children}</div>;
}
