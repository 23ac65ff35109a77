import { Group, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PlainButton } from '../../components/PlainButton.js';
import { PlainField } from '../../components/PlainField.js';
import type { PromoState } from './use-promo-code.js';

/** 'Promo code' with Apply, or the applied code with Remove; the server's reason when a code does not apply. */
export function PromoCodeField({ promo }: { promo: PromoState }) {
  const [text, setText] = useState('');
  if (promo.code) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" role="status">
          Promo code <strong>{promo.code}</strong> applied
        </Text>
        <PlainButton variant="subtle" size="xs" onClick={promo.remove} aria-label={`Remove promo code ${promo.code}`}>
          Remove
        </PlainButton>
      </Group>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    promo.apply(text);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <PlainField
          label="Promo code"
          placeholder="e.g. WELCOME15"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={promo.error}
          autoComplete="off"
          style={{ flex: 1 }}
          inputStyle={{ textTransform: 'uppercase' }}
        />
        <PlainButton type="submit" variant="light" style={{ marginTop: 25 }} loading={promo.checking}>
          Apply
        </PlainButton>
      </Group>
    </form>
  );
}
