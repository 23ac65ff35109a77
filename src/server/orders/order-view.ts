import { inArray } from 'drizzle-orm';
import type { AnySQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  creditNotes,
  orderEvents,
  orderItems,
  refunds,
  creditNoteLines,
  type CreditNoteLineRow,
  type CreditNoteRow,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  type RefundRow,
} from '../../../drizzle/schema.js';
import type { PaymentMethod } from '../../shared/constants.js';
import { paiseToRupees } from '../../shared/money.js';
import { isPaidStatus, type FulfilmentStatus, type OrderEventType, type PaymentStatus } from '../../shared/order-status.js';
import { ONLINE_GATEWAYS } from '../../shared/payments.js';
import type { Order } from '../../shared/schemas/order.js';
import { storedLocale } from '../../shared/i18n/locales.js';
import type { Db } from '../db/database.js';
import { rowShape } from '../db/table-rows.js';
import { prepared } from '../db/prepared-statements.js';
import { orderCharges, type OrderCharge } from './order-charges.js';
import { placeOfSupplyOf } from './place-of-supply.js';

type PaymentResult = NonNullable<Order['paymentResult']>;

/** The stored payment result: the spec's four fields plus the gateway that confirmed it. */
function parsePaymentResult(json: string | null): (PaymentResult & { gateway: string }) | null {
  if (!json) return null;
  const value = JSON.parse(json) as Partial<PaymentResult & { gateway: string }>;
  return { id: value.id ?? '', status: value.status ?? '', update_time: value.update_time ?? '', email_address: value.email_address ?? '', gateway: value.gateway ?? '' };
}

/** Who did it, as anyone who may read the order may see it: never another user's id. */
function actorLabel(actor: string, order: OrderRow): string {
  if (actor === 'system' || (ONLINE_GATEWAYS as readonly string[]).includes(actor)) return actor;
  // A guest acting through the order's private link (docs/decisions/038-guest-checkout.md).
  if (actor === 'guest') return 'customer';
  return actor === order.userId ? 'customer' : 'admin';
}

export interface OrderParts {
  items: OrderItemRow[];
  events: OrderEventRow[];
  refunds: RefundRow[];
  creditNotes: CreditNoteRow[];
  /** The credit notes' lines, by note. */
  creditNoteLines: Map<string, CreditNoteLineRow[]>;
}

export function toOrder(row: OrderRow, parts: OrderParts): Order {
  const payment = parsePaymentResult(row.paymentResult);
  const paymentStatus = row.paymentStatus as PaymentStatus;
  const fulfilmentStatus = row.fulfilmentStatus as FulfilmentStatus;
  return {
    _id: row.id,
    // Every order has its number since migration 0021; the id stands in for one written some other way.
    orderNumber: row.orderNumber ?? row.id,
    user: { _id: row.userId, name: row.userName, email: row.userEmail },
    orderItems: parts.items.map((item) => ({
      _id: item.id,
      name: item.name,
      qty: item.qty,
      image: item.image,
      price: paiseToRupees(item.pricePaise),
      product: item.productId,
      variant: item.variantId,
      variantTitle: item.variantTitle,
      sku: item.sku,
      restockedQty: item.restockedQty,
      gstRate: item.gstRateBp / 100,
      hsnCode: item.hsnCode,
      discount: paiseToRupees(item.discountPaise),
      taxableValue: paiseToRupees(item.taxablePaise),
      tax: paiseToRupees(item.taxPaise),
    })),
    shippingAddress: {
      recipientName: row.recipientName,
      phone: row.phone,
      address: row.address,
      addressLine2: row.addressLine2,
      city: row.city,
      pincode: row.pincode,
      state: row.state,
      country: row.country,
    },
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentResult: payment && { id: payment.id, status: payment.status, update_time: payment.update_time, email_address: payment.email_address },
    itemsPrice: paiseToRupees(row.itemsPricePaise),
    taxPrice: paiseToRupees(row.taxPricePaise),
    shippingPrice: paiseToRupees(row.shippingPricePaise),
    codFee: paiseToRupees(row.codFeePaise),
    roundOff: paiseToRupees(row.roundOffPaise),
    pricesIncludeGst: row.pricesIncludeGst,
    totalPrice: paiseToRupees(row.totalPricePaise),
    isPaid: isPaidStatus(paymentStatus),
    paidAt: row.paidAt?.toISOString() ?? null,
    isTestPayment: payment?.gateway === 'test',
    isDelivered: fulfilmentStatus === 'delivered',
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    paymentStatus,
    fulfilmentStatus,
    shipment:
      row.shippedAt && row.carrier && row.trackingNumber
        ? { carrier: row.carrier, trackingNumber: row.trackingNumber, trackingUrl: row.trackingUrl, shippedAt: row.shippedAt.toISOString() }
        : null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    // Until when it may be paid, or (a claimed UPI payment) until when the shop has to confirm it.
    paymentDueAt: (paymentStatus === 'unpaid' || paymentStatus === 'claimed') && fulfilmentStatus !== 'cancelled' ? (row.paymentDueAt?.toISOString() ?? null) : null,
    upiClaim: row.upiUtr && row.paymentClaimedAt ? { utr: row.upiUtr, claimedAt: row.paymentClaimedAt.toISOString() } : null,
    refunds: parts.refunds.map((r) => ({ _id: r.id, amount: paiseToRupees(r.amountPaise), reason: r.reason, status: r.status as 'pending' | 'succeeded' | 'failed', createdAt: r.createdAt.toISOString() })),
    refundedPrice: paiseToRupees(row.refundedPaise),
    events: parts.events.map((e) => ({ type: e.type as OrderEventType, at: e.at.toISOString(), actor: actorLabel(e.actor, row), note: e.note })),
    discountPrice: paiseToRupees(row.discountPricePaise),
    promoCode: row.promoCode,
    taxBreakdown: breakdownOf(parts.items, orderCharges(row)),
    placeOfSupply: placeOfSupplyOf(row),
    invoice:
      row.invoiceNumber && row.invoiceIssuedAt
        ? {
            number: row.invoiceNumber,
            kind: row.invoiceKind === 'receipt' ? 'receipt' : 'tax-invoice',
            issuedAt: row.invoiceIssuedAt.toISOString(),
            cancelledBy: parts.creditNotes.find((note) => note.kind === 'cancellation' && note.cancelledAt === null)?.number ?? null,
          }
        : null,
    creditNotes: parts.creditNotes.map((note) => ({
      number: note.number,
      issuedAt: note.issuedAt.toISOString(),
      kind: note.kind === 'cancellation' ? 'cancellation' : 'refund',
      reason: note.reason,
      goodsReturned: note.goodsReturned,
      amount: paiseToRupees(note.totalPaise),
      taxableValue: paiseToRupees(note.taxablePaise),
      cgst: paiseToRupees(note.cgstPaise),
      sgst: paiseToRupees(note.sgstPaise),
      igst: paiseToRupees(note.igstPaise),
      cancelled: note.cancelledAt !== null,
      taxBreakdown: breakdownOf(parts.creditNoteLines.get(note.id) ?? [], []),
    })),
    business: row.buyerGstin ? { gstin: row.buyerGstin, name: row.buyerBusinessName ?? '' } : null,
    placedAsGuest: row.placedAsGuest,
    language: storedLocale(row.language),
  };
}

