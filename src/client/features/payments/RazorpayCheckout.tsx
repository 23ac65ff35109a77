import { Stack, Text, useMantineTheme } from '@mantine/core';
import * as m from '@messages/payment';
import { useShopName } from '../settings/use-shop-settings.js';
import { loadScript } from './load-script.js';
import { PayButton, PaymentError } from './PaymentControls.js';
import type { PaymentProof } from './use-payment-attempt.js';
import type { WidgetProps } from './widget.js';

const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

/** The little of Razorpay Checkout (checkout.js) the shop uses. */
interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/**
 * Razorpay Checkout (cards, UPI, netbanking) from the 'Pay Rs {total}/-' button. The shopper may retry a
 * failed attempt inside Checkout, so a failure is only shown; the attempt ends when Checkout succeeds or closes.
 */
export function RazorpayCheckout({ order, payLabel, payment }: WidgetProps) {
  const shopName = useShopName();
  const brandColor = useMantineTheme().colors.brand[6];
  const pay = () =>
    void payment.attempt(async () => {
      const started = await payment.start();
      if (started.gateway !== 'razorpay') throw new Error(m.settingsChanged);
      await loadScript(CHECKOUT_JS);
      const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (!Razorpay) throw new Error(m.formNotLoaded);
      return new Promise<PaymentProof | null>((resolve) => {
        const checkout = new Razorpay({
          key: started.keyId,
          amount: started.amountPaise,
          currency: started.currency,
          order_id: started.razorpayOrderId,
          name: shopName,
          description: m.orderNumber({ number: order.orderNumber }),
          prefill: { name: order.user.name, email: order.user.email },
          theme: { color: brandColor },
          handler: (response) =>
            resolve({
              id: response.razorpay_payment_id,
              razorpay_payment_id: response.razorpay_payment_id,
              razorpay_order_id: response.razorpay_order_id,
              razorpay_signature: response.razorpay_signature,
            }),
          modal: { ondismiss: () => resolve(null) },
        });
        checkout.on('payment.failed', (response) => payment.setError(response.error.description || m.paymentFailed));
        checkout.open();
      });
    });

  return (
    <Stack gap="sm">
      <Text size="sm">{m.razorpayIntro}</Text>
      <PaymentError message={payment.error} />
      <PayButton label={payLabel} busy={payment.busy} onClick={pay} />
    </Stack>
  );
}
