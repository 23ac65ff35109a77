import { lazy, Suspense } from 'react';
import { Placeholder } from '../../components/Placeholder.js';
import type { Order } from '../../../shared/schemas/order.js';

// The payment widgets load only for an order that still has to be paid online.
const PaymentBox = lazy(() => import('./PaymentBox.js'));
const UpiPaymentBox = lazy(() => import('./UpiPaymentBox.js'));

/**
 * The order page's payment box (docs/spec.md §2): shown while the order is unpaid and its method is not
 * COD, with the active gateway's widget ('Pay Rs {total}/-', 'Processing...'), or for UPI straight to the
 * shop its QR code and reference field. `onPaid` runs after the server has confirmed the payment (or taken
 * the UPI reference), so the page re-fetches the order.
 */
export function OrderPaymentSlot({ order, onPaid }: { order: Order; onPaid: () => void }) {
  if (order.isPaid || order.paymentMethod === 'COD' || order.fulfilmentStatus === 'cancelled') return null;
  return (
    <Suspense fallback={<Placeholder height={320} />}>
      {order.paymentMethod === 'UPI' ? <UpiPaymentBox order={order} onClaimed={onPaid} /> : <PaymentBox order={order} onPaid={onPaid} />}
    </Suspense>
  );
}
