import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
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
        <Button variant="subtle" size="compact-sm" onClick={promo.remove} aria-label={`Remove promo code ${promo.code}`}>
          Remove
        </Button>
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
        <TextInput
          label="Promo code"
          placeholder="e.g. WELCOME15"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={promo.error}
          autoComplete="off"
          style={{ flex: 1 }}
          styles={{ input: { textTransform: 'uppercase' } }}
        />
        <Button type="submit" variant="light" mt={25} loading={promo.checking}>
          Apply
        </Button>
      </Group>
    </form>
  );
}
