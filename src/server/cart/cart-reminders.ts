/**
 * Cart reminders (docs/decisions/039-abandoned-carts.md): with the store setting `cartReminders` on, each
 * abandoned cart of a known shopper gets one e-mail through the outbox, with a link back to the cart and one
 * that turns the reminders off for the address. The links carry the cart's random reminder key, so they work
 * without signing in, in any browser.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, gte, isNull } from 'drizzle-orm';
import { carts, mailOptOuts, mailOutbox, users } from '../../../drizzle/schema.js';
import type { RestoredCart } from '../../shared/schemas/cart.js';
import type { Queryable } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { CART_REMINDER_KIND, cartReminderMail } from '../mail/cart-reminder-message.js';
import { enqueueMail } from '../mail/outbox.js';
import { abandonedBefore, abandonedWhere } from './abandoned-carts.js';
import { parseLines, view } from './cart.js';
import { storedLocale } from '../../shared/i18n/locales.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A cart abandoned longer ago than this (past the abandonment hours) gets no reminder: it would come too late. */
export const REMINDER_WINDOW_MS = 7 * DAY_MS;
/** One address gets at most one cart reminder in this time, however many carts it has (a guest's on each device). */
export const ONE_REMINDER_PER_ADDRESS_MS = 7 * DAY_MS;
/** Carts looked at per run; the rest wait for the next. */
const BATCH = 100;

export const OPT_OUT_KIND = 'cart_reminders';
export const REMINDER_LINK_GONE = 'This cart link no longer works';

const normalEmail = (email: string) => email.trim().toLowerCase();

export function isOptedOut(db: Queryable, email: string): boolean {
  return db
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.email, normalEmail(email)), eq(mailOptOuts.kind, OPT_OUT_KIND)))
    .get() !== undefined;
}

function remindedLately(db: Queryable, email: string, now: Date): boolean {
  return db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, CART_REMINDER_KIND), eq(mailOutbox.to, email), gt(mailOutbox.createdAt, new Date(now.getTime() - ONE_REMINDER_PER_ADDRESS_MS))))
    .get() !== undefined;
}

/** The cart with whom to write to, as it is now. */
function cartToRemind(db: Queryable, cartId: string) {
  return db
    .select({
      id: carts.id,
      userId: carts.userId,
      items: carts.items,
      updatedAt: carts.updatedAt,
      remindedAt: carts.remindedAt,
      reminderKey: carts.reminderKey,
      language: carts.language,
      guestEmail: carts.email,
      name: users.name,
      accountEmail: users.email,
    })
    .from(carts)
    .leftJoin(users, eq(users.id, carts.userId))
    .where(eq(carts.id, cartId))
    .get();
}

/**
 * Queues the reminders due now and answers how many. Each goes in its own immediate transaction, which sets
 * `remindedAt` together with the message, so a cart is never reminded twice, even when the job runs again
 * at once. Nothing goes to an opted-out address, for an empty cart, or for a cart whose products are all
 * gone from sale.
 */
export function sendCartReminders(deps: AppDeps, now = new Date()): number {
  const settings = deps.settings.get();
  if (!settings.cartReminders) return 0;
  const before = abandonedBefore(deps, now);
  const shop = { name: settings.shopName, publicUrl: deps.config.publicUrl };
  const due = deps.db
    .select({ id: carts.id })
    .from(carts)
    .where(and(abandonedWhere(before), isNull(carts.remindedAt), gte(carts.updatedAt, new Date(before.getTime() - REMINDER_WINDOW_MS))))
    .orderBy(asc(carts.updatedAt))
    .limit(BATCH)
    .all();
  let sent = 0;
  for (const { id } of due) {
    const queued = deps.db.transaction(
      (tx) => {
        const cart = cartToRemind(tx, id);
        if (!cart || cart.remindedAt || cart.updatedAt.getTime() >= before.getTime()) return false;
        const email = cart.userId ? cart.accountEmail : cart.guestEmail;
        if (!email || isOptedOut(tx, email) || remindedLately(tx, normalEmail(email), now)) return false;
        const { cartItems } = view(deps.db, parseLines(cart.items), cart.updatedAt);
        if (cartItems.length === 0) return false;
        // The key stays with the cart: the links of an earlier reminder keep working.
        const key = cart.reminderKey ?? randomBytes(24).toString('base64url');
        enqueueMail(deps.db, cartReminderMail(shop, normalEmail(email), cart.userId ? cart.name : null, cartItems, key, storedLocale(cart.language)), now);
        tx.update(carts).set({ remindedAt: now, reminderKey: key }).where(eq(carts.id, id)).run();
        return true;
      },
      { behavior: 'immediate' },
    );
    if (queued) sent += 1;
  }
  if (sent > 0) deps.mail.kick();
  return sent;
}

function cartByKey(db: Queryable, key: string) {
  const cart = db
    .select({ userId: carts.userId, items: carts.items, updatedAt: carts.updatedAt, guestEmail: carts.email, accountEmail: users.email })
    .from(carts)
    .leftJoin(users, eq(users.id, carts.userId))
    .where(eq(carts.reminderKey, key))
    .get();
  if (!cart) throw notFound(REMINDER_LINK_GONE);
  return cart;
}

/**
 * The reminded cart's lines as they are now (GET /api/cart/restore/{key}), for the browser to put into its
 * own cart. It says nothing about whose cart it is, but whether it is an account's: that one is shown by
 * signing in.
 */
export function restoreCart(deps: AppDeps, key: string): RestoredCart {
  const cart = cartByKey(deps.db, key);
  return { ...view(deps.db, parseLines(cart.items), cart.updatedAt), forAccount: cart.userId !== null };
}

/** The reminder's "no more cart reminders": the cart's address gets none from now on, whichever cart. */
export function turnOffCartReminders(deps: AppDeps, key: string): void {
  const cart = cartByKey(deps.db, key);
  const email = cart.userId ? cart.accountEmail : cart.guestEmail;
  if (!email) throw notFound(REMINDER_LINK_GONE);
  deps.db.insert(mailOptOuts).values({ email: normalEmail(email), kind: OPT_OUT_KIND }).onConflictDoNothing().run();
}
