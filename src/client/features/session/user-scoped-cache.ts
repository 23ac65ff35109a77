import type { QueryClient } from '@tanstack/react-query';
import { getSession, subscribeToSession } from '../../state/session.js';

/**
 * The query cache holds the signed-in person's orders and profile, so it lives no longer than their
 * session: whenever that person signs out (here, in another tab, by expiry, or as found when the page
 * comes back from the back-forward cache) or another person takes their place, every cached query is
 * dropped. Otherwise Back, or the next person on a shared device, would be shown the previous one's data.
 */
export function forgetDataOfPreviousUser(queryClient: QueryClient): () => void {
  let userId = getSession()?._id ?? null;
  return subscribeToSession(() => {
    const next = getSession()?._id ?? null;
    if (userId !== null && next !== userId) queryClient.clear();
    userId = next;
  });
}
