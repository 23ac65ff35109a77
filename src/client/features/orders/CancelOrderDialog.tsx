import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import * as m from '@messages/order';
import type { Order } from '../../../shared/schemas/order.js';
import { PlainButton } from '../../components/PlainButton.js';
import { PlainDialog } from '../../components/PlainDialog.js';
import { PlainTextareaField } from '../../components/PlainTextarea.js';
import { toastError, toastSuccess } from '../../lib/toasts.js';
import { CANCEL_RED } from './CancelOrderButton.js';
import { useOrderAccess } from './order-access.js';
import { useCancelOrder, useCancelOrderByLink } from './use-cancel-order.js';

/** The question 'Cancel order' asks, with a reason to give; a paid order is refunded in full, and the stock goes back. */
export default function CancelOrderDialog({ order, opened, onClose }: { order: Order; opened: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const access = useOrderAccess();
  const done = {
    onSuccess: () => {
      onClose();
      toastSuccess(m.orderCancelled);
    },
    onError: toastError,
  };
  const bySession = useCancelOrder(done);
  const byLink = useCancelOrderByLink(done);
  const cancel = {
    isPending: bySession.isPending || byLink.isPending,
    mutate: (input: { id: string; reason?: string }) => (access ? byLink.mutate({ token: access.token, reason: input.reason }) : bySession.mutate(input)),
  };
  return (
    <PlainDialog opened={opened} onClose={onClose} title={m.cancelOrder}>
      <Text mb="sm">{m.cancelQuestion}</Text>
      {order.isPaid && (
        <Text size="sm" c="dimmed" mb="sm">
          {m.refundedInFull}
        </Text>
      )}
      <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
        <PlainTextareaField label={m.cancelReason} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} />
      </div>
      <Group justify="flex-end">
        <PlainButton variant="default" onClick={onClose}>
          {m.keepOrder}
        </PlainButton>
        <PlainButton colours={{ bg: CANCEL_RED, hover: '#8a1119' }} loading={cancel.isPending} onClick={() => cancel.mutate({ id: order._id, reason: reason.trim() || undefined })}>
          {m.confirmCancel}
        </PlainButton>
      </Group>
    </PlainDialog>
  );
}
