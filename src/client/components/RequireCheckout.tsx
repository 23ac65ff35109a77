import type { ReactNode } from 'react';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import { useSession } from '../state/session.js';
import { RequireAuth } from './Guards.js';

/**
 * The checkout's steps: a signed-in shopper, or a guest while the shop allows guest checkout (the shipping
 * step then asks for the guest's e-mail; docs/decisions/038-guest-checkout.md). Otherwise as RequireAuth. In the
 * steps' own chunks, not the home page's (docs/decisions/019-page-weight.md). `fallback` shows while it cannot tell yet.
 */
export function RequireCheckout({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const session = useSession();
  const settings = useShopSettings();
  // Until the settings say whether guests may check out: what the page shows while it loads.
  if (!session && settings === undefined) return <>{fallback}</>;
  if (session || settings?.guestCheckout) return <>{children}</>;
  return <RequireAuth>{children}</RequireAuth>;
}

