/**
 * An account takes over the orders guests placed with its e-mail (docs/decisions/038-guest-checkout.md). The
 * order whose private link creates the account is taken over at once: the link proves it. Every other guest
 * order with the address is taken over only once the account has proved it holds the address, by opening
 * a link sent to it (`email_proofs`): anyone can type someone else's e-mail at a checkout or a registration.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { emailProofs, orders, users, type UserRow } from '../../../drizzle/schema.js';
import { hashPassword } from '../auth/passwords.js';
import type { Queryable } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { conflict, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { emailProofMail } from '../mail/account-messages.js';
import { enqueueShopperMail } from '../mail/shopper-mail.js';
import { hashToken, newToken, orderIdForLink } from '../orders/order-links.js';
import { orderRow, shopIdentity } from '../orders/transition.js';
import { findByEmail, insertAccount } from './accounts.js';
import { localePath, storedLocale, type Locale } from '../../shared/i18n/locales.js';

export const EMAIL_PROOF_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const EMAIL_HAS_ACCOUNT =
  'An account with this e-mail already exists. We have sent that address a link that moves this order into the account: open it, then sign in to see your orders.';
export const ORDER_HAS_ACCOUNT = 'This order is already in an account: sign in to see it.';
export const EMAIL_PROOF_NOT_FOUND = 'This confirmation link does not work: it may have expired or been used already. Sign in and ask for a new one.';
export const NO_GUEST_ORDERS = 'There are no guest orders with your e-mail address to move into your account.';

/** Orders guests placed with this address that no account has taken over. */
const unclaimed = (email: string) => and(eq(orders.userEmail, email), isNull(orders.userId), eq(orders.placedAsGuest, true));

export function unclaimedGuestOrders(db: Queryable, email: string): number {
  return db.select({ n: count() }).from(orders).where(unclaimed(email)).get()?.n ?? 0;
}

/** The storefront's page for an e-mail proof's link, in the account's language. */
export function emailProofUrl(publicUrl: string, token: string, locale: Locale = 'en'): string {
  return `${publicUrl}${localePath(locale, `/confirm-email/${token}`)}`;
}

/**
 * Sends the account a link that proves it holds its e-mail, inside the caller's transaction; the mail is
 * capped per address like order e-mails (ORDER_MAIL_LIMIT_PER_DAY). Returns whether it was queued.
 */
function sendEmailProof(deps: AppDeps, tx: Queryable, user: Pick<UserRow, 'id' | 'name' | 'email' | 'language'>, now: Date): boolean {
  const { token, tokenHash } = newToken();
  tx.insert(emailProofs)
    .values({ id: newId(), userId: user.id, email: user.email, tokenHash, expiresAt: new Date(now.getTime() + EMAIL_PROOF_DAYS * DAY_MS), createdAt: now })
    .run();
  const link = emailProofUrl(deps.config.publicUrl, token, storedLocale(user.language));
  return enqueueShopperMail(deps, deps.db, emailProofMail(user.email, user.name, shopIdentity(deps), link, EMAIL_PROOF_DAYS, storedLocale(user.language)), now);
}

/** After a registration: when guests ordered with the new account's address, a link to prove it goes there. */
export function offerGuestOrders(deps: AppDeps, user: UserRow, now = new Date()): boolean {
  const sent = deps.db.transaction((tx) => unclaimedGuestOrders(tx, user.email) > 0 && sendEmailProof(deps, tx, user, now), { behavior: 'immediate' });
  if (sent) deps.mail.kick();
  return sent;
}

/** POST /api/users/email-proof/send: a signed-in customer asks for the link again. */
export function resendEmailProof(deps: AppDeps, user: UserRow, now = new Date()): { message: string } {
  if (!offerGuestOrders(deps, user, now)) throw conflict(NO_GUEST_ORDERS);
  return { message: `We have sent a confirmation link to ${user.email}` };
}

/**
 * POST /api/users/guest-account: the holder of a guest order's private link sets a password. The account
 * is made with the order's e-mail and name and takes that order over at once; other guest orders with the
 * address wait for the proof, which is sent. An address that already has an account gets a clear refusal,
 * and that account is sent the proof, which moves this order into it too.
 */
export async function createGuestAccount(deps: AppDeps, token: string, password: string, now = new Date()): Promise<{ user: UserRow; proofSent: boolean }> {
  const { db } = deps;
  const order = orderRow(db, orderIdForLink(db, token, now));
  if (order.userId !== null) throw conflict(ORDER_HAS_ACCOUNT);
  const existing = findByEmail(db, order.userEmail);
  if (existing) {
    offerGuestOrders(deps, existing, now);
    throw conflict(EMAIL_HAS_ACCOUNT);
  }
  const passwordHash = await hashPassword(password);
  const created = db.transaction(
    (tx) => {
      const user = insertAccount(tx, { name: order.userName, email: order.userEmail, password, isAdmin: false }, passwordHash);
      const taken = tx.update(orders).set({ userId: user.id }).where(and(eq(orders.id, order.id), isNull(orders.userId))).run();
      if (taken.changes === 0) throw conflict(ORDER_HAS_ACCOUNT);
      const proofSent = unclaimedGuestOrders(tx, user.email) > 0 && sendEmailProof(deps, tx, user, now);
      return { user, proofSent };
    },
    { behavior: 'immediate' },
  );
  if (created.proofSent) deps.mail.kick();
  return created;
}

/**
 * POST /api/users/email-proof: the link sent to the address was opened. It works once, before it expires, and
 * only while the account still has the address it went to; then every unclaimed guest order with the address
 * becomes the account's.
 */
export function confirmEmailProof(deps: AppDeps, token: string, now = new Date()): { message: string; orders: number } {
  return deps.db.transaction(
    (tx) => {
      const proof = /^[A-Za-z0-9_-]{43}$/.test(token) ? tx.select().from(emailProofs).where(eq(emailProofs.tokenHash, hashToken(token))).get() : undefined;
      if (!proof || proof.usedAt !== null || proof.expiresAt.getTime() <= now.getTime()) throw notFound(EMAIL_PROOF_NOT_FOUND);
      const user = tx.select().from(users).where(eq(users.id, proof.userId)).get();
      if (!user || user.email !== proof.email) throw notFound(EMAIL_PROOF_NOT_FOUND);
      tx.update(emailProofs).set({ usedAt: now }).where(eq(emailProofs.id, proof.id)).run();
      const moved = tx.update(orders).set({ userId: user.id }).where(unclaimed(user.email)).run().changes;
      const message =
        moved === 0 ? 'Your e-mail is confirmed. There were no guest orders to move.' : `Your e-mail is confirmed: ${moved} guest order${moved === 1 ? ' is' : 's are'} now in your account.`;
      return { message, orders: moved };
    },
    { behavior: 'immediate' },
  );
}
