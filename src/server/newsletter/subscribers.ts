/**
 * The newsletter's list as the owner manages it: read it newest first, find an address, take one off, and
 * download it as a CSV for a mailing tool.
 */
import { desc, eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../../../drizzle/schema.js';
import type { Subscriber } from '../../shared/schemas/newsletter.js';
import { csvWriter } from '../csv/spreadsheet-csv.js';
import type { Db } from '../db/database.js';
import { contains } from '../db/like.js';
import { pageOfRows, type Paging } from '../db/paging.js';
import { notFound } from '../errors.js';

export const SUBSCRIBER_NOT_FOUND = 'This address is not on the newsletter list';

/**
 * Subscribers newest first; `keyword` finds any part of the address, ignoring case. The list has no index on
 * its date: the sort reads every row, which stays quick for the tens of thousands of addresses a small
 * shop's list holds.
 */
export function listSubscribers(db: Db, query: Paging & { keyword?: string }) {
  const keyword = query.keyword?.trim();
  const where = keyword ? contains(newsletterSubscribers.email, keyword) : undefined;
  const { items, ...page } = pageOfRows(
    db,
    newsletterSubscribers,
    { where, orderBy: [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email)] },
    query,
  );
  const subscribers: Subscriber[] = items.map((row) => ({ email: row.email, createdAt: row.createdAt.toISOString() }));
  return { subscribers, ...page };
}

/** Takes an address off the list (an unsubscribe request, a typo); 404 when it is not on it. */
export function removeSubscriber(db: Db, email: string): void {
  const result = db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).run();
  if (result.changes === 0) throw notFound(SUBSCRIBER_NOT_FOUND);
}

const COLUMNS = ['email', 'subscribedOn'] as const;
const IST_OFFSET = 5.5 * 60 * 60 * 1000;
const indianDate = (ms: number) => new Date(ms + IST_OFFSET).toISOString().slice(0, 10);

/**
 * Every subscriber, oldest first, as a spreadsheet-safe CSV (an address may start with `-` or `+`, which a
 * spreadsheet would run as a formula: docs/decisions/024-csv-safety.md), read a page at a time.
 */
export function exportSubscribers(db: Db) {
  const csv = csvWriter(COLUMNS);
  const page = db.$client.prepare<[number, string], { email: string; created_at: number }>(
    'select email, created_at from newsletter_subscribers where (created_at, email) > (?, ?) order by created_at, email limit 1000',
  );
  (async () => {
    let after: [number, string] = [-1, ''];
    for (;;) {
      const rows = page.all(...after);
      if (rows.length === 0) break;
      const last = rows[rows.length - 1];
      after = [last.created_at, last.email];
      for (const row of rows) csv.write({ email: row.email, subscribedOn: indianDate(row.created_at) });
      if (csv.writableNeedDrain) await new Promise((resolve) => csv.once('drain', resolve));
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  return csv;
}
