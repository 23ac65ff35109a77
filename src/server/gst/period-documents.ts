/**
 * The documents a GST return is made from (docs/decisions/048-gstr1-and-sales-register.md): the tax invoices
 * issued in a period and the credit notes issued in it, each with its lines as they were charged or
 * reversed. GSTR-1, its CSVs and the sales register are all made from this one reading, so they agree to the
 * paisa. Receipts (a shop without a GSTIN) are in no return.
 */
import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { creditNoteLines, creditNotes, orderItems, orders, type OrderRow } from '../../../drizzle/schema.js';
import type { GstPeriod } from '../../shared/gst-returns.js';
import { findIndianState } from '../../shared/india.js';
import type { Paise } from '../../shared/money.js';
import { DELIVERY_SAC } from '../../shared/shipping.js';
import { describeLine } from '../../shared/variants.js';
import type { Db } from '../db/database.js';
import { orderCharges } from '../orders/order-charges.js';

/** Where an invoice (and every credit note against it) is reported in GSTR-1. */
export type Gstr1Section = 'b2b' | 'b2cl' | 'b2cs';

/** A taxable value and the GST on it. */
export interface Amounts {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

export const noAmounts = (): Amounts => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });

/** Adds `amounts` to `sum` (or takes them off it: a credit note's). */
export function addAmounts(sum: Amounts, amounts: Amounts, sign: 1 | -1 = 1): void {
  sum.taxable += sign * amounts.taxable;
  sum.cgst += sign * amounts.cgst;
  sum.sgst += sign * amounts.sgst;
  sum.igst += sign * amounts.igst;
}

export const isZero = (amounts: Amounts): boolean => amounts.taxable === 0 && amounts.cgst === 0 && amounts.sgst === 0 && amounts.igst === 0;

/** A line of an invoice or a credit note: what it charged (or reverses) at one rate under one HSN/SAC. */
export interface TaxLine extends Amounts {
  rateBp: number;
  /** The HSN code (goods) or SAC (services: 99…); '' when the product had none. */
  hsn: string;
  description: string;
  /** Units; a service's are not counted (GSTR-1's UQC 'NA'). */
  qty: number;
}

/** What a credit note needs to know of the invoice it is against. */
export interface InvoiceHead {
  number: string;
  issuedAt: Date;
  section: Gstr1Section;
  /** The buyer's GSTIN (b2b), else null. */
  buyerGstin: string | null;
  buyerName: string | null;
  /** The place of supply's two-digit state code. */
  pos: string;
  intraState: boolean;
  /** The invoice value (what the buyer was charged, round-off included). */
  value: Paise;
}

export interface PeriodInvoice extends InvoiceHead {
  lines: TaxLine[];
}

export interface PeriodCreditNote {
  number: string;
  issuedAt: Date;
  /** The note's value: taxable + GST + round-off. */
  value: Paise;
  /** Withdrawn after it was issued (the refund it recorded failed): it counts only as cancelled in Table 13. */
  withdrawn: boolean;
  invoice: InvoiceHead;
  lines: TaxLine[];
}

export interface PeriodDocuments {
  invoices: PeriodInvoice[];
  creditNotes: PeriodCreditNote[];
}

const INDIA_OFFSET_MS = 330 * 60_000;

/** Midnight in India at the start of a date 'YYYY-MM-DD'. */
export const indiaMidnight = (date: string): number => Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MS;

/** The date in India of a moment, as 'YYYY-MM-DD'. */
export const indiaDate = (moment: Date): string => new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Rule 59(4)(a)(ii) of the CGST Rules: an inter-state invoice to an unregistered buyer goes invoice by invoice
 * into Table 5 (b2cl) when its value is more than Rs 1,00,000 (Rs 2,50,000 before 1 August 2024,
 * Notification 12/2024-Central Tax).
 */
const B2CL_LOWERED_ON = indiaMidnight('2024-08-01');
export function b2clThreshold(issuedAt: Date): Paise {
  return issuedAt.getTime() < B2CL_LOWERED_ON ? 2_50_000_00 : 1_00_000_00;
}

function sectionOf(order: OrderRow, issuedAt: Date): Gstr1Section {
  if (order.buyerGstin) return 'b2b';
  if (order.intraState !== true && order.totalPricePaise > b2clThreshold(issuedAt)) return 'b2cl';
  return 'b2cs';
}

