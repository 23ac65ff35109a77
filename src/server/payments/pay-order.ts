import type { Order } from '../../shared/schemas/order.js';
import type { AppDeps } from '../deps.js';
import { orderToPay, type Payer } from './payment-access.js';
import { settlePayment, type PaymentClaim } from './settle-payment.js';

/**
 * PUT /api/orders/{id}/pay: the buyer says "I paid with this payment id". The browser's word is never taken:
 * settlePayment asks the gateway and pays the order only on the gateway's answer.
 */
export function payOrder(deps: AppDeps, payer: Payer, orderId: string, claim: PaymentClaim): Promise<Order> {
  orderToPay(deps.db, payer, orderId);
  return settlePayment(deps, orderId, claim);
}
