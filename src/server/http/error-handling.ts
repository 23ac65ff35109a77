import fp from 'fastify-plugin';
import { toErrorResponse } from '../errors.js';

/**
 * Every error a route throws, whatever its door, answers through toErrorResponse: the status from the one
 * table in errors.ts and `{ message, issues? }`. A 5xx is logged here with its cause and never shown.
 */
export const errorHandling = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(body);
  });
});
