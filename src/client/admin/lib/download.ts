import { noticeUnauthorized } from '../../features/session/session-expiry.js';
import { getSession } from '../../state/session.js';

export class DownloadError extends Error {}

/** The file name the server gave in Content-Disposition, or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Fetches an admin file (a CSV export, a backup, an invoice) with the session's Bearer token and saves it
 * under the server's file name. A plain link cannot carry the token, so the browser's own download is
 * started from the fetched bytes.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new DownloadError('The shop could not be reached. Check the connection and try again.');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const error = new DownloadError(typeof payload?.message === 'string' ? payload.message : `The server answered ${response.status}`);
    if (response.status === 401) noticeUnauthorized(token, error);
    throw error;
  }
  const blob = await response.blob();
  const name = fileNameOf(response, fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the bytes are released.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}
