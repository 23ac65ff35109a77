/**
 * A GST return's documents for the shop, after the two checks every return makes: the period is one
 * (400 otherwise) and the shop is registered, with a GSTIN (409 otherwise: a shop without one issues
 * receipts, which are in no return). docs/decisions/048-gstr1-and-sales-register.md
 */
import { GST_PERIOD_RULE, parseGstPeriod, type GstPeriod } from '../../shared/gst-returns.js';
import type { AppDeps } from '../deps.js';
import { badRequest, conflict } from '../errors.js';
import { buildGstr1, type Gstr1 } from './gstr1.js';
import { periodDocuments, type PeriodDocuments } from './period-documents.js';
import { salesRegister } from './sales-register.js';
import type { SalesRegister } from './schemas.js';

export const GSTIN_NEEDED = 'Enter the shop’s GSTIN in Settings first: GST returns are for a registered shop';

function registeredPeriod(deps: AppDeps, name: string | undefined): { period: GstPeriod; gstin: string } {
  const period = parseGstPeriod(name ?? '');
  if (!period) throw badRequest(GST_PERIOD_RULE);
  const { gstin } = deps.settings.get();
  if (!gstin) throw conflict(GSTIN_NEEDED);
  return { period, gstin };
}

/** The period's GSTR-1 and the documents it was made from (for the section CSVs). */
export function gstr1Return(deps: AppDeps, periodName: string | undefined): { gstr1: Gstr1; documents: PeriodDocuments; period: GstPeriod } {
  const { period, gstin } = registeredPeriod(deps, periodName);
  const documents = periodDocuments(deps.db, period);
  return { gstr1: buildGstr1(documents, { gstin, fp: period.fp }), documents, period };
}

export function periodSalesRegister(deps: AppDeps, periodName: string | undefined): SalesRegister {
  const { period } = registeredPeriod(deps, periodName);
  return salesRegister(periodDocuments(deps.db, period), period);
}
