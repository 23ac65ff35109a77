import * as m from '@messages/order-status';
import type { Order } from '../../../shared/schemas/order.js';
import type { StatusTone } from '../../components/StatusBadge.js';

/** Where an order stands, in one word a shopper reads at a glance (My Orders, the order page). */
export function orderStatus(order: Pick<Order, 'fulfilmentStatus' | 'paymentStatus' | 'paymentMethod'>): { label: string; tone: StatusTone } {
  switch (order.fulfilmentStatus) {
    case 'cancelled':
      return { label: m.statusCancelled, tone: 'bad' };
    case 'delivered':
      return { label: m.statusDelivered, tone: 'good' };
    case 'shipped':
      return { label: m.statusShipped, tone: 'info' };
    case 'unfulfilled':
      if (order.paymentStatus === 'claimed') return { label: m.statusPaymentClaimed, tone: 'neutral' };
      return order.paymentMethod !== 'COD' && order.paymentStatus === 'unpaid' ? { label: m.statusAwaitingPayment, tone: 'neutral' } : { label: m.statusPlaced, tone: 'neutral' };
  }
}

/** A refund, when there was one: 'Refunded' or 'Partly refunded'. */
export function refundStatus(order: Pick<Order, 'paymentStatus'>): string | null {
  if (order.paymentStatus === 'refunded') return m.refunded;
  if (order.paymentStatus === 'partially_refunded') return m.partlyRefunded;
  return null;
}
