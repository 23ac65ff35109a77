/**
 * The drawing both GST documents share, the tax invoice (render-invoice.ts) and the credit note
 * (render-credit-note.ts): an A4 page with real text (it can be copied and searched), the title and its
 * marks, the supplier beside the document's particulars, the parties, a table of lines, the totals, the
 * amount in words and the signature line. Amounts are in en-IN format with the rupee sign, and the embedded
 * Noto Sans prints ₹ and Hindi names alike.
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

/** A party as a document names it: the supplier, the buyer billed, or where the goods went. */
export interface InvoiceParty {
  name: string;
  lines: string[];
  gstin?: string | null;
}

/** ₹1,20,500.50: the rupee sign and Indian grouping, always two decimals. */
export function inr(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A document's date, in the shop's time zone (Asia/Kolkata): '05 Nov 2026'. */
export function documentDate(date: Date): string {
  return dateFormat.format(date);
}

/** A page being drawn: the document, its text column, and the PDF's bytes once it is ended. */
export interface Page {
  doc: PDFKit.PDFDocument;
  left: number;
  width: number;
  /** Ends the document; resolves to the PDF. */
  finish(): Promise<Buffer>;
}

export function startDocument(title: string, author: string): Page {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Author: author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  return {
    doc,
    left: doc.page.margins.left,
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
    finish() {
      doc.end();
      return done;
    },
  };
}

/** A new page when less than `height` points are left above the bottom margin. */
function keepRoom(page: Page, height: number): void {
  const { doc } = page;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The document's nature as its title, and under it, prominently, what a reader must see first (in red when `alert`). */
export function drawTitle(page: Page, title: string, marks: { text: string; alert?: boolean }[] = []): void {
  const { doc, left, width } = page;
  doc.font('bold').fontSize(18).fillColor('black').text(title, left, doc.y, { width, align: 'center' });
  for (const mark of marks) {
    doc
      .font('bold')
      .fontSize(11.5)
      .fillColor(mark.alert ? '#c92a2a' : 'black')
      .text(mark.text, left, doc.y + 2, { width, align: 'center' });
  }
  doc.fillColor('black');
  doc.moveDown(0.6);
}

/** The supplier (name, address, GSTIN) on the left, the document's particulars on the right. */
export function drawHeader(page: Page, supplier: InvoiceParty, particulars: string[]): void {
  const { doc, left, width } = page;
  const top = doc.y;
  doc.font('bold').fontSize(11).text(supplier.name, left, top, { width: width / 2 });
  doc.font('regular').fontSize(9);
  for (const line of supplier.lines) doc.text(line, { width: width / 2 });
  if (supplier.gstin) doc.text(`GSTIN: ${supplier.gstin}`, { width: width / 2 });
  const leftBottom = doc.y;
  doc.font('regular').fontSize(9).text(particulars.join('\n'), left + width / 2, top, { width: width / 2, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 12;
}

/** The parties side by side, each under its heading ('Bill to', 'Ship to'), with its GSTIN when registered. */
export function drawParties(page: Page, blocks: { heading: string; party: InvoiceParty }[]): void {
  const { doc, left, width } = page;
  const top = doc.y;
  const blockWidth = width / blocks.length;
  let bottom = top;
  blocks.forEach(({ heading, party }, i) => {
    const x = left + i * blockWidth;
    const options = { width: blockWidth - 12 };
    doc.font('bold').fontSize(10).text(heading, x, top, options);
    doc.font(party.gstin ? 'bold' : 'regular').fontSize(9).text(party.name, options);
    doc.font('regular');
    if (party.gstin) doc.text(`GSTIN: ${party.gstin}`, options);
    for (const line of party.lines) doc.text(line, options);
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left;
  doc.y = bottom;
  doc.moveDown(0.8);
}

/** A heading over a table, kept on the page with the table's first rows. */
export function drawHeading(page: Page, text: string): void {
  const { doc, left, width } = page;
  keepRoom(page, 80);
  doc.font('bold').fontSize(10).text(text, left, doc.y, { width });
  doc.moveDown(0.3);
}

export interface Column<Row> {
  title: string;
  /** Points; the one column without a width takes what the others leave. */
  width?: number;
  align: 'left' | 'right';
  value: (row: Row, index: number) => string;
}

/** A table: a bold header row, then a row per item, each with a rule under it; a new page when one fills. */
export function drawTable<Row>(page: Page, columns: Column<Row>[], rows: Row[]): void {
  const { doc, left, width } = page;
  const fixed = columns.reduce((total, column) => total + (column.width ?? 0), 0);
  const widths = columns.map((column) => column.width ?? width - fixed);
  const drawRow = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    let x = left;
    let height = 0;
    doc.font(font).fontSize(8.5);
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, y, { width: widths[i] - 4, align: columns[i].align });
      height = Math.max(height, doc.y - y);
      x += widths[i];
    });
    doc.y = y + height + 4;
    doc.moveTo(left, doc.y - 2).lineTo(left + width, doc.y - 2).lineWidth(0.5).strokeColor('#cbd2d9').stroke();
  };
  drawRow(
    columns.map((c) => c.title),
    'bold',
  );
  rows.forEach((row, i) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 140) doc.addPage();
    drawRow(
      columns.map((c) => c.value(row, i)),
      'regular',
    );
  });
  doc.x = left;
  doc.moveDown(0.6);
}

