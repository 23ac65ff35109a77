/**
 * What an order's GST documents (the tax invoice and its credit notes) take from the order: who may read
 * them, the supplier as frozen when the invoice was issued, the parties billed and shipped to, the place of
 * supply, and how a PDF is sent.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { orders, type OrderRow, type UserRow } from '../../../drizzle/schema.js';
import { deliveryAddressLines } from '../../shared/delivery-address.js';
import { INDIAN_STATES } from '../../shared/india.js';
import type { AppDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { orderIdForLink } from '../orders/order-links.js';
import { ORDER_NOT_FOUND } from '../orders/read-orders.js';
import type { InvoiceSupplier } from './issue-invoice.js';
import type { InvoiceParty } from './pdf-layout.js';
import type { DocumentParties } from './render-invoice.js';

/** The order, for its buyer or an admin (requireUserHook has refused anyone signed out); 404 for anyone else. */
export function orderForUser(deps: AppDeps, orderId: string, user: UserRow | null): OrderRow {
  const order = deps.db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order || !user || (!user.isAdmin && order.userId !== user.id)) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order a guest's private link opens: it stands in for the buyer's session (docs/decisions/038-guest-checkout.md). */
export function orderForLink(deps: AppDeps, token: string): OrderRow {
  const order = deps.db.select().from(orders).where(eq(orders.id, orderIdForLink(deps.db, token))).get();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The supplier as the invoice named it when it was issued. */
export function documentSupplier(order: OrderRow): InvoiceParty {
  const supplier = JSON.parse(order.invoiceSupplier ?? '{}') as Partial<InvoiceSupplier>;
  return { name: supplier.name ?? '', lines: supplier.lines ?? [], gstin: supplier.gstin ?? null };
}

/**
 * Who is billed and where the goods go. A consumer: one block, the buyer's name over the delivery address
 * with the mobile number and e-mail (a recipient other than the buyer named "Deliver to: …"). A business
 * buyer (a B2B sale): 'Bill to' the business name with its GSTIN and its state, 'Ship to' the delivery address.
 */
export function documentParties(order: OrderRow): DocumentParties {
  const [recipient, ...place] = deliveryAddressLines(order, order.userName);
  if (order.buyerGstin) {
    const state = INDIAN_STATES.find((s) => s.code === order.buyerGstin?.slice(0, 2));
    return {
      billTo: {
        name: order.buyerBusinessName ?? order.userName,
        gstin: order.buyerGstin,
        lines: [...(state ? [`State: ${state.name} (${state.code})`] : []), `Contact: ${order.userName}`, order.userEmail],
      },
      shipTo: { name: recipient, lines: place },
    };
  }
  return {
    billTo: { name: order.userName, lines: [...(recipient !== order.userName ? [`Deliver to: ${recipient}`] : []), ...place, order.userEmail] },
    shipTo: null,
  };
}

/** A document's PDF, shown in the browser and saved as its number with dashes ('CN-2026-27-0001.pdf'); never cached. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, number: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${number.replace(/\//g, '-')}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
