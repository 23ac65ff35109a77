import * as m from '@messages/order';
import { getSession } from '../../state/session.js';
import { noticeUnauthorized } from '../session/session-expiry.js';

/** A refusal of a document route, with the server's message; `status` tells a 401 from the rest. */
class DocumentError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A document's number as a file name: 'INV/26-27/000042' → 'INV-26-27-000042.pdf'. */
export const documentFileName = (number: string): string => `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/**
 * An order's PDF (`tail` under the order's address: 'invoice', 'credit-notes/CN%2F…') with the session's
 * bearer token (a plain route, not a tRPC call), saved under the document's number. A 401 signs the browser
 * out like any other call's. With a guest order's private link (`linkToken`) the link's own route is asked
 * instead, without the session. `failure` is what the shopper is told when the server gives no reason.
 */
async function downloadOrderDocument(orderId: string, tail: string, number: string, failure: string, linkToken?: string): Promise<void> {
  const token = linkToken ? undefined : getSession()?.token;
  const base = linkToken ? `/api/orders/link/${encodeURIComponent(linkToken)}` : `/api/orders/${encodeURIComponent(orderId)}`;
  const response = await fetch(`${base}/${tail}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const error = new DocumentError(body?.message || failure, response.status);
    if (response.status === 401) noticeUnauthorized(token, error);
    throw error;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = documentFileName(number);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returns; the address is freed a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET /api/orders/{id}/invoice (or the private link's), saved as INV-….pdf. */
export const downloadInvoice = (orderId: string, invoiceNumber: string, linkToken?: string): Promise<void> =>
  downloadOrderDocument(orderId, 'invoice', invoiceNumber, m.invoiceDownloadFailed, linkToken);

/** GET /api/orders/{id}/credit-notes/{number} (or the private link's), the number URL-encoded, saved as CN-….pdf. */
export const downloadCreditNote = (orderId: string, number: string, linkToken?: string): Promise<void> =>
  downloadOrderDocument(orderId, `credit-notes/${encodeURIComponent(number)}`, number, m.creditNoteDownloadFailed, linkToken);
