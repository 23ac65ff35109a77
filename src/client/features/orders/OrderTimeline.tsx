import { Anchor, Stack, Text } from '@mantine/core';
import * as m from '@messages/order';
import { ONLINE_GATEWAYS, type OnlineGatewayName } from '../../../shared/payments.js';
import type { Order } from '../../../shared/schemas/order.js';
import { rupees } from '../../components/Price.js';
import { PlainResponsiveTable } from '../../components/PlainTable.js';
import { formatDateTime } from '../../lib/format.js';
import classes from './OrderTimeline.module.css';

const isGateway = (actor: string): actor is OnlineGatewayName => (ONLINE_GATEWAYS as readonly string[]).includes(actor);

/** Who did it, for the timeline: the shopper is 'you'; a payment gateway is named. */
function actorLabel(actor: string): string {
  switch (actor) {
    case 'customer':
      return m.byYou;
    case 'admin':
      return m.byTheShop;
    case 'system':
      return m.automatically;
    default:
      return m.byActor({ actor: isGateway(actor) ? m.gatewayNames[actor] : actor });
  }
}

/** What happened to the order, oldest first, with who did it and any note. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className={classes.timeline} aria-label={m.orderTimeline}>
      {order.events.map((event, i) => (
        <li key={`${event.type}-${i}`} className={classes.item}>
          <div className={classes.title}>{m.events[event.type]}</div>
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
        <strong>{m.carrier} </strong>
        {shipment.carrier}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>
        <strong>{m.trackingNumber} </strong>
        {shipment.trackingNumber}
      </Text>
      <Text size="sm" c="dimmed">
        {m.shippedOn({ date: formatDateTime(shipment.shippedAt) })}
      </Text>
      {shipment.trackingUrl && (
        <Anchor href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          {m.trackParcel}
        </Anchor>
      )}
    </Stack>
  );
}

/** The order's refunds: amount, reason, date and where each stands. */
export function Refunds({ refunds }: { refunds: Order['refunds'] }) {
  // On a phone each refund is a card of labelled lines, rather than a table to scroll sideways.
  return (
    <PlainResponsiveTable minWidth={320} aria-label={m.refunds}>
      <thead>
        <tr>
          <th>{m.date}</th>
          <th>{m.amount}</th>
          <th>{m.reason}</th>
          <th>{m.status}</th>
        </tr>
      </thead>
      <tbody>
        {refunds.map((refund) => (
          <tr key={refund._id}>
            <td data-label={m.date}>{formatDateTime(refund.createdAt)}</td>
            <td data-label={m.amount}>{rupees(refund.amount)}</td>
            <td data-label={m.reason} style={{ overflowWrap: 'anywhere' }}>
              {refund.reason}
            </td>
            <td data-label={m.status}>{m.refundStatuses[refund.status]}</td>
          </tr>
        ))}
      </tbody>
    </PlainResponsiveTable>
  );
}
