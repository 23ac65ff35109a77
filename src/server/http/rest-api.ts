import type { FastifyPluginAsync, HTTPMethods } from 'fastify';
import { generateOpenApiDocument, type OpenAPIObject, type OpenApiMeta } from 'trpc-to-openapi';
import { DEVICE_COOKIE_PATH } from '../auth/device-cookie.js';
import type { AppDeps } from '../deps.js';
import { AppError, NOT_FOUND_MESSAGE } from '../errors.js';
import { createContext } from '../trpc/context.js';
import { procedureAt } from '../trpc/procedures.js';
import { appRouter, CREATED_PROCEDURES } from '../trpc/router.js';
import { apiDocsPage } from './api-docs.js';
import { CATALOGUE_READS, isAnonymous, keepPrivate, shareWithCdn } from './cdn-caching.js';
import { plainRoutesOpenApi } from './plain-routes-openapi.js';

interface RestRoute {
  /** The procedure's dotted path, e.g. `products.byId`. */
  procedure: string;
  method: HTTPMethods;
  /** The documented path: `/products/{id}`. */
  path: string;
  /** Fastify's form of the documented path: `/products/{id}` becomes `/products/:id`. */
  url: string;
  status: number;
}

/** Every procedure that declares an OpenAPI path, as a REST route. */
export function restRoutes(): RestRoute[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: OpenApiMeta } }>;
  return Object.entries(procedures).flatMap(([procedure, { _def }]) => {
    const openapi = _def.meta?.openapi;
    if (!openapi || openapi.enabled === false) return [];
    return [
      {
        procedure,
        method: openapi.method,
        path: openapi.path,
        url: openapi.path.replace(/\{(\w+)\}/g, ':$1'),
        status: CREATED_PROCEDURES.has(procedure) ? 201 : 200,
      },
    ];
  });
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * /api/*: the same procedures the React client calls over tRPC, at the specification's REST paths, plus
 * the OpenAPI document and a readable docs page made from them. Each procedure becomes a native Fastify
 * route, so routing, body parsing and errors are Fastify's own: input is the query string (GET, DELETE)
 * or the JSON body, with the path parameters on top; nothing is coerced unless the procedure's schema
 * says so (docs/decisions/006-no-coercion-of-quantities.md); every error answers through the one error
 * handler (src/server/http/error-handling.ts).
 */
/**
 * A query string's `group.key=value` parameters passed as `group=key:value` (e.g. `option.Size=M` as
 * `option=Size:M`, repeated as an array), so a procedure takes them as a list of plain strings, which the
 * OpenAPI document can describe; every other parameter is passed as it came.
 */
const UNSAFE_GROUPS = new Set(['__proto__', 'constructor', 'prototype']);

function dottedKeys(query: unknown): Record<string, unknown> | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const input: Record<string, unknown> = {};
  const add = (key: string, value: unknown) => {
    const had = input[key];
    input[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), ...(Array.isArray(value) ? value : [value])];
  };
  for (const [key, value] of Object.entries(query)) {
    const dot = key.indexOf('.');
    if (dot <= 0 || dot === key.length - 1 || UNSAFE_GROUPS.has(key.slice(0, dot))) {
      add(key, value);
      continue;
    }
    const inner = key.slice(dot + 1);
    add(key.slice(0, dot), Array.isArray(value) ? value.map((v) => `${inner}:${String(v)}`) : `${inner}:${String(value)}`);
  }
  return input;
}

/** The query parameters a GET route documents (its input's fields), which alone may reach a kept answer. */
function documentedQuery(doc: OpenAPIObject, path: string): Set<string> {
  const operation = (doc.paths?.[path] as { get?: { parameters?: { name: string; in: string }[] } } | undefined)?.get;
  return new Set((operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
}

/** Whether a query string holds only documented parameters (`option.Size=M` is the documented `option`). */
function readsOnly(query: unknown, names: ReadonlySet<string>): boolean {
  if (typeof query !== 'object' || query === null) return true;
  return Object.keys(query).every((key) => names.has(key.split('.')[0]));
}

export const restApi: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const openApiDocument = generateOpenApiDocument(appRouter, {
    title: 'Shop API',
    description: 'The shop’s REST API: the same procedures the storefront calls over tRPC, at the documented /api paths.',
    version: '1.0.0',
    baseUrl: '/api',
    paths: plainRoutesOpenApi,
  });

  // A body-carrying call sent with no body at all (curl -X PUT …/deliver) means "no fields", like `{}`.
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.headers;
    if (BODY_METHODS.has(request.method) && !headers['content-type'] && !headers['transfer-encoding'] && (headers['content-length'] ?? '0') === '0') {
      headers['content-type'] = 'application/json';
    }
    done();
  });

  for (const route of restRoutes()) {
    // Looked up once: per request only the input is put together and the procedure called (with its
    // middlewares, input validation and errors exactly as over tRPC).
    const procedure = procedureAt(route.procedure);
    if (!procedure) throw new Error(`No procedure ${route.procedure}`);
    const hasBody = BODY_METHODS.has(route.method);
    // A catalogue read asked anonymously with only its own parameters may be kept by a CDN (cdn-caching.ts).
    const sharedQuery = route.method === 'GET' && CATALOGUE_READS.has(route.procedure) ? documentedQuery(openApiDocument, route.path) : null;
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const input = { ...(hasBody ? (request.body as object | undefined) : dottedKeys(request.query)), ...(request.params as object) };
        const ctx = await createContext(deps, request, reply, DEVICE_COOKIE_PATH.rest);
        const result = await procedure.call(ctx, input);
        if (sharedQuery) {
          if (isAnonymous(request) && readsOnly(request.query, sharedQuery)) shareWithCdn(reply);
          else keepPrivate(reply);
        }
        return reply.code(route.status).send(result);
      },
    });
  }

  const docsHtml = apiDocsPage(openApiDocument);
  app.get('/openapi.json', async () => openApiDocument);
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docsHtml));

  app.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  });
};
