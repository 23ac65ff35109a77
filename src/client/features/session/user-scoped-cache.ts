import { getQueryKey } from '@trpc/react-query';
import type { Query, QueryClient } from '@tanstack/react-query';
import { getSession, subscribeToSession } from '../../state/session.js';
import { trpc } from '../../trpc.js';

/**
 * The answers that are the same for everyone (the shop's settings and categories), by their procedure's path.
 * They are kept: nothing in them is a person's, and parts of the page still waiting to hydrate (the footer, a
 * chunk loaded when it comes near the screen) were drawn from them. Dropped, such a part would hydrate into
 * different HTML than the server's.
 */
const SHOP_WIDE = new Set([getQueryKey(trpc.settings.get), getQueryKey(trpc.categories.list)].map((key) => JSON.stringify(key[0])));

const isShopWide = (query: Query): boolean => SHOP_WIDE.has(JSON.stringify(query.queryKey[0]));

/**
 * The query cache holds the signed-in person's orders and profile, so it lives no longer than their
 * session: whenever that person signs out (here, in another tab, by expiry, or as found when the page
 * comes back from the back-forward cache) or another person takes their place, every cached query is
 * dropped but the shop-wide ones. Otherwise Back, or the next person on a shared device, would be shown the
 * previous one's data.
 */
export function forgetDataOfPreviousUser(queryClient: QueryClient): () => void {
  let userId = getSession()?._id ?? null;
  return subscribeToSession(() => {
    const next = getSession()?._id ?? null;
    if (userId !== null && next !== userId) queryClient.removeQueries({ predicate: (query) => !isShopWide(query) });
    userId = next;
  });
}
