import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '../../shared/constants.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { createContext } from '../trpc/context.js';
import { saveImage } from './save-image.js';

/** POST /api/upload: one image in the multipart field `image`, admins only. A plain route: tRPC takes JSON only. */
export async function uploadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post('/api/upload', async (request, reply) => {
    // Who is asking is settled before a byte of the body is read.
    const { user } = await createContext(deps, request);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    if (!user.isAdmin) throw new AppError('FORBIDDEN', 'Not authorized as an admin');
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
}
