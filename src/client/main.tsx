import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'virtual:theme-variables.css';
import './styles.css';
// The page's script evaluates in three tasks instead of one long one: React, then the libraries, then
// the app (docs/decisions/020-staged-boot.md). The order of these imports is the order of evaluation, and
// each stage's await holds back what follows only because the bundler puts them all in one module body
// (unbundled, an await holds back only its importers); tests/e2e/staged-boot.test.ts checks the built file.
import './boot/stage-react.js';
import './boot/stage-providers.js';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { BASE } from '@messages/locale';
import { App, preloadPage } from './App.js';
import { forgetDataOfPreviousUser } from './features/session/user-scoped-cache.js';
import { prefetchPageQueries } from './lib/page-queries.js';
import { primeFromPage } from './lib/shop-data.js';
import { Providers } from './Providers.js';
import { getGuestContact, subscribeToGuestContact } from './state/checkout.js';
import { getSession, subscribeToSession } from './state/session.js';
import { startPageCookies } from './state/page-cookies.js';
import { createQueryClient, createTrpcClient } from './trpc.js';

// Made once, before React renders, not in a component: React may throw a render away and run it again
// (a key pressed while the page hydrates restarts the hydration at once), and a second first render must
// find the same data. Taking the page's data inside the render left the second one without it: it drew
// loading placeholders, which did not match the server's HTML, so React replaced the header and the page,
// and what the shopper had typed into the search field went with them.
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const drawn = primeFromPage(queryClient);
forgetDataOfPreviousUser(queryClient);
const path = window.location.pathname.slice(BASE.length) || '/';
prefetchPageQueries(path, queryClient, trpcClient);

// A signed-in shopper's cart is kept on the server and follows them; so is a guest's once they have given an
// e-mail at checkout (docs/decisions/039-abandoned-carts.md). Other visitors never download the code.
const followCart = () => {
  if (getSession()) void import('./layout/signed-in.js').then((signedIn) => signedIn.startCartSync());
  else if (getGuestContact()) void import('./state/guest-cart-sync.js').then((sync) => sync.startGuestCartSync());
};
followCart();
subscribeToSession(followCart);
subscribeToGuestContact(followCart);
// What place order and an order's page show, copied where the server reads it when it draws them.
startPageCookies();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers queryClient={queryClient} trpcClient={trpcClient} drawn={drawn}>
      <Router base={BASE}>
        <App />
      </Router>
    </Providers>
  </StrictMode>
);

// Storefront pages arrive drawn by the server (entry-server.tsx): hydrate them. Other pages arrive empty.
// As a transition the hydration runs in short slices between which the browser paints and handles input
// (a click on a part not yet hydrated hydrates it at once and is replayed), not as one long task
// (docs/decisions/019-page-weight.md).
// The page's own chunk is asked for first, so it arrives while the header hydrates.
preloadPage(path);
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
