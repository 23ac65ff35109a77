import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/router.js';
import { safeDecode } from '../../shared/storefront-pages.js';
import { getSession } from '../state/session.js';
import type { createTrpcClient } from '../trpc.js';

/**
 * Asks, as the page's script starts, for what a page the browser fills in shows first, so the answer comes
 * while the page hydrates instead of a round trip after it: a signed-in shopper's order (the page asks for it
 * with the same input, so it finds it in the cache). The server draws such a page with its space held; only
 * the browser holds the session that may read it (docs/decisions/019-page-weight.md).
 */
export function prefetchPageQueries(path: string, queryClient: QueryClient, client: ReturnType<typeof createTrpcClient>): void {
  // App.tsx's '/order/:id', decoded as Order.page.tsx decodes it. storefrontPage() reads the same, but
  // would bring 190 bytes into the entry script, which place order's budget has no room for.
  const order = /^\/order\/([^/]+)$/.exec(path);
  if (!order || !getSession()) return;
  void createTRPCQueryUtils<AppRouter>({ queryClient, client }).orders.byId.prefetch({ id: safeDecode(order[1]) });
}
