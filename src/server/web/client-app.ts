import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { clientDistDir } from '../paths.js';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>
<body><main><h1>The shop's client is not built</h1><p>Run <code>npm run build</code>, then start the server again.</p></main></body></html>`;

/**
 * Serves the built React app: hashed files under /assets are cached for a year as immutable, everything
 * else revalidates; any other path a browser asks for gets index.html and the client routes it.
 */
export async function clientApp(app: FastifyInstance, distDir = clientDistDir): Promise<(reply: FastifyReply) => FastifyReply> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return (reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PLACEHOLDER);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });
  const html = readFileSync(indexFile, 'utf8');
  return (reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}
