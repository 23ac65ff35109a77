import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { forgetDataOfPreviousUser } from './features/session/user-scoped-cache.js';
import { primeFromPage } from './lib/shop-data.js';
import { theme } from './theme.js';
import { createQueryClient, createTrpcClient, trpc } from './trpc.js';

// Not needed until there is something to say: its chunk loads with the first toast, which waits in the
// notifications store meanwhile, so a shopper who only browses never downloads it.
const Toasts = lazy(() => import('./Toasts.js'));

function ToastsWhenNeeded() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/**
 * Everything around the app. The server renders with its own query client, already holding the page's
 * data; the browser makes one and fills it from the data the server put into the page.
 */
export function Providers({ children, queryClient: serverQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => {
    if (serverQueryClient) return serverQueryClient;
    const client = createQueryClient();
    primeFromPage(client);
    forgetDataOfPreviousUser(client);
    return client;
  });
  const [trpcClient] = useState(createTrpcClient);
  // Says when the page's handlers are attached (after hydration of a server-drawn page): browser tests and
  // scripts wait for it before they interact.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {/* The theme's CSS variables (and the resolver's own) are in the stylesheet (src/client/theme-variables.ts),
            not in every page; without them Mantine never calls a cssVariablesResolver, so none is passed. */}
        <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
          {/* ModalsProvider (confirmations) is mounted by the admin chunk: only admin screens confirm anything,
              and the modal machinery would otherwise cost every shopper's first page about 17 KB. */}
          <ToastsWhenNeeded />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
