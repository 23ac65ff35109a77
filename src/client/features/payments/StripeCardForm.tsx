import { Box, Input, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as m from '@messages/payment';
import { errorMessage } from '../../trpc.js';
import { loadScript } from './load-script.js';
import { PayButton, PaymentError } from './PaymentControls.js';
import type { WidgetProps } from './widget.js';

const STRIPE_JS = 'https://js.stripe.com/v3';

/** The little of Stripe.js the shop uses. */
interface StripeCardElement {
  mount(host: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: { error?: { message: string } }) => void): void;
}
interface StripeJs {
  elements(): { create(type: 'card', options: { hidePostalCode: boolean }): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details: { name: string; email: string } } },
  ): Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

/** Stripe's card element (Stripe.js, loaded when the box opens), confirmed with the order's PaymentIntent. */
export function StripeCardForm({ order, config, payLabel, payment }: WidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: StripeJs; card: StripeCardElement } | null>(null);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const publishableKey = config.stripePublishableKey;

  useEffect(() => {
    if (!publishableKey) return;
    let cancelled = false;
    let card: StripeCardElement | undefined;
    loadScript(STRIPE_JS).then(
      () => {
        const Stripe = (window as unknown as { Stripe?: StripeFactory }).Stripe;
        if (cancelled || !host.current || !Stripe) return;
        const instance = Stripe(publishableKey);
        card = instance.elements().create('card', { hidePostalCode: true });
        card.mount(host.current);
        card.on('change', (event) => setProblem(event.error?.message ?? null));
        stripe.current = { stripe: instance, card };
        setReady(true);
      },
      (error: unknown) => {
        if (!cancelled) setProblem(errorMessage(error));
      },
    );
    return () => {
      cancelled = true;
      card?.destroy();
      stripe.current = null;
    };
  }, [publishableKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mounted = stripe.current;
    if (!mounted) return;
    void payment.attempt(async () => {
      const started = await payment.start();
      if (started.gateway !== 'stripe') throw new Error(m.settingsChanged);
      const result = await mounted.stripe.confirmCardPayment(started.clientSecret, {
        payment_method: { card: mounted.card, billing_details: { name: order.user.name, email: order.user.email } },
      });
      if (result.error || !result.paymentIntent) throw new Error(result.error?.message || m.didNotGoThrough);
      return { id: result.paymentIntent.id, status: result.paymentIntent.status };
    });
  };

  return (
    <form onSubmit={submit} aria-label={m.cardPayment}>
      <Stack gap="sm">
        <Text size="sm">{m.stripeIntro}</Text>
        <Input.Wrapper label={m.cardDetails}>
          <Box ref={host} p="sm" mt={4} bd="1px solid var(--mantine-color-gray-4)" bdrs="sm" mih={44} />
        </Input.Wrapper>
        <PaymentError message={payment.error ?? problem} />
        <PayButton label={payLabel} busy={payment.busy} disabled={!ready} />
      </Stack>
    </form>
  );
}
