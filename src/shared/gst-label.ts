import { DEFAULT_GST_RATE } from './constants.js';

/**
 * How a summary names its tax line: the spec's 'GST (18%)' when every line is at 18%, plain 'GST' when the
 * rates differ (the summary then lists the rates).
 */
export function gstLabel(order: { taxBreakdown: readonly { rate: number }[] }): string {
  const rates = new Set(order.taxBreakdown.map((row) => row.rate));
  if (rates.size === 0 || (rates.size === 1 && rates.has(DEFAULT_GST_RATE))) return `GST (${DEFAULT_GST_RATE}%)`;
  return rates.size === 1 ? `GST (${[...rates][0]}%)` : 'GST';
}
