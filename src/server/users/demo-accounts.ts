import { and, eq, inArray } from 'drizzle-orm';
import { reviews, users } from '../../../drizzle/schema.js';
import { verifyPassword } from '../auth/passwords.js';
import { refreshRating } from '../catalog/ratings.js';
import type { Db } from '../db/database.js';
import { DEMO_ACCOUNTS } from '../db/seed/demo-account-data.js';

/** The README publishes these passwords; docs/decisions/027-production-start-checks.md says what a start does about them. */
const DEMO_PASSWORDS: ReadonlyMap<string, string> = new Map(Object.values(DEMO_ACCOUNTS).map((a) => [a.email, a.password]));

export interface DemoAccountFound {
  id: string;
  email: string;
  isAdmin: boolean;
  /** The hash that matched the demo password: the removal deletes the account only if it is still this one. */
  passwordHash: string;
}

/**
 * The demo accounts that still sign in with their published password. A demo address whose password the
 * owner changed is theirs now and is not listed. Costs one argon2 verification per demo address present.
 */
export async function demoAccountsWithDemoPassword(db: Db): Promise<DemoAccountFound[]> {
  const present = db
    .select({ id: users.id, email: users.email, isAdmin: users.isAdmin, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, [...DEMO_PASSWORDS.keys()]))
    .orderBy(users.email)
    .all();
  const found: DemoAccountFound[] = [];
  for (const account of present) {
    if (await verifyPassword(account.passwordHash, DEMO_PASSWORDS.get(account.email) ?? '')) found.push(account);
  }
  return found;
}

export interface RemovedDemoAccounts {
  emails: string[];
  reviews: number;
  /** Products whose rating was recomputed without the removed reviews. */
  products: number;
}

/**
 * Deletes the demo accounts that still have their demo password, with every review they wrote (anyone
 * could have written it under that public password), and recomputes the rating of each product they had
 * reviewed with the one rating rule. Their orders stay, detached from the account, with the buyer's name
 * and e-mail as the order recorded them (orders.user_id is ON DELETE SET NULL), as when an admin deletes a
 * user. Everything else is kept. One transaction: all of it or nothing.
 */
export async function removeDemoAccounts(db: Db): Promise<RemovedDemoAccounts> {
  const found = await demoAccountsWithDemoPassword(db);
  if (found.length === 0) return { emails: [], reviews: 0, products: 0 };
  return db.transaction(
    (tx) => {
      // A password changed between the check and now (argon2 runs outside the transaction) saves the account.
      const ids = found
        .filter((a) => tx.select({ id: users.id }).from(users).where(and(eq(users.id, a.id), eq(users.passwordHash, a.passwordHash))).get())
        .map((a) => a.id);
      if (ids.length === 0) return { emails: [], reviews: 0, products: 0 };
      const productIds = tx
        .selectDistinct({ productId: reviews.productId })
        .from(reviews)
        .where(inArray(reviews.userId, ids))
        .all()
        .map((r) => r.productId);
      // Reviews first: deleting the account would otherwise keep them, only without their author.
      const deletedReviews = tx.delete(reviews).where(inArray(reviews.userId, ids)).run().changes;
      tx.delete(users).where(inArray(users.id, ids)).run();
      for (const productId of productIds) refreshRating(tx, productId);
      return { emails: found.filter((a) => ids.includes(a.id)).map((a) => a.email), reviews: deletedReviews, products: productIds.length };
    },
    { behavior: 'immediate' },
  );
}

export class DemoAccountsLeftError extends Error {}

function describeAccounts(accounts: DemoAccountFound[]): string {
  return accounts.map((a) => (a.isAdmin ? `${a.email} (admin)` : a.email)).join(', ');
}

/**
 * What a start does about demo accounts that still have their public password: in production it refuses
 * (DemoAccountsLeftError, saying how to remove them), unless the owner asked for their removal
 * (REMOVE_DEMO_ACCOUNTS=true), which is then done here in any environment. Runs before the shop listens.
 */
export async function checkDemoAccountsAtStart(db: Db, options: { production: boolean; remove: boolean }): Promise<RemovedDemoAccounts | null> {
  if (options.remove) {
    const removed = await removeDemoAccounts(db);
    return removed.emails.length > 0 ? removed : null;
  }
  if (!options.production) return null;
  const left = await demoAccountsWithDemoPassword(db);
  if (left.length === 0) return null;
  throw new DemoAccountsLeftError(
    `This data folder still has demo accounts with their public demo passwords: ${describeAccounts(left)}. ` +
      'Anyone who has read the README could sign in with them. With the shop stopped, run `npm run admin -- remove-demo` ' +
      '(it deletes these accounts and their reviews and keeps the catalogue, the orders and every other account), ' +
      'or start once with REMOVE_DEMO_ACCOUNTS=true to have the shop remove them itself, ' +
      'or change their passwords (`npm run admin -- set-password <email>`) if you mean to keep them.',
  );
}
