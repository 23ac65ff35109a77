import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { GST_PERCENT } from '../../shared/constants.js';
import { formatRupees, orderTotals, rupeesToPaise, type OrderTotals } from '../../shared/money.js';

/** The totals of cart lines (rupee prices as the API gives them), computed by the shop's one money rule. */
export function cartTotals(lines: readonly { price: number; qty: number }[]): OrderTotals {
  return orderTotals(lines.map((l) => ({ unitPrice: rupeesToPaise(l.price), qty: l.qty })));
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400} size={strong ? 'lg' : 'md'}>
        {label}
      </Text>
      <Text fw={strong ? 800 : 500} size={strong ? 'lg' : 'md'}>
        {value}
      </Text>
    </Group>
  );
}

interface PriceDetailsProps {
  itemCount?: number;
  totals: OrderTotals;
  withShipping?: boolean;
  title?: string;
  children?: ReactNode;
}

export function PriceDetails({ itemCount, totals, withShipping = false, title = 'Price Details', children }: PriceDetailsProps) {
  return (
    <Stack gap="sm">
      <Title order={2} fz={18} tt="uppercase" c="dimmed" lts={0.5}>
        {title}
      </Title>
      <Divider />
      {itemCount !== undefined && <Row label="Items" value={String(itemCount)} />}
      <Row label="Subtotal" value={formatRupees(totals.itemsPrice)} />
      <Row label={`GST (${GST_PERCENT}%)`} value={formatRupees(totals.taxPrice)} />
      {withShipping && <Row label="Shipping" value={totals.shippingPrice === 0 ? 'Free' : formatRupees(totals.shippingPrice)} />}
      <Divider />
      <Row label="Total" value={formatRupees(totals.totalPrice)} strong />
      {children}
    </Stack>
  );
}

/** The price details in their own card, a section named by its title, with the page's action (if any) under them. */
export function PriceSummaryCard({ className, ...details }: PriceDetailsProps & { className?: string }) {
  return (
    <Card padding="lg" shadow="xs" component="section" aria-label={details.title ?? 'Price Details'} className={className}>
      <PriceDetails {...details} />
    </Card>
  );
}
