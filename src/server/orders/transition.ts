import { and, eq } from 'drizzle-orm';
import { orderEvents, orders, type OrderRow } from '../../../drizzle/schema.js';
import { decide, type ActorRole, type Next, type OrderAction, type OrderState } from '../../shared/order-state-machine.js';
import type { PaymentMethod } from '../../shared/constants.js';
import type { OrderEventType } from '../../shared/order-status.js';
import type { Order } from '../../shared/schemas/order.js';
import type { Db, Queryable, Tx } from '../db/database.js';
import { insertRow } from '../db/table-rows.js';
import type { AppDeps } from '../deps.js';
import { conflict, notFound } from '../errors.js';
import { newId } from '../ids.js';
import {
  cancelledMail,
  deliveredMail,
  paymentReceivedMail,
  refundedMail,
  shippedMail,
  upiPaymentNotFoundMail,
  type ShopIdentity,
} from '../mail/order-messages.js';
import { syncVerifiedReviews } from '../catalog/purchase-verification.js';
import { issueCreditNote, withdrawCreditNote } from '../invoices/credit-notes.js';
import { issueInvoice } from '../invoices/issue-invoice.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { enqueueShopperMail } from '../mail/shopper-mail.js';
import { getOrder, ORDER_NOT_FOUND } from './read-orders.js';
import { purgeProducts } from '../cdn/changed-pages.js';
import { restockAll } from './stock.js';

export interface TransitionRequest {
  orderId: string;
  action: OrderAction;
  role: ActorRole;
  /** Stored in the timeline: a user id, 'system' or a gateway's name. */
  actor: string;
  /** Paise to refund (the refund action). */
  amountPaise?: number;
  note?: string | null;
  /** Columns the action sets besides the statuses and their dates (the shipment, the payment result). */
  changes?: Partial<OrderRow>;
  /**
   * The refund a cancellation or refund records, and the units that came back per order line: the credit
   * note issued with it names them (docs/decisions/047-credit-notes-and-gstr1.md). For reverseRefund, the
   * refund whose note is withdrawn.
   */
  credit?: { refundId: string | null; returned?: ReadonlyMap<string, number> };
  /** Side effects in the same transaction: refund rows, payment rows, restocking chosen lines. */
  effects?: (tx: Tx, order: OrderRow, next: Next) => void;
}

export function shopIdentity(deps: AppDeps): ShopIdentity {
  return { name: deps.settings.get().shopName, publicUrl: deps.config.publicUrl };
}

