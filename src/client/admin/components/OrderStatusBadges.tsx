import { Badge, Group } from '@mantine/core';
import type { FulfilmentStatus, PaymentStatus } from '../../../shared/order-status.js';
import { FULFILMENT_LABELS, PAYMENT_LABELS } from '../lib/order-status.js';
import { TONE } from '../lib/tones.js';

const PAYMENT_COLORS: Record<PaymentStatus, string> = { unpaid: TONE.orange, claimed: TONE.blue, paid: TONE.green, partially_refunded: TONE.violet, refunded: TONE.violet };
const FULFILMENT_COLORS: Record<FulfilmentStatus, string> = { unfulfilled: TONE.gray, shipped: TONE.blue, delivered: TONE.green, cancelled: TONE.red };

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge variant="outline" color={PAYMENT_COLORS[status]} title="Payment status">
      {PAYMENT_LABELS[status]}
    </Badge>
  );
}

export function FulfilmentBadge({ status }: { status: FulfilmentStatus }) {
  return (
    <Badge variant="outline" color={FULFILMENT_COLORS[status]} title="Fulfilment status">
      {FULFILMENT_LABELS[status]}
    </Badge>
  );
}

export function OrderStatusBadges({ paymentStatus, fulfilmentStatus, testPayment }: { paymentStatus: PaymentStatus; fulfilmentStatus: FulfilmentStatus; testPayment?: boolean }) {
  return (
    <Group gap={4} wrap="wrap">
      <PaymentBadge status={paymentStatus} />
      <FulfilmentBadge status={fulfilmentStatus} />
      {testPayment ? (
        <Badge variant="outline" color={TONE.yellow} title="Paid through the test gateway: no money was taken">
          Test payment
        </Badge>
      ) : null}
    </Group>
  );
}
