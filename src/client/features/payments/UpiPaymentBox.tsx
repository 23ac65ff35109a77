import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import * as m from '@messages/upi';
import { rupeesToPaise } from '../../../shared/money.js';
import type { Order } from '../../../shared/schemas/order.js';
import { normaliseUtr, UTR_PATTERN } from '../../../shared/upi.js';
import { Notice } from '../../components/Notice.js';
import { PlainButton } from '../../components/PlainButton.js';
import { PlainField } from '../../components/PlainField.js';
import { formatDateTime } from '../../lib/format.js';
import { toastError } from '../../lib/toasts.js';
import { errorMessage, trpc } from '../../trpc.js';
import { useOrderAccess } from '../orders/order-access.js';

// Where the payment line places the payee's name and the order's number, in bold.
const NAME = '\uE000';
const ORDER = '\uE001';

/** The message with each marker replaced by its part. */
function withParts(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/([\uE000\uE001])/).map((piece, i) => <Fragment key={i}>{parts[piece] ?? piece}</Fragment>);
}

/**
 * The order page's box for an order paid by UPI straight to the shop (docs/decisions/055-upi-direct.md): the QR
 * code and the 'Pay with a UPI app' link the server made for the exact total, what they ask for in words, and
 * the field for the payment's reference (UTR) once paid. Then, until the shop confirms it, what happens next.
 */
export default function UpiPaymentBox({ order, onClaimed }: { order: Order; onClaimed: (order: Order) => void }) {
  const access = useOrderAccess();
  const bySession = trpc.payments.upi.useQuery({ id: order._id }, { enabled: !access && order.paymentStatus === 'unpaid' });
  const byLink = trpc.payments.upiByLink.useQuery({ token: access?.token ?? '' }, { enabled: Boolean(access) && order.paymentStatus === 'unpaid' });
  const payment = access ? byLink : bySession;
  const claimBySession = trpc.payments.claimUpi.useMutation({ onSuccess: onClaimed, onError: toastError });
  const claimByLink = trpc.payments.claimUpiByLink.useMutation({ onSuccess: onClaimed, onError: toastError });
  const claim = access ? claimByLink : claimBySession;
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const utr = normaliseUtr(typed);
  const problem = UTR_PATTERN.test(utr) ? undefined : m.referenceRule;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    if (access) claimByLink.mutate({ token: access.token, utr });
    else claimBySession.mutate({ id: order._id, utr });
  };

  let body;
  if (order.paymentStatus === 'claimed' && order.upiClaim) {
    body = (
      <Notice role="status">
        <strong>{m.claimed}</strong>{' '}
        {order.paymentDueAt ? m.claimedTextBy({ utr: order.upiClaim.utr, due: formatDateTime(order.paymentDueAt) }) : m.claimedText({ utr: order.upiClaim.utr })}
      </Notice>
    );
  } else if (payment.isPending) {
    body = <Skeleton height={320} radius="md" />;
  } else if (payment.error) {
    body = (
      <Text c="red.8" role="alert" fw={600}>
        {errorMessage(payment.error)}
      </Text>
    );
  } else {
    const upi = payment.data;
    const total = rupeesToPaise(order.totalPrice);
    body = (
      <Stack gap="md">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(upi.qrSvg)}`}
            width={200}
            height={200}
            alt={m.qrAlt({ amount: upi.amount, payee: upi.payee, order: upi.note })}
            data-testid="upi-qr"
            style={{ background: '#fff', borderRadius: 8 }}
          />
          <Stack gap={4} style={{ flex: '1 1 14rem' }}>
            <Text>{m.scanCode}</Text>
            <Text fw={700} fz="lg">
              {m.pay({ amount: upi.amount })}
            </Text>
            <Text size="sm">({m.amountInWords(total)})</Text>
            <Text size="sm">
              {withParts(m.payTo({ name: NAME, payee: upi.payee, order: ORDER }), { [NAME]: <strong>{upi.payeeName}</strong>, [ORDER]: <strong>{upi.note}</strong> })}
            </Text>
            <Anchor href={upi.link} fw={600} mt="xs" data-testid="upi-app-link">
              {m.payWithApp}
            </Anchor>
          </Stack>
        </Group>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <PlainField
              label={m.reference}
              description={m.referenceDescription}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={tried ? problem : undefined}
            />
            <PlainButton type="submit" loading={claim.isPending}>
              {m.havePaid}
            </PlainButton>
          </Stack>
        </form>
        {order.paymentDueAt && (
          <Text size="xs" c="dimmed">
            {m.payBy({ date: formatDateTime(order.paymentDueAt) })}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Card padding="lg" shadow="xs" component="section" aria-labelledby="order-pay-upi" data-testid="upi-payment-box">
      <Title order={2} fz={20} id="order-pay-upi" mb="sm">
        {m.payByUpi}
      </Title>
      {body}
    </Card>
  );
}
