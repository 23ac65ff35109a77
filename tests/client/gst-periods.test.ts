/**
 * The periods Admin → GST returns offers (src/client/admin/lib/gst-periods.ts): months or QRMP quarters,
 * newest first, the last complete one as the default, named as an owner says them, on India's calendar.
 */
import { describe, expect, it } from 'vitest';
import { gstPeriodChoices, gstPeriodLabel, indiaToday } from '../../src/client/admin/lib/gst-periods.js';
import { parseGstPeriod } from '../../src/shared/gst-returns.js';

describe('GST return periods on the admin page', () => {
  it('offers two years of months, this one in progress and the last complete one first, across a new year', () => {
    const choices = gstPeriodChoices('monthly', '2026-01-10');
    expect(choices.current).toBe('2026-01');
    expect(choices.lastComplete).toBe('2025-12');
    expect(choices.periods.slice(0, 4)).toEqual(['2026-01', '2025-12', '2025-11', '2025-10']);
    expect(choices.periods).toHaveLength(24);
    expect(choices.periods.at(-1)).toBe('2024-02');
    expect(choices.periods.every((p) => parseGstPeriod(p)?.kind === 'month')).toBe(true);
  });

  it('offers eight quarters of the financial year; January to March is the last quarter of the year before', () => {
    const choices = gstPeriodChoices('quarterly', '2026-02-28');
    expect(choices.current).toBe('2025-Q4');
    expect(choices.lastComplete).toBe('2025-Q3');
    expect(choices.periods).toEqual(['2025-Q4', '2025-Q3', '2025-Q2', '2025-Q1', '2024-Q4', '2024-Q3', '2024-Q2', '2024-Q1']);
    expect(gstPeriodChoices('quarterly', '2026-04-01').lastComplete).toBe('2025-Q4');
  });

  it('names months and quarters as an owner says them', () => {
    expect(gstPeriodLabel('2026-11')).toBe('November 2026');
    expect(gstPeriodLabel('2026-Q3')).toBe('Q3 2026-27 (Oct–Dec 2026)');
    expect(gstPeriodLabel('2025-Q4')).toBe('Q4 2025-26 (Jan–Mar 2026)');
    expect(gstPeriodLabel('not a period')).toBe('not a period');
  });

  it('takes today from India’s calendar, wherever the browser is', () => {
    // 20:00 UTC on 31 March is already 1 April in India (01:30 IST): a new month, quarter and financial year.
    expect(indiaToday(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(indiaToday(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03-31');
  });
});
