import { Anchor, Stack, Table, Text, Timeline } from '@mantine/core';
import type { Order } from '../../../shared/schemas/order.js';
import { rupees } from '../../components/Price.js';
import { ResponsiveTable } from '../../components/ResponsiveTable.js';
import { formatDateTime } from '../../lib/format.js';
import { actorLabel, EVENT_LABELS } from './order-status-text.js';

/** What happened to the order, oldest first, with who did it and any note. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <Timeline active={order.events.length - 1} bulletSize={14} lineWidth={2} aria-label="Order timeline" role="list">
      {order.events.map((event, i) => (
        <Timeline.Item key={`${event.type}-${i}`} title={EVENT_LABELS[event.type]} role="listitem">
          <Text size="sm" c="dimmed">
            {formatDateTime(event.at)} · {actorLabel(event.actor)}
          </Text>
          {event.note && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {event.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** Carrier, tracking number and the carrier's tracking link, once the order has shipped. */
export function Tracking({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  return (
    <Stack gap={4}>
      <Text>
        <strong>Carrier: </strong>
        {shipment.carrier}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>
        <strong>Tracking number: </strong>
        {shipment.trackingNumber}
      </Text>
      <Text size="sm" c="dimmed">
        Shipped {formatDateTime(shipment.shippedAt)}
      </Text>
      {shipment.trackingUrl && (
        <Anchor href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          Track your parcel
        </Anchor>
      )}
    </Stack>
  );
}

const REFUND_STATUS: Record<Order['refunds'][number]['status'], string> = { pending: 'In progress', succeeded: 'Refunded', failed: 'Failed' };

/** The order's refunds: amount, reason, date and where each stands. */
export function Refunds({ refunds }: { refunds: Order['refunds'] }) {
  // On a phone each refund is a card of labelled lines, rather than a table to scroll sideways.
  return (
    <ResponsiveTable minWidth={320} verticalSpacing="xs" aria-label="Refunds">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Reason</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {refunds.map((refund) => (
          <Table.Tr key={refund._id}>
            <Table.Td data-label="Date">{formatDateTime(refund.createdAt)}</Table.Td>
            <Table.Td data-label="Amount">{rupees(refund.amount)}</Table.Td>
            <Table.Td data-label="Reason" style={{ overflowWrap: 'anywhere' }}>
              {refund.reason}
            </Table.Td>
            <Table.Td data-label="Status">{REFUND_STATUS[refund.status]}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