/** The order row, or 404. */
export function orderRow(db: Queryable, orderId: string): OrderRow {
  const row = db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** The statuses and amounts the state machine decides on. */
export function stateOf(row: OrderRow): OrderState {
  return {
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as Next['paymentStatus'],
    fulfilmentStatus: row.fulfilmentStatus as Next['fulfilmentStatus'],
    totalPaise: row.totalPricePaise,
    refundedPaise: row.refundedPaise,
  };
}

/** Asks the state machine without changing anything: a refusal is the 409 the action would get. */
export function assertAllowed(row: OrderRow, action: OrderAction, role: ActorRole, amountPaise?: number): Next {
  const decision = decide(stateOf(row), action, role, amountPaise);
  if (!decision.allowed) throw conflict(decision.reason);
  return decision.next;
}

export function appendEvent(db: Db, orderId: string, type: OrderEventType, actor: string, note: string | null, at: Date): void {
  insertRow(db.$client, orderEvents, { id: newId(), orderId, type, actor, note, at });
}

function eventOf(action: OrderAction, order: OrderRow): OrderEventType {
  switch (action) {
    case 'pay':
      return order.fulfilmentStatus === 'cancelled' ? 'paid_after_cancel' : 'paid';
    case 'ship':
      return 'shipped';
    case 'deliver':
      return 'delivered';
    case 'cancel':
      return 'cancelled';
    case 'refund':
      return 'refunded';
    case 'reverseRefund':
      return 'refund_failed';
    case 'claim':
      return 'payment_claimed';
    case 'rejectClaim':
      return 'payment_rejected';
  }
}

function datesFor(action: OrderAction, next: Next, now: Date): Partial<OrderRow> {
  switch (action) {
    case 'pay':
      return { paidAt: now, paymentDueAt: null };
    case 'ship':
      return { shippedAt: now };
    case 'deliver':
      return { deliveredAt: now, ...(next.cashCollected ? { paidAt: now } : {}) };
    case 'cancel':
      return { cancelledAt: now, paymentDueAt: null };
    // A UPI claim's reference and windows are the request's changes (payments/upi-direct.ts).
    case 'refund':
    case 'reverseRefund':
    case 'claim':
    case 'rejectClaim':
      return {};
  }
}

function mailsFor(action: OrderAction, order: Order, next: Next, shop: ShopIdentity, note: string | null): OutgoingMail[] {
  switch (action) {
    case 'pay':
      // A payment for a cancelled order is followed by its refund, and that is what the customer hears of.
      return order.fulfilmentStatus === 'cancelled' ? [] : [paymentReceivedMail(order, shop)];
    case 'ship':
      return [shippedMail(order, shop)];
    case 'deliver':
      return [deliveredMail(order, shop)];
    case 'cancel':
      return [cancelledMail(order, shop, next.refundPaise)];
    case 'refund':
      return [refundedMail(order, shop, next.refundPaise, note ?? 'a refund from the shop')];
    // A claim: the customer who says they paid knows it; the shop sees it in its list ('To confirm').
    case 'reverseRefund':
    case 'claim':
      return [];
    case 'rejectClaim':
      return [upiPaymentNotFoundMail(order, shop, note ?? 'No such payment', order.paymentDueAt ? new Date(order.paymentDueAt) : null)];
  }
}

/**
 * The one way an order changes state. In one immediate transaction: the state machine decides on the
 * order as it is now (a refusal is a 409 and changes nothing), the statuses and their dates are written
 * (guarded on the statuses read, so a concurrent change cannot be overwritten), the action's side effects
 * run, the buyer's reviews of the order's products follow what they still hold, the timeline gets its
 * events and the customer's e-mail goes into the outbox.
 */
export function transition(deps: AppDeps, request: TransitionRequest, now = new Date()): Order {
  const { db } = deps;
  // Products a cancellation brings back into stock: their pages change.
  let backInStock: string[] = [];
  const view = db.transaction(
    (tx) => {
      const order = orderRow(tx, request.orderId);
      const next = assertAllowed(order, request.action, request.role, request.amountPaise);
      const written = tx
        .update(orders)
        .set({
          paymentStatus: next.paymentStatus,
          fulfilmentStatus: next.fulfilmentStatus,
          refundedPaise: order.refundedPaise + next.refundPaise,
          ...datesFor(request.action, next, now),
          ...request.changes,
        })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.paymentStatus, order.paymentStatus),
            eq(orders.fulfilmentStatus, order.fulfilmentStatus),
            eq(orders.refundedPaise, order.refundedPaise),
          ),
        )
        .run();
      if (written.changes !== 1) throw conflict('This order changed meanwhile. Please reload it and try again.');

      if (request.action === 'cancel') backInStock = restockAll(tx, order.id);
      request.effects?.(tx, order, next);
      // A cancellation or refund that leaves the buyer none of a product takes their review's mark (and
      // the review out of the rating) here, in the same transaction; a payment or delivery brings it back.
      syncVerifiedReviews(tx, order, now);
      // The tax invoice is issued when the payment arrives online or the goods leave, whichever is first (one
      // paid after its cancellation is refunded instead); a cancellation or refund of an invoiced order is
      // a credit note (docs/decisions/047-credit-notes-and-gstr1.md).
      const note = request.note ?? null;
      if (request.action === 'pay' && order.fulfilmentStatus !== 'cancelled') issueInvoice(db, order.id, deps.settings.get(), now);
      if (request.action === 'ship' || request.action === 'deliver') issueInvoice(db, order.id, deps.settings.get(), now);
      if (request.action === 'cancel' || request.action === 'refund') {
        const cancellation = request.action === 'cancel';
        issueCreditNote(
          db,
          order,
          {
            kind: cancellation ? 'cancellation' : 'refund',
            amount: cancellation ? 'rest' : next.refundPaise,
            returned: request.credit?.returned ?? new Map(),
            reason: note ?? (cancellation ? 'Order cancelled' : 'Refund'),
            refundId: request.credit?.refundId ?? null,
          },
          now,
        );
      }
      if (request.action === 'reverseRefund' && request.credit?.refundId) withdrawCreditNote(tx, request.credit.refundId, now);

      if (next.refundPaise > 0 && request.action === 'cancel') appendEvent(db, order.id, 'refunded', request.actor, 'Refunded in full on cancellation', now);
      appendEvent(db, order.id, eventOf(request.action, order), request.actor, note, now);
      if (next.cashCollected) appendEvent(db, order.id, 'paid', request.actor, 'Cash collected on delivery', now);

      // The shop's one connection: the order as this transaction wrote it.
      const updated = getOrder(db, order.id);
      for (const mail of mailsFor(request.action, updated, next, shopIdentity(deps), note)) enqueueShopperMail(deps, db, mail, now);
      return updated;
    },
    { behavior: 'immediate' },
  );
  deps.mail.kick();
  purgeProducts(deps, backInStock);
  return view;
}
