/**
 * The order's life in one table (docs/decisions/011-order-state-machine.md). An order has two axes,
 * payment (unpaid → paid → partially refunded → refunded) and fulfilment (unfulfilled → shipped →
 * delivered, or cancelled). `decide` says what an action does to them, or why it may not happen; nothing
 * else in the shop decides that. The server applies a decision with its side effects
 * (src/server/orders/transition.ts); the admin screen offers an action only when `mayAct` says the server
 * would accept it. Pure, so both sides can import it.
 */
import type { PaymentMethod } from './constants.js';
import { formatRupees } from './money.js';
import type { FulfilmentStatus, PaymentStatus } from './order-status.js';

/**
 * `reverseRefund`: the gateway reports that a refund it had accepted failed after all. `claim`: the customer
 * says they paid a UPI order straight to the shop (with the payment's UTR); the shop then confirms it (`pay`)
 * or finds no such payment (`rejectClaim`) (docs/decisions/055-upi-direct.md).
 */
export const ORDER_ACTIONS = ['pay', 'ship', 'deliver', 'cancel', 'refund', 'reverseRefund', 'claim', 'rejectClaim'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * Who acts: the order's own customer, an admin, the shop itself (the payment window) or the payment
 * gateway confirming a payment. A UPI payment straight to the shop has no gateway: an admin confirms it.
 */
export const ACTOR_ROLES = ['owner', 'admin', 'system', 'gateway'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

export interface OrderState {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  fulfilmentStatus: FulfilmentStatus;
  totalPaise: number;
  /** Paise refunded so far. */
  refundedPaise: number;
}

export interface Next {
  paymentStatus: PaymentStatus;
  fulfilmentStatus: FulfilmentStatus;
  /**
   * Paise given back by this action (a cancellation of a paid order refunds what is left); negative when
   * a failed refund is taken back.
   */
  refundPaise: number;
  /** A cash-on-delivery order handed over: the cash was collected now. */
  cashCollected: boolean;
}

export type Decision = { allowed: true; next: Next } | { allowed: false; reason: string };

const refuse = (reason: string): Decision => ({ allowed: false, reason });

const ALREADY: Record<FulfilmentStatus, string> = {
  unfulfilled: '',
  shipped: 'This order has already shipped',
  delivered: 'This order has already been delivered',
  cancelled: 'This order has been cancelled',
};

function isMoneyIn(status: PaymentStatus): boolean {
  return status === 'paid' || status === 'partially_refunded';
}

/** Not paid yet: nothing received, or a UPI payment the shop has still to find in its account. */
function isAwaitingPayment(status: PaymentStatus): boolean {
  return status === 'unpaid' || status === 'claimed';
}

export function decide(order: OrderState, action: OrderAction, role: ActorRole, amountPaise = 0): Decision {
  const { paymentStatus: payment, fulfilmentStatus: fulfilment } = order;
  const stay = { paymentStatus: payment, fulfilmentStatus: fulfilment, refundPaise: 0, cashCollected: false };
  const online = order.paymentMethod !== 'COD';
  const upi = order.paymentMethod === 'UPI';

  switch (action) {
    case 'claim': {
      if (role !== 'owner') return refuse('Only the customer can say they paid');
      if (!upi) return refuse('Only an order paid by UPI straight to the shop takes a UPI reference');
      if (fulfilment === 'cancelled') return refuse('This order has been cancelled');
      if (payment === 'claimed') return refuse('This order’s payment is already waiting for the shop to confirm it');
      if (payment !== 'unpaid') return refuse('This order has already been paid');
      return { allowed: true, next: { ...stay, paymentStatus: 'claimed' } };
    }

    case 'rejectClaim': {
      if (role !== 'admin') return refuse('Only the shop can say a payment did not arrive');
      if (!upi || payment !== 'claimed') return refuse('This order has no UPI payment waiting to be confirmed');
      return { allowed: true, next: { ...stay, paymentStatus: 'unpaid' } };
    }

    case 'pay': {
      if (upi) {
        // No gateway sees a UPI payment straight to the shop: the owner finds it in the bank account.
        if (role !== 'admin') return refuse('Only the shop can confirm a UPI payment, once it is in the shop’s account');
        if (payment === 'unpaid') return refuse('The customer has not given a UPI reference for this order yet');
        if (payment !== 'claimed') return refuse('This order has already been paid');
        if (fulfilment === 'cancelled') return refuse('This order has been cancelled: pay the customer back instead');
        return { allowed: true, next: { ...stay, paymentStatus: 'paid' } };
      }
      if (role !== 'gateway') return refuse('Only the payment gateway can confirm a payment');
      if (!online) return refuse('This order is paid cash on delivery: there is nothing to pay online');
      if (payment !== 'unpaid') return refuse('This order has already been paid');
      // A payment that arrives for a cancelled order is recorded (and then refunded by the shop, see
      // settle-payment.ts); it never brings the order back: fulfilment stays cancelled.
      return { allowed: true, next: { ...stay, paymentStatus: 'paid' } };
    }

    case 'ship': {
      if (role !== 'admin') return refuse('Only the shop can ship an order');
      if (fulfilment === 'cancelled') return refuse('This order has been cancelled and can no longer ship');
      if (fulfilment !== 'unfulfilled') return refuse(ALREADY[fulfilment]);
      if (payment === 'refunded') return refuse('This order has been refunded in full and can no longer ship');
      if (online && isAwaitingPayment(payment)) return refuse('This order is not paid yet: an order paid online ships only once paid');
      return { allowed: true, next: { ...stay, fulfilmentStatus: 'shipped' } };
    }

    case 'deliver': {
      if (role !== 'admin') return refuse('Only the shop can mark an order delivered');
      if (fulfilment === 'cancelled') return refuse('This order has been cancelled and can no longer be delivered');
      if (fulfilment === 'delivered') return refuse(ALREADY.delivered);
      if (payment === 'refunded') return refuse('This order has been refunded in full and can no longer be delivered');
      if (online && isAwaitingPayment(payment)) return refuse('This order is not paid yet: an order paid online is delivered only once paid');
      // Cash on delivery is paid by the delivery itself: the cash is collected at the door.
      const cashCollected = !online && payment === 'unpaid';
      return { allowed: true, next: { ...stay, fulfilmentStatus: 'delivered', paymentStatus: cashCollected ? 'paid' : payment, cashCollected } };
    }

    case 'cancel': {
      if (fulfilment === 'cancelled') return refuse('This order has already been cancelled');
      if (fulfilment === 'delivered') return refuse('This order has already been delivered and can no longer be cancelled');
      if (role === 'owner' && fulfilment === 'shipped') return refuse('This order has already shipped and can no longer be cancelled');
      // The window ends for an unpaid online order, and for a UPI payment the shop never confirmed.
      if (role === 'system' && (!isAwaitingPayment(payment) || !online || fulfilment !== 'unfulfilled')) {
        return refuse('Only an unpaid online order is cancelled when its payment window ends');
      }
      if (role === 'gateway') return refuse('A payment gateway cannot cancel an order');
      if (upi && role === 'owner' && payment === 'claimed') return refuse('The shop is checking your UPI payment: ask the shop to cancel this order');
      // The shop pays a UPI payment back itself, and records the refund with its reference first.
      if (upi && isMoneyIn(payment)) {
        return refuse(
          role === 'owner'
            ? 'This order was paid by UPI to the shop: ask the shop to cancel it and pay you back'
            : 'Pay the customer back and record the refund with its UPI reference first, then cancel the order',
        );
      }
      // A paid order (or what is left of it after partial refunds) is refunded in full first.
      const refundPaise = isMoneyIn(payment) ? order.totalPaise - order.refundedPaise : 0;
      return {
        allowed: true,
        next: { ...stay, fulfilmentStatus: 'cancelled', paymentStatus: refundPaise > 0 ? 'refunded' : payment, refundPaise },
      };
    }

    case 'refund': {
      if (role !== 'admin' && role !== 'system') return refuse('Only the shop can refund an order');
      if (isAwaitingPayment(payment)) return refuse('This order has not been paid, so there is nothing to refund');
      if (payment === 'refunded') return refuse('This order has already been refunded in full');
      const left = order.totalPaise - order.refundedPaise;
      if (amountPaise <= 0) return refuse('The refund must be more than Rs 0/-');
      if (amountPaise > left) return refuse(`At most ${formatRupees(left)} is left to refund on this order`);
      return { allowed: true, next: { ...stay, paymentStatus: amountPaise === left ? 'refunded' : 'partially_refunded', refundPaise: amountPaise } };
    }

    case 'reverseRefund': {
      if (role !== 'gateway') return refuse('Only the payment gateway can report a failed refund');
      if (amountPaise <= 0 || amountPaise > order.refundedPaise) return refuse('That refund is not part of this order’s refunds');
      const left = order.refundedPaise - amountPaise;
      return { allowed: true, next: { ...stay, paymentStatus: left === 0 ? 'paid' : 'partially_refunded', refundPaise: -amountPaise } };
    }
  }
}

/**
 * Whether `role` may take `action` on the order as it is now. An action that moves money is asked about
 * the most it could move (what is left to refund; what was refunded, for a failed refund): when that is
 * allowed, so is any smaller amount above 0.
 */
export function mayAct(order: OrderState, action: OrderAction, role: ActorRole): boolean {
  const amountPaise = action === 'refund' ? order.totalPaise - order.refundedPaise : action === 'reverseRefund' ? order.refundedPaise : 0;
  return decide(order, action, role, amountPaise).allowed;
}
