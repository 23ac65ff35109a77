import { Anchor, Center, Stack, Title } from '@mantine/core';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import * as m from '@messages/checkout';
import * as mc from '@messages/checkout-choices';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '../../shared/constants.js';
import { RequireCheckout } from '../components/RequireCheckout.js';
import { CheckoutSteps } from '../components/CheckoutSteps.js';
import { FormCard } from '../components/FormCard.js';
import { Notice } from '../components/Notice.js';
import { PlainButton } from '../components/PlainButton.js';
import { PlainCard } from '../components/PlainCard.js';
import { PlainRadio, PlainRadioGroup } from '../components/PlainRadio.js';
import { useDelivery } from '../features/orders/use-delivery.js';
import { usePaymentMethodLabels } from '../features/payments/labels.js';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import { useTitle } from '../lib/use-title.js';
import { savePaymentMethod, usePaymentMethod, useShippingAddress } from '../state/checkout.js';

/** A choice's box: the theme's Paper (radius md, the page's text colour) as a PlainCard. */
const CHOICE: CSSProperties = { borderRadius: 'var(--mantine-radius-md)', color: 'inherit' };

function PaymentStep() {
  useTitle(m.paymentMethod);
  const address = useShippingAddress();
  const saved = usePaymentMethod();
  // A shop without an online gateway (PAYMENT_GATEWAY=none) has no online option; one with a UPI ID of its
  // own is paid by UPI straight to it too (docs/decisions/055-upi-direct.md).
  const settings = useShopSettings();
  const online = settings?.paymentGateway !== 'none';
  const methods: readonly PaymentMethod[] = [...(online ? (['Razorpay'] as const) : []), ...(settings?.upiId ? (['UPI'] as const) : []), 'COD'];
  // Cash on delivery may be off for the shop, or where this address is (docs/decisions/041-shipping-rules.md).
  const delivery = useDelivery(address?.pincode, 0);
  const codOff = delivery.data ? !delivery.data.codAvailable : false;
  const usable = methods.filter((choice) => choice !== 'COD' || !codOff);
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
        <FormCard maxWidth={560}>
          <form onSubmit={submit}>
            <PlainRadioGroup
              value={method}
              onChange={setMethod}
              legend={
                <Title order={1} fz={26} mb="sm" component="span">
                  {m.paymentMethod}
                </Title>
              }
              description={mc.howToPay}
            >
              <Stack gap="sm" mt="md">
                {methods.map((value) => (
                  <PlainCard key={value} style={{ ...CHOICE, backgroundColor: method === value ? 'var(--mantine-color-brand-0)' : undefined }}>
                    <PlainRadio
                      value={value}
                      label={labels[value]}
                      style={{ fontWeight: 600 }}
                      disabled={!usable.includes(value)}
                      description={usable.includes(value) ? undefined : mc.notAvailableFor({ pincode: address.pincode })}
                    />
                  </PlainCard>
                ))}
              </Stack>
            </PlainRadioGroup>
            {usable.length === 0 && (
              <Notice color="red" role="alert" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
                {mc.noPaymentFor({ pincode: address.pincode })}{' '}
                <Anchor component={Link} href="/shipping">
                  {m.chooseAnotherAddress}
                </Anchor>
              </Notice>
            )}
            <PlainButton type="submit" size="md" fullWidth style={{ marginTop: 'var(--mantine-spacing-xl)' }} disabled={usable.length === 0}>
              {mc.continueButton}
            </PlainButton>
          </form>
        </FormCard>
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
