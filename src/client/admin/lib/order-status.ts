import type { FulfilmentStatus, OrderEventType, OrderFilter, PaymentStatus } from '../../../shared/order-status.js';
import { rupeesToPaise } from '../../../shared/money.js';
import { mayAct, type OrderState } from '../../../shared/order-state-machine.js';
import type { Order } from '../../../shared/schemas/order.js';

/** The actions the admin's order screens offer (a payment comes only from the gateway). */
export const ADMIN_ACTIONS = ['ship', 'deliver', 'cancel', 'refund'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  claimed: 'Payment claimed — awaiting confirmation',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

export const FULFILMENT_LABELS: Record<FulfilmentStatus, string> = {
  unfulfilled: 'Unfulfilled',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const FILTER_LABELS: Record<OrderFilter, string> = {
  unfulfilled: 'Unfulfilled',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  unpaid: 'Unpaid',
  claimed: 'To confirm',
  refunded: 'Refunded',
};

export const EVENT_LABELS: Record<OrderEventType, string> = {
  placed: 'Placed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  paid_after_cancel: 'Paid after cancellation',
  payment_claimed: 'UPI payment claimed',
  payment_rejected: 'UPI payment not found',
};

type OrderView = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'fulfilmentStatus' | 'totalPrice' | 'refundedPrice'>;

/**
 * The actions an admin may take on the order as shown, asked of the server's own table
 * (docs/decisions/011-order-state-machine.md), so no button is offered that the server would refuse. A page
 * shown before someone else changed the order still gets the server's 409.
 */
export function allowedActions(order: OrderView): Record<AdminAction, boolean> {
  const state: OrderState = {
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    fulfilmentStatus: order.fulfilmentStatus,
    totalPaise: rupeesToPaise(order.totalPrice),
    refundedPaise: rupeesToPaise(order.refundedPrice),
  };
  return {
    ship: mayAct(state, 'ship', 'admin'),
    deliver: mayAct(state, 'deliver', 'admin'),
    cancel: mayAct(state, 'cancel', 'admin'),
    refund: mayAct(state, 'refund', 'admin'),
  };
}
