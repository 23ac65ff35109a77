import { Button, Table } from '@mantine/core';
import { useState } from 'react';
import { countLabel, formatDate, formatDateTime } from '../lib/format.js';
import { toastError, toastFailure, toastSuccess } from '../lib/toasts.js';
import { trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { AdminTable, HiddenHeader } from './components/AdminTable.js';
import { DeleteButton } from './components/DeleteButton.js';
import { ListSearch } from './components/ListSearch.js';
import { useRemoveSubscriber } from './hooks/use-newsletter.js';
import { downloadFile } from './lib/download.js';
import { confirmDelete } from './lib/feedback.js';
import { ADMIN_PAGE_SIZE, useListParams } from './lib/list-params.js';

function ExportButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadFile('/api/newsletter/export.csv', 'newsletter.csv');
      toastSuccess(`${name} downloaded`);
    } catch (error) {
      toastFailure(error, 'The list could not be exported');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" onClick={() => void download()} loading={busy}>
      Export CSV
    </Button>
  );
}

/** The newsletter's subscribers, newest first: find an address, take one off the list, or download them all. */
export function NewsletterPage() {
  const { keyword, page, hrefFor, setKeyword } = useListParams();
  const list = trpc.newsletter.list.useQuery(
    { keyword: keyword || undefined, pageNumber: page, pageSize: ADMIN_PAGE_SIZE },
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  const remove = useRemoveSubscriber({ onSuccess: () => toastSuccess('Subscriber removed'), onError: toastError });
  const subscribers = list.data?.subscribers ?? [];
  return (
    <AdminShell
      title="Newsletter"
      headingId="newsletter-heading"
      count={list.data ? countLabel(list.data.total, 'subscriber', 'subscribers') : undefined}
      actions={<ExportButton />}
      search={<ListSearch label="Find subscribers" placeholder="Search by email" keyword={keyword} onSearch={setKeyword} />}
    >
      <AdminTable
        labelledBy="newsletter-heading"
        headers={['Email', 'Subscribed', <HiddenHeader key="actions">Actions</HiddenHeader>]}
        minWidth={480}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={keyword ? `No subscribers match “${keyword}”.` : 'Nobody has subscribed yet.'}
        rowCount={subscribers.length}
        pageInfo={list.data}
        hrefFor={hrefFor}
      >
        {subscribers.map((subscriber) => (
          <Table.Tr key={subscriber.email}>
            <Table.Td data-label="Email" style={{ overflowWrap: 'anywhere' }}>
              {subscriber.email}
            </Table.Td>
            <Table.Td data-label="Subscribed">
              <time dateTime={subscriber.createdAt} title={formatDateTime(subscriber.createdAt)} style={{ whiteSpace: 'nowrap' }}>
                {formatDate(subscriber.createdAt)}
              </time>
            </Table.Td>
            <Table.Td ta="right">
              <DeleteButton
                label={`Delete subscriber ${subscriber.email}`}
                loading={remove.isPending && remove.variables?.email === subscriber.email}
                onClick={() => confirmDelete('subscriber', subscriber.email, () => remove.mutate({ email: subscriber.email }))}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </AdminShell>
  );
}
