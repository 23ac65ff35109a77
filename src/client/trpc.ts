import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCReact, type inferReactQueryProcedureOptions } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import * as common from '@messages/common';
import { LANGUAGE } from '@messages/locale';
import type { AppRouter } from '../server/trpc/router.js';
import { noticeUnauthorized } from './features/session/session-expiry.js';
import { getSession } from './state/session.js';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type ReactQueryOptions = inferReactQueryProcedureOptions<AppRouter>;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data the server put into the page is fresh for a while; no refetch right after the first paint.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const status = error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
          if (status && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}

/** Every call's 401 goes past the session check, whichever page or hook made the call. */
const sessionExpiryLink: TRPCLink<AppRouter> = () => ({ op, next }) =>
  observable((observer) => {
    const token = getSession()?.token;
    return next(op).subscribe({
      next: (result) => observer.next(result),
      error: (error) => {
        if (errorStatus(error) === 401) noticeUnauthorized(token, error);
        observer.error(error);
      },
      complete: () => observer.complete(),
    });
  });

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      sessionExpiryLink,
      httpBatchLink({
        url: '/trpc',
        // The server answers the Hindi storefront's calls in Hindi (docs/decisions/057-storefront-languages.md).
        headers() {
          const session = getSession();
          const language = LANGUAGE === 'en' ? {} : { 'x-shop-language': LANGUAGE };
          return session ? { ...language, authorization: `Bearer ${session.token}` } : language;
        },
      }),
    ],
  });
}

/** The message to show a person for a failed call: the server's own, or the error's. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return common.somethingWentWrong;
}

/** The HTTP status of a failed tRPC call, when the server answered. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof TRPCClientError) return (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  return undefined;
}
