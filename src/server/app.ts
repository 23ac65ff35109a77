import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument } from 'trpc-to-openapi';
import { z } from 'zod';
import type { PaymentGatewayName } from '../shared/payments.js';
import { apiDocsPage } from './api-docs.js';
import { FailureLimiter } from './auth/failure-limiter.js';
import { createTokenService, resolveTokenSecret } from './auth/tokens.js';
import type { Config } from './config.js';
import type { ShopDatabase } from './db/database.js';
import type { AppDeps } from './deps.js';
import { AppError, INTERNAL_ERROR_MESSAGE } from './errors.js';
import { createPaymentGateway } from './payments/create-gateway.js';
import { gatewayCspSources } from './payments/csp.js';
import { OrderLocks } from './payments/order-locks.js';
import { paymentRoutes } from './payments/routes.js';
import { restErrorBody } from './rest-errors.js';
import { createContext } from './trpc/context.js';
import { appRouter, CREATED_PROCEDURES, type AppRouter } from './trpc/router.js';
import { uploadRoutes } from './uploads/route.js';
import { uploadsDir } from './uploads/save-image.js';
import { clientApp } from './web/client-app.js';

export interface BuildAppOptions {
  config: Config;
  database: ShopDatabase;
  /** Where the built client lives; tests may point elsewhere. */
  clientDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  authFailures?: FailureLimiter;
}

const AUTH_FAILURE_LIMIT = 10;
const AUTH_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function contentSecurityPolicy(gateway: PaymentGatewayName = 'test'): Record<string, string[] | null> {
  const payment = gatewayCspSources(gateway);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...payment.scriptSrc],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...payment.imgSrc],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...payment.connectSrc],
    ...(payment.frameSrc.length > 0 ? { frameSrc: ["'self'", ...payment.frameSrc] } : {}),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Owners often serve plain http on a LAN address; upgrading would break every asset there.
    upgradeInsecureRequests: null,
  };
}

export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const { config, database } = options;
  const deps: AppDeps = {
    config,
    db: database.db,
    tokens: createTokenService(resolveTokenSecret(config.dataDir, config.jwtSecret), config.tokenTtlDays),
    authFailures: options.authFailures ?? new FailureLimiter(AUTH_FAILURE_LIMIT, AUTH_FAILURE_WINDOW_MS),
    payments: { gateway: createPaymentGateway(config.payments, database.db), locks: new OrderLocks() },
  };

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // An empty JSON body (POST /api/products, PUT …/deliver) means "no fields", not a parse error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('BAD_REQUEST', 'The request body is not valid JSON'), undefined);
    }
  });
  // Body-carrying REST calls sent with no body at all are treated as an empty JSON object too.
  app.addHook('onRequest', async (request) => {
    if (
      request.url.startsWith('/api/') &&
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method) &&
      !request.headers['content-type'] &&
      !request.headers['transfer-encoding'] &&
      (request.headers['content-length'] ?? '0') === '0'
    ) {
      request.headers['content-type'] = 'application/json';
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config.payments.gateway) },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send({ message: error.message });
    const status = typeof error === 'object' && error && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
    }
    const message = error instanceof Error ? error.message : 'Bad request';
    return reply.code(status).send({ message: status === 400 && /JSON/i.test(message) ? 'The request body is not valid JSON' : message });
  });

  const logServerError: NonNullable<FastifyTRPCPluginOptions<AppRouter>['trpcOptions']['onError']> = ({ error, req }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'procedure failed');
  };

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(deps, req),
      onError: logServerError,
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  const openApiDocument = generateOpenApiDocument(appRouter, {
    title: 'Shop API',
    description: 'The shop’s REST API: the same procedures the storefront calls over tRPC, at the documented /api paths.',
    version: '1.0.0',
    baseUrl: '/api',
    // The upload is a plain multipart route (the adapter speaks JSON only), so it is described by hand.
    paths: {
      '/upload': {
        post: {
          summary: 'Upload a product image (admin): multipart field `image`, JPEG/PNG/WebP/GIF/AVIF, at most 5 MB',
          tags: ['Uploads'],
          security: [{ Authorization: [] }],
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: z.object({ image: z.string().meta({ format: 'binary' }) }) } },
          },
          responses: {
            '200': {
              description: 'Stored; `image` is its public path',
              content: { 'application/json': { schema: z.object({ message: z.string(), image: z.string() }) } },
            },
            '400': { description: 'No image, or a damaged one' },
            '401': { description: 'Not signed in' },
            '403': { description: 'Not an admin' },
            '413': { description: 'Larger than 5 MB' },
            '415': { description: 'Not an accepted image format' },
          },
        },
      },
    },
  });
  app.get('/api/openapi.json', async () => openApiDocument);
  const docsHtml = apiDocsPage(openApiDocument);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docsHtml));

  await uploadRoutes(app, deps);

  // Payments: gateway webhooks (raw body, in their own scope) and the test gateway's card form.
  await paymentRoutes(app, deps);

  await app.register(async (rest) => {
    // The adapter's handler calls reply.send() without waiting for it and then resolves with undefined, so
    // Fastify sent a second, empty reply whenever the first was still in its onSend hooks (compression: every
    // gzipped REST response arrived empty). Returning the reply makes Fastify wait for the adapter's send.
    rest.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = async function (this: FastifyInstance, request, reply) {
        await handler.call(this, request, reply);
        return reply;
      };
    });
    rest.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      return restErrorBody(reply.statusCode, payload);
    });
    await rest.register(fastifyTRPCOpenApiPlugin, {
      basePath: '/api',
      router: appRouter,
      // The adapter hands over the Fastify request itself, dressed up as a Node request.
      createContext: ({ req }: { req: unknown }) => createContext(deps, req as FastifyRequest),
      responseMeta: ({ paths, errors }: { paths?: readonly string[]; errors: readonly unknown[] }) =>
        errors.length === 0 && paths?.some((p) => CREATED_PROCEDURES.has(p)) ? { status: 201 } : {},
      onError: ({ error, req }: { error: { code: string; cause?: unknown }; req: unknown }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') (req as FastifyRequest).log.error({ err: error.cause ?? error }, 'procedure failed');
      },
    });
  });

  mkdirSync(uploadsDir(config.dataDir), { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir(config.dataDir),
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    setHeaders(res) {
      // Uploaded files are data, never pages: even a disguised file cannot run anything.
      res.setHeader('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    },
  });

  const sendPage = await clientApp(app, deps, options.clientDistDir);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/trpc/') || url.startsWith('/uploads/') || url.startsWith('/assets/')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ message: 'Not found' });
    return sendPage(request, reply);
  });

  app.addHook('onClose', async () => database.close());
  return { app, deps };
}
