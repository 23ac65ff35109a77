import { financialYearOf, gstPeriodOf, parseGstPeriod, type GstReturnFrequency } from '../../../shared/gst-returns.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in India as 'YYYY-MM-DD' (GST periods are Indian calendar months), wherever the browser is. */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The period before `name` of the same kind ('2026-11' → '2026-10', '2026-Q1' → '2025-Q4'). */
function previousPeriod(name: string, frequency: GstReturnFrequency): string {
  const period = parseGstPeriod(name);
  if (!period) throw new Error(`Not a GST period: ${name}`);
  const [year, month] = period.from.split('-').map(Number);
  const dayBefore = month === 1 ? `${year - 1}-12-15` : `${year}-${pad(month - 1)}-15`;
  return gstPeriodOf(dayBefore, frequency);
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });
const monthDate = (yearMonth: string) => new Date(`${yearMonth}-01T00:00:00Z`);

/** 'November 2026', or 'Q3 2026-27 (Oct–Dec 2026)'. */
export function gstPeriodLabel(name: string): string {
  const period = parseGstPeriod(name);
  if (!period) return name;
  if (period.kind === 'month') return monthName.format(monthDate(period.firstMonth));
  const quarter = name.slice(-2);
  const first = monthDate(period.firstMonth);
  const last = monthDate(period.lastMonth);
  return `${quarter} ${financialYearOf(period.from)} (${shortMonth.format(first)}–${shortMonth.format(last)} ${last.getUTCFullYear()})`;
}

export interface GstPeriodChoices {
  /** Newest first: the period now running, then `count` - 1 before it. */
  periods: string[];
  /** The one running today (its return is not due yet). */
  current: string;
  /** The last complete period: the one a return is filed for now, and the page's default. */
  lastComplete: string;
}

/** The periods the GST returns page offers: two years of months, or eight quarters under QRMP. */
export function gstPeriodChoices(frequency: GstReturnFrequency, today: string = indiaToday()): GstPeriodChoices {
  const count = frequency === 'monthly' ? 24 : 8;
  const current = gstPeriodOf(today, frequency);
  const periods = [current];
  while (periods.length < count) periods.push(previousPeriod(periods[periods.length - 1], frequency));
  return { periods, current, lastComplete: periods[1] };
}
