import { Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as m from '@messages/payment';
import { TEST_CARDS } from '../../../shared/payments.js';
import { PayButton, PaymentError } from './PaymentControls.js';
import type { WidgetProps } from './widget.js';

const CONFIRM_URL = '/api/payments/test/confirm';

/** Digits only, in groups of four as printed on a card. */
const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY as it is typed; the slash comes by itself. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** The test cards the form lists, each with what paying with it does. */
const TEST_CARD_HINTS = [
  { number: TEST_CARDS.succeeds, outcome: m.succeeds },
  { number: TEST_CARDS.declined, outcome: m.declined },
] as const;

/** One of the card's numeric fields: required, and shown as typed through `onChange`'s formatting. */
function CardInput({
  onChange,
  ...props
}: {
  label: string;
  placeholder: string;
  autoComplete: string;
  maxLength?: number;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return <TextInput {...props} inputMode="numeric" onChange={(e) => onChange(e.currentTarget.value)} required />;
}

/**
 * The offline test gateway's card form. The card details go only to the test gateway's own endpoint,
 * which compares them with the test numbers; nothing keeps them after the form is gone.
 */
export function TestCardForm({ payLabel, payment }: WidgetProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void payment.attempt(async () => {
      const started = await payment.start();
      if (started.gateway !== 'test') throw new Error(m.settingsChanged);
      const response = await fetch(CONFIRM_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ paymentId: started.paymentId, cardNumber, expiry, cvc }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) throw new Error(body.message || m.didNotGoThrough);
      return { id: started.paymentId };
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={m.cardPayment}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm">{m.testIntro}</Text>
          <List size="sm" spacing={2}>
            {TEST_CARD_HINTS.map(({ number, outcome }) => (
              <List.Item key={number}>
                <Group gap={6} wrap="nowrap">
                  <Text span ff="monospace" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {number}
                  </Text>
                  <Text span size="sm">
                    {outcome}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
        <CardInput label={m.cardNumber} placeholder="1234 1234 1234 1234" autoComplete="cc-number" value={cardNumber} onChange={(v) => setCardNumber(formatCardNumber(v))} disabled={payment.busy} />
        <SimpleGrid cols={2} spacing="sm">
          <CardInput label={m.expiry} placeholder="MM/YY" autoComplete="cc-exp" value={expiry} onChange={(v) => setExpiry(formatExpiry(v))} disabled={payment.busy} />
          <CardInput
            label="CVC"
            placeholder="123"
            autoComplete="cc-csc"
            maxLength={4}
            value={cvc}
            onChange={(v) => setCvc(v.replace(/\D/g, '').slice(0, 4))}
            disabled={payment.busy}
          />
        </SimpleGrid>
        <PaymentError message={payment.error} />
        <PayButton label={payLabel} busy={payment.busy} />
      </Stack>
    </form>
  );
}
