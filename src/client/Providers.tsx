import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { primeFromPage } from './lib/shop-data.js';
import { cssVariablesResolver, theme } from './theme.js';
import { createQueryClient, createTrpcClient, trpc } from './trpc.js';

// Not needed to draw the first page, so it arrives in its own chunk right after.
const Toasts = lazy(() => import('./Toasts.js'));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    primeFromPage(client);
    return client;
  });
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          {/* ModalsProvider (confirmations) is mounted by the admin chunk: only admin screens confirm anything,
              and the modal machinery would otherwise cost every shopper's first page about 17 KB. */}
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
