import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link, useParams } from 'wouter';
import type { UserDetail } from '../../shared/schemas/user.js';
import { safeDecode } from '../../shared/storefront-pages.js';
import { GoBack } from '../components/GoBack.js';
import { rupees } from '../components/Price.js';
import { countLabel, formatDate, formatDateTime, shortId } from '../lib/format.js';
import { useSession } from '../state/session.js';
import { errorMessage, errorStatus, trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { AdminTable } from './components/AdminTable.js';
import { OrderStatusBadges } from './components/OrderStatusBadges.js';
import { RoleButton } from './components/RoleButton.js';
import { ADMIN_PAGE_SIZE, useListParams } from './lib/list-params.js';
import { adminOrderHref } from './OrderList.page.js';
import { Field } from './components/Field.js';

function Account({ detail }: { detail: UserDetail }) {
  const session = useSession();
  const { user } = detail;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Card padding="lg" component="section" aria-label="Account">
        <Stack gap={4}>
          <Field label="Email">
            <Anchor href={`mailto:${user.email}`} size="sm">
              {user.email}
            </Anchor>
          </Field>
          <Field label="Role">{user.isAdmin ? 'Admin' : 'Customer'}</Field>
          <Field label="Joined">{formatDateTime(user.createdAt)}</Field>
          <Field label="ID">
            <Text span ff="monospace" size="sm">
              {user._id}
            </Text>
          </Field>
          <Group mt="xs">
            <RoleButton user={user} isSelf={user._id === session?._id} />
          </Group>
        </Stack>
      </Card>
      <Card padding="lg" component="section" aria-labelledby="user-spent-heading">
        <Text id="user-spent-heading" size="sm" c="dimmed">
          Total spent
        </Text>
        <Text fw={700} fz={28} data-testid="total-spent">
          {rupees(detail.totalSpent)}
        </Text>
        <Text size="sm" c="dimmed">
          Paid orders, less what was refunded ({countLabel(detail.paidOrders, 'paid order', 'paid orders')}).
        </Text>
      </Card>
    </SimpleGrid>
  );
}

/** A user: their account, the role button, what they spent, and their orders newest first, each linking to its admin page. */
export function AdminUserPage() {
  const params = useParams<{ id: string }>();
  const id = safeDecode(params.id);
  const { page, hrefFor } = useListParams();
  const query = trpc.users.byId.useQuery({ id, pageNumber: page, pageSize: ADMIN_PAGE_SIZE }, { placeholderData: (previous) => previous, staleTime: 0 });
  const detail = query.data;
  const orders = detail?.orders ?? [];
  return (
    <AdminShell title={detail?.user.name ?? 'User'} headingId="user-heading" count={detail ? countLabel(detail.total, 'order', 'orders') : undefined}>
      <GoBack href="/admin/userlist" />
      {query.isPending ? (
        <Skeleton height={200} radius="lg" aria-busy="true" />
      ) : query.error && !detail ? (
        <Alert color="red" variant="light" role="alert" title={errorStatus(query.error) === 404 ? 'User not found' : 'Could not load the user'}>
          {errorMessage(query.error)}
        </Alert>
      ) : detail ? (
        <Stack gap="md">
          <Account detail={detail} />
          <Text component="h2" fw={700} fz={20} id="user-orders-heading" m={0}>
            Orders
          </Text>
          <AdminTable
            labelledBy="user-orders-heading"
            headers={['Order', 'Date', 'Total', 'Refunded', 'Status']}
            minWidth={640}
            loading={false}
            error={query.error}
            onRetry={() => void query.refetch()}
            empty="No orders yet."
            rowCount={orders.length}
            pageInfo={detail}
            hrefFor={hrefFor}
          >
            {orders.map((order) => (
              <Table.Tr key={order._id}>
                <Table.Td data-label="Order">
                  <Anchor component={Link} href={adminOrderHref(order._id)} size="sm" ff={order.orderNumber ? undefined : 'monospace'}>
                    {order.orderNumber ?? shortId(order._id)}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label="Date">
                  <time dateTime={order.createdAt} title={formatDateTime(order.createdAt)} style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(order.createdAt)}
                  </time>
                </Table.Td>
                <Table.Td data-label="Total" style={{ whiteSpace: 'nowrap' }}>
                  {rupees(order.totalPrice)}
                </Table.Td>
                <Table.Td data-label="Refunded" style={{ whiteSpace: 'nowrap' }}>
                  {order.refunded > 0 ? rupees(order.refunded) : '—'}
                </Table.Td>
                <Table.Td data-label="Status">
                  <OrderStatusBadges paymentStatus={order.paymentStatus} fulfilmentStatus={order.fulfilmentStatus} />
                </Table.Td>
              </Table.Tr>
            ))}
          </AdminTable>
        </Stack>
      ) : null}
    </AdminShell>
  );
}
