import { noticeUnauthorized } from '../../features/session/session-expiry.js';
import { getSession } from '../../state/session.js';

export class UploadError extends Error {}

/**
 * Sends one image to POST /api/upload (a plain multipart route: tRPC carries JSON only) and returns the
 * path the server stored it under, such as /uploads/3f2a….png.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch('/api/upload', { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new UploadError('The shop could not be reached. Check the connection and try again.');
  }
  const payload = (await response.json().catch(() => undefined)) as { message?: unknown; image?: unknown } | undefined;
  if (!response.ok || typeof payload?.image !== 'string') {
    const error = new UploadError(typeof payload?.message === 'string' ? payload.message : `The server answered ${response.status}`);
    // Not tRPC, so not seen by its session check: a refused session is handled here the same way.
    if (response.status === 401) noticeUnauthorized(token, error);
    throw error;
  }
  return payload.image;
}
