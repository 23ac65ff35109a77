/**
 * Credit notes (CGST Act Section 34; docs/decisions/047-credit-notes-and-gstr1.md): cancelling an order that
 * has a tax invoice, or refunding part or all of one, reverses the taxable value and the GST the invoice
 * charged, in a note numbered from its own series per financial year ('CN/2026-27/0001') and written in the
 * transaction of the cancellation or refund. What each note reverses is worked out here, per invoice line and
 * fee, from what is left of it after the notes already issued, so the notes never reverse more than the
 * invoice charged and the last one reverses exactly what is left, to the paisa.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { creditNoteLines, creditNotes, orderItems, type OrderRow } from '../../../drizzle/schema.js';
import { financialYearOf } from '../../shared/gst-returns.js';
import type { Paise } from '../../shared/money.js';
import { spreadDiscount } from '../../shared/order-totals.js';
import { describeLine } from '../../shared/variants.js';
import type { Db, Queryable, Tx } from '../db/database.js';
import { nextInSeries } from '../db/number-series.js';
import { newId } from '../ids.js';
import { orderCharges } from '../orders/order-charges.js';

export type CreditNoteKind = 'cancellation' | 'refund';

/** A line of the invoice (an order line, or one of its fees) with what is left of it to reverse. */
interface InvoiceRow {
  orderItemId: string | null;
  charge: 'delivery' | 'cod_fee' | null;
  description: string;
  hsnCode: string | null;
  rateBp: number;
  /** Units sold, and those already returned by earlier notes. */
  qty: number;
  returnedQty: number;
  /** What the invoice charged on it. */
  charged: Sums;
  /** What is left after the notes already issued. */
  left: Sums;
}

interface Sums {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

const gross = (s: Sums) => s.taxable + s.cgst + s.sgst + s.igst;
const minus = (a: Sums, b: Sums): Sums => ({ taxable: a.taxable - b.taxable, cgst: a.cgst - b.cgst, sgst: a.sgst - b.sgst, igst: a.igst - b.igst });

/** A credit note's line as it is written. */
export interface CreditLine {
  orderItemId: string | null;
  charge: 'delivery' | 'cod_fee' | null;
  description: string;
  hsnCode: string | null;
  qty: number;
  rateBp: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/** What the notes issued so far (not withdrawn) reversed, per order line or fee, with the units returned. */
function creditedSoFar(db: Queryable, orderId: string): Map<string, Sums & { qty: number }> {
  const rows = db
    .select({
      key: sql<string>`coalesce(${creditNoteLines.orderItemId}, ${creditNoteLines.charge})`,
      qty: sql<number>`sum(${creditNoteLines.qty})`,
      taxable: sql<number>`sum(${creditNoteLines.taxablePaise})`,
      cgst: sql<number>`sum(${creditNoteLines.cgstPaise})`,
      sgst: sql<number>`sum(${creditNoteLines.sgstPaise})`,
      igst: sql<number>`sum(${creditNoteLines.igstPaise})`,
    })
    .from(creditNoteLines)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
    .where(and(eq(creditNotes.orderId, orderId), isNull(creditNotes.cancelledAt)))
    .groupBy(sql`1`)
    .all();
  return new Map(rows.map((row) => [row.key, row]));
}

/** The invoice's lines and fees, each with what the notes issued so far have left of it. */
function invoiceRows(db: Queryable, order: OrderRow): InvoiceRow[] {
  const credited = creditedSoFar(db, order.id);
  const lines = db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)).all();
  const rows: Omit<InvoiceRow, 'left' | 'returnedQty'>[] = [
    ...lines.map((line) => ({
      orderItemId: line.id,
      charge: null,
      description: describeLine(line.name, line.variantTitle),
      hsnCode: line.hsnCode,
      rateBp: line.gstRateBp,
      qty: line.qty,
      charged: { taxable: line.taxablePaise, cgst: line.cgstPaise, sgst: line.sgstPaise, igst: line.igstPaise },
    })),
    ...orderCharges(order).map((fee) => ({
      orderItemId: null,
      charge: fee.description === 'Delivery charges' ? ('delivery' as const) : ('cod_fee' as const),
      description: fee.description,
      hsnCode: fee.sac,
      rateBp: fee.rateBp,
      qty: 1,
      charged: { taxable: fee.taxable, cgst: fee.cgst, sgst: fee.sgst, igst: fee.igst },
    })),
  ];
  return rows.map((row) => {
    const done = credited.get(row.orderItemId ?? row.charge ?? '');
    return {
      ...row,
      returnedQty: done?.qty ?? 0,
      left: done ? minus(row.charged, done) : row.charged,
    };
  });
}

