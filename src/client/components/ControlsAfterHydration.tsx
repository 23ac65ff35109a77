import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.js';

const PLAIN = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/**
 * A page drawn whole for one shopper (place order, an order: docs/decisions/061-shopper-pages-drawn.md) shows its
 * buttons and fields before its script has run. Until its handlers are attached they are disabled, as a disabled
 * fieldset disables every control in it, so a tap or what is typed is never silently lost (as Add To Cart,
 * docs/decisions/016-server-rendering.md). Links work without a script and stay as they are.
 */
export function ControlsAfterHydration({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled={!useHydrated()} style={PLAIN}>
      {children}
    </fieldset>
  );
}
