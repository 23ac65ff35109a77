import * as m from '@messages/paymentMethods';
import type { PaymentMethod } from '../../../shared/constants.js';
import type { OnlineGatewayName, PaymentGatewayName } from '../../../shared/payments.js';
import { trpc } from '../../trpc.js';

/** How each payment method is offered on the Payment page (docs/spec.md §2), with the default test/Razorpay gateway. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  Razorpay: m.razorpay,
  COD: m.cod,
  UPI: m.upi,
};

/** The 'Razorpay' (pay online) option names the gateway that will take the money, not always Razorpay. */
const ONLINE_LABELS: Record<OnlineGatewayName, string> = {
  test: PAYMENT_METHOD_LABELS.Razorpay,
  razorpay: PAYMENT_METHOD_LABELS.Razorpay,
  stripe: m.stripe,
};

export function paymentMethodLabels(gateway: PaymentGatewayName | undefined): Record<PaymentMethod, string> {
  return gateway && gateway !== 'none' ? { ...PAYMENT_METHOD_LABELS, Razorpay: ONLINE_LABELS[gateway] } : PAYMENT_METHOD_LABELS;
}

/** The active gateway's public settings; they change only when the shop restarts. */
export function usePaymentConfig() {
  return trpc.payments.config.useQuery(undefined, { staleTime: Infinity, gcTime: Infinity });
}

/** The payment method labels for the active gateway (the default labels until the configuration is known). */
export function usePaymentMethodLabels(): Record<PaymentMethod, string> {
  return paymentMethodLabels(usePaymentConfig().data?.gateway);
}
