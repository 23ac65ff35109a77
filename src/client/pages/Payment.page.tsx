import { Alert, Anchor, Button, Center, Paper, Radio, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '../../shared/constants.js';
import { RequireCheckout } from '../components/RequireCheckout.js';
import { CheckoutSteps } from '../components/CheckoutSteps.js';
import { useDelivery } from '../features/orders/use-delivery.js';
import { usePaymentMethodLabels } from '../features/payments/labels.js';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import { useTitle } from '../lib/use-title.js';
import { savePaymentMethod, usePaymentMethod, useShippingAddress } from '../state/checkout.js';

function PaymentStep() {
  useTitle('Payment Method');
  const address = useShippingAddress();
  const saved = usePaymentMethod();
  // A shop without an online gateway (PAYMENT_GATEWAY=none) takes cash on delivery only: no online option.
  const online = useShopSettings()?.paymentGateway !== 'none';
  const methods: readonly PaymentMethod[] = online ? ['Razorpay', 'COD'] : ['COD'];
  // Cash on delivery may be off for the shop, or where this address is (docs/decisions/041-shipping-rules.md).
  const delivery = useDelivery(address?.pincode, 0);
  const codOff = delivery.data ? !delivery.data.codAvailable : false;
  const usable = methods.filter((m) => m !== 'COD' || !codOff);
  const [chosen, setMethod] = useState<PaymentMethod>(saved ?? DEFAULT_PAYMENT_METHOD);
  const method = usable.includes(chosen) ? chosen : (usable[0] ?? DEFAULT_PAYMENT_METHOD);
  const [, navigate] = useLocation();
  const labels = usePaymentMethodLabels();
  if (!address) return <Redirect to="/shipping" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    savePaymentMethod(method);
    navigate('/placeorder');
  };

  return (
    <>
      <CheckoutSteps active={2} />
      <Center>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} w="100%" maw={560}>
          <form onSubmit={submit}>
            <Radio.Group
              value={method}
              onChange={(value) => setMethod(value as PaymentMethod)}
              label={
                <Title order={1} fz={26} mb="sm" component="span">
                  Payment Method
                </Title>
              }
              description="Select how you would like to pay"
            >
              <Stack gap="sm" mt="md">
                {methods.map((value) => (
                  <Paper key={value} withBorder radius="md" p="md" bg={method === value ? 'brand.0' : undefined}>
                    <Radio
                      value={value}
                      label={labels[value]}
                      fw={600}
                      disabled={!usable.includes(value)}
                      description={usable.includes(value) ? undefined : `Not available for delivery to ${address.pincode}`}
                    />
                  </Paper>
                ))}
              </Stack>
            </Radio.Group>
            {usable.length === 0 && (
              <Alert color="red" variant="light" mt="md" role="alert">
                Sorry, we cannot take payment for delivery to {address.pincode}: cash on delivery is not available there.{' '}
                <Anchor component={Link} href="/shipping">
                  Choose another address
                </Anchor>
              </Alert>
            )}
            <Button type="submit" size="md" fullWidth mt="xl" disabled={usable.length === 0}>
              Continue
            </Button>
          </form>
        </Paper>
      </Center>
    </>
  );
}

/** A signed-in shopper's step, or a guest's while the shop takes guests (RequireCheckout). */
export function PaymentPage() {
  return (
    <RequireCheckout>
      <PaymentStep />
    </RequireCheckout>
  );
}