/**
 * `value` paise of a line's remaining value as taxable value and tax, in the proportion left on the line;
 * the tax split as the invoice split it (CGST and SGST never beyond what is left of each, so the last note
 * comes out exact).
 */
function reverseShare(left: Sums, value: Paise): Sums {
  const total = gross(left);
  if (value >= total) return left;
  if (value <= 0 || total <= 0) return { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  const taxable = Number((BigInt(value) * BigInt(left.taxable) * 2n + BigInt(total)) / (BigInt(total) * 2n));
  const tax = value - taxable;
  if (left.cgst + left.sgst === 0) return { taxable, cgst: 0, sgst: 0, igst: tax };
  if (left.igst === 0) {
    const cgst = Math.min(left.cgst, Math.max(tax - left.sgst, Math.floor(tax / 2)));
    return { taxable, cgst, sgst: tax - cgst, igst: 0 };
  }
  // A mixed line (it never is, one place of supply an order): take IGST first.
  const igst = Math.min(left.igst, tax);
  const rest = tax - igst;
  const cgst = Math.min(left.cgst, Math.floor(rest / 2));
  return { taxable, cgst, sgst: rest - cgst, igst };
}

export interface CreditRequest {
  kind: CreditNoteKind;
  /** Paise the note credits (the refund); 'rest' reverses everything left of the invoice (a cancellation, a final refund). */
  amount: Paise | 'rest';
  /** Units that came back, per order line (a refund with restock; a cancellation returns all). */
  returned: ReadonlyMap<string, number>;
}

/** Everything that is left, with the units not yet returned (a cancellation), or the units named. */
function reverseAll(rows: InvoiceRow[], returned: ReadonlyMap<string, number> | 'all'): CreditLine[] {
  return rows.map((row) => ({
    ...lineOf(row),
    qty: row.orderItemId === null ? 0 : returned === 'all' ? row.qty - row.returnedQty : (returned.get(row.orderItemId) ?? 0),
    ...row.left,
  }));
}

function lineOf(row: InvoiceRow) {
  return { orderItemId: row.orderItemId, charge: row.charge, description: row.description, hsnCode: row.hsnCode, rateBp: row.rateBp };
}

/**
 * How a partial refund of `amount` is reversed: first on the lines whose units came back (up to their value
 * per unit times the units), the rest in proportion to what is left of every line and fee, to the paisa
 * (largest remainder). What no line can take (a rupee rounding on a cash-on-delivery invoice) is the note's
 * round-off.
 */
function reversePart(rows: InvoiceRow[], amount: Paise, returned: ReadonlyMap<string, number>): { lines: CreditLine[]; roundOff: Paise } {
  const value = rows.map(() => 0);
  const left = rows.map((row) => gross(row.left));
  const returnedWorth = rows.map((row, i) => {
    const units = row.orderItemId === null ? 0 : (returned.get(row.orderItemId) ?? 0);
    return units === 0 || row.qty === 0 ? 0 : Math.min(left[i], Math.round((gross(row.charged) * units) / row.qty));
  });
  const first = spreadDiscount(returnedWorth, Math.min(amount, returnedWorth.reduce((a, b) => a + b, 0)));
  first.forEach((share, i) => (value[i] += share));
  const rest = amount - first.reduce((a, b) => a + b, 0);
  const room = left.map((l, i) => l - value[i]);
  spreadDiscount(room, rest).forEach((share, i) => (value[i] += share));
  const lines = rows.map((row, i) => ({
    ...lineOf(row),
    qty: row.orderItemId === null ? 0 : (returned.get(row.orderItemId) ?? 0),
    ...reverseShare(row.left, value[i]),
  }));
  return { lines, roundOff: amount - value.reduce((a, b) => a + b, 0) };
}

/** The note's number: 'CN/2026-27/0001', a series per financial year (April to March, India's dates). */
function nextCreditNoteNumber(db: Db, now: Date): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
  const series = `CN/${financialYearOf(today)}`;
  return `${series}/${String(nextInSeries(db, series)).padStart(4, '0')}`;
}

