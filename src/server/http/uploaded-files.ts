import { existsSync, realpathSync } from 'node:fs';
import { lstat, readFile } from 'node:fs/promises';
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
 * Whether the file a /uploads URL names is reached without passing a link: every part of the path that
 * exists is a plain folder (or, last, a plain file). A link inside the uploads, placed by hand or by an old
 * restore, could otherwise serve any file the shop can read (docs/decisions/022-backups-and-token-keys.md).
 * A part that does not exist is fine: the answer is a 404, or a copy made from a checked original.
 */
async function reachedWithoutLinks(root: string, url: string): Promise<boolean> {
  let relative: string;
  try {
    relative = decodeURIComponent(url.split('?', 1)[0].replace(/^\/uploads\/?/, ''));
  } catch {
    return false;
  }
  let current = root;
  for (const part of relative.split('/').filter(Boolean)) {
    if (part === '..' || part.includes('\0')) return false;
    current = path.join(current, part);
    try {
      const stats = await lstat(current);
      if (!stats.isDirectory() && !stats.isFile()) return false;
    } catch {
      return true;
    }
  }
  return true;
}

/**
 * /uploads/*: uploaded images from DATA_DIR/uploads, cached for a year (every upload gets a new name). A
 * smaller copy of a stored image (`<name>-640w.webp`, src/shared/images.ts) that is not on disk yet, because
 * the image is older than the copies, is made from its original on the first request. No link is ever
 * followed below the folder.
 */
export const uploadedFiles: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  // Resolved once: the folder itself may be a link the owner set up (uploads kept on another disk).
  const root = existsSync(uploadsDir(dataDir)) ? realpathSync(uploadsDir(dataDir)) : uploadsDir(dataDir);
  app.addHook('onRequest', async (request) => {
    if (!(await reachedWithoutLinks(root, request.url))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  });
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
