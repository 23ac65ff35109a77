import { Alert, Anchor, Button, Card, Grid, Group, PasswordInput, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { formatRupees, rupeesToPaise } from '../../shared/money.js';
import { ResponsiveTable } from '../components/ResponsiveTable.js';
import { useUpdateProfile } from '../features/account/use-update-profile.js';
import { StatusBadge } from '../components/StatusBadge.js';
import { orderStatus, refundStatus } from '../features/orders/order-status-text.js';
import { signOut } from '../features/session/sign-out.js';
import { formatDate } from '../lib/format.js';
import { toastError, toastProblem, toastSuccess } from '../lib/toasts.js';
import { useTitle } from '../lib/use-title.js';
import { useSession } from '../state/session.js';
import { errorMessage, trpc } from '../trpc.js';
import { AddressBook } from '../features/account/AddressBook.js';

function ProfileForm() {
  const session = useSession();
  const [name, setName] = useState(session?.name ?? '');
  const [email, setEmail] = useState(session?.email ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const update = useUpdateProfile({
    onSuccess: () => {
      setPassword('');
      setConfirm('');
      setCurrent('');
      toastSuccess('Profile Updated Successfully');
    },
    onError: toastError,
  });
  // Changing the e-mail or the password needs the current password (docs/decisions/010-session-versions.md); a new name does not.
  const emailChanged = email.trim().toLowerCase() !== (session?.email ?? '').toLowerCase();
  const needsCurrent = emailChanged || password !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      toastProblem('Passwords do not match');
      return;
    }
    if (needsCurrent && !current) {
      setCurrentError('Enter your current password to change your email or password');
      return;
    }
    setCurrentError(null);
    update.mutate({ name, email, password, ...(needsCurrent ? { currentPassword: current } : {}) });
  };
  return (
    <Card padding="lg" component="section" aria-labelledby="profile-title">
      <Title order={1} fz={24} mb="md" id="profile-title">
        User Profile
      </Title>
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Name" autoComplete="name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput label="Email Address" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordInput label="Password" autoComplete="new-password" description="Leave empty to keep your password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <PasswordInput label="Confirm Password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} />
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            description="Needed to change your email or password"
            withAsterisk={needsCurrent}
            value={current}
            error={currentError}
            onChange={(e) => {
              setCurrent(e.currentTarget.value);
              setCurrentError(null);
            }}
          />
          <Button type="submit" loading={update.isPending}>
            Update
          </Button>
        </Stack>
      </form>
      <SignOutEverywhere />
    </Card>
  );
}

/** Ends every session of the account, this one included (POST /api/users/logout-all). */
function SignOutEverywhere() {
  const [, navigate] = useLocation();
  const logoutAll = trpc.users.logoutAll.useMutation({
    onSuccess: (result) => {
      signOut();
      toastSuccess(result.message);
      navigate('/login');
    },
    onError: toastError,
  });
  return (
    <Stack gap={4} mt="xl">
      <Text size="sm" c="dimmed">
        Signed in on a device you no longer use? Sign out on all of them, this one included.
      </Text>
      <Button variant="outline" color="#a3151d" loading={logoutAll.isPending} onClick={() => logoutAll.mutate({})}>
        Sign out everywhere
      </Button>
    </Stack>
  );
}

function OrderStatusCell({ order }: { order: Parameters<typeof orderStatus>[0] & Parameters<typeof refundStatus>[0] }) {
  const status = orderStatus(order);
  const refund = refundStatus(order);
  return (
    <Group gap={4}>
      <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      {refund && <StatusBadge tone="info">{refund}</StatusBadge>}
    </Group>
  );
}

/** Whether a step of the order has happened: a green badge dated in its tooltip, or a red one. */
function DoneBadge({ at, done, notDone }: { at: string | null | undefined; done: string; notDone: string }) {
  return at ? (
    <StatusBadge tone="good" title={formatDate(at)}>
      {done}
    </StatusBadge>
  ) : (
    <StatusBadge tone="bad">{notDone}</StatusBadge>
  );
}

/**
 * Orders placed as a guest with this account's e-mail join it once the address is proved: the link is sent
 * on registering, and again from here (POST /api/users/email-proof/send).
 */
function GuestOrdersOffer() {
  const send = trpc.users.sendEmailProof.useMutation();
  return (
    <Text size="sm" mt="md">
      Ordered as a guest with your e-mail address?{' '}
      {send.data ? (
        <Text span c="green.8" size="sm" role="status">
          {send.data.message}. Open it to add those orders here.
        </Text>
      ) : send.error ? (
        <Text span c="orange.8" size="sm" role="status">
          {errorMessage(send.error)}
        </Text>
      ) : (
        <Anchor component="button" type="button" size="sm" onClick={() => send.mutate({})} disabled={send.isPending}>
          Send me a link to add those orders
        </Anchor>
      )}
    </Text>
  );
}

function MyOrders() {
  const orders = trpc.orders.mine.useQuery(undefined, { staleTime: 0 });
  return (
    <Card padding="lg" component="section" aria-labelledby="my-orders">
      <Title order={2} fz={24} mb="md" id="my-orders">
        My Orders
      </Title>
      {orders.isPending ? (
        <Skeleton height={160} />
      ) : orders.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(orders.error)}
        </Text>
      ) : orders.data.length === 0 ? (
        <Alert color="brand" variant="light">
          You have no orders yet. <Anchor component={Link} href="/">Start shopping</Anchor>
        </Alert>
      ) : (
        <ResponsiveTable minWidth={680} striped highlightOnHover verticalSpacing="sm" aria-labelledby="my-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Total</Table.Th>
              <Table.Th>Paid</Table.Th>
              <Table.Th>Delivered</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Details</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.data.map((order) => (
              <Table.Tr key={order._id}>
                <Table.Td data-label="ID" title={order._id} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {order.orderNumber}
                </Table.Td>
                <Table.Td data-label="Date">{formatDate(order.createdAt)}</Table.Td>
                <Table.Td data-label="Total">{formatRupees(rupeesToPaise(order.totalPrice))}</Table.Td>
                <Table.Td data-label="Paid">
                  <DoneBadge at={order.isPaid ? order.paidAt : null} done="Paid" notDone="Not Paid" />
                </Table.Td>
                <Table.Td data-label="Delivered">
                  <DoneBadge at={order.isDelivered ? order.deliveredAt : null} done="Delivered" notDone="Not Delivered" />
                </Table.Td>
                <Table.Td data-label="Status">
                  <OrderStatusCell order={order} />
                </Table.Td>
                <Table.Td>
                  <Button component={Link} href={`/order/${order._id}`} size="xs" variant="light" aria-label={`Details of order ${order.orderNumber}`}>
                    Details
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      <GuestOrdersOffer />
    </Card>
  );
}

export function ProfilePage() {
  useTitle('Profile');
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProfileForm />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <MyOrders />
        <AddressBook />
      </Grid.Col>
    </Grid>
  );
}
