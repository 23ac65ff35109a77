import { useDeferredValue, useSyncExternalStore } from 'react';

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

/**
 * useHydrated for a page the browser fills in once it has hydrated (the cart, two checkout steps, an order):
 * the switch from the space the server held to the shopper's own page is rendered as a transition, in slices
 * between which the browser paints and handles input, rather than as one long task right after hydration
 * (docs/decisions/019-page-weight.md). In a page opened within the app, which does not hydrate, it is true at once.
 */
export function useFilledIn(): boolean {
  return useDeferredValue(useHydrated());
}
