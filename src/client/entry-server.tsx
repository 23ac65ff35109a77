/**
 * The storefront rendered on the server (docs/decisions/016-server-rendering.md): the same components and
 * the same data the browser gets in the page, drawn to HTML so the first paint needs no JavaScript. The
 * browser hydrates it (main.tsx). Built by `vite build --ssr` into dist/ssr and loaded by the server.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { BASE } from '@messages/locale';
import type { PrefetchedQuery } from '../shared/storefront-pages.js';
import { App } from './App.js';
import { primeQueries } from './lib/shop-data.js';
import { Providers } from './Providers.js';
import { createQueryClient } from './trpc.js';

/**
 * The app's HTML for one URL (path and query, with this build's language prefix: /hi/cart), given the page's
 * data (and, for a page drawn for one shopper, the stored values it is drawn with); waits for lazy pages to load.
 */
export async function renderApp(url: string, queries: readonly PrefetchedQuery[], drawn?: Record<string, unknown>): Promise<string> {
  const queryClient = createQueryClient();
  primeQueries(queryClient, queries);
  const [path, search = ''] = url.split('?', 2);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers queryClient={queryClient} drawn={drawn}>
        <Router base={BASE} ssrPath={path} ssrSearch={search}>
          <App />
        </Router>
      </Providers>
    </StrictMode>,
    {
      // Every Suspense boundary inline, in place: React would otherwise move large ones to the end of the
      // page and reveal them with an inline script, which the shop's CSP (script-src 'self') refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  queryClient.clear();
  return Buffer.concat(chunks).toString('utf8');
}
