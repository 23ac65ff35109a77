import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { SHOP_DATA_ELEMENT_ID, type PrefetchedQuery, type ShopData } from '../../shared/storefront-pages.js';
import { trpc, type RouterInputs } from '../trpc.js';

function queryKeyOf(query: PrefetchedQuery) {
  switch (query.path) {
    case 'products.top':
      return getQueryKey(trpc.products.top, query.input as RouterInputs['products']['top'], 'query');
    case 'products.list':
      return getQueryKey(trpc.products.list, query.input as RouterInputs['products']['list'], 'query');
    case 'products.byId':
      return getQueryKey(trpc.products.byId, query.input as RouterInputs['products']['byId'], 'query');
    case 'settings.get':
      return getQueryKey(trpc.settings.get, undefined, 'query');
    case 'categories.list':
      return getQueryKey(trpc.categories.list, undefined, 'query');
    case 'pages.get':
      return getQueryKey(trpc.pages.get, query.input as RouterInputs['pages']['get'], 'query');
    case 'shipping.delivery':
      return getQueryKey(trpc.shipping.delivery, query.input as RouterInputs['shipping']['delivery'], 'query');
    case 'payments.config':
      return getQueryKey(trpc.payments.config, undefined, 'query');
    case 'orders.byId':
      return getQueryKey(trpc.orders.byId, query.input as RouterInputs['orders']['byId'], 'query');
  }
}

/** Puts query answers into the cache under the keys the components read them by. */
export function primeQueries(queryClient: QueryClient, queries: readonly PrefetchedQuery[]): void {
  for (const query of queries) queryClient.setQueryData(queryKeyOf(query), query.data);
}

/**
 * Puts the data the server sent with the page (a JSON block, never executed) into the query cache, so
 * the first screen renders without another round trip, and hydrates exactly what the server rendered.
 * Gives the stored values a shopper's own page was drawn with (ShopData.drawn), if any.
 */
export function primeFromPage(queryClient: QueryClient): Record<string, unknown> | undefined {
  const element = document.getElementById(SHOP_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  let drawn;
  try {
    const data = JSON.parse(element.textContent) as ShopData;
    primeQueries(queryClient, data.queries ?? []);
    drawn = data.drawn;
  } catch (error) {
    console.error('Ignoring the page data the server sent:', error);
  }
  element.remove();
  return drawn;
}
