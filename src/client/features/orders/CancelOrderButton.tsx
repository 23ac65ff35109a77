import { lazy, Suspense, useState } from 'react';
import * as m from '@messages/order';
import type { Order } from '../../../shared/schemas/order.js';
import { PlainButton } from '../../components/PlainButton.js';

/** The dark red of the cancel buttons. */
export const CANCEL_RED = '#a3151d';

// The dialog, its reason field and the cancel calls load when the shopper first reaches for the button (a
// pointer over it, focus, a tap): most who open an order only look at it.
const loadDialog = () => import('./CancelOrderDialog.js');
const CancelOrderDialog = lazy(loadDialog);

/** 'Cancel order', asked first in a dialog. */
export function CancelOrderButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <>
      <PlainButton
        variant="default"
        colours={{ color: CANCEL_RED, bg: 'transparent', hover: 'var(--mantine-color-red-0)' }}
        fullWidth
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        style={{ borderColor: CANCEL_RED }}
      >
        {m.cancelOrder}
      </PlainButton>
      {requested && (
        <Suspense fallback={null}>
          <CancelOrderDialog order={order} opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
