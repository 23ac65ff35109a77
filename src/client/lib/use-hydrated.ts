import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is drawn on the server and while the browser hydrates it, true from then on.
 * Controls that only work with JavaScript (add to cart) stay disabled until their handlers are attached,
 * so a tap on the server-drawn page is never silently lost (docs/decisions/016-server-rendering.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
