import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminJson, AdminRequestError } from '../lib/admin-fetch.js';

const sums = z.object({ taxableValue: z.number(), cgst: z.number(), sgst: z.number(), igst: z.number(), total: z.number() });
const parts = z.object({ invoices: sums, creditNotes: sums, net: sums });

/** GET /api/gst/sales-register's answer (the procedure gst.salesRegister), as this page reads it. */
const salesRegisterAnswer = z.object({
  period: z.string(),
  from: z.string(),
  until: z.string(),
  fp: z.string(),
  rows: z.array(parts.extend({ rate: z.number() })),
  totals: parts,
  invoiceCount: z.number(),
  creditNoteCount: z.number(),
});
export type SalesRegister = z.infer<typeof salesRegisterAnswer>;
export type Sums = z.infer<typeof sums>;

/**
 * A period's sales register, read through its REST path with the admin's token. It stands in for
 * trpc.gst.salesRegister while this branch is built without the GST router: the answer is checked here
 * instead of by tRPC's types. Once the router is here, the page calls the procedure and this file goes.
 */
export function useSalesRegister(period: string) {
  return useQuery({
    queryKey: ['admin', 'gst', 'sales-register', period],
    queryFn: () => adminJson(`/api/gst/sales-register?period=${encodeURIComponent(period)}`, salesRegisterAnswer),
    staleTime: 0,
    retry: false,
  });
}

/** The HTTP status of a refused register, when the server answered. */
export const salesRegisterStatus = (error: unknown): number | undefined => (error instanceof AdminRequestError ? error.status : undefined);
