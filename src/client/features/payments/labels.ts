import type { PaymentMethod } from '../../../shared/constants.js';

/** How each payment method is offered on the Payment page (spec §2). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  Razorpay: 'Pay with Card/UPI (Razorpay)',
  COD: 'Cash on Delivery (COD)',
};
