/**
 * GST return periods (docs/decisions/047-credit-notes-and-gstr1.md): a shop files GSTR-1 every month, or every
 * quarter under the QRMP scheme (a store setting). A period is named '2026-11' (a month) or '2026-Q3' (the
 * financial year's third quarter, October to December 2026; Q4 is January to March of the next calendar
 * year). Dates are India's (Asia/Kolkata). Pure, for the server and the admin screen alike.
 */
export const GST_RETURN_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type GstReturnFrequency = (typeof GST_RETURN_FREQUENCIES)[number];

export const GST_PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2]|Q[1-4])$/;
export const GST_PERIOD_RULE = 'The period is a month as 2026-11, or a quarter of the financial year as 2026-Q3 (October to December 2026)';

export interface GstPeriod {
  /** As given: '2026-11' or '2026-Q3'. */
  name: string;
  kind: 'month' | 'quarter';
  /** The first and last months, as 'YYYY-MM'. */
  firstMonth: string;
  lastMonth: string;
  /** The return's `fp`: the (last) month as MMYYYY. */
  fp: string;
  /** Its first day and the day after its last, as 'YYYY-MM-DD' in India. */
  from: string;
  until: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function addMonths(year: number, month: number, count: number): [number, number] {
  const index = year * 12 + (month - 1) + count;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/** The period a name stands for, or undefined when the name is not one. */
export function parseGstPeriod(name: string): GstPeriod | undefined {
  const match = GST_PERIOD_PATTERN.exec(name.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  let first: [number, number];
  let months: number;
  if (match[2].startsWith('Q')) {
    const quarter = Number(match[2].slice(1));
    // Q1 is April to June of the year named; Q4 is January to March of the next.
    first = addMonths(year, 4, (quarter - 1) * 3);
    months = 3;
  } else {
    first = [year, Number(match[2])];
    months = 1;
  }
  const last = addMonths(first[0], first[1], months - 1);
  const after = addMonths(first[0], first[1], months);
  return {
    name: name.trim(),
    kind: months === 1 ? 'month' : 'quarter',
    firstMonth: `${first[0]}-${pad(first[1])}`,
    lastMonth: `${last[0]}-${pad(last[1])}`,
    fp: `${pad(last[1])}${last[0]}`,
    from: `${first[0]}-${pad(first[1])}-01`,
    until: `${after[0]}-${pad(after[1])}-01`,
  };
}

/** The period of a frequency that holds an Indian date ('YYYY-MM-DD'). */
export function gstPeriodOf(date: string, frequency: GstReturnFrequency): string {
  const [year, month] = date.split('-').map(Number);
  if (frequency === 'monthly') return `${year}-${pad(month)}`;
  const fyStart = month >= 4 ? year : year - 1;
  const quarter = Math.floor((((month + 12 - 4) % 12) / 3)) + 1;
  return `${fyStart}-Q${quarter}`;
}

/** The Indian financial year a date ('YYYY-MM-DD') falls in, as '2026-27'. */
export function financialYearOf(date: string): string {
  const [year, month] = date.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${pad((start + 1) % 100)}`;
}
