import { Alert, Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'wouter';
import { rupeesToPaise } from '../../shared/money.js';
import type { Order } from '../../shared/schemas/order.js';
import { safeDecode } from '../../shared/storefront-pages.js';
import { OrderItems } from '../components/OrderItems.js';
import { PriceSummaryCard } from '../components/PriceDetails.js';
import { OrderPaymentSlot } from '../features/payments/OrderPaymentSlot.js';
import { usePaymentMethodLabels } from '../features/payments/labels.js';
import { formatDateTime } from '../lib/format.js';
import { useTitle } from '../lib/use-title.js';
import { errorMessage, trpc } from '../trpc.js';

const paise = (rupees: number) => rupeesToPaise(rupees);

/** 'Delivered on …' / 'Paid on …' in green, or 'Not Delivered' / 'Not Paid' in red. */
function StatusAlert({ at, done, notDone }: { at: string | null; done: string; notDone: string }) {
  return at ? (
    <Alert color="green" variant="light">
      {done} {formatDateTime(at)}
    </Alert>
  ) : (
    <Alert color="red" variant="light">
      {notDone}
    </Alert>
  );
}

function OrderDetails({ order, refetch }: { order: Order; refetch: () => void }) {
  const a = order.shippingAddress;
  const count = order.orderItems.reduce((sum, i) => sum + i.qty, 0);
  const methodLabels = usePaymentMethodLabels();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Card padding="lg" component="section" aria-labelledby="order-shipping">
            <Title order={2} fz={20} mb="sm" id="order-shipping">
              Shipping
            </Title>
            <Stack gap={4} mb="md">
              <Text>
                <strong>Name: </strong>
                {order.user.name}
              </Text>
              <Text>
                <strong>Email: </strong>
                <a href={`mailto:${order.user.email}`}>{order.user.email}</a>
              </Text>
              <Text>
                <strong>Address: </strong>
                {a.address}, {a.city} {a.pincode}, {a.state}, {a.country}
              </Text>
            </Stack>
            <StatusAlert at={order.isDelivered ? order.deliveredAt : null} done="Delivered on" notDone="Not Delivered" />
          </Card>
          <Card padding="lg" component="section" aria-labelledby="order-payment">
            <Title order={2} fz={20} mb="sm" id="order-payment">
              Payment Method
            </Title>
            <Text mb="md">
              <strong>Method: </strong>
              {methodLabels[order.paymentMethod]}
            </Text>
            <StatusAlert at={order.isPaid ? order.paidAt : null} done="Paid on" notDone="Not Paid" />
          </Card>
          <Card padding="lg" component="section" aria-labelledby="order-items">
            <Title order={2} fz={20} mb="md" id="order-items">
              Order Items
            </Title>
            <OrderItems lines={order.orderItems.map((i) => ({ key: i._id, productId: i.product, name: i.name, image: i.image, price: i.price, qty: i.qty }))} />
          </Card>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <PriceSummaryCard
            title="Order Summary"
            itemCount={count}
            withShipping
            totals={{ itemsPrice: paise(order.itemsPrice), taxPrice: paise(order.taxPrice), shippingPrice: paise(order.shippingPrice), totalPrice: paise(order.totalPrice) }}
          />
          <OrderPaymentSlot order={order} onPaid={refetch} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function OrderPage() {
  const params = useParams<{ id: string }>();
  const id = safeDecode(params.id);
  const query = trpc.orders.byId.useQuery({ id });
  useTitle(`Order ${id}`);
  return (
    <>
      <Title order={1} fz={{ base: 20, sm: 28 }} mb="lg" style={{ overflowWrap: 'anywhere' }}>
        Order {id}
      </Title>
      {query.isPending ? (
        <Skeleton height={320} radius="lg" />
      ) : query.error ? (
        <Text c="red.8" role="alert" fw={600}>
          {errorMessage(query.error)}
        </Text>
      ) : (
        <OrderDetails order={query.data} refetch={() => void query.refetch()} />
      )}
    </>
  );
}
