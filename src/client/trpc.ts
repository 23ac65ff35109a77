import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCReact, type inferReactQueryProcedureOptions } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import * as common from '@messages/common';
import { LANGUAGE } from '@messages/locale';
import type { AppRouter } from '../server/trpc/router.js';
import { isSessionExpiry, markSessionEnded, noticeUnauthorized } from './features/session/session-expiry.js';
import { getSession, subscribeToSession } from './state/session.js';

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
          // Dropped because its person signed out: asking again would ask as nobody.
          if (isSessionExpiry(error)) return false;
          const status = error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
          if (status && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}

/**
 * Every call's 401 goes past the session check, whichever page or hook made the call.
 *
 * A question asked for a signed-in person is dropped when that person's session ends before the answer
 * arrives (signed out here or in another tab, or someone else signed in): calls wait a moment to be sent
 * together, and without this one asked just before a sign-out would still be sent, as nobody (a 401), its
 * answer thrown away with the rest of the person's data (user-scoped-cache.ts). Changes (mutations) are left
 * to finish: one already sent may have been carried out.
 */
const sessionLink: TRPCLink<AppRouter> = () => ({ op, next }) =>
  observable((observer) => {
    const session = getSession();
    const token = session?.token;
    let finished = false;
    let stopWatching = () => {};
    const downstream = next(op).subscribe({
      next: (result) => observer.next(result),
      error: (error) => {
        finished = true;
        stopWatching();
        if (errorStatus(error) === 401) noticeUnauthorized(token, error);
        observer.error(error);
      },
      complete: () => {
        finished = true;
        stopWatching();
        observer.complete();
      },
    });
    if (session && op.type === 'query' && !finished) {
      stopWatching = subscribeToSession(() => {
        if (getSession()?._id === session._id) return;
        stopWatching();
        // Unsubscribed, the batch is not sent when every call in it was dropped, or is cancelled if already sent.
        downstream.unsubscribe();
        const error = TRPCClientError.from(new Error(common.signedOut));
        markSessionEnded(error);
        observer.error(error);
      });
    }
    return () => {
      stopWatching();
      downstream.unsubscribe();
    };
  });

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      sessionLink,
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