/** What the order's notes (not withdrawn) have credited so far, round-offs included. */
function creditedTotal(tx: Queryable, orderId: string): Paise {
  const row = tx
    .select({ total: sql<number>`coalesce(sum(${creditNotes.totalPaise}), 0)` })
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), isNull(creditNotes.cancelledAt)))
    .get();
  return row?.total ?? 0;
}

/**
 * Issues the credit note of a cancellation or refund, inside its transaction, when the order has a tax
 * invoice (a receipt, or an order not yet invoiced, has nothing to reverse). Returns its number, or null
 * when none was due (nothing left to reverse).
 */
export function issueCreditNote(
  db: Db,
  order: OrderRow,
  request: CreditRequest & { reason: string; refundId: string | null },
  now: Date,
): string | null {
  if (!order.invoiceNumber || order.invoiceKind !== 'tax-invoice') return null;
  const rows = invoiceRows(db, order);
  const valueLeft = order.totalPricePaise - creditedTotal(db, order.id);
  if (valueLeft <= 0) return null;
  const whole = request.amount === 'rest' || request.amount >= valueLeft;
  const { lines, roundOff } = whole
    ? (() => {
        const all = reverseAll(rows, request.kind === 'cancellation' ? 'all' : request.returned);
        return { lines: all, roundOff: valueLeft - all.reduce((sum, line) => sum + gross(line), 0) };
      })()
    : reversePart(rows, request.amount as Paise, request.returned);
  const kept = lines.filter((line) => gross(line) > 0 || line.qty > 0);
  const sum = (pick: (line: CreditLine) => number) => kept.reduce((total, line) => total + pick(line), 0);
  const id = newId();
  const number = nextCreditNoteNumber(db, now);
  const totals = { taxablePaise: sum((l) => l.taxable), cgstPaise: sum((l) => l.cgst), sgstPaise: sum((l) => l.sgst), igstPaise: sum((l) => l.igst) };
  db.insert(creditNotes)
    .values({
      id,
      number,
      orderId: order.id,
      refundId: request.refundId,
      kind: request.kind,
      reason: request.reason,
      goodsReturned: request.kind === 'cancellation' || kept.some((line) => line.qty > 0),
      issuedAt: now,
      ...totals,
      roundOffPaise: roundOff,
      totalPaise: totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise + roundOff,
    })
    .run();
  if (kept.length > 0) {
    db.insert(creditNoteLines)
      .values(
        kept.map((line, position) => ({
          id: newId(),
          creditNoteId: id,
          position,
          orderItemId: line.orderItemId,
          charge: line.charge,
          description: line.description,
          hsnCode: line.hsnCode,
          qty: line.qty,
          gstRateBp: line.rateBp,
          taxablePaise: line.taxable,
          cgstPaise: line.cgst,
          sgstPaise: line.sgst,
          igstPaise: line.igst,
        })),
      )
      .run();
  }
  return number;
}

/**
 * The refund a note recorded failed at the gateway after all (no money went back): the note is withdrawn,
 * in the transaction that takes the refund back. Its number stays used (GSTR-1 counts it as cancelled), and
 * what it reversed is left to reverse again.
 */
export function withdrawCreditNote(tx: Tx, refundId: string, now: Date): void {
  tx.update(creditNotes)
    .set({ cancelledAt: now })
    .where(and(eq(creditNotes.refundId, refundId), isNull(creditNotes.cancelledAt)))
    .run();
}

/** The notes of some orders, oldest first, for the order views. */
export function creditNotesOf(db: Queryable, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, [...orderIds]))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number))
    .all();
}
