import type { OrderEventType } from '../../../shared/order-status.js';
import type { Order } from '../../../shared/schemas/order.js';
import type { StatusTone } from '../../components/StatusBadge.js';

/** Where an order stands, in one word a shopper reads at a glance (My Orders, the order page). */
export function orderStatus(order: Pick<Order, 'fulfilmentStatus' | 'paymentStatus' | 'paymentMethod'>): { label: string; tone: StatusTone } {
  switch (order.fulfilmentStatus) {
    case 'cancelled':
      return { label: 'Cancelled', tone: 'bad' };
    case 'delivered':
      return { label: 'Delivered', tone: 'good' };
    case 'shipped':
      return { label: 'Shipped', tone: 'info' };
    case 'unfulfilled':
      if (order.paymentStatus === 'claimed') return { label: 'Payment claimed — awaiting confirmation', tone: 'neutral' };
      return order.paymentMethod !== 'COD' && order.paymentStatus === 'unpaid' ? { label: 'Awaiting payment', tone: 'neutral' } : { label: 'Placed', tone: 'neutral' };
  }
}

/** A refund, when there was one: 'Refunded' or 'Partly refunded'. */
export function refundStatus(order: Pick<Order, 'paymentStatus'>): string | null {
  if (order.paymentStatus === 'refunded') return 'Refunded';
  if (order.paymentStatus === 'partially_refunded') return 'Partly refunded';
  return null;
}

/** The timeline's words for each event. */
export const EVENT_LABELS: Record<OrderEventType, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  paid_after_cancel: 'Payment received after cancelling: refunded',
  payment_claimed: 'UPI payment claimed: the shop is confirming it',
  payment_rejected: 'UPI payment not found by the shop',
};

/** Who did it, for the timeline: the shopper is 'you'. */
export function actorLabel(actor: string): string {
  switch (actor) {
    case 'customer':
      return 'by you';
    case 'admin':
      return 'by the shop';
    case 'system':
      return 'automatically';
    default:
      return `by ${actor}`;
  }
}
