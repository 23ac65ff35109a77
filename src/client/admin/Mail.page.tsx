import { Alert, Anchor, Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { MailStatus } from '../../shared/schemas/mail.js';
import { countLabel, formatDate, formatDateTime, shortId } from '../lib/format.js';
import { trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { AdminTable } from './components/AdminTable.js';
import { ADMIN_PAGE_SIZE, useListParams } from './lib/list-params.js';
import { adminOrderHref } from './OrderList.page.js';
import { TONE } from './lib/tones.js';

export const MAIL_STATUS: Record<MailStatus, { label: string; color: string }> = {
  sent: { label: 'Sent', color: TONE.green },
  pending: { label: 'Pending', color: TONE.gray },
  failed: { label: 'Failed', color: TONE.red },
  held: { label: 'Held', color: TONE.orange },
};

export const adminMailHref = (id: string) => `/admin/mail/${encodeURIComponent(id)}`;

/** The mail outbox: every message the shop wrote, newest first, and whether it has gone out; a subject opens the message. */
export function MailPage() {
  const { page, param, hrefFor, setParam } = useListParams();
  const unsent = param('unsent') === 'true';
  const list = trpc.mail.list.useQuery({ page, pageSize: ADMIN_PAGE_SIZE, unsent: unsent || undefined }, { placeholderData: (previous) => previous, staleTime: 0 });
  const mail = list.data?.mail ?? [];
  const total = list.data?.total;
  return (
    <AdminShell
      title="Mail"
      headingId="mail-heading"
      count={total === undefined ? undefined : countLabel(total, unsent ? 'unsent message' : 'message', unsent ? 'unsent messages' : 'messages')}
      search={<Checkbox label="Unsent only" checked={unsent} onChange={(event) => setParam('unsent', event.currentTarget.checked ? 'true' : '')} />}
    >
      {list.data && !list.data.mailConfigured ? (
        <Alert color="blue" variant="light" mb="md" title="No mail server configured">
          Without SMTP_URL the shop cannot send e-mail: messages stay here, waiting. Set SMTP_URL and MAIL_FROM to send them (see the README).
        </Alert>
      ) : null}
      <AdminTable
        labelledBy="mail-heading"
        headers={['Date', 'To', 'Subject', 'Status', 'Attempts', 'Last error']}
        minWidth={900}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={unsent ? 'Every message has been sent.' : 'No mail yet.'}
        rowCount={mail.length}
        pageInfo={list.data}
        hrefFor={hrefFor}
      >
        {mail.map((m) => (
          <Table.Tr key={m._id}>
            <Table.Td data-label="Date">
              <time dateTime={m.createdAt} title={formatDateTime(m.createdAt)} style={{ whiteSpace: 'nowrap' }}>
                {formatDate(m.createdAt)}
              </time>
            </Table.Td>
            <Table.Td data-label="To" style={{ overflowWrap: 'anywhere' }}>
              {m.to}
            </Table.Td>
            <Table.Td data-label="Subject">
              <Stack gap={0}>
                <Anchor component={Link} href={adminMailHref(m._id)} size="sm">
                  {m.subject}
                </Anchor>
                {m.orderId ? (
                  <Anchor component={Link} href={adminOrderHref(m.orderId)} size="xs">
                    Order {m.orderNumber ?? shortId(m.orderId)}
                  </Anchor>
                ) : null}
              </Stack>
            </Table.Td>
            <Table.Td data-label="Status">
              <Badge variant="outline" color={MAIL_STATUS[m.status].color} title={m.sentAt ? `Sent ${formatDateTime(m.sentAt)}` : m.nextAttemptAt ? `Next attempt ${formatDateTime(m.nextAttemptAt)}` : undefined}>
                {MAIL_STATUS[m.status].label}
              </Badge>
            </Table.Td>
            <Table.Td data-label="Attempts">{m.attempts}</Table.Td>
            <Table.Td data-label="Last error">
              <Text size="xs" c={m.status === 'held' ? TONE.orange : m.lastError ? TONE.red : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                {m.lastError ?? '—'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </AdminShell>
  );
}
