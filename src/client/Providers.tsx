import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { theme } from './theme.js';
import { createTrpcClient, trpc } from './trpc.js';
import { DrawnValues } from './state/store.js';

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
 * Everything around the app, given a query client already holding the page's data: the server's for one
 * render, the browser's made before it renders (main.tsx), with the tRPC client it may already have asked with.
 */
export function Providers({
  children,
  queryClient,
  trpcClient: given,
  drawn,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  trpcClient?: ReturnType<typeof createTrpcClient>;
  /** The stored values the server drew the page with, if it drew it for one shopper (state/store.ts). */
  drawn?: Record<string, unknown>;
}) {
  const [trpcClient] = useState(() => given ?? createTrpcClient());
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
          <DrawnValues.Provider value={drawn}>{children}</DrawnValues.Provider>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
