import { Button, Card, CopyButton, Group, Text, TextInput, Title } from '@mantine/core';
import * as m from '@messages/order';
import { LANGUAGE } from '@messages/locale';
import { localePath } from '../../../shared/i18n/locales.js';
import type { Order } from '../../../shared/schemas/order.js';
import { orderLinkPath } from './order-access.js';

/** The private link of a guest's order, to keep: it is the way back to the order without an account. */
export function GuestLinkCard({ order, token }: { order: Order; token: string }) {
  // Built by hand (not a wouter Link): the language's own address, /hi/order-link/… in Hindi.
  const path = localePath(LANGUAGE, orderLinkPath(token));
  const link = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  return (
    <Card padding="lg" component="section" aria-labelledby="order-link" withBorder>
      <Title order={2} fz={20} mb="xs" id="order-link">
        {m.privateLinkTitle}
      </Title>
      <Text size="sm" mb="sm">
        {m.privateLinkText({ email: order.user.email })}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label={m.orderLink} value={link} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? m.copied : m.copyLink}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Card>
  );
}
