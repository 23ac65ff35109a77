import type { PaymentsConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { PaymentGateway } from './gateway.js';
import { RazorpayGateway } from './gateways/razorpay-gateway.js';
import { StripeGateway } from './gateways/stripe-gateway.js';
import { TestGateway } from './gateways/test-gateway.js';

/** The gateway PAYMENT_GATEWAY names; null for `none` (cash on delivery only). */
export function createPaymentGateway(config: PaymentsConfig, db: Db): PaymentGateway | null {
  switch (config.gateway) {
    case 'razorpay':
      return new RazorpayGateway(config);
    case 'stripe':
      return new StripeGateway(config);
    case 'test':
      return new TestGateway(db);
    case 'none':
      return null;
  }
}
