import { getSession } from '../../state/session.js';
import { noticeUnauthorized } from '../session/session-expiry.js';

/** A refusal of the invoice route, with the server's message; `status` tells a 401 from the rest. */
class InvoiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * GET /api/orders/{id}/invoice with the session's bearer token (a plain route, not a tRPC call), saved as a
 * PDF file named after the invoice number. A 401 signs the browser out like any other call's. With a guest
 * order's private link (`linkToken`) the link's own route is asked instead, without the session.
 */
export async function downloadInvoice(orderId: string, invoiceNumber: string, linkToken?: string): Promise<void> {
  const token = linkToken ? undefined : getSession()?.token;
  const address = linkToken ? `/api/orders/link/${encodeURIComponent(linkToken)}/invoice` : `/api/orders/${encodeURIComponent(orderId)}/invoice`;
  const response = await fetch(address, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const error = new InvoiceError(body?.message || 'The invoice could not be downloaded. Please try again.', response.status);
    if (response.status === 401) noticeUnauthorized(token, error);
    throw error;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returns; the address is freed a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
