import { Button, Card, CopyButton, Group, Text, TextInput, Title } from '@mantine/core';
import type { Order } from '../../../shared/schemas/order.js';
import { orderLinkPath } from './order-access.js';

/** The private link of a guest's order, to keep: it is the way back to the order without an account. */
export function GuestLinkCard({ order, token }: { order: Order; token: string }) {
  const link = typeof window === 'undefined' ? orderLinkPath(token) : `${window.location.origin}${orderLinkPath(token)}`;
  return (
    <Card padding="lg" component="section" aria-labelledby="order-link" withBorder>
      <Title order={2} fz={20} mb="xs" id="order-link">
        Your private order link
      </Title>
      <Text size="sm" mb="sm">
        Keep this link: it opens this order without an account, for 90 days. Anyone who has it can see the order, pay for it and cancel it before it
        ships, so share it with no one. We have e-mailed it to {order.user.email}.
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label="Order link" value={link} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Card>
  );
}
