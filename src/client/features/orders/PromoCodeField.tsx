import { Group, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as m from '@messages/cartSummary';
import { PlainButton } from '../../components/PlainButton.js';
import { PlainField } from '../../components/PlainField.js';
import type { PromoState } from './use-promo-code.js';

const MARK = '\uE000';

/** 'Promo code' with Apply, or the applied code with Remove; the server's reason when a code does not apply. */
export function PromoCodeField({ promo }: { promo: PromoState }) {
  const [text, setText] = useState('');
  if (promo.code) {
    // The code is in bold where the message places it.
    const [before, after] = m.promoApplied({ code: MARK }).split(MARK);
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" role="status">
          {before}
          <strong>{promo.code}</strong>
          {after}
        </Text>
        <PlainButton variant="subtle" size="xs" onClick={promo.remove} aria-label={m.removePromo({ code: promo.code })}>
          {m.remove}
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
          label={m.promoCode}
          placeholder={m.promoPlaceholder}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={promo.error}
          autoComplete="off"
          style={{ flex: 1 }}
          inputStyle={{ textTransform: 'uppercase' }}
        />
        <PlainButton type="submit" variant="light" style={{ marginTop: 25 }} loading={promo.checking}>
          {m.apply}
        </PlainButton>
      </Group>
    </form>
  );
}
