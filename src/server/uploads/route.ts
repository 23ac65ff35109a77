import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '../../shared/constants.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { requireAdminHook } from '../http/auth.js';
import { saveImage } from './save-image.js';

/** POST /api/upload: one image in the multipart field `image`, admins only. A plain route: tRPC takes JSON only. */
export const uploadRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // Multipart parsing exists only in this scope; the rest of the shop accepts JSON bodies only.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  // The caller is checked before a byte of the file is read (multipart bodies are read lazily).
  app.post('/api/upload', { preHandler: requireAdminHook(deps) }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data in the field "image"');

    const file = await request.file();
    if (!file || file.fieldname !== 'image') throw new AppError('BAD_REQUEST', 'No image received: send it in the field "image"');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', `The image is too large: at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
      }
      throw error;
    }
    if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The image file is empty');
    const image = await saveImage(deps.config.dataDir, bytes);
    return reply.send({ message: 'Image uploaded successfully', image });
  });
};