function invoiceHead(order: OrderRow): InvoiceHead {
  const issuedAt = order.invoiceIssuedAt ?? order.createdAt;
  return {
    number: order.invoiceNumber ?? '',
    issuedAt,
    section: sectionOf(order, issuedAt),
    buyerGstin: order.buyerGstin,
    buyerName: order.buyerBusinessName,
    pos: order.placeOfSupplyCode ?? findIndianState(order.state)?.code ?? '',
    intraState: order.intraState === true,
    value: order.totalPricePaise,
  };
}

/** The order's fees (delivery, cash-on-delivery fee) as lines, each under the delivery SAC. */
function chargeLines(order: OrderRow): TaxLine[] {
  return orderCharges(order).map((charge) => ({
    rateBp: charge.rateBp,
    hsn: charge.sac,
    description: charge.description,
    qty: 1,
    taxable: charge.taxable,
    cgst: charge.cgst,
    sgst: charge.sgst,
    igst: charge.igst,
  }));
}

/** Groups rows by a key, keeping the order they came in. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The tax invoices and credit notes issued in the period (India's dates), oldest number first. */
export function periodDocuments(db: Db, period: GstPeriod): PeriodDocuments {
  const start = new Date(indiaMidnight(period.from));
  const end = new Date(indiaMidnight(period.until));

  const invoiced = and(isNotNull(orders.invoiceNumber), eq(orders.invoiceKind, 'tax-invoice'), gte(orders.invoiceIssuedAt, start), lt(orders.invoiceIssuedAt, end));
  const invoiceOrders = db.select().from(orders).where(invoiced).all();
  const invoiceItems = groupBy(
    db
      .select({ item: orderItems })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(invoiced)
      .orderBy(asc(orderItems.orderId), asc(orderItems.position))
      .all()
      .map((row) => row.item),
    (item) => item.orderId,
  );
  const invoices: PeriodInvoice[] = invoiceOrders.map((order) => ({
    ...invoiceHead(order),
    lines: [
      ...(invoiceItems.get(order.id) ?? []).map((item) => ({
        rateBp: item.gstRateBp,
        hsn: item.hsnCode ?? '',
        description: describeLine(item.name, item.variantTitle),
        qty: item.qty,
        taxable: item.taxablePaise,
        cgst: item.cgstPaise,
        sgst: item.sgstPaise,
        igst: item.igstPaise,
      })),
      ...chargeLines(order),
    ],
  }));

  const noted = and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end), eq(orders.invoiceKind, 'tax-invoice'));
  const notes = db.select({ note: creditNotes, order: orders }).from(creditNotes).innerJoin(orders, eq(orders.id, creditNotes.orderId)).where(noted).all();
  const noteLines = groupBy(
    db
      .select({ line: creditNoteLines })
      .from(creditNoteLines)
      .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(noted)
      .orderBy(asc(creditNoteLines.creditNoteId), asc(creditNoteLines.position))
      .all()
      .map((row) => row.line),
    (line) => line.creditNoteId,
  );
  const creditNoteList: PeriodCreditNote[] = notes.map(({ note, order }) => ({
    number: note.number,
    issuedAt: note.issuedAt,
    value: note.totalPaise,
    withdrawn: note.cancelledAt !== null,
    invoice: invoiceHead(order),
    lines: (noteLines.get(note.id) ?? []).map((line) => ({
      rateBp: line.gstRateBp,
      hsn: line.hsnCode ?? (line.charge ? DELIVERY_SAC : ''),
      description: line.description,
      qty: line.qty,
      taxable: line.taxablePaise,
      cgst: line.cgstPaise,
      sgst: line.sgstPaise,
      igst: line.igstPaise,
    })),
  }));

  return {
    invoices: invoices.sort((a, b) => compareNumbers(a.number, b.number)),
    creditNotes: creditNoteList.sort((a, b) => compareNumbers(a.number, b.number)),
  };
}

/** A document number's series (everything before its running number) and that number. */
export function splitNumber(number: string): { series: string; seq: number } {
  const match = /^(.*?)(\d+)$/.exec(number);
  return match ? { series: match[1], seq: Number(match[2]) } : { series: number, seq: 0 };
}

/** Document numbers in series order: by series, then by running number (so 1000000 follows 999999). */
export function compareNumbers(a: string, b: string): number {
  const x = splitNumber(a);
  const y = splitNumber(b);
  return x.series === y.series ? x.seq - y.seq : x.series < y.series ? -1 : 1;
}
