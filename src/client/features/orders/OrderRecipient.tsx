import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Order } from '../../../shared/schemas/order.js';

/** Who an order goes to: the customer's name and email and the shipping address; `children` adds lines below. */
export function OrderRecipient({ order, children }: { order: Order; children?: ReactNode }) {
  const a = order.shippingAddress;
  return (
    <Stack gap={4} mb="md">
      <Text>
        <strong>Name: </strong>
        {order.user.name}
      </Text>
      <Text>
        <strong>Email: </strong>
        <Anchor href={`mailto:${order.user.email}`}>{order.user.email}</Anchor>
      </Text>
      <Text>
        <strong>Address: </strong>
        {a.address}, {a.city} {a.pincode}, {a.state}, {a.country}
      </Text>
      {children}
    </Stack>
  );
}
