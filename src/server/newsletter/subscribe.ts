import { newsletterSubscribers } from '../../../drizzle/schema.js';
import type { Db } from '../db/database.js';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';

/**
 * Stores the address once. The answer is the same whether or not it was on the list already, so the form
 * cannot be used to learn who subscribes (docs/decisions/025-abuse-limits.md).
 */
export function subscribe(db: Db, email: string): { message: string; subscribed: true } {
  db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().run();
  return { message: SUBSCRIBED_MESSAGE, subscribed: true };
}
