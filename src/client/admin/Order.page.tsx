import { Alert, Anchor, Badge, Box, Button, Grid, Group, Image, Modal, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { formatRupees, moneyStringToPaise, paiseToMoneyString, rupeesToPaise } from '../../shared/money.js';
import type { Order } from '../../shared/schemas/order.js';
import { gstLabel } from '../../shared/gst-label.js';
import { safeDecode } from '../../shared/storefront-pages.js';
import { whatsappLink } from '../../shared/whatsapp.js';
import { orderStatus } from '../features/orders/order-status-text.js';
import { useShopName } from '../features/settings/use-shop-settings.js';
import { GoBack } from '../components/GoBack.js';
import { rupees } from '../components/Price.js';
import { SectionCard } from '../components/SectionCard.js';
import { documentFileName } from '../features/orders/download-invoice.js';
import { OrderDocuments, type OrderDocument } from '../features/orders/OrderDocuments.js';
import { OrderRecipient } from '../features/orders/OrderRecipient.js';
import { usePaymentMethodLabels } from '../features/payments/labels.js';
import { formatDateTime } from '../lib/format.js';
import { toastError, toastFailure, toastSuccess } from '../lib/toasts.js';
import { errorMessage, errorStatus, trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { OrderStatusBadges } from './components/OrderStatusBadges.js';
import { NoteDialog } from './components/NoteDialog.js';
import { UpiClaimSection } from './components/UpiClaimSection.js';
import { productEditHref } from './ProductList.page.js';
import { useConfirmDelivered } from './hooks/use-mark-delivered.js';
import { useCancelOrder, useRefundOrder, useShipOrder } from './hooks/use-order-actions.js';
import { downloadFile } from './lib/download.js';
import { fieldErrorsFrom } from './lib/field-errors.js';
import { allowedActions, EVENT_LABELS } from './lib/order-status.js';
import { TONE } from './lib/tones.js';
import { PlainList } from '../components/PlainList.js';
import { describeLine } from '../../shared/variants.js';

const LIST_HREF = '/admin/orderlist';
const paise = (amount: number) => rupeesToPaise(amount);

function Line({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Group>
  );
}

/** The shop's message to the shopper about their order: its number, where it stands, and its tracking once shipped. */
function whatsappMessage(order: Order, shopName: string): string {
  const name = order.shippingAddress.recipientName ?? order.user.name;
  const shipment = order.shipment;
  const tracking = shipment ? ` It is with ${shipment.carrier}, tracking number ${shipment.trackingNumber}${shipment.trackingUrl ? `: ${shipment.trackingUrl}` : ''}.` : '';
  return `Hello ${name}, this is ${shopName} about your order ${order.orderNumber ?? order._id}: ${orderStatus(order).label}.${tracking}`;
}

function CustomerAndShipping({ order }: { order: Order }) {
  const shopName = useShopName();
  const mobile = order.shippingAddress.phone;
  return (
    <SectionCard id="order-shipping" title="Shipping">
      {mobile ? (
        <Anchor href={whatsappLink(whatsappMessage(order, shopName), mobile)} target="_blank" rel="noopener noreferrer" fw={600} size="sm" display="block" mb="xs">
          Message on WhatsApp
        </Anchor>
      ) : null}
      <OrderRecipient order={order} forOwner>
        {order.business ? (
          <Text style={{ overflowWrap: 'anywhere' }}>
            <strong>Business buyer: </strong>
            {order.business.name} · GSTIN {order.business.gstin}
          </Text>
        ) : null}
        <Text>
          <strong>Place of supply: </strong>
          {order.placeOfSupply.state}
          {order.placeOfSupply.code ? ` (${order.placeOfSupply.code})` : ''}
        </Text>
      </OrderRecipient>
      {order.shipment ? (
        <Alert color="blue" variant="light" title="Shipment" mb="sm">
          <Stack gap={2}>
            <Text size="sm">
              <strong>Carrier: </strong>
              {order.shipment.carrier}
            </Text>
            <Text size="sm">
              <strong>Tracking number: </strong>
              {order.shipment.trackingUrl ? (
                <Anchor href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {order.shipment.trackingNumber}
                </Anchor>
              ) : (
                order.shipment.trackingNumber
              )}
            </Text>
            <Text size="sm">
              <strong>Shipped on: </strong>
              {formatDateTime(order.shipment.shippedAt)}
            </Text>
          </Stack>
        </Alert>
      ) : null}
      {order.isDelivered && order.deliveredAt ? (
        <Alert color="green" variant="light">
          Delivered on {formatDateTime(order.deliveredAt)}
        </Alert>
      ) : order.fulfilmentStatus === 'cancelled' ? (
        <Alert color="red" variant="light">
          Cancelled{order.cancelledAt ? ` on ${formatDateTime(order.cancelledAt)}` : ''}
          {order.cancelReason ? `: ${order.cancelReason}` : ''}
        </Alert>
      ) : (
        <Alert color="red" variant="light">
          Not Delivered
        </Alert>
      )}
    </SectionCard>
  );
}

function PaymentSection({ order }: { order: Order }) {
  const methodLabels = usePaymentMethodLabels();
  return (
    <SectionCard id="order-payment" title="Payment Method">
      <Text mb="md">
        <strong>Method: </strong>
        {methodLabels[order.paymentMethod]}
        {order.promoCode ? (
          <>
            {' · '}
            <strong>Promo code: </strong>
            {order.promoCode}
          </>
        ) : null}
      </Text>
      {order.isPaid && order.paidAt ? (
        <Alert color="green" variant="light">
          Paid on {formatDateTime(order.paidAt)}
          {order.isTestPayment ? ' (test payment: no money was taken)' : ''}
        </Alert>
      ) : (
        <Alert color="red" variant="light">
          {order.paymentStatus === 'claimed'
            ? `Not Paid until you confirm the customer's UPI payment${order.paymentDueAt ? ` (cancelled if not confirmed by ${formatDateTime(order.paymentDueAt)})` : ''}`
            : `Not Paid${order.paymentDueAt ? ` (cancelled if still unpaid at ${formatDateTime(order.paymentDueAt)})` : ''}`}
        </Alert>
      )}
      {order.refunds.length > 0 ? (
        <Box mt="md">
          <Title order={3} fz={16} mb={6}>
            Refunds
          </Title>
          <PlainList gap={4} aria-label="Refunds">
            {order.refunds.map((refund) => (
              <Group key={refund._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {formatDateTime(refund.createdAt)}: {refund.reason}
                  {refund.status !== 'succeeded' ? ` (${refund.status})` : ''}
                </Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {rupees(refund.amount)}
                </Text>
              </Group>
            ))}
          </PlainList>
        </Box>
      ) : null}
    </SectionCard>
  );
}

function ItemsSection({ order }: { order: Order }) {
  return (
    <SectionCard id="order-items" title="Order Items">
      <PlainList gap="sm">
        {order.orderItems.map((line) => (
          <Group key={line._id} component="li" wrap="nowrap" gap="md" align="flex-start">
            <Image src={line.image} alt={line.name} width={56} height={56} radius="sm" style={{ width: 56, height: 56, flex: 'none', objectFit: 'cover' }} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              {line.product ? (
                <Anchor component={Link} href={productEditHref(line.product)} c="gray.9" fw={600} lineClamp={2}>
                  {line.name}
                </Anchor>
              ) : (
                <Text fw={600}>{line.name}</Text>
              )}
              {(line.variantTitle || line.sku) && (
                <Text size="sm">{[line.variantTitle, line.sku && `SKU ${line.sku}`].filter(Boolean).join(' · ')}</Text>
              )}
              <Text size="sm" c="dimmed">
                {line.qty} x {rupees(line.price)} = <strong>{formatRupees(paise(line.price) * line.qty)}</strong>
              </Text>
              <Text size="xs" c="dimmed">
                GST {line.gstRate}%{line.hsnCode ? ` · HSN ${line.hsnCode}` : ''}
                {line.discount > 0 ? ` · discount ${rupees(line.discount)}` : ''} · taxable {rupees(line.taxableValue)} · tax {rupees(line.tax)}
                {line.restockedQty > 0 ? ` · ${line.restockedQty} back in stock` : ''}
              </Text>
            </Stack>
          </Group>
        ))}
      </PlainList>
    </SectionCard>
  );
}

function SummarySection({ order }: { order: Order }) {
  const count = order.orderItems.reduce((sum, i) => sum + i.qty, 0);
  const split = order.taxBreakdown.some((row) => row.cgst > 0 || row.sgst > 0);
  return (
    <SectionCard id="order-summary" title="Order Summary">
      <Stack gap={6}>
        <Line label={`Items (${count})`}>{rupees(order.itemsPrice)}</Line>
        {order.discountPrice > 0 ? <Line label={`Discount${order.promoCode ? ` (${order.promoCode})` : ''}`}>-{rupees(order.discountPrice)}</Line> : null}
        <Line label={`${order.pricesIncludeGst ? 'Includes ' : ''}${gstLabel(order)}`}>{rupees(order.taxPrice)}</Line>
        {order.taxBreakdown.length > 0 ? (
          <Table fz="xs" withRowBorders={false} verticalSpacing={2} horizontalSpacing={4} aria-label="GST breakdown">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Rate</Table.Th>
                <Table.Th scope="col" ta="right">
                  Taxable
                </Table.Th>
                {split ? (
                  <>
                    <Table.Th scope="col" ta="right">
                      CGST
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      SGST
                    </Table.Th>
                  </>
                ) : (
                  <Table.Th scope="col" ta="right">
                    IGST
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.taxBreakdown.map((row) => (
                <Table.Tr key={row.rate}>
                  <Table.Td>{row.rate}%</Table.Td>
                  <Table.Td ta="right">{rupees(row.taxableValue)}</Table.Td>
                  {split ? (
                    <>
                      <Table.Td ta="right">{rupees(row.cgst)}</Table.Td>
                      <Table.Td ta="right">{rupees(row.sgst)}</Table.Td>
                    </>
                  ) : (
                    <Table.Td ta="right">{rupees(row.igst)}</Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Line label="Shipping">{rupees(order.shippingPrice)}</Line>
        {order.codFee > 0 && <Line label="Cash on delivery fee">{rupees(order.codFee)}</Line>}
        {order.roundOff !== 0 && <Line label="Round off">{rupees(order.roundOff)}</Line>}
        <Line label="Total" strong>
          {rupees(order.totalPrice)}
        </Line>
        {order.refundedPrice > 0 ? <Line label="Refunded">{rupees(order.refundedPrice)}</Line> : null}
      </Stack>
    </SectionCard>
  );
}

function Timeline({ order }: { order: Order }) {
  return (
    <SectionCard id="order-timeline" title="Timeline">
      <PlainList ordered gap="sm" aria-label="Order timeline">
        {order.events.map((event, i) => (
          <li key={i} style={{ borderLeft: '3px solid var(--mantine-color-brand-6)', paddingLeft: 10 }}>
            <Text fw={600}>{EVENT_LABELS[event.type]}</Text>
            <Text size="xs" c="dimmed">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time> · by {event.actor}
            </Text>
            {event.note ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {event.note}
              </Text>
            ) : null}
          </li>
        ))}
      </PlainList>
    </SectionCard>
  );
}

function ShipForm({ order }: { order: Order }) {
  const [values, setValues] = useState({ carrier: '', trackingNumber: '', trackingUrl: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const ship = useShipOrder({
    onSuccess: () => toastSuccess('Order marked as shipped'),
    onError: (error) => {
      toastError(error);
      setErrors(fieldErrorsFrom(error, ['carrier', 'trackingNumber', 'trackingUrl'] as const));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!values.carrier.trim()) found.carrier = 'Carrier is required';
    if (!values.trackingNumber.trim()) found.trackingNumber = 'Tracking number is required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    ship.mutate({ id: order._id, carrier: values.carrier, trackingNumber: values.trackingNumber, trackingUrl: values.trackingUrl.trim() || undefined });
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="ship-heading">
      <Title order={3} fz={16} mb="xs" id="ship-heading">
        Ship
      </Title>
      <Stack gap="xs">
        <TextInput label="Carrier" placeholder="India Post, Delhivery, Blue Dart…" required {...field('carrier')} />
        <TextInput label="Tracking number" required {...field('trackingNumber')} />
        <TextInput label="Tracking link" description="Optional: the carrier's tracking page" placeholder="https://" type="url" {...field('trackingUrl')} />
        <Button type="submit" loading={ship.isPending}>
          Ship
        </Button>
      </Stack>
    </Box>
  );
}

function CancelDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const [error, setError] = useState<string | undefined>();
  const cancel = useCancelOrder({
    onSuccess: () => {
      toastSuccess('Order cancelled');
      onClose();
    },
    onError: (failure) => {
      toastError(failure);
      setError(fieldErrorsFrom(failure, ['reason'] as const).reason);
    },
  });
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded';
  return (
    <NoteDialog
      title="Cancel order"
      intro={`Cancel this order? Its stock goes back on sale${paid ? ', and what was paid is refunded in full' : ''}.`}
      label="Reason"
      description="Kept in the timeline and told to the customer"
      missing="Enter the reason for cancelling"
      backLabel="Keep order"
      submitLabel="Cancel order"
      pending={cancel.isPending}
      serverError={error}
      onSubmit={(reason) => cancel.mutate({ id: order._id, reason })}
      onClose={onClose}
    />
  );
}

function RefundDialog({ order, opened, onClose }: { order: Order; opened: boolean; onClose: () => void }) {
  const leftPaise = paise(order.totalPrice) - paise(order.refundedPrice);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState<Record<string, string>>({});
  // Paid straight to the shop by UPI: the owner pays it back and records that payment's reference.
  const byUpi = order.paymentMethod === 'UPI';
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; reference?: string }>({});
  const refund = useRefundOrder({
    onSuccess: (_order, input) => {
      toastSuccess(`Refunded ${formatRupees(moneyStringToPaise(String(input.amount)) ?? 0)}`);
      onClose();
    },
    onError: (failure) => {
      toastError(failure);
      setErrors(fieldErrorsFrom(failure, ['amount', 'reason', 'reference'] as const));
    },
  });
  const restockable = order.orderItems.filter((line) => line.product !== null && line.qty - line.restockedQty > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const amountPaise = moneyStringToPaise(amount.trim());
    if (amountPaise === undefined || amountPaise <= 0) found.amount = 'Enter an amount in rupees, such as 250 or 250.50';
    else if (amountPaise > leftPaise) found.amount = `At most ${formatRupees(leftPaise)} is left to refund`;
    if (!reason.trim()) found.reason = 'A reason is required';
    if (byUpi && !reference.trim()) found.reference = 'Pay the customer back first, then enter that payment’s UTR or bank reference';
    setErrors(found);
    if (Object.keys(found).length > 0 || amountPaise === undefined) return;
    const lines = restockable
      .map((line) => ({ product: line.product as string, ...(line.variant ? { variant: line.variant } : {}), qty: Number(restock[line._id] ?? '0') }))
      .filter((line) => line.qty > 0);
    refund.mutate({
      id: order._id,
      amount: paiseToMoneyString(amountPaise),
      reason,
      restock: lines.length > 0 ? lines : undefined,
      ...(byUpi ? { reference: reference.trim() } : {}),
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Refund" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Paid {rupees(order.totalPrice)}
            {order.refundedPrice > 0 ? `, refunded ${rupees(order.refundedPrice)} so far` : ''}: at most {formatRupees(leftPaise)} can be refunded.
          </Text>
          <TextInput
            label="Amount"
            description="In rupees"
            inputMode="decimal"
            leftSection={<Text size="sm">Rs</Text>}
            required
            value={amount}
            error={errors.amount}
            onChange={(event) => {
              setAmount(event.currentTarget.value);
              setErrors((e) => ({ ...e, amount: undefined }));
            }}
            data-autofocus
          />
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setErrors((e) => ({ ...e, reason: undefined }));
            }}
          />
          {byUpi ? (
            <TextInput
              label="Refund reference"
              description="This order was paid by UPI straight to you: pay the customer back from your UPI or bank app, then enter that payment's UTR or bank reference"
              required
              value={reference}
              error={errors.reference}
              onChange={(event) => {
                setReference(event.currentTarget.value);
                setErrors((e) => ({ ...e, reference: undefined }));
              }}
            />
          ) : null}
          {restockable.length > 0 ? (
            <Box component="fieldset" style={{ border: 0, margin: 0, padding: 0 }}>
              <Text component="legend" fw={500} size="sm" mb={4}>
                Put back into stock
              </Text>
              <Stack gap={6}>
                {restockable.map((line) => {
                  const max = line.qty - line.restockedQty;
                  return (
                    <NativeSelect
                      key={line._id}
                      label={`Restock ${describeLine(line.name, line.variantTitle)}`}
                      data={Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: n === 0 ? 'None' : `${n} of ${max}` }))}
                      value={restock[line._id] ?? '0'}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setRestock((r) => ({ ...r, [line._id]: value }));
                      }}
                    />
                  );
                })}
              </Stack>
            </Box>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={refund.isPending}>
              Refund
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Actions({ order }: { order: Order }) {
  const can = allowedActions(order);
  const [dialog, setDialog] = useState<'cancel' | 'refund' | null>(null);
  const { deliver, ask } = useConfirmDelivered();
  const none = !can.ship && !can.deliver && !can.cancel && !can.refund;
  return (
    <SectionCard id="order-actions" title="Actions">
      {none ? (
        <Text c="dimmed">Nothing more can be done with this order.</Text>
      ) : (
        <Stack gap="md">
          {can.ship ? <ShipForm order={order} /> : null}
          {can.deliver || can.cancel || can.refund ? (
            <Group gap="sm">
              {can.deliver ? (
                <Button variant="outline" onClick={() => ask(order)} loading={deliver.isPending}>
                  Mark Delivered
                </Button>
              ) : null}
              {can.refund ? (
                <Button variant="outline" onClick={() => setDialog('refund')}>
                  Refund
                </Button>
              ) : null}
              {can.cancel ? (
                <Button variant="outline" color={TONE.red} onClick={() => setDialog('cancel')}>
                  Cancel order
                </Button>
              ) : null}
            </Group>
          ) : null}
          {!can.ship && order.fulfilmentStatus === 'unfulfilled' && order.paymentMethod !== 'COD' && (order.paymentStatus === 'unpaid' || order.paymentStatus === 'claimed') ? (
            <Text size="sm" c="dimmed">
              An order paid online ships once it is paid.
            </Text>
          ) : null}
        </Stack>
      )}
      {/* Keyed so every opening starts with an empty form. */}
      {dialog === 'cancel' ? <CancelDialog key="cancel" order={order} onClose={() => setDialog(null)} /> : null}
      {dialog === 'refund' ? <RefundDialog key="refund" order={order} opened onClose={() => setDialog(null)} /> : null}
    </SectionCard>
  );
}

/**
 * A guest order's private link (docs/decisions/038-guest-checkout.md): whether it works and until when; the
 * owner revokes it, or sends the guest a new one by e-mail (the old ones stop working). The shop never sees
 * the link itself.
 */
function GuestLinkSection({ order }: { order: Order }) {
  const utils = trpc.useUtils();
  const status = trpc.orders.linkStatus.useQuery({ id: order._id }, { staleTime: 0 });
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const done = (message: string) => (answer: { active: { createdAt: string; expiresAt: string } | null }) => {
    utils.orders.linkStatus.setData({ id: order._id }, answer);
    setConfirmRevoke(false);
    toastSuccess(message);
  };
  const revoke = trpc.orders.revokeLink.useMutation({ onSuccess: done('The private link no longer works'), onError: toastError });
  const send = trpc.orders.sendLink.useMutation({ onSuccess: done(`A new private link was sent to ${order.user.email}`), onError: toastError });
  const active = status.data?.active;
  return (
    <SectionCard id="order-guest-link" title="Private link">
      <Stack gap="sm">
        <Text size="sm">
          {order.user._id ? 'Placed as a guest and since taken over by an account. ' : 'Placed as a guest, without an account. '}
          The guest opens the order through a private link sent to {order.user.email}.
        </Text>
        {status.isPending ? (
          <Skeleton height={20} />
        ) : status.error ? (
          <Text c="red.8" role="alert">
            {errorMessage(status.error)}
          </Text>
        ) : (
          <Text size="sm" role="status">
            {active ? `The link works until ${formatDateTime(active.expiresAt)}.` : 'No link works now: it expired or was revoked.'}
          </Text>
        )}
        <Group gap="sm">
          {active ? (
            <Button variant="outline" color={TONE.red} onClick={() => setConfirmRevoke(true)}>
              Revoke link
            </Button>
          ) : null}
          <Button variant="outline" loading={send.isPending} onClick={() => send.mutate({ id: order._id })}>
            Send a new link
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirmRevoke} onClose={() => setConfirmRevoke(false)} title="Revoke the private link" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Text mb="md">The link stops working at once. You can send the guest a new one later.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmRevoke(false)}>
            Keep link
          </Button>
          <Button color={TONE.red} loading={revoke.isPending} onClick={() => revoke.mutate({ id: order._id })}>
            Yes, revoke link
          </Button>
        </Group>
      </Modal>
    </SectionCard>
  );
}

/** The invoice and credit notes as PDFs, fetched with the admin's token under the server's file names. */
function Documents({ order }: { order: Order }) {
  const download = async (document: OrderDocument) => {
    const base = `/api/orders/${encodeURIComponent(order._id)}`;
    const what = document.kind === 'invoice' ? 'invoice' : 'credit note';
    try {
      await downloadFile(document.kind === 'invoice' ? `${base}/invoice` : `${base}/credit-notes/${encodeURIComponent(document.number)}`, documentFileName(document.number));
    } catch (error) {
      toastFailure(error, `The ${what} could not be downloaded`);
    }
  };
  return <OrderDocuments order={order} forOwner onDownload={download} />;
}

function OrderDetails({ order }: { order: Order }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          <OrderStatusBadges paymentStatus={order.paymentStatus} fulfilmentStatus={order.fulfilmentStatus} testPayment={order.isTestPayment} />
          <Text size="sm" c="dimmed">
            Placed {formatDateTime(order.createdAt)}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            ID <Text span ff="monospace" inherit>{order._id}</Text>
          </Text>
          {order.placedAsGuest ? (
            <Badge variant="outline" color={TONE.orange}>
              Guest order
            </Badge>
          ) : null}
          {order.business ? (
            <Badge variant="outline" color={TONE.blue}>
              B2B
            </Badge>
          ) : null}
          {order.invoice ? (
            <Badge variant="outline" color={TONE.gray}>
              {order.invoice.kind === 'tax-invoice' ? 'Invoice' : 'Receipt'} {order.invoice.number}
            </Badge>
          ) : null}
        </Group>
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <CustomerAndShipping order={order} />
            <PaymentSection order={order} />
            <ItemsSection order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <UpiClaimSection order={order} />
            <Actions order={order} />
            {order.placedAsGuest ? <GuestLinkSection order={order} /> : null}
            <SummarySection order={order} />
            <Documents order={order} />
            <Timeline order={order} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function AdminOrderPage() {
  const params = useParams<{ id: string }>();
  const id = safeDecode(params.id);
  const query = trpc.orders.byId.useQuery({ id }, { staleTime: 0, refetchOnMount: 'always' });
  return (
    <AdminShell title={query.data ? `Order ${query.data.orderNumber}` : 'Order'} headingId="order-heading">
      <GoBack href={LIST_HREF} />
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true">
          <Skeleton height={320} radius="lg" />
          <Skeleton height={320} radius="lg" />
        </SimpleGrid>
      ) : query.error ? (
        <Alert color="red" variant="light" role="alert" title={errorStatus(query.error) === 404 ? 'Order not found' : 'Could not load the order'}>
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <OrderDetails order={query.data} />
      )}
    </AdminShell>
  );
}
