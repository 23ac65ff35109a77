import type { PaymentConfig } from '../../shared/schemas/payment.js';
import type { PaymentGateway } from './gateway.js';

/**
 * What the order page needs to pick its widget. `gateway: 'none'` means cash on delivery only. Test keys
 * (rzp_test_, pk_test_) move no real money either.
 */
export function paymentConfig(gateway: PaymentGateway | null): PaymentConfig {
  if (!gateway) return { gateway: 'none', testMode: false, currency: 'INR', razorpayKeyId: null, stripePublishableKey: null };
  const key = gateway.publicKey;
  return {
    gateway: gateway.name,
    testMode: gateway.name === 'test' || /^(rzp|pk)_test_/.test(key ?? ''),
    currency: 'INR',
    razorpayKeyId: gateway.name === 'razorpay' ? key : null,
    stripePublishableKey: gateway.name === 'stripe' ? key : null,
  };
}
