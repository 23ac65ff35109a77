import type { z } from 'zod';
import { noticeUnauthorized } from '../../features/session/session-expiry.js';
import { getSession } from '../../state/session.js';

/** A refused plain-route call, with the server's message and, for a refused import, its report. */
export class AdminRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly payload: unknown,
  ) {
    super(message);
  }
}

/**
 * Calls one of the shop's plain admin routes (those outside tRPC: health details, backups, CSV import)
 * with the session's Bearer token, and checks the answer against `schema`.
 */
export async function adminJson<S extends z.ZodType>(url: string, schema: S, init: { method?: string; body?: string; contentType?: string } = {}): Promise<z.infer<S>> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      body: init.body,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.contentType ? { 'content-type': init.contentType } : {}) },
    });
  } catch {
    throw new AdminRequestError('The shop could not be reached. Check the connection and try again.', undefined, undefined);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (payload as { message?: unknown } | undefined)?.message;
    const error = new AdminRequestError(typeof message === 'string' ? message : `The server answered ${response.status}`, response.status, payload);
    if (response.status === 401) noticeUnauthorized(token, error);
    throw error;
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new AdminRequestError('The server sent an answer this page does not understand. Reload the page and try again.', response.status, payload);
  return parsed.data;
}
