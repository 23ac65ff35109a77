import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { uploadsDir } from '../db/data-dir.js';
import { AppError, NOT_FOUND_MESSAGE } from '../errors.js';

/** /uploads/*: uploaded images from DATA_DIR/uploads, cached for a year (every upload gets a new name). */
export const uploadedFiles: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  await app.register(fastifyStatic, {
    root: uploadsDir(dataDir),
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    setHeaders(res) {
      // Uploaded files are data, never pages: even a disguised file cannot run anything.
      res.setHeader('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    },
  });
  app.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  });
};
