import fp from 'fastify-plugin';
import { AppError, INVALID_JSON_MESSAGE } from '../errors.js';

/**
 * Request bodies are JSON, everywhere a scope does not say otherwise (uploads take multipart, webhooks raw
 * bytes, tRPC parses its own). An empty body means "no fields" (POST /api/products, PUT …/deliver), not a
 * parse error; any other content type is 415.
 */
export const jsonBodies = fp(async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('BAD_REQUEST', INVALID_JSON_MESSAGE), undefined);
    }
  });
});
