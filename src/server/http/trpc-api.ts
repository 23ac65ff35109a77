import type { FastifyPluginAsync } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { AppDeps } from '../deps.js';
import { AppError, NOT_FOUND_MESSAGE } from '../errors.js';
import { createContext } from '../trpc/context.js';
import { appRouter, type AppRouter } from '../trpc/router.js';

/** /trpc/*: the procedures as the React client calls them. Errors are shaped by the router's errorFormatter. */
export const trpcApi: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(fastifyTRPCPlugin, {
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(deps, req),
      onError({ error, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  app.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  });
};
