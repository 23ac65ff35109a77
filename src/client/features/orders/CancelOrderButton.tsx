import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Order } from '../../../shared/schemas/order.js';
import { toastError, toastSuccess } from '../../lib/toasts.js';
import { useOrderAccess } from './order-access.js';
import { useCancelOrder, useCancelOrderByLink } from './use-cancel-order.js';

export const CANCEL_QUESTION = 'Are you sure you want to cancel this order?';

/** 'Cancel order', asked first; a paid order is refunded in full, and the stock goes back. */
export function CancelOrderButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const access = useOrderAccess();
  const done = {
    onSuccess: () => {
      setOpen(false);
      toastSuccess('Order cancelled');
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
    <>
      <Button color="#a3151d" variant="outline" fullWidth onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Cancel order" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Text mb="sm">{CANCEL_QUESTION}</Text>
        {order.isPaid && (
          <Text size="sm" c="dimmed" mb="sm">
            What you paid is refunded in full.
          </Text>
        )}
        <Textarea label="Reason (optional)" value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={2} mb="md" />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            Keep order
          </Button>
          <Button color="#a3151d" loading={cancel.isPending} onClick={() => cancel.mutate({ id: order._id, reason: reason.trim() || undefined })}>
            Yes, cancel order
          </Button>
        </Group>
      </Modal>
    </>
  );
}
