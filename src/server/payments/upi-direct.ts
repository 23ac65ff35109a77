/**
 * UPI straight to the shop, without a gateway (docs/decisions/055-upi-direct.md): the order's payment link and
 * its QR code, the customer's claim with the payment's reference (UTR), and the owner's confirmation or
 * refusal once they have looked in the bank account. Every change of state goes through `transition`.
 */
import QRCode from 'qrcode';
import { eq } from 'drizzle-orm';
import { orders, type OrderRow, type UserRow } from '../../../drizzle/schema.js';
import { formatRupees } from '../../shared/money.js';
import type { UpiPaymentOutput } from '../../shared/schemas/payment.js';
import { normaliseUtr, upiPayLink, UTR_PATTERN, UTR_RULE } from '../../shared/upi.js';
import type { Order } from '../../shared/schemas/order.js';
import type { AppDeps } from '../deps.js';
import { badRequest, conflict } from '../errors.js';
import { GUEST_ACTOR } from '../orders/place-order.js';
import { getOrder } from '../orders/read-orders.js';
import { adminUpiClaimMail } from '../mail/order-messages.js';
import { enqueueMail } from '../mail/outbox.js';
import { assertAllowed, orderRow, shopIdentity, transition, type TransitionRequest } from '../orders/transition.js';
import { orderToPay, type Payer } from './payment-access.js';

export const NOT_UPI_MESSAGE = 'This order is not paid by UPI straight to the shop';
export const UTR_TAKEN_MESSAGE = 'This UPI reference (UTR) has already been given for another order: check the number in your UPI app';

/** The order's payment link and its QR code (an SVG), for an order paid by UPI straight to the shop. */
export async function upiPayment(deps: AppDeps, payer: Payer, orderId: string): Promise<UpiPaymentOutput> {
  const order = orderToPay(deps.db, payer, orderId);
  if (order.paymentMethod !== 'UPI') throw badRequest(NOT_UPI_MESSAGE);
  const settings = deps.settings.get();
  // The UPI ID the order was placed for is the shop's now: an owner who changes it wants payments there.
  if (!settings.upiId) throw conflict('The shop has stopped taking UPI payments straight to it: please contact the shop');
  const note = order.orderNumber ?? order.id;
  const link = upiPayLink({ payee: settings.upiId, payeeName: settings.upiPayeeName, amountPaise: order.totalPricePaise, note });
  const qrSvg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return {
    link,
    qrSvg,
    payee: settings.upiId,
    payeeName: settings.upiPayeeName,
    amount: formatRupees(order.totalPricePaise),
    note,
  };
}

/**
 * The customer says they paid (POST /api/orders/{id}/upi-payment): the order waits for the shop to confirm it,
 * holding its stock for the store's confirmation window instead of the payment window, and the owner
 * (ADMIN_EMAIL) gets a mail asking them to. A UTR pays one order.
 */
export function claimUpiPayment(deps: AppDeps, payer: Payer, orderId: string, typedUtr: string, now = new Date()): Promise<Order> {
  const utr = normaliseUtr(typedUtr);
  if (!UTR_PATTERN.test(utr)) throw badRequest(UTR_RULE);
  return deps.payments.locks.run(orderId, async () => {
    const order = orderToPay(deps.db, payer, orderId);
    assertAllowed(order, 'claim', 'owner');
    const other = deps.db.select({ id: orders.id }).from(orders).where(eq(orders.upiUtr, utr)).get();
    if (other && other.id !== order.id) throw conflict(UTR_TAKEN_MESSAGE);
    const hours = deps.settings.get().upiConfirmHours;
    const owner = deps.config.mail.adminEmail;
    return transition(
      deps,
      {
        orderId,
        action: 'claim',
        role: 'owner',
        actor: payer === 'order-link' ? GUEST_ACTOR : payer.id,
        note: `UTR ${utr}`,
        changes: { upiUtr: utr, paymentClaimedAt: now, paymentDueAt: new Date(now.getTime() + hours * 3_600_000) },
        // Only the owner can see the money arrive, and the window runs from now: they are told at once, by a
        // message written in the claim's own transaction (the order as it now is, on the shop's one connection).
        effects: owner ? () => enqueueMail(deps.db, adminUpiClaimMail(getOrder(deps.db, orderId), shopIdentity(deps), owner, utr, hours), now) : undefined,
      },
      now,
    );
  });
}

/**
 * The owner's answer to a claim, under the order's lock: `change` says what it does to the order as it is
 * (its UTR among it), as the admin's action on a UPI order.
 */
function answerClaim(deps: AppDeps, admin: UserRow, orderId: string, now: Date, change: (order: OrderRow) => Pick<TransitionRequest, 'action' | 'note' | 'changes'>) {
  return deps.payments.locks.run(orderId, async () => {
    const order = orderRow(deps.db, orderId);
    if (order.paymentMethod !== 'UPI') throw badRequest(NOT_UPI_MESSAGE);
    return transition(deps, { orderId, role: 'admin', actor: admin.id, ...change(order) }, now);
  });
}

/** The owner found the payment in the shop's account (PUT /api/orders/{id}/upi-payment/confirm): the order is paid. */
export function confirmUpiPayment(deps: AppDeps, admin: UserRow, orderId: string, note: string | undefined, now = new Date()): Promise<Order> {
  return answerClaim(deps, admin, orderId, now, (order) => ({
    action: 'pay',
    note: note?.trim() || `UPI payment received, UTR ${order.upiUtr ?? ''}`.trim(),
  }));
}

/**
 * The owner found no such payment (PUT /api/orders/{id}/upi-payment/reject): the order waits for a payment
 * again for PAYMENT_WINDOW_MINUTES, and the customer is told why and may give the right reference.
 */
export function rejectUpiPayment(deps: AppDeps, admin: UserRow, orderId: string, note: string, now = new Date()): Promise<Order> {
  const reason = note.trim();
  if (!reason) throw badRequest('Say why the payment was not accepted: the customer reads it');
  return answerClaim(deps, admin, orderId, now, (order) => ({
    action: 'rejectClaim',
    note: `No such payment (UTR ${order.upiUtr ?? 'none'}): ${reason}`,
    changes: { upiUtr: null, paymentClaimedAt: null, paymentDueAt: new Date(now.getTime() + deps.config.paymentWindowMinutes * 60_000) },
  }));
}
