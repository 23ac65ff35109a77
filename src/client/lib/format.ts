import { INTL_LOCALE, MONTH } from '@messages/locale';

// India's time, wherever the server or the browser is: the shop's dates are Indian calendar dates, and the
// server-rendered page and the browser must print the very same text. In the page's language: 25 Nov 2026,
// 25 नवंबर 2026.
const dateFormat = new Intl.DateTimeFormat(INTL_LOCALE, { day: 'numeric', month: MONTH, year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTimeFormat = new Intl.DateTimeFormat(INTL_LOCALE, {
  day: 'numeric',
  month: MONTH,
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
/** Long ids shown in tables: the last characters are enough to tell rows apart (orders show their number instead). */
export const shortId = (id: string): string => (id.length > 10 ? `…${id.slice(-8)}` : id);
/** A count with its noun, e.g. '1 product', '1,234 products' (Indian digit grouping). */
export const countLabel = (n: number, one: string, many: string): string => `${n.toLocaleString(INTL_LOCALE)} ${n === 1 ? one : many}`;
