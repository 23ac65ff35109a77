/**
 * The tax invoice (or, for a shop without a GSTIN, the receipt) of an order as a PDF, with the contents
 * CGST Rule 46 asks for, drawn with the layout it shares with the credit note (pdf-layout.ts).
 */
import type { Paise } from '../../shared/money.js';
import {
  documentDate,
  drawAmountInWords,
  drawHeader,
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

export interface InvoiceLine {
  description: string;
  /** The goods' HSN code, or a service's SAC (delivery: 996812). */
  hsnCode: string | null;
  qty: number;
  unitPrice: Paise;
  taxable: Paise;
  /** Percent. */
  rate: number;
  tax: Paise;
}

/** Who is billed and where the goods go: one block for a consumer, two for a business (Bill to with its GSTIN, Ship to). */
export interface DocumentParties {
  billTo: InvoiceParty;
  /** Null when the goods go to the party billed (a consumer's invoice: one 'Bill to / Ship to' block). */
  shipTo: InvoiceParty | null;
}

export interface InvoiceData extends DocumentParties {
  /** A tax invoice needs the supplier's GSTIN; without one the document is a receipt. */
  kind: 'tax-invoice' | 'receipt';
  number: string;
  /** The date of issue, in the shop's time zone (Asia/Kolkata). */
  date: Date;
  /** The order's number ('RS-10001'), as the shopper knows the order. */
  orderNumber: string;
  supplier: InvoiceParty;
  placeOfSupply: { state: string; code: string | null };
  lines: InvoiceLine[];
  /** CGST + SGST within the shop's state, IGST otherwise. */
  intraState: boolean;
  /** The unit prices include GST (the store setting when the order was placed): the taxable value is less. */
  pricesIncludeGst: boolean;
  /** Every line's (delivery and COD fee lines too); `roundOff` is what rounding the total to the rupee added. */
  totals: { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise; roundOff: Paise; total: Paise };
  paymentNote: string;
  /** The credit note that cancelled the invoice in full (the order was cancelled): marked under the title. */
  cancelledBy: string | null;
  /** The order's credit notes in force, oldest first ('CN/2026-27/0001 of 05 Nov 2026 for ₹500.00'). */
  creditNotes: string[];
}

const columns = (pricesIncludeGst: boolean): Column<InvoiceLine>[] => [
  { title: '#', width: 18, align: 'left', value: (_l, i) => String(i + 1) },
  { title: 'Description', align: 'left', value: (l) => l.description },
  { title: 'HSN/SAC', width: 52, align: 'left', value: (l) => l.hsnCode ?? '—' },
  { title: 'Qty', width: 28, align: 'right', value: (l) => String(l.qty) },
  { title: pricesIncludeGst ? 'Unit price (incl. GST)' : 'Unit price', width: 62, align: 'right', value: (l) => inr(l.unitPrice) },
  { title: 'Taxable value', width: 70, align: 'right', value: (l) => inr(l.taxable) },
  { title: 'Rate', width: 38, align: 'right', value: (l) => `${l.rate}%` },
  { title: 'Tax', width: 97, align: 'right', value: (l) => inr(l.tax) },
];

/** The parties as the documents draw them: 'Bill to / Ship to' for a consumer, 'Bill to' and 'Ship to' for a business. */
export function partyBlocks(parties: DocumentParties): { heading: string; party: InvoiceParty }[] {
  return parties.shipTo
    ? [
        { heading: 'Bill to', party: parties.billTo },
        { heading: 'Ship to', party: parties.shipTo },
      ]
    : [{ heading: 'Bill to / Ship to', party: parties.billTo }];
}

/** The place of supply as both documents print it: 'Maharashtra (27)'. */
export function placeOfSupplyText(place: { state: string; code: string | null }): string {
  return `Place of supply: ${place.state}${place.code ? ` (${place.code})` : ''}`;
}

export function renderInvoice(data: InvoiceData): Promise<Buffer> {
  const title = data.kind === 'tax-invoice' ? 'Tax Invoice' : 'Receipt';
  const page = startDocument(`${title} ${data.number}`, data.supplier.name);
  drawTitle(page, title, data.cancelledBy ? [{ text: `Cancelled — see credit note ${data.cancelledBy}`, alert: true }] : []);
  drawHeader(page, data.supplier, [
    `${data.kind === 'tax-invoice' ? 'Invoice' : 'Receipt'} number: ${data.number}`,
    `Date: ${documentDate(data.date)}`,
    `Order: ${data.orderNumber}`,
    placeOfSupplyText(data.placeOfSupply),
    'Tax is payable on reverse charge: No',
  ]);
  drawParties(page, partyBlocks(data));
  drawTable(page, columns(data.pricesIncludeGst), data.lines);

  drawTotals(page, taxTotals(data.totals, data.intraState, 'Grand total'));
  drawAmountInWords(page, 'Amount in words', data.totals.total);

  const notes = [data.paymentNote];
  if (data.creditNotes.length > 0) notes.push(`Credit notes issued: ${data.creditNotes.join('; ')}.`);
  if (data.kind === 'receipt') notes.push('This is a receipt, not a tax invoice: the shop has not entered a GSTIN.');
  drawNotes(page, notes);
  drawSignature(page, data.supplier.name);
  return page.finish();
}
