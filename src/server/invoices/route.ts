import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { orderItems, orders, type OrderRow } from '../../../drizzle/schema.js';
import { isPaidStatus, type PaymentStatus } from '../../shared/order-status.js';
import type { AppDeps } from '../deps.js';
import { conflict } from '../errors.js';
import { requireUserHook } from '../http/auth.js';
import { orderCharges } from '../orders/order-charges.js';
import { issueInvoice } from './issue-invoice.js';
import { renderInvoice, type InvoiceData } from './render-invoice.js';
import { describeLine } from '../../shared/variants.js';
import { creditNoteRoutes } from './credit-note-route.js';
import { creditNotesOf } from './credit-notes.js';
import { documentDate, inr } from './pdf-layout.js';
import { placeOfSupplyOf } from '../orders/place-of-supply.js';
import { documentParties, documentSupplier, orderForLink, orderForUser, sendPdf } from './order-documents.js';

export const INVOICE_NOT_YET = 'The tax invoice is issued when the order is paid online or shipped';

/**
 * Whether the order has (or, placed before invoices existed, should have) its invoice: issued when an online
 * order is paid or the goods leave (docs/decisions/047-credit-notes-and-gstr1.md). Until then the order
 * page is the buyer's summary; an order cancelled before either never has one.
 */
function invoiceable(order: typeof orders.$inferSelect): boolean {
  if (order.invoiceNumber) return true;
  if (order.fulfilmentStatus === 'cancelled') return false;
  const online = order.paymentMethod !== 'COD';
  return (online && isPaidStatus(order.paymentStatus as PaymentStatus)) || order.fulfilmentStatus === 'shipped' || order.fulfilmentStatus === 'delivered';
}

/**
 * GET /api/orders/{id}/invoice: the order's tax invoice (or receipt) as a PDF, for its customer and admins.
 * Made from what the order recorded when it was placed and invoiced, so changing a product or the shop's
 * settings never changes a past invoice. An order placed before invoices existed gets its number now.
 */
export const invoiceRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get<{ Params: { id: string } }>('/api/orders/:id/invoice', { preHandler: requireUserHook(deps) }, async (request, reply) =>
    sendInvoice(deps, orderForUser(deps, request.params.id, request.user), reply),
  );

  // A guest order's private link stands in for the buyer's session (docs/decisions/038-guest-checkout.md).
  app.get<{ Params: { token: string } }>('/api/orders/link/:token/invoice', async (request, reply) => sendInvoice(deps, orderForLink(deps, request.params.token), reply));

  await app.register(creditNoteRoutes, { deps });
};

async function sendInvoice(deps: AppDeps, found: OrderRow, reply: FastifyReply) {
  const { db } = deps;
  let order = found;
  if (!invoiceable(order)) throw conflict(INVOICE_NOT_YET);
  if (!order.invoiceNumber) {
    const id = order.id;
    db.transaction(() => issueInvoice(db, id, deps.settings.get(), new Date()), { behavior: 'immediate' });
    order = db.select().from(orders).where(eq(orders.id, id)).get() ?? order;
  }
  const lines = db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)).all();
  const charges = orderCharges(order);
  const notes = creditNotesOf(db, [order.id]).filter((note) => note.cancelledAt === null);
  const sum = (pick: (line: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }) => number) =>
    lines.reduce((total, line) => total + pick(line), 0) +
    charges.reduce((total, charge) => total + pick({ taxablePaise: charge.taxable, cgstPaise: charge.cgst, sgstPaise: charge.sgst, igstPaise: charge.igst }), 0);
  const data: InvoiceData = {
    kind: order.invoiceKind === 'receipt' ? 'receipt' : 'tax-invoice',
    number: order.invoiceNumber ?? '',
    date: order.invoiceIssuedAt ?? new Date(),
    orderNumber: order.orderNumber ?? order.id,
    supplier: documentSupplier(order),
    ...documentParties(order),
    placeOfSupply: placeOfSupplyOf(order),
    lines: [
      ...lines.map((line) => ({
        description: describeLine(line.name, line.variantTitle),
        hsnCode: line.hsnCode,
        qty: line.qty,
        unitPrice: line.pricePaise,
        taxable: line.taxablePaise,
        rate: line.gstRateBp / 100,
        tax: line.taxPaise,
      })),
      // Delivery and the COD fee, each a line of its own with its SAC and the order's highest rate.
      ...charges.map((charge) => ({
        description: charge.description,
        hsnCode: charge.sac,
        qty: 1,
        unitPrice: charge.amount,
        taxable: charge.taxable,
        rate: charge.rateBp / 100,
        tax: charge.tax,
      })),
    ],
    intraState: order.intraState === true,
    pricesIncludeGst: order.pricesIncludeGst,
    totals: {
      taxable: sum((l) => l.taxablePaise),
      cgst: sum((l) => l.cgstPaise),
      sgst: sum((l) => l.sgstPaise),
      igst: sum((l) => l.igstPaise),
      roundOff: order.roundOffPaise,
      total: order.totalPricePaise,
    },
    paymentNote: paymentNote(order),
    // An order cancelled in full: the cancellation's credit note; every note in force is listed below.
    cancelledBy: notes.find((note) => note.kind === 'cancellation')?.number ?? null,
    creditNotes: notes.map((note) => `${note.number} of ${documentDate(note.issuedAt)} for ${inr(note.totalPaise)}`),
  };
  return sendPdf(reply, await renderInvoice(data), data.number);
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function paymentNote(order: typeof orders.$inferSelect): string {
  const discount = order.promoCode ? ` Promo code ${order.promoCode} applied.` : '';
  const test = order.paymentResult?.includes('"gateway":"test"') ? ' Test payment: no money was taken.' : '';
  if (order.paymentMethod === 'COD') {
    return `Payment: cash on delivery${order.paidAt ? `, received on ${dateFormat.format(order.paidAt)}` : ', due at delivery'}.${discount}`;
  }
  return `Payment: online${order.paidAt ? `, received on ${dateFormat.format(order.paidAt)}` : ''}.${discount}${test}`;
}
