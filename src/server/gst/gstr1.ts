/**
 * GSTR-1 for a period as the JSON the GST portal's Returns Offline Tool imports (docs/decisions/
 * 048-gstr1-and-sales-register.md): the sections a shop's sales fill — b2b (Table 4A), b2cl (5), b2cs (7),
 * nil (8: goods at 0%, which are nil rated), cdnr and cdnur (9B), hsn (12, split into B2B and B2C) and
 * doc_issue (13). A section with nothing in it is left out. Amounts are rupees with at most two decimals,
 * summed in paise first.
 */
import { paiseToRupees, type Paise } from '../../shared/money.js';
import { addAmounts, compareNumbers, indiaDate, isZero, noAmounts, splitNumber, type Amounts, type InvoiceHead, type PeriodCreditNote, type PeriodDocuments, type PeriodInvoice, type TaxLine } from './period-documents.js';

/** The offline tool's schema version the file is written for. */
export const GSTR1_VERSION = 'GST3.2.3';

export interface ItemDetail {
  rt: number;
  txval: number;
  iamt: number;
  camt?: number;
  samt?: number;
  csamt: number;
}
export interface Item {
  num: number;
  itm_det: ItemDetail;
}
export interface B2bInvoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Item[];
}
export interface B2clInvoice {
  inum: string;
  idt: string;
  val: number;
  itms: Item[];
}
export interface B2csEntry {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}
export interface CdnrNote {
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Item[];
}
export interface CdnurNote {
  typ: 'B2CL';
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  itms: Item[];
}
export interface HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}
export interface DocRange {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}
/** Table 13's natures of document: 1 invoices for outward supply, 5 credit notes. */
export interface DocDetail {
  doc_num: 1 | 5;
  docs: DocRange[];
}

/** Table 8's rows: inter- or intra-state, to registered persons (B2B) or not (B2C). */
export type NilSupplyType = 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';
export interface NilEntry {
  sply_ty: NilSupplyType;
  expt_amt: number;
  nil_amt: number;
  ngsup_amt: number;
}

export interface Gstr1 {
  gstin: string;
  fp: string;
  version: string;
  hash: 'hash';
  b2b?: { ctin: string; inv: B2bInvoice[] }[];
  b2cl?: { pos: string; inv: B2clInvoice[] }[];
  b2cs?: B2csEntry[];
  nil?: { inv: NilEntry[] };
  cdnr?: { ctin: string; nt: CdnrNote[] }[];
  cdnur?: CdnurNote[];
  hsn?: { hsn_b2b?: HsnRow[]; hsn_b2c?: HsnRow[] };
  doc_issue?: { doc_det: DocDetail[] };
}

const rupees = paiseToRupees;
const rate = (rateBp: number) => rateBp / 100;

/** A date in India as GSTR-1 writes it: DD-MM-YYYY. */
function gstDate(moment: Date): string {
  const [year, month, day] = indiaDate(moment).split('-');
  return `${day}-${month}-${year}`;
}

/** Lines that bear GST; a line at 0% is a nil-rated supply, reported in Table 8 instead (`nil`). */
const taxed = (lines: readonly TaxLine[]) => lines.filter((line) => line.rateBp > 0);
const hasTaxed = (document: { lines: readonly TaxLine[] }) => document.lines.some((line) => line.rateBp > 0);

/** Lines added up per rate, lowest rate first. */
function byRate(lines: readonly TaxLine[]): (Amounts & { rateBp: number })[] {
  const rates = new Map<number, Amounts & { rateBp: number }>();
  for (const line of lines) {
    const sum = rates.get(line.rateBp) ?? { rateBp: line.rateBp, ...noAmounts() };
    addAmounts(sum, line);
    rates.set(line.rateBp, sum);
  }
  return [...rates.values()].sort((a, b) => a.rateBp - b.rateBp);
}

/** Items per rate with every tax (b2b, cdnr). */
const fullItems = (lines: readonly TaxLine[]): Item[] =>
  byRate(lines).map((sum, i) => ({
    num: i + 1,
    itm_det: { rt: rate(sum.rateBp), txval: rupees(sum.taxable), iamt: rupees(sum.igst), camt: rupees(sum.cgst), samt: rupees(sum.sgst), csamt: 0 },
  }));

/** Items per rate of an inter-state supply, which bears IGST only (b2cl, cdnur). */
const igstItems = (lines: readonly TaxLine[]): Item[] =>
  byRate(lines).map((sum, i) => ({ num: i + 1, itm_det: { rt: rate(sum.rateBp), txval: rupees(sum.taxable), iamt: rupees(sum.igst), csamt: 0 } }));

/** Entries grouped under a key (a GSTIN, a place of supply), the keys in order. */
function grouped<T, K extends string>(entries: { key: string; entry: T }[], name: K): ({ [P in K]: string } & { list: T[] })[] {
  const groups = new Map<string, T[]>();
  for (const { key, entry } of entries) groups.set(key, [...(groups.get(key) ?? []), entry]);
  return [...groups.keys()].sort().map((key) => ({ [name]: key, list: groups.get(key) ?? [] }) as { [P in K]: string } & { list: T[] });
}

