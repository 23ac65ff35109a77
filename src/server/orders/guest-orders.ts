/**
 * Guest checkout (docs/decisions/038-guest-checkout.md): who may order without an account, and what the
 * holder of a guest order's private link may do with it; the shop owner's revoking and re-sending of links.
 */
import type { UserRow } from '../../../drizzle/schema.js';
import type { Order } from '../../shared/schemas/order.js';
import { SIGN_IN_REQUIRED } from '../auth/session.js';
import type { AppDeps } from '../deps.js';
import { AppError, badRequest } from '../errors.js';
import { orderLinkMail } from '../mail/order-messages.js';
import { enqueueShopperMail } from '../mail/shopper-mail.js';
import type { Buyer } from './place-order.js';
import { activeOrderLink, createOrderLink, orderIdForLink, orderLinkUrl, revokeOrderLinks } from './order-links.js';
import { getOrder } from './read-orders.js';
import { orderRow, shopIdentity } from './transition.js';

export const GUEST_CHECKOUT_OFF = 'This shop does not take orders from guests: please sign in or create an account to place your order.';
export const NOT_A_GUEST_ORDER = 'This order was placed by a signed-in customer: it has no private link';

/**
 * The buyer of POST /api/orders: a signed-in caller orders as themselves (a `guest` sent along is ignored);
 * without a session, the `guest` contact places a guest order while the store setting 'Guest checkout' is on.
 */
export function orderBuyer(deps: AppDeps, user: UserRow | null, guest: { email: string; phone: string } | undefined, clientIp: string): Buyer {
  if (user) return { user };
  if (!guest) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
  if (!deps.settings.get().guestCheckout) throw new AppError('FORBIDDEN', GUEST_CHECKOUT_OFF);
  return { guest: { ...guest, clientIp } };
}

/** GET /api/orders/link/{token}: the order a working private link opens. */
export function orderByLink(deps: AppDeps, token: string, now = new Date()): Order {
  return getOrder(deps.db, orderIdForLink(deps.db, token, now));
}

export interface OrderLinkStatus {
  active: { createdAt: string; expiresAt: string } | null;
}

function linkStatus(deps: AppDeps, orderId: string, now: Date): OrderLinkStatus {
  const link = activeOrderLink(deps.db, orderId, now);
  return { active: link ? { createdAt: link.createdAt.toISOString(), expiresAt: link.expiresAt.toISOString() } : null };
}

/** The admin's view: whether the guest order has a working link. */
export function orderLinkStatus(deps: AppDeps, orderId: string, now = new Date()): OrderLinkStatus {
  orderRow(deps.db, orderId);
  return linkStatus(deps, orderId, now);
}

/** The owner revokes the order's private links: they stop working at once. */
export function revokeOrderLink(deps: AppDeps, orderId: string, now = new Date()): OrderLinkStatus {
  deps.db.transaction(
    (tx) => {
      orderRow(tx, orderId);
      revokeOrderLinks(tx, orderId, now);
    },
    { behavior: 'immediate' },
  );
  return linkStatus(deps, orderId, now);
}

/**
 * The owner sends the guest a new private link, by e-mail to the order's address: the old links stop
 * working, the new one is made and mailed in one transaction. The shop never sees the link itself.
 */
export function sendNewOrderLink(deps: AppDeps, orderId: string, now = new Date()): OrderLinkStatus {
  deps.db.transaction(
    (tx) => {
      const row = orderRow(tx, orderId);
      if (!row.placedAsGuest) throw badRequest(NOT_A_GUEST_ORDER);
      revokeOrderLinks(tx, orderId, now);
      const order = getOrder(deps.db, orderId);
      const link = orderLinkUrl(deps.config.publicUrl, createOrderLink(tx, orderId, now), order.language);
      enqueueShopperMail(deps, deps.db, orderLinkMail(order, shopIdentity(deps), link), now);
    },
    { behavior: 'immediate' },
  );
  deps.mail.kick();
  return linkStatus(deps, orderId, now);
}
