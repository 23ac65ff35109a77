import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';

/**
 * The plain Fastify routes under /api (not procedures, so not described automatically), written down for
 * the OpenAPI document beside the procedures.
 */
export const plainRoutesOpenApi: ZodOpenApiPathsObject = {
  '/orders/{id}/invoice': {
    get: {
      summary: 'The order’s tax invoice (or receipt, without a GSTIN) as a PDF: its customer or an admin; issued once paid, or when placed for cash on delivery',
      tags: ['Orders'],
      security: [{ Authorization: [] }],
      requestParams: { path: z.object({ id: z.string() }) },
      responses: {
        '200': { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
        '401': { description: 'Not signed in' },
        '404': { description: 'No such order, or not yours' },
        '409': { description: 'Not invoiced yet: an online order that is not paid' },
      },
    },
  },
  '/orders/link/{token}/invoice': {
    get: {
      summary: 'A guest order’s tax invoice (or receipt) as a PDF, through the order’s private link; issued once paid, or when placed for cash on delivery',
      tags: ['Orders'],
      requestParams: { path: z.object({ token: z.string() }) },
      responses: {
        '200': { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
        '404': { description: 'A wrong, expired or revoked link' },
        '409': { description: 'Not invoiced yet: an online order that is not paid' },
      },
    },
  },
  '/orders/{id}/credit-notes/{number}': {
    get: {
      summary:
        'A credit note of the order as a PDF (its customer or an admin): `number` as issued, URL-encoded (CN%2F2026-27%2F0001), or with dashes for slashes (CN-2026-27-0001)',
      tags: ['Orders'],
      security: [{ Authorization: [] }],
      requestParams: { path: z.object({ id: z.string(), number: z.string() }) },
      responses: {
        '200': { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
        '401': { description: 'Not signed in' },
        '404': { description: 'No such order, not yours, or no credit note of that number on it' },
      },
    },
  },
  '/orders/link/{token}/credit-notes/{number}': {
    get: {
      summary: 'A credit note of a guest order as a PDF, through the order’s private link; `number` as for /orders/{id}/credit-notes/{number}',
      tags: ['Orders'],
      requestParams: { path: z.object({ token: z.string(), number: z.string() }) },
      responses: {
        '200': { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
        '404': { description: 'A wrong, expired or revoked link, or no credit note of that number on the order' },
      },
    },
  },
  '/upload': {
    post: {
      summary: 'Upload a product image (admin): multipart field `image`, JPEG/PNG/WebP/GIF/AVIF, at most 5 MB and 25 megapixels',
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
};
