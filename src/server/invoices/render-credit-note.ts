/**
 * A credit note (CGST Act Section 34) as a PDF, with the particulars CGST Rule 53(1A) asks for: the
 * supplier's name, address and GSTIN; the nature of the document; its number and date; the recipient's name
 * and address (and GSTIN when registered) with the delivery address and its state; the number and date of
 * the tax invoice it corrects; per line the taxable value, the rate and the tax credited; and the supplier's
 * signature line. Drawn with the layout the tax invoice uses (pdf-layout.ts).
 */
import type { Paise } from '../../shared/money.js';
import type { RateBreakdown } from '../../shared/order-totals.js';
import {
  documentDate,
  drawAmountInWords,
  drawHeader,
  drawHeading,
  drawNotes,
  drawParties,
  drawSignature,
  drawTable,
  drawTitle,
  drawTotals,
  inr,
  startDocument,
  taxTotals,
  type Column,
  type InvoiceParty,
} from './pdf-layout.js';
import { partyBlocks, placeOfSupplyText, type DocumentParties } from './render-invoice.js';

export interface CreditNoteLine {
  description: string;
  /** The goods' HSN code, or a service's SAC (delivery: 996812). */
  hsnCode: string | null;
  /** Units returned; 0 for a credit of value only (a price adjustment, a fee given back). */
  qty: number;
  /** Percent. */
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

export interface CreditNoteData extends DocumentParties {
  number: string;
  /** The date of issue, in the shop's time zone (Asia/Kolkata). */
  date: Date;
  /** The tax invoice it corrects. */
  invoice: { number: string; date: Date };
  orderNumber: string;
  supplier: InvoiceParty;
  placeOfSupply: { state: string; code: string | null };
  reason: string;
  goodsReturned: boolean;
  lines: CreditNoteLine[];
  /** CGST + SGST within the shop's state, IGST otherwise, as on the invoice. */
  intraState: boolean;
  totals: { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise; roundOff: Paise; total: Paise };
  /** When the note was withdrawn (the refund it records failed); null while it stands. */
  withdrawnAt: Date | null;
}

/** The lines added up per rate, lowest rate first, each line's CGST, SGST and IGST as the note recorded them. */
export function perRate(lines: CreditNoteLine[]): RateBreakdown[] {
  const byRate = new Map<number, RateBreakdown>();
  for (const line of lines) {
    const sum = byRate.get(line.rate) ?? { rate: line.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    sum.taxable += line.taxable;
    sum.cgst += line.cgst;
    sum.sgst += line.sgst;
    sum.igst += line.igst;
    byRate.set(line.rate, sum);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/** The tax columns: CGST and SGST within the state, IGST otherwise. */
function taxColumns<Row extends { cgst: Paise; sgst: Paise; igst: Paise }>(intraState: boolean, width: number): Column<Row>[] {
  return intraState
    ? [
        { title: 'CGST', width: width / 2, align: 'right', value: (r) => inr(r.cgst) },
        { title: 'SGST', width: width / 2, align: 'right', value: (r) => inr(r.sgst) },
      ]
    : [{ title: 'IGST', width, align: 'right', value: (r) => inr(r.igst) }];
}

const lineColumns = (intraState: boolean): Column<CreditNoteLine>[] => [
  { title: '#', width: 18, align: 'left', value: (_l, i) => String(i + 1) },
  { title: 'Description', align: 'left', value: (l) => l.description },
  { title: 'HSN/SAC', width: 52, align: 'left', value: (l) => l.hsnCode ?? '—' },
  { title: 'Units returned', width: 52, align: 'right', value: (l) => (l.qty > 0 ? String(l.qty) : 'Value only') },
  { title: 'Taxable value', width: 70, align: 'right', value: (l) => inr(l.taxable) },
  { title: 'Rate', width: 36, align: 'right', value: (l) => `${l.rate}%` },
  ...taxColumns<CreditNoteLine>(intraState, 140),
];

const summaryColumns = (intraState: boolean): Column<RateBreakdown>[] => [
  { title: 'Rate', align: 'left', value: (r) => `GST at ${r.rate}%` },
  { title: 'Taxable value reversed', width: 110, align: 'right', value: (r) => inr(r.taxable) },
  ...taxColumns<RateBreakdown>(intraState, 160),
  { title: 'Total tax reversed', width: 90, align: 'right', value: (r) => inr(r.cgst + r.sgst + r.igst) },
];

export function renderCreditNote(data: CreditNoteData): Promise<Buffer> {
  const page = startDocument(`Credit Note ${data.number}`, data.supplier.name);
  const against = `Against tax invoice ${data.invoice.number} dated ${documentDate(data.invoice.date)}`;
  drawTitle(page, 'Credit Note', [
    { text: against },
    ...(data.withdrawnAt ? [{ text: `Withdrawn on ${documentDate(data.withdrawnAt)}: the refund it recorded failed`, alert: true }] : []),
  ]);
  drawHeader(page, data.supplier, [
    `Credit note number: ${data.number}`,
    `Date: ${documentDate(data.date)}`,
    `Original invoice: ${data.invoice.number}`,
    `Invoice date: ${documentDate(data.invoice.date)}`,
    `Order: ${data.orderNumber}`,
    placeOfSupplyText(data.placeOfSupply),
    'Tax is payable on reverse charge: No',
  ]);
  drawParties(page, partyBlocks(data));
  drawTable(page, lineColumns(data.intraState), data.lines);

  drawHeading(page, 'Tax reversed per rate');
  drawTable(page, summaryColumns(data.intraState), perRate(data.lines));

  drawTotals(page, taxTotals(data.totals, data.intraState, 'Total credit'));
  drawAmountInWords(page, 'Amount credited in words', data.totals.total);

  drawNotes(page, [`Reason: ${data.reason}`, ...(data.goodsReturned ? [] : ['Credit of value only: no goods were returned.'])]);
  drawSignature(page, data.supplier.name);
  return page.finish();
}
