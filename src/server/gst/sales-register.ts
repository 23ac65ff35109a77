/**
 * The sales register for a GST return period (docs/decisions/048-gstr1-and-sales-register.md): per rate, what
 * the period's tax invoices charged, what its credit notes reversed, and the net — the figures GSTR-1's
 * sections add up to. A withdrawn credit note reverses nothing.
 */
import type { Stringifier } from 'csv-stringify';
import type { GstPeriod } from '../../shared/gst-returns.js';
import { paiseToRupees, type Paise } from '../../shared/money.js';
import { csvWriter } from '../csv/spreadsheet-csv.js';
import type { SalesRegister, Sums } from './schemas.js';
import type { PeriodDocuments, TaxLine } from './period-documents.js';

interface PaiseSums {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

const zero = (): PaiseSums => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });

function addLine(sums: PaiseSums, line: TaxLine | PaiseSums, sign: 1 | -1 = 1): void {
  sums.taxable += sign * line.taxable;
  sums.cgst += sign * line.cgst;
  sums.sgst += sign * line.sgst;
  sums.igst += sign * line.igst;
}

/** Rupees, with the total being the taxable value and the GST on it (round-off is not a figure of any rate). */
const inRupees = (sums: PaiseSums): Sums => ({
  taxableValue: paiseToRupees(sums.taxable),
  cgst: paiseToRupees(sums.cgst),
  sgst: paiseToRupees(sums.sgst),
  igst: paiseToRupees(sums.igst),
  total: paiseToRupees(sums.taxable + sums.cgst + sums.sgst + sums.igst),
});

export function salesRegister(documents: PeriodDocuments, period: GstPeriod): SalesRegister {
  const rates = new Map<number, { invoices: PaiseSums; creditNotes: PaiseSums }>();
  const at = (rateBp: number) => {
    let row = rates.get(rateBp);
    if (!row) {
      row = { invoices: zero(), creditNotes: zero() };
      rates.set(rateBp, row);
    }
    return row;
  };
  for (const invoice of documents.invoices) for (const line of invoice.lines) addLine(at(line.rateBp).invoices, line);
  const notes = documents.creditNotes.filter((note) => !note.withdrawn);
  for (const note of notes) for (const line of note.lines) addLine(at(line.rateBp).creditNotes, line);

  const totals = { invoices: zero(), creditNotes: zero(), net: zero() };
  const rows = [...rates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, row]) => {
      const net = zero();
      addLine(net, row.invoices);
      addLine(net, row.creditNotes, -1);
      addLine(totals.invoices, row.invoices);
      addLine(totals.creditNotes, row.creditNotes);
      addLine(totals.net, net);
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
