/**
 * A guest order's private link (docs/decisions/038-guest-checkout.md): a random token in the address of the
 * order's page, which lets whoever holds it see the order, pay for it, cancel it before it ships and download
 * its invoice. Only the token's SHA-256 is stored, so the database never holds a working link; a link expires
 * after ORDER_LINK_DAYS and the shop owner can revoke it, or revoke it and send the guest a new one.
 */
import { localePath, type Locale } from '../../shared/i18n/locales.js';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { orderLinks, type OrderLinkRow } from '../../../drizzle/schema.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../errors.js';
import { newId } from '../ids.js';

export const ORDER_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The one answer to a link that is wrong, expired or revoked: nothing tells them apart. */
export const ORDER_LINK_NOT_FOUND = 'This order link does not work: it may have expired or been replaced. Please use the newest link the shop sent you, or contact the shop.';

/** 32 random bytes, as URL-safe base64 (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token, URL-safe, and its SHA-256 to store. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** The storefront's page for a private link, in the order's language (/hi/order-link/… in Hindi). */
export function orderLinkUrl(publicUrl: string, token: string, locale: Locale = 'en'): string {
  return `${publicUrl}${localePath(locale, `/order-link/${token}`)}`;
}

/** Makes a new link to the order, valid for ORDER_LINK_DAYS; call it inside the transaction that needs it. */
export function createOrderLink(tx: Queryable, orderId: string, now = new Date()): string {
  const { token, tokenHash } = newToken();
  tx.insert(orderLinks)
    .values({ id: newId(), orderId, tokenHash, expiresAt: new Date(now.getTime() + ORDER_LINK_DAYS * DAY_MS), createdAt: now })
    .run();
  return token;
}

/** The order a link opens, or 404 with ORDER_LINK_NOT_FOUND: a wrong, expired or revoked link never opens any order. */
export function orderIdForLink(db: Queryable, token: string, now = new Date()): string {
  if (!TOKEN_PATTERN.test(token)) throw notFound(ORDER_LINK_NOT_FOUND);
  const link = db.select().from(orderLinks).where(eq(orderLinks.tokenHash, hashToken(token))).get();
  if (!link || link.revokedAt !== null || link.expiresAt.getTime() <= now.getTime()) throw notFound(ORDER_LINK_NOT_FOUND);
  return link.orderId;
}

/** The order's newest link that still works, if any. */
export function activeOrderLink(db: Queryable, orderId: string, now = new Date()): OrderLinkRow | undefined {
  return db
    .select()
    .from(orderLinks)
    .where(and(eq(orderLinks.orderId, orderId), isNull(orderLinks.revokedAt), gt(orderLinks.expiresAt, now)))
    .orderBy(desc(orderLinks.createdAt))
    .get();
}

/** Every link to the order stops working. */
export function revokeOrderLinks(tx: Queryable, orderId: string, now = new Date()): void {
  tx.update(orderLinks)
    .set({ revokedAt: now })
    .where(and(eq(orderLinks.orderId, orderId), isNull(orderLinks.revokedAt)))
    .run();
}
