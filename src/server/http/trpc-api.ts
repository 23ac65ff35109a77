import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { getErrorShape, getTRPCErrorFromUnknown, transformTRPCResponse, type TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCode } from '@trpc/server/http';
import { DEVICE_COOKIE_PATH } from '../auth/device-cookie.js';
import type { AppDeps } from '../deps.js';
import { AppError, NOT_FOUND_MESSAGE } from '../errors.js';
import { CATALOGUE_READS, isAnonymous, keepPrivate, shareWithCdn } from './cdn-caching.js';
import { createContext, type Context } from '../trpc/context.js';
import { procedureAt, type ProcedureCall } from '../trpc/procedures.js';
import { appRouter, type AppRouter } from '../trpc/router.js';

function logFailure({ error, req }: { error: TRPCError; req: FastifyRequest }) {
  if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'procedure failed');
}

/** The calls of a GET request that asks only for queries, with their inputs; null for anything else. */
function plainQueries(request: FastifyRequest<{ Params: { path: string }; Querystring: Record<string, string | undefined> }>) {
  const { headers, query } = request;
  // Streaming answers (httpBatchStreamLink) stay with tRPC's adapter.
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) return null;
  if (query.input !== undefined && typeof query.input !== 'string') return null;
  const batch = query.batch === '1';
  let paths: string[];
  let inputs: unknown;
  try {
    paths = batch ? decodeURIComponent(request.params.path).split(',') : [decodeURIComponent(request.params.path)];
    inputs = query.input ? JSON.parse(query.input) : undefined;
  } catch {
    return null;
  }
  if (batch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))) return null;
  const calls: { path: string; procedure: ProcedureCall; input: unknown }[] = [];
  for (const [index, path] of paths.entries()) {
    const procedure = procedureAt(path);
    if (!procedure || procedure.type !== 'query') return null;
    const input = batch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
    calls.push({ path, procedure, input });
  }
  return { batch, calls };
}

/**
 * /trpc/*: the procedures as the React client calls them. Errors are shaped by the router's errorFormatter.
 *
 * Plain query calls (GET, single or batched, JSON answers) are answered here, before tRPC's adapter: the
 * same procedures with the same context, the same answer and status (tRPC's own getErrorShape and
 * getHTTPStatusCode), without turning the request into a Fetch Request and the answer into a Response
 * stream, which cost more than the busiest reads themselves (docs/decisions/017-read-path-speed.md).
 * Everything else (mutations, unknown paths, malformed input, streaming) goes to the adapter unchanged.
 */
export const trpcApi: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const config = appRouter._def._config;

  app.addHook('preHandler', async (request: FastifyRequest<{ Params: { path: string }; Querystring: Record<string, string | undefined> }>, reply: FastifyReply) => {
    if (request.method !== 'GET' || typeof request.params.path !== 'string') return;
    const queries = plainQueries(request);
    if (!queries) return;
    let ctx: Context;
    try {
      ctx = await createContext(deps, request, reply, DEVICE_COOKIE_PATH.trpc);
    } catch {
      return; // the adapter makes the context again and answers its error
    }
    const answers = await Promise.all(
      queries.calls.map(async ({ path, procedure, input }, batchIndex) => {
        try {
          const data = await procedure.call(ctx, input, batchIndex);
          return { result: { data } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          logFailure({ error, req: request });
          return { error: getErrorShape({ config, ctx, error, input, path, type: 'query' }) };
        }
      }),
    );
    const status = getHTTPStatusCode(answers);
    const body = queries.batch ? transformTRPCResponse(config, answers) : transformTRPCResponse(config, answers[0]);
    reply.code(status).headers({ vary: 'trpc-accept, accept', 'content-type': 'application/json' });
    // Catalogue reads that all succeeded, asked anonymously, with nothing in the URL but the call: a CDN may keep them.
    const shared =
      status === 200 &&
      queries.calls.every((call) => CATALOGUE_READS.has(call.path)) &&
      isAnonymous(request) &&
      Object.keys(request.query).every((key) => key === 'input' || key === 'batch');
    if (shared) shareWithCdn(reply);
    else keepPrivate(reply);
    return reply.send(Buffer.from(JSON.stringify(body)));
  });

  await app.register(fastifyTRPCPlugin, {
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(deps, req, res, DEVICE_COOKIE_PATH.trpc),
      onError: logFailure,
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  app.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  });
};