/** A document's totals: the taxable value, CGST and SGST (or IGST), the round-off when there is one, and the total. */
export function taxTotals(
  totals: { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise; roundOff: Paise; total: Paise },
  intraState: boolean,
  totalLabel: string,
): [label: string, value: string][] {
  const taxes: [string, string][] = intraState
    ? [
        ['CGST', inr(totals.cgst)],
        ['SGST', inr(totals.sgst)],
      ]
    : [['IGST', inr(totals.igst)]];
  const roundOff: [string, string][] = totals.roundOff !== 0 ? [['Round off', inr(totals.roundOff)]] : [];
  return [['Taxable value', inr(totals.taxable)], ...taxes, ...roundOff, [totalLabel, inr(totals.total)]];
}

/** Labelled amounts right-aligned under a table; the last one (the total) in bold. */
export function drawTotals(page: Page, rows: [label: string, value: string][]): void {
  const { doc, left, width } = page;
  keepRoom(page, rows.length * 16 + 10);
  rows.forEach(([label, value], i) => {
    const bold = i === rows.length - 1;
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 11 : 9.5);
    doc.text(label, left + width - 260, y, { width: 150, align: 'right' });
    doc.text(value, left + width - 110, y, { width: 110, align: 'right' });
    doc.moveDown(0.2);
  });
  doc.x = left;
  doc.moveDown(0.6);
}

/** The total in words, in bold: 'Amount in words: Rupees … Only'. */
export function drawAmountInWords(page: Page, label: string, paise: Paise): void {
  const { doc, left, width } = page;
  doc.font('bold').fontSize(9.5).text(`${label}: ${amountInWords(paise)}`, left, doc.y, { width });
  doc.moveDown(0.6);
}

/** Plain notes, a paragraph each. */
export function drawNotes(page: Page, notes: string[]): void {
  const { doc, left, width } = page;
  doc.font('regular').fontSize(9);
  notes.forEach((note, i) => {
    if (i > 0) doc.moveDown(0.4);
    doc.text(note, left, doc.y, { width });
  });
}

/** The supplier's signature line (CGST Rules 46(q) and 53(1A)(i)): the document is computer-generated. */
export function drawSignature(page: Page, supplierName: string): void {
  const { doc, left, width } = page;
  keepRoom(page, 60);
  doc.moveDown(1.5);
  doc.font('regular').fontSize(9).text(`For ${supplierName}`, left, doc.y, { width, align: 'right' });
  doc.text('This is a computer-generated document and needs no signature.', { width, align: 'right' });
}
