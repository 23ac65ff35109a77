import { z } from 'zod';
import { GST_PERIOD_RULE, parseGstPeriod } from '../../shared/gst-returns.js';

/** A GST return period: a month ('2026-11') or a quarter of the financial year ('2026-Q3'). */
export const gstPeriodInput = z.object({
  period: z.string({ error: GST_PERIOD_RULE }).refine((name) => parseGstPeriod(name) !== undefined, { error: GST_PERIOD_RULE }),
});

const sums = z.object({
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** Taxable value + CGST + SGST + IGST. */
  total: z.number(),
});
export type Sums = z.infer<typeof sums>;

const parts = z.object({ invoices: sums, creditNotes: sums, net: sums });

export const salesRegisterOutput = z.object({
  period: z.string(),
  /** The period's first day and the day after its last ('YYYY-MM-DD', India). */
  from: z.string(),
  until: z.string(),
  /** GSTR-1's return period, MMYYYY. */
  fp: z.string(),
  /** Per GST rate (percent), lowest first: the tax invoices, the credit notes against them, and the net. */
  rows: z.array(parts.extend({ rate: z.number() })),
  totals: parts,
  invoiceCount: z.number().int(),
  /** Credit notes that count (a withdrawn one does not). */
  creditNoteCount: z.number().int(),
});
export type SalesRegister = z.infer<typeof salesRegisterOutput>;