function b2bSection(invoices: PeriodInvoice[]): Gstr1['b2b'] {
  const entries = invoices
    .filter((invoice) => invoice.section === 'b2b' && hasTaxed(invoice))
    .map((invoice) => ({
      key: invoice.buyerGstin ?? '',
      entry: { inum: invoice.number, idt: gstDate(invoice.issuedAt), val: rupees(invoice.value), pos: invoice.pos, rchrg: 'N', inv_typ: 'R', itms: fullItems(taxed(invoice.lines)) } satisfies B2bInvoice,
    }));
  return grouped(entries, 'ctin').map(({ ctin, list }) => ({ ctin, inv: list }));
}

function b2clSection(invoices: PeriodInvoice[]): Gstr1['b2cl'] {
  const entries = invoices
    .filter((invoice) => invoice.section === 'b2cl' && hasTaxed(invoice))
    .map((invoice) => ({ key: invoice.pos, entry: { inum: invoice.number, idt: gstDate(invoice.issuedAt), val: rupees(invoice.value), itms: igstItems(taxed(invoice.lines)) } satisfies B2clInvoice }));
  return grouped(entries, 'pos').map(({ pos, list }) => ({ pos, inv: list }));
}

/**
 * Table 7: every other consumer invoice, added up per place of supply and rate, less the credit notes issued
 * in the period against such invoices (these are not reported one by one anywhere).
 */
function b2csSection(invoices: PeriodInvoice[], notes: PeriodCreditNote[]): B2csEntry[] {
  const sums = new Map<string, Amounts & { intra: boolean; pos: string; rateBp: number }>();
  const add = (intra: boolean, pos: string, lines: readonly TaxLine[], sign: 1 | -1) => {
    for (const line of taxed(lines)) {
      const key = `${intra ? 'INTRA' : 'INTER'} ${pos} ${line.rateBp}`;
      const sum = sums.get(key) ?? { intra, pos, rateBp: line.rateBp, ...noAmounts() };
      addAmounts(sum, line, sign);
      sums.set(key, sum);
    }
  };
  for (const invoice of invoices) if (invoice.section === 'b2cs') add(invoice.intraState, invoice.pos, invoice.lines, 1);
  for (const note of notes) if (note.invoice.section === 'b2cs') add(note.invoice.intraState, note.invoice.pos, note.lines, -1);
  return [...sums.values()]
    .filter((sum) => !isZero(sum))
    .sort((a, b) => (a.pos === b.pos ? a.rateBp - b.rateBp : a.pos < b.pos ? -1 : 1))
    .map((sum) => ({
      sply_ty: sum.intra ? 'INTRA' : 'INTER',
      pos: sum.pos,
      typ: 'OE',
      rt: rate(sum.rateBp),
      txval: rupees(sum.taxable),
      iamt: rupees(sum.igst),
      camt: rupees(sum.cgst),
      samt: rupees(sum.sgst),
      csamt: 0,
    }));
}

function cdnrSection(notes: PeriodCreditNote[]): Gstr1['cdnr'] {
  const entries = notes
    .filter((note) => note.invoice.section === 'b2b' && hasTaxed(note))
    .map((note) => ({
      key: note.invoice.buyerGstin ?? '',
      entry: { ntty: 'C', nt_num: note.number, nt_dt: gstDate(note.issuedAt), val: rupees(note.value), pos: note.invoice.pos, rchrg: 'N', inv_typ: 'R', itms: fullItems(taxed(note.lines)) } satisfies CdnrNote,
    }));
  return grouped(entries, 'ctin').map(({ ctin, list }) => ({ ctin, nt: list }));
}

function cdnurSection(notes: PeriodCreditNote[]): CdnurNote[] {
  return notes
    .filter((note) => note.invoice.section === 'b2cl' && hasTaxed(note))
    .map((note) => ({ typ: 'B2CL', ntty: 'C', nt_num: note.number, nt_dt: gstDate(note.issuedAt), val: rupees(note.value), pos: note.invoice.pos, itms: igstItems(taxed(note.lines)) }));
}

const NIL_SUPPLY_TYPES: NilSupplyType[] = ['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C'];
const nilSupplyType = (invoice: InvoiceHead): NilSupplyType => `${invoice.intraState ? 'INTRA' : 'INTR'}${invoice.section === 'b2b' ? 'B2B' : 'B2C'}`;

/** Table 8: the value of the goods sold at 0% (nil rated), less what the period's credit notes took back of it. */
function nilSection(invoices: PeriodInvoice[], notes: PeriodCreditNote[]): NilEntry[] {
  const sums = new Map<NilSupplyType, Paise>();
  const add = (head: InvoiceHead, lines: readonly TaxLine[], sign: 1 | -1) => {
    for (const line of lines) if (line.rateBp === 0) sums.set(nilSupplyType(head), (sums.get(nilSupplyType(head)) ?? 0) + sign * line.taxable);
  };
  for (const invoice of invoices) add(invoice, invoice.lines, 1);
  for (const note of notes) add(note.invoice, note.lines, -1);
  return NIL_SUPPLY_TYPES.filter((type) => (sums.get(type) ?? 0) !== 0).map((type) => ({ sply_ty: type, expt_amt: 0, nil_amt: rupees(sums.get(type) ?? 0), ngsup_amt: 0 }));
}

