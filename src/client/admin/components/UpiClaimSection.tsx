import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Order } from '../../../shared/schemas/order.js';
import { rupees } from '../../components/Price.js';
import { SectionCard } from '../../components/SectionCard.js';
import { formatDateTime } from '../../lib/format.js';
import { toastError, toastSuccess } from '../../lib/toasts.js';
import { useConfirmUpiPayment, useRejectUpiPayment } from '../hooks/use-order-actions.js';
import { TONE } from '../lib/tones.js';
import { NoteDialog } from './NoteDialog.js';

/** 'No such payment', with the note the customer reads. */
function RejectDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const reject = useRejectUpiPayment({
    onSuccess: () => {
      toastSuccess('The customer has been told the payment was not found');
      onClose();
    },
    onError: toastError,
  });
  return (
    <NoteDialog
      title="No such payment"
      intro="The order waits for a payment again and the customer may give the right reference; if none comes, it is cancelled and its stock freed."
      label="Note to the customer"
      description="E.g. No payment of this amount with this reference reached our account"
      missing="Say why: the customer reads it"
      backLabel="Back"
      submitLabel="No such payment"
      pending={reject.isPending}
      onSubmit={(note) => reject.mutate({ id: order._id, note })}
      onClose={onClose}
    />
  );
}

/**
 * A UPI payment straight to the shop that the customer says they made (docs/decisions/055-upi-direct.md): its
 * reference and amount to look for in the bank app, then Payment received or No such payment.
 */
export function UpiClaimSection({ order }: { order: Order }) {
  const [rejecting, setRejecting] = useState(false);
  const confirm = useConfirmUpiPayment({ onSuccess: () => toastSuccess('Payment received: the order is paid'), onError: toastError });
  if (order.paymentStatus !== 'claimed' || !order.upiClaim) return null;
  return (
    <SectionCard id="order-upi-claim" title="UPI payment to confirm">
      <Stack gap="sm">
        <Alert color="blue" variant="light">
          The customer says they paid <strong>{rupees(order.totalPrice)}</strong> by UPI with reference (UTR) <strong>{order.upiClaim.utr}</strong>, on{' '}
          {formatDateTime(order.upiClaim.claimedAt)}. Look for it in your bank or UPI app.
          {order.paymentDueAt ? ` Unless confirmed by ${formatDateTime(order.paymentDueAt)}, the order is cancelled.` : ''}
        </Alert>
        <Group gap="sm">
          <Button color={TONE.green} loading={confirm.isPending} onClick={() => confirm.mutate({ id: order._id })}>
            Payment received
          </Button>
          <Button variant="outline" color={TONE.red} onClick={() => setRejecting(true)}>
            No such payment
          </Button>
        </Group>
      </Stack>
      {rejecting ? <RejectDialog order={order} onClose={() => setRejecting(false)} /> : null}
    </SectionCard>
  );
}
