/**
 * GSTR-1's sections as CSV files in the Returns Offline Tool's templates (the sheets of its Excel workbook,
 * headings spelt as the tool spells them), made from the same return as the JSON file
 * (docs/decisions/048-gstr1-and-sales-register.md). One row per invoice or note and rate, as the tool takes.
 */
import type { Stringifier } from 'csv-stringify';
import { INDIAN_STATES } from '../../shared/india.js';
import { csvWriter } from '../csv/spreadsheet-csv.js';
import { hsnRows, type Gstr1, type HsnRow, type Item, type NilSupplyType } from './gstr1.js';
import type { PeriodDocuments } from './period-documents.js';

/** The sections a CSV can be had for: hsn_b2b and hsn_b2c are Table 12's two tabs, hsn both together. */
export const GSTR1_CSV_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'exemp', 'cdnr', 'cdnur', 'hsn', 'hsn_b2b', 'hsn_b2c', 'docs'] as const;
export type Gstr1CsvSection = (typeof GSTR1_CSV_SECTIONS)[number];

export const isGstr1CsvSection = (name: string): name is Gstr1CsvSection => (GSTR1_CSV_SECTIONS as readonly string[]).includes(name);

const COLUMNS = {
  b2b: ['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Reverse Charge', 'Applicable % of Tax Rate', 'Invoice Type', 'E-Commerce GSTIN', 'Rate', 'Taxable Value', 'Cess Amount'],
  b2cl: ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  b2cs: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  exemp: ['Description', 'Nil Rated Supplies', 'Exempted (other than nil rated/non GST supply )', 'Non-GST supplies'],
  cdnr: ['GSTIN/UIN of Recipient', 'Receiver Name', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Reverse Charge', 'Note Supply Type', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
  cdnur: ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
  hsn: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const;

type Row = Record<string, string | number>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The JSON's DD-MM-YYYY as the templates write dates: 05-Nov-2026. */
function templateDate(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** A place of supply as the templates name it: 29-Karnataka. */
function placeOfSupply(code: string): string {
  const state = INDIAN_STATES.find((s) => s.code === code);
  return state ? `${code}-${state.name}` : code;
}

/** The columns every per-rate row shares. */
const rateColumns = (item: Item) => ({ 'Applicable % of Tax Rate': '', Rate: item.itm_det.rt, 'Taxable Value': item.itm_det.txval, 'Cess Amount': item.itm_det.csamt });

/** Paise-exact rupees added (each is a whole number of paise, so the sum is rounded back to it). */
const addRupees = (...amounts: number[]) => Math.round(amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0)) / 100;

function hsnCsvRows(rows: HsnRow[]): Row[] {
  return rows.map((row) => ({
    HSN: row.hsn_sc,
    Description: row.desc,
    UQC: row.uqc === 'NOS' ? 'NOS-NUMBERS' : row.uqc,
    'Total Quantity': row.qty,
    'Total Value': addRupees(row.txval, row.iamt, row.camt, row.samt, row.csamt),
    Rate: row.rt,
    'Taxable Value': row.txval,
    'Integrated Tax Amount': row.iamt,
    'Central Tax Amount': row.camt,
    'State/UT Tax Amount': row.samt,
    'Cess Amount': row.csamt,
  }));
}

const DOC_NATURE = { 1: 'Invoices for outward supply', 5: 'Credit Note' } as const;
const NIL_DESCRIPTION: Record<NilSupplyType, string> = {
  INTRB2B: 'Inter-State supplies to registered persons',
  INTRAB2B: 'Intra-State supplies to registered persons',
  INTRB2C: 'Inter-State supplies to unregistered persons',
  INTRAB2C: 'Intra-State supplies to unregistered persons',
};

function sectionRows(section: Gstr1CsvSection, gstr1: Gstr1, documents: PeriodDocuments): Row[] {
  const names = new Map(documents.invoices.map((invoice) => [invoice.buyerGstin ?? '', invoice.buyerName ?? '']));
  for (const note of documents.creditNotes) names.set(note.invoice.buyerGstin ?? '', note.invoice.buyerName ?? '');
  switch (section) {
    case 'b2b':
      return (gstr1.b2b ?? []).flatMap(({ ctin, inv }) =>
        inv.flatMap((invoice) =>
          invoice.itms.map((item) => ({
            'GSTIN/UIN of Recipient': ctin,
            'Receiver Name': names.get(ctin) ?? '',
            'Invoice Number': invoice.inum,
            'Invoice date': templateDate(invoice.idt),
            'Invoice Value': invoice.val,
            'Place Of Supply': placeOfSupply(invoice.pos),
            'Reverse Charge': invoice.rchrg,
            'Invoice Type': 'Regular B2B',
            'E-Commerce GSTIN': '',
            ...rateColumns(item),
          })),
        ),
      );
    case 'b2cl':
      return (gstr1.b2cl ?? []).flatMap(({ pos, inv }) =>
        inv.flatMap((invoice) =>
          invoice.itms.map((item) => ({
            'Invoice Number': invoice.inum,
            'Invoice date': templateDate(invoice.idt),
            'Invoice Value': invoice.val,
            'Place Of Supply': placeOfSupply(pos),
            'E-Commerce GSTIN': '',
            ...rateColumns(item),
          })),
        ),
      );
    case 'b2cs':
      return (gstr1.b2cs ?? []).map((entry) => ({
        Type: entry.typ,
        'Place Of Supply': placeOfSupply(entry.pos),
        'Applicable % of Tax Rate': '',
        Rate: entry.rt,
        'Taxable Value': entry.txval,
        'Cess Amount': entry.csamt,
        'E-Commerce GSTIN': '',
      }));
    case 'exemp':
      return (gstr1.nil?.inv ?? []).map((entry) => ({
        Description: NIL_DESCRIPTION[entry.sply_ty],
        'Nil Rated Supplies': entry.nil_amt,
        'Exempted (other than nil rated/non GST supply )': entry.expt_amt,
        'Non-GST supplies': entry.ngsup_amt,
      }));
    case 'cdnr':
      return (gstr1.cdnr ?? []).flatMap(({ ctin, nt }) =>
        nt.flatMap((note) =>
          note.itms.map((item) => ({
            'GSTIN/UIN of Recipient': ctin,
            'Receiver Name': names.get(ctin) ?? '',
            'Note Number': note.nt_num,
            'Note Date': templateDate(note.nt_dt),
            'Note Type': note.ntty,
            'Place Of Supply': placeOfSupply(note.pos),
            'Reverse Charge': note.rchrg,
            'Note Supply Type': 'Regular B2B',
            'Note Value': note.val,
            ...rateColumns(item),
          })),
        ),
      );
    case 'cdnur':
      return (gstr1.cdnur ?? []).flatMap((note) =>
        note.itms.map((item) => ({
          'UR Type': note.typ,
          'Note Number': note.nt_num,
          'Note Date': templateDate(note.nt_dt),
          'Note Type': note.ntty,
          'Place Of Supply': placeOfSupply(note.pos),
          'Note Value': note.val,
          ...rateColumns(item),
        })),
      );
    case 'hsn':
      return hsnCsvRows(hsnRows(documents, 'all'));
    case 'hsn_b2b':
      return hsnCsvRows(gstr1.hsn?.hsn_b2b ?? []);
    case 'hsn_b2c':
      return hsnCsvRows(gstr1.hsn?.hsn_b2c ?? []);
    case 'docs':
      return (gstr1.doc_issue?.doc_det ?? []).flatMap((detail) =>
        detail.docs.map((range) => ({
          'Nature of Document': DOC_NATURE[detail.doc_num],
          'Sr. No. From': range.from,
          'Sr. No. To': range.to,
          'Total Number': range.totnum,
          Cancelled: range.cancel,
        })),
      );
  }
}

/** One section of the return as a CSV in the offline tool's template. */
export function gstr1Csv(section: Gstr1CsvSection, gstr1: Gstr1, documents: PeriodDocuments): Stringifier {
  const columns = COLUMNS[section === 'hsn_b2b' || section === 'hsn_b2c' ? 'hsn' : section];
  const csv = csvWriter(columns);
  for (const row of sectionRows(section, gstr1, documents)) csv.write(row);
  csv.end();
  return csv;
}
