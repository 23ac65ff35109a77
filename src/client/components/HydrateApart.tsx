import { Suspense, type ReactNode } from 'react';

/**
 * Server-drawn content that React hydrates on its own, after the page's shell and in short slices of time,
 * instead of inside one long task that holds a phone's main thread (docs/decisions/019-page-weight.md).
 * Nothing inside suspends: in a page the browser draws, it is a plain wrapper.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