/**
 * GST per rate, added up from what each line and each fee was charged (lowest rate first): an order's, or
 * what a credit note's lines reversed.
 */
function breakdownOf(items: Pick<OrderItemRow, 'gstRateBp' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>[], charges: OrderCharge[]): Order['taxBreakdown'] {
  const byRate = new Map<number, { taxable: number; cgst: number; sgst: number; igst: number }>();
  const parts = [
    ...items.map((item) => ({ rateBp: item.gstRateBp, taxable: item.taxablePaise, cgst: item.cgstPaise, sgst: item.sgstPaise, igst: item.igstPaise })),
    ...charges,
  ];
  for (const part of parts) {
    const entry = byRate.get(part.rateBp) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    entry.taxable += part.taxable;
    entry.cgst += part.cgst;
    entry.sgst += part.sgst;
    entry.igst += part.igst;
    byRate.set(part.rateBp, entry);
  }
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, e]) => ({ rate: rateBp / 100, taxableValue: paiseToRupees(e.taxable), cgst: paiseToRupees(e.cgst), sgst: paiseToRupees(e.sgst), igst: paiseToRupees(e.igst) }));
}

function groupBy<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.orderId) ?? [];
    list.push(row);
    groups.set(row.orderId, list);
  }
  return groups;
}

/** The rows of `table` (one of an order's parts) belonging to any of `orderIds`, in `orderBy` order, by order. */
function partsOf<R extends { orderId: string }>(db: Db, table: typeof orderItems | typeof orderEvents | typeof refunds | typeof creditNotes, orderBy: string, orderIds: string): Map<string, R[]> {
  const shape = rowShape<AnySQLiteTable>(table);
  const raws = prepared(db.$client, `select ${shape.columns} from ${shape.table} where order_id in (select value from json_each(?)) order by ${orderBy}`)
    .raw()
    .all(orderIds) as unknown[][];
  return groupBy(raws.map((raw) => shape.read(raw) as R));
}

/** The lines of these credit notes, by note (none read when there are no notes, as on most orders). */
function linesOfNotes(db: Db, notes: CreditNoteRow[]): Map<string, CreditNoteLineRow[]> {
  const byNote = new Map<string, CreditNoteLineRow[]>();
  if (notes.length === 0) return byNote;
  const rows = db
    .select()
    .from(creditNoteLines)
    .where(inArray(creditNoteLines.creditNoteId, notes.map((note) => note.id)))
    .orderBy(creditNoteLines.creditNoteId, creditNoteLines.position)
    .all();
  for (const row of rows) byNote.set(row.creditNoteId, [...(byNote.get(row.creditNoteId) ?? []), row]);
  return byNote;
}

/**
 * Orders with their items, timelines and refunds, loaded in one query each for the lot. It reads through
 * the shop's one connection, so inside a transaction it sees that transaction's writes.
 */
export function withParts(db: Db, rows: OrderRow[]): Order[] {
  if (rows.length === 0) return [];
  const ids = JSON.stringify(rows.map((r) => r.id));
  const items = partsOf<OrderItemRow>(db, orderItems, 'order_id, position', ids);
  // One transition can write several events at the same instant (refunded + cancelled, delivered + paid);
  // their ids are random, so ties are broken by rowid, the order they were written in.
  const events = partsOf<OrderEventRow>(db, orderEvents, 'at, rowid', ids);
  const refundRows = partsOf<RefundRow>(db, refunds, 'created_at, id', ids);
  const notes = partsOf<CreditNoteRow>(db, creditNotes, 'issued_at, number', ids);
  const noteLines = linesOfNotes(db, [...notes.values()].flat());
  return rows.map((row) =>
    toOrder(row, {
      items: items.get(row.id) ?? [],
      events: events.get(row.id) ?? [],
      refunds: refundRows.get(row.id) ?? [],
      creditNotes: notes.get(row.id) ?? [],
      creditNoteLines: noteLines,
    }),
  );
}
