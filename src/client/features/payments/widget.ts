import type { Order } from '../../../shared/schemas/order.js';
import type { PaymentConfig } from '../../../shared/schemas/payment.js';
import type { usePaymentAttempt } from './use-payment-attempt.js';

/** What each gateway's widget gets from the payment box. */
export interface WidgetProps {
  order: Order;
  config: PaymentConfig;
  /** 'Pay Rs {total}/-' */
  payLabel: string;
  payment: ReturnType<typeof usePaymentAttempt>;
}
