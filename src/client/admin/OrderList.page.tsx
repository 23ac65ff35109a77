import { Button, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import { rupees } from '../components/Price.js';
import { formatDate, formatDateTime, shortId } from '../lib/format.js';
import { trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { AdminTable, HiddenHeader } from './components/AdminTable.js';
import { useMarkDelivered } from './hooks/use-mark-delivered.js';
import { ListSearch } from './components/ListSearch.js';
import { YesNo } from './components/YesNo.js';
import { toastError, toastSuccess } from '../lib/toasts.js';
import { confirmAction } from './lib/feedback.js';
import { ADMIN_PAGE_SIZE, useListParams } from './lib/list-params.js';

/** A date cell: the day in the table, the time on hover. */
function DateCell({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} style={{ whiteSpace: 'nowrap' }}>
      {formatDate(iso)}
    </time>
  );
}

export function OrderListPage() {
  const { keyword, page, hrefFor, setKeyword } = useListParams();
  const list = trpc.orders.list.useQuery(
    { keyword: keyword || undefined, pageNumber: page, pageSize: ADMIN_PAGE_SIZE },
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  const deliver = useMarkDelivered({ onSuccess: () => toastSuccess('Order marked as delivered'), onError: toastError });

  const askDeliver = (order: { _id: string; user: { name: string } }) =>
    confirmAction({
      title: 'Mark delivered',
      question: 'Mark this order as delivered?',
      subject: `Order ${order._id} for ${order.user.name}`,
      confirmLabel: 'Yes',
      onConfirm: () => deliver.mutate({ id: order._id }),
    });

  const orders = list.data?.orders ?? [];
  const total = list.data?.total;
  return (
    <AdminShell
      title="Orders"
      headingId="orders-heading"
      count={total === undefined ? undefined : `${total.toLocaleString('en-IN')} ${total === 1 ? 'order' : 'orders'}`}
      search={<ListSearch label="Find orders" placeholder="Search by customer name, email or order ID" keyword={keyword} onSearch={setKeyword} />}
    >
      <AdminTable
        labelledBy="orders-heading"
        headers={['ID', 'User', 'Date', 'Total', 'Paid', 'Delivered', <HiddenHeader key="details">Details</HiddenHeader>]}
        minWidth={860}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={keyword ? `No orders match “${keyword}”.` : 'No orders yet.'}
        rowCount={orders.length}
        pageInfo={list.data}
        hrefFor={hrefFor}
      >
        {orders.map((order) => {
          const label = `order ${shortId(order._id)} by ${order.user.name}`;
          return (
            <Table.Tr key={order._id}>
              <Table.Td data-label="ID" ff="monospace" style={{ whiteSpace: 'nowrap' }} title={order._id}>
                {shortId(order._id)}
              </Table.Td>
              <Table.Td data-label="User">
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {order.user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {order.user.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td data-label="Date">
                <DateCell iso={order.createdAt} />
              </Table.Td>
              <Table.Td data-label="Total" style={{ whiteSpace: 'nowrap' }}>
                {rupees(order.totalPrice)}
              </Table.Td>
              <Table.Td data-label="Paid">{order.isPaid && order.paidAt ? <DateCell iso={order.paidAt} /> : <YesNo value={false} no="Not paid" />}</Table.Td>
              <Table.Td data-label="Delivered">
                {order.isDelivered && order.deliveredAt ? (
                  <DateCell iso={order.deliveredAt} />
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Mark Delivered: ${label}`}
                    loading={deliver.isPending && deliver.variables?.id === order._id}
                    onClick={() => askDeliver(order)}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    Mark Delivered
                  </Button>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Button component={Link} href={`/order/${order._id}`} size="xs" variant="light" aria-label={`Details of ${label}`}>
                  Details
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </AdminTable>
    </AdminShell>
  );
}
