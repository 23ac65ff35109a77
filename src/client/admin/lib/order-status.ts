import type { FulfilmentStatus, OrderEventType, OrderFilter, PaymentStatus } from '../../../shared/order-status.js';
import type { Order } from '../../../shared/schemas/order.js';

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
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
};

type OrderState = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'fulfilmentStatus'>;

const unpaidOnline = (order: OrderState) => order.paymentMethod !== 'COD' && order.paymentStatus === 'unpaid';

/**
 * Which admin actions the order's state allows, mirroring the server's table
 * (docs/decisions/011-order-state-machine.md). The server decides in the end: a stale page gets its 409.
 */
export function allowedActions(order: OrderState) {
  const open = order.fulfilmentStatus === 'unfulfilled' || order.fulfilmentStatus === 'shipped';
  const fulfillable = order.paymentStatus !== 'refunded' && !unpaidOnline(order);
  return {
    ship: order.fulfilmentStatus === 'unfulfilled' && fulfillable,
    deliver: open && fulfillable,
    cancel: open,
    refund: order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded',
  };
}
