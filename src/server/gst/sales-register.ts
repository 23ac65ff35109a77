/**
 * The sales register for a GST return period (docs/decisions/048-gstr1-and-sales-register.md): per rate, what
 * the period's tax invoices charged, what its credit notes reversed, and the net — the figures GSTR-1's
 * sections add up to. A withdrawn credit note reverses nothing.
 */
import type { Stringifier } from 'csv-stringify';
import type { GstPeriod } from '../../shared/gst-returns.js';
import { paiseToRupees } from '../../shared/money.js';
import { csvWriter } from '../csv/spreadsheet-csv.js';
import type { SalesRegister, Sums } from './schemas.js';
import { addAmounts, noAmounts, type Amounts, type PeriodDocuments } from './period-documents.js';

/** Rupees, with the total being the taxable value and the GST on it (round-off is not a figure of any rate). */
const inRupees = (sums: Amounts): Sums => ({
  taxableValue: paiseToRupees(sums.taxable),
  cgst: paiseToRupees(sums.cgst),
  sgst: paiseToRupees(sums.sgst),
  igst: paiseToRupees(sums.igst),
  total: paiseToRupees(sums.taxable + sums.cgst + sums.sgst + sums.igst),
});

export function salesRegister(documents: PeriodDocuments, period: GstPeriod): SalesRegister {
  const rates = new Map<number, { invoices: Amounts; creditNotes: Amounts }>();
  const at = (rateBp: number) => {
    let row = rates.get(rateBp);
    if (!row) {
      row = { invoices: noAmounts(), creditNotes: noAmounts() };
      rates.set(rateBp, row);
    }
    return row;
  };
  for (const invoice of documents.invoices) for (const line of invoice.lines) addAmounts(at(line.rateBp).invoices, line);
  const notes = documents.creditNotes.filter((note) => !note.withdrawn);
  for (const note of notes) for (const line of note.lines) addAmounts(at(line.rateBp).creditNotes, line);

  const totals = { invoices: noAmounts(), creditNotes: noAmounts(), net: noAmounts() };
  const rows = [...rates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, row]) => {
      const net = noAmounts();
      addAmounts(net, row.invoices);
      addAmounts(net, row.creditNotes, -1);
      addAmounts(totals.invoices, row.invoices);
      addAmounts(totals.creditNotes, row.creditNotes);
      addAmounts(totals.net, net);
      return { rate: rateBp / 100, invoices: inRupees(row.invoices), creditNotes: inRupees(row.creditNotes), net: inRupees(net) };
    });
  return {
    period: period.name,
    from: period.from,
    until: period.until,
    fp: period.fp,
    rows,
    totals: { invoices: inRupees(totals.invoices), creditNotes: inRupees(totals.creditNotes), net: inRupees(totals.net) },
    invoiceCount: documents.invoices.length,
    creditNoteCount: notes.length,
  };
}

const FIGURES = ['taxableValue', 'cgst', 'sgst', 'igst', 'total'] as const;
const PARTS = ['invoices', 'creditNotes', 'net'] as const;
const PART_NAMES = { invoices: 'Invoices', creditNotes: 'Credit notes', net: 'Net' } as const;
const FIGURE_NAMES = { taxableValue: 'taxable value', cgst: 'CGST', sgst: 'SGST', igst: 'IGST', total: 'total' } as const;

/** The register as a CSV: a row per rate and a Total row; amounts are numbers (a credit-heavy net may be negative). */
export function salesRegisterCsv(register: SalesRegister): Stringifier {
  const columns = ['Rate (%)', ...PARTS.flatMap((part) => FIGURES.map((figure) => `${PART_NAMES[part]} ${FIGURE_NAMES[figure]}`))];
  const csv = csvWriter(columns);
  const write = (rate: string | number, sums: Record<(typeof PARTS)[number], Sums>) => {
    const row: Record<string, string | number> = { 'Rate (%)': rate };
    for (const part of PARTS) for (const figure of FIGURES) row[`${PART_NAMES[part]} ${FIGURE_NAMES[figure]}`] = sums[part][figure];
    csv.write(row);
  };
  for (const row of register.rows) write(row.rate, row);
  write('Total', register.totals);
  csv.end();
  return csv;
}
