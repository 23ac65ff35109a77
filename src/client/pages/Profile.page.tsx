import { Alert, Anchor, Button, Card, Grid, Group, PasswordInput, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import * as m from '@messages/profile';
import * as statusText from '@messages/order-status';
import { LANGUAGE } from '@messages/locale';
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

/** The password fields' show/hide button, named in the page's language (the theme's name is English). */
const toggle = { 'aria-label': m.showOrHidePassword };

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
      toastSuccess(m.profileUpdated);
    },
    onError: toastError,
  });
  // Changing the e-mail or the password needs the current password (docs/decisions/010-session-versions.md); a new name does not.
  const emailChanged = email.trim().toLowerCase() !== (session?.email ?? '').toLowerCase();
  const needsCurrent = emailChanged || password !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      toastProblem(m.passwordsDoNotMatch);
      return;
    }
    if (needsCurrent && !current) {
      setCurrentError(m.enterCurrentPassword);
      return;
    }
    setCurrentError(null);
    update.mutate({ name, email, password, language: LANGUAGE, ...(needsCurrent ? { currentPassword: current } : {}) });
  };
  return (
    <Card padding="lg" component="section" aria-labelledby="profile-title">
      <Title order={1} fz={24} mb="md" id="profile-title">
        {m.userProfile}
      </Title>
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput label={m.name} autoComplete="name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput label={m.emailAddress} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordInput label={m.password} visibilityToggleButtonProps={toggle} autoComplete="new-password" description={m.keepPassword} value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <PasswordInput label={m.confirmPassword} visibilityToggleButtonProps={toggle} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} />
          <PasswordInput
            label={m.currentPassword}
            visibilityToggleButtonProps={toggle}
            autoComplete="current-password"
            description={m.currentPasswordNeeded}
            withAsterisk={needsCurrent}
            value={current}
            error={currentError}
            onChange={(e) => {
              setCurrent(e.currentTarget.value);
              setCurrentError(null);
            }}
          />
          <Button type="submit" loading={update.isPending}>
            {m.update}
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
        {m.signOutEverywhereText}
      </Text>
      <Button variant="outline" color="#a3151d" loading={logoutAll.isPending} onClick={() => logoutAll.mutate({})}>
        {m.signOutEverywhere}
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
      {m.guestOrdersQuestion}{' '}
      {send.data ? (
        <Text span c="green.8" size="sm" role="status">
          {m.guestOrdersLinkSent({ message: send.data.message })}
        </Text>
      ) : send.error ? (
        <Text span c="orange.8" size="sm" role="status">
          {errorMessage(send.error)}
        </Text>
      ) : (
        <Anchor component="button" type="button" size="sm" onClick={() => send.mutate({})} disabled={send.isPending}>
          {m.sendGuestOrdersLink}
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
        {m.myOrders}
      </Title>
      {orders.isPending ? (
        <Skeleton height={160} />
      ) : orders.error ? (
        <Text c="red.8" role="alert">
          {errorMessage(orders.error)}
        </Text>
      ) : orders.data.length === 0 ? (
        <Alert color="brand" variant="light">
          {m.noOrdersYet}{' '}
          <Anchor component={Link} href="/">
            {m.startShopping}
          </Anchor>
        </Alert>
      ) : (
        <ResponsiveTable minWidth={680} striped highlightOnHover verticalSpacing="sm" aria-labelledby="my-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.id}</Table.Th>
              <Table.Th>{m.date}</Table.Th>
              <Table.Th>{m.total}</Table.Th>
              <Table.Th>{m.paid}</Table.Th>
              <Table.Th>{m.delivered}</Table.Th>
              <Table.Th>{m.status}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{m.details}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.data.map((order) => (
              <Table.Tr key={order._id}>
                <Table.Td data-label={m.id} title={order._id} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {order.orderNumber}
                </Table.Td>
                <Table.Td data-label={m.date}>{formatDate(order.createdAt)}</Table.Td>
                <Table.Td data-label={m.total}>{formatRupees(rupeesToPaise(order.totalPrice))}</Table.Td>
                <Table.Td data-label={m.paid}>
                  <DoneBadge at={order.isPaid ? order.paidAt : null} done={statusText.paid} notDone={statusText.notPaid} />
                </Table.Td>
                <Table.Td data-label={m.delivered}>
                  <DoneBadge at={order.isDelivered ? order.deliveredAt : null} done={statusText.delivered} notDone={statusText.notDelivered} />
                </Table.Td>
                <Table.Td data-label={m.status}>
                  <OrderStatusCell order={order} />
                </Table.Td>
                <Table.Td>
                  <Button component={Link} href={`/order/${order._id}`} size="xs" variant="light" aria-label={m.orderDetails({ number: order.orderNumber })}>
                    {m.details}
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
  useTitle(m.profile);
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
