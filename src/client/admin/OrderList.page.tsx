import { Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import { ORDER_FILTERS, type OrderFilter } from '../../shared/order-status.js';
import { rupees } from '../components/Price.js';
import { countLabel, formatDate, formatDateTime } from '../lib/format.js';
import { trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { AdminTable, HiddenHeader, IdCell } from './components/AdminTable.js';
import { ListSearch } from './components/ListSearch.js';
import { OrderStatusBadges } from './components/OrderStatusBadges.js';
import { YesNo } from './components/YesNo.js';
import { useConfirmDelivered } from './hooks/use-mark-delivered.js';
import { ADMIN_PAGE_SIZE, useListParams } from './lib/list-params.js';
import { allowedActions, FILTER_LABELS } from './lib/order-status.js';
import { TONE } from './lib/tones.js';

export const adminOrderHref = (id: string) => `/admin/order/${encodeURIComponent(id)}`;

const STATUS_OPTIONS = [{ value: '', label: 'All orders' }, ...ORDER_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))];

const isFilter = (value: string): value is OrderFilter => (ORDER_FILTERS as readonly string[]).includes(value);

/** Business buyers (a GSTIN given at checkout: B2B invoices) or consumers; '' for both. */
const BUYERS = ['business', 'consumer'] as const;
type BuyerFilter = (typeof BUYERS)[number];
const BUYER_OPTIONS = [
  { value: '', label: 'All buyers' },
  { value: 'business', label: 'Business (B2B)' },
  { value: 'consumer', label: 'Consumers' },
];
const isBuyer = (value: string): value is BuyerFilter => (BUYERS as readonly string[]).includes(value);

/** A date cell: the day in the table, the time on hover. */
function DateCell({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} style={{ whiteSpace: 'nowrap' }}>
      {formatDate(iso)}
    </time>
  );
}

export function OrderListPage() {
  const { keyword, page, param, hrefFor, setKeyword, setParam } = useListParams();
  const rawStatus = param('status');
  const status = isFilter(rawStatus) ? rawStatus : undefined;
  const rawBuyer = param('buyer');
  const buyer = isBuyer(rawBuyer) ? rawBuyer : undefined;
  const list = trpc.orders.list.useQuery(
    { keyword: keyword || undefined, status, buyer, pageNumber: page, pageSize: ADMIN_PAGE_SIZE },
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  const { deliver, ask: askDeliver } = useConfirmDelivered();

  const orders = list.data?.orders ?? [];
  const total = list.data?.total;
  const filterLabel = status ? FILTER_LABELS[status].toLowerCase() : '';
  // '3 cancelled business orders'
  const words = [filterLabel, buyer ?? ''].filter(Boolean).join(' ');
  const kind = words ? `${words} ` : '';
  return (
    <AdminShell
      title="Orders"
      headingId="orders-heading"
      count={total === undefined ? undefined : countLabel(total, `${kind}order`, `${kind}orders`)}
      search={
        <Group align="flex-end" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 260px' }}>
            <ListSearch label="Find orders" placeholder="Search by order number, name, email or ID" keyword={keyword} onSearch={setKeyword} />
          </div>
          <NativeSelect
            label="Status"
            labelProps={{ className: 'visually-hidden' }}
            data={STATUS_OPTIONS}
            value={status ?? ''}
            onChange={(event) => setParam('status', event.currentTarget.value)}
            style={{ flex: '0 0 180px' }}
          />
          <NativeSelect
            label="Buyer"
            labelProps={{ className: 'visually-hidden' }}
            data={BUYER_OPTIONS}
            value={buyer ?? ''}
            onChange={(event) => setParam('buyer', event.currentTarget.value)}
            style={{ flex: '0 0 170px' }}
          />
        </Group>
      }
    >
      {rawStatus && !status ? (
        <Text c={TONE.red} mb="sm" role="alert">
          Unknown status “{rawStatus}”: showing all orders.
        </Text>
      ) : null}
      {rawBuyer && !buyer ? (
        <Text c={TONE.red} mb="sm" role="alert">
          Unknown buyer “{rawBuyer}”: showing all buyers.
        </Text>
      ) : null}
      <AdminTable
        labelledBy="orders-heading"
        headers={['ID', 'User', 'Date', 'Total', 'Status', 'Paid', 'Delivered', <HiddenHeader key="details">Details</HiddenHeader>]}
        minWidth={980}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={keyword ? `No orders match “${keyword}”.` : kind ? `No ${kind}orders.` : 'No orders yet.'}
        rowCount={orders.length}
        pageInfo={list.data}
        hrefFor={hrefFor}
      >
        {orders.map((order) => {
          const label = `order ${order.orderNumber} by ${order.user.name}`;
          const can = allowedActions(order);
          return (
            <Table.Tr key={order._id}>
              <IdCell id={order._id} name={order.orderNumber} />
              <Table.Td data-label="User">
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {order.user.name}
                    {order.placedAsGuest ? (
                      <Badge ml={6} size="xs" variant="outline" color={TONE.orange}>
                        Guest
                      </Badge>
                    ) : null}
                    {order.business ? (
                      <Badge ml={6} size="xs" variant="outline" color={TONE.blue} title={`${order.business.name}, GSTIN ${order.business.gstin}`}>
                        B2B
                      </Badge>
                    ) : null}
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
              <Table.Td data-label="Status">
                <OrderStatusBadges paymentStatus={order.paymentStatus} fulfilmentStatus={order.fulfilmentStatus} testPayment={order.isTestPayment} />
              </Table.Td>
              <Table.Td data-label="Paid">{order.isPaid && order.paidAt ? <DateCell iso={order.paidAt} /> : <YesNo value={false} no="Not paid" />}</Table.Td>
              <Table.Td data-label="Delivered">
                {order.isDelivered && order.deliveredAt ? (
                  <DateCell iso={order.deliveredAt} />
                ) : can.deliver ? (
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
                ) : (
                  <YesNo value={false} no="Not delivered" />
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Button component={Link} href={adminOrderHref(order._id)} size="xs" variant="light" aria-label={`Details of ${label}`}>
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
