import { Anchor, Badge, Group, Table } from '@mantine/core';
import { Link } from 'wouter';
import { countLabel } from '../lib/format.js';
import { useSession } from '../state/session.js';
import { trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { DeleteButton } from './components/DeleteButton.js';
import { AdminTable, HiddenHeader, IdCell } from './components/AdminTable.js';
import { useDeleteUser } from './hooks/use-delete-user.js';
import { ListSearch } from './components/ListSearch.js';
import { RoleButton } from './components/RoleButton.js';
import { YesNo } from './components/YesNo.js';
import { toastError, toastSuccess } from '../lib/toasts.js';
import { confirmDelete } from './lib/feedback.js';
import { ADMIN_PAGE_SIZE, useListParams } from './lib/list-params.js';

export const adminUserHref = (id: string) => `/admin/user/${encodeURIComponent(id)}`;

export function UserListPage() {
  const session = useSession();
  const { keyword, page, hrefFor, setKeyword } = useListParams();
  const list = trpc.users.list.useQuery(
    { keyword: keyword || undefined, pageNumber: page, pageSize: ADMIN_PAGE_SIZE },
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  const remove = useDeleteUser({ onSuccess: () => toastSuccess('User deleted'), onError: toastError });

  const askDelete = (user: { _id: string; name: string; email: string }) => confirmDelete('user', `${user.name} (${user.email})`, () => remove.mutate({ id: user._id }));

  const users = list.data?.users ?? [];
  return (
    <AdminShell
      title="Users"
      headingId="users-heading"
      count={list.data ? countLabel(list.data.total, 'user', 'users') : undefined}
      search={<ListSearch label="Find users" placeholder="Search by name, email or ID" keyword={keyword} onSearch={setKeyword} />}
    >
      <AdminTable
        labelledBy="users-heading"
        headers={['ID', 'Name', 'Email', 'Admin', <HiddenHeader key="actions">Actions</HiddenHeader>]}
        minWidth={760}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={keyword ? `No users match “${keyword}”.` : 'No users yet.'}
        rowCount={users.length}
        pageInfo={list.data}
        hrefFor={hrefFor}
      >
        {users.map((user) => {
          const isSelf = user._id === session?._id;
          const deleting = remove.isPending && remove.variables?.id === user._id;
          return (
            <Table.Tr key={user._id}>
              <IdCell id={user._id} />
              <Table.Td data-label="Name">
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} href={adminUserHref(user._id)} size="sm">
                    {user.name}
                  </Anchor>
                  {isSelf ? (
                    <Badge size="sm" variant="light" color="brand">
                      You
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td data-label="Email">
                <Anchor href={`mailto:${user.email}`} size="sm">
                  {user.email}
                </Anchor>
              </Table.Td>
              <Table.Td data-label="Admin">
                <YesNo value={user.isAdmin} yes="Admin" no="Not an admin" />
              </Table.Td>
              <Table.Td ta="right">
                {isSelf ? null : (
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <RoleButton user={user} isSelf={isSelf} />
                    <DeleteButton label={`Delete user ${user.name}`} loading={deleting} onClick={() => askDelete(user)} />
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </AdminTable>
    </AdminShell>
  );
}
