import { Anchor, Stack, Text } from '@mantine/core';
import type { Order } from '../../../shared/schemas/order.js';
import { rupees } from '../../components/Price.js';
import { PlainResponsiveTable } from '../../components/PlainTable.js';
import { formatDateTime } from '../../lib/format.js';
import { actorLabel, EVENT_LABELS } from './order-status-text.js';
import classes from './OrderTimeline.module.css';

/** What happened to the order, oldest first, with who did it and any note. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className={classes.timeline} aria-label="Order timeline">
      {order.events.map((event, i) => (
        <li key={`${event.type}-${i}`} className={classes.item}>
          <div className={classes.title}>{EVENT_LABELS[event.type]}</div>
          <Text size="sm" c="dimmed">
            {formatDateTime(event.at)} · {actorLabel(event.actor)}
          </Text>
          {event.note && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {event.note}
            </Text>
          )}
        </li>
      ))}
    </ol>
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
    <PlainResponsiveTable minWidth={320} aria-label="Refunds">
      <thead>
        <tr>
          <th>Date</th>
          <th>Amount</th>
          <th>Reason</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {refunds.map((refund) => (
          <tr key={refund._id}>
            <td data-label="Date">{formatDateTime(refund.createdAt)}</td>
            <td data-label="Amount">{rupees(refund.amount)}</td>
            <td data-label="Reason" style={{ overflowWrap: 'anywhere' }}>
              {refund.reason}
            </td>
            <td data-label="Status">{REFUND_STATUS[refund.status]}</td>
          </tr>
        ))}
      </tbody>
    </PlainResponsiveTable>
  );
}
