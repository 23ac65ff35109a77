import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatRupees, rupeesToPaise } from '../../shared/money.js';
import type { FulfilmentStatus, PaymentStatus } from '../../shared/order-status.js';
import { FULFILMENT_STATUSES, PAYMENT_STATUSES } from '../../shared/order-status.js';
import type { Dashboard } from '../../shared/schemas/dashboard.js';
import { SEARCH_STATS_DAYS, type SearchCount } from '../../shared/schemas/search.js';
import { LoadError } from '../components/LoadError.js';
import { rupees } from '../components/Price.js';
import { formatDateTime } from '../lib/format.js';
import { trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { BackupCard, CsvCard } from './components/DataTools.js';
import { FulfilmentBadge, PaymentBadge } from './components/OrderStatusBadges.js';
import { SignInKeyCard } from './components/SignInKeyCard.js';
import { adminOrderHref } from './OrderList.page.js';
import { productEditHref } from './ProductList.page.js';
import { TONE } from './lib/tones.js';
import { addSynonymHref } from './Search.page.js';
import { PlainList } from '../components/PlainList.js';

const PERIODS = [
  { key: 'today', label: 'Today' },
  { key: 'last7Days', label: 'Last 7 days' },
  { key: 'last30Days', label: 'Last 30 days' },
] as const;

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

const isPayment = (s: string): s is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(s);
const isFulfilment = (s: string): s is FulfilmentStatus => (FULFILMENT_STATUSES as readonly string[]).includes(s);

/** A dashboard card with its heading; where `empty` is given, that message stands dimmed in place of the content. */
function Panel({ id, title, action, empty, children }: { id: string; title: string; action?: ReactNode; empty?: string; children: ReactNode }) {
  return (
    <Card padding="lg" component="section" aria-labelledby={id} h="100%">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz={18} id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {empty === undefined ? children : <Text c="dimmed">{empty}</Text>}
    </Card>
  );
}

function PeriodCards({ data }: { data: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {PERIODS.map(({ key, label }) => {
        const figures = data[key];
        const id = `period-${key}`;
        return (
          <Card key={key} padding="lg" component="section" aria-labelledby={id}>
            <Text id={id} fw={700} c="dimmed" size="sm" tt="uppercase">
              {label}
            </Text>
            <Text size="xs" c="dimmed" mt={6}>
              Revenue
            </Text>
            <Text fz={26} fw={700} data-testid={`${key}-revenue`}>
              {rupees(figures.revenue)}
            </Text>
            <Group gap="lg" mt={4}>
              <div>
                <Text size="xs" c="dimmed">
                  Orders
                </Text>
                <Text fw={600} data-testid={`${key}-orders`}>
                  {figures.orders.toLocaleString('en-IN')}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  Average paid order
                </Text>
                <Text fw={600} data-testid={`${key}-average`}>
                  {rupees(figures.averageOrderValue)}
                </Text>
              </div>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function RevenueChart({ data }: { data: Dashboard }) {
  const points = data.revenueByDay.map((d) => ({ day: shortDay(d.date), Revenue: d.revenue }));
  const total = data.revenueByDay.reduce((sum, d) => sum + rupeesToPaise(d.revenue), 0);
  return (
    <Panel id="revenue-chart-heading" title="Revenue per day">
      <figure style={{ margin: 0 }} aria-labelledby="revenue-chart-heading">
        <div role="img" aria-label={`Revenue per day for the last 30 days, ${formatRupees(total)} in all`} data-testid="revenue-chart">
          <BarChart
            h={240}
            data={points}
            dataKey="day"
            series={[{ name: 'Revenue', color: 'brand.6' }]}
            valueFormatter={(value) => formatRupees(rupeesToPaise(value))}
            tickLine="y"
            yAxisProps={{ width: 90 }}
            gridAxis="y"
            withTooltip
          />
        </div>
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 14, marginTop: 8 }}>Revenue per day as a table</summary>
          <Table fz="sm" aria-label="Revenue per day" mt="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Day</Table.Th>
                <Table.Th scope="col" ta="right">
                  Revenue
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.revenueByDay.map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Td>{shortDay(d.date)}</Table.Td>
                  <Table.Td ta="right">{rupees(d.revenue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </details>
      </figure>
    </Panel>
  );
}

function LowStock({ data }: { data: Dashboard }) {
  return (
    <Panel id="low-stock-heading" title="Low stock" empty={data.lowStock.length === 0 ? 'Nothing is running out.' : undefined}>
      <PlainList gap={6} aria-labelledby="low-stock-heading">
        {data.lowStock.map((p) => (
          <Group key={p._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Anchor component={Link} href={productEditHref(p._id)} size="sm" lineClamp={1}>
              {p.name}
            </Anchor>
            <Text size="sm" fw={600} c={p.countInStock === 0 ? TONE.red : undefined} style={{ whiteSpace: 'nowrap' }}>
              {p.countInStock === 0 ? 'Out of stock' : `${p.countInStock} left`}
            </Text>
          </Group>
        ))}
      </PlainList>
    </Panel>
  );
}

function BestSellers({ data }: { data: Dashboard }) {
  return (
    <Panel id="best-sellers-heading" title="Best sellers" empty={data.bestSellers.length === 0 ? 'No sales in the last 30 days.' : undefined}>
      <Table fz="sm" aria-labelledby="best-sellers-heading" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col" ta="right">
              Units
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Revenue
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.bestSellers.map((b, i) => (
            <Table.Tr key={b.product ?? `deleted-${i}`}>
              <Table.Td>
                {b.product ? (
                  <Anchor component={Link} href={productEditHref(b.product)} size="sm">
                    {b.name}
                  </Anchor>
                ) : (
                  b.name
                )}
              </Table.Td>
              <Table.Td ta="right">{b.units}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rupees(b.revenue)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Panel>
  );
}

function RecentOrders({ data }: { data: Dashboard }) {
  return (
    <Panel
      id="recent-orders-heading"
      title="Recent orders"
      empty={data.recentOrders.length === 0 ? 'No orders yet.' : undefined}
      action={
        <Anchor component={Link} href="/admin/orderlist" size="sm">
          All orders
        </Anchor>
      }
    >
      <PlainList gap={8} aria-labelledby="recent-orders-heading">
        {data.recentOrders.map((o) => (
          <Group key={o._id} component="li" justify="space-between" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} href={adminOrderHref(o._id)} size="sm" fw={600}>
                {o.orderNumber} · {o.customer}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDateTime(o.createdAt)} · {rupees(o.totalPrice)}
              </Text>
            </div>
            <Group gap={4}>
              {isPayment(o.paymentStatus) ? <PaymentBadge status={o.paymentStatus} /> : null}
              {isFulfilment(o.fulfilmentStatus) ? <FulfilmentBadge status={o.fulfilmentStatus} /> : null}
            </Group>
          </Group>
        ))}
      </PlainList>
    </Panel>
  );
}

/** On the dashboard, the first few of each list; the rest are in Admin → Search. */
const SEARCHES_SHOWN = 5;

/** One short list of the searches card: each search with its count, and what can be done about it. */
function SearchList({ id, title, rows, empty, children }: { id: string; title: string; rows: SearchCount[]; empty: string; children: (row: SearchCount) => ReactNode }) {
  return (
    <div>
      <Title order={3} fz={15} mb={6} id={id}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <PlainList gap={6} aria-labelledby={id}>
          {rows.map((row) => (
            <Group key={row.query} component="li" justify="space-between" wrap="nowrap" gap="sm">
              {children(row)}
            </Group>
          ))}
        </PlainList>
      )}
    </div>
  );
}

const times = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** What shoppers searched for, and what they did not find, with a way to a synonym for the latter. */
function Searches() {
  const stats = trpc.search.stats.useQuery({ limit: SEARCHES_SHOWN }, { staleTime: 0, refetchOnMount: 'always' });
  let body: ReactNode;
  if (stats.error) {
    body = <LoadError title="Could not load the searches" error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />;
  } else if (stats.isPending) {
    body = <Skeleton height={120} aria-busy="true" />;
  } else if (stats.data.top.length === 0) {
    body = <Text c="dimmed">No searches yet.</Text>;
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <SearchList id="top-searches-heading" title="Most searched" rows={stats.data.top} empty="No searches yet.">
          {(row) => (
            <>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.query}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {times(row.searches, 'search', 'searches')}
              </Text>
            </>
          )}
        </SearchList>
        <SearchList id="nothing-found-heading" title="Found nothing" rows={stats.data.nothingFound} empty="Every search found something.">
          {(row) => (
            <>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.query}
                </Text>
                <Text size="xs" c={row.findsNow ? TONE.green : 'dimmed'}>
                  {times(row.empty, 'time', 'times')}
                  {row.findsNow ? ' · finds products now' : ''}
                </Text>
              </div>
              <Button component={Link} href={addSynonymHref(row.query)} size="compact-xs" variant="light" aria-label={`Add a synonym for ${row.query}`} style={{ flexShrink: 0 }}>
                Add a synonym
              </Button>
            </>
          )}
        </SearchList>
      </SimpleGrid>
    );
  }
  return (
    <Panel
      id="searches-heading"
      title={`Searches (last ${SEARCH_STATS_DAYS} days)`}
      action={
        <Anchor component={Link} href="/admin/search" size="sm">
          Manage search
        </Anchor>
      }
    >
      {body}
    </Panel>
  );
}

function Warnings({ data }: { data: Dashboard }) {
  if (!data.backupWarning && !data.offsiteWarning && !data.settingsMissing) return null;
  return (
    <Stack gap="sm">
      {data.backupWarning ? (
        <Alert color="orange" variant="light" title="Backups" role="alert" styles={{ title: { color: TONE.orange } }}>
          {data.backupWarning}. Use “Download backup” below, and check the backup schedule.
        </Alert>
      ) : null}
      {data.offsiteWarning ? (
        <Alert color="orange" variant="light" title="Off-site backups" role="alert" styles={{ title: { color: TONE.orange } }} data-testid="offsite-warning">
          {data.offsiteWarning}. Check the bucket&apos;s settings (BACKUP_S3_…) and that the provider can be reached.
        </Alert>
      ) : null}
      {data.settingsMissing ? (
        <Alert color="blue" variant="light" title="Store settings">
          The shop&apos;s name, contact and address have not been filled in yet.{' '}
          <Anchor component={Link} href="/admin/settings">
            Open the settings
          </Anchor>
        </Alert>
      ) : null}
    </Stack>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  return (
    <Stack gap="md">
      <Warnings data={data} />
      <PeriodCards data={data} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <RevenueChart data={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel id="to-ship-heading" title="Waiting to ship">
            <Text fz={36} fw={700} data-testid="waiting-to-ship">
              {data.waitingToShip.toLocaleString('en-IN')}
            </Text>
            <Text size="sm" c="dimmed" mb="sm">
              {data.waitingToShip === 1 ? 'order can ship now' : 'orders can ship now'}
            </Text>
            <Button component={Link} href="/admin/orderlist?status=unfulfilled" variant="light" size="xs">
              Unfulfilled orders
            </Button>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <LowStock data={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BestSellers data={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <RecentOrders data={data} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Searches />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BackupCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CsvCard />
        </Grid.Col>
        <Grid.Col span={12}>
          <SignInKeyCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function DashboardPage() {
  const summary = trpc.dashboard.summary.useQuery(undefined, { staleTime: 0, refetchOnMount: 'always' });
  return (
    <AdminShell title="Dashboard" headingId="dashboard-heading">
      {summary.error ? (
        <LoadError title="Could not load the dashboard" error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : summary.isPending ? (
        <Stack gap="md" aria-busy="true">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Skeleton height={130} />
            <Skeleton height={130} />
            <Skeleton height={130} />
          </SimpleGrid>
          <Skeleton height={280} />
        </Stack>
      ) : (
        <DashboardBody data={summary.data} />
      )}
    </AdminShell>
  );
}
