import { useRef, useState } from 'react';
import * as m from '@messages/payment';
import type { PayOrderInput } from '../../../shared/schemas/payment.js';
import { toastSuccess } from '../../lib/toasts.js';
import { errorMessage, trpc } from '../../trpc.js';
import { useOrderAccess } from '../orders/order-access.js';
import { usePayOrder, usePayOrderByLink } from './use-pay-order.js';

/** What a widget hands back once its gateway says the shopper paid: the gateway's payment id and extras. */
export type PaymentProof = Omit<PayOrderInput, 'orderId'>;

export const PAYMENT_SUCCESS_TOAST = m.paymentSuccessful;

/**
 * One payment attempt at a time for an order: the widget's `collect` step talks to the gateway (and
 * returns null when the shopper cancels), then the server is asked to verify the payment and mark the
 * order paid. Any refusal on the way ends in `error`, the message shown beside the button.
 */
export function usePaymentAttempt(orderId: string, onPaid: () => void) {
  // Through a guest order's private link, the link's token stands in for the session.
  const access = useOrderAccess();
  const paySession = usePayOrder();
  const payLink = usePayOrderByLink();
  const startPayment = trpc.payments.start.useMutation();
  const startByLink = trpc.payments.startByLink.useMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const attempt = async (collect: () => Promise<PaymentProof | null>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const proof = await collect();
      if (!proof) return;
      if (access) await payLink.mutateAsync({ token: access.token, ...proof });
      else await paySession.mutateAsync({ orderId, ...proof });
      toastSuccess(PAYMENT_SUCCESS_TOAST);
      onPaid();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  /** The gateway's own handles for this order (idempotent on the server: no second charge). */
  const start = () => (access ? startByLink.mutateAsync({ token: access.token }) : startPayment.mutateAsync({ id: orderId }));

  return { busy, error, setError, attempt, start };
}