/** A service (SAC 99…) is reported without a quantity. */
const isService = (hsn: string) => hsn.startsWith('99');

/**
 * Table 12: per HSN/SAC and rate, the net of the period's invoices and credit notes. `buyers` picks the
 * B2B tab (invoices to GSTINs and their notes), the B2C tab (the rest), or both together.
 */
export function hsnRows(documents: PeriodDocuments, buyers: 'b2b' | 'b2c' | 'all'): HsnRow[] {
  const wanted = (section: string) => buyers === 'all' || (buyers === 'b2b') === (section === 'b2b');
  const sums = new Map<string, Amounts & { hsn: string; desc: string; rateBp: number; qty: number }>();
  const add = (lines: readonly TaxLine[], sign: 1 | -1) => {
    for (const line of lines) {
      const key = `${line.hsn} ${line.rateBp}`;
      const sum = sums.get(key) ?? { hsn: line.hsn, desc: line.description.slice(0, 30), rateBp: line.rateBp, qty: 0, ...noAmounts() };
      sum.qty += isService(line.hsn) ? 0 : sign * line.qty;
      addAmounts(sum, line, sign);
      sums.set(key, sum);
    }
  };
  for (const invoice of documents.invoices) if (wanted(invoice.section)) add(invoice.lines, 1);
  for (const note of documents.creditNotes) if (!note.withdrawn && wanted(note.invoice.section)) add(note.lines, -1);
  return [...sums.values()]
    .filter((sum) => sum.qty !== 0 || !isZero(sum))
    .sort((a, b) => (a.hsn === b.hsn ? a.rateBp - b.rateBp : a.hsn < b.hsn ? -1 : 1))
    .map((sum, i) => ({
      num: i + 1,
      hsn_sc: sum.hsn,
      desc: sum.desc,
      uqc: isService(sum.hsn) ? 'NA' : 'NOS',
      qty: sum.qty,
      rt: rate(sum.rateBp),
      txval: rupees(sum.taxable),
      iamt: rupees(sum.igst),
      camt: rupees(sum.cgst),
      samt: rupees(sum.sgst),
      csamt: 0,
    }));
}

/** Table 13: each series used in the period, from its first to its last number; withdrawn notes are cancelled. */
function docRanges(documents: { number: string; withdrawn?: boolean }[]): DocRange[] {
  const series = new Map<string, { number: string; withdrawn?: boolean }[]>();
  for (const document of documents) {
    const name = splitNumber(document.number).series;
    series.set(name, [...(series.get(name) ?? []), document]);
  }
  return [...series.keys()].sort().map((name, i) => {
    const list = (series.get(name) ?? []).sort((a, b) => compareNumbers(a.number, b.number));
    const cancel = list.filter((document) => document.withdrawn).length;
    return { num: i + 1, from: list[0].number, to: list[list.length - 1].number, totnum: list.length, cancel, net_issue: list.length - cancel };
  });
}

function docIssueSection(documents: PeriodDocuments): DocDetail[] {
  const details: DocDetail[] = [];
  if (documents.invoices.length > 0) details.push({ doc_num: 1, docs: docRanges(documents.invoices) });
  if (documents.creditNotes.length > 0) details.push({ doc_num: 5, docs: docRanges(documents.creditNotes) });
  return details;
}

/** The period's GSTR-1: only the sections that have something in them. */
export function buildGstr1(documents: PeriodDocuments, return_: { gstin: string; fp: string }): Gstr1 {
  // A withdrawn credit note is reported only as cancelled in Table 13.
  const notes = documents.creditNotes.filter((note) => !note.withdrawn);
  const hsnB2b = hsnRows(documents, 'b2b');
  const hsnB2c = hsnRows(documents, 'b2c');
  const nil = nilSection(documents.invoices, notes);
  const sections: Omit<Gstr1, 'gstin' | 'fp' | 'version' | 'hash'> = {
    b2b: b2bSection(documents.invoices),
    b2cl: b2clSection(documents.invoices),
    b2cs: b2csSection(documents.invoices, notes),
    nil: nil.length ? { inv: nil } : undefined,
    cdnr: cdnrSection(notes),
    cdnur: cdnurSection(notes),
    hsn: hsnB2b.length + hsnB2c.length === 0 ? undefined : { ...(hsnB2b.length ? { hsn_b2b: hsnB2b } : {}), ...(hsnB2c.length ? { hsn_b2c: hsnB2c } : {}) },
    doc_issue: documents.invoices.length + documents.creditNotes.length === 0 ? undefined : { doc_det: docIssueSection(documents) },
  };
  const present = Object.entries(sections).filter(([, value]) => value !== undefined && (!Array.isArray(value) || value.length > 0));
  return { gstin: return_.gstin, fp: return_.fp, version: GSTR1_VERSION, hash: 'hash', ...Object.fromEntries(present) };
}
