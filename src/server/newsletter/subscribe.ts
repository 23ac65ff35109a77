import { newsletterSubscribers } from '../../../drizzle/schema.js';
import type { Db } from '../db/database.js';

/** Stores the address once; subscribing twice is not an error, just nothing new. */
export function subscribe(db: Db, email: string): { message: string; subscribed: boolean } {
  const result = db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().run();
  return result.changes === 1
    ? { message: 'Thank you for subscribing!', subscribed: true }
    : { message: 'You are already subscribed', subscribed: false };
}
