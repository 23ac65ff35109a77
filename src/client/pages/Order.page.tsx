import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useContext, type ReactNode } from 'react';
import { useParams } from 'wouter';
import * as m from '@messages/order';
import * as statusText from '@messages/order-status';
import { findIndianState } from '../../shared/india.js';
import { rupeesToPaise } from '../../shared/money.js';
import type { Order } from '../../shared/schemas/order.js';
import { safeDecode } from '../../shared/storefront-pages.js';
import { whatsappLink } from '../../shared/whatsapp.js';
import { RequireAuth } from '../components/Guards.js';
import { ControlsAfterHydration } from '../components/ControlsAfterHydration.js';
import { HeldPage } from '../components/HeldPage.js';
import { OrderItems } from '../components/OrderItems.js';
import { SectionCard } from '../components/SectionCard.js';
import { Notice } from '../components/Notice.js';
import { PageSplit } from '../components/PageSplit.js';
import { PlainCard } from '../components/PlainCard.js';
import { Placeholder } from '../components/Placeholder.js';
import { orderTaxBreakdown, orderTaxSplit, PriceSummaryCard } from '../components/PriceDetails.js';
import { rupees } from '../components/Price.js';
import { StatusBadge } from '../components/StatusBadge.js';
import { CancelOrderButton } from '../features/orders/CancelOrderButton.js';
import { downloadCreditNote, downloadInvoice } from '../features/orders/download-invoice.js';
import { OrderDocuments, type OrderDocument } from '../features/orders/OrderDocuments.js';
import { useOrderAccess } from '../features/orders/order-access.js';
import { orderStatus, refundStatus } from '../features/orders/order-status-text.js';
import { OrderProgress } from '../features/orders/OrderProgress.js';
import { OrderRecipient } from '../features/orders/OrderRecipient.js';
import { stateName } from '../features/account/address-names.js';
import { OrderTimeline, Refunds, Tracking } from '../features/orders/OrderTimeline.js';
import { useShopSettings } from '../features/settings/use-shop-settings.js';
import { toastError } from '../lib/toasts.js';
import { OrderPaymentSlot } from '../features/payments/OrderPaymentSlot.js';
import { usePaymentMethodLabels } from '../features/payments/labels.js';
import { formatDateTime } from '../lib/format.js';
import { useFilledIn } from '../lib/use-hydrated.js';
import { useTitle } from '../lib/use-title.js';
import { SESSION_KEY } from '../state/session.js';
import { DrawnValues } from '../state/store.js';
import { errorMessage, trpc } from '../trpc.js';

const paise = (rupees: number) => rupeesToPaise(rupees);

/** 'Delivered on …' / 'Paid on …' in green, or 'Not Delivered' / 'Not Paid' in red. */
function StatusAlert({ at, done, notDone }: { at: string | null; done: (args: { date: string }) => string; notDone: string }) {
  return at ? (
    <Notice color="green">{done({ date: formatDateTime(at) })}</Notice>
  ) : (
    <Notice color="red">{notDone}</Notice>
  );
}

/** The invoice and credit notes, downloaded through the session or the guest's private link. */
function Documents({ order }: { order: Order }) {
  const access = useOrderAccess();
  const download = (document: OrderDocument) =>
    (document.kind === 'invoice' ? downloadInvoice(order._id, document.number, access?.token) : downloadCreditNote(order._id, document.number, access?.token)).catch(toastError);
  return <OrderDocuments order={order} onDownload={download} />;
}

/** Status badges, the stepper, and why and when the order was cancelled. */
function StatusCard({ order }: { order: Order }) {
  const status = orderStatus(order);
  const refund = refundStatus(order);
  return (
    <PlainCard padding="lg" component="section" aria-labelledby="order-status">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz={20} id="order-status">
          {m.status}
        </Title>
        <Group gap="xs">
          <StatusBadge tone={status.tone} size="lg">
            {status.label}
          </StatusBadge>
          {refund && (
            <StatusBadge tone="info" size="lg">
              {refund}
            </StatusBadge>
          )}
          {order.isTestPayment && (
            <StatusBadge tone="neutral" size="lg">
              {m.testPayment}
            </StatusBadge>
          )}
        </Group>
      </Group>
      <OrderProgress order={order} />
      {order.fulfilmentStatus === 'cancelled' && order.cancelledAt && (
        <Notice color="red" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          {order.cancelReason ? m.cancelledOnBecause({ date: formatDateTime(order.cancelledAt), reason: order.cancelReason }) : m.cancelledOn({ date: formatDateTime(order.cancelledAt) })}
        </Notice>
      )}
      {order.paymentDueAt && order.fulfilmentStatus === 'unfulfilled' && (
        <Text size="sm" c="dimmed" mt="md">
          {m.payBy({ date: formatDateTime(order.paymentDueAt) })}
        </Text>
      )}
    </PlainCard>
  );
}

