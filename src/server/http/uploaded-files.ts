import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { uploadsDir } from '../db/data-dir.js';
import { AppError, NOT_FOUND_MESSAGE } from '../errors.js';
import { makeMissingCopy } from '../uploads/image-widths.js';

/** Uploaded files are data, never pages: even a disguised file cannot run anything. */
const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const A_YEAR = 'public, max-age=31536000, immutable';

/**
 * /uploads/*: uploaded images from DATA_DIR/uploads, cached for a year (every upload gets a new name). A
 * smaller copy of a stored image (`<name>-640w.webp`, src/shared/images.ts) that is not on disk yet, because
 * the image is older than the copies, is made from its original on the first request.
 */
export const uploadedFiles: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  const root = uploadsDir(dataDir);
  await app.register(fastifyStatic, {
    root,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    setHeaders(res) {
      res.setHeader('content-security-policy', UPLOADS_CSP);
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const parts = request.url.split('?', 1)[0].replace(/^\/uploads\//, '').split('/');
    const inStoredFolder = parts.length === 1 || (parts.length === 2 && parts[0] === 'demo');
    if ((request.method === 'GET' || request.method === 'HEAD') && inStoredFolder) {
      const copy = await makeMissingCopy(parts.length === 2 ? path.join(root, 'demo') : root, parts[parts.length - 1]);
      if (copy) return reply.type('image/webp').header('cache-control', A_YEAR).header('content-security-policy', UPLOADS_CSP).send(await readFile(copy));
    }
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  });
};
