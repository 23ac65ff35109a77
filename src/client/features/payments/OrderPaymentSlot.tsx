import { Alert } from '@mantine/core';
import type { Order } from '../../../shared/schemas/order.js';

/**
 * The order page's payment box (spec §2, issue 5): shown while the order is unpaid and its method is not
 * COD. The payments work replaces the body with the gateway's card/UPI widget ('Pay Rs {total}/-',
 * 'Processing...') and calls `onPaid` after the server has confirmed the payment, so the page re-fetches.
 */
export function OrderPaymentSlot({ order }: { order: Order; onPaid: () => void }) {
  if (order.isPaid || order.paymentMethod === 'COD') return null;
  return (
    <Alert color="brand" variant="light" title="Online payment">
      Online payment is being set up. Your order is saved and will stay unpaid until it is paid.
    </Alert>
  );
}
