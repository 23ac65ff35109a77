/**
 * The tax invoice (or, for a shop without a GSTIN, the receipt) of an order as a PDF, with the contents
 * CGST Rule 46 asks for. Text is real text (it can be copied and searched), amounts are in en-IN format with
 * the rupee sign, and the embedded Noto Sans prints ₹ and Hindi names alike.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { amountInWords } from '../../shared/amount-in-words.js';
import { groupIndian, type Paise } from '../../shared/money.js';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));
const FONT_REGULAR = path.join(fontDir, '400Regular', 'NotoSans_400Regular.ttf');
const FONT_BOLD = path.join(fontDir, '700Bold', 'NotoSans_700Bold.ttf');

export interface InvoiceParty {
  name: string;
  lines: string[];
  gstin?: string | null;
}

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

export interface InvoiceData {
  /** A tax invoice needs the supplier's GSTIN; without one the document is a receipt. */
  kind: 'tax-invoice' | 'receipt';
  number: string;
  /** The date of issue, in the shop's time zone (Asia/Kolkata). */
  date: Date;
  /** The order's number ('RS-10001'), as the shopper knows the order. */
  orderNumber: string;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  placeOfSupply: { state: string; code: string | null };
  lines: InvoiceLine[];
  /** CGST + SGST within the shop's state, IGST otherwise. */
  intraState: boolean;
  /** The unit prices include GST (the store setting when the order was placed): the taxable value is less. */
  pricesIncludeGst: boolean;
  /** Every line's (delivery and COD fee lines too); `roundOff` is what rounding the total to the rupee added. */
  totals: { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise; roundOff: Paise; total: Paise };
  paymentNote: string;
}

/** ₹1,20,500.50: the rupee sign and Indian grouping, always two decimals. */
export function inr(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: InvoiceLine, index: number) => string;
}

const COLUMNS: Column[] = [
  { title: '#', width: 18, align: 'left', value: (_l, i) => String(i + 1) },
  { title: 'Description', width: 150, align: 'left', value: (l) => l.description },
  { title: 'HSN/SAC', width: 52, align: 'left', value: (l) => l.hsnCode ?? '—' },
  { title: 'Qty', width: 28, align: 'right', value: (l) => String(l.qty) },
  { title: 'Unit price', width: 62, align: 'right', value: (l) => inr(l.unitPrice) },
  { title: 'Taxable value', width: 70, align: 'right', value: (l) => inr(l.taxable) },
  { title: 'Rate', width: 38, align: 'right', value: (l) => `${l.rate}%` },
  { title: 'Tax', width: 97, align: 'right', value: (l) => inr(l.tax) },
];

export function renderInvoice(data: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${data.kind === 'tax-invoice' ? 'Tax Invoice' : 'Receipt'} ${data.number}`, Author: data.supplier.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('bold').fontSize(18).text(data.kind === 'tax-invoice' ? 'Tax Invoice' : 'Receipt', { align: 'center' });
  doc.moveDown(0.6);

  // Supplier on the left, the document's particulars on the right.
  const top = doc.y;
  doc.font('bold').fontSize(11).text(data.supplier.name, left, top, { width: width / 2 });
  doc.font('regular').fontSize(9);
  for (const line of data.supplier.lines) doc.text(line, { width: width / 2 });
  if (data.supplier.gstin) doc.text(`GSTIN: ${data.supplier.gstin}`, { width: width / 2 });
  const leftBottom = doc.y;
  doc.font('regular').fontSize(9);
  const particulars = [
    `${data.kind === 'tax-invoice' ? 'Invoice' : 'Receipt'} number: ${data.number}`,
    `Date: ${dateFormat.format(data.date)}`,
    `Order: ${data.orderNumber}`,
    `Place of supply: ${data.placeOfSupply.state}${data.placeOfSupply.code ? ` (${data.placeOfSupply.code})` : ''}`,
    'Tax is payable on reverse charge: No',
  ];
  doc.text(particulars.join('\n'), left + width / 2, top, { width: width / 2, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 12;

  doc.font('bold').fontSize(10).text('Bill to / Ship to', left);
  doc.font('regular').fontSize(9).text(data.recipient.name);
  for (const line of data.recipient.lines) doc.text(line);
  if (data.recipient.gstin) doc.text(`GSTIN: ${data.recipient.gstin}`);
  doc.moveDown(0.8);

  // The lines.
  const drawRow = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    let x = left;
    let height = 0;
    doc.font(font).fontSize(8.5);
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      doc.text(cell, x + 2, y, { width: column.width - 4, align: column.align });
      height = Math.max(height, doc.y - y);
      x += column.width;
    });
    doc.y = y + height + 4;
    doc.moveTo(left, doc.y - 2).lineTo(left + width, doc.y - 2).lineWidth(0.5).strokeColor('#cbd2d9').stroke();
  };
  drawRow(
    COLUMNS.map((c) => (c.title === 'Unit price' && data.pricesIncludeGst ? 'Unit price (incl. GST)' : c.title)),
    'bold',
  );
  data.lines.forEach((line, i) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 140) doc.addPage();
    drawRow(
      COLUMNS.map((c) => c.value(line, i)),
      'regular',
    );
  });
  doc.moveDown(0.6);

  // Totals, right-aligned under the table.
  const totals: [string, string][] = [['Taxable value', inr(data.totals.taxable)]];
  if (data.intraState) {
    totals.push(['CGST', inr(data.totals.cgst)], ['SGST', inr(data.totals.sgst)]);
  } else {
    totals.push(['IGST', inr(data.totals.igst)]);
  }
  if (data.totals.roundOff !== 0) totals.push(['Round off', inr(data.totals.roundOff)]);
  totals.push(['Grand total', inr(data.totals.total)]);
  for (const [label, value] of totals) {
    const bold = label === 'Grand total';
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 11 : 9.5);
    doc.text(label, left + width - 260, y, { width: 150, align: 'right' });
    doc.text(value, left + width - 110, y, { width: 110, align: 'right' });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.6);
  doc.font('bold').fontSize(9.5).text(`Amount in words: ${amountInWords(data.totals.total)}`, left, doc.y, { width });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(9).text(data.paymentNote, { width });
  if (data.kind === 'receipt') {
    doc.moveDown(0.4).text('This is a receipt, not a tax invoice: the shop has not entered a GSTIN.', { width });
  }
  doc.moveDown(1.5);
  doc.font('regular').fontSize(9).text(`For ${data.supplier.name}`, { width, align: 'right' });
  doc.text('This is a computer-generated document and needs no signature.', { width, align: 'right' });
  doc.end();
  return done;
}
