import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { creditNoteLines, type CreditNoteRow, type OrderRow } from '../../../drizzle/schema.js';
import type { Queryable } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { requireUserHook } from '../http/auth.js';
import { creditNotesOf } from './credit-notes.js';
import { placeOfSupplyOf } from '../orders/place-of-supply.js';
import { documentParties, documentSupplier, orderForLink, orderForUser, sendPdf } from './order-documents.js';
import { renderCreditNote } from './render-credit-note.js';

export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

/**
 * The order's credit note with that number: as it is ('CN/2026-27/0001', which arrives URL-encoded as
 * CN%2F2026-27%2F0001 and is decoded by the router) or with dashes for slashes ('CN-2026-27-0001', as its
 * file is named). A number of another order is not found.
 */
function creditNoteOf(db: Queryable, orderId: string, number: string): CreditNoteRow {
  const note = creditNotesOf(db, [orderId]).find((n) => n.number === number || n.number.replace(/\//g, '-') === number);
  if (!note) throw notFound(CREDIT_NOTE_NOT_FOUND);
  return note;
}

/**
 * GET /api/orders/{id}/credit-notes/{number} (the order's buyer or an admin) and
 * GET /api/orders/link/{token}/credit-notes/{number} (a guest's private link): a credit note as a PDF, made
 * from what it recorded when it was issued and the supplier frozen on the order's invoice.
 */
export const creditNoteRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get<{ Params: { id: string; number: string } }>('/api/orders/:id/credit-notes/:number', { preHandler: requireUserHook(deps) }, async (request, reply) =>
    sendCreditNote(deps, orderForUser(deps, request.params.id, request.user), request.params.number, reply),
  );

  app.get<{ Params: { token: string; number: string } }>('/api/orders/link/:token/credit-notes/:number', async (request, reply) =>
    sendCreditNote(deps, orderForLink(deps, request.params.token), request.params.number, reply),
  );
};

async function sendCreditNote(deps: AppDeps, order: OrderRow, number: string, reply: FastifyReply) {
  const note = creditNoteOf(deps.db, order.id, number);
  const lines = deps.db.select().from(creditNoteLines).where(eq(creditNoteLines.creditNoteId, note.id)).orderBy(asc(creditNoteLines.position)).all();
  const pdf = await renderCreditNote({
    number: note.number,
    date: note.issuedAt,
    invoice: { number: order.invoiceNumber ?? '', date: order.invoiceIssuedAt ?? note.issuedAt },
    orderNumber: order.orderNumber ?? order.id,
    supplier: documentSupplier(order),
    ...documentParties(order),
    placeOfSupply: placeOfSupplyOf(order),
    reason: note.reason,
    goodsReturned: note.goodsReturned,
    lines: lines.map((line) => ({
      description: line.description,
      hsnCode: line.hsnCode,
      qty: line.qty,
      rate: line.gstRateBp / 100,
      taxable: line.taxablePaise,
      cgst: line.cgstPaise,
      sgst: line.sgstPaise,
      igst: line.igstPaise,
    })),
    intraState: order.intraState === true,
    totals: {
      taxable: note.taxablePaise,
      cgst: note.cgstPaise,
      sgst: note.sgstPaise,
      igst: note.igstPaise,
      roundOff: note.roundOffPaise,
      total: note.totalPaise,
    },
    withdrawnAt: note.cancelledAt,
  });
  return sendPdf(reply, pdf, note.number);
}