/** The order's page below its title; a guest's private link page shows it too (OrderLink.page.tsx). */
export function OrderDetails({ order, refetch }: { order: Order; refetch: () => void }) {
  const count = order.orderItems.reduce((sum, i) => sum + i.qty, 0);
  const methodLabels = usePaymentMethodLabels();
  const settings = useShopSettings();
  const breakdown = orderTaxBreakdown(order.taxBreakdown);
  const shopState = settings?.state ? findIndianState(settings.state)?.name : undefined;
  const split = orderTaxSplit(breakdown, shopState === order.placeOfSupply.state ? 'intra' : 'inter');
  return (
    <PageSplit
      main={
        <Stack gap="md">
          <StatusCard order={order} />
          <SectionCard id="order-shipping" title={m.shipping}>
            <OrderRecipient order={order} />
            <StatusAlert at={order.isDelivered ? order.deliveredAt : null} done={m.deliveredOn} notDone={statusText.notDelivered} />
            {order.shipment && (
              <PlainCard component="section" aria-labelledby="order-tracking" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
                <Title order={3} fz={16} mb="xs" id="order-tracking">
                  {m.tracking}
                </Title>
                <Tracking shipment={order.shipment} />
              </PlainCard>
            )}
          </SectionCard>
          <SectionCard id="order-payment" title={m.paymentMethod}>
            <Text mb="md">
              <strong>{m.method} </strong>
              {methodLabels[order.paymentMethod]}
            </Text>
            <StatusAlert at={order.isPaid ? order.paidAt : null} done={m.paidOn} notDone={statusText.notPaid} />
            {order.refunds.length > 0 && (
              <Stack gap="xs" mt="md">
                <Title order={3} fz={16}>
                  {m.refunds}
                </Title>
                <Refunds refunds={order.refunds} />
                {order.refundedPrice > 0 && <Text size="sm">{m.refundedInAll({ amount: rupees(order.refundedPrice) })}</Text>}
              </Stack>
            )}
          </SectionCard>
          <SectionCard id="order-items" title={m.orderItems} titleMb="md">
            <OrderItems lines={order.orderItems.map((i) => ({ key: i._id, productId: i.product, variant: i.variant, variantTitle: i.variantTitle, name: i.name, image: i.image, price: i.price, qty: i.qty }))} />
          </SectionCard>
          <SectionCard id="order-timeline" title={m.timeline} titleMb="md">
            <OrderTimeline order={order} />
          </SectionCard>
        </Stack>
      }
      side={
        <Stack gap="md">
          <PriceSummaryCard
            title={m.orderSummary}
            itemCount={count}
            withShipping
            inclusive={order.pricesIncludeGst}
            totals={{
              itemsPrice: paise(order.itemsPrice),
              discountPrice: paise(order.discountPrice),
              taxPrice: paise(order.taxPrice),
              shippingPrice: paise(order.shippingPrice),
              codFee: paise(order.codFee),
              roundOff: paise(order.roundOff),
              totalPrice: paise(order.totalPrice),
            }}
            breakdown={breakdown}
            split={split}
            promoCode={order.promoCode}
          >
            <Text size="xs" c="dimmed">
              {m.placeOfSupply({ state: stateName(order.placeOfSupply.state) })}
              {order.placeOfSupply.code ? ` (${order.placeOfSupply.code})` : ''}
            </Text>
          </PriceSummaryCard>
          <OrderPaymentSlot order={order} onPaid={refetch} />
          <Documents order={order} />
          {settings?.whatsappNumber ? (
            <Anchor
              href={whatsappLink(m.whatsappGreeting({ number: order.orderNumber ?? order._id }), settings.whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              ta="center"
            >
              {m.chatOnWhatsapp}
            </Anchor>
          ) : null}
          {order.fulfilmentStatus === 'unfulfilled' && <CancelOrderButton order={order} />}
        </Stack>
      }
    />
  );
}

/** The page's heading, and below it what there is of the order: drawn by the server, and once the order has come. */
function OrderFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <HeldPage>
      <Title order={1} fz={{ base: 20, sm: 28 }} mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {children}
    </HeldPage>
  );
}

/** The order while it loads; all the server can draw, since only the browser holds the session that may read it. */
const HELD_ORDER = (
  <OrderFrame title={m.order}>
    <div aria-busy="true" aria-label={m.loadingOrder}>
      <Placeholder height={320} />
    </div>
  </OrderFrame>
);

function SignedInOrder() {
  const params = useParams<{ id: string }>();
  const id = safeDecode(params.id);
  const query = trpc.orders.byId.useQuery({ id });
  // The order is named by its number ('RS-10001'), known once it has loaded.
  const title = query.data ? m.orderNumber({ number: query.data.orderNumber }) : m.order;
  useTitle(title);
  if (query.isPending) return HELD_ORDER;
  return (
    <OrderFrame title={title}>
      {query.error ? (
        <Text c="red.8" role="alert" fw={600}>
          {errorMessage(query.error)}
        </Text>
      ) : (
        <ControlsAfterHydration>
          <OrderDetails order={query.data} refetch={() => void query.refetch()} />
        </ControlsAfterHydration>
      )}
    </OrderFrame>
  );
}

/** A signed-in shopper's order (or any order, for an admin); without a session, off to sign in. */
export function OrderPage() {
  const hydrated = useFilledIn();
  // Drawn whole by the server for this shopper, it hydrates as drawn (docs/decisions/061-shopper-pages-drawn.md).
  const drawnWhole = Boolean(useContext(DrawnValues)?.[SESSION_KEY]);
  if (!hydrated && !drawnWhole) return HELD_ORDER;
  return (
    <RequireAuth>
      <SignedInOrder />
    </RequireAuth>
  );
}
